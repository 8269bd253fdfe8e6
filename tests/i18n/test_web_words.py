"""The web pages' words: every id the static pages name is in the tables, every language sends
the page the same ids, and the JSON patterns keep what the formatter needs (plural selects)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dominia.core.game import get_spec, registered_games
from dominia.core.i18n import LANGS
from dominia.server import messages
from dominia.server.protocol import hook

STATIC = Path(messages.__file__).parent / "static"
# t("id"), w("id"), gt(game, "id"), tName("id"), data-t="id", data-t-aria-label="id"
USED = re.compile(
    r"""\b(?:t|w|tName)\(\s*"([a-z0-9-]+)"|gt\([^,]+,\s*"([a-z0-9-]+)"|data-t(?:-[a-z-]+)?="([a-z0-9-]+)\""""
)


def used_ids() -> set[str]:
    found: set[str] = set()
    boards = [f for g in registered_games() if (a := hook(g, "assets")) for f in Path(a()).glob("*.js")]
    for f in [*STATIC.glob("*.js"), *STATIC.glob("*.html"), *boards]:  # the page and each game's board
        for m in USED.finditer(f.read_text("utf-8")):
            found.add(next(g for g in m.groups() if g))
    return found


def game_names() -> list[str]:
    return [g for g in registered_games() if get_spec(g).messages]


def test_the_pages_name_ids_the_tables_have() -> None:
    ids = used_ids()
    assert len(ids) > 100, "the pattern finds the pages' ids"
    lobby = messages.lobby_table("en")["messages"]
    games = {g: messages.game_table(g, "en")["messages"] for g in game_names()}
    # the server's own words: in the lobby's table (the server's and the kernel's)
    own = {i for i in ids if not i.startswith("web-")}
    assert sorted(own - set(lobby)) == []
    # a board word: in the table of at least one game
    board = {i for i in ids if i.startswith("web-")}
    assert sorted(i for i in board if not any(i in t for t in games.values())) == []


@pytest.mark.parametrize("game", [None, *game_names()])
def test_every_language_sends_the_same_ids(game: str | None) -> None:
    def table(lang: str) -> dict:
        return messages.game_table(game, lang) if game else messages.lobby_table(lang)

    en = table("en")
    for lang in LANGS[1:]:
        other = table(lang)
        assert other["lang"] == lang and not other["pseudo"]
        assert set(other["messages"]) == set(en["messages"]), lang
        assert {g: set(t) for g, t in other.get("games", {}).items()} == {
            g: set(t) for g, t in en.get("games", {}).items()
        }, lang
        differ = [k for k in en["messages"] if en["messages"][k] != other["messages"][k]]
        assert len(differ) > len(en["messages"]) // 2, f"{lang}: mostly English?"


def test_a_plural_select_keeps_its_forms_for_the_formatter() -> None:
    uk = messages.lobby_table("uk")["messages"]["page-choice-count"]
    [select] = [p for p in uk if isinstance(p, dict) and "s" in p]
    assert select["s"] == "n"
    assert [k for k, _ in select["k"]] == ["one", "few", "many", "other"]
    assert select["k"][select["d"]][0] == "other"
    assert select["k"][2][1] == [{"v": "n"}, " армій"]


def test_the_pseudo_language_sends_english_to_be_marked() -> None:
    qps = messages.lobby_table("qps")
    assert qps["pseudo"] and qps["lang"] == "qps"
    assert qps["messages"] == messages.lobby_table("en")["messages"]
