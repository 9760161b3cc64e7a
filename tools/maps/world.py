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

HERE = pathlib.Path(__file__).resolve().parent


def clip_convex(poly, cell):
    """`poly` (any simple polygon) clipped to the convex, counter-clockwise-in-screen `cell`."""
    out = poly
    k = len(cell)
    sign = 1 if geo.area(cell) > 0 else -1
    for i in range(k):
        if not out:
            break
        (ax, ay), (bx, by) = cell[i], cell[(i + 1) % k]
        # Inside is the left of a→b for a positive (screen) ring: n·p <= c with n the outward normal.
        n = (sign * (by - ay), sign * (ax - bx))
        c = n[0] * ax + n[1] * ay
        out = geo.clip_half_plane(out, n, c)
    return out if len(out) >= 3 else []


def grid_step(rings):
    """A label search step giving about 40 × 40 samples over the rings' bounding box."""
    xs = [p[0] for r in rings for p in r]
    ys = [p[1] for r in rings for p in r]
    return max(2.0, max(max(xs) - min(xs), max(ys) - min(ys)) / 40)


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

    owners = [(sp, project(p)) for sp, pts in data["spaces"].items() for p in pts]
    sites = [xy for _, xy in owners]
    pieces = {}
    for i, (sp, _) in enumerate(owners):
        cell = geo.voronoi_cell(box, sites, i)
        for r, blank in land:
            if not blank:
                piece = clip_convex(r, cell)
                if piece:
                    pieces.setdefault(sp, []).append(piece)
    points = [p for ps in pieces.values() for c in ps for p in c]
    space_rings = {sp: [r for r in geo.merge(ps, points) if abs(geo.area(r)) >= 5] for sp, ps in pieces.items()}

    sea_owners = [(w, project(p)) for w, pts in data["waters"].items() for p in pts]
    sea_sites = [xy for _, xy in sea_owners]
    sea_pieces = {}
    for i, (w, _) in enumerate(sea_owners):
        cell = geo.voronoi_cell(box, sea_sites, i)
        if len(cell) >= 3:
            sea_pieces.setdefault(w, []).append(cell)
    sea_points = [p for ps in sea_pieces.values() for c in ps for p in c]
    water_rings = {w: geo.merge(ps, sea_points) for w, ps in sea_pieces.items()}

    def nearest_sea(p):
        return min(sea_owners, key=lambda o: (o[1][0] - p[0]) ** 2 + (o[1][1] - p[1]) ** 2)[0]

    def cut(a, b):
        """Whether a→b lies on the map's straight Arctic, east or west edge (not a coast)."""
        return any(abs(a[i] - v) < 0.01 and abs(b[i] - v) < 0.01 for i, v in ((1, m), (0, m), (0, width - m)))

    def on_land(p):
        return geo.inside(p, land_rings) and not geo.inside(p, lakes)

    land_edges, coasts, sea_links = set(), set(), set()
    edge_owner = {}
    for sp, rs in space_rings.items():
        for r in rs:
            for a, b in zip(r, r[1:] + r[:1]):
                edge_owner[(a, b)] = sp
    for (a, b), sp in edge_owner.items():
        other = edge_owner.get((b, a))
        if other:
            if other != sp:
                land_edges.add(frozenset((sp, other)))
            continue
        if cut(a, b):
            continue
        steps = max(1, int(math.dist(a, b) // 4))
        for s in range(steps):
            t = (s + 0.5) / steps
            coasts.add((nearest_sea((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))), sp))
    sea_edge = {}
    for w, rs in water_rings.items():
        for r in rs:
            for a, b in zip(r, r[1:] + r[:1]):
                sea_edge[(a, b)] = w
    for (a, b), w in sea_edge.items():
        other = sea_edge.get((b, a))
        if other and other != w:
            steps = max(1, int(math.dist(a, b) // 4))
            if any(not on_land((a[0] + (s + 0.5) / steps * (b[0] - a[0]), a[1] + (s + 0.5) / steps * (b[1] - a[1])))
                   for s in range(steps)):
                sea_links.add(frozenset((w, other)))

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
        near = [l for l in lakes if any(geo.inside(p, rs) for p in l)]
        label, room = geo.label_point(rs, step=grid_step(rs), exclude=near)
        spaces[sp] = {"path": geo.path(rs), "label": [round(label[0], 1), round(label[1], 1)], "room": round(room, 1)}
    waters = {}
    for w, rs in water_rings.items():
        label, room = geo.label_point(rs, step=grid_step(rs), exclude=land_rings)
        waters[w] = {"path": geo.path(rs), "label": [round(label[0], 1), round(label[1], 1)], "room": round(room, 1)}
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
