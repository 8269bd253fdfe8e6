"""Seeing the game: a bot's moves replayed one log line at a time (skippable, a click during it
not lost), the "since your last turn" summary and the log's filters."""

from __future__ import annotations

import itertools
from typing import Any

from tests.browser.helpers import HUMAN, bot, check_no_errors, frame, version, wait_turn

# Every change of the log and of the page's state, recorded in the page as it happens.
RECORD = """() => {
  window.__rec = [];
  const note = () => window.__rec.push([document.body.dataset.state,
    document.querySelectorAll('#log li').length, Number(document.body.dataset.version),
    [...document.querySelectorAll('#view .flash')]
      .map((n) => [n.closest('section').classList[1], n.dataset.card]),
    [...document.querySelectorAll('#log li.fresh')].map((n) => n.textContent)]);
  new MutationObserver(note).observe(document.getElementById('log'), { childList: true });
  new MutationObserver(note).observe(document.body, { attributes: true, attributeFilter: ['data-state'] });
}"""


def end_turn(page: Any) -> None:
    """Play all Treasures, then end the turn (the keys T and E), without waiting for the bot."""
    f = frame(page)
    ids = [c["id"] for c in f["decision"]["choices"]]
    if "treasures:all" in ids:
        v = version(page)
        page.keyboard.press("t")
        f = wait_turn(page, v)
        ids = [c["id"] for c in f["decision"]["choices"]]
    while "end" not in ids and "done" not in ids:  # an action phase: end it first
        v = version(page)
        page.keyboard.press("e")
        f = wait_turn(page, v)
        ids = [c["id"] for c in f["decision"]["choices"]]
    page.keyboard.press("e")


def replay_asking(page: Any) -> dict[str, Any]:
    """Wait until the page replays the bot's moves and already holds the frame that asks this
    seat again; that frame."""
    page.wait_for_function(
        "() => shown.replay !== null && shown.frame.decision && !!shown.frame.decision.choices"
    )
    return frame(page)


def start(new_page: Any, base_url: str, create: Any, seed: int) -> Any:
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=seed)
    page = new_page(replay=True)
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    return page


def test_a_bots_turn_is_replayed_line_by_line_and_skip_shows_it_all(base_url, new_page, create):
    page = start(new_page, base_url, create, seed=7)
    page.evaluate(RECORD)
    end_turn(page)
    page.wait_for_function("() => document.body.dataset.state === 'replay'")
    # while the replay runs the seat is not asked: no choice on the bar, the Skip button instead
    assert page.locator("#choices button[data-choice]").count() == 0
    assert page.locator("#skip").is_visible() and "Skip" in page.locator("#skip").inner_text()
    assert "replaying" in page.locator("#prompt").inner_text()
    assert "Waiting for Bot." in page.locator("#status").inner_text()  # not "Your turn" yet
    wait_turn(page)
    rec = page.evaluate("window.__rec")
    during = [n for state, n, *_ in rec if state == "replay"]
    steps = sorted(set(during))
    # the log grew one line at a time (each a line of the bot's turn), at least 3 steps
    assert len(steps) >= 3, rec
    assert all(b - a == 1 for a, b in itertools.pairwise(steps[1:])), rec
    assert during == sorted(during), rec
    # each line stood out in the log while it was shown, and what it names flashed on the board:
    # the Coppers the bot played (in play), the pile of the card it bought
    fresh = [lines for state, _, _, _, lines in rec if state == "replay" and lines]
    assert any("Bot plays Copper" in x[0] for x in fresh), rec
    flashed = [tuple(x) for state, _, _, flash, _ in rec if state == "replay" for x in flash]
    assert ("play", "Copper") in flashed, rec
    bought = [e["cards"][0] for e in page.evaluate("shown.log") if e["seat"] == 1 and e["kind"] == "buy"]
    assert bought and ("supply", bought[0]) in flashed, rec
    # at the end the board is the last frame's and every entry is shown
    assert page.evaluate("shown.seen === shown.log.length && shown.replay === null")
    final = page.locator("#log li").count()
    assert final >= steps[-1]

    # the next turn: S shows everything at once
    v = version(page)
    end_turn(page)
    page.wait_for_function("() => document.body.dataset.state === 'replay'")
    shown_lines = page.locator("#log li").count()
    page.keyboard.press("s")
    assert page.evaluate("document.body.dataset.state") in ("mine", "theirs", "waiting")
    f = wait_turn(page, v)
    assert page.evaluate("shown.replay === null && shown.seen === shown.log.length")
    assert page.locator("#log li").count() > shown_lines
    assert page.evaluate("document.body.dataset.version") == str(f["version"])
    check_no_errors(page)


