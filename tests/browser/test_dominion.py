"""Dominion in the browser: a whole game against a bot; two human seats each see their own hand."""

from __future__ import annotations

import time

from tests.browser.helpers import HUMAN, bot, check_no_errors, choice_button, frame, shot, version, wait_turn


def test_a_whole_game_against_a_bot_through_the_page(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    # the board: the whole Supply with costs and counts, the hand as cards, the players
    supply = page.locator(".supply .card")
    assert supply.count() == len(f["view"]["supply"])
    assert page.locator('.supply .card[title^="Province:"]').inner_text().split() == ["Province", "$8", "×8"]
    assert page.locator("#hand .card .cname").all_inner_texts() == f["view"]["hand"]
    shot(page, "dominion", full_page=True)
    moves = 0
    started = time.monotonic()
    while f["status"] != "over":
        v = version(page)
        d = f["decision"]
        ids = [c["id"] for c in d["choices"]]
        if moves % 2 == 0 or not {"done", "treasures:all"} & set(ids):
            choice_button(page, ids[0]).click()  # the mouse: the first choice, where the page shows it
        else:
            # the keyboard: after each answer the focus is on the prompt, never on a choice, so
            # Enter answers nothing; T plays all Treasures, E ends the phase
            assert page.evaluate("document.activeElement.id") == "prompt"
            page.keyboard.press("Enter")
            page.wait_for_timeout(50)
            assert version(page) == v and page.evaluate("document.body.dataset.state") == "mine"
            page.keyboard.press("t" if "treasures:all" in ids else "e")
        moves += 1
        assert moves < 400 and time.monotonic() - started < 40, "the game does not end"
        f = wait_turn(page, v)
    assert f["outcome"]["winners"]
    outcome = page.locator("#outcome")
    assert outcome.is_visible() and "won" in outcome.inner_text()
    assert page.locator("#choices button").count() == 0
    assert page.evaluate("document.body.dataset.state") == "over"
    log_text = page.locator("#log").inner_text()  # the game's own sentences (its event texts)
    assert "Bot buys " in log_text and "Bot: turn " in log_text and "The game ends: " in log_text
    # a buy and its gain on one line (the condensed log); the gain's own sentence is in the log
    assert "Bot gains " not in log_text
    assert any(e["text"].startswith("Bot gains ") for e in page.evaluate("shown.log") if e["text"])
    check_no_errors(page)


def test_the_supply_and_the_hand_can_be_clicked(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=7)
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)  # a phone
    page.goto(base_url + created["seats"][0]["url"])
    f = wait_turn(page)
    hand = f["view"]["hand"]
    # a Copper in the hand plays it (the choice play:Copper)
    assert "Copper" in hand and "play:Copper" in [c["id"] for c in f["decision"]["choices"]]
    v = version(page)
    page.locator('#hand button.card[data-choice="play:Copper"]').first.click()
    f = wait_turn(page, v)
    assert f["view"]["coins"] == 1 and f["view"]["hand"].count("Copper") == hand.count("Copper") - 1
    # a Silver in the Supply buys it once there is $3
    while f["view"]["coins"] < 3 and "play:Copper" in [c["id"] for c in f["decision"]["choices"]]:
        v = version(page)
        page.locator('#hand button.card[data-choice="play:Copper"]').first.click()
        f = wait_turn(page, v)
    shot(page, "dominion-phone", full_page=True)
    owned = f["view"]["players"][0]["owned"].get("Silver", 0)
    if f["view"]["coins"] >= 3:
        v = version(page)
        page.click('.supply button.card[data-choice="buy:Silver"]')
        f = wait_turn(page, v)
        assert f["view"]["players"][0]["owned"].get("Silver", 0) == owned + 1
    check_no_errors(page)


def test_two_human_seats_each_see_only_their_own_hand(base_url, new_page, create):
    created = create("dominion", [HUMAN, {"kind": "human", "name": "Bea"}], {"kingdom": "first-game"}, seed=3)
    pages = [new_page(), new_page()]
    for page, seat in zip(pages, created["seats"], strict=True):
        page.goto(base_url + seat["url"])
    for page in pages:
        page.wait_for_function("() => document.body.dataset.version !== undefined")
    frames = [frame(p) for p in pages]
    assert [f["seat"] for f in frames] == [0, 1]
    hands = []
    for page, f in zip(pages, frames, strict=True):
        shown = page.locator("#hand .card .cname").all_inner_texts()
        assert shown == f["view"]["hand"] and len(shown) == 5
        hands.append(shown)
        # what the page holds of the other seat: its hand size only
        other = f["view"]["players"][1 - f["seat"]]
        assert other["hand_size"] == 5 and "hand" not in other
    assert frames[0]["view"]["hand"] != frames[1]["view"]["hand"] or sorted(hands[0]) == sorted(hands[1])
    # only the seat whose turn it is has choices; its move reaches the other page
    asked = 0 if frames[0]["decision"].get("choices") else 1
    assert pages[1 - asked].locator("#choices button").count() == 0
    assert "is choosing" in pages[1 - asked].locator("#prompt").inner_text()
    v = version(pages[asked])
    choice_button(pages[asked], frames[asked]["decision"]["choices"][0]["id"]).click()
    pages[1 - asked].wait_for_function("v => Number(document.body.dataset.version) > v", arg=v)
    after = frame(pages[1 - asked])
    assert after["view"]["hand"] == frames[1 - asked]["view"]["hand"]
    for page in pages:
        check_no_errors(page)
