"""Domination's map and cards files at the boundary: any text, and any line-level mutation of a
built-in map, is either a map that makes a playable game or a MapFormatError naming the file
and the line, never another exception."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError
from dominia.core.game import get_game
from dominia.games.domination.maps.fileformat import MapFormatError, load_map, parse_map

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DATA = resources.files("dominia.games.domination.maps") / "data"
DUEL_MAP = (DATA / "duel.map").read_text("utf-8")
DUEL_CARDS = (DATA / "duel.cards").read_text("utf-8")

WORDS = st.sampled_from(
    ["[files]", "[continents]", "[countries]", "[borders]", "[cards]", "[missions]", "crd", "pic", "name",
     "width", "wildcard", "Infantry", "Cannon", "*", "0", "1", "-1", "15", "999", "#zz", "0x10", "\x00", ";"]
)  # fmt: skip
TOKEN = WORDS | st.integers(-3, 300).map(str) | st.text(max_size=6)


def mutate(text: str) -> st.SearchStrategy[str]:
    """The file with a line dropped, repeated, moved, replaced, or one token changed."""
    lines = text.split("\n")
    n = len(lines)
    at = st.integers(0, n - 1)

    def token_changed(args: tuple[int, int, str]) -> str:
        i, j, tok = args
        parts = lines[i].split(" ")
        parts[j % len(parts)] = tok
        return "\n".join([*lines[:i], " ".join(parts), *lines[i + 1 :]])

    return st.one_of(
        at.map(lambda i: "\n".join(lines[:i] + lines[i + 1 :])),
        at.map(lambda i: "\n".join(lines[: i + 1] + lines[i:])),
        st.tuples(at, at).map(lambda ij: "\n".join(_moved(lines, *ij))),
        st.tuples(at, st.lists(TOKEN, max_size=6)).map(
            lambda il: "\n".join([*lines[: il[0]], " ".join(il[1]), *lines[il[0] + 1 :]])
        ),
        st.tuples(at, st.integers(0, 8), TOKEN).map(token_changed),
        st.tuples(at, at, at).map(lambda ijk: "\n".join(_moved(_moved(lines, *ijk[:2]), ijk[1], ijk[2]))),
    )


def _moved(lines: list[str], i: int, j: int) -> list[str]:
    out = list(lines)
    out.insert(j, out.pop(i))
    return out


# how the loaded map is played: the modes, card rules and setups that read its parts
PLAY = st.fixed_dictionaries(
    {"players": st.integers(2, 6)},
    optional={
        "mode": st.sampled_from(["domination", "mission", "capital"]),
        "cards": st.sampled_from(["increasing", "fixed", "italian"]),
        "auto_place": st.booleans(),
        "auto_deal": st.booleans(),
        "recycle": st.booleans(),
    },
)


def check_loaded(folder: Path, map_text: str, cards_text: str, play: dict[str, Any] | None = None) -> None:
    """Through the files and the game: a refusal is clear, a map plays."""
    (folder / "m.map").write_text(map_text, encoding="utf-8")
    (folder / "duel.cards").write_text(cards_text, encoding="utf-8")
    try:
        game_map = load_map(folder / "m.map")
    except MapFormatError as exc:
        assert exc.file and exc.reason.strip() and exc.line >= 0, exc
        event("refused")
        return
    event("loaded")
    assert game_map.territories
    play_a_little(str(folder / "m.map"), play or {"players": 2})


def play_a_little(map_path: str, play: dict[str, Any], moves: int = 80) -> None:
    game = get_game("domination")
    try:
        options = game.normalize_options({**play, "map": map_path})
    except DominiaError as exc:  # a map the game cannot be played on (too small...) is refused
        assert str(exc).strip()
        return
    state = game.setup(options, 3)
    agents = [RandomAgent(seat) for seat in range(6)]
    for _ in range(moves):
        d = game.pending(state)
        if d is None:
            return
        game.apply(state, d.seat, agents[d.seat].choose(None, d))


@SETTINGS
@given(mutate(DUEL_MAP), PLAY)
def test_a_mutated_map_file_loads_and_plays_or_is_refused_clearly(tmp_path_factory, text, play):
    check_loaded(tmp_path_factory.mktemp("map"), text, DUEL_CARDS, play)


@SETTINGS
@given(mutate(DUEL_CARDS), PLAY)
def test_a_mutated_cards_file_loads_and_plays_or_is_refused_clearly(tmp_path_factory, text, play):
    check_loaded(tmp_path_factory.mktemp("cards"), DUEL_MAP, text, play)


LINES = st.lists(st.lists(TOKEN, max_size=5).map(" ".join), max_size=12).map("\n".join)


@SETTINGS
@given(st.text(max_size=300) | LINES)
@example("[files]\ncrd x.cards\n[continents]\nA 1 red\n[countries]\n1 a 1 0 0\n[borders]\n1")
def test_any_text_is_a_map_or_a_map_format_error(text):
    try:
        game_map = parse_map(text, "t.map", "", "t.cards")
    except MapFormatError as exc:
        assert exc.file in {"t.map", "t.cards"} and exc.reason.strip()
        return
    assert game_map.territories


@SETTINGS
@given(st.binary(max_size=120), st.text(max_size=20))
@example(b"[files]\ncrd a\x00b.cards\n", "")  # a name no file system takes
@example(b"[files]\ncrd ../../../../nowhere/x.cards\n", "")
def test_any_bytes_and_cards_name_are_a_map_or_a_map_format_error(tmp_path_factory, data, crd):
    folder = tmp_path_factory.mktemp("bytes")
    (folder / "m.map").write_bytes(data if b"crd" in data else data + f"\n[files]\ncrd {crd}\n".encode())
    try:
        load_map(folder / "m.map")
    except MapFormatError as exc:
        assert exc.reason.strip()


def test_the_built_in_maps_still_load():
    for name in ("classic", "duel", "grand"):
        loaded: Any = load_map(Path(str(DATA / f"{name}.map")))
        assert loaded.territories and loaded.cards


MAP_NAMES = st.sampled_from(["m", "Classic", "duel", ".hidden", "a b", "ünï", "x.y", "CON"]) | st.text(
    alphabet=st.characters(blacklist_characters="/\\\x00", blacklist_categories=["Cs"]),
    min_size=1,
    max_size=8,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutate(DUEL_MAP), MAP_NAMES)
# found: with two crd entries the map loaded by the last, the import read the first's file (an
# OSError from the import when it was missing)
@example(DUEL_MAP.replace("crd duel.cards", "crd missing.cards\ncrd duel.cards"), "twice")
# found: a name ISO-8859-1 cannot write (a UnicodeEncodeError writing the crd line), and a name
# with a line break or a space at an end (imported, then not found again)
@example(DUEL_MAP, "мапа")
@example(DUEL_MAP, "Ā")
@example(DUEL_MAP, "0\r")
@example(DUEL_MAP, " m")
@example(DUEL_MAP.replace("Frostholm", "Frostholm_é"), "Ā")
def test_a_map_file_is_imported_and_found_again_or_refused_clearly(tmp_path_factory, text, name):
    from dominia.games.domination.maps import library

    folder = tmp_path_factory.mktemp("import")
    data = folder / "data"
    (folder / f"{name}.map").write_text(text, encoding="utf-8")
    (folder / "duel.cards").write_text(DUEL_CARDS, encoding="utf-8")
    old = os.environ.get("DOMINIA_DATA")
    os.environ["DOMINIA_DATA"] = str(data)
    try:
        try:
            imported = library.import_map(folder / f"{name}.map")
        except DominiaError as exc:
            assert str(exc).strip()
            return
        again = library.get_map(imported)
        assert again.territories == load_map(folder / f"{name}.map").territories
        assert {p.parent for p in data.rglob("*") if p.is_file()} == {data / "maps"}
    finally:
        if old is None:
            del os.environ["DOMINIA_DATA"]
        else:
            os.environ["DOMINIA_DATA"] = old


def test_a_map_library_folder_that_cannot_be_written_is_a_clear_error(tmp_path, monkeypatch):
    from dominia.core.errors import InvalidOptions
    from dominia.games.domination.maps import library

    (tmp_path / "m.map").write_text(DUEL_MAP, encoding="utf-8")
    (tmp_path / "duel.cards").write_text(DUEL_CARDS, encoding="utf-8")
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("DOMINIA_DATA", str(tmp_path / "a-file"))  # found: an OSError
    with pytest.raises(InvalidOptions) as info:
        library.import_map(tmp_path / "m.map")
    assert getattr(info.value.text, "key", "") == "error-map-import-write"