def test_a_click_during_the_replay_is_not_lost(base_url, new_page, create):
    page = start(new_page, base_url, create, seed=7)
    coppers = frame(page)["view"]["players"][0]["owned"].get("Copper", 0)
    end_turn(page)
    before = replay_asking(page)["version"]  # the latest frame: the seat's next question
    assert page.evaluate("document.body.dataset.state") == "replay"
    # the Copper pile, clicked while the bot's turn is still shown: the replay ends and the click
    # buys a Copper (the same pile on the board now)
    page.locator('.supply .card[data-card="Copper"]').click()
    f = wait_turn(page, before)
    assert f["view"]["players"][0]["owned"].get("Copper", 0) >= coppers + 1
    log = page.evaluate("shown.log")
    assert any(e["kind"] == "buy" and e["seat"] == 0 and e["cards"] == ["Copper"] for e in log)
    # a key during the replay skips it too, then does what it says (T: play all Treasures)
    end_turn(page)
    latest = replay_asking(page)
    assert "treasures:all" in [c["id"] for c in latest["decision"]["choices"]]
    page.keyboard.press("t")
    f = wait_turn(page, latest["version"])
    assert f["view"]["coins"] > 0 and not any(c["id"] == "treasures:all" for c in f["decision"]["choices"])
    check_no_errors(page)


def test_since_your_last_turn_and_the_filters(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=5)
    page = new_page()  # no replay: the summary and the filters are the same either way
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    assert page.locator("#since").is_hidden()  # no move of this seat yet
    v = version(page)
    end_turn(page)
    wait_turn(page, v)
    since = page.locator("#since")
    assert since.is_visible() and "Since your last turn" in page.locator("#since-summary").inner_text()
    lines = page.locator("#since-list li")
    assert lines.count() >= 2
    assert all(s == "1" for s in lines.evaluate_all("ls => ls.map(l => l.dataset.seat)"))
    assert any("Bot buys " in x for x in lines.all_inner_texts())
    # collapsible, and it stays as the player left it
    page.click("#since-summary")
    assert page.evaluate("!document.getElementById('since').open")
    v = version(page)
    end_turn(page)
    wait_turn(page, v)
    assert page.evaluate("!document.getElementById('since').open")

    # filters: all / mine / others
    every = page.locator("#log li").count()
    page.click('#log-filters [data-filter="mine"]')
    seats = page.locator("#log li").evaluate_all("ls => ls.map(l => l.dataset.seat)")
    assert seats and set(seats) == {"0"}
    assert page.locator('#log-filters [data-filter="mine"]').get_attribute("aria-pressed") == "true"
    page.click('#log-filters [data-filter="others"]')
    seats = page.locator("#log li").evaluate_all("ls => ls.map(l => l.dataset.seat)")
    assert seats and set(seats) == {"1"}
    page.click('#log-filters [data-filter="all"]')
    assert page.locator("#log li").count() == every
    # the condensed log: one line for a player's Treasures in a row ("plays Copper ×4")
    text = page.locator("#log").inner_text()
    assert "Ann plays Copper ×" in text and "Ann plays Copper\n" not in text
    check_no_errors(page)


def test_domination_has_a_battles_filter(base_url, new_page, create):
    created = create("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True}, seed=5)
    page = new_page()
    page.goto(base_url + created["seats"][0]["url"])
    wait_turn(page)
    button = page.locator('#log-filters [data-filter="battles"]')
    assert button.inner_text() == "battles"
    button.click()
    kinds = page.evaluate(
        """() => { const battle = (e) => ['attack', 'roll', 'conquer', 'eliminate'].includes(e.kind);
             return condense(shown.frame, shown.log, 0).filter((g) => g.events.some(battle)).length; }"""
    )
    assert page.locator("#log li").count() == kinds
    check_no_errors(page)


def test_the_replay_can_be_turned_off_in_the_keys_panel(base_url, new_page, create):
    page = start(new_page, base_url, create, seed=9)
    page.keyboard.press("?")
    box = page.locator("#replay-on")
    assert box.is_visible() and box.is_checked()
    assert "Replay the others" in page.locator("#keys").inner_text()
    box.uncheck()
    assert page.evaluate("localStorage.getItem('dominia.replay')") == "off"
    page.click("#keys-close")
    assert page.locator("#keys").is_hidden()
    page.evaluate(RECORD)
    v = version(page)
    end_turn(page)
    wait_turn(page, v)
    assert all(state != "replay" for state, *_ in page.evaluate("window.__rec"))
    # remembered by this browser
    page.reload()
    wait_turn(page)
    assert not page.locator("#replay-on").is_checked()
    check_no_errors(page)
