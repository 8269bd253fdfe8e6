"""The end of a game in the browser: the final table, then the game's charts (each player in
its board colour and with its own marker, a title and a description read out, the figures in
a table), the rematch that takes each human's page to its own seat of the new game, and the
way back to the lobby; at desktop and phone size, in English and Ukrainian, checked by axe.

The games are played to the end at once (their moves chosen by bots in this process and
stored as the game's record, as the server stores a game played move by move), on a server of
this module's own, so that the end screen opens at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import api, serving
from tests.browser.helpers import check_no_errors, messages

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
PLAYERS = {"dominion": "big-money", "domination": "average", "dominaria": "greedy"}
CHARTS = {"dominion": ["vp", "coins"], "domination": ["territories", "armies"], "dominaria": ["score"]}


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[tuple[str, Any]]:
    with serving(tmp_path_factory.mktemp("end") / "games.sqlite3") as served:
        yield served


def ended(server: tuple[str, Any], game: str, seats: list[dict[str, Any]], seed: int) -> dict[str, Any]:
    """A game created through the API and played to the end at once."""
    from dominia.core.game import get_game
    from dominia.core.record import GameRecord
    from dominia.core.runner import run_game
    from dominia.server import lobby

    base, app = server
    created = api(base, "/api/games", {"game": game, "seats": seats, "options": {}, "seed": seed})
    service = app.state.service
    stored = service.store.get(created["game_id"])
    g = get_game(game)
    record = GameRecord(game, stored.options, stored.seed, [], [])
    agents = [lobby.make_agent(game, s.get("bot") or PLAYERS[game], seed + i) for i, s in enumerate(seats)]
    outcome = run_game(g, g.setup(stored.options, stored.seed), agents, record=record)
    service.store.append_many(created["game_id"], 0, record.moves, over=True, result=outcome.to_dict())
    service.evict(created["game_id"])
    return created


def human(name: str) -> dict[str, Any]:
    return {"kind": "human", "name": name}


def bot(name: str) -> dict[str, Any]:
    return {"kind": "bot", "bot": name}


def open_end(new_page: Any, base: str, url: str, lang: str = "en", phone: bool = False) -> Any:
    page = new_page(viewport=PHONE, is_mobile=True, has_touch=True) if phone else new_page(viewport=DESKTOP)
    page.goto(base + (url.replace("#token=", f"#lang={lang}&token=") if lang != "en" else url))
    page.wait_for_selector("figure.chart svg")
    return page


def axe(page: Any, screen: str) -> None:
    axe_sync = pytest.importorskip(
        "axe_playwright_python.sync_playwright", reason="axe-playwright-python is missing"
    )
    rules = {
        "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}
    }
    # the end screen's own part (the board below it is checked by test_accessibility.py)
    result = axe_sync.Axe().run(page, context={"include": [["#outcome"]]}, options=rules).response
    bad = [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes'][:3]]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert result["passes"] and not bad, f"{screen}: {bad}"


def swatches(page: Any) -> list[str]:
    """Each seat's colour as the final table shows it."""
    return page.evaluate(
        """[...document.querySelectorAll('#scores tbody tr')].map((tr) =>
             getComputedStyle(tr.querySelector('.swatch')).backgroundColor)"""
    )


