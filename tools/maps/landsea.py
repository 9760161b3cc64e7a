"""Land spaces and seas from places: the shared drawing of the maps that have water (World Empires, Age of
Renaissance).

Every land space is the union of the Voronoi cells of its places clipped to the coasts; every sea the union of
the Voronoi cells of its points over the whole frame (seas are drawn first, land over them). Places listed as
`wild` claim land for no space (a desert, a forest between two spaces the game keeps apart), and land rings
marked `blank` belong to no space: both are drawn as plain land. The result also says which borders, coasts
and sea links the shapes show, so that each generator can compare them with its game's adjacency.
"""
import math

import geometry as geo


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


def edge_owners(rings_by_id):
    """Each directed edge (a, b) of every ring, mapped to the id of the shape it bounds."""
    return {(a, b): key for key, rs in rings_by_id.items() for r in rs for a, b in zip(r, r[1:] + r[:1])}


def draw(box, land, lakes, sites, seas, cuts=(), by_island=False, min_piece=5):
    """Shapes in the plane (already projected).

    box: the frame (a convex ring); land: [(ring, blank)]; lakes: [ring]; sites: [(space or None, xy)] (None: a
    wild place); seas: [(sea, xy)]; cuts: [(axis, value)], straight lines where the land is cut by the edge of
    the map (not coasts); by_island: each land ring is shared among the places on it only (a place in the water
    counts as on the nearest ring), so that no space reaches across a strait to another island or shore;
    min_piece: pieces of a shape smaller than this (square units) are dropped, slivers where a cell meets the
    coast at a sharp angle or reaches over a narrow strait (their land stays plain land).

    Returns {'spaces': {id: rings}, 'waters': {id: rings}, 'borders': {frozenset}, 'coasts': {(sea, space)},
    'sea_links': {frozenset}}.
    """
    if geo.area(box) < 0:
        box = box[::-1]
    pieces = {}
    groups = [(sites, land)]
    if by_island:
        def ring_of(p):
            holding = [k for k, (r, _) in enumerate(land) if geo.inside(p, [r])]
            if holding:
                return holding[0]
            return min(range(len(land)), key=lambda k: geo.edge_distance(p, [land[k][0]]))
        on = [ring_of(p) for _, p in sites]
        groups = [([s for s, k in zip(sites, on) if k == j], [land[j]]) for j in range(len(land))]
    for group, rings_of_group in groups:
        xy = [p for _, p in group]
        for i, (sp, _) in enumerate(group):
            cell = geo.voronoi_cell(box, xy, i)
            for r, blank in rings_of_group:
                if not blank:
                    piece = clip_convex(r, cell)
                    if piece:
                        pieces.setdefault(sp, []).append(piece)
    points = [p for ps in pieces.values() for c in ps for p in c]
    rings = {sp: [r for r in geo.merge(ps, points) if abs(geo.area(r)) >= min_piece] for sp, ps in pieces.items()}

    sea_xy = [p for _, p in seas]
    sea_pieces = {}
    for i, (w, _) in enumerate(seas):
        cell = geo.voronoi_cell(box, sea_xy, i)
        if len(cell) >= 3:
            sea_pieces.setdefault(w, []).append(cell)
    sea_points = [p for ps in sea_pieces.values() for c in ps for p in c]
    water_rings = {w: geo.merge(ps, sea_points) for w, ps in sea_pieces.items()}

    def nearest_sea(p):
        return min(seas, key=lambda o: (o[1][0] - p[0]) ** 2 + (o[1][1] - p[1]) ** 2)[0]

    def cut(a, b):
        return any(abs(a[i] - v) < 0.01 and abs(b[i] - v) < 0.01 for i, v in cuts)

    land_rings = [r for r, _ in land]

    def on_land(p):
        return geo.inside(p, land_rings) and not geo.inside(p, lakes)

    borders, coasts, sea_links = set(), set(), set()
    edge_owner = edge_owners(rings)
    for (a, b), sp in edge_owner.items():
        if (b, a) in edge_owner:
            other = edge_owner[(b, a)]
            if sp is not None and other is not None and other != sp:
                borders.add(frozenset((sp, other)))
            continue
        if sp is None or cut(a, b):
            continue
        steps = max(1, int(math.dist(a, b) // 4))
        for s in range(steps):
            t = (s + 0.5) / steps
            coasts.add((nearest_sea((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))), sp))
    sea_edge = edge_owners(water_rings)
    for (a, b), w in sea_edge.items():
        other = sea_edge.get((b, a))
        if other and other != w:
            steps = max(1, int(math.dist(a, b) // 4))
            if any(not on_land((a[0] + (s + 0.5) / steps * (b[0] - a[0]), a[1] + (s + 0.5) / steps * (b[1] - a[1])))
                   for s in range(steps)):
                sea_links.add(frozenset((w, other)))
    rings.pop(None, None)
    return {"spaces": rings, "waters": water_rings, "borders": borders, "coasts": coasts, "sea_links": sea_links}


def labelled(rs, exclude=()):
    """{'path', 'label', 'room'} of a shape: its label point is the inside point farthest from its border and
    from `exclude`."""
    label, room = geo.label_point(rs, step=grid_step(rs), exclude=exclude)
    return {"path": geo.path(rs), "label": [round(label[0], 1), round(label[1], 1)], "room": round(room, 1)}
