"""Setting up a game in the lobby: Domination's seats pick their colours (the board and the
missions then use them), the form remembers each game's last settings (Reset: the defaults),
Dominion's recommended kingdoms are offered by name, and more options say what they do."""

from __future__ import annotations

import json
from typing import Any

from tests.browser.helpers import HUMAN, bot, check_no_errors, wait_turn


def lobby(new_page: Any, base_url: str, lang: str = "en", **kw: Any) -> Any:
    page = new_page(**kw)
    page.goto(f"{base_url}/#lang={lang}")
    page.wait_for_function(
        "lang => document.querySelectorAll('#game option').length > 0 && I18N.loaded === lang", arg=lang
    )
    return page


def colours(page: Any) -> list[str]:
    return page.eval_on_selector_all("#seats .ps-colours", "xs => xs.map((x) => x.value)")


def sent_games(page: Any) -> list[dict[str, Any]]:
    sent: list[dict[str, Any]] = []
    page.on(
        "request",
        lambda req: sent.append(json.loads(req.post_data or "{}")) if "/api/games?" in req.url else None,
    )
    return sent


def test_each_domination_seat_picks_its_own_colour_and_the_board_uses_it(base_url, new_page) -> None:
    page = lobby(new_page, base_url, "uk")
    sent = sent_games(page)
    page.select_option("#game", "domination")
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    assert colours(page) == ["red", "blue", "green"]  # the usual ones, in seat order
    # the colours in the reader's words, each seat's field named for a screen reader
    first = page.locator("#seats .seat").nth(0).locator(".ps-colours")
    assert first.locator("option").all_inner_texts() == [
        "Червоний",
        "Синій",
        "Зелений",
        "Жовтий",
        "Пурпуровий",
        "Блакитний",
    ]
    assert first.get_attribute("aria-label") == "Місце 1: Колір"
    assert "Знищте сині армії" in page.inner_text("#seats-help")
    # a colour another seat has: the two seats swap, so no two are alike
    first.select_option("green")
    assert colours(page) == ["green", "blue", "red"]
    page.locator("#seats .seat").nth(1).locator(".ps-colours").select_option("yellow")
    assert colours(page) == ["green", "yellow", "red"]
    # a seat added later gets a colour nobody has
    page.fill("#players", "4")
    page.dispatch_event("#players", "change")
    assert colours(page) == ["green", "yellow", "red", "blue"]
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    page.click("#create-btn")
    page.wait_for_selector("#created:not([hidden])")
    assert sent[-1]["options"] == {"colours": ["green", "yellow", "red"]}
    # the usual colours are not sent (the server fills them in)
    url = page.get_attribute("#links li:first-child a", "href")
    assert url is not None
    game = new_page()
    game.goto(base_url + url)
    f = wait_turn(game)
    assert f["view"]["colours"] == ["green", "yellow", "red"]
    hue = game.evaluate("SEAT_COLOURS.green")
    assert game.evaluate("playerColour(0)") == hue and game.evaluate("playerColour(1)") == game.evaluate(
        "SEAT_COLOURS.yellow"
    )
    # the status bar's swatch of this seat, and its armies' badges on the map, in its colour
    swatch = game.eval_on_selector("#status .swatch", "x => getComputedStyle(x).backgroundColor")
    assert swatch == "rgb(27, 138, 90)"  # SEAT_COLOURS.green
    check_no_errors(page)
    check_no_errors(game)


def test_a_mission_names_the_player_to_destroy_by_colour_on_the_page(base_url, new_page, create) -> None:
    # seed 5 deals seat 1 "destroy player 2" on the classic map (3 players, random setup)
    opts = {"mode": "mission", "auto_place": True, "colours": ["green", "blue", "yellow"]}
    made = create("domination", [HUMAN, bot("easy"), bot("easy")], opts, 5)
    page = new_page()
    page.goto(base_url + made["seats"][0]["url"].replace("#token=", "#lang=ru&token="))
    f = wait_turn(page)
    assert f["words"]["mission"].startswith("Уничтожьте синие армии (Bot).")
    assert "Уничтожьте синие армии" in page.inner_text("body")
    check_no_errors(page)


