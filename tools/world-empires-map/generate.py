#!/usr/bin/env python3
"""Writes web/games/world-empires/map.json, the board's drawing data, from the crate's data file.

The game's facts (spaces with their points and resources, borders, coasts, sea links, and each space's position
on the old schematic drawing, `xy`) come from crates/games/world-empires/data/world-empires.json; the shapes (each
land space and sea as an SVG path with a label point, the coasts, the lakes) come from tools/maps/world.py, which
draws them from geographic facts and prints where its borders differ from the game's. Run from the repository root:
    python3 tools/world-empires-map/generate.py
The crate's test `web_map_matches_the_data` fails when map.json and the data disagree; web/games/world-empires/
map.test.mjs checks the shapes.
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "crates/games/world-empires/data/world-empires.json"
OUT = ROOT / "web/games/world-empires/map.json"
sys.path.insert(0, str(ROOT / "tools/maps"))

import world  # noqa: E402


# The crowded part of the map the board can zoom to: Europe, the Mediterranean's shores and the Middle East.
EUROPE = {"northern_europe", "southern_europe", "north_africa", "middle_east"}


def zoom_view(box, points, pad=14):
    """A view [x, y, w, h] holding `points` with `pad` around them, in the map's proportions, inside the map."""
    _, _, width, height = box
    x0, x1 = min(p[0] for p in points) - pad, max(p[0] for p in points) + pad
    y0, y1 = min(p[1] for p in points) - pad, max(p[1] for p in points) + pad
    h = max(y1 - y0, (x1 - x0) * height / width)
    w = h * width / height
    x = min(max(0, (x0 + x1 - w) / 2), width - w)
    y = min(max(0, (y0 + y1 - h) / 2), height - h)
    return [round(x, 1), round(y, 1), round(w, 1), round(h, 1)]


def main():
    d = json.loads(DATA.read_text())
    drawn = world.shapes(d)
    for line in drawn["mismatches"]:
        print(line)
    spaces = [
        {"id": s["id"], "region": s["region"], "xy": s["xy"], "points": s["points"], "res": s["res"],
         "barren": s.get("barren", False), **drawn["spaces"][s["id"]]}
        for s in d["spaces"]
    ]
    waters = [{"id": w["id"], "ocean": w.get("ocean", False), "xy": w["xy"], **drawn["waters"][w["id"]]}
              for w in d["waters"]]
    regions = []
    for r in d["regions"]:
        pts = [s["label"] for s in spaces if s["region"] == r["id"]]
        cx = round(sum(p[0] for p in pts) / len(pts))
        cy = round(sum(p[1] for p in pts) / len(pts))
        regions.append({"id": r["id"], "label": [cx, cy]})
    coasts = [[w["id"], c] for w in d["waters"] for c in w["coasts"]]
    views = {"europe": zoom_view(drawn["viewBox"], [s["label"] for s in spaces if s["region"] in EUROPE])}
    sea_links = [[w["id"], s] for w in d["waters"] for s in w["seas"]]
    out = {
        "viewBox": drawn["viewBox"],
        "land": drawn["land"],
        "lakes": drawn["lakes"],
        "regions": regions,
        "spaces": spaces,
        "waters": waters,
        "edges": d["land_edges"],
        "coasts": coasts,
        "seaLinks": sea_links,
        "unshown": drawn["unshown"],
        "views": views,
    }
    OUT.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
