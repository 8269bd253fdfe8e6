"""The territories' shapes on the web page (domination/regions.py): computed cells for maps
with no picture, outlines traced from the original game's index image for maps with one."""

from __future__ import annotations

import math
import re
import shutil
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.games.domination.maps.library import builtin_names, get_map, import_map
from dominia.games.domination.regions import (
    Cells,
    area,
    compute_cells,
    contains,
    map_picture,
    map_regions,
    simplify,
    trace_index,
)
from dominia.games.domination.web import WEB
from tests.shared_data import SHARED_MAPS, needs_shared_maps

Point = tuple[float, float]


def cells_of(name: str) -> tuple[Cells, list[Point], list[int], list[list[int]]]:
    m = get_map(name)
    sites = [(float(t.x), float(t.y)) for t in m.territories]
    conts = [t.continent for t in m.territories]
    borders = [list(b) for b in m.borders]
    return compute_cells(sites, conts, borders, m.width, m.height), sites, conts, borders


def convex(ring: Sequence[Point]) -> bool:
    """A simple convex polygon, clockwise on a y-down screen (every turn the same way)."""
    n = len(ring)
    for k in range(n):
        a, b, c = ring[k], ring[(k + 1) % n], ring[(k + 2) % n]
        if (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) < -1e-6:
            return False
    return area(ring) > 0


