"""The game page's extras: reconnect and resync, card names in another language, battle odds,
the last dice and the amount slider in Domination, the score panel at the end of a game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import api
from tests.browser.helpers import (
    HUMAN,
    bot,
    check_no_errors,
    click_choice,
    frame,
    messages,
    needs,
    version,
    wait_lang,
    wait_turn,
)


def ids(f: dict[str, Any]) -> list[str]:
    return [c["id"] for c in f["decision"]["choices"]]


def shown_state(page: Any) -> dict[str, Any]:
    """What the page holds and shows, without what differs between an update and a resync."""
    f = frame(page)
    f = {k: v for k, v in f.items() if k != "log_from"}
    f["view"] = {k: v for k, v in f["view"].items() if k != "log"}
    return {
        "frame": f,
        "log": page.evaluate("shown.log"),
        "log_text": page.locator("#log").inner_text(),
        "choices": page.locator("#choices button, #all-choices button").evaluate_all(
            "bs => bs.map(b => b.dataset.choice)"
        ),
        "hand": page.locator("#hand .card .cname").all_inner_texts(),
    }


def test_a_lost_connection_and_a_reload_resync_to_the_same_state(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=11)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    for _ in range(3):  # a few moves, so the page holds a log built from updates
        f = click_choice(page, ids(f)[0])
    before = shown_state(page)
    # the server closes nothing: the page's own WebSocket is cut; it reconnects and resyncs
    page.evaluate("shown.frame.stale = true; shown.ws.close()")
    page.wait_for_function(
        "() => shown.frame && !shown.frame.stale && document.body.dataset.state === 'mine'"
    )
    assert shown_state(page) == before
    # a reload starts from nothing and gets the same state
    page.reload()
    f = wait_turn(page)
    assert shown_state(page) == before
    # and play goes on
    v = version(page)
    f = click_choice(page, ids(f)[0])
    assert f["version"] > v
    check_no_errors(page)


def test_a_russian_page_shows_russian_card_names(base_url, new_page, create):
    table = messages(base_url, "dominion", "ru")
    needs(table, "card-copper", "card-province")
    assert table["card-copper"] == ["Медь"] and table["card-province"] == ["Провинция"]
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"] + "&lang=ru")
    f = wait_turn(page)
    wait_lang(page, "ru")
    hand = f["view"]["hand"]
    names = {"Copper": "Медь", "Estate": "Поместье"}
    assert page.locator("#hand .card .cname").all_inner_texts() == [names[n] for n in hand]
    assert page.locator('.supply .card[data-card="Province"] .cname').inner_text() == "Провинция"
    assert page.locator("#lang").input_value() == "ru"
    assert page.evaluate("document.documentElement.lang") == "ru"
    # the choices keep their English ids and show Russian words (the engine's labels, in the frame)
    f = click_choice(page, "play:Copper")
    wait_lang(page, "ru")
    if "Медь" not in page.locator("#log").inner_text():
        pytest.xfail("Dominion's event texts are not converted yet")
    # remembered: the page without #lang is still Russian; the picker switches back
    page.goto(base_url + created["seats"][0]["url"])
    page.reload()
    wait_turn(page)
    wait_lang(page, "ru")
    assert "Провинция" in page.locator(".supply").inner_text()
    page.select_option("#lang", "en")
    wait_lang(page, "en")
    assert page.locator('.supply .card[data-card="Province"] .cname').inner_text() == "Province"
    check_no_errors(page)


def test_domination_odds_dice_and_the_amount_slider(base_url, new_page, create):
    odds = api(base_url, "/api/game/domination/odds?attackers=3&defenders=2")
    assert 0.3 < odds["win"] < 0.8 and odds["attackers"] == 3
    created = create("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True}, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    me = f["seat"]
    slid = False
    attacked = False
    for _ in range(200):
        d = f["decision"]
        if d is None:
            break
        kind = d["kind"]
        choices = ids(f)
        if page.locator("#amount input[type=range]").count():
            # a number of armies: the slider's lowest value, sent by its button
            rng = page.locator("#amount input[type=range]").first
            rng.fill("0")
            send = page.locator("#amount button.amount-send").first
            want = send.get_attribute("data-choice")
            assert want in choices
            v = version(page)
            send.click()
            f = wait_turn(page, v)
            slid = True
        elif kind == "attack" and not attacked and len(choices) > 1:
            # the odds of each attack, before attacking, in the table and on the buttons
            assert d["odds"] and set(d["odds"]) <= set(choices)
            best = max(d["odds"], key=lambda i: d["odds"][i]["win"])
            assert page.locator("#odds tbody tr").count() == len(d["odds"])
            assert page.locator(f'#choices button[data-choice="{best}"]').count() == 0  # on the map
            assert "win" in page.locator(f'#all-choices button[data-choice="{best}"]').text_content()
            f = click_choice(page, best)
            assert f["decision"]["kind"] == "battle"
            assert "fought to the end" in page.locator(".panel.fight").inner_text()
            f = click_choice(page, "annihilate")
            attacked = True
            dice = page.locator(".dice .die")
            assert dice.count() >= 2
            roll = f["view"]["last_roll"]
            assert [int(x) for x in dice.evaluate_all("ds => ds.map(d => d.dataset.value)")] == roll[
                0
            ] + roll[1]
        elif slid and attacked:
            break
        else:
            pick = "done" if "done" in choices else choices[0]
            f = click_choice(page, pick)
        if f["decision"] and f["decision"].get("seat") != me:
            break
    assert attacked and slid
    check_no_errors(page)


OUTCOMES = {
    "dominion": {"scores": [30, 12], "winners": [0], "reason": "provinces", "details": {"turns": [18, 18]}},
    "domination": {
        "scores": [14, 0],
        "winners": [0],
        "reason": "domination",
        "details": {"turns": 9, "territories": [14, 0]},
    },
    "dominaria": {
        "scores": [21, 17],
        "winners": [0],
        "reason": "rounds",
        "details": {
            "rounds": 6,
            "turns": 24,
            "breakdown": [
                {"heroes": 5, "manaliths": 4, "leylines": 2, "cabal": 0, "quests": 10, "total": 21},
                {"heroes": 3, "manaliths": 6, "leylines": 4, "cabal": -1, "quests": 5, "total": 17},
            ],
            "quests": [3, 2],
        },
    },
}


def test_the_score_panel_of_each_game(base_url, new_page, create):
    setups = {
        "dominion": {"kingdom": "first-game"},
        "domination": {"map": "duel", "auto_place": True},
        "dominaria": {"start_mana": 2},
    }
    for game, options in setups.items():
        created = create(game, [HUMAN, bot("random")], options, seed=3)
        page = new_page()
        page.goto(base_url + created["seats"][0]["url"])
        wait_turn(page)
        outcome = OUTCOMES[game]
        log = [
            {
                "kind": "eliminate",
                "seat": 0,
                "cards": [],
                "count": 0,
                "to": None,
                "detail": "player 2 (0 cards)",
                "data": {"loser": 1, "taken": 0},
            }
        ]
        page.evaluate(
            """([o, log]) => {
                   shown.frame = Object.assign({}, shown.frame, {outcome: o, decision: null, status: "over"});
                   shown.log = log; render(); }""",
            [outcome, log],
        )
        table = page.locator("#outcome #scores")
        heads = table.locator("thead th").all_inner_texts()
        rows = [r.locator("td").all_inner_texts() for r in table.locator("tbody tr").all()]
        assert "won" in page.locator("#outcome h2").inner_text()
        if game == "dominion":
            assert heads[:3] == ["Player", "VP", "Turns"] and rows[0][:2] == ["30", "18"]
        elif game == "domination":
            assert heads[:2] == ["Player", "Territories"] and "Eliminated" in heads
            assert rows[0][0] == "14" and rows[0][heads.index("Eliminated") - 1] == "1"
            assert rows[1][heads.index("Out") - 1].startswith("by ")
        else:
            assert heads == [
                "Player",
                "Heroes",
                "Manaliths",
                "Leylines",
                "Cabal",
                "Quests",
                "Total",
                "Quests done",
            ]
            assert rows[1] == ["3", "6", "4", "-1", "5", "17", "2"]
        assert not page.js_errors, page.js_errors
