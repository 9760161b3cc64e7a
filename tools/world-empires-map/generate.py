#!/usr/bin/env python3
"""Writes web/games/world-empires/map.json, the board's drawing data, from the crate's data file.

The drawing is ours: every space is a node at the position given in
crates/games/world-empires/data/world-empires.json, regions are the convex hulls of their spaces, land borders are
lines between neighbours and coasts are dashed lines to their sea. Run from the repository root:
    python3 tools/world-empires-map/generate.py
The crate's test `web_map_matches_the_data` fails when the two disagree.
"""
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "crates/games/world-empires/data/world-empires.json"
OUT = ROOT / "web/games/world-empires/map.json"


def hull(points):
    pts = sorted(set(map(tuple, points)))
    if len(pts) <= 2:
        return [list(p) for p in pts]

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return [list(p) for p in lower[:-1] + upper[:-1]]


def main():
    d = json.loads(DATA.read_text())
    spaces = [
        {"id": s["id"], "region": s["region"], "xy": s["xy"], "points": s["points"], "res": s["res"],
         "barren": s.get("barren", False)}
        for s in d["spaces"]
    ]
    waters = [{"id": w["id"], "ocean": w.get("ocean", False), "xy": w["xy"]} for w in d["waters"]]
    regions = []
    for r in d["regions"]:
        pts = [s["xy"] for s in d["spaces"] if s["region"] == r["id"]]
        cx = round(sum(p[0] for p in pts) / len(pts))
        cy = round(sum(p[1] for p in pts) / len(pts))
        regions.append({"id": r["id"], "hull": hull(pts), "label": [cx, cy]})
    coasts = [[w["id"], c] for w in d["waters"] for c in w["coasts"]]
    sea_links = [[w["id"], s] for w in d["waters"] for s in w["seas"]]
    out = {
        "viewBox": [0, 0, 1140, 600],
        "regions": regions,
        "spaces": spaces,
        "waters": waters,
        "edges": d["land_edges"],
        "coasts": coasts,
        "seaLinks": sea_links,
    }
    OUT.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
