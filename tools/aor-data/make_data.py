#!/usr/bin/env python3
"""Builds crates/games/age-of-renaissance/data/map.json from the reference tables
(/work/shared/reference/age-of-renaissance/provinces.md and water.md, part B).
Run once; the JSON is committed and checked by the crate's tests."""
import json, re, sys

REF = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/reference/age-of-renaissance"
OUT = sys.argv[2] if len(sys.argv) > 2 else "crates/games/age-of-renaissance/data/map.json"

def pid(name):
    name = name.split(" (")[0].strip()
    alias = {"Hamburug": "Hamburg", "Abasigia": "Abasgia", "Algers": "Algiers", "St.Malo": "St. Malo",
             "Shetland": "Shetland Islands"}
    name = alias.get(name, name)
    return re.sub(r"[^a-z]+", "-", name.lower()).strip("-")

def rows(path):
    for line in open(path, encoding="utf-8"):
        if line.startswith("|") and not line.startswith("|---"):
            yield [c.strip() for c in line.strip().strip("|").split("|")]

provinces = []
for r in rows(f"{REF}/provinces.md"):
    if r[0] in ("Area",) or len(r) < 10:
        continue
    area, name, kind, market, com, sup, adj, seas, coastal = r[:9]
    area_id = {"Far East": "far-east", "New World": "new-world"}.get(area, area)
    provinces.append({
        "id": pid(name), "name": name.split(" (")[0].strip(), "area": area_id, "kind": kind.lower(),
        "market": int(market),
        "commodities": [] if com == "-" else [c.strip().lower() for c in com.split(",")],
        "supports": [] if sup in ("", "-") else [pid(s) for s in sup.split(",")],
        "adjacent": [] if adj in ("", "-") else [pid(s) for s in adj.split(",")],
    })
# the commodity of Vienna is missing in one source: we follow iizs (Stone); see docs/data-gaps.md
for p in provinces:
    if p["id"] == "vienna" and not p["commodities"]:
        p["commodities"] = ["stone"]
ids = {p["id"] for p in provinces}

coasts, seas = [], []
part_b = False
for line in open(f"{REF}/water.md", encoding="utf-8"):
    if line.startswith("## B."):
        part_b = True
    if not part_b or not line.startswith("| ") or line.startswith("| Kind"):
        continue
    kind, _area, space, province, conn = [c.strip() for c in line.strip().strip("|").split("|")]
    def wid(n):
        n = n.strip()
        m = re.match(r"(.*) \((N|S|E|W)\)$", n)
        if m:
            return pid(m.group(1)) + "-" + m.group(2).lower()
        if n.endswith("Sea") or n in ("Canary Basin", "Bay of Biscay"):
            return "sea-" + pid(n)
        return pid(n)
    links = [wid(c) for c in conn.split(",")]
    if kind == "Coast":
        coasts.append({"id": wid(space), "province": pid(province), "links": links})
    else:
        seas.append({"id": wid(space), "name": space.replace("Aegea Sea", "Aegean Sea"), "links": links})
for c in coasts:
    assert c["province"] in ids, c
json.dump({"provinces": provinces, "coasts": coasts, "seas": seas}, open(OUT, "w"), indent=1, ensure_ascii=False)
print(len(provinces), "provinces", len(coasts), "coasts", len(seas), "seas")
