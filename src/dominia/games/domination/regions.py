"""Territory shapes for the map on the page (issue 15: "the Domination map as regions").

A map with no picture has only its army markers' positions. Each territory's shape is its
Voronoi cell (the points nearer to its marker than to any other), found by clipping a disc
around the marker by the half-planes of the nearby markers, so that:

- sea stays sea: a cell reaches at most `radius` from its marker (more for a territory whose
  bordering territories of the same continent are far away, so that they still touch);
- continents read as land masses: between territories of different continents the cut is
  moved back from the bisector on both sides, which leaves a strait of `gap` between them;
- every cell is convex, holds its marker well inside, and no two cells overlap.

The borders of the map that the shapes do not show (two territories that border without
touching: across a strait or far apart) are `lanes`, drawn as lines; two touching territories
that do not border are separated by a `wall`, drawn as a thick line.

A map imported with the original game's picture files (the `[files]` section's `pic` and
`map`: an image where the colour of each pixel is the territory's number, 255 none) instead
gets each territory's outline traced from that image (`trace_index`), drawn over the picture.

Pure Python, deterministic; each map's answer is cached (`map_regions`).
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

Point = tuple[float, float]
Ring = list[Point]

DISC_SIDES = 40  # a disc as a regular polygon of this many sides
RADIUS = 0.95  # a cell's reach, in median nearest-marker distances
MAX_RADIUS = 1.9  # at most (a far same-continent neighbour)
GAP = 0.16  # the strait between continents, in median nearest-marker distances
FRAME = 0.12  # land keeps this far from the picture's edges (less for a marker near one)
TOUCH = 0.12  # a shared edge at least this long (in median distances) is a land border
RECT, DISC = -1, -2  # the labels of a cell's edges that are not a neighbour's bisector


@dataclass(frozen=True)
class Cells:
    """The computed shapes of one map."""

    left: float  # the frame: (left, top) to (left + width, top + height), usually 0, 0, the
    top: float  # picture's size (wider where a marker is near or past an edge)
    width: float
    height: float
    cells: tuple[tuple[Point, ...], ...]  # one convex polygon per territory (clockwise, y down)
    lanes: tuple[tuple[int, int], ...]  # bordering territories (i < j) whose cells do not touch
    walls: tuple[tuple[Point, Point], ...]  # shared edges of touching cells that do not border
    gap: float  # the strait's width between continents
    unit: float  # the median distance from a marker to the nearest other


# ---------------------------------------------------------------- clipping


def _clip(
    poly: list[tuple[Point, int]], nx: float, ny: float, c: float, label: int
) -> list[tuple[Point, int]]:
    """Sutherland–Hodgman: the part of a convex polygon where nx*x + ny*y <= c. Each vertex
    carries the label of the edge leaving it; the new edge along the line gets `label`."""
    out: list[tuple[Point, int]] = []
    n = len(poly)
    for k in range(n):
        (p, lab) = poly[k]
        (q, _) = poly[(k + 1) % n]
        dp = nx * p[0] + ny * p[1] - c
        dq = nx * q[0] + ny * q[1] - c
        if dp <= 0:
            out.append((p, lab))
            if dq > 0:  # leaving: the edge from the exit runs along the line
                t = dp / (dp - dq)
                out.append(((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])), label))
        elif dq <= 0:  # entering: the rest of this edge keeps its label
            t = dp / (dp - dq)
            out.append(((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])), lab))
    # drop repeated points (an edge cut at its very end)
    clean: list[tuple[Point, int]] = []
    for v in out:
        if clean and abs(clean[-1][0][0] - v[0][0]) < 1e-9 and abs(clean[-1][0][1] - v[0][1]) < 1e-9:
            clean[-1] = (clean[-1][0], v[1])
            continue
        clean.append(v)
    if (
        len(clean) > 1
        and abs(clean[0][0][0] - clean[-1][0][0]) < 1e-9
        and abs(clean[0][0][1] - clean[-1][0][1]) < 1e-9
    ):
        clean.pop()
    return clean


def area(ring: Sequence[Point]) -> float:
    """The signed area (positive for a clockwise ring on a y-down screen)."""
    s = 0.0
    n = len(ring)
    for k in range(n):
        x0, y0 = ring[k]
        x1, y1 = ring[(k + 1) % n]
        s += x0 * y1 - x1 * y0
    return s / 2


def contains(ring: Sequence[Point], p: Point) -> bool:
    """Whether p is inside the ring (even-odd rule; a point on the edge may go either way)."""
    x, y = p
    inside = False
    n = len(ring)
    for k in range(n):
        x0, y0 = ring[k]
        x1, y1 = ring[(k + 1) % n]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _median(values: list[float]) -> float:
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def _spread(sites: Sequence[Point]) -> list[Point]:
    """The sites with exact repeats moved apart a little (deterministically): a bisector
    needs two distinct points."""
    seen: dict[Point, int] = {}
    out: list[Point] = []
    for x, y in sites:
        p = (float(x), float(y))
        k = seen.get(p, 0)
        seen[p] = k + 1
        if k:
            a = k * 2.399963  # the golden angle: repeats spread round the point
            p = (p[0] + 1.5 * math.sqrt(k) * math.cos(a), p[1] + 1.5 * math.sqrt(k) * math.sin(a))
        out.append(p)
    return out


def compute_cells(
    sites: Sequence[Point],
    continents: Sequence[int],
    borders: Sequence[Sequence[int]],
    width: float = 0,
    height: float = 0,
) -> Cells:
    """The shapes of territories at `sites` (continent index each; `borders[i]`: the territories
    i borders, either direction counts) within the picture `width` x `height` (0: the extent of
    the sites with a margin)."""
    pts = _spread(sites)
    n = len(pts)
    if n == 0:
        return Cells(0.0, 0.0, float(width), float(height), (), (), (), 0.0, 0.0)
    near = []
    for i, (x, y) in enumerate(pts):
        d = min((math.hypot(x - q[0], y - q[1]) for j, q in enumerate(pts) if j != i), default=0.0)
        near.append(d)
    unit = _median([d for d in near if d > 0]) if any(d > 0 for d in near) else 60.0
    unit = max(unit, 1.0)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    w = float(width) if width else max(xs) + unit
    h = float(height) if height else max(ys) + unit
    # the picture's frame (0, 0, width, height), wider where a marker is near or past an edge
    margin = max(2.0, 0.1 * unit)
    x0, y0 = min(0.0, min(xs) - margin), min(0.0, min(ys) - margin)
    x1, y1 = max(w, max(xs) + margin), max(h, max(ys) + margin)

    neighbours: list[set[int]] = [set() for _ in range(n)]
    for i, bs in enumerate(borders):
        for j in bs:
            if 0 <= j < n and j != i:
                neighbours[i].add(j)
                neighbours[j].add(i)
    gap = GAP * unit
    radii = []
    for i, p in enumerate(pts):
        r = RADIUS * unit
        for j in neighbours[i]:
            if continents[j] == continents[i]:
                r = max(r, 0.62 * math.hypot(p[0] - pts[j][0], p[1] - pts[j][1]))
        radii.append(min(r, MAX_RADIUS * unit))

    polys: list[list[tuple[Point, int]]] = []
    for i, (px, py) in enumerate(pts):
        r = radii[i] / math.cos(math.pi / DISC_SIDES)  # the disc inside the polygon
        poly: list[tuple[Point, int]] = [
            (
                (
                    px + r * math.cos(2 * math.pi * k / DISC_SIDES),
                    py + r * math.sin(2 * math.pi * k / DISC_SIDES),
                ),
                DISC,
            )
            for k in range(DISC_SIDES)
        ]
        # the frame, a little inside it (land does not run off the picture), never near the marker
        inset = min(FRAME * unit, (px - x0) / 2, (py - y0) / 2, (x1 - px) / 2, (y1 - py) / 2)
        for nx, ny, c in (
            (-1.0, 0.0, -x0 - inset),
            (0.0, -1.0, -y0 - inset),
            (1.0, 0.0, x1 - inset),
            (0.0, 1.0, y1 - inset),
        ):
            poly = _clip(poly, nx, ny, c, RECT)
        reach = 2 * r + gap
        others = sorted((math.hypot(q[0] - px, q[1] - py), j) for j, q in enumerate(pts) if j != i)
        for d, j in others:
            if d > reach or not poly:
                break
            qx, qy = pts[j]
            ux, uy = (qx - px) / d, (qy - py) / d
            mid = ux * (px + qx) / 2 + uy * (py + qy) / 2
            back = min(gap / 2, d / 4) if continents[j] != continents[i] else 0.0
            poly = _clip(poly, ux, uy, mid - back, j)
        polys.append(poly)

    cells = tuple(tuple(p for p, _ in poly) for poly in polys)

    # which cells touch (a shared edge long enough to read as a border)
    touch_len = TOUCH * unit
    shared: dict[tuple[int, int], tuple[Point, Point]] = {}
    for i, poly in enumerate(polys):
        m = len(poly)
        for k in range(m):
            (p, lab) = poly[k]
            q = poly[(k + 1) % m][0]
            if lab < 0 or continents[lab] != continents[i]:
                continue
            if math.hypot(q[0] - p[0], q[1] - p[1]) >= touch_len:
                key = (min(i, lab), max(i, lab))
                if key not in shared:
                    shared[key] = (p, q)
                else:  # both sides agree: keep the shorter (the common part)
                    a, b = shared[key]
                    if math.hypot(q[0] - p[0], q[1] - p[1]) < math.hypot(b[0] - a[0], b[1] - a[1]):
                        shared[key] = (p, q)
    touching = {k for k in shared if _both_sides(polys, k, touch_len)}
    lanes = tuple(sorted((i, j) for i in range(n) for j in neighbours[i] if i < j and (i, j) not in touching))
    walls = tuple(shared[k] for k in sorted(touching) if k[1] not in neighbours[k[0]])
    return Cells(x0, y0, x1 - x0, y1 - y0, cells, lanes, walls, gap, unit)


def _both_sides(polys: list[list[tuple[Point, int]]], key: tuple[int, int], least: float) -> bool:
    i, j = key
    for a, b in ((i, j), (j, i)):
        poly = polys[a]
        m = len(poly)
        if not any(
            poly[k][1] == b and math.dist(poly[k][0], poly[(k + 1) % m][0]) >= least for k in range(m)
        ):
            return False
    return True


# ---------------------------------------------------------------- the original game's index image


def trace_index(pixels: bytes, width: int, height: int) -> dict[int, list[list[tuple[int, int]]]]:
    """The outlines of each value of an index image (`pixels`: one byte a pixel, row by row;
    0 is nothing): {value: [rings of pixel corners]}, outer rings clockwise, holes the other
    way (draw them with the even-odd rule), straight runs merged."""
    edges: dict[int, dict[tuple[int, int], list[tuple[int, int]]]] = {}

    def add(v: int, a: tuple[int, int], b: tuple[int, int]) -> None:
        edges.setdefault(v, {}).setdefault(a, []).append(b)

    zero = bytes(width)
    prev = zero
    runs = re.compile(rb"(.)\1*", re.DOTALL)
    for y in range(height + 1):
        row = pixels[y * width : (y + 1) * width] if y < height else zero
        if y < height:
            # vertical edges: where a run starts and ends
            for m in runs.finditer(row):
                v = row[m.start()]
                if v:
                    add(v, (m.start(), y + 1), (m.start(), y))  # left side, going up
                    add(v, (m.end(), y), (m.end(), y + 1))  # right side, going down
        # horizontal edges between the row above and this one
        diff = (int.from_bytes(prev, "big") ^ int.from_bytes(row, "big")).to_bytes(width, "big")
        for m in re.finditer(rb"[^\x00]+", diff):
            x = m.start()
            end = m.end()
            while x < end:
                a, b = prev[x], row[x]
                s = x
                while x < end and prev[x] == a and row[x] == b:
                    x += 1
                if a:  # the bottom of the one above, going left
                    add(a, (x, y), (s, y))
                if b:  # the top of the one below, going right
                    add(b, (s, y), (x, y))
        prev = row
    out: dict[int, list[list[tuple[int, int]]]] = {}
    for v in sorted(edges):
        nxt = edges[v]
        rings = []
        for start in sorted(nxt):
            while nxt.get(start):
                ring = [start]
                cur = nxt[start].pop()
                while cur != start:
                    ring.append(cur)
                    cur = nxt[cur].pop()
                rings.append(_straight(ring))
        out[v] = rings
    return out


def _straight(ring: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The ring without the points in the middle of a straight run."""
    n = len(ring)
    out = []
    for k in range(n):
        a, b, c = ring[k - 1], ring[k], ring[(k + 1) % n]
        if (b[0] - a[0]) * (c[1] - b[1]) != (b[1] - a[1]) * (c[0] - b[0]):
            out.append(b)
    return out or ring


