"""The game page laid out around the board (issue 15): the board high on the screen at desktop
and phone sizes even with many choices, choices made on the board and not repeated as buttons,
one number control, safe keys, the status bar, the disconnection banner (a click made while
disconnected is held, then sent), the turn alert, the favicon, gzip, nothing from elsewhere."""

from __future__ import annotations

import gzip
import urllib.request
from typing import Any

import pytest

from tests.browser.helpers import (
    HUMAN,
    bot,
    check_no_errors,
    choice_button,
    click_choice,
    frame,
    version,
    wait_turn,
)

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
MAX_BAR = 8


def ids(f: dict[str, Any]) -> list[str]:
    return [c["id"] for c in f["decision"]["choices"]]


def open_page(new_page, base_url: str, url: str, phone: bool) -> Any:
    page = new_page(viewport=PHONE, is_mobile=True, has_touch=True) if phone else new_page(viewport=DESKTOP)
    page.goto(base_url + url)
    return page


def check_layout(page: Any, board_part: str, phone: bool) -> None:
    """The board (and its main part) starts high and stays on screen; the action bar holds a
    handful of buttons, none of them a choice the board shows; every choice is in "all choices"."""
    view = page.locator("#view").bounding_box()
    part = page.locator(board_part).first.bounding_box()
    assert view is not None and part is not None
    if phone:
        assert view["width"] >= PHONE["width"] - 24, view  # the width of the screen
        assert part["y"] < PHONE["height"] * 0.5, part
    else:
        assert view["y"] < 300 and part["y"] < 300, (view, part)
        assert part["y"] + min(part["height"], 300) <= DESKTOP["height"], part  # on screen
    bar = page.locator("#choices button").evaluate_all("bs => bs.map(b => b.dataset.choice)")
    on_board = set(page.locator("#view [data-choice]").evaluate_all("ns => ns.map(n => n.dataset.choice)"))
    assert len(bar) <= MAX_BAR and not set(bar) & on_board, (bar, on_board)
    places = page.evaluate(
        "ids => ids.filter((id) => placesOf(id, placeNames(shown.frame.view)).length)", bar
    )
    assert places == [], places  # a territory or location is clicked on the map, not in the bar
    f = frame(page)
    every = page.locator("#all-choices button").evaluate_all("bs => bs.map(b => b.dataset.choice)")
    assert every == ids(f)
    assert page.locator("#all").get_attribute("open") is None  # collapsed


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_dominion_buy_phase_with_8_coins(base_url, new_page, create, phone):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = open_page(new_page, base_url, created["seats"][0]["url"], phone)
    f = wait_turn(page)
    # a buy phase with $8: every pile is a choice (the frame as the server would send it)
    supply = [e["pile"] for e in f["view"]["supply"] if e["supply"]]
    page.evaluate(
        """piles => {
             const f = shown.frame;
             f.view.coins = 8; f.view.phase = "buy";
             f.decision.choices = piles.map((p) => ({ id: "buy:" + p, label: "Buy " + p }))
               .concat([{ id: "done", label: "End turn" }]);
             render(); }""",
        supply,
    )
    assert page.locator(".supply button.card").count() == len(supply)
    check_layout(page, ".supply", phone)
    assert page.locator("#choices button").evaluate_all("bs => bs.map(b => b.dataset.choice)") == ["done"]
    status = page.locator("#status").inner_text()
    assert "$8" in status and "round 1" in status and "buy phase" in status, status
    check_no_errors(page)


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_domination_attack_phase_on_the_classic_map(base_url, new_page, create, phone):
    created = create("domination", [HUMAN, bot("easy")], {"map": "classic", "auto_place": True}, seed=5)
    page = open_page(new_page, base_url, created["seats"][0]["url"], phone)
    f = wait_turn(page)
    assert f["decision"]["kind"] == "place"
    check_layout(page, "svg.map", phone)
    status = page.locator("#status").inner_text()
    assert "round 1" in status and "armies to place" in status, status
    while f["decision"]["kind"] != "attack":
        f = click_choice(page, ids(f)[0])
    assert len(ids(f)) > 10, "many attacks"
    check_layout(page, "svg.map", phone)
    if not phone:
        box = page.locator("svg.map").bounding_box()
        assert box["y"] + box["height"] <= DESKTOP["height"] + 1, box  # the whole map on screen
    check_no_errors(page)


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_dominaria_action_phase(base_url, new_page, create, phone):
    created = create("dominaria", [HUMAN, bot("random")], {"start_mana": 2}, seed=14)
    page = open_page(new_page, base_url, created["seats"][0]["url"], phone)
    f = wait_turn(page)
    for _ in range(20):
        if f["decision"]["kind"] == "action":
            break
        f = click_choice(page, "auto" if "auto" in ids(f) else ids(f)[0])
    assert f["decision"]["kind"] == "action"
    check_layout(page, "svg.map", phone)
    status = page.locator("#status").inner_text()
    assert "round 1 of" in status, status
    check_no_errors(page)


