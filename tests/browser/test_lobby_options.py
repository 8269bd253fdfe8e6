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
            assert page.locator(f"#o-{o['name']}").count() == 1, (name, o["name"])
        change()
        page.click("#create-btn")
        page.wait_for_selector("#created:not([hidden])")
        assert sent[-1]["game"] == name and sent[-1]["options"] == expected[name]
        page.evaluate("() => { document.getElementById('created').hidden = true; }")
    check_no_errors(page)