def test_dominion_charts_show_each_player_in_its_colour_with_its_own_marker(server, new_page):
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), bot("big-money"), bot("smithy")], 21)
    page = open_end(new_page, base, created["seats"][0]["url"])
    assert (
        page.locator("figure.chart").evaluate_all("fs => fs.map((f) => f.dataset.chart)")
        == CHARTS["dominion"]
    )
    en = messages(base, "dominion", "en")
    vp = page.locator('figure[data-chart="vp"]')
    assert vp.locator("svg.chart-svg > title").text_content() == en["history-vp-title"][0]
    assert vp.locator("svg.chart-svg").get_attribute("role") == "img"
    assert "DominionSim" in page.locator('figure[data-chart="coins"] figcaption').inner_text()
    # a line per seat in the colour of its swatch in the final table, each with its own marker
    colours = vp.locator(".series polyline").evaluate_all("ls => ls.map((l) => getComputedStyle(l).stroke)")
    assert colours == swatches(page) and len(set(colours)) == 3
    shapes = vp.locator(".series").evaluate_all(
        """gs => gs.map((g) => {
             const m = g.querySelector('.mark');
             return m.tagName + (m.getAttribute('d') || '').split(' L').length;
           })"""
    )
    assert len(set(shapes)) == 3
    names = page.evaluate("shown.frame.seats.map((s, i) => seatName(shown.frame, i))")
    assert vp.locator(".legend li").all_inner_texts() == names and names[0] == "Ann"
    # the figures behind "show the figures" are the server's series, the last row the final VP
    history = api(base, f"/api/games/{created['game_id']}/history?token={created['seats'][0]['token']}")
    series = next(c for c in history["charts"] if c["id"] == "vp")["series"]
    vp.locator("details summary").click()
    rows = vp.locator("table.figures tbody tr")
    assert rows.count() == max(len(s) for s in series)
    first = rows.nth(0).locator("td").all_inner_texts()
    assert first == [str(s[0]) for s in series]
    scores = page.locator("#scores tbody tr").evaluate_all("trs => trs.map((tr) => tr.dataset.seat)")
    assert scores == ["0", "1", "2"]
    # the status bar: over, the score, nobody's turn and no phase any more
    status = page.locator("#status").inner_text()
    assert "The game is over." in status and "phase" not in status and "Actions" not in status, status
    assert page.locator("#status .who").count() == 0 and page.locator("#status-vp").is_visible()
    check_no_errors(page)
    axe(page, "Dominion's end screen, the figures open")


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
@pytest.mark.parametrize("game", ["domination", "dominaria"])
def test_the_other_games_charts_in_ukrainian(server, new_page, game, phone):
    base, _ = server
    # (three people: a bot that plays first would start moving before the record is stored)
    seats = [human("Ann"), human("Bob"), human("Eve")]
    created = ended(server, game, seats, 22)
    page = open_end(new_page, base, created["seats"][0]["url"], lang="uk", phone=phone)
    uk = messages(base, game, "uk")
    assert page.locator("figure.chart").evaluate_all("fs => fs.map((f) => f.dataset.chart)") == CHARTS[game]
    title = page.locator("figure.chart figcaption strong").first.inner_text()
    assert title == uk[f"history-{CHARTS[game][0]}-title"][0]
    text = page.locator("#outcome").inner_text()
    assert "[" not in text and "history-" not in text  # every word from the tables
    assert page.locator("#rematch").inner_text() == uk["end-rematch"][0]
    # nothing wider than the screen: the charts fit it
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    box = page.locator("figure.chart svg.chart-svg").first.bounding_box()
    assert (
        box is not None
        and box["x"] >= 0
        and box["x"] + box["width"] <= (PHONE if phone else DESKTOP)["width"]
    )
    if game == "dominaria":  # a bar per player, its parts the sources
        bars = page.locator("svg .bar")
        assert bars.count() == 3 and page.locator(".legend.parts li").count() >= 2
    else:
        assert page.locator("figure.chart").first.locator(".series").count() == 3
    # nobody's turn, no goal left to reach (Heroes of Dominaria: the scores stay)
    assert page.locator("#status .who").count() == 0 and page.locator("#status-goal").count() == 0
    assert page.locator("#status-vp").count() == (1 if game == "dominaria" else 0)
    check_no_errors(page)
    axe(page, f"{game}'s end screen in Ukrainian")


def test_the_rematch_takes_each_human_to_its_own_seat(server, new_page):
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), human("Bob"), bot("big-money")], 23)
    ann = open_end(new_page, base, created["seats"][0]["url"])
    bob = open_end(new_page, base, created["seats"][1]["url"], lang="uk")
    assert bob.locator("#rematch").inner_text() == messages(base, "dominion", "uk")["end-rematch"][0]
    ann.click("#rematch")
    ann.wait_for_function(
        "old => gameId !== old && shown && shown.frame && shown.frame.status === 'playing'",
        arg=created["game_id"],
    )
    new_id = ann.evaluate("gameId")
    assert new_id != created["game_id"] and ann.evaluate("shown.frame.seat") == 0
    # Bob's page is told over its WebSocket, in his language, and follows with his own link
    bob.wait_for_selector(".rematch-note[role=status]")
    assert "Ann" in bob.locator(".rematch-note[role=status]").inner_text()
    uk = messages(base, "dominion", "uk")
    assert bob.locator("#rematch").inner_text() == uk["end-rematch-join"][0]
    bob.click("#rematch")
    bob.wait_for_function(
        "old => gameId !== old && shown && shown.frame && shown.frame.status === 'playing'",
        arg=created["game_id"],
    )
    assert bob.evaluate("gameId") == new_id and bob.evaluate("shown.frame.seat") == 1
    assert bob.evaluate("I18N.lang") == "uk"  # still in his language
    ann_token = ann.evaluate("tokens[0]")
    bob_token = bob.evaluate("tokens[0]")
    assert ann_token != bob_token and created["seats"][0]["token"] not in (ann_token, bob_token)
    check_no_errors(ann)
    check_no_errors(bob)


def test_the_page_never_puts_a_token_in_a_url_it_asks_for(server, new_page):
    # (a proxy's access log keeps URLs: the socket gets the token as its first message, the
    # charts and the rematch in a header)
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), bot("big-money")], 29)
    token = created["seats"][0]["token"]
    page = new_page(viewport=DESKTOP)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.split("#")[0]))
    page.on("websocket", lambda ws: asked.append(ws.url))
    page.goto(base + created["seats"][0]["url"])
    page.wait_for_selector("figure.chart svg")
    page.wait_for_function("ending && ending.history")
    assert any("/ws/games/" in u for u in asked) and any("/history" in u for u in asked)
    assert any("/rematch" in u for u in asked)
    assert [u for u in asked if token in u] == []
    check_no_errors(page)


