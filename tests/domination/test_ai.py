"""The Domination AIs: they finish every kind of game on every map (and on odd graphs)
without a turn limit, deterministically, and they play sensibly in constructed positions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dominia.core.agent import Agent
from dominia.core.errors import UnknownName
from dominia.core.game import Outcome
from dominia.core.rng import Rng
from dominia.core.runner import run_game
from dominia.games.domination import rules
from dominia.games.domination.ai import ai_names, describe, make_ai
from dominia.games.domination.ai.battlestats import stats
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.maps.library import get_map
from dominia.games.domination.maps.model import (
    ARTILLERY,
    CAVALRY,
    INFANTRY,
    WILDCARD,
    Card,
    Continent,
    GameMap,
    Mission,
    Territory,
)
from dominia.games.domination.odds import battle
from dominia.games.domination.options import normalize_options
from dominia.games.domination.state import ATTACK, BATTLE, CAPITAL, FORTIFY, PLACE

from .helpers import act, position, rig

LEVELS = ["random", "easy", "average", "hard"]
PLANNERS = ["easy", "average", "hard"]
MODES = ["domination", "capital", "mission"]
CARD_RULES = ["increasing", "fixed", "italian"]
SHARED = Path(__file__).resolve().parents[3] / "shared" / "maps"
MAX_STEPS = 60_000  # decisions: far more than any game takes (a few thousand at most)

CLASSIC = get_map("classic")


def slips(agent: Agent) -> int:
    return int(getattr(agent, "slips", 0))


def play(
    gmap: GameMap | str,
    names: list[str],
    seed: int,
    **options: Any,
) -> tuple[Outcome, list[Agent]]:
    """One game to the end (no turn limit) between the named AIs."""
    m = get_map(gmap) if isinstance(gmap, str) else gmap
    opts = normalize_options({"players": len(names), "map": m.name, **options})
    state = rules.new_state(opts, seed, m, logging=False)
    agents = [make_ai(name, seed * 10 + s) for s, name in enumerate(names)]
    outcome = run_game(DOMINATION, state, agents, max_steps=MAX_STEPS)
    assert outcome.winners, outcome
    for name, agent in zip(names, agents, strict=True):
        assert slips(agent) == 0, (name, slips(agent))
    return outcome, agents


# ---------------------------------------------------------------- the registry


def test_registry_names_and_errors() -> None:
    assert ai_names()[:4] == LEVELS
    for name in LEVELS:
        agent = make_ai(name, 3)
        assert agent.name == name
        assert describe(name)
    with pytest.raises(UnknownName, match="did you mean: hard"):
        make_ai("hrad")


# ---------------------------------------------------------------- every mode, rule and level


@pytest.mark.parametrize("cards", CARD_RULES)
@pytest.mark.parametrize("mode", MODES)
def test_every_level_finishes_every_mode_and_card_rule(mode: str, cards: str) -> None:
    for k, level in enumerate(LEVELS):
        for auto_defence in (True, False):
            other = LEVELS[(k + 1 + auto_defence) % 4]
            names = [level, other, level] if k % 2 else [other, level, level]
            seed = 100 * k + 10 * auto_defence + MODES.index(mode) + 3 * CARD_RULES.index(cards)
            outcome, _ = play(
                "classic",
                names,
                seed,
                mode=mode,
                cards=cards,
                auto_defence=auto_defence,
                recycle=bool(seed % 2),
            )
            if mode == "domination":
                assert outcome.reason == "domination"


def _shipped_and_shared() -> list[str]:
    maps = ["classic", "duel", "grand"]
    maps += [str(SHARED / name) for name in ("world.map", "lotr.map") if (SHARED / name).is_file()]
    return maps


@pytest.mark.parametrize("map_name", _shipped_and_shared())
def test_every_map_every_mode(map_name: str) -> None:
    gmap = get_map(map_name)
    for k, mode in enumerate(MODES):
        if mode == "mission" and not gmap.missions:
            continue
        for j, players in enumerate((2, 4, 6)):
            # a random player outside a pit whose owner earns more can never end the game
            # (the planners' docstring): six-player games are between planners only
            levels = LEVELS if players <= 3 else PLANNERS
            names = [levels[(s + j + k) % len(levels)] for s in range(players)]
            play(
                gmap,
                names,
                7 * k + j,
                mode=mode,
                cards=CARD_RULES[(j + k) % 3],
                auto_defence=(j + k) % 2 == 0,
                auto_place=j == 1,
                continue_after_win=k == 2 and j == 0,
            )


def test_planners_play_each_other_in_six_player_games() -> None:
    names = ["easy", "easy", "average", "average", "hard", "hard"]
    for seed in range(4):
        Rng(seed).shuffle(names)
        outcome, _ = play("classic", names, seed)
        assert outcome.reason == "domination"


# ---------------------------------------------------------------- odd graphs


def _cards(size: int, wild: int = 2) -> tuple[Card, ...]:
    kinds = (INFANTRY, CAVALRY, ARTILLERY)
    return tuple(Card(kinds[t % 3], t) for t in range(size)) + (Card(WILDCARD, None),) * wild


def _missions(continents: int) -> tuple[Mission, ...]:
    out = [Mission(k, 3, 1, (), f"Destroy PLAYER{k}, else hold 3 territories.") for k in range(1, 7)]
    out += [Mission(None, 0, 0, (c,), f"Hold continent {c + 1}.") for c in range(continents)]
    out.append(Mission(None, 4, 2, (), "Hold 4 territories with 2 armies each."))
    return tuple(out)


def _map(name: str, continent_of: list[int], borders: list[list[int]], bonuses: list[int]) -> GameMap:
    return GameMap(
        name=name,
        title=name,
        continents=tuple(Continent(f"C{c + 1}", b, "#808080") for c, b in enumerate(bonuses)),
        territories=tuple(Territory(f"T{t + 1}", c, t, 0) for t, c in enumerate(continent_of)),
        borders=tuple(tuple(b) for b in borders),
        cards=_cards(len(continent_of)),
        missions=_missions(len(bonuses)),
    )


def one_way_map() -> GameMap:
    """A ring of 12 attacked one way only (t -> t+1), with two two-way chords."""
    size = 12
    borders = [[(t + 1) % size] for t in range(size)]
    for a, b in ((0, 6), (3, 9)):
        borders[a].append(b)
        borders[b].append(a)
    return _map("oneway", [t // 4 for t in range(size)], borders, [2, 3, 2])


def pit_map() -> GameMap:
    """Continent 2 (T7-T9) can be attacked from outside but has no way out."""
    borders = [[1, 3], [0, 2, 4], [1, 5], [0, 4, 6], [1, 3, 5, 7], [2, 4, 8], [7], [6, 8], [7]]
    # T1..T6: two continents of three; T4 -> T7, T5 -> T8, T6 -> T9 lead into the pit.
    borders[5].append(8)
    return _map("pit", [0, 0, 0, 1, 1, 1, 2, 2, 2], borders, [2, 2, 5])


def two_map() -> GameMap:
    return _map("two", [0, 1], [[1], [0]], [1, 1])


def big_map(width: int = 16, height: int = 10) -> GameMap:
    """A 160-territory grid in 16 continents of 2 x 5."""
    size = width * height
    borders: list[list[int]] = [[] for _ in range(size)]
    for y in range(height):
        for x in range(width):
            t = y * width + x
            if x + 1 < width:
                borders[t].append(t + 1)
                borders[t + 1].append(t)
            if y + 1 < height:
                borders[t].append(t + width)
                borders[t + width].append(t)
    continent_of = [(y // 5) * 8 + x // 2 for y in range(height) for x in range(width)]
    return _map("big", continent_of, borders, [2 + c % 4 for c in range(16)])


@pytest.mark.parametrize("maker", [one_way_map, pit_map, two_map, big_map])
def test_odd_graphs(maker: Any) -> None:
    gmap = maker()
    big = len(gmap.territories) > 100
    for k, mode in enumerate(MODES):
        for j, players in enumerate((2, 3) if big else (2, 3, 6)):
            players = min(players, len(gmap.territories))
            if mode == "mission" and players > 2 and len(gmap.territories) <= 2:
                continue
            # a random player outside a pit whose owner earns more can never end the game
            # (the planners' docstring): six-player games are between planners only
            levels = LEVELS if players <= 3 else PLANNERS
            names = [levels[(s + j + k) % len(levels)] for s in range(players)]
            play(
                gmap,
                names,
                11 * k + j,
                mode=mode,
                cards=CARD_RULES[(j + k) % 3],
                auto_defence=(j + k) % 2 == 1,
                auto_place=j == 2,
            )


def test_six_planners_on_a_big_map() -> None:
    outcome, _ = play(big_map(), ["hard", "easy", "average", "hard", "easy", "average"], 3)
    assert outcome.reason == "domination"


@pytest.mark.parametrize("cards", CARD_RULES)
def test_equal_stacks_on_two_territories_still_end(cards: str) -> None:
    # Each side holds one territory and adds the same armies every turn: under the Italian
    # dice no attack ever has good odds, so the stalemate breaker must fight it out.
    for names in (["hard", "hard"], ["average", "easy"]):
        outcome, _ = play(two_map(), names, 3, cards=cards)
        assert outcome.reason == "domination"


class PublicView:
    """Only the view's public face: an AI that reaches for the state behind it fails."""

    def __init__(self, view: Any) -> None:
        object.__setattr__(self, "_view", view)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(f"an AI read the view's private {name!r}")
        return getattr(object.__getattribute__(self, "_view"), name)