def simplify(ring: Sequence[Point], tolerance: float) -> list[Point]:
    """Douglas–Peucker on a closed ring: no point of the ring farther than `tolerance` from it."""
    n = len(ring)
    if n <= 4:
        return list(ring)
    # split at the point farthest from the first
    far = max(range(n), key=lambda k: (ring[k][0] - ring[0][0]) ** 2 + (ring[k][1] - ring[0][1]) ** 2)
    keep = [False] * n
    keep[0] = keep[far] = True

    def dp(a: int, b: int) -> None:  # indices along the ring, b > a (b may wrap)
        stack = [(a, b)]
        while stack:
            a, b = stack.pop()
            if b - a < 2:
                continue
            p, q = ring[a % n], ring[b % n]
            dx, dy = q[0] - p[0], q[1] - p[1]
            length = math.hypot(dx, dy)
            best, at = -1.0, -1
            for k in range(a + 1, b):
                r = ring[k % n]
                if length:
                    d = abs(dx * (r[1] - p[1]) - dy * (r[0] - p[0])) / length
                else:
                    d = math.hypot(r[0] - p[0], r[1] - p[1])
                if d > best:
                    best, at = d, k
            if best > tolerance:
                keep[at % n] = True
                stack.append((a, at))
                stack.append((at, b))

    dp(0, far)
    dp(far, n)
    return [ring[k] for k in range(n) if keep[k]]


