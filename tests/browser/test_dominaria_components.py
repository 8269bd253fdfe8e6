"""The lobby says that Heroes of Dominaria is played with stand-in components: beside the
game's name and in its options."""

from __future__ import annotations

from dominia.games.dominaria.components import shipped


def test_the_lobby_names_the_stand_in_components(base_url, new_page) -> None:
    page = new_page()
    page.goto(base_url + "/")
    option = page.locator('#game option[value="dominaria"]')
    option.wait_for(state="attached")
    assert option.inner_text() == "Heroes of Dominaria (stand-in components)"
    assert page.locator('#game option[value="dominion"]').inner_text() == "Dominion"
    page.select_option("#game", "dominaria")
    note = page.locator("#options .components")
    summary = shipped().summary()
    assert note.inner_text() == summary[0].upper() + summary[1:] + "."
    page.select_option("#game", "dominion")
    assert page.locator("#options .components").count() == 0
    assert page.js_errors == []