def test_ais_use_only_the_public_view() -> None:
    for mode in MODES:
        opts = normalize_options({"players": 4, "map": "classic", "mode": mode, "auto_defence": False})
        state = rules.new_state(opts, 9, CLASSIC, logging=False)
        agents = [make_ai(name, s) for s, name in enumerate(LEVELS)]
        steps = 0
        while (d := DOMINATION.pending(state)) is not None:
            steps += 1
            assert steps < MAX_STEPS
            ch = agents[d.seat].choose(PublicView(DOMINATION.view(state, d.seat)), d)
            DOMINATION.apply(state, d.seat, ch)


# ---------------------------------------------------------------- determinism


def test_same_seed_same_game() -> None:
    def moves(seed: int) -> list[tuple[int, str]]:
        names = ["hard", "average", "easy", "hard"]
        opts = normalize_options({"players": 4, "map": "classic", "mode": "capital"})
        state = rules.new_state(opts, seed, CLASSIC, logging=False)
        agents = [make_ai(n, seed + s) for s, n in enumerate(names)]
        out: list[tuple[int, str]] = []
        while (d := DOMINATION.pending(state)) is not None:
            ch = agents[d.seat].choose(DOMINATION.view(state, d.seat), d)
            out.append((d.seat, ch))
            DOMINATION.apply(state, d.seat, ch)
        return out

    first = moves(5)
    assert first == moves(5)
    assert first != moves(6)


