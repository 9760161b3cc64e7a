"""Plane geometry for the map generators: Voronoi cells clipped to an outline, cells merged into shapes,
neighbours, label points. Python 3 standard library only.

A shape is built from several sites (real towns): every point of the outline belongs to the nearest site, and a
shape is the union of its sites' cells. The cells are computed one by one (the outline clipped by the half-planes
closer to the site than to each other site), then merged by cancelling the edges two cells of one shape share.
"""
import math

EPS = 1e-9


def clip_half_plane(poly, n, c):
    """Sutherland–Hodgman: the part of `poly` where n·p <= c. A non-convex polygon cut in two comes back as one
    ring joined along the cut line; `merge` removes such zero-width joins."""
    out = []
    k = len(poly)
    for i in range(k):
        a, b = poly[i], poly[(i + 1) % k]
        da = n[0] * a[0] + n[1] * a[1] - c
        db = n[0] * b[0] + n[1] * b[1] - c
        if da <= 0:
            out.append(a)
        if (da < 0 < db) or (db < 0 < da):
            t = da / (da - db)
            out.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
    return out


def voronoi_cell(outline, sites, i):
    """The part of `outline` nearer to sites[i] than to every other site."""
    sx, sy = sites[i]
    poly = list(outline)
    for j, (tx, ty) in enumerate(sites):
        if j == i or not poly:
            continue
        n = (tx - sx, ty - sy)
        c = (tx * tx + ty * ty - sx * sx - sy * sy) / 2
        poly = clip_half_plane(poly, n, c)
    return poly


def _key(p, grid):
    return (round(p[0] / grid), round(p[1] / grid))


def _on_segment(p, a, b, tol):
    ax, ay = b[0] - a[0], b[1] - a[1]
    length2 = ax * ax + ay * ay
    if length2 == 0:
        return False
    t = ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / length2
    if t <= EPS or t >= 1 - EPS:
        return False
    qx, qy = a[0] + t * ax, a[1] + t * ay
    return math.hypot(p[0] - qx, p[1] - qy) < tol


def split_edges(rings, points, tol=1e-6):
    """Directed edges of `rings`, each split at every one of `points` lying on it (so that edges two cells share
    match exactly even where one cell has an extra vertex on them)."""
    edges = []
    for ring in rings:
        for i in range(len(ring)):
            a, b = ring[i], ring[(i + 1) % len(ring)]
            inner = [p for p in points if _on_segment(p, a, b, tol)]
            dx, dy = b[0] - a[0], b[1] - a[1]
            inner.sort(key=lambda p: (p[0] - a[0]) * dx + (p[1] - a[1]) * dy)
            chain = [a, *inner, b]
            edges.extend(zip(chain, chain[1:]))
    return edges


def merge(cells, points, grid=1e-4):
    """The union of cells as closed rings (outer boundary only): edges used in both directions are inner edges
    and cancel. `points` (every vertex of every cell of the map) splits edges where a neighbour has a vertex, so
    that the rings of two shapes share their border exactly."""
    rings = [c for c in cells if len(c) >= 3]
    edges = split_edges(rings, points)
    count = {}
    for a, b in edges:
        ka, kb = _key(a, grid), _key(b, grid)
        if ka == kb:
            continue
        count[(ka, kb)] = count.get((ka, kb), 0) + 1
    at = {}
    for (ka, kb), n in list(count.items()):
        back = count.get((kb, ka), 0)
        keep = n - min(n, back)
        for _ in range(keep):
            at.setdefault(ka, []).append(kb)
    out = []
    while at:
        start = next(iter(at))
        ring = [start]
        cur = start
        while True:
            nexts = at.get(cur)
            if not nexts:
                break
            nxt = nexts.pop()
            if not nexts:
                del at[cur]
            if nxt == start:
                break
            ring.append(nxt)
            cur = nxt
        if len(ring) >= 3:
            out.append([(k[0] * grid, k[1] * grid) for k in ring])
    return out


def simplify_collinear(ring, tol=1e-6):
    out = []
    k = len(ring)
    for i in range(k):
        a, b, c = ring[i - 1], ring[i], ring[(i + 1) % k]
        cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
        if abs(cross) > tol:
            out.append(b)
    return out


def area(ring):
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(ring, ring[1:] + ring[:1])) / 2


def inside(p, rings):
    """Even-odd point in polygon over every ring."""
    x, y = p
    hit = False
    for ring in rings:
        k = len(ring)
        for i in range(k):
            (ax, ay), (bx, by) = ring[i], ring[(i + 1) % k]
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                hit = not hit
    return hit


def _seg_dist(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    length2 = ax * ax + ay * ay
    t = 0 if length2 == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / length2))
    return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)


def edge_distance(p, rings):
    return min(_seg_dist(p, r[i], r[(i + 1) % len(r)]) for r in rings for i in range(len(r)))


def label_point(rings, step=4.0, exclude=()):
    """The point inside `rings` and outside `exclude` farthest from both's edges (a grid search refined twice),
    and that distance."""
    exclude = list(exclude)
    xs = [p[0] for r in rings for p in r]
    ys = [p[1] for r in rings for p in r]
    best, best_d = None, -1.0
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    for s in (step, step / 4, step / 16):
        y = y0
        while y <= y1:
            x = x0
            while x <= x1:
                if inside((x, y), rings) and not (exclude and inside((x, y), exclude)):
                    d = edge_distance((x, y), rings + exclude)
                    if d > best_d:
                        best, best_d = (x, y), d
                x += s
            y += s
        x0, x1, y0, y1 = best[0] - 2 * s, best[0] + 2 * s, best[1] - 2 * s, best[1] + 2 * s
    return best, best_d


def path(rings, digits=1):
    """SVG path data for closed rings (vertices in a straight line left out)."""
    fmt = f"{{:.{digits}f}}"
    parts = []
    for r in map(simplify_collinear, rings):
        pts = [f"{fmt.format(x)} {fmt.format(y)}" for x, y in r]
        parts.append("M" + "L".join(pts) + "Z")
    return "".join(parts)
