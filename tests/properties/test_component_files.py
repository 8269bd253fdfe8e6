"""Heroes of Dominaria's component files (a folder a user gives with --components) at the
boundary: any mutation of one of the shipped files is either a set the game plays with or a
ComponentFileError naming the file, never another exception, while loading or playing."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError
from dominia.core.game import get_game
from dominia.games.dominaria.components import ComponentFileError, load_components

DATA = resources.files("dominia.games.dominaria") / "data"
FILES = sorted(p.name for p in DATA.iterdir() if p.name.endswith(".toml"))
TEXT = {name: (DATA / name).read_text("utf-8") for name in FILES}
VALUES = st.sampled_from(
    ['""', "0", "-1", "1", "99", "1.5", "true", "[]", "{}", '"Keld"', '"red"', '"Nowhere"', "[1, 2]",
     '{ red = 1 }', '{ red = -3 }', "9999999999999999999", '{ hero_at = "Keld" }']
)  # fmt: skip


def mutate(text: str) -> st.SearchStrategy[str]:
    """The file with a line dropped or repeated, or one `key = value` given another value."""
    lines = text.split("\n")
    at = st.integers(0, len(lines) - 1)
    assignments = [i for i, line in enumerate(lines) if re.match(r"\s*[\w.]+\s*=", line)]

    def revalue(args: tuple[int, str]) -> str:
        i, value = args
        key = lines[i].split("=", 1)[0]
        return "\n".join([*lines[:i], f"{key}= {value}", *lines[i + 1 :]])

    def retoken(args: tuple[int, str]) -> str:
        i, value = args  # a number or a quoted word inside the line replaced
        line = re.sub(r'"[^"]*"|-?\d+', value, lines[i], count=1)
        return "\n".join([*lines[:i], line, *lines[i + 1 :]])

    where = st.sampled_from(assignments)
    return st.one_of(
        at.map(lambda i: "\n".join(lines[:i] + lines[i + 1 :])),
        at.map(lambda i: "\n".join(lines[: i + 1] + lines[i:])),
        st.tuples(where, VALUES).map(revalue),
        st.tuples(where, VALUES).map(retoken),
        st.tuples(where, VALUES).map(retoken),
    )


def play_a_little(folder: Path, seed: int = 1, moves: int = 150) -> None:
    game = get_game("dominaria")
    try:
        options = game.normalize_options({"players": 3, "components": str(folder)})
    except DominiaError as exc:
        assert str(exc).strip()
        return
    state = game.setup(options, seed)
    agents: list[Any] = [RandomAgent(seed + i) for i in range(3)]
    for _ in range(moves):
        d = game.pending(state)
        if d is None:
            return
        game.apply(state, d.seat, agents[d.seat].choose(None, d))


@pytest.mark.parametrize("name", FILES)
def test_a_mutated_component_file_plays_or_is_refused_clearly(name, tmp_path_factory):
    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(mutate(TEXT[name]))
    def check(text: str) -> None:
        folder = tmp_path_factory.mktemp("components")
        (folder / name).write_text(text, encoding="utf-8")
        try:
            load_components(folder)
        except ComponentFileError as exc:
            assert name in str(exc), exc
            return
        play_a_little(folder)

    check()


# found: a list where a name or colour goes was a TypeError (unhashable) while loading, and an
# empty start list made the first decision a choice of nothing (an IndexError in play)
@pytest.mark.parametrize(
    ("name", "old", "new"),
    [
        ("dominaria.toml", 'cabal = "Hammerheim"', "cabal = [1, 2]"),
        ("quests.toml", 'when = { hero_at = "Keld" }', "when = { hero_at = [] }"),
        ("artifacts.toml", 'passive = { end_mana = "red" }', "passive = { end_mana = [] }"),
        ("map.toml", 'start = ["Caligo Morass",', 'start = [["Caligo Morass"],'),
        ("map.toml", '["Esturin", "Lat-Nam"],', '["Esturin", ["Lat-Nam"]],'),
        ("map.toml", 'start = ["Caligo Morass", "Orvada", "Esturin", "Verdura", "Bogardan"]', "start = []"),
    ],
)
def test_the_files_found_wrong_are_refused_clearly(tmp_path, name, old, new):
    assert old in TEXT[name]
    (tmp_path / name).write_text(TEXT[name].replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ComponentFileError) as info:
        load_components(tmp_path)
    assert name in str(info.value)
