"""The `kingdom` option reads a kingdom or cards by name in any language, and English names
without building the other languages' indexes (they read every message table: 0.4 s at the
start of every `dominia sim --kingdom smithy`)."""

from __future__ import annotations

import pytest

from dominia.core.errors import UnknownName
from dominia.games.dominion import kingdoms, names
from dominia.games.dominion.options import kingdom_option


def _no_tables() -> dict[str, object]:
    raise AssertionError("the other languages' names were read")


def test_english_names_are_read_without_the_other_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kingdoms, "_full_index", _no_tables)
    monkeypatch.setattr(names, "_card_index", _no_tables)
    assert kingdom_option("First Game") == "First Game"
    assert kingdom_option("first-game") == "first-game"
    assert kingdom_option(" smithy ") == ["smithy"]
    assert kingdom_option("Random") is None


def test_other_languages_still_find_kingdoms_and_cards() -> None:
    assert kingdom_option("Кузница") == ["Кузница"]
    assert kingdom_option("Smithy, Village") == ["Smithy", "Village"]
    with pytest.raises(UnknownName) as unknown:
        kingdom_option("Smithx")
    assert "Smithy" in unknown.value.suggestions
