"""Setting up a Domination game: starting armies, claiming, automatic placement,
Mission and Capital set-ups, and the options that make (or refuse to make) a game."""

from __future__ import annotations

from collections import Counter

import pytest

from dominia.core.errors import IllegalChoice, InvalidOptions, UnknownName
from dominia.games.domination import rules
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.maps.library import get_map
from dominia.games.domination.maps.model import GameMap, Mission
from dominia.games.domination.options import DEFAULTS, normalize_options, starting_armies, with_seat_defaults
from dominia.games.domination.state import CAPITAL, CLAIM, OVER, PLACE, SETUP_PLACE

from .helpers import M_KILL_P3, M_KILL_P5, TINY, act, ids, kind, play_first


def new(gmap: GameMap = TINY, seed: int = 1, **options: object):
    return rules.new_state(normalize_options({"map": gmap.name, **options}), seed, gmap)


def per_seat_armies(g) -> list[int]:
    return [sum(a for a, o in zip(g.armies, g.owner, strict=True) if o == s) for s in range(g.n)]


def per_seat_territories(g) -> list[int]:
    return [g.owner.count(s) for s in range(g.n)]


# ---------------------------------------------------------------- starting armies


@pytest.mark.parametrize(("players", "armies"), [(2, 40), (3, 35), (4, 30), (5, 25), (6, 20)])
def test_the_rule_books_starting_armies_on_the_classic_map(players: int, armies: int) -> None:
    assert starting_armies(players, 42) == armies
    g = DOMINATION.setup({"players": players}, 3)
    assert g.phase == CLAIM
    assert g.to_place == [armies] * players
    # ... and every one of them ends up on the board.
    auto = DOMINATION.setup({"players": players, "auto_place": True}, 3)
    assert per_seat_armies(auto) == [armies] * players


