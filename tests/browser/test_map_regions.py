"""The Domination map as regions (issue 15): territories drawn as shapes (computed for a map
with no picture, traced from the original game's index image over its picture for an imported
one), clicked by their region; names without overlaps; pan and zoom; 40 px touch targets on a
phone at the map's default zoom there (the whole map, the "fit" button, is an overview)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import HUMAN, bot, check_no_errors, shot, version, wait_turn
from tests.shared_data import SHARED_MAPS, needs_shared_maps

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}


def open_map(
    new_page, base_url: str, create, options: dict[str, Any], phone: bool = False, lang: str = ""
) -> Any:
    created = create("domination", [HUMAN, bot("easy")], options, seed=5)
    page = new_page(viewport=PHONE, is_mobile=True, has_touch=True) if phone else new_page(viewport=DESKTOP)
    url = created["seats"][0]["url"]
    page.goto(base_url + (url.replace("#", f"#lang={lang}&") if lang else url))
    wait_turn(page)
    page.wait_for_function(
        "() => ['computed', 'picture'].includes(document.querySelector('svg.map').dataset.regions)"
    )
    page.wait_for_timeout(100)  # the labels are laid out at the next frame
    return page


def view_box(page: Any) -> list[float]:
    return [float(x) for x in page.locator("svg.map").get_attribute("viewBox").split()]


def labels(page: Any) -> list[dict[str, float]]:
    return page.evaluate(
        """() => [...document.querySelectorAll('svg.map .tname')].filter((t) => t.textContent)
             .map((t) => { const r = t.getBoundingClientRect();
                           return {text: t.textContent, x: r.left, y: r.top, w: r.width, h: r.height}; })"""
    )


def no_overlaps(boxes: list[dict[str, float]]) -> None:
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            apart = (
                a["x"] + a["w"] <= b["x"] + 1
                or b["x"] + b["w"] <= a["x"] + 1
                or a["y"] + a["h"] <= b["y"] + 1
                or b["y"] + b["h"] <= a["y"] + 1
            )
            assert apart, (a, b)


@pytest.mark.parametrize("name", ["classic", "grand", "duel"])
def test_the_map_is_drawn_as_regions_with_names_that_do_not_overlap(base_url, new_page, create, name):
    page = open_map(new_page, base_url, create, {"map": name, "auto_place": True})
    v = page.evaluate("shown.frame.view")
    n = len(v["territories"])
    assert page.locator("svg.map").get_attribute("data-regions") == "computed"
    # one region per territory, filled by its owner; a badge with its armies
    assert page.locator("svg.map .terr path.land").count() == n
    assert page.locator("svg.map .terr circle").count() == 0
    assert page.locator("svg.map .badge").count() == n
    for t in v["territories"]:
        assert page.locator(f'svg.map .badge[data-for="{t["name"]}"] .armies').text_content() == str(
            t["armies"]
        )
    # the continents drawn beneath the land
    assert page.locator("svg.map .conts .cont").count() == len(v["continents"])
    # names: most shown, none over another, none cut off at the map's edge
    shown = labels(page)
    assert len(shown) >= 0.7 * n, len(shown)
    no_overlaps(shown)
    box = page.locator("svg.map").bounding_box()
    for lab in shown:
        assert box["x"] <= lab["x"] and lab["x"] + lab["w"] <= box["x"] + box["width"] + 1, lab
        assert box["y"] <= lab["y"] and lab["y"] + lab["h"] <= box["y"] + box["height"] + 1, lab
    # every region inside the map's box (none cut off)
    for r in page.locator("svg.map .terr path.land").evaluate_all(
        "ps => ps.map((p) => { const r = p.getBoundingClientRect(); "
        "return [r.left, r.top, r.right, r.bottom]; })"
    ):
        assert box["x"] - 1 <= r[0] and r[2] <= box["x"] + box["width"] + 1, r
        assert box["y"] - 1 <= r[1] and r[3] <= box["y"] + box["height"] + 1, r
    check_no_errors(page)


def test_clicking_a_region_claims_it(base_url, new_page, create):
    page = open_map(new_page, base_url, create, {"map": "classic"})
    f = page.evaluate("shown.frame")
    assert f["decision"]["kind"] == "claim", f["decision"]["kind"]
    free = [t["name"] for t in f["view"]["territories"] if t["owner"] < 0]
    name = free[len(free) // 2]
    # a point of the region away from its badge and name (the region itself takes the click)
    x, y = page.evaluate(
        """name => { const p = document.querySelector(`svg.map .terr[data-name="${name}"] path.land`);
                     const r = p.getBoundingClientRect();
                     for (const f of [[.5, .2], [.3, .3], [.7, .3], [.5, .85], [.2, .6], [.8, .6]]) {
                       const x = r.left + f[0] * r.width, y = r.top + f[1] * r.height;
                       if (document.elementFromPoint(x, y) === p) return [x, y];
                     }
                     return [r.left + r.width / 2, r.top + r.height / 2]; }""",
        name,
    )
    v0 = version(page)
    page.mouse.click(x, y)
    f = wait_turn(page, v0)
    owner = {t["name"]: t["owner"] for t in f["view"]["territories"]}[name]
    assert owner == f["seat"]
    assert page.locator(f'svg.map .terr[data-name="{name}"]').get_attribute("data-owner") == str(f["seat"])
    check_no_errors(page)


def test_zoom_buttons_wheel_keys_and_drag_change_the_view(base_url, new_page, create):
    page = open_map(new_page, base_url, create, {"map": "grand", "auto_place": True})
    full = view_box(page)
    assert full[2:] == [1400, 780]
    page.click(".zoombar .zoom-in")
    zoomed = view_box(page)
    assert zoomed[2] < full[2] / 1.5 and zoomed[3] < full[3] / 1.5
    # drag: the view moves with the pointer, and the drag is not a click on a territory
    v0 = version(page)
    box = page.locator("svg.map").bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx - 120, cy - 60, steps=6)
    page.mouse.up()
    moved = view_box(page)
    assert moved[0] > zoomed[0] and moved[1] > zoomed[1] and moved[2:] == zoomed[2:]
    assert version(page) == v0 and page.evaluate("shown.picked") is None
    # the view is kept when the board is drawn again
    page.evaluate("render()")
    assert view_box(page) == moved
    page.click(".zoombar .zoom-out")
    assert view_box(page)[2] > moved[2]
    page.click(".zoombar .zoom-fit")
    assert view_box(page) == full
    # the wheel zooms where the pointer is
    page.mouse.move(box["x"] + 50, box["y"] + 50)
    page.mouse.wheel(0, -400)
    page.wait_for_timeout(50)
    wheeled = view_box(page)
    assert wheeled[2] < full[2] and wheeled[0] < 60 and wheeled[1] < 60
    # keys on the map: 0 shows it whole, + zooms in
    page.locator("svg.map").focus()
    page.keyboard.press("0")
    assert view_box(page) == full
    page.keyboard.press("+")
    assert view_box(page)[2] < full[2]
    # zoomed in, the names laid out again: still none over another
    page.wait_for_timeout(50)
    no_overlaps(labels(page))
    check_no_errors(page)


def test_hover_shows_the_whole_name(base_url, new_page, create):
    page = open_map(new_page, base_url, create, {"map": "grand", "auto_place": True})
    cut = page.evaluate(
        """() => [...document.querySelectorAll('svg.map .tname')]
             .filter((t) => t.textContent !== t.dataset.full)
             .map((t) => [Number(t.dataset.i), t.dataset.full])"""
    )
    assert cut, "every name whole at the whole map's zoom"
    i, whole = cut[0]
    name = page.evaluate("i => shown.frame.view.territories[i].name", i)
    page.hover(f'svg.map .terr[data-name="{name}"] path.land')
    assert page.locator("svg.map .fullname text").text_content() == whole
    check_no_errors(page)


@pytest.mark.parametrize("name", ["classic", "grand"])
def test_phone_touch_targets_at_the_default_zoom(base_url, new_page, create, name):
    page = open_map(new_page, base_url, create, {"map": name, "auto_place": True}, phone=True)
    box = page.locator("svg.map").bounding_box()
    assert box["width"] >= PHONE["width"] - 24 and box["y"] < PHONE["height"] * 0.5
    sizes = page.locator("svg.map .terr path.land").evaluate_all(
        "ps => ps.map((p) => { const r = p.getBoundingClientRect(); "
        "return [p.parentNode.dataset.name, r.width, r.height]; })"
    )
    small = [s for s in sizes if min(s[1], s[2]) < 40]
    assert not small, small
    # the zoom buttons are touch targets too
    for b in page.locator(".zoombar button").all():
        r = b.bounding_box()
        assert r["width"] >= 40 and r["height"] >= 40, r
    no_overlaps(labels(page))
    check_no_errors(page)


def test_the_zoom_buttons_in_ukrainian(base_url, new_page, create):
    page = open_map(new_page, base_url, create, {"map": "duel", "auto_place": True}, lang="uk")
    page.wait_for_function("() => I18N.loaded === 'uk'")
    assert page.locator(".zoombar .zoom-in").get_attribute("aria-label") == "Наблизити"
    assert page.locator(".zoombar .zoom-fit").get_attribute("aria-label") == "Уся мапа"
    check_no_errors(page)


@pytest.fixture
def imported_world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    from dominia.games.domination.maps.library import clear_cache, import_map

    monkeypatch.setenv("DOMINIA_DATA", str(tmp_path / "data"))  # read by the server at each request
    clear_cache()
    name = import_map(SHARED_MAPS / "world.map")
    yield name
    clear_cache()


@needs_shared_maps
def test_an_imported_original_map_with_its_picture(base_url, new_page, create, imported_world):
    page = open_map(new_page, base_url, create, {"map": imported_world})
    assert page.locator("svg.map").get_attribute("data-regions") == "picture"
    page.wait_for_function("() => !!document.querySelector('svg.map image.picture')")
    # the picture from its own URL (image bytes the browser keeps), loaded
    href = page.locator("svg.map image.picture").get_attribute("href")
    assert href.startswith("/api/game/domination/picture?map=")
    loaded = "() => performance.getEntriesByType('resource').some((r) => r.name.includes('/picture?'))"
    page.wait_for_function(loaded)
    got = page.evaluate("(u) => fetch(u).then((r) => [r.status, r.headers.get('content-type')])", href)
    assert got == [200, "image/jpeg"]
    f = page.evaluate("shown.frame")
    n = len(f["view"]["territories"])
    assert page.locator("svg.map .terr path.land").count() == n == 42
    assert f["decision"]["kind"] == "claim"
    # claim a territory by clicking at its army marker (on the picture, where the original has it)
    t = next(t for t in f["view"]["territories"] if t["owner"] < 0 and t["name"] == "Brazil")
    x, y = page.evaluate(
        """([x, y]) => { const m = document.querySelector('svg.map').getScreenCTM();
                         return [m.a * x + m.e, m.d * y + m.f]; }""",
        [t["x"] + 6, t["y"] + 16],
    )
    v0 = version(page)
    page.mouse.click(x, y)
    f = wait_turn(page, v0)
    assert {x["name"]: x["owner"] for x in f["view"]["territories"]}["Brazil"] == f["seat"]
    fill = page.locator('svg.map .terr[data-name="Brazil"] path.land').get_attribute("fill")
    assert fill == page.evaluate("playerColour(shown.frame.seat)")
    shot(page, "domination-world")
    check_no_errors(page)


def touch(cdp: Any, kind: str, points: list[tuple[float, float]]) -> None:
    cdp.send(
        "Input.dispatchTouchEvent",
        {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]},
    )


def test_pinch_and_drag_on_a_phone(base_url, new_page, create):
    page = open_map(new_page, base_url, create, {"map": "grand", "auto_place": True}, phone=True)
    cdp = page.context.new_cdp_session(page)
    box = page.locator("svg.map").bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    v0 = version(page)
    before = view_box(page)
    # two fingers apart: closer in
    touch(cdp, "touchStart", [(cx - 30, cy), (cx + 30, cy)])
    for d in range(40, 100, 10):
        touch(cdp, "touchMove", [(cx - d, cy), (cx + d, cy)])
    touch(cdp, "touchEnd", [])
    pinched = view_box(page)
    assert pinched[2] < before[2] / 2, (before, pinched)
    # one finger: the map moves with it
    touch(cdp, "touchStart", [(cx, cy)])
    for d in range(10, 90, 10):
        touch(cdp, "touchMove", [(cx + d, cy + d / 2)])
    touch(cdp, "touchEnd", [])
    dragged = view_box(page)
    assert dragged[0] < pinched[0] and dragged[1] < pinched[1] and dragged[2:] == pinched[2:]
    assert version(page) == v0  # neither gesture chose anything
    page.click(".zoombar .zoom-fit")
    whole = view_box(page)
    assert whole[2] >= 1400 and whole[3] >= 780  # the whole map (with the sea round it)
    check_no_errors(page)


def test_shortened_names_are_still_the_tables_words(base_url, new_page, create):
    # the pseudo-language marks every word from the tables: a name cut short keeps its marks
    page = open_map(new_page, base_url, create, {"map": "grand", "auto_place": True}, lang="qps")
    page.wait_for_function("() => I18N.loaded === 'qps'")
    page.wait_for_timeout(100)
    shown = [x["text"] for x in labels(page)]
    assert len(shown) > 40 and any("." in x for x in shown), shown  # some shortened
    assert all(x.startswith("⟦") and x.endswith("⟧") for x in shown), shown
    for b in page.locator(".zoombar button").all():
        assert b.get_attribute("aria-label").startswith("⟦")
    check_no_errors(page)