def seg_dist(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def edge_dist(p: Point, ring: Sequence[Point]) -> float:
    return min(seg_dist(p, ring[k], ring[(k + 1) % len(ring)]) for k in range(len(ring)))


def poly_dist(a: Sequence[Point], b: Sequence[Point]) -> float:
    """The distance between two disjoint polygons' outlines."""
    return min(min(edge_dist(p, b) for p in a), min(edge_dist(p, a) for p in b))


def overlap(a: Sequence[Point], b: Sequence[Point], tol: float = 1e-6) -> bool:
    """Whether two convex polygons share more than a boundary (no separating axis)."""
    for poly in (a, b):
        for k in range(len(poly)):
            p, q = poly[k], poly[(k + 1) % len(poly)]
            nx, ny = q[1] - p[1], p[0] - q[0]  # the outward normal of a clockwise (y-down) edge
            norm = math.hypot(nx, ny) or 1.0
            lo_a = min((x - p[0]) * nx + (y - p[1]) * ny for x, y in a) / norm
            lo_b = min((x - p[0]) * nx + (y - p[1]) * ny for x, y in b) / norm
            hi_a = max((x - p[0]) * nx + (y - p[1]) * ny for x, y in a) / norm
            hi_b = max((x - p[0]) * nx + (y - p[1]) * ny for x, y in b) / norm
            if hi_a <= lo_b + tol or hi_b <= lo_a + tol:
                return False
    return True


def check_cells(c: Cells, sites: list[Point], conts: list[int], borders: list[list[int]]) -> None:
    n = len(sites)
    assert len(c.cells) == n
    for i, (cell, p) in enumerate(zip(c.cells, sites, strict=True)):
        # a non-empty simple polygon holding its marker, inside the frame
        assert len(cell) >= 3 and convex(cell), (i, cell)
        assert contains(cell, p) and edge_dist(p, cell) > 0.5, (i, p)
        assert all(c.left - 1e-6 <= x <= c.left + c.width + 1e-6 for x, _ in cell)
        assert all(c.top - 1e-6 <= y <= c.top + c.height + 1e-6 for _, y in cell)
        # no other marker in it, least of all another continent's
        assert not any(contains(cell, q) for j, q in enumerate(sites) if j != i), i
    for i in range(n):
        for j in range(i + 1, n):
            assert not overlap(c.cells[i], c.cells[j]), (i, j)
            if conts[i] != conts[j] and math.dist(sites[i], sites[j]) > 4 * c.gap:
                # sea between continents (less between markers very close together)
                assert poly_dist(c.cells[i], c.cells[j]) > 0.9 * c.gap, (i, j)
    # a border is shown: the cells touch, or are close across a strait, or a lane is drawn
    lanes = set(c.lanes)
    for i, bs in enumerate(borders):
        for j in bs:
            a, b = min(i, j), max(i, j)
            if (a, b) not in lanes:
                assert poly_dist(c.cells[a], c.cells[b]) < 1e-6, (a, b)


@pytest.mark.parametrize("name", builtin_names())
def test_builtin_maps_cells(name: str) -> None:
    c, sites, conts, borders = cells_of(name)
    check_cells(c, sites, conts, borders)
    # most borders are land borders or narrow straits: few lanes (crossings, or cells that
    # meet at a corner only)
    pairs = {(min(i, j), max(i, j)) for i, bs in enumerate(borders) for j in bs}
    assert len(c.lanes) <= len(pairs) // 2


@pytest.mark.parametrize("name", builtin_names())
def test_sampled_points_lie_in_one_cell_at_most(name: str) -> None:
    c = cells_of(name)[0]
    step = 7.0
    ys = [step / 2 + k * step for k in range(int(c.height / step))]
    xs = [step / 2 + k * step for k in range(int(c.width / step))]
    land = 0
    for y in ys:
        for x in xs:
            inside = [i for i, cell in enumerate(c.cells) if contains(cell, (x, y))]
            if len(inside) > 1:  # only on a shared edge
                assert all(edge_dist((x, y), c.cells[i]) < 1e-6 for i in inside), ((x, y), inside)
            land += len(inside)
    sea = len(xs) * len(ys) - land
    assert land > 0.3 * len(xs) * len(ys) and sea > 0.1 * len(xs) * len(ys)  # land and sea both


def test_cells_are_deterministic_and_cached() -> None:
    a = cells_of("grand")[0]
    b = cells_of("grand")[0]
    assert a == b
    m = get_map("classic")
    r = map_regions(m)
    assert r == map_regions(m) and r["kind"] == "computed"
    assert len(r["regions"]) == 42 and all(re.fullmatch(r"M[-\d ]+Z", d) for d in r["regions"])
    assert (r["left"], r["top"], r["width"], r["height"]) == (0, 0, 1000, 600)


def test_cells_of_the_same_place_twice_and_of_one_site() -> None:
    c = compute_cells([(100, 100), (100, 100), (200, 100)], [0, 0, 1], [[1], [0, 2], [1]], 300, 200)
    assert all(len(cell) >= 3 and area(cell) > 0 for cell in c.cells)
    one = compute_cells([(50, 60)], [0], [[]], 0, 0)
    assert len(one.cells) == 1 and contains(one.cells[0], (50, 60))
    assert compute_cells([], [], [], 0, 0).cells == ()


sites_strategy = st.lists(
    st.tuples(st.integers(0, 1000), st.integers(0, 600)), min_size=2, max_size=60, unique=True
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sites=sites_strategy, data=st.data())
def test_random_sites(sites: list[tuple[int, int]], data: st.DataObject) -> None:
    # markers at least 3 units apart (a map's markers are army circles)
    kept: list[Point] = []
    for x, y in sites:
        if all(math.dist((x, y), q) >= 3 for q in kept):
            kept.append((float(x), float(y)))
    if len(kept) < 2:
        return
    n = len(kept)
    conts = data.draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    borders: list[list[int]] = [[] for _ in range(n)]
    for i, j in data.draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n)):
        if i != j and j not in borders[i]:
            borders[i].append(j)
    sized = data.draw(st.booleans())
    c = compute_cells(kept, conts, borders, 1001 if sized else 0, 601 if sized else 0)
    check_cells(c, kept, conts, borders)
    assert compute_cells(kept, conts, borders, 1001 if sized else 0, 601 if sized else 0) == c


# ---------------------------------------------------------------- the original game's index image


def rings_inside(rings: Sequence[Sequence[Point]], p: Point) -> bool:
    return sum(contains(r, p) for r in rings) % 2 == 1


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 9), st.integers(1, 7), st.data())
def test_traced_outlines_hold_exactly_their_pixels(w: int, h: int, data: st.DataObject) -> None:
    pixels = bytes(data.draw(st.lists(st.integers(0, 3), min_size=w * h, max_size=w * h)))
    traced = trace_index(pixels, w, h)
    assert set(traced) == set(pixels) - {0}
    for y in range(h):
        for x in range(w):
            v = pixels[y * w + x]
            for value, rings in traced.items():
                ring_pts = [[(float(a), float(b)) for a, b in r] for r in rings]
                assert rings_inside(ring_pts, (x + 0.5, y + 0.5)) == (v == value), (x, y, v, value)


def test_simplify_keeps_within_its_tolerance() -> None:
    ring = [(float(x), 0.0) for x in range(20)] + [(19.0, 10.0), (0.0, 10.0)]
    ring[5] = (5.0, 0.4)
    out = simplify(ring, 0.8)
    assert len(out) == 4 and abs(area(out)) == pytest.approx(190, abs=1)


