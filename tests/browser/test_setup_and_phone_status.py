"""Issue 15's last items: Domination's "place the rest at random" as one button of the action bar
during the set-up placement, and a phone's status bar folded to two lines with a button that
opens it whole (and says so to a screen reader)."""

from __future__ import annotations

from typing import Any

from tests.browser.helpers import HUMAN, bot, check_no_errors, open_seat

PHONE = {"width": 390, "height": 844}
BOB = {"kind": "human", "name": "Bob"}


def test_the_set_up_places_the_rest_at_random_with_one_button(base_url, new_page, create):
    # two people (no bot to wait for); this seed deals so that Ann places first
    created = create("domination", [HUMAN, BOB], {"map": "duel", "auto_deal": True}, seed=21)
    page = open_seat(new_page, base_url, created)
    f = page.evaluate("shown.frame")
    assert f["view"]["phase"] == "setup_place" and f["decision"]["kind"] == "place"
    before = f["view"]["players"][0]["armies"]
    button = page.locator('#choices button[data-choice="random"]')
    assert button.inner_text() == "RPlace the rest at random"  # its fixed key, R, in a kbd
    assert button.locator("kbd").inner_text() == "R"
    assert page.locator('#view [data-choice="random"]').count() == 0  # not a place of the map
    version = int(page.evaluate("document.body.dataset.version"))
    page.keyboard.press("r")  # (the keyboard is on the prompt)
    page.wait_for_function("v => Number(document.body.dataset.version) > v", arg=version)
    # every set-up army of Ann's is down at once, logged; Bob places his, one at a time
    f = page.evaluate("shown.frame")
    assert f["decision"]["seat"] == 1 and f["view"]["phase"] == "setup_place"
    done = [e for e in page.evaluate("shown.log") if e["kind"] == "place_random"]
    assert len(done) == 1 and done[0]["seat"] == 0, done
    left = done[0]["data"]["armies"]
    assert left > 1 and f["view"]["players"][0]["armies"] == before + left
    assert page.locator("#log li").filter(has_text=f"Ann places {left} armies at random").count() == 1
    # each seat's colour in words in the players' table (missions name it)
    assert page.locator("#view .colour-word").all_inner_texts() == ["red", "blue"]
    panel = page.locator(".panel.players")
    assert panel.evaluate("(p) => p.scrollWidth <= p.clientWidth")  # (it fits a third of the page)
    # once the game is over the status bar names nobody's turn and no goal
    over = page.evaluate(
        """() => { const v = Object.assign({}, shownCtx.v, { phase: "over" });
        const f = Object.assign({}, shownCtx.f, { decision: null, view: v });
        return statusBar(Object.assign({}, shownCtx, { f, v, d: null }), shown)
          .map((p) => (p instanceof Element ? p.className : String(p))); }"""
    )
    assert "who" in " ".join(status_classes(page)) and not {"who", "goal"} & set(over), over
    check_no_errors(page)


def status_classes(page: Any) -> list[str]:
    return page.evaluate("() => [...document.querySelectorAll('#status > *')].map((p) => p.className)")


def status_box(page: Any) -> dict[str, float]:
    return page.evaluate(
        """() => { const s = document.getElementById('status');
        return { height: s.getBoundingClientRect().height, line: parseFloat(getComputedStyle(s).lineHeight),
                 full: s.scrollHeight }; }"""
    )


def test_a_phones_status_bar_is_two_lines_and_opens_whole(base_url, new_page, create):
    created = create("dominion", [HUMAN, bot("big-money")], {"kingdom": "first-game"}, seed=5)
    page = open_seat(new_page, base_url, created, lang="uk", viewport=PHONE)
    box = status_box(page)
    assert box["height"] <= 2 * box["line"] + 1 and box["full"] > box["height"], box  # three lines' worth
    more = page.locator("#status-more")
    assert more.is_visible() and more.get_attribute("aria-expanded") == "false"
    assert more.get_attribute("aria-label") == "Показати рядок стану повністю"
    assert page.locator("#status .me-short").inner_text() == "Ваш хід."  # "Ви: Ann." left out
    more.click()
    box = status_box(page)
    assert box["height"] > 2 * box["line"] + 1 and more.get_attribute("aria-expanded") == "true", box
    assert page.locator("#status-end").is_visible()
    more.click()
    assert status_box(page)["height"] <= 2 * box["line"] + 1
    # a desktop shows it whole, with no button
    page.set_viewport_size({"width": 1366, "height": 768})
    page.wait_for_function("() => document.getElementById('status-more').hidden")
    assert page.locator("#status .me-long").inner_text() == "Ви: Ann. Ваш хід."
    check_no_errors(page)
