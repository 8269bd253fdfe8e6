"""The lobby page end to end: create a two-human Heroes of Dominaria game through the form, play
it hot-seat on one page with the curtain between the seats, and find it under "Your games"."""

from __future__ import annotations

from tests.browser.helpers import check_no_errors, choice_button, frame, version, wait_lang

# a choice where the page offers it: the action bar, or the board (the opening quests are cards)
CHOICES = "#choices button, #view button[data-choice]"


def test_lobby_creates_a_hot_seat_game_with_a_curtain_between_the_seats(base_url, new_page) -> None:
    page = new_page()
    page.goto(base_url + "/")
    page.select_option("#game", "dominaria")
    rows = page.locator("#seats .seat")
    assert rows.count() == 2
    for i, name in enumerate(("Ann", "Bob")):
        rows.nth(i).locator(".kind").select_option("human")
        rows.nth(i).locator(".name").fill(name)
    page.click("#create-btn")
    page.wait_for_selector("#created:not([hidden])")
    links = page.locator("#links li")
    texts = [links.nth(i).inner_text() for i in range(links.count())]
    assert any("Seat 1 (Ann)" in t for t in texts) and any("Seat 2 (Bob)" in t for t in texts)
    assert any("hot-seat" in t for t in texts) and any("Spectator" in t for t in texts)
    hot = links.filter(has_text="hot-seat").locator("a").get_attribute("href")
    assert hot and "#token=" in hot and "," in hot  # both seats' tokens in one link

    page.goto(base_url + hot)
    # setup asks Ann first (keep a quest): behind the curtain until she says it is her
    page.wait_for_selector("#curtain:not([hidden])")
    assert "Ann" in page.locator("#curtain-text").inner_text()
    assert page.locator("#board").is_hidden()
    page.click("#curtain-btn")
    page.wait_for_selector(CHOICES)
    wait_lang(page, "en")  # the page's tables are in: no redraw replaces a button being clicked
    assert page.locator("#board").is_visible()
    seen_curtain_for_bob = False
    for _ in range(12):  # play the setup picks until the device must pass to Bob
        v = version(page)
        # the first choice of the frame, wherever the page shows it (a quest card, a button)
        choice_button(page, frame(page)["decision"]["choices"][0]["id"]).click()
        # Ann's next question, or the curtain: the seats' frames arrive in either order, and
        # one that asks Bob may come after Ann's (a newer version that asks nobody here yet)
        page.wait_for_function(
            """v => !document.getElementById("curtain").hidden
                 || (Number(document.body.dataset.version) > v && document.body.dataset.state === "mine")""",
            arg=v,
        )
        if page.locator("#curtain").is_visible():
            assert "Bob" in page.locator("#curtain-text").inner_text()
            assert page.locator("#board").is_hidden()  # Ann's quests are not left on screen
            seen_curtain_for_bob = True
            break
    assert seen_curtain_for_bob
    page.click("#curtain-btn")
    page.wait_for_selector(CHOICES)
    f = frame(page)
    assert f["seat"] == 1 and f["decision"]["seat"] == 1  # Bob's own view now
    check_no_errors(page)

    page.goto(base_url + "/")
    page.wait_for_selector("#mine li a")
    mine = page.locator("#mine li")
    assert mine.count() >= 2  # both seats were remembered on this browser
    assert "Heroes of Dominaria" in mine.first.inner_text()


def test_the_host_replaces_a_seat_link_and_the_old_one_stops_working(base_url, new_page) -> None:
    host = new_page()
    host.goto(base_url + "/")
    host.select_option("#game", "dominion")
    rows = host.locator("#seats .seat")
    about = rows.nth(1).locator(".bot-info")  # how the chosen bot plays, in a line
    assert about.is_visible() and about.inner_text()
    rows.nth(1).locator(".bot").select_option("bmu")
    assert "Big Money Ultimate" in about.inner_text()
    for i, name in enumerate(("Ann", "Bob")):
        rows.nth(i).locator(".kind").select_option("human")
        rows.nth(i).locator(".name").fill(name)
    host.click("#create-btn")
    host.wait_for_selector("#created:not([hidden])")
    bob = host.locator("#links li").filter(has_text="Seat 2 (Bob)")
    hot = host.locator("#links li").filter(has_text="hot-seat")
    old = bob.locator("a").get_attribute("href")
    old_hot = hot.locator("a").get_attribute("href")
    assert old and old_hot

    # Bob's old link is open somewhere when the host replaces it
    stale = new_page()
    stale.goto(base_url + old)
    stale.wait_for_function("() => document.body.dataset.version !== undefined")
    bob.locator("button.renew").click()
    host.wait_for_function(
        "old => [...document.querySelectorAll('#links a')].every((a) => a.getAttribute('href') !== old)",
        arg=old,
    )
    new = bob.locator("a").get_attribute("href")
    assert new and new != old and new.split("#token=")[0] == old.split("#token=")[0]
    assert bob.locator("input").input_value().endswith(new)
    new_token = new.split("#token=")[1]
    assert new_token in hot.locator("a").get_attribute("href")  # the hot-seat link follows
    stale.wait_for_selector("#status:has-text('replaced')")
    assert stale.locator("#status").inner_text().startswith("This link was replaced")
    assert "replaced by the game's host" in stale.locator("#error").inner_text()
    assert not stale.js_errors, stale.js_errors

    fresh = new_page()
    fresh.goto(base_url + new)
    fresh.wait_for_function("() => document.body.dataset.version !== undefined")
    assert frame(fresh)["seat"] == 1
    check_no_errors(fresh)
    check_no_errors(host)

    # under "Your games", the host can replace links later
    host.goto(base_url + "/")
    host.wait_for_selector("#mine li a")
    host.locator("#mine button.links-btn").first.click()
    spectator = host.locator("#mine li li").filter(has_text="Spectator")
    spectator.locator("button.renew").click()
    host.wait_for_selector("#mine li li:has-text('Spectator') input")
    assert "#token=" in host.locator("#mine li li:has-text('Spectator') a").get_attribute("href")
    check_no_errors(host)
