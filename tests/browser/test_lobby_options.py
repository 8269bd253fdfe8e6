"""The lobby's option fields are made from each game's schema (the catalog's "options"): one
field per option a client may set, and the form sends what differs from the defaults."""

from __future__ import annotations

import json
import urllib.request

from tests.browser.helpers import check_no_errors


def test_the_form_has_a_field_per_schema_option_and_sends_what_was_changed(base_url, new_page) -> None:
    with urllib.request.urlopen(base_url + "/api/catalog") as r:
        games = {g["name"]: g for g in json.load(r)["games"]}
    page = new_page()
    sent: list[dict] = []
    page.on(
        "request",
        lambda req: sent.append(json.loads(req.post_data or "{}")) if "/api/games?" in req.url else None,
    )
    page.goto(base_url + "/")
    page.wait_for_function("() => document.querySelectorAll('#game option').length > 0")
    changes = {
        "dominion": lambda: (page.fill("#o-kingdom", "Village, Smithy"), page.check("#o-sets-dark-ages")),
        "domination": lambda: (page.check("#o-auto_deal"), page.select_option("#o-mode", "mission")),
        "dominaria": lambda: page.select_option("#o-start_mana", "2"),
    }
    expected = {
        "dominion": {"kingdom": "Village, Smithy", "sets": ["base", "dark-ages"]},
        "domination": {"mode": "mission", "auto_deal": True},
        "dominaria": {"start_mana": 2},
    }
    for name, change in changes.items():
        page.select_option("#game", name)
        for o in games[name]["options"]:
            if o["name"] in games[name].get("per_seat", ()):  # a field in each seat's row instead
                assert page.locator(f"#seats .seat .ps-{o['name']}").count() == 2, (name, o["name"])
            else:
                assert page.locator(f"#o-{o['name']}").count() == 1, (name, o["name"])
        change()
        page.click("#create-btn")
        page.wait_for_selector("#created:not([hidden])")
        assert sent[-1]["game"] == name and sent[-1]["options"] == expected[name]
        page.evaluate("() => { document.getElementById('created').hidden = true; }")
    check_no_errors(page)


def test_an_option_shows_its_help_in_the_readers_words_and_nothing_overflows_a_phone(
    base_url, new_page
) -> None:
    """A field whose game's table has `<label>-help` shows it under the field (and Dominion's
    kingdom example, which was a placeholder wider than its box); on a phone no field is wider
    than the screen."""
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto(base_url + "/#lang=uk")
    page.wait_for_function(
        "() => document.querySelectorAll('#game option').length > 0 && I18N.loaded === 'uk'"
    )
    page.select_option("#game", "domination")
    assert "захопити всі столиці" in page.locator("#o-mode-help").inner_text()
    assert "4, 6, 8, 10, 12, 15" in page.locator("#o-cards-help").inner_text()
    widest = page.evaluate("() => document.documentElement.scrollWidth")
    assert widest <= 390, widest
    page.select_option("#game", "dominion")
    hint = page.locator("#o-kingdom-help")
    assert "Кузня" in hint.inner_text() and page.get_attribute("#o-kingdom", "placeholder") is None
    box = page.locator("#o-kingdom").bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390
    assert page.get_attribute("#o-kingdom", "aria-describedby") == "o-kingdom-help"
    check_no_errors(page)
