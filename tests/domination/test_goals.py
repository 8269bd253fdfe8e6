"""The status bar's goals (issue 15): each seat's own mission with its progress, the capitals,
the world; counted as the rules count a win, in the reader's words, and never another's mission."""

from __future__ import annotations

from typing import Any

import pytest

from dominia.core.game import get_game
from dominia.core.i18n import Translator
from dominia.games.domination.goals import goal_lines
from dominia.games.domination.rules import mission_complete
from dominia.games.domination.state import DominationState
from dominia.games.domination.view import DominationView
from dominia.server.protocol import state_frame

GAME = get_game("domination")
SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}, {"kind": "human", "name": "Cy"}]
# classic map: 0 North America (9), 1 South America (4), 2 Europe (7), 3 Africa (6), 4 Asia (12),
# 5 Australia (4); missions 1: Asia and Africa, 4: Europe, South America and one more,
# 6: 18 territories with 2 armies, 7: 24 territories, 9: destroy player 2 (else 24 territories)


def state(mode: str = "mission", players: int = 3, **extra: Any) -> DominationState:
    opts = GAME.normalize_options({"players": players, "mode": mode, "auto_place": True, **extra})
    g = GAME.setup(opts, 5)
    while GAME.pending(g) is not None and GAME.pending(g).kind in ("capital",):
        d = GAME.pending(g)
        GAME.apply(g, d.seat, d.choices[0].id)
    return g


def give(g: DominationState, seat: int, territories: list[int], armies: int = 1) -> None:
    for t in territories:
        g.owner[t] = seat
        g.armies[t] = armies


def continent(g: DominationState, c: int) -> list[int]:
    return list(g.map.continent_members[c])


def words(g: DominationState, seat: int | None, lang: str = "en") -> list[str]:
    tr = Translator(lang, ("dominia.games.domination",)).with_players(["Ann", "Bob", "Cy"])
    return [tr(m) for m in goal_lines(DominationView(g, seat))]


def test_holding_territories_counts_as_the_rules_do():
    g = state()
    g.missions[0] = 7  # 24 territories
    give(g, 1, list(range(42)))
    give(g, 0, list(range(14)))
    assert words(g, 0) == ["24 territories: 14/24"]
    give(g, 0, list(range(24)))
    assert words(g, 0) == ["24 territories: 24/24"] and mission_complete(g, 0)
    g.missions[0] = 6  # 18 with at least 2 armies each: those with 1 do not count
    give(g, 0, list(range(10)), armies=2)
    assert words(g, 0) == ["18 territories with 2+ armies: 10/18"] and not mission_complete(g, 0)
    assert words(g, 0, "uk") == ["18 країн з 2+ арміями: 10/18"]


def test_continents_and_one_more_of_your_choice():
    g = state()
    g.missions[0] = 1  # Asia and Africa
    give(g, 1, list(range(42)))
    give(g, 0, continent(g, 3))
    assert words(g, 0) == ["Asia and Africa: 1/2"]
    assert words(g, 0, "ru") == ["Азия и Африка: 1/2"]
    g.missions[0] = 4  # Europe, South America and one more
    give(g, 0, continent(g, 2))  # Europe, and Africa counts as the one more
    assert words(g, 0) == ["Europe and South America + 1 more: 2/3"]
    give(g, 0, continent(g, 1))
    assert words(g, 0) == ["Europe and South America + 1 more: 3/3"] and mission_complete(g, 0)


def test_destroying_a_player_then_the_territories_instead():
    g = state()
    g.missions[0] = 9  # destroy player 2 (Bob)
    give(g, 2, list(range(42)))
    give(g, 1, [0, 1, 2])
    # by the colour's armies, as the mission says, then the player's name
    assert words(g, 0) == ["destroy the blue armies (Bob): 3 territories left"]
    assert words(g, 0, "uk") == ["знищити сині армії (Bob): лишилося 3 країни"]
    assert words(g, 0, "ru") == ["уничтожить синие армии (Bob): осталось 3 территории"]
    g.options["colours"] = ["red", "yellow", "green"]  # the colours the seats chose
    assert words(g, 0) == ["destroy the yellow armies (Bob): 3 territories left"]
    # another player destroyed Bob first: the 24 territories count instead (the rules)
    give(g, 2, [0, 1, 2])
    g.alive[1], g.killer[1] = False, 2
    give(g, 0, list(range(5)))
    assert words(g, 0) == ["24 territories: 5/24"]
    # Bob's own mission to destroy himself: the territories too
    g.missions[1] = 9
    assert words(g, 1) == ["24 territories: 0/24"]


def test_the_world_the_capitals_and_a_turn_limit():
    g = state("domination", players=2, turn_limit=30)
    give(g, 1, list(range(42)))
    give(g, 0, list(range(17)))
    assert words(g, 0) == ["every territory: 17/42", f"round {g.round} of 30 (then the most territories win)"]
    g = state("capital", players=2)
    mine, theirs = g.capitals
    assert mine is not None and theirs is not None
    give(g, 0, [mine], armies=4)
    assert words(g, 0)[:2] == [
        "capitals held: 1/2",
        f"your capital {g.map.territories[mine].name} holds (4 armies)",
    ]
    give(g, 1, [mine])
    assert words(g, 0)[1] == f"your capital {g.map.territories[mine].name} was taken by Bob"
    assert words(g, 0)[0] == "capitals held: 0/2"


def test_a_mission_is_its_seats_alone_in_the_frames():
    g = state()
    g.missions[0], g.missions[1], g.missions[2] = 1, 9, 7
    frames = {s: state_frame(GAME, g, s, game_id="x", version=1, seats=SEATS) for s in (0, 1, 2, None)}
    assert frames[0]["words"]["goals"] == ["Asia and Africa: 0/2"]
    assert frames[1]["words"]["goals"][0].startswith("24 territories: ")  # Bob's own: the territories
    assert frames[2]["words"]["goals"][0].startswith("24 territories: ")
    assert frames[None]["words"].get("goals", []) == []
    for s in (1, 2, None):
        assert "Asia and Africa" not in str(frames[s]["words"])
    assert "destroy" not in str(frames[0]["words"]) and "destroy" not in str(frames[2]["words"])


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "hu"])
def test_every_goal_reads_in_every_language(lang):
    g = state()
    for m in (1, 4, 6, 7, 9):
        g.missions[0] = m
        out = words(g, 0, lang)
        assert out and all(x and "{" not in x and "web-goal" not in x for x in out), out
