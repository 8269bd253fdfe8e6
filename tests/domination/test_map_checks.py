"""Missions and maps the original game reads in a way their text does not say are refused at
load with the file, the line and the reason (issue 13, item 7; docs/domination.md, "Missions").

The original checks a mission's parts in an if/else chain (RiskGame.checkPlayerWon): "occupy N"
with continents wins by one part or the other depending on how many territories the player
holds; "destroy player k" with continents wins by the continents while k is still in; an occupy
goal with 0 armies is skipped; continents after a first 0 are never looked at; an empty
continent is owned by everybody. No stock file has any of these, so the files here are made up.
"""

from __future__ import annotations

import pytest

from dominia.core.errors import InvalidOptions
from dominia.games.domination import rules
from dominia.games.domination.maps.fileformat import MapFormatError, parse_map
from dominia.games.domination.maps.model import (
    ANY_CONTINENT,
    Continent,
    GameMap,
    Mission,
    Territory,
    mission_problem,
)
from dominia.games.domination.options import normalize_options

from .helpers import TINY

MAP = """\
name Three
[files]
crd three.cards
[continents]
North 2 red
South 1 blue
[countries]
1 A 1 10 10
2 B 1 20 10
3 C 2 10 20
[borders]
1 2 3
2 1 3
3 1 2
"""


def cards(*missions: str) -> str:
    return "[cards]\nInfantry 1\nCavalry 2\nCannon 3\n[missions]\n" + "".join(f"{m}\n" for m in missions)


def load(*missions: str) -> GameMap:
    return parse_map(MAP, "three.map", cards(*missions), "three.cards")


GOOD = "0 0 0 1 0 0 Own the North."

REFUSED = [
    ("0 2 1 1 0 0 Hold 2 and the North.", "may not combine occupying territories with owning continents"),
    ("0 2 1 * 0 0 Hold 2 and a continent.", "may not combine occupying territories with owning continents"),
    ("2 0 0 1 0 0 Destroy PLAYER2, or the North.", "may not combine destroying a player with owning"),
    ("2 0 0 * 0 0 Destroy PLAYER2, or own one.", "may not combine destroying a player with owning"),
    ("0 2 0 0 0 0 Hold 2.", "occupying 2 territories needs min-armies of 1 or more"),
    ("0 0 0 0 0 0 Nothing.", "the mission asks for nothing"),
    ("0 0 5 0 0 0 Five armies where?", "the mission asks for nothing"),
    ("0 0 0 0 2 0 Own the South.", "mission continent 1 is 0 but a later one is given"),
    ("0 0 0 0 0 * Own three.", "mission continent 1 is 0 but a later one is given"),
]


@pytest.mark.parametrize(("line", "reason"), REFUSED, ids=[r[0] for r in REFUSED])
def test_missions_whose_parts_the_original_reads_otherwise_are_refused_with_file_and_line(
    line: str, reason: str
) -> None:
    with pytest.raises(MapFormatError) as err:
        load(GOOD, line)
    assert err.value.file == "three.cards"
    assert err.value.line == 7  # [cards], 3 cards, [missions], the good one, then this one
    assert reason in err.value.reason
    assert str(err.value).startswith("three.cards:7: ")


def test_the_missions_every_map_uses_still_load() -> None:
    m = load(
        "0 0 0 1 2 0 Own the North and the South.",
        "0 0 0 1 * 0 Own the North and one more.",
        "0 0 0 * 0 0 Own any continent.",
        "0 2 2 0 0 0 Hold 2 territories with 2 armies each.",
        "3 2 1 0 0 0 Destroy PLAYER3, else hold 2.",
        "3 0 0 0 0 0 Destroy PLAYER3.",
        "0 0 4 1 0 0 Own the North (the armies count only with territories).",
    )
    assert [x.continents for x in m.missions] == [
        (0, 1),
        (0, ANY_CONTINENT),
        (ANY_CONTINENT,),
        (),
        (),
        (),
        (0,),
    ]
    assert m.missions[4] == Mission(3, 2, 1, (), "Destroy PLAYER3, else hold 2.")
    assert m.problems == ()


def test_an_empty_continent_is_refused_at_load() -> None:
    text = MAP.replace("South 1 blue\n", "South 1 blue\nNowhere 5 green\n")
    with pytest.raises(MapFormatError) as err:
        parse_map(text, "three.map", cards(GOOD), "three.cards")
    assert (err.value.file, err.value.line) == ("three.map", 7)
    assert err.value.reason == "continent 3 (Nowhere) has no countries"


# ---------------------------------------------------------------- maps made in code


def game_on(gmap: GameMap, **options: object):
    return rules.new_state(normalize_options({"map": gmap.name, **options}), 1, gmap)


def test_a_map_made_in_code_with_an_empty_continent_cannot_start_a_game() -> None:
    empty = GameMap(
        name="hollow",
        title="Hollow",
        continents=(*TINY.continents, Continent("Atlantis", 9, "#000000")),
        territories=TINY.territories,
        borders=TINY.borders,
        cards=TINY.cards,
    )
    assert tuple(map(str, empty.problems)) == ("continent 4 (Atlantis) has no territories",)
    with pytest.raises(InvalidOptions, match=r"the map 'hollow' cannot be played: continent 4 \(Atlantis\)"):
        game_on(empty)


def test_a_map_made_in_code_with_a_mixed_mission_cannot_start_a_game() -> None:
    mixed = Mission(None, 3, 1, (0,), "Hold 3 and the North.")
    gmap = GameMap(
        name="mixed",
        title="Mixed",
        continents=TINY.continents,
        territories=TINY.territories,
        borders=TINY.borders,
        cards=TINY.cards,
        missions=(*TINY.missions, mixed),
    )
    assert len(gmap.problems) == 1 and str(gmap.problems[0]).startswith(
        "mission 8 ('Hold 3 and the North.'): "
    )
    with pytest.raises(InvalidOptions, match="may not combine occupying territories with owning continents"):
        game_on(gmap, mode="mission")
    assert TINY.problems == ()


def test_a_mission_naming_a_continent_the_map_lacks_is_a_problem() -> None:
    assert str(mission_problem(Mission(None, 0, 0, (7,), "Own the 8th."), 3)) == (
        "the mission names continent 8, but the map has continents 1..3"
    )
    assert mission_problem(Mission(None, 0, 0, (2, ANY_CONTINENT), "Own the 3rd and one more."), 3) is None


def test_territories_of_a_code_made_map_all_in_one_continent_are_fine() -> None:
    one = GameMap(
        name="one",
        title="One",
        continents=(Continent("All", 1, "#ffffff"),),
        territories=tuple(Territory(n, 0, i, 0) for i, n in enumerate("XY")),
        borders=((1,), (0,)),
    )
    assert one.problems == ()
    assert game_on(one).phase == "claim"