def test_a_number_of_armies_with_one_control(base_url, new_page, create):
    created = create("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True}, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    assert f["decision"]["kind"] == "place"
    where = ids(f)[0].split(":", 1)[1]
    before = {t["name"]: t["armies"] for t in f["view"]["territories"]}
    f = click_choice(page, ids(f)[0])
    assert f["decision"]["kind"] == "place_count"
    n = f["decision"]["numbers"][0]
    assert n["prefix"] == "count" and n["default"] == n["max"] >= 3
    # no button per number: one box set to "all", fewer with its "−", sent by its OK
    assert page.locator('#choices button[data-choice^="count:"]').count() == 0
    box = page.locator("#amount input.amount-input")
    assert box.input_value() == str(n["max"])
    page.click("#amount button.step >> nth=0")
    assert box.input_value() == str(n["max"] - 1)
    send = page.locator("#amount button.amount-send")
    assert send.get_attribute("data-choice") == f"count:{n['max'] - 1}"
    v = version(page)
    send.click()
    f = wait_turn(page, v)
    after = {t["name"]: t["armies"] for t in f["view"]["territories"]}
    assert after[where] == before[where] + n["max"] - 1
    assert page.evaluate("document.activeElement.id") == "prompt"
    check_no_errors(page)


def test_a_battle_rolls_until_done_with_an_optional_stop(base_url, new_page, create):
    created = create("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True}, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    for _ in range(40):
        d = f["decision"]
        if d["kind"] == "battle" and any(i.startswith("annihilate:") for i in ids(f)):
            break
        odds = d.get("odds") or {}
        attacks = sorted((i for i in ids(f) if i.startswith("attack:")), key=lambda i: -odds[i]["win"])
        if d["kind"] == "place":
            f = click_choice(page, ids(f)[0])
        elif d["kind"] == "attack" and attacks:
            f = click_choice(page, attacks[0])
        elif d["kind"] == "battle":
            f = click_choice(page, "retreat")
        else:
            f = click_choice(page, "done" if "done" in ids(f) else ids(f)[0])
    else:
        pytest.fail("no battle with a stop-at")
    n = f["decision"]["numbers"][0]
    assert n["plain"] == "annihilate" and n["default"] is None
    assert page.locator('#choices button[data-choice^="annihilate"]').count() == 0
    go = page.locator("#amount button.amount-plain")
    assert go.get_attribute("data-choice") == "annihilate"  # the usual answer: to the end
    page.check(f"#stop-{n['prefix']}")
    page.fill("#amount input.amount-input", str(n["min"]))
    page.dispatch_event("#amount input.amount-input", "input")
    assert go.get_attribute("data-choice") == f"annihilate:{n['min']}"
    v = version(page)
    go.click()
    wait_turn(page, v)
    log = page.evaluate("shown.log")
    assert any(e["kind"] in ("battle", "roll", "conquer") for e in log)
    check_no_errors(page)


def test_keys_are_safe_focus_goes_to_the_prompt(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    assert "play:Copper" in ids(f) and "buy:Copper" in ids(f)
    # an answer made on the board: the keyboard lands on the prompt, not on a choice
    f = click_choice(page, "play:Copper")
    assert page.evaluate("document.activeElement.id") == "prompt"
    v = version(page)
    # Enter answers nothing; number keys do not buy a Copper
    for key in ("Enter", "1", "2", "Space"):
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    assert version(page) == v and page.evaluate("document.body.dataset.state") == "mine"
    # the keys are documented on the page; T plays all Treasures, E ends the turn
    page.keyboard.press("?")
    keys = page.locator("#keys")
    assert keys.is_visible() and "play all Treasures" in keys.inner_text()
    page.keyboard.press("Escape")
    assert keys.is_hidden()
    # A opens the list of every choice (collapsed until then) with the keyboard on its first one
    assert page.locator("#all[open]").count() == 0
    page.keyboard.press("a")
    assert page.locator("#all[open]").count() == 1
    assert page.evaluate("document.activeElement.closest('#all-choices') !== null")
    page.evaluate("document.getElementById('prompt').focus()")
    assert page.locator('#choices button[data-choice="treasures:all"] kbd').inner_text() == "T"
    page.keyboard.press("t")
    f = wait_turn(page, v)
    assert not [c for c in f["view"]["hand"] if c == "Copper"]
    v = version(page)
    page.keyboard.press("e")
    f = wait_turn(page, v)
    assert f["view"]["players"][0]["turns"] == 2  # the bot played its turn; Ann's second
    check_no_errors(page)


def test_a_click_while_disconnected_is_held_and_sent_after_the_resync(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    coppers = f["view"]["hand"].count("Copper")
    v = version(page)
    # cut the connection and hold the reconnection until the test lets it go
    page.evaluate("window.realConnect = connect; connect = (c) => { window.held = c; }; shown.ws.close()")
    page.wait_for_selector("#offline:not([hidden])")
    assert "Connection lost" in page.locator("#offline").inner_text()
    assert page.evaluate("document.getElementById('board').classList.contains('locked')")
    page.locator('#hand button.card[data-choice="play:Copper"]').first.click()
    queued = page.locator("#queued")
    assert queued.is_visible() and "Play Copper" in queued.inner_text()
    assert version(page) == v
    page.wait_for_function("() => window.held")
    page.evaluate("connect = window.realConnect; connect(window.held)")
    f = wait_turn(page, v)
    assert f["view"]["hand"].count("Copper") == coppers - 1 and f["view"]["coins"] == 1
    assert page.locator("#offline").is_hidden() and page.locator("#queued").is_hidden()
    assert not page.evaluate("document.getElementById('board').classList.contains('locked')")
    check_no_errors(page)


def test_a_held_click_the_game_no_longer_asks_is_dropped_visibly(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    page.evaluate("window.realConnect = connect; connect = (c) => { window.held = c; }; shown.ws.close()")
    page.wait_for_selector("#offline:not([hidden])")
    page.locator('#hand button.card[data-choice="play:Copper"]').first.click()
    # meanwhile the page's question went stale (as when another tab answered it)
    page.evaluate("shown.queued.version = -1")
    page.wait_for_function("() => window.held")
    page.evaluate("connect = window.realConnect; connect(window.held)")
    page.wait_for_selector("#error:not([hidden])")
    assert "Not sent" in page.locator("#error").inner_text()
    assert not page.js_errors, page.js_errors


def test_the_tab_title_and_icon_say_whose_turn_it_is(base_url, new_page, create):
    created = create("dominion", [HUMAN, {"kind": "human", "name": "Bea"}], {"kingdom": "first-game"}, seed=3)
    pages = [new_page(), new_page()]
    for page, seat in zip(pages, created["seats"], strict=True):
        page.goto(base_url + seat["url"])
    for page in pages:
        page.wait_for_function(
            "() => document.body.dataset.state === 'mine' || document.body.dataset.state === 'theirs'"
        )
    states = [p.evaluate("document.body.dataset.state") for p in pages]
    asked = states.index("mine")
    mine, other = pages[asked], pages[1 - asked]
    assert mine.title().startswith("● Your turn") and not other.title().startswith("●")
    assert mine.locator("#favicon").get_attribute("href").endswith("favicon-turn.svg")
    assert other.locator("#favicon").get_attribute("href").endswith("favicon.svg")
    v = version(other)
    mine.keyboard.press("e")  # end the turn: the alert moves to the other page
    other.wait_for_function(
        "v => Number(document.body.dataset.version) > v && document.body.dataset.state === 'mine'", arg=v
    )
    assert other.title().startswith("● Your turn")
    mine.wait_for_function("() => !document.title.startsWith('●')")
    for page in pages:
        check_no_errors(page)


def test_gzip_a_favicon_and_nothing_from_elsewhere(base_url, new_page, create):
    def get(path: str) -> tuple[bytes, dict[str, str]]:
        req = urllib.request.Request(base_url + path, headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.read(), dict(r.headers)

    weight = 0
    for path in [
        "/play/x",
        "/static/app.css",
        "/static/common.js",
        "/static/i18n.js",
        "/static/boards.js",
        "/static/game.js",
        "/api/messages/dominion?lang=uk",
    ]:
        body, headers = get(path)
        assert headers.get("content-encoding") == "gzip", path
        assert gzip.decompress(body)
        weight += len(body)
    assert weight < 200_000, weight
    icon, headers = get("/favicon.ico")
    assert headers["content-type"].startswith("image/svg+xml")
    assert (gzip.decompress(icon) if headers.get("content-encoding") == "gzip" else icon).startswith(b"<svg")
    # the page asks nothing of any other server
    created = create("domination", [HUMAN, bot("easy")], {"map": "classic", "auto_place": True}, seed=5)
    page = new_page()
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    host = base_url.split("//", 1)[1]
    assert asked and all(u.split("//", 1)[1].startswith(host + "/") for u in asked), asked
    check_no_errors(page)


def test_the_action_bar_keeps_what_the_board_cannot_show(base_url, new_page, create):
    """Every choice is on the board or in the action bar, never lost: Heroes of Dominaria's
    opening quests are quest cards on the board (with what each needs and gives), so the bar
    does not repeat them."""
    created = create("dominaria", [HUMAN, bot("random")], {}, seed=4)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    assert f["decision"]["kind"] == "keep_quest"
    bar = page.locator("#choices button").evaluate_all("bs => bs.map(b => b.dataset.choice)")
    board = page.locator("#view button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.choice)")
    assert sorted(bar + board) == sorted(ids(f)) and board == ids(f)
    assert choice_button(page, ids(f)[0]).is_visible()
    check_no_errors(page)