def test_battle_tables_agree_with_the_odds_module() -> None:
    for italian in (False, True):
        for a, d in ((1, 1), (3, 2), (10, 10), (25, 7), (4, 30)):
            exact = battle(a, d, italian=italian)
            p, left, lost, killed = stats(a, d, italian)
            assert p == pytest.approx(exact.win)
            won = sum(x * q for x, y, q in exact.distribution if y == 0)
            assert left * p == pytest.approx(won)
            assert lost == pytest.approx(exact.expected_attacker_losses)
            assert killed == pytest.approx(exact.expected_defender_losses)


# ---------------------------------------------------------------- behaviour in constructed positions


def answer(g: Any, name: str = "hard", seed: int = 1, ai: Agent | None = None) -> str:
    d = g.decision
    ai = ai or make_ai(name, seed)
    ch = ai.choose(DOMINATION.view(g, d.seat), d)
    assert ch in d.ids(), (ch, d)
    assert slips(ai) == 0
    return ch


def names_of(*territories: str) -> dict[str, int]:
    return {t: CLASSIC.index_of[t] for t in territories}


def classic(board: dict[str, tuple[int, int]], **kw: Any) -> Any:
    return position(board, gmap=CLASSIC, rest=(1, 1), **kw)


def frontier(g: Any, seat: int) -> set[str]:
    return {
        CLASSIC.names[t]
        for t in range(len(CLASSIC.names))
        if g.owner[t] == seat and any(g.owner[e] != seat for e in CLASSIC.borders[t])
    }


@pytest.mark.parametrize("name", PLANNERS)
def test_no_attack_with_two_against_ten(name: str) -> None:
    g = position({"Alaska": (0, 3)}, gmap=CLASSIC, rest=(1, 10), phase=ATTACK)
    assert any(i.startswith("attack:") for i in g.decision.ids())
    assert answer(g, name) == "done"


def test_attacks_with_good_odds_and_annihilates() -> None:
    g = position({"Alaska": (0, 12)}, gmap=CLASSIC, rest=(1, 1), phase=ATTACK)
    ch = answer(g)
    assert ch.startswith("attack:Alaska->")
    act(g, ch)
    assert g.phase == BATTLE
    assert answer(g).startswith("annihilate")


def test_keeps_a_reserve_on_a_held_continent_border() -> None:
    # Africa is mine; North Africa attacks Brazil while Western Europe's stack could strike
    # back: the annihilation stops before North Africa is drained.
    africa = [CLASSIC.names[t] for t in CLASSIC.continent_members[3]]
    board = {t: (0, 1) for t in africa} | {"North Africa": (0, 30), "Western Europe": (1, 12)}
    board |= {"Brazil": (1, 6)}
    g = classic(board, phase=ATTACK)
    act(g, "attack:North Africa->Brazil")
    stop = answer(g)
    assert stop.startswith("annihilate:"), stop
    assert int(stop.split(":")[1]) >= 5
    # Attacking the bigger threat itself keeps a reserve only against the smaller one.
    g = classic(board, phase=ATTACK)
    act(g, "attack:North Africa->Western Europe")
    other = answer(g)
    assert other.startswith("annihilate") and int(other.split(":")[1]) < int(stop.split(":")[1])


