"""Automated accessibility (issue 15): axe-core, run in the page by axe-playwright-python, on
every screen of each game at desktop and phone size, in English and Ukrainian; no serious or
critical violation of WCAG 2.1 A/AA or axe's best practices.

A screen is checked as a player reaches it: the lobby with each game chosen, the first question,
the phases of a game, the panels (all choices, keys, a card's text), the curtain between two
seats of one device, the banner of a lost connection, and the end of a game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.helpers import HUMAN, bot, check_no_errors, click_choice, frame, wait_turn

axe_sync = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
)

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
RULES = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}}
BLOCKING = {"serious", "critical"}
SIZES = [pytest.param(False, id="desktop"), pytest.param(True, id="phone")]


def where(violation: dict[str, Any]) -> str:
    """The first few elements at fault: their selector and the start of their HTML."""
    return repr([(n["target"], n["html"][:160]) for n in violation["nodes"][:3]])


def check(page: Any, screen: str) -> None:
    """Run axe on the page as it is; fail with each serious or critical violation and where."""
    result = axe_sync.Axe().run(page, options=RULES).response
    blocking = [v for v in result["violations"] if v["impact"] in BLOCKING]
    bad = [f"{v['id']} ({v['impact']}): {v['help']} at {where(v)}" for v in blocking]
    assert result["passes"], f"{screen}: axe checked nothing"
    assert not bad, f"{screen}:\n" + "\n".join(bad)
    check_no_errors(page)


def open_page(new_page: Any, url: str, phone: bool, lang: str = "en") -> Any:
    page = new_page(viewport=PHONE, is_mobile=True, has_touch=True) if phone else new_page(viewport=DESKTOP)
    page.goto(url.replace("#token=", f"#lang={lang}&token=") if lang != "en" else url)
    return page


def ids(f: dict[str, Any]) -> list[str]:
    return [c["id"] for c in f["decision"]["choices"]]


def open_panels(page: Any, screen: str) -> None:
    """All choices, then the keys panel: each checked open."""
    if page.locator("#all").is_visible():
        page.click("#all summary")
        check(page, screen + ", all choices open")
        page.click("#all summary")
    page.click("#keys-btn")
    page.locator("#keys").wait_for(state="visible")
    check(page, screen + ", keys panel")
    page.click("#keys-close")


@pytest.mark.parametrize("phone", SIZES)
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_lobby_with_each_game(base_url, new_page, phone, lang):
    page = open_page(new_page, f"{base_url}/?lang={lang}", phone)
    page.wait_for_selector("#game option", state="attached")
    for game in page.locator("#game option").evaluate_all("os => os.map(o => o.value)"):
        page.select_option("#game", game)
        page.wait_for_timeout(150)
        check(page, f"lobby, {game}")


@pytest.mark.parametrize("phone", SIZES)
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_dominion_screens(base_url, new_page, create, phone, lang):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = open_page(new_page, base_url + created["seats"][0]["url"], phone, lang)
    f = wait_turn(page)
    check(page, "dominion, action phase")
    open_panels(page, "dominion")
    page.click('.supply .cardwrap:has(.card[data-card="Smithy"]) .cinfo')
    page.locator("#info").wait_for(state="visible")
    check(page, "dominion, a card's text")
    page.click("#info-close")
    # the buy phase after the Treasures
    while f["view"]["phase"] != "buy" and not f.get("outcome"):
        f = click_choice(page, "treasures" if "treasures" in ids(f) else ids(f)[-1])
    check(page, "dominion, buy phase")


@pytest.mark.parametrize("phone", SIZES)
def test_domination_screens(base_url, new_page, create, phone):
    created = create("domination", [HUMAN, bot("easy")], {"map": "classic"}, seed=5)
    page = open_page(new_page, base_url + created["seats"][0]["url"], phone, "uk")
    f = wait_turn(page)
    assert f["decision"]["kind"] == "claim"
    check(page, "domination, claiming")
    open_panels(page, "domination")
    seen = {"claim"}
    for _ in range(400):
        kind = f["decision"]["kind"] if f.get("decision") else "over"
        if kind not in seen:
            seen.add(kind)
            check(page, f"domination, {kind}")
        if kind == "over" or {"attack", "fortify"} <= seen:
            break
        f = click_choice(page, "auto" if "auto" in ids(f) else ids(f)[0])
    assert {"place", "attack"} <= seen, seen


@pytest.mark.parametrize("phone", SIZES)
def test_dominaria_screens(base_url, new_page, create, phone):
    created = create("dominaria", [HUMAN, bot("random")], {"start_mana": 2}, seed=14)
    page = open_page(new_page, base_url + created["seats"][0]["url"], phone, "uk")
    f = wait_turn(page)
    check(page, "dominaria, the opening quests")
    open_panels(page, "dominaria")
    seen = {f["decision"]["kind"]}
    for _ in range(60):
        f = click_choice(page, "auto" if "auto" in ids(f) else ids(f)[0])
        if f.get("outcome") or not f.get("decision"):
            break
        if f["decision"]["kind"] not in seen:
            seen.add(f["decision"]["kind"])
            check(page, f"dominaria, {f['decision']['kind']}")
        if "action" in seen:
            break
    assert "action" in seen, seen


def test_the_curtain_between_two_seats_of_one_device(base_url, new_page, create):
    created = create("dominion", [HUMAN, {"kind": "human", "name": "Bob"}], {"kingdom": "first-game"}, seed=3)
    url, ann = created["seats"][0]["url"].split("#token=")
    bob = created["seats"][1]["url"].split("#token=")[1]
    page = new_page(viewport=DESKTOP)
    page.goto(f"{base_url}{url}#token={ann},{bob}")  # the hot-seat link: both seats' tokens
    page.wait_for_selector("#curtain:not([hidden])")
    check(page, "the curtain")
    page.click("#curtain-btn")
    wait_turn(page)
    check(page, "a hot-seat game")


def test_the_banner_of_a_lost_connection(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page(viewport=DESKTOP)
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    page.evaluate("window.realConnect = connect; connect = (c) => { window.held = c; }; shown.ws.close()")
    page.wait_for_selector("#offline:not([hidden])")
    check(page, "disconnected")
    page.evaluate("connect = window.realConnect; connect(window.held)")
    page.wait_for_selector("#offline", state="hidden")


@pytest.mark.parametrize("phone", SIZES)
def test_the_end_of_a_game(base_url, new_page, create, phone):
    # a round limit of 1 ends the game after everybody's first turn
    options = {"map": "duel", "auto_place": True, "turn_limit": 1}
    created = create("domination", [HUMAN, bot("easy")], options, seed=2)
    page = open_page(new_page, base_url + created["seats"][0]["url"], phone)
    f = wait_turn(page)
    for _ in range(300):
        if f.get("outcome") or not f.get("decision"):
            break
        choices = ids(f)
        f = click_choice(page, next((c for c in ("done", "end", "auto") if c in choices), choices[0]))
    assert frame(page).get("outcome"), "the game did not end"
    check(page, "the end of a game")