def test_the_form_remembers_each_games_last_settings_until_reset(base_url, new_page) -> None:
    page = lobby(new_page, base_url)
    page.select_option("#game", "domination")
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    seat = page.locator("#seats .seat").nth(2)
    seat.locator(".kind").select_option("human")
    seat.locator(".name").fill("Cy")
    page.locator("#seats .seat").nth(0).locator(".ps-colours").select_option("cyan")
    page.select_option("#o-mode", "capital")
    page.uncheck("#o-recycle")
    page.fill("#o-turn_limit", "30")
    page.select_option("#game", "dominion")
    page.fill("#o-kingdom", "Village, Smithy")
    # another visit: the last game chosen, as it was left; each game its own settings
    page.reload()
    page.wait_for_function("() => document.querySelectorAll('#seats .seat').length > 0")
    assert page.input_value("#game") == "dominion"
    assert page.input_value("#o-kingdom") == "Village, Smithy"
    page.select_option("#game", "domination")
    assert page.locator("#seats .seat").count() == 3 and page.input_value("#players") == "3"
    assert colours(page) == ["cyan", "blue", "green"]
    seat = page.locator("#seats .seat").nth(2)
    assert seat.locator(".kind").input_value() == "human" and seat.locator(".name").input_value() == "Cy"
    assert page.input_value("#o-mode") == "capital" and not page.is_checked("#o-recycle")
    assert page.input_value("#o-turn_limit") == "30"
    # a change of language keeps the form as it is
    page.select_option("#lang", "hu")
    page.wait_for_function("() => I18N.loaded === 'hu'")
    assert colours(page) == ["cyan", "blue", "green"] and page.input_value("#o-mode") == "capital"
    # Reset: this game's defaults; the other game keeps its own
    page.click("#reset-btn")
    assert page.locator("#seats .seat").count() == 2 and colours(page) == ["red", "blue"]
    assert page.input_value("#o-mode") == "domination" and page.is_checked("#o-recycle")
    assert page.input_value("#o-turn_limit") == "0"
    page.reload()
    page.wait_for_function("() => document.querySelectorAll('#seats .seat').length > 0")
    assert page.input_value("#game") == "domination" and page.input_value("#o-mode") == "domination"
    page.select_option("#game", "dominion")
    assert page.input_value("#o-kingdom") == "Village, Smithy"
    check_no_errors(page)


def test_the_books_recommended_kingdoms_by_name_fill_the_kingdom_field(base_url, new_page) -> None:
    page = lobby(new_page, base_url, "uk")
    sent = sent_games(page)
    page.select_option("#game", "dominion")
    pick = page.locator("#o-kingdom-pick")
    assert pick.get_attribute("aria-label") == "Королівство: рекомендовані"
    groups = pick.locator("optgroup")
    assert [groups.nth(i).get_attribute("label") for i in range(groups.count())] == [
        "Базова гра, 2-ге видання",
        "Базова гра, 1-ше видання",
        "Темні віки",
    ]
    assert "Перша партія" in groups.nth(0).inner_text() and "Великі гроші" in groups.nth(1).inner_text()
    pick.select_option("first-game")
    assert page.input_value("#o-kingdom") == "Перша партія"
    # typing another kingdom's name shows it in the list; anything else shows none
    page.fill("#o-kingdom", "великі гроші")
    assert pick.input_value() == "big-money"
    page.fill("#o-kingdom", "Село, Кузня")
    assert pick.input_value() == ""
    pick.select_option("first-game")
    # in another language the kingdom picked is named in it
    page.select_option("#lang", "en")
    page.wait_for_function("() => I18N.loaded === 'en'")
    assert page.input_value("#o-kingdom") == "First Game" and pick.input_value() == "first-game"
    page.click("#create-btn")
    page.wait_for_selector("#created:not([hidden])")
    assert sent[-1]["options"] == {"kingdom": "First Game"}
    game = new_page()
    game.goto(base_url + page.get_attribute("#links li:first-child a", "href"))
    f = wait_turn(game)
    assert sorted(f["view"]["kingdom"]) == sorted(
        [
            "Cellar",
            "Market",
            "Merchant",
            "Militia",
            "Mine",
            "Moat",
            "Remodel",
            "Smithy",
            "Village",
            "Workshop",
        ]
    )
    check_no_errors(page)


def test_more_options_say_what_they_do(base_url, new_page) -> None:
    page = lobby(new_page, base_url, "ru", viewport={"width": 390, "height": 844})
    page.select_option("#game", "domination")
    for option, words in {
        "recycle": "колода кончится",
        "auto_deal": "по очереди занимают территории",
        "auto_place": "начальные армии",
        "auto_defence": "Защитник",
        "continue_after_win": "пока один игрок не займёт все территории",
        "turn_limit": "больше всего территорий",
    }.items():
        assert words in page.inner_text(f"#o-{option}-help"), option
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.select_option("#game", "dominion")
    assert "случайно берутся из этих наборов" in page.inner_text("#o-sets-help")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    check_no_errors(page)