def test_always_trades_when_forced() -> None:
    hand = [0, 1, 2, 3, 4]  # five classic cards: infantry, cavalry, artillery, ...
    g = classic({"Alaska": (0, 5), "Brazil": (0, 5)}, hands={0: hand})
    assert g.decision.kind == "trade" and "done" not in g.decision.ids()
    for name in PLANNERS:
        assert answer(g, name).startswith("trade:")


def test_holds_a_set_under_increasing_until_it_is_useful_but_trades_fixed_sets() -> None:
    hand = [0, 1, 2]  # one of each kind
    board = {t: (0, 3) for t in CLASSIC.names[:21]}
    g = classic(board, hands={0: hand})
    assert g.decision.kind == "trade" and "done" in g.decision.ids()
    assert answer(g, "hard") == "done"  # worth 4 now, more later
    assert answer(g, "easy").startswith("trade:")  # easy trades at once
    g = classic(board, hands={0: hand}, cards="fixed")
    assert answer(g, "hard").startswith("trade:")  # worth 10 and it will not grow


def test_places_on_a_border_not_deep_inside() -> None:
    na = [CLASSIC.names[t] for t in CLASSIC.continent_members[0]]
    board = {t: (0, 2) for t in na}
    board |= {"Kamchatka": (1, 6), "Iceland": (1, 4), "Venezuela": (1, 3)}
    for seed in range(3):
        g = classic(board, seed=seed)
        ai = make_ai("hard", seed)
        while g.phase == PLACE:
            ch = answer(g, ai=ai)
            assert ch[6:] in frontier(g, 0), ch
            act(g, ch)
            if g.decision.kind == "place_count":
                act(g, answer(g, ai=ai))


def test_moves_the_stack_on_when_the_source_is_left_inside() -> None:
    board = {t: (0, 2) for t in ("Venezuela", "Peru", "Argentina")}
    board |= {"Brazil": (0, 10), "North Africa": (1, 1)}
    g = classic(board, phase=ATTACK)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:Brazil->North Africa", "annihilate")
    assert g.decision.kind == "move"
    assert answer(g) == g.decision.ids()[0]  # everything but the one left behind


def test_fortifies_interior_armies_toward_the_threatened_border() -> None:
    board = {"Venezuela": (0, 3), "Peru": (0, 1), "Argentina": (0, 10), "Brazil": (0, 2)}
    board["North Africa"] = (1, 8)
    g = classic(board, phase=FORTIFY)
    ai = make_ai("hard")
    ch = answer(g, ai=ai)
    assert ch == "fortify:Argentina->Brazil", ch
    act(g, ch)
    assert answer(g, ai=ai) == "move:9"


def test_claims_complete_a_small_continent() -> None:
    opts = normalize_options({"players": 2, "map": "classic"})
    g = rules.new_state(opts, 1, CLASSIC)
    act(
        g,
        "claim:Eastern Australia",
        "claim:Alaska",
        "claim:Western Australia",
        "claim:Kamchatka",
        "claim:New Guinea",
        "claim:Greenland",
    )
    assert answer(g) == "claim:Indonesia"


def test_capital_is_chosen_away_from_enemy_stacks() -> None:
    aus = ["Indonesia", "New Guinea", "Western Australia", "Eastern Australia"]
    board = {t: (0, 3) for t in aus} | {"Siam": (1, 9), "Alaska": (0, 1), "Brazil": (0, 1)}
    g = classic(board, phase=CAPITAL, mode="capital")
    g.current = 0
    g.decision = rules.decide(g)
    ch = answer(g)
    assert ch in ("capital:Western Australia", "capital:Eastern Australia", "capital:New Guinea"), ch


def test_defends_with_the_most_dice() -> None:
    g = position({"Alaska": (0, 6)}, gmap=CLASSIC, rest=(1, 5), phase=ATTACK, auto_defence=False)
    act(g, "attack:Alaska->Kamchatka", "roll:3")
    assert g.decision.kind == "defend" and g.decision.seat == 1
    for name in LEVELS[1:]:
        assert answer(g, name) == "defend:2"


def test_reads_its_mission() -> None:
    for seed in range(3):
        opts = normalize_options({"players": 3, "map": "classic", "mode": "mission"})
        g = rules.new_state(opts, seed, CLASSIC)
        for seat in range(3):
            ai = make_ai("hard", seed)
            view = DOMINATION.view(g, seat)
            from dominia.games.domination.ai.mapinfo import info_for

            assert ai.mission_of(view, info_for(CLASSIC)) is CLASSIC.missions[g.missions[seat]]


# ---------------------------------------------------------------- strength


def test_hard_beats_easy() -> None:
    games = 40
    wins = 0
    for i in range(games):
        names = ["hard", "easy"] if i % 2 == 0 else ["easy", "hard"]
        outcome, _ = play("classic", names, 1000 + i)
        wins += names[outcome.winners[0]] == "hard"
    assert wins >= 0.7 * games, wins
