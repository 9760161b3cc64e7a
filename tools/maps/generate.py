#!/usr/bin/env python3
"""Draws the shaped maps of the titles whose boards were schematic, from geographic facts only.

    python3 tools/maps/generate.py liberte             # tools/maps/france-1789.json -> web/games/liberte/map.json
    python3 tools/maps/generate.py age-of-renaissance  # tools/maps/renaissance.json -> web/games/age-of-renaissance/map.json

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
import landsea

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
SLIVER = 5.0
# Age of Renaissance's spaces are a few thousand square units: pieces under this reach over a strait.
SLIVER_AOR = 150.0
MARKER_DEPTH = 40
# An off-map box of Age of Renaissance: width and height in map units.
BOX = (120, 56)


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


def age_of_renaissance():
    """Age of Renaissance: land spaces and seas as in landsea.py, in a frame of Europe, North Africa and the Near
    East; the off-map boxes (the New World, the Far East) are boxes in the ocean beside it, as on the game's
    board. Prints every difference between the shapes and the game's adjacency (borders, coasts, sea links);
    the game's links the shapes do not show go to map.json as `unshown`, drawn as dashed lines."""
    data = json.loads((HERE / "renaissance.json").read_text())
    game = json.loads((ROOT / "crates/games/age-of-renaissance/data/map.json").read_text())
    rules = json.loads((ROOT / "crates/games/age-of-renaissance/data/rules.json").read_text())
    pr = data["projection"]
    project = projector(pr)
    m = pr["margin"]
    x1, y1 = project((pr["lat_min"], pr["lon_max"]))
    frame = [(m, m), (x1, m), (x1, y1), (m, y1)]
    # The box column of the Far East stands east of the frame, over the ocean.
    width, height = math.ceil(x1 + pr["east"]), math.ceil(y1 + m)

    def ring(points):
        r = landsea.clip_convex([project(p) for p in points], frame)
        return r if geo.area(r) > 0 else r[::-1]

    land = [(r, x.get("blank", False)) for x in data["land"] if (r := ring(x["outline"]))]
    lakes = [r for x in data["lakes"] if (r := ring(x["outline"]))]
    sites = [(sp, project(p)) for sp, pts in data["spaces"].items() for p in pts]
    sites += [(None, project(p)) for p in data["wild"]]
    seas = [(w, project(p)) for w, pts in data["waters"].items() for p in pts]
    # Seas fill the frame only: the box column beside it is the table's background.
    drawn = landsea.draw(frame, land, lakes, sites, seas, cuts=((0, m), (0, x1), (1, m), (1, y1)),
                          by_island=True, min_piece=SLIVER_AOR)

    provinces = game["provinces"]
    province_of = {c["id"]: c["province"] for c in game["coasts"]}
    want_borders = {frozenset((p["id"], q)) for p in provinces for q in p["adjacent"]}
    want_coasts = {(s["id"], province_of.get(x, x)) for s in game["seas"] for x in s["links"] if not x.startswith("sea-")}
    want_links = {frozenset((s["id"], x)) for s in game["seas"] for x in s["links"] if x.startswith("sea-")}
    problems = [f"{sp} has no shape" for sp in data["spaces"] if not drawn["spaces"].get(sp)]
    if problems:
        sys.exit("\n".join(problems))
    problems += [f"{sp} is in {len(rs)} pieces: " + ", ".join(f"{abs(geo.area(r)):.0f} at {r[0][0]:.0f},{r[0][1]:.0f}" for r in rs)
                 for sp, rs in drawn["spaces"].items() if len(rs) != 1 and sp not in data["several_pieces"]]
    for e in sorted(want_borders - drawn["borders"], key=sorted):
        print(f"game border not drawn: {' – '.join(sorted(e))}")
    for e in sorted(drawn["borders"] - want_borders, key=sorted):
        print(f"drawn border not in the game: {' – '.join(sorted(e))}")
    for w, c in sorted(want_coasts - drawn["coasts"]):
        print(f"game coast not drawn: {c} on {w}")
    for w, c in sorted(drawn["coasts"] - want_coasts):
        print(f"drawn coast not in the game: {c} on {w}")
    for e in sorted(want_links - drawn["sea_links"], key=sorted):
        print(f"game sea link not drawn: {' – '.join(sorted(e))}")
    unshown = sorted([sorted(e) for e in want_borders - drawn["borders"]]
                     + [[w, c] for w, c in want_coasts - drawn["coasts"]]
                     + [sorted(e) for e in want_links - drawn["sea_links"]])
    print(f"{len(unshown)} game links not shown by the shapes (drawn as dashed lines)")

    land_rings = [r for r, _ in land]
    spaces = {sp: landsea.labelled(rs, exclude=[l for l in lakes if any(geo.inside(p, rs) for p in l)])
              for sp, rs in drawn["spaces"].items()}
    waters = {w: landsea.labelled(rs, exclude=land_rings) for w, rs in drawn["waters"].items()}
    for sp, (lat, lon) in data["boxes"].items():
        x, y = project((lat, lon))
        if lon > pr["lon_max"]:
            x = x1 + pr["east"] / 2
        spaces[sp] = {"box": [round(x - BOX[0] / 2, 1), round(y - BOX[1] / 2, 1), *BOX],
                      "label": [round(x, 1), round(y, 1)], "room": BOX[1] / 2}
    missing = {p["id"] for p in provinces} - set(spaces)
    problems += [f"{sp} is neither drawn nor a box" for sp in sorted(missing)]
    out = {
        "_generated": "by tools/maps/generate.py age-of-renaissance from tools/maps/renaissance.json and the crate's "
                      "data; do not edit",
        "viewBox": [0, 0, width, height],
        "land": geo.path(land_rings),
        "lakes": geo.path(lakes),
        "spaces": {p["id"]: spaces[p["id"]] for p in provinces if p["id"] in spaces},
        "waters": waters,
        "unshown": unshown,
        "arrows": [[p["id"], q] for p in provinces for q in p["supports"]],
        # The engine's order of spaces and advances (the view's per-space and per-advance lists follow it).
        "order": [p["id"] for p in provinces],
        "kinds": {p["id"]: p["kind"] for p in provinces},
        "markets": {p["id"]: p["market"] for p in provinces},
        "commodities": {p["id"]: p["commodities"] for p in provinces},
        "advances": [{"id": a["id"], "letter": a["letter"], "category": a["category"], "cost": a["cost"]}
                     for a in rules["advances"]],
    }
    if problems:
        sys.exit("\n".join(problems))
    target = ROOT / "web/games/age-of-renaissance/map.json"
    target.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    {"liberte": liberte, "age-of-renaissance": age_of_renaissance}[sys.argv[1] if len(sys.argv) > 1 else "liberte"]()
