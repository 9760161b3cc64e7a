#!/usr/bin/env python3
"""Draws the shaped maps of the titles whose boards were schematic, from geographic facts only.

    python3 tools/maps/generate.py liberte      # tools/maps/france-1789.json -> web/games/liberte/map.json

Each space is the union of the Voronoi cells of several real places (its capital first, then other towns of
the space), clipped to a coarse outline, in an equirectangular projection (x scaled by cos(lat0)). The output
holds, per space, its SVG path, a label point (the inside point farthest from the border) with that distance
(`room`), and the spaces it shares a border with. The generator checks that every space is a single piece and
that the neighbours it finds include every border the data file lists as historical; it stops otherwise.
The web test next to each map.json checks the output against the game data.
"""
import json
import math
import pathlib
import sys

import geometry as geo

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
SLIVER = 5.0
MARKER_DEPTH = 40


def projector(proj):
    k = proj["scale"]
    c = math.cos(math.radians(proj["lat0"]))
    m = proj["margin"]

    def project(lat_lon):
        lat, lon = lat_lon
        return ((lon - proj["lon_min"]) * c * k + m, (proj["lat_max"] - lat) * k + m)

    return project


def shapes(outline, sites_of):
    """{space: rings} for `sites_of` ({space: [xy, ...]}) inside `outline`, and {space: sorted neighbours}."""
    owners = [(space, xy) for space, pts in sites_of.items() for xy in pts]
    sites = [xy for _, xy in owners]
    cells = [geo.voronoi_cell(outline, sites, i) for i in range(len(sites))]
    points = [p for c in cells for p in c]
    rings = {}
    for space in sites_of:
        mine = [c for (s, _), c in zip(owners, cells) if s == space]
        # Pieces under a few square units are slivers where a cell meets the coast at a sharp angle: dropped.
        rings[space] = [r for r in geo.merge(mine, points) if abs(geo.area(r)) >= SLIVER]
    edge_owner = {}
    for space, rs in rings.items():
        for r in rs:
            for a, b in zip(r, r[1:] + r[:1]):
                edge_owner[(a, b)] = space
    neighbours = {space: set() for space in rings}
    for (a, b), space in edge_owner.items():
        other = edge_owner.get((b, a))
        if other and other != space:
            neighbours[space].add(other)
    return rings, neighbours


def liberte():
    data = json.loads((HERE / "france-1789.json").read_text())
    project = projector(data["projection"])
    outline = [project(p) for p in data["outline"]]
    if geo.area(outline) < 0:
        outline.reverse()
    sites_of = {int(k): [project(p) for p in v] for k, v in data["provinces"].items()}
    rings, neighbours = shapes(outline, sites_of)
    problems = []
    for n, rs in sorted(rings.items()):
        if len(rs) != 1:
            problems.append(f"province {n} has {len(rs)} pieces")
    for a, b in data["borders"]:
        if b not in neighbours[a]:
            problems.append(f"provinces {a} and {b} share no border")
    xs = [p[0] for p in outline]
    ys = [p[1] for p in outline]
    m = data["projection"]["margin"]
    paris = project(data["paris"])
    # Paris's own dot and name stay clear of its province's marker (a plate reaching about 15 units above its
    # label point and 50 below): the label search leaves out a box around Paris.
    px, py = paris
    clear = [[(px - 45, py - 60), (px + 45, py - 60), (px + 45, py + 22), (px - 45, py + 22)]]
    provinces = {}
    for n in sorted(rings):
        label, room = geo.label_point(rings[n], exclude=clear if geo.inside(paris, rings[n]) else ())
        provinces[str(n)] = {
            "path": geo.path(rings[n]),
            "label": [round(label[0], 1), round(label[1], 1)],
            "room": round(room, 1),
            "neighbours": sorted(neighbours[n]),
        }
    out = {
        "_generated": "by tools/maps/generate.py liberte from tools/maps/france-1789.json; do not edit",
        # Room below the south coast for the markers of the southernmost provinces (Roussillon's stacks).
        "viewBox": [0, 0, math.ceil(max(xs) + m), math.ceil(max(ys) + m + MARKER_DEPTH)],
        "outline": geo.path([outline]),
        "paris": [round(c, 1) for c in paris],
        "provinces": provinces,
    }
    for n in sorted(rings):
        print(f"{n:>2} room {provinces[str(n)]['room']:>5}  neighbours {provinces[str(n)]['neighbours']}")
    if problems:
        sys.exit("\n".join(problems))
    target = ROOT / "web/games/liberte/map.json"
    target.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    {"liberte": liberte}[sys.argv[1] if len(sys.argv) > 1 else "liberte"]()