@pytest.mark.parametrize(("name", "per_army"), [("duel", 2), ("grand", 9)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_other_maps_scale_the_starting_armies(name: str, per_army: int, players: int) -> None:
    # (10 - players) * round(0.12 * territories): duel has 14 territories, grand 76.
    size = len(get_map(name).territories)
    assert per_army == round(0.12 * size)
    g = DOMINATION.setup({"players": players, "map": name, "auto_place": True}, 5)
    assert per_seat_armies(g) == [(10 - players) * per_army] * players


def test_a_tiny_map_still_gives_armies() -> None:
    # round(0.12 * 6) = 1 army per "step": 8 each for two players.
    assert starting_armies(2, 6) == 8
    assert starting_armies(2, 2) == 8  # never zero, even on a two-territory map


# ---------------------------------------------------------------- claiming by hand


def test_claiming_goes_round_the_table_one_army_at_a_time() -> None:
    g = new(players=3, first_player="seat1")
    seen = []
    while g.phase == CLAIM:
        assert kind(g) == "claim"
        free = [f"claim:{t.name}" for i, t in enumerate(TINY.territories) if g.owner[i] < 0]
        assert ids(g) == free  # only unoccupied territories
        seat = g.decision.seat
        seen.append(seat)
        before = g.to_place[seat]
        act(g, free[-1])
        assert g.to_place[seat] == before - 1
    assert seen == [0, 1, 2, 0, 1, 2]
    assert per_seat_territories(g) == [2, 2, 2]
    assert g.armies == [1] * 6


def test_an_occupied_territory_cannot_be_claimed() -> None:
    g = new(players=2)
    act(g, "claim:A")
    with pytest.raises(IllegalChoice):
        DOMINATION.apply(g, 1, "claim:A")
    with pytest.raises(IllegalChoice):  # and placing is not yet allowed
        DOMINATION.apply(g, 1, "place:A")


def test_after_claiming_players_reinforce_one_army_at_a_time_in_turn_order() -> None:
    # 4 players on 6 territories, 6 armies each: seats 0 and 1 claim two territories,
    # seats 2 and 3 one, so 2 and 3 still have armies after 0 and 1 are done.
    g = new(players=4, first_player="seat1")
    assert g.to_place == [6, 6, 6, 6]
    act(g, "claim:A", "claim:B", "claim:C", "claim:D", "claim:E", "claim:F")
    assert g.to_place == [4, 4, 5, 5]
    assert g.phase == SETUP_PLACE
    order = []
    while g.phase == SETUP_PLACE:
        assert kind(g) == "place"
        seat = g.decision.seat
        mine = [f"place:{n}" for i, n in enumerate(TINY.names) if g.owner[i] == seat]
        assert ids(g) == [*mine, "random"]  # own territories only, one army each time (or the rest at random)
        order.append(seat)
        before = sum(g.armies)
        act(g, mine[0])
        assert sum(g.armies) == before + 1
    # The claim that filled the map was seat 1's, so seat 2 goes next.
    assert order == [2, 3, 0, 1] * 4 + [2, 3]
    assert per_seat_armies(g) == [6, 6, 6, 6]
    # Then the first turn: seat 1 (seat 0 in the code) places its reinforcements.
    assert g.phase == PLACE and g.current == 0 and g.turn == 1
    assert g.reinforcements == 3


def test_placing_on_another_players_territory_is_refused() -> None:
    g = new(players=2, first_player="seat1")
    act(g, "claim:A", "claim:B", "claim:C", "claim:D", "claim:E", "claim:F")
    assert g.decision.seat == 0
    with pytest.raises(IllegalChoice):
        DOMINATION.apply(g, 0, "place:B")  # seat 1's


# ---------------------------------------------------------------- automatic placement


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_automatic_placement_deals_territories_and_places_every_army(players: int) -> None:
    start = starting_armies(players, 42)
    g = DOMINATION.setup({"players": players, "auto_place": True, "first_player": "seat1"}, 11)
    assert all(o >= 0 for o in g.owner)
    counts = per_seat_territories(g)
    assert max(counts) - min(counts) <= 1 and sum(counts) == 42
    assert per_seat_armies(g) == [start] * players
    assert g.to_place == [0] * players
    assert g.phase == PLACE and g.current == 0 and g.turn == 1


def test_automatic_placement_is_random_but_seeded() -> None:
    deals = {tuple(DOMINATION.setup({"auto_place": True}, seed).owner) for seed in range(6)}
    assert len(deals) == 6
    a = DOMINATION.setup({"auto_place": True}, 4)
    b = DOMINATION.setup({"auto_place": True}, 4)
    assert (a.owner, a.armies) == (b.owner, b.armies)


# ---------------------------------------------------------------- Mission mode


def test_mission_mode_deals_territories_at_random_then_players_place() -> None:
    g = DOMINATION.setup({"players": 3, "mode": "mission", "first_player": "seat1"}, 2)
    assert all(o >= 0 for o in g.owner)
    assert per_seat_territories(g) == [14, 14, 14]
    assert g.phase == SETUP_PLACE and g.decision.seat == 0
    assert g.to_place == [35 - 14] * 3
    for seat in (0, 1, 2, 0):  # one army at a time, in turn order
        assert kind(g) == "place" and g.decision.seat == seat
        act(g, ids(g)[0])
    deals = {tuple(DOMINATION.setup({"players": 3, "mode": "mission"}, s).owner) for s in range(5)}
    assert len(deals) == 5
    play_first(g, "place_count")  # through the setup placement into the first turn
    assert per_seat_armies(g)[1:] == [35, 35]
    assert g.turn == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_mission_mode_deals_distinct_missions_to_everybody(players: int) -> None:
    for seed in range(40):
        g = DOMINATION.setup({"players": players, "mode": "mission"}, seed)
        assert None not in g.missions
        assert len(set(g.missions)) == players
        for m in g.missions:
            target = g.map.missions[m].target_player
            assert target is None or target <= players, (seed, m)


def test_missions_against_absent_players_are_never_dealt() -> None:
    dealt: Counter[int] = Counter()
    for seed in range(300):
        g = new(players=2, mode="mission", seed=seed)
        dealt.update(g.missions)
    assert M_KILL_P3 not in dealt and M_KILL_P5 not in dealt
    # Every usable mission does get dealt (so the deal is not just the first two).
    assert set(dealt) == {0, 1, 3, 4, 5}
    g = new(players=3, mode="mission", seed=0)
    assert M_KILL_P5 not in g.missions


def test_too_few_usable_missions_is_an_options_error() -> None:
    only_far = GameMap(
        name="far",
        title="Far",
        continents=TINY.continents,
        territories=TINY.territories,
        borders=TINY.borders,
        cards=TINY.cards,
        missions=(Mission(5, 4, 1, (), "x"), Mission(6, 4, 1, (), "y"), Mission(None, 3, 1, (), "z")),
    )
    with pytest.raises(InvalidOptions, match="1 usable missions for 2 players"):
        new(only_far, players=2, mode="mission")


def test_mission_mode_with_automatic_placement_starts_the_first_turn() -> None:
    g = DOMINATION.setup({"players": 4, "mode": "mission", "auto_place": True, "first_player": "seat1"}, 9)
    assert per_seat_armies(g) == [30] * 4
    assert g.phase == PLACE and g.current == 0
    assert len(set(g.missions)) == 4


# ---------------------------------------------------------------- Capital mode


def test_capital_mode_asks_each_player_for_a_capital_after_placement() -> None:
    g = new(players=3, mode="capital", first_player="seat1")
    play_first(g, "capital")
    assert g.phase == CAPITAL
    assert g.to_place == [0, 0, 0]  # every army is placed first
    for seat in range(3):
        assert kind(g) == "capital" and g.decision.seat == seat
        mine = [f"capital:{n}" for i, n in enumerate(TINY.names) if g.owner[i] == seat]
        assert ids(g) == mine  # own territories only
        theirs = next(n for i, n in enumerate(TINY.names) if g.owner[i] != seat)
        with pytest.raises(IllegalChoice):
            DOMINATION.apply(g, seat, f"capital:{theirs}")
        act(g, mine[-1])
        assert g.capitals[seat] == TINY.index_of[mine[-1][8:]]
    assert g.phase == PLACE and g.current == 0 and g.turn == 1


def test_capital_mode_with_automatic_placement() -> None:
    g = DOMINATION.setup({"players": 2, "mode": "capital", "auto_place": True, "first_player": "seat1"}, 1)
    assert g.phase == CAPITAL and g.decision.seat == 0
    assert per_seat_armies(g) == [40, 40]
    act(g, ids(g)[0])
    act(g, ids(g)[0])
    assert None not in g.capitals
    assert g.phase == PLACE and g.current == 0


def test_no_capitals_outside_capital_mode() -> None:
    g = new(players=2)
    play_first(g, "place_count")
    assert g.capitals == [None, None]
    assert g.missions == [None, None]


# ---------------------------------------------------------------- options


def test_defaults() -> None:
    # colours not given: the usual ones in seat order (test_colours.py)
    assert normalize_options({}) == {**DEFAULTS, "colours": ["red", "blue"]}
    assert DEFAULTS["turn_limit"] == 0 and DEFAULTS["auto_defence"] is True


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 1}, "2 to 6 players, not 1"),
        ({"players": 7}, "2 to 6 players, not 7"),
        ({"players": "3"}, "2 to 6 players, not '3'"),
        ({"players": True}, "2 to 6 players, not True"),
        ({"players": 2.0}, "2 to 6 players"),
        ({"map": ""}, "map must be a map name or a path"),
        ({"map": 3}, "map must be a map name or a path"),
        ({"mode": "conquest"}, "unknown mode 'conquest'; modes: domination, capital, mission"),
        ({"cards": "fixd"}, "unknown card rule 'fixd'; rules: increasing, fixed, italian"),
        ({"recycle": "yes"}, "recycle must be true or false, not 'yes'"),
        ({"auto_place": 1}, "auto_place must be true or false, not 1"),
        ({"auto_deal": "yes"}, "auto_deal must be true or false, not 'yes'"),
        ({"first_player": "seat2"}, "first_player must be one of random, seat1, not 'seat2'"),
        ({"first_player": 0}, "first_player must be one of random, seat1, not 0"),
        ({"auto_defence": None}, "auto_defence must be true or false"),
        ({"continue_after_win": "no"}, "continue_after_win must be true or false"),
        ({"turn_limit": -1}, "turn_limit must be a whole number of rounds"),
        ({"turn_limit": 2.5}, "turn_limit must be a whole number of rounds"),
        ({"turn_limit": False}, "turn_limit must be a whole number of rounds"),
        ({"colour": "red"}, "unknown Domination option.*colour"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(options: dict, message: str) -> None:
    with pytest.raises(InvalidOptions, match=message):
        normalize_options(options)
    with pytest.raises(InvalidOptions, match=message):
        DOMINATION.setup(options, 1)


def test_options_must_be_a_mapping() -> None:
    with pytest.raises(InvalidOptions, match="mapping"):
        normalize_options([("players", 2)])  # type: ignore[arg-type]


def test_an_unknown_map_is_an_unknown_name_with_suggestions(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("DOMINIA_DATA", str(tmp_path))  # no user maps
    with pytest.raises(UnknownName) as err:
        DOMINATION.normalize_options({"map": "clasic"})
    assert err.value.what == "map" and "classic" in err.value.suggestions
    assert "did you mean: classic" in str(err.value)
    with pytest.raises(UnknownName):
        DOMINATION.setup({"map": "atlantis"}, 1)
    with pytest.raises(InvalidOptions, match="no map file"):
        DOMINATION.normalize_options({"map": str(tmp_path / "missing.map")})


def test_more_players_than_territories_is_refused() -> None:
    two = GameMap(
        name="two",
        title="Two",
        continents=TINY.continents[:1],
        territories=TINY.territories[:2],
        borders=((1,), (0,)),
    )
    with pytest.raises(InvalidOptions, match="too few for 3 players"):
        new(two, players=3)
    g = new(two, players=2)
    assert g.phase == CLAIM


# ---------------------------------------------------------------- who plays first


def quiet_turn(g) -> None:
    """Place the reinforcements, attack nothing, fortify nothing."""
    while kind(g) in ("place", "place_count"):
        act(g, ids(g)[0])
    act(g, "done", "done")


def seed_with_first(first: int, players: int, **options: object) -> int:
    """The first seed (from 1) whose random draw makes `first` the first player."""
    return next(s for s in range(1, 500) if new(players=players, seed=s, **options).first == first)


def test_the_first_player_is_drawn_from_the_seed() -> None:
    # The book: "Порядок гравців випадковий". Every seat starts some games, the same seed
    # always the same one.
    firsts = [DOMINATION.setup({"players": 4}, seed).first for seed in range(60)]
    assert set(firsts) == {0, 1, 2, 3}
    assert firsts == [DOMINATION.setup({"players": 4}, seed).first for seed in range(60)]
    for seed in range(20):
        g = DOMINATION.setup({"players": 4}, seed)
        assert g.phase == CLAIM and g.decision.seat == g.first


def test_seat_order_only_when_asked() -> None:
    assert DEFAULTS["first_player"] == "random"
    for seed in range(20):
        g = DOMINATION.setup({"players": 4, "first_player": "seat1"}, seed)
        assert g.first == 0 and g.decision.seat == 0


def test_a_drawn_first_player_claims_places_and_plays_first_round_after_round() -> None:
    g = new(players=3, seed=seed_with_first(2, 3))
    assert g.first == 2
    claims = []
    while g.phase == CLAIM:
        claims.append(g.decision.seat)
        act(g, ids(g)[0])
    assert claims == [2, 0, 1, 2, 0, 1]
    places = []
    while g.phase == SETUP_PLACE:
        places.append(g.decision.seat)
        act(g, ids(g)[0])
    assert places == [2, 0, 1] * 5  # 7 armies each, 2 of them claims
    assert g.phase == PLACE and g.current == 2 and g.turn == 1 and g.round == 1
    turns = [(g.current, g.round)]
    for _ in range(6):
        quiet_turn(g)
        turns.append((g.current, g.round))
    # A round begins each time play comes back to the first player, not to seat 1.
    assert turns == [(2, 1), (0, 1), (1, 1), (2, 2), (0, 2), (1, 2), (2, 3)]


def test_the_turn_limit_counts_rounds_from_the_first_player() -> None:
    g = new(players=3, seed=seed_with_first(1, 3), auto_place=True, turn_limit=1)
    assert g.first == 1 and g.current == 1
    seats = []
    while g.phase != OVER:
        seats.append(g.current)
        quiet_turn(g)
    assert seats == [1, 2, 0]  # one whole round: every seat played once


def test_capitals_are_chosen_in_turn_order_from_the_first_player() -> None:
    g = new(players=3, mode="capital", seed=seed_with_first(1, 3, mode="capital"))
    play_first(g, "capital")
    chosen = []
    while g.phase == CAPITAL:
        chosen.append(g.decision.seat)
        act(g, ids(g)[0])
    assert chosen == [1, 2, 0]
    assert g.phase == PLACE and g.current == 1 and g.turn == 1


def test_the_view_and_the_log_say_who_plays_first() -> None:
    g = DOMINATION.setup({"players": 3, "map": "duel"}, seed_with_first(2, 3))
    v = DOMINATION.view(g, 0)
    assert v.first_player == 2 and v.turn_order == [2, 0, 1]
    data = v.to_dict()
    assert data["first_player"] == 2 and data["turn_order"] == [2, 0, 1]
    first = [e for e in v.events() if e.kind == "first_player"]
    assert len(first) == 1 and first[0].seat == 2
    assert first[0].data == {"order": [2, 0, 1], "drawn": True}
    seat1 = DOMINATION.setup({"players": 3, "map": "duel", "first_player": "seat1"}, 1)
    assert [e.data for e in seat1.events if e.kind == "first_player"] == [
        {"order": [0, 1, 2], "drawn": False}
    ]


# ---------------------------------------------------------------- dealt, then placed by each seat


def test_auto_deal_deals_the_territories_and_every_seat_places_the_rest() -> None:
    g = new(players=3, auto_deal=True, first_player="seat1")
    assert all(o >= 0 for o in g.owner) and g.armies == [1] * 6
    assert per_seat_territories(g) == [2, 2, 2]
    assert g.phase == SETUP_PLACE and kind(g) == "place" and g.to_place == [5, 5, 5]
    order = []
    while g.phase == SETUP_PLACE:
        seat = g.decision.seat
        order.append(seat)
        assert ids(g) == [*(f"place:{n}" for i, n in enumerate(TINY.names) if g.owner[i] == seat), "random"]
        act(g, ids(g)[-2])
    assert order == [0, 1, 2] * 5
    assert per_seat_armies(g) == [7, 7, 7]
    assert g.phase == PLACE and g.current == 0 and g.turn == 1


def test_the_deal_starts_with_the_first_player_and_placing_goes_on_after_the_last_dealt() -> None:
    # 6 territories for 4 players: the first two in turn order get two.
    g = new(players=4, auto_deal=True, seed=seed_with_first(3, 4, auto_deal=True))
    assert g.first == 3
    assert per_seat_territories(g) == [2, 1, 1, 2]
    claims = [e.seat for e in g.events if e.kind == "claim"]
    assert claims == [3, 0, 1, 2, 3, 0]
    # The last territory went to seat 0 (index): seat 1 places first, seat 0 last.
    assert g.decision.seat == 1 and g.to_place == [4, 5, 5, 4]
    order = []
    while g.phase == SETUP_PLACE:
        order.append(g.decision.seat)
        act(g, ids(g)[0])
    assert order == [1, 2, 3, 0] * 4 + [1, 2]
    assert g.phase == PLACE and g.current == 3  # the first player plays first


def test_auto_place_places_everything_and_wins_over_auto_deal() -> None:
    both = new(players=3, auto_deal=True, auto_place=True)
    assert both.to_place == [0, 0, 0] and both.phase == PLACE
    assert per_seat_armies(both) == [7, 7, 7]
    alone = new(players=3, auto_place=True)
    assert (alone.owner, alone.armies) == (both.owner, both.armies)


def test_mission_mode_is_always_dealt() -> None:
    dealt = new(players=2, mode="mission", seed=4)
    also = new(players=2, mode="mission", auto_deal=True, seed=4)
    assert dealt.phase == also.phase == SETUP_PLACE
    assert (dealt.owner, dealt.missions) == (also.owner, also.missions)


def test_only_ais_at_the_table_are_dealt_by_default() -> None:
    assert with_seat_defaults({}, bots_only=True) == {"auto_deal": True}
    assert with_seat_defaults({}, bots_only=False) == {}
    assert with_seat_defaults({"auto_deal": False}, bots_only=True) == {"auto_deal": False}
    assert with_seat_defaults({"auto_place": True}, bots_only=True) == {"auto_place": True}
    assert with_seat_defaults([("players", 2)], bots_only=True) == [("players", 2)]  # refused later
    assert DEFAULTS["auto_deal"] is False  # claiming stays the rule book's default


# ---------------------------------------------------------------- a capital's card


def test_a_chosen_capitals_card_leaves_the_deck() -> None:
    g = new(players=2, mode="capital", first_player="seat1", auto_place=True)
    assert g.phase == CAPITAL and len(g.deck) == len(TINY.cards)
    mine = ids(g)[0]
    t = TINY.index_of[mine[8:]]
    cards = [c for c, card in enumerate(TINY.cards) if card.territory == t]
    assert cards
    act(g, mine)
    assert not set(cards) & set(g.deck) and len(g.deck) == len(TINY.cards) - len(cards)
    capital = next(e for e in g.events if e.kind == "capital")
    assert capital.data["removed"] == len(cards)
    act(g, ids(g)[0])
    gone = {c for c, card in enumerate(TINY.cards) if card.territory in g.capitals}
    assert not gone & set(g.deck) and len(g.deck) == len(TINY.cards) - len(gone)
    # Nobody ever draws one: play on, and no hand or traded pile ever holds a capital's card.
    for _ in range(3000):
        if g.decision is None:
            break
        act(g, ids(g)[0] if g.decision.kind != "attack" or len(ids(g)) == 1 else ids(g)[-2])
        held = {c for h in g.hands for c in h} | set(g.used) | set(g.deck)
        assert not gone & held