def test_back_to_the_lobby(server, new_page):
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), bot("big-money")], 24)
    page = open_end(new_page, base, created["seats"][0]["url"], lang="uk")
    link = page.locator("#to-lobby")
    assert link.inner_text() == messages(base, "dominion", "uk")["end-lobby"][0]
    link.click()
    page.wait_for_url(f"{base}/#lang=uk")
    page.wait_for_selector("form")


def test_a_spectator_sees_the_charts_and_no_rematch_to_start(server, new_page):
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), bot("big-money")], 25)
    page = open_end(new_page, base, created["spectator_url"])
    assert page.locator("figure.chart").count() == 2
    assert page.locator("#rematch").count() == 0 and page.locator("#to-lobby").count() == 1
    check_no_errors(page)


def test_hot_seat_pages_take_every_seat_of_the_device_to_the_rematch(server, new_page):
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), human("Bob"), bot("big-money")], 26)
    page = open_end(new_page, base, created["hotseat_url"])
    page.click("#rematch")
    page.wait_for_function(
        "old => gameId !== old && shown && shown.frame && shown.frame.status === 'playing'",
        arg=created["game_id"],
    )
    assert page.evaluate("tokens.length") == 2
    page.wait_for_function("conns.every((c) => c.frame)")
    seats = page.evaluate("conns.map((c) => c.frame.seat).sort()")
    assert seats == [0, 1]
    check_no_errors(page)


def test_a_page_opened_after_the_rematch_was_made_offers_to_join_it(server, new_page):
    base, _ = server
    created = ended(server, "dominion", [human("Ann"), human("Bob"), bot("big-money")], 27)
    made = api(base, f"/api/games/{created['game_id']}/rematch", {"token": created["seats"][0]["token"]})
    bob = open_end(new_page, base, created["seats"][1]["url"])
    bob.wait_for_selector(".rematch-note[role=status]")
    assert "Ann" in bob.locator(".rematch-note[role=status]").inner_text()
    bob.click("#rematch")
    bob.wait_for_function(
        "old => gameId !== old && shown && shown.frame && shown.frame.status === 'playing'",
        arg=created["game_id"],
    )
    assert bob.evaluate("gameId") == made["rematch_id"] and bob.evaluate("shown.frame.seat") == 1
    check_no_errors(bob)


@pytest.mark.parametrize("game", ["dominion", "domination", "dominaria"])
def test_the_pseudo_language_leaves_no_word_of_the_end_screen_outside_the_tables(server, new_page, game):
    import re

    base, _ = server
    created = ended(server, game, [human("Ann"), human("Bob")], 28)
    page = open_end(new_page, base, created["seats"][0]["url"], lang="qps")
    page.wait_for_function("I18N.pseudo")
    page.click("figure.chart details summary")  # the figures too
    texts = page.evaluate(
        """() => {
          const out = [];
          const root = document.getElementById("outcome");
          const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            const p = n.parentElement;
            if (!p || (p.closest("svg") ? false : !p.checkVisibility())) continue;
            if (n.textContent.trim()) out.push(n.textContent);
          }
          return out;
        }"""
    )

    def unmarked(text: str) -> str:
        while (less := re.sub("⟦[^⟦⟧]*⟧", "", text)) != text:
            text = less
        for name in ("Ann", "Bob"):  # the players' own names are not words of the tables
            text = text.replace(name, "")
        return text if re.search(r"[^\W\d_]", text) else ""

    assert len(texts) > 20
    assert sorted({t for t in texts if unmarked(t)}) == []
    check_no_errors(page)


def test_the_final_table_counts_rounds_and_marks_the_winner_in_any_font(server, new_page):
    base, _ = server
    # (three people, played by bots here: a bot seat might start moving before the record is stored)
    created = ended(server, "domination", [human("Ann"), human("Bob"), human("Eve")], 5)
    page = open_end(new_page, base, created["seats"][0]["url"])
    f = page.evaluate("shown.frame")
    heads = page.locator("#scores thead th").all_inner_texts()
    rounds = heads.index("Rounds")
    cells = {row.locator("th, td").nth(rounds).inner_text() for row in page.locator("#scores tbody tr").all()}
    # every seat's row shows the rounds the game lasted, not everybody's turns added up
    assert cells == {str(f["view"]["round"])} and f["outcome"]["details"]["turns"] > f["view"]["round"]
    # the winner's mark is a star every font draws, named for screen readers
    marks = page.locator("#scores .winner-mark")
    assert marks.count() == len(f["outcome"]["winners"]) >= 1
    assert marks.first.inner_text() == "★" and marks.first.get_attribute("aria-label") == "Winner"
    check_no_errors(page)