def read_index_image(path: Path, territories: int) -> tuple[bytes, int, int]:
    """The original game's map image as one byte a pixel: the territory's number (1-based),
    0 where there is none (the original reads the low byte of each pixel's colour; 255 and
    anything past the last territory is no territory)."""
    from PIL import Image  # (only for maps with pictures: a dependency of matplotlib's)

    with Image.open(path) as im:
        rgb = im.convert("RGB")
        w, h = rgb.size
        blue = rgb.tobytes()[2::3]
    table = bytes(v if 1 <= v <= territories else 0 for v in range(256))
    return blue.translate(table), w, h


# ---------------------------------------------------------------- the answer for the page


def _path(rings: Sequence[Sequence[Point]]) -> str:
    """SVG path data, integer coordinates: "M1 2 3 4 5 6Z" per ring."""
    parts = []
    for ring in rings:
        pts = []
        last = None
        for x, y in ring:
            p = (round(x), round(y))
            if p != last:
                pts.append(f"{p[0]} {p[1]}")
                last = p
        if len(pts) >= 3:
            parts.append("M" + " ".join(pts) + "Z")
    return "".join(parts)


@lru_cache(maxsize=32)
def _computed(
    sites: tuple[Point, ...],
    continents: tuple[int, ...],
    borders: tuple[tuple[int, ...], ...],
    width: int,
    height: int,
) -> dict[str, Any]:
    c = compute_cells(sites, continents, borders, width, height)
    return {
        "kind": "computed",
        "left": math.floor(c.left),
        "top": math.floor(c.top),
        "width": math.ceil(c.width),
        "height": math.ceil(c.height),
        "regions": [_path([cell]) for cell in c.cells],
        "lanes": [list(p) for p in c.lanes],
        "walls": [[round(v) for v in (*a, *b)] for a, b in c.walls],
        "gap": round(c.gap, 1),
        "unit": round(c.unit, 1),
    }


