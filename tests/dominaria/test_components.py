"""The stand-in component set meets the book's facts and examples; bad files are refused
clearly, naming the file, the entry and the problem; any file can be replaced on its own."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dominia.core.errors import InvalidOptions
from dominia.games.dominaria.components import DATA, FILES, ComponentFileError, load_components, shipped
from dominia.games.dominaria.vocabulary import COLOURS

BOOK_START = {"Caligo Morass", "Orvada", "Esturin", "Verdura", "Bogardan"}


def test_counts_match_the_box() -> None:
    comp = shipped()
    assert len(comp.locations) == 20
    assert [len(comp.by_colour[c]) for c in range(5)] == [4] * 5
    assert len(comp.quests) == 45
    assert len(comp.artifacts) == 20
    assert len(comp.cards) == 50
    assert len(comp.tiles) == 10
    assert len(comp.tile_types) == 5
    assert comp.boards == ["Teferi", "Chandra", "Jhoira", "Karn"]
    assert (len(comp.hero_track), len(comp.manalith_track), len(comp.leyline_track)) == (3, 5, 8)


def test_every_file_says_where_it_comes_from() -> None:
    comp = shipped()
    assert set(comp.provenance) == set(FILES)
    assert set(comp.provenance.values()) == {"stand-in"}


def test_the_books_locations_and_borders() -> None:
    comp = shipped()
    names = {loc.name for loc in comp.locations}
    assert {comp.locations[x].name for x in comp.start} == BOOK_START
    assert {"Llanowar", "Urborg", "Hammerheim", "Shanodin", "Sursi", "Estark"} <= names
    for a, b in [("Llanowar", "Hammerheim"), ("Urborg", "Orvada"), ("Orvada", "Shanodin")]:
        assert comp.loc(b) in comp.adjacent[comp.loc(a)]
    # From Sursi a Leyline network reaches Estark and Shanodin (Amy's example).
    assert comp.loc("Estark") in comp.adjacent[comp.loc("Sursi")]
    assert comp.loc("Shanodin") in comp.adjacent[comp.loc("Sursi")]
    assert comp.locations[comp.loc("Hammerheim")].colour == COLOURS.index("red")


def test_lore_colours_and_one_start_location_per_colour() -> None:
    comp = shipped()
    colour = {loc.name: COLOURS[loc.colour] for loc in comp.locations}
    for name, c in [
        ("Caligo Morass", "black"),
        ("Urborg", "black"),
        ("Bogardan", "red"),
        ("Keld", "red"),
        ("Llanowar", "green"),
        ("Verdura", "green"),
        ("Shanodin", "green"),
        ("Sursi", "white"),
    ]:
        assert colour[name] == c, name
    assert sorted(colour[n] for n in BOOK_START) == sorted(COLOURS)


def test_the_book_ability_colours_and_costs() -> None:
    comp = shipped()
    ab = comp.abilities
    assert COLOURS[ab["manalith"].colour] == "red" and ab["manalith"].cost == 4  # 1 red + 4
    assert COLOURS[ab["leyline"].colour] == "green" and ab["leyline"].cost == 2
    assert (ab["hire"].cost, ab["explore"].cost, ab["confront"].cost) == (4, 3, 2)


def test_tracks_carry_the_books_rewards() -> None:
    comp = shipped()
    assert all(s.move for s in comp.hero_track)
    assert [i + 1 for i, s in enumerate(comp.hero_track) if s.quest] == [2]  # the third hero
    assert [i + 1 for i, s in enumerate(comp.manalith_track) if s.quest] == [2, 4]
    assert [i + 1 for i, s in enumerate(comp.leyline_track) if s.quest] == [3, 7]
    assert [i + 1 for i, s in enumerate(comp.leyline_track) if s.green] == [2, 4, 6]
    assert all(s.green == 2 for s in comp.leyline_track if s.green)


def test_dominaria_deck_tokens_fit_the_supply() -> None:
    comp = shipped()
    assert sum(1 for c in comp.cards if c.cabal >= 0) <= 20
    assert sum(1 for c in comp.cards if c.artifact >= 0) <= 15
    assert sorted(sum(1 for c in comp.cards if c.colour == k) for k in range(5)) == [10] * 5


def test_public_quests_have_a_ten_on_top_of_each_stack() -> None:
    comp = shipped()
    for t in comp.tile_types:
        vps = sorted(tile.vp for tile in comp.tiles if tile.type == t)
        assert len(vps) == 2 and vps[-1] == 10 and vps[0] < 10


def test_gaeas_blessing_is_a_quest() -> None:
    assert "Gaea's Blessing" in shipped().quest_index


# ---------------------------------------------------------------- bad files


def _copy(tmp_path: Path) -> Path:
    for stem in FILES:
        shutil.copy(DATA / f"{stem}.toml", tmp_path / f"{stem}.toml")
    return tmp_path


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_replaced_file_is_used_and_the_rest_come_from_the_shipped_set(tmp_path: Path) -> None:
    shutil.copy(DATA / "boards.toml", tmp_path / "boards.toml")
    _edit(tmp_path / "boards.toml", 'provenance = "stand-in"', 'provenance = "official"')
    _edit(
        tmp_path / "boards.toml",
        'hire = { colour = "white", cost = 4 }',
        'hire = { colour = "white", cost = 5 }',
    )
    comp = load_components(tmp_path)
    assert comp.abilities["hire"].cost == 5
    assert comp.provenance["boards"] == "official"
    assert comp.provenance["quests"] == "stand-in"
    assert len(comp.quests) == len(shipped().quests)


@pytest.mark.parametrize(
    ("stem", "old", "new", "message"),
    [
        ("map", 'name = "Keld"', 'name = "Keld"\nheight = 3', "unknown key(s) height"),
        ("map", '["Keld", "Estark"]', '["Keld", "Atlantis"]', "bad adjacency pair"),
        ("map", 'colour = "red"', 'colour = "purple"', "unknown colour 'purple'"),
        ("boards", "version = 1", 'version = "one"', "integer version"),
        ("boards", 'provenance = "stand-in"', 'provenance = "homebrew"', "provenance must be"),
        ("boards", "[[cabal]]\nvp = 1", "[[cabal]]\nvp = 1\nshiny = true", "unknown key(s) shiny"),
        (
            "quests",
            'name = "Gaea\'s Blessing"',
            'name = "Gaea\'s Blessing"\nbonus = 3',
            "unknown key(s) bonus",
        ),
        (
            "quests",
            "leylines = 2, mana = { green = 2 }",
            "leylines = 2, mana = { teal = 2 }",
            "unknown colour 'teal'",
        ),
        ("quests", "leylines = 2, mana", "lay_lines = 2, mana", "unknown key 'lay_lines'"),
        (
            "quests",
            "leylines = 2, mana",
            "gained_leylines = 2, mana",
            "only make sense in a quest with `start`",
        ),
        ("dominaria", 'colour = "white"', 'colour = "white"\nweight = 1', "unknown key(s) weight"),
        ("public_quests", "vp = 10", 'vp = "ten"', "'vp' must be int"),
    ],
)
def test_bad_component_files_are_refused_clearly(
    tmp_path: Path, stem: str, old: str, new: str, message: str
) -> None:
    folder = _copy(tmp_path)
    _edit(folder / f"{stem}.toml", old, new)
    with pytest.raises(ComponentFileError) as err:
        load_components(folder)
    text = str(err.value)
    assert f"{stem}.toml" in text
    assert message in text


def test_not_toml_names_the_file(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    (folder / "quests.toml").write_text("[[quest]\nname = ", encoding="utf-8")
    with pytest.raises(ComponentFileError, match=r"quests\.toml: not valid TOML"):
        load_components(folder)


def test_a_disconnected_map_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    text = (folder / "map.toml").read_text(encoding="utf-8")
    kept = [line for line in text.splitlines() if "Keld" not in line or "name" in line]
    (folder / "map.toml").write_text("\n".join(kept) + "\n", encoding="utf-8")
    with pytest.raises(ComponentFileError, match="not connected"):
        load_components(folder)


def test_a_card_with_both_symbols_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    with (folder / "dominaria.toml").open("a", encoding="utf-8") as fh:
        fh.write('\n[[card]]\nname = "Odd"\ncolour = "red"\nartifact = "Keld"\ncabal = "Keld"\n')
    with pytest.raises(ComponentFileError, match="not both"):
        load_components(folder)


def test_a_missing_folder_is_an_options_error() -> None:
    with pytest.raises(InvalidOptions, match="not a folder"):
        load_components("/no/such/folder")
