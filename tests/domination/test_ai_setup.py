"""The Domination AIs' set-up: claims by continent rank (complete or block a continent, a
foothold in the best ones for the first player) and set-up armies placed by the attack
planner, gathered in a few stacks rather than spread along the front."""

from __future__ import annotations

from typing import Any

import pytest

from dominia.games.domination import rules
from dominia.games.domination.ai import make_ai
from dominia.games.domination.ai.mapinfo import info_for
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.maps.library import get_map
from dominia.games.domination.options import normalize_options, starting_armies
from dominia.games.domination.state import CLAIM, SETUP_PLACE

from .helpers import act
from .test_ai import answer, pit_map

CLASSIC = get_map("classic")
AUSTRALIA = ("Indonesia", "New Guinea", "Western Australia", "Eastern Australia")


def claiming(players: int = 2) -> Any:
    opts = normalize_options({"players": players, "map": "classic", "first_player": "seat1"})
    return rules.new_state(opts, 1, CLASSIC)


def continent_of(name: str) -> int:
    return CLASSIC.territories[CLASSIC.index_of[name]].continent


def test_small_continents_with_one_way_in_rank_first() -> None:
    info = info_for(CLASSIC)
    best = max(range(info.n_cont), key=lambda c: info.rank[c])
    assert best == continent_of("Indonesia")
    # South America (two ways in) ahead of Africa and Europe (many)
    assert info.rank[continent_of("Brazil")] > info.rank[continent_of("Egypt")]
    assert info.rank[continent_of("Brazil")] > info.rank[continent_of("Ukraine")]


def test_a_continent_with_no_way_out_ranks_nothing() -> None:
    info = info_for(pit_map())
    assert info.rank[2] == 0.0 and info.rank[0] > 0.0


@pytest.mark.parametrize("name", ["easy", "average", "hard"])
def test_the_first_player_claims_a_foothold_in_the_best_continent(name: str) -> None:
    g = claiming()
    assert g.phase == CLAIM and g.current == 0
    # easy and average claim at random only with `random_claim` (none by default)
    assert answer(g, name)[6:] in AUSTRALIA


def test_claims_block_a_continent_the_opponent_would_complete() -> None:
    g = claiming()
    act(
        g,
        "claim:Alaska",
        "claim:Eastern Australia",
        "claim:Kamchatka",
        "claim:Western Australia",
        "claim:Greenland",
        "claim:New Guinea",
    )
    assert g.current == 0
    assert answer(g) == "claim:Indonesia"


def test_the_second_player_stays_next_to_its_own() -> None:
    # no foothold hunting for the player who moves second: it builds where it already is
    g = claiming()
    act(g, "claim:Alaska", "claim:Brazil", "claim:Kamchatka")
    assert g.current == 1
    ch = answer(g)[6:]
    assert continent_of(ch) == continent_of("Brazil"), ch


def test_setup_armies_gather_in_one_stack() -> None:
    g = claiming()
    agents = [make_ai("hard", 5), make_ai("hard", 6)]
    while g.phase in (CLAIM, SETUP_PLACE):
        d = g.decision
        DOMINATION.apply(g, d.seat, agents[d.seat].choose(DOMINATION.view(g, d.seat), d))
    placed = starting_armies(2, len(CLASSIC.territories)) - len(CLASSIC.territories) // 2
    for seat in (0, 1):
        stacks = sorted((a - 1 for a, o in zip(g.armies, g.owner, strict=True) if o == seat), reverse=True)
        # two stacks hold most of what was placed after the claims (spread along the front,
        # as the AI placed before, the first player's two biggest held 11 of 19, the second's 7)
        assert stacks[0] + stacks[1] >= 0.6 * placed, (seat, stacks, placed)