def _stamp(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_mtime_ns, st.st_size


@lru_cache(maxsize=8)
def _traced(index: str, stamp: tuple[int, int], territories: int) -> dict[str, Any]:
    pixels, w, h = read_index_image(Path(index), territories)
    rings = trace_index(pixels, w, h)
    regions = []
    for t in range(1, territories + 1):
        own = [simplify(r, 0.8) for r in rings.get(t, [])]
        own = [r for r in own if len(r) >= 3]
        big = max((abs(area(r)) for r in own), default=0.0)
        regions.append(_path([r for r in own if abs(area(r)) >= min(6.0, big)]))
    return {
        "kind": "picture",
        "left": 0,
        "top": 0,
        "width": w,
        "height": h,
        "regions": regions,
        "lanes": [],
        "walls": [],
    }


def picture_files(game_map: Any) -> tuple[Path, Path] | None:
    """The map's picture and index image (the `[files]` section's `pic` and `map`) when both
    are files, beside the map or (an imported map) in its pictures folder; None otherwise."""
    pic, index = getattr(game_map, "picture", ""), getattr(game_map, "index_image", "")
    source = getattr(game_map, "source", "")
    if not pic or not index or not source:
        return None
    folders = [Path(source).parent]
    if getattr(game_map, "name", ""):
        from dominia.games.domination.maps.library import pictures_dir

        folders.append(pictures_dir(game_map.name))
    found = []
    for name in (pic, index):
        rel = Path(name.replace("\\", "/"))
        if rel.is_absolute() or ".." in rel.parts:
            return None  # only a file beside the map
        where = [f / rel for f in folders[:1]] + [f / rel.name for f in folders[1:]]
        hit = next((p for p in where if p.is_file()), None)
        if hit is None:
            return None
        found.append(hit)
    return found[0], found[1]


def map_regions(game_map: Any) -> dict[str, Any]:
    """The page's shapes of a map's territories: {"kind": "computed" | "picture", "width",
    "height", "regions": [SVG path data per territory], "lanes": [[i, j]], "walls":
    [[x1, y1, x2, y2]], ...}; cached per map."""
    files = picture_files(game_map)
    if files is not None:
        try:
            out = dict(_traced(str(files[1]), _stamp(files[1]), len(game_map.territories)))
        except (OSError, ValueError, ImportError):
            out = None
        if out is not None and any(out["regions"]):
            out["picture"] = True
            return out
    ts = game_map.territories
    return dict(
        _computed(
            tuple((float(t.x), float(t.y)) for t in ts),
            tuple(t.continent for t in ts),
            tuple(tuple(b) for b in game_map.borders),
            int(game_map.width),
            int(game_map.height),
        )
    )


PICTURE_TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".gif": "image/gif"}
MAX_PICTURE = 8 * 1024 * 1024


@lru_cache(maxsize=4)
def _picture(path: str, stamp: tuple[int, int]) -> dict[str, Any] | None:
    p = Path(path)
    kind = PICTURE_TYPES.get(p.suffix.lower())
    if kind is None or stamp[1] > MAX_PICTURE:
        return None
    data = p.read_bytes()
    return {"type": kind, "bytes": data, "version": hashlib.sha256(data).hexdigest()[:16]}


def map_picture(game_map: Any) -> dict[str, Any] | None:
    """The map's picture: {"type": its media type, "bytes", "version": a hash of them} (None:
    it has none to draw). The page loads it from its own URL (a browser keeps it), not as a
    data URL inside an answer (a third bigger, and fetched again with it)."""
    files = picture_files(game_map)
    if files is None:
        return None
    try:
        return _picture(str(files[0]), _stamp(files[0]))
    except OSError:
        return None
