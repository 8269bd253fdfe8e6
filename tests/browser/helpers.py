"""Driving the game page: wait for the seat's turn, read the frame it shows, click."""

from __future__ import annotations

from typing import Any

HUMAN = {"kind": "human", "name": "Ann"}


def bot(name: str) -> dict[str, Any]:
    return {"kind": "bot", "bot": name, "name": "Bot"}


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


def click_choice(page: Any, choice: str) -> dict[str, Any]:
    """Click the decision button for `choice`; the next frame that asks this seat."""
    v = version(page)
    page.click(f'#choices button[data-choice="{choice}"]')
    return wait_turn(page, v)


def check_no_errors(page: Any) -> None:
    assert not page.js_errors, page.js_errors
    assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
