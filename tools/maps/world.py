"""World Empires' shaped map, from the geographic facts in tools/maps/world.json.

Used by tools/world-empires-map/generate.py, which writes web/games/world-empires/map.json. In an
equirectangular projection, every land space is the union of the Voronoi cells of its places clipped to the
coasts, and every sea the union of the Voronoi cells of its points (seas are drawn first, land over them). The
borders, coasts and sea links the shapes show are compared with the game's adjacency; `shapes` returns the
differences so the generator can print them, and the board draws every game link whichever way.
"""
import json
import math
import pathlib

import geometry as geo
import landsea

HERE = pathlib.Path(__file__).resolve().parent


def shapes(game):
    """{'viewBox', 'land', 'lakes', 'spaces': {id: {...}}, 'waters': {id: {...}}, 'mismatches': [...], 'unshown':
    [...]}: the paths, the differences in words, and the game's links (borders, coasts, sea links) the shapes do
    not show, which the board draws as lines."""
    data = json.loads((HERE / "world.json").read_text())
    pr = data["projection"]
    k, m = pr["scale"], pr["margin"]
    width = (pr["lon_max"] - pr["lon_min"]) * k + 2 * m
    height = (pr["lat_max"] - pr["lat_min"]) * k + 2 * m

    def project(p):
        return ((p[1] - pr["lon_min"]) * k + m, (pr["lat_max"] - p[0]) * k + m)

    def ring(points):
        r = [project(p) for p in points]
        return r if geo.area(r) > 0 else r[::-1]

    box = [(0, 0), (width, 0), (width, height), (0, height)]
    if geo.area(box) < 0:
        box.reverse()
    land = [(ring(x["outline"]), x.get("blank", False)) for x in data["land"]]
    lakes = [ring(x["outline"]) for x in data["lakes"]]
    land_rings = [r for r, _ in land]

    sites = [(sp, project(p)) for sp, pts in data["spaces"].items() for p in pts]
    seas = [(w, project(p)) for w, pts in data["waters"].items() for p in pts]
    # The Arctic, east and west edges of the map are straight cuts, not coasts.
    drawn = landsea.draw(box, land, lakes, sites, seas, cuts=((1, m), (0, m), (0, width - m)))
    space_rings, water_rings = drawn["spaces"], drawn["waters"]
    land_edges, coasts, sea_links = drawn["borders"], drawn["coasts"], drawn["sea_links"]

    want_edges = {frozenset(e) for e in game["land_edges"]}
    want_coasts = {(w["id"], c) for w in game["waters"] for c in w["coasts"]}
    want_links = {frozenset((w["id"], s)) for w in game["waters"] for s in w["seas"]}
    mismatches = []
    for e in sorted(want_edges - land_edges, key=sorted):
        mismatches.append(f"game border not drawn: {' – '.join(sorted(e))}")
    for e in sorted(land_edges - want_edges, key=sorted):
        mismatches.append(f"drawn border not in the game: {' – '.join(sorted(e))}")
    for w, c in sorted(want_coasts - coasts):
        mismatches.append(f"game coast not drawn: {c} on {w}")
    for w, c in sorted(coasts - want_coasts):
        mismatches.append(f"drawn coast not in the game: {c} on {w}")
    for e in sorted(want_links - sea_links, key=sorted):
        mismatches.append(f"game sea link not drawn: {' – '.join(sorted(e))}")

    spaces = {}
    for sp, rs in space_rings.items():
        spaces[sp] = landsea.labelled(rs, exclude=[l for l in lakes if any(geo.inside(p, rs) for p in l)])
    waters = {w: landsea.labelled(rs, exclude=land_rings) for w, rs in water_rings.items()}
    return {
        "viewBox": [0, 0, math.ceil(width), math.ceil(height)],
        "land": geo.path(land_rings),
        "lakes": geo.path(lakes),
        "spaces": spaces,
        "waters": waters,
        "mismatches": mismatches,
        "unshown": sorted([sorted(e) for e in want_edges - land_edges] + [[w, c] for w, c in want_coasts - coasts]
                          + [sorted(e) for e in want_links - sea_links]),
    }
