"""The status bar's goals (issue 15), from the seat's own view: Domination's mission with its
progress, Dominion's VP and how near the end is, Heroes of Dominaria's VP by source."""

from __future__ import annotations

from tests.browser.helpers import HUMAN, bot, check_no_errors, open_seat, wait_lang


def test_dominations_mission_and_its_progress(base_url, new_page, create):
    created = create("domination", [HUMAN, bot("easy")], {"auto_place": True, "mode": "mission"}, seed=3)
    page = open_seat(new_page, base_url, created)
    f = page.evaluate("shown.frame")
    goals = f["words"]["goals"]
    assert len(goals) == 1 and (goals[0].endswith(("/24", "/18", "/2", "/3")) or "left" in goals[0]), goals
    assert page.locator("#status-goal").inner_text() == "Goal: " + goals[0]
    # in Ukrainian, the server's words and the page's
    page.select_option("#lang", "uk")
    wait_lang(page, "uk")
    uk = page.evaluate("shown.frame.words.goals")
    assert page.locator("#status-goal").inner_text() == "Мета: " + uk[0] and uk != goals
    check_no_errors(page)


def test_domination_capitals_on_a_phone(base_url, new_page, create):
    created = create("domination", [HUMAN, bot("easy")], {"auto_place": True, "mode": "capital"}, seed=4)
    page = open_seat(new_page, base_url, created, viewport={"width": 390, "height": 844})
    f = page.evaluate("shown.frame")
    if f["decision"]["kind"] == "capital":  # choose one: the capitals' count and its own then show
        page.evaluate("(id) => send(shown, id)", f["decision"]["choices"][0]["id"])
        page.wait_for_function("() => shown.frame.view.players[shown.frame.seat].capital !== null")
    page.wait_for_function("() => (shown.frame.words.goals || []).length === 2", timeout=30_000)
    text = page.locator("#status-goal").inner_text()
    assert text.startswith("Goal: capitals held: ") and " · your capital " in text, text
    # on the screen, wrapped if need be
    rect = "JSON.parse(JSON.stringify(document.querySelector('#status-goal').getBoundingClientRect()))"
    box = page.evaluate(rect)
    assert box["width"] > 0 and box["left"] >= 0 and box["right"] <= 390, box
    check_no_errors(page)


def test_dominions_vp_and_the_end_in_sight(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=5)
    page = open_seat(new_page, base_url, created)
    assert page.locator("#status-vp").inner_text() == "VP: you 3 · Bot 3"
    assert page.locator("#status-end").inner_text() == "Province pile: 8 left · empty piles: 0/3"
    assert "near" not in page.locator("#status-end").get_attribute("class")
    # five players and three empty piles (one short of the four that end the game), from a view
    out = page.evaluate(
        """() => {
      const v = JSON.parse(JSON.stringify(shown.frame.view));
      v.players = [0, 1, 2, 3, 4].map((s) => Object.assign({}, v.players[0], { seat: s, score: 10 + s }));
      for (const e of v.supply) if (['Village', 'Smithy', 'Moat'].includes(e.pile)) e.count = 0;
      const ctx = Object.assign({}, shownCtx, { v, seatName: (s) => 'P' + (s + 1) });
      return dominionGoal(ctx).map((n) => [n.textContent, n.className, n.title]);
    }"""
    )
    assert out[0][0] == "VP: you 10 · P2 11 · P3 12 · P4 13 · P5 14"
    assert out[1][:2] == ["Province pile: 8 left · empty piles: 3/4", "pileout near"]
    empty = out[1][2]
    assert empty.startswith("empty: ") and sorted(empty[7:].split(", ")) == ["Moat", "Smithy", "Village"]
    page.select_option("#lang", "uk")
    wait_lang(page, "uk")
    assert page.locator("#status-vp").inner_text() == "ПО: ви 3 · Bot 3"
    assert page.locator("#status-end").inner_text() == "Провінція: залишилося 8 · порожніх стопок: 0/3"
    check_no_errors(page)


def test_dominarias_vp_by_source(base_url, new_page, create):
    created = create("dominaria", [HUMAN, bot("greedy")], {}, seed=6)
    page = open_seat(new_page, base_url, created)
    assert page.locator("#status-vp").inner_text() == "VP: you 0 · Bot 0"
    out = page.evaluate(
        """() => {
      const v = JSON.parse(JSON.stringify(shown.frame.view));
      v.players[0].score = Object.assign({}, v.players[0].score, { heroes: 3, quests: 5, total: 8 });
      v.players[1].score = Object.assign({}, v.players[1].score, { leylines: 4, total: 4 });
      return dominariaGoal(Object.assign({}, shownCtx, { v })).textContent;
    }"""
    )
    assert out == "VP: you 8 (Heroes 3, Quests 5) · Bot 4"
    check_no_errors(page)
