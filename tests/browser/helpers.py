"""Driving the game page: wait for the seat's turn, read the frame it shows, click."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

# Where the tests leave their screenshots, to look at (DOMINIA_SHOTS, else the system's
# temporary folder: no fixed path, the suite runs on any machine)
SHOTS = Path(os.environ.get("DOMINIA_SHOTS") or Path(tempfile.gettempdir()) / "dominia-shots")

HUMAN = {"kind": "human", "name": "Ann"}
# The game page's setting that shows others' moves at once (no replay at ~0.5 s a line): set in
# every page the tests open before its scripts run, except where a test asks for the replay.
NO_REPLAY = "try { localStorage.setItem('dominia.replay', 'off'); } catch (e) {}"


def bot(name: str) -> dict[str, Any]:
    return {"kind": "bot", "bot": name, "name": "Bot"}


def shot(page: Any, name: str, **options: Any) -> None:
    """A screenshot of `page` as SHOTS/`name`.png (options go to Playwright's screenshot)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), **options)


def wait_turn(page: Any, after: int = -1) -> dict[str, Any]:
    """Wait until the page shows a version after `after` that asks this seat (or the end);
    the frame it shows (read from the page's own state)."""
    page.wait_for_function(
        """after => Number(document.body.dataset.version) > after
                 && ["mine", "over"].includes(document.body.dataset.state)""",
        arg=after,
    )
    return frame(page)


def frame(page: Any) -> dict[str, Any]:
    return page.evaluate("shown.frame")


def version(page: Any) -> int:
    return int(page.evaluate("document.body.dataset.version"))


def choice_button(page: Any, choice: str) -> Any:
    """Where the page offers `choice`: a button of the action bar, a card or link on the board,
    the number control set to it, else the collapsed "all choices" list (opened)."""
    for where in ("#choices", "#view", "#amount"):
        found = page.locator(f'{where} button[data-choice="{choice}"]')
        if found.count():
            return found.first
    if page.locator("#all[open]").count() == 0:
        page.click("#all summary")
    return page.locator(f'#all-choices button[data-choice="{choice}"]')


def click_choice(page: Any, choice: str) -> dict[str, Any]:
    """Click `choice` where the page offers it; the next frame that asks this seat."""
    v = version(page)
    choice_button(page, choice).click()
    return wait_turn(page, v)


def wait_lang(page: Any, lang: str) -> None:
    """Wait until the page shows its game in `lang`: its tables loaded and the server's frame in it."""
    page.wait_for_function(
        """lang => shown && shown.frame && shown.frame.lang === lang
                 && tablesFor === lang + "/" + shown.frame.game && I18N.loaded === lang""",
        arg=lang,
    )


def messages(base_url: str, game: str | None, lang: str) -> dict[str, Any]:
    """The tables a page of `game` (None: the lobby) gets in `lang`."""
    from tests.browser.conftest import api

    path = f"/api/messages/{game}" if game else "/api/messages"
    return api(base_url, f"{path}?lang={lang}")["messages"]


def needs(table: dict[str, Any], *ids: str) -> None:
    """xfail unless a game's table has these ids yet (the game helpers convert the tables)."""
    import pytest

    missing = [i for i in ids if i not in table]
    if missing:
        pytest.xfail(f"game tables not converted yet: {', '.join(missing)}")


def check_no_errors(page: Any) -> None:
    assert not page.js_errors, page.js_errors
    assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()


def open_seat(new_page: Any, base_url: str, created: dict[str, Any], lang: str = "en", **page: Any) -> Any:
    """The first seat's page of a game just created, in `lang`, once its turn has come."""
    p = new_page(**page)
    p.goto(base_url + created["seats"][0]["url"].replace("#token=", f"#lang={lang}&token="))
    wait_turn(p)
    wait_lang(p, lang)
    return p
