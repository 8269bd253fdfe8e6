"""The stand-in component set meets the book's facts and examples; bad files are refused
clearly, naming the file, the entry and the problem; any file can be replaced on its own."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from dominia.core.errors import InvalidOptions
from dominia.games.dominaria import invariants
from dominia.games.dominaria.components import DATA, FILES, ComponentFileError, load_components, shipped
from dominia.games.dominaria.scenario import clear_board, put_tokens, scenario, set_player
from dominia.games.dominaria.vocabulary import COLOURS

FIXTURES = Path(__file__).parent / "fixtures"

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


def test_dominaria_deck_tokens() -> None:
    """Every Artifact symbol finds a token (15 cards, 15 tokens); Cabal symbols outnumber the 20
    tokens, so that the Cabal keeps coming in every player count (the balance of the Cabal plan;
    a symbol that finds the supply empty places nothing)."""
    comp = shipped()
    assert sum(1 for c in comp.cards if c.artifact >= 0) == 15
    assert sum(1 for c in comp.cards if c.cabal >= 0) > 20
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
        ("boards", "version = 2", 'version = "one"', "integer version"),
        ("boards", 'provenance = "stand-in"', 'provenance = "homebrew"', "provenance must be"),
        ("boards", "[[cabal]]\nvp = 3", "[[cabal]]\nvp = 3\nshiny = true", "unknown key(s) shiny"),
        ("boards", "[[cabal]]\nvp = 3", "[[cabal]]\nvp = 3\nquest = 1", "'quest' must be true or false"),
        ("boards", "boards = [", "colours = 5\nboards = [", "unknown key(s) colours"),
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


def test_a_missing_folder_is_an_options_error(tmp_path: Path) -> None:
    with pytest.raises(InvalidOptions, match=r"/no/such/folder: does not exist; give a folder"):
        load_components("/no/such/folder")
    (tmp_path / "file.toml").write_text("", encoding="utf-8")
    with pytest.raises(InvalidOptions, match=r"file\.toml: is not a folder"):
        load_components(tmp_path / "file.toml")


# ---------------------------------------------------------------- each board's own track values

# Chandra's board differs from the shared tracks: her first Hero space has no ♦, her Manalith
# values are her own (as a list of VP: the shared symbols kept), and her first Cabal space
# brings a quest.
CHANDRA = """
[board.Chandra]
hero = [{ vp = 1 }, { vp = 2, move = true, quest = true }, { vp = 9, move = true }]
manalith = [5, 6, 7, 8, 12]
cabal = [{ vp = 2, quest = true }, 3, 4, 5, 6, 8, 10, 12]
"""


def _boards_folder(tmp_path: Path, extra: str, *, fixtures: bool = False) -> Path:
    text = (DATA / "boards.toml").read_text(encoding="utf-8")
    (tmp_path / "boards.toml").write_text(text + extra, encoding="utf-8")
    if fixtures:
        for f in FIXTURES.glob("*.toml"):
            shutil.copy(f, tmp_path / f.name)
    return tmp_path


def test_a_board_may_have_its_own_track_values(tmp_path: Path) -> None:
    comp = load_components(_boards_folder(tmp_path, CHANDRA))
    base, mine = comp.board("Teferi"), comp.board("Chandra")
    assert base.hero_track == comp.hero_track and base.own == ()
    assert mine.own == ("hero", "manalith", "cabal")
    assert [(s.vp, s.move, s.quest) for s in mine.hero_track] == [
        (1, False, False),
        (2, True, True),
        (9, True, False),
    ]
    assert [s.vp for s in mine.manalith_track] == [5, 6, 7, 8, 12]
    # a list of values keeps the shared track's !! spaces
    assert [s.quest for s in mine.manalith_track] == [s.quest for s in comp.manalith_track]
    assert mine.leyline_track == comp.leyline_track
    assert [s.quest for s in mine.cabal_track][:1] == [True] and mine.cabal_track[1].vp == 3
    assert comp.board("Karn").cabal_track == comp.cabal_track


def test_the_engine_reads_each_players_own_board(tmp_path: Path) -> None:
    from dominia.games.dominaria.actions import perform
    from dominia.games.dominaria.rules import moves_per_turn
    from dominia.games.dominaria.scoring import breakdown, score

    folder = _boards_folder(tmp_path, CHANDRA, fixtures=True)
    g = scenario(2, 0, components=str(folder))
    clear_board(g)
    assert [p.board for p in g.players] == ["Teferi", "Chandra"]
    # two players: each second starting hero uncovers the first Hero space; only Teferi's has a ♦
    assert [moves_per_turn(g, p) for p in g.players] == [3, 2]
    for seat in (0, 1):
        set_player(g, seat, heroes=["Urborg", "Keld"], manaliths=["Keld", "Urborg"], cabal=1)
    parts = [breakdown(g.comp, p) for p in g.players]
    assert [(b["heroes"], b["manaliths"], b["cabal"]) for b in parts] == [(3, 4, 3), (1, 6, 2)]
    assert [score(g, s) for s in (0, 1)] == [parts[0]["total"], parts[1]["total"]]
    assert invariants.problems(g) == []  # its independent recount reads the boards too
    # Chandra's first Cabal space brings a quest; Teferi's does not
    put_tokens(g, cabal=["Urborg", "Urborg"])
    for seat in (0, 1):
        g.current = seat
        set_player(g, seat, cabal=0)
        g.tasks = []
        perform(g, "confront:Urborg")
        assert g.players[seat].cabal == 1
        assert [t[0] for t in g.tasks] == ([] if seat == 0 else ["quest"])


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            "[board.Gideon]\ncabal = [1]\n",
            "boards.toml: [board.Gideon]: no such board; boards: Teferi, Chandra",
        ),
        ("[board.Karn]\nshields = [1]\n", "boards.toml: [board.Karn]: unknown key(s) shields; tracks: hero"),
        (
            "[board.Karn]\nmanalith = [1, 2, 3]\n",
            "boards.toml: [board.Karn].manalith: needs a list of 5 spaces (as many as the shared "
            "[[manalith]] track), got 3 spaces",
        ),
        (
            "[board.Karn]\nhero = [1, 2, true]\n",
            "boards.toml: [board.Karn].hero space 3: a VP value or a space",
        ),
        (
            "[board.Karn]\nhero = [1, 2, { vp = 3, glow = 1 }]\n",
            "boards.toml: [board.Karn].hero space 3: unknown key(s) glow",
        ),
        (
            "[board.Karn]\nhero = [1, 2, { move = true }]\n",
            "boards.toml: [board.Karn].hero space 3: missing 'vp'",
        ),
        ("[board.Karn]\nleyline = 8\n", "[board.Karn].leyline: needs a list of 8 spaces"),
        ("board = 3\n", "boards.toml: [board] must be a table"),
    ],
)
def test_bad_board_tables_name_the_file_the_board_and_the_key(
    tmp_path: Path, extra: str, message: str
) -> None:
    text = (DATA / "boards.toml").read_text(encoding="utf-8")
    if extra.startswith("board ="):  # a top-level key: before the first table
        text = text.replace("boards = [", extra + "boards = [", 1)
        extra = ""
    (tmp_path / "boards.toml").write_text(text + "\n" + extra, encoding="utf-8")
    with pytest.raises(ComponentFileError) as err:
        load_components(tmp_path)
    assert message in str(err.value)


# ---------------------------------------------------------------- whose design, and which files


def test_the_shipped_set_says_it_is_a_stand_in() -> None:
    comp = shipped()
    assert comp.stand_in == list(FILES)
    assert comp.summary() == "stand-in components (Dominia's own design, not the printed game's)"
    assert comp.folder is None and comp.versions["map"] >= 1


def test_replaced_files_show_in_the_summary(tmp_path: Path) -> None:
    for stem in ("boards", "quests"):
        text = (DATA / f"{stem}.toml").read_text(encoding="utf-8")
        (tmp_path / f"{stem}.toml").write_text(text.replace('"stand-in"', '"official"', 1), encoding="utf-8")
    comp = load_components(tmp_path)
    assert comp.stand_in == ["map", "artifacts", "dominaria", "public_quests"]
    assert comp.summary() == (
        "official components, stand-in map, artifacts, dominaria, public_quests (Dominia's own design)"
    )
    for stem in FILES:
        text = (DATA / f"{stem}.toml").read_text(encoding="utf-8")
        (tmp_path / f"{stem}.toml").write_text(text.replace('"stand-in"', '"official"', 1), encoding="utf-8")
    assert load_components(tmp_path).summary() == "official components"


def test_the_fingerprint_follows_the_files_not_the_folder(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    copy = _copy(tmp_path / "a")
    assert load_components(copy).fingerprint == shipped().fingerprint  # the same bytes
    one_file = tmp_path / "b"
    one_file.mkdir()
    shutil.copy(DATA / "quests.toml", one_file / "quests.toml")
    assert load_components(one_file).fingerprint == shipped().fingerprint
    _edit(one_file / "quests.toml", "vp = 3", "vp = 4")
    changed = load_components(one_file)
    assert changed.fingerprint != shipped().fingerprint
    assert len(changed.fingerprint) == 16 and changed.folder == str(one_file)


# ---------------------------------------------------------------- a game keeps its components


def test_a_game_carries_the_fingerprint_and_refuses_other_files(tmp_path: Path) -> None:
    from dominia.core.errors import RecordError
    from dominia.core.record import GameRecord, replay
    from dominia.core.runner import run_game
    from dominia.games.dominaria.ai import make_ai
    from dominia.games.dominaria.game import DOMINARIA

    shutil.copy(DATA / "quests.toml", tmp_path / "quests.toml")
    _edit(tmp_path / "quests.toml", "vp = 3", "vp = 4")
    opts = DOMINARIA.normalize_options({"players": 2, "components": str(tmp_path)})
    assert opts["components_fingerprint"] == load_components(tmp_path).fingerprint
    assert DOMINARIA.normalize_options({"players": 2})["components_fingerprint"] == shipped().fingerprint
    record = GameRecord("dominaria", opts, 5, ["ai:random", "ai:random"])
    state = DOMINARIA.setup(opts, 5)
    run_game(DOMINARIA, state, [make_ai("random", 1), make_ai("random", 2)], record=record)
    assert DOMINARIA.snapshot(replay(record)) == DOMINARIA.snapshot(state)
    # the folder's files change: the record is refused, not replayed with other components
    _edit(tmp_path / "quests.toml", "vp = 4", "vp = 5")
    with pytest.raises(
        RecordError, match=r"other Heroes of Dominaria components \(fingerprint [0-9a-f]{16}\)"
    ):
        replay(record)
    with pytest.raises(InvalidOptions, match=re.escape(f"than the files in {tmp_path}")):
        DOMINARIA.setup(opts, 5)
    # and a game made with the shipped set is refused by a Dominia whose shipped set differs
    other = {**DOMINARIA.normalize_options({"players": 2}), "components_fingerprint": "0" * 16}
    with pytest.raises(InvalidOptions, match="than this Dominia's shipped components"):
        DOMINARIA.setup(other, 5)


@pytest.mark.parametrize("bad", ["abc", 12, "0123456789ABCDEF", "0123456789abcdeg"])
def test_a_malformed_fingerprint_is_refused(bad: object) -> None:
    from dominia.games.dominaria.game import DOMINARIA

    with pytest.raises(InvalidOptions, match="components_fingerprint must be 16 hex digits"):
        DOMINARIA.normalize_options({"players": 2, "components_fingerprint": bad})