def parse_path(d: str) -> list[list[Point]]:
    return [
        [(float(a), float(b)) for a, b in re.findall(r"(-?\d+) (-?\d+)", part)]
        for part in d.split("Z")
        if part.strip()
    ]


@pytest.fixture
def user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from dominia.games.domination.maps.library import clear_cache

    monkeypatch.setenv("DOMINIA_DATA", str(tmp_path / "data"))
    clear_cache()
    yield tmp_path / "data"
    clear_cache()


@needs_shared_maps
@pytest.mark.parametrize("name", ["world", "lotr"])
def test_an_imported_original_map_is_drawn_from_its_pictures(name: str, user_data: Path) -> None:
    assert import_map(SHARED_MAPS / f"{name}.map") == name
    m = get_map(name)
    assert m.picture == f"{name}_pic.jpg" and m.index_image == f"{name}_map.gif"
    r = map_regions(m)
    assert r["kind"] == "picture" and r["picture"] is True
    assert len(r["regions"]) == len(m.territories)
    inside = 0
    for t, d in zip(m.territories, r["regions"], strict=True):
        rings = parse_path(d)
        assert rings and all(len(ring) >= 3 for ring in rings), t.name
        xs = [x for ring in rings for x, _ in ring]
        ys = [y for ring in rings for _, y in ring]
        assert min(xs) >= 0 and max(xs) <= r["width"]
        assert min(ys) >= 0 and max(ys) <= r["height"]
        # the army marker is on its territory (a small island's may be in the sea beside it)
        inside += rings_inside(rings, (t.x + 0.5, t.y + 0.5))
        assert math.dist((t.x, t.y), ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)) < 120, t.name
    assert inside >= len(m.territories) - 6
    pic = map_picture(m)
    assert pic is not None and pic["type"] == "image/jpeg"
    assert pic["bytes"][:3] == b"\xff\xd8\xff"  # a JPEG's bytes
    # through the web hooks (answers the browser may keep)
    assert WEB.endpoint("regions", {"map": name}).body["regions"] == r["regions"]
    assert WEB.endpoint("regions", {"map": name}).body["picture_version"] == pic["version"]
    assert WEB.endpoint("picture", {"map": name}).body == pic["bytes"]


@needs_shared_maps
def test_a_map_whose_pictures_are_missing_gets_computed_shapes(tmp_path: Path, user_data: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy(SHARED_MAPS / "world.map", src / "bare.map")
    shutil.copy(SHARED_MAPS / "risk.cards", src / "risk.cards")
    assert import_map(src / "bare.map") == "bare"
    m = get_map("bare")
    assert m.picture == "world_pic.jpg"  # named, but not there
    assert map_regions(m)["kind"] == "computed" and map_picture(m) is None
    with pytest.raises(InvalidOptions):
        WEB.endpoint("picture", {"map": "bare"})


def test_the_endpoints_take_only_a_listed_map() -> None:
    r = WEB.endpoint("regions", {"map": "duel"}).body
    assert r["map"] == "duel" and len(r["regions"]) == len(get_map("duel").territories)
    for bad in ("../classic", "/etc/passwd", "nowhere", ""):
        with pytest.raises(UnknownName):
            WEB.endpoint("regions", {"map": bad})
    with pytest.raises(InvalidOptions):
        WEB.endpoint("picture", {"map": "classic"})


@needs_shared_maps
def test_picture_files_outside_the_maps_folder_are_neither_copied_nor_read(
    tmp_path: Path, user_data: Path
) -> None:
    src = tmp_path / "src" / "inner"
    src.mkdir(parents=True)
    shutil.copy(SHARED_MAPS / "world_pic.jpg", tmp_path / "src" / "outside.jpg")
    shutil.copy(SHARED_MAPS / "world_map.gif", tmp_path / "src" / "outside.gif")
    text = (SHARED_MAPS / "world.map").read_text(encoding="latin-1")
    text = text.replace("pic world_pic.jpg", "pic ../outside.jpg").replace(
        "map world_map.gif", "map ../outside.gif"
    )
    (src / "sneaky.map").write_text(text, encoding="latin-1")
    shutil.copy(SHARED_MAPS / "risk.cards", src / "risk.cards")
    assert import_map(src / "sneaky.map") == "sneaky"
    assert not (user_data / "map-pictures").exists()
    m = get_map("sneaky")
    assert m.picture == "../outside.jpg"
    assert map_regions(m)["kind"] == "computed" and map_picture(m) is None
