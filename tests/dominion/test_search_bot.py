"""The search bot: legal answers, the same answers under a seed, and answers that depend on its
seat's view alone (never on the hidden cards). Budgets here are tiny: the tests check the
machinery, benchmarks/dominion_search.py measures the strength."""

from __future__ import annotations

import pytest

from dominia.core.decision import Choice, Decision
from dominia.core.game import get_game
from dominia.core.rng import Rng
from dominia.core.runner import run_game
from dominia.games.dominion.bots import bot_names, make_bot
from dominia.games.dominion.bots.common import RUINS_NAMES, VILLAGES, has, is_action, is_terminal, is_treasure
from dominia.games.dominion.bots.heuristic import VIRTUAL_COINS, Heuristic, Stats
from dominia.games.dominion.bots.playout import MARGIN_WEIGHT, SCORE_COST, determinise, playout, value, work
from dominia.games.dominion.bots.search import CAP, MAX_PLAYOUT, SearchBot
from dominia.games.dominion.bots.search import _gain as search_gain
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import answer
from dominia.games.dominion.state import DominionState

GAME = get_game("dominion")
TINY = {"steps": 300, "min_rounds": 2, "playout_cap": 20}


def tiny(seed: int) -> SearchBot:
    return SearchBot(seed, **TINY)  # type: ignore[arg-type]


def position(seed: int, turns: int = 6) -> DominionState:
    """A game of two heuristic bots played until seat 0 has a buy worth weighing on its
    `turns`-th turn or later."""
    options = {"players": 2, "sets": ["base", "base1e"], "autoplay_treasures": True}
    state = GAME.setup(options, seed, logging=False)
    bots = [make_bot("heuristic", seed), make_bot("heuristic", seed + 1)]
    probe = tiny(0)
    while (d := state.decision) is not None:
        view = GAME.view(state, d.seat)
        if d.seat == 0 and state.players[0].turns >= turns and d.kind == "buy":
            own = bots[0].choose(view, d)
            if len(probe.alternatives(view, d, own)) >= 3:
                return state
        answer(state, bots[d.seat].choose(view, d))
    raise AssertionError("no buy to weigh")


def hidden_variant(state: DominionState, seed: int) -> DominionState:
    """The same game as seat 0 sees it, with everything it cannot see dealt otherwise: the
    opponent's hand and deck, the order of seat 0's own deck and of the opponent's discard pile
    below its top card."""
    g = state.clone()
    rng = Rng(seed)
    me, other = g.players
    rng.shuffle(me.deck)
    pool = other.hand + other.deck
    rng.shuffle(pool)
    other.hand, other.deck = pool[: len(other.hand)], pool[len(other.hand) :]
    under = other.discard[:-1]
    rng.shuffle(under)
    other.discard[:-1] = under
    return g


def test_registered_and_listed() -> None:
    assert "search" in bot_names()
    bot = make_bot("search", 3)
    assert isinstance(bot, SearchBot) and bot.name == "search"


@pytest.mark.parametrize("sets", [["base"], ["base", "base1e"], ["dark-ages"]])
def test_plays_whole_games_legally(sets: list[str]) -> None:
    # run_game applies every answer through Game.apply, which refuses an illegal one
    seed = len(sets) * 101
    state = GAME.setup({"players": 2, "sets": sets}, seed, logging=False)
    bot = tiny(seed)
    outcome = run_game(GAME, state, [bot, make_bot("heuristic", seed)])
    assert outcome.winners
    assert bot.slips == 0, bot.last_slip
    assert bot.searched >= 5  # it did search, not only fall back on the heuristic


def test_three_players_legal_too() -> None:
    state = GAME.setup({"players": 3, "sets": ["base", "dark-ages"]}, 77, logging=False)
    bots = [make_bot("heuristic", 1), tiny(2), make_bot("big-money", 3)]
    assert run_game(GAME, state, bots).winners
    assert bots[1].slips == 0 and bots[1].searched > 0  # type: ignore[attr-defined]


def test_same_seed_same_answers() -> None:
    state = position(5)
    d = state.decision
    assert d is not None
    view = GAME.view(state, 0)
    first, second = tiny(9), tiny(9)
    assert first.choose(view, d) == second.choose(view, d)
    assert first.last is not None and first.last == second.last
    assert state.decision is d and not state.over  # searching left the game alone


def test_answers_depend_on_the_view_alone() -> None:
    state = position(12)
    other = hidden_variant(state, 4)
    assert other.players[1].hand != state.players[1].hand  # (the variant really differs)
    d, d2 = state.decision, other.decision
    assert d is not None and d2 is not None
    a, b = tiny(21), tiny(21)
    assert a.choose(GAME.view(state, 0), d) == b.choose(GAME.view(other, 0), d2)
    assert a.last is not None and a.last == b.last  # every playout came out the same
    # the redeal itself is the same card for card
    one = determinise(GAME.view(state, 0), Rng(8))
    two = determinise(GAME.view(other, 0), Rng(8))
    assert GAME.snapshot(one) == GAME.snapshot(two)


def test_a_redeal_keeps_what_the_seat_sees() -> None:
    state = position(30)
    s = determinise(GAME.view(state, 0), Rng(1))
    me, other = state.players
    me2, other2 = s.players
    assert me2.hand == me.hand and me2.play == me.play
    assert sorted(me2.deck) == sorted(me.deck) and me2.discard == me.discard
    assert sorted(other2.hand + other2.deck) == sorted(other.hand + other.deck)
    assert len(other2.hand) == len(other.hand) and other2.discard[-1:] == other.discard[-1:]
    assert s.piles == state.piles and s.trash == state.trash
    assert s.seed == 0 and s.events == []  # no seed to deal the real cards again


def test_trivial_decisions_are_not_searched() -> None:
    state = position(5)
    view = GAME.view(state, 0)
    bot = tiny(1)
    d = state.decision
    assert d is not None
    assert bot.alternatives(view, d, "done")[0] == "done"  # the heuristic's answer comes first
    state.coins = 0  # (nothing but Copper and Curse to buy)
    assert bot.alternatives(view, d, "done") == []


def test_value_counts_wins_ties_and_margin() -> None:
    state = position(5)
    v0, v1 = value(state, 0), value(state, 1)
    assert min(v0, v1) >= -MARGIN_WEIGHT and max(v0, v1) <= 1.0 + MARGIN_WEIGHT
    assert abs(v0 + v1 - 1.0) < 1e-9  # a win and a loss (or two halves); the margins cancel


def test_a_budget_too_small_to_tell_keeps_the_heuristics_answer() -> None:
    state = position(5)
    d = state.decision
    assert d is not None
    view = GAME.view(state, 0)
    bot = SearchBot(3, steps=400, min_rounds=20, playout_cap=20)
    own = make_bot("heuristic", 3).choose(view, d)
    assert bot.choose(view, d) == own
    assert bot.searched == 0 and bot.last is not None and len(bot.last[1][0]) == 2  # the probe only


def test_the_levels_come_first_and_are_the_named_bots() -> None:
    assert bot_names()[:4] == ["random", "easy", "medium", "hard"]
    easy, medium, hard = (make_bot(n, 1) for n in ("easy", "medium", "hard"))
    assert (easy.name, medium.name, hard.name) == ("easy", "medium", "hard")
    assert isinstance(hard, SearchBot) and not isinstance(medium, SearchBot)
    state = position(5)
    d = state.decision
    assert d is not None
    view = GAME.view(state, 0)
    assert medium.choose(view, d) == make_bot("heuristic", 1).choose(view, d)
    assert easy.choose(view, d) == make_bot("big-money", 1).choose(view, d)


def test_an_alternative_clearly_worse_than_the_heuristics_is_dropped() -> None:
    bot = tiny(1)
    own = [1.0, 0.0] * 10
    close = [1.0, 0.0] * 9 + [0.0, 0.0]  # one loss more: within the noise
    worse = [0.0] * 20  # lost every redeal the heuristic's choice won
    assert bot._prune([own, close, worse], [0, 1, 2]) == [0, 1]
    assert bot._prune([own, worse], [0, 1]) == [0]  # the heuristic's own always stays


def test_a_dropped_alternative_is_judged_on_the_redeals_it_played() -> None:
    bot = tiny(1)
    own = [0.0] * 10 + [1.0] * 30
    dropped = [0.0] * 9 + [0.0]  # stopped after 10 redeals: even with the heuristic there
    better = [1.0] * 40  # won every redeal, 10 of them where the heuristic's choice lost
    assert search_gain(dropped, own) == (0.0, 0.0)
    assert bot._pick([own, dropped, better]) == 2
    assert bot._pick([own, dropped]) == 0


def test_deck_figures_count_every_card() -> None:
    # Stats adds up the deck from a table made once per card: the same figures as the cards'
    # own types, coins and the heuristic's virtual coins
    state = position(12)
    view = GAME.view(state, 0)
    st = Stats(view)
    counts = view.my_cards()
    assert st.treasures == sum(n for c, n in counts.items() if is_treasure(c))
    money = sum(n * T.BY_NAME[c].coins for c, n in counts.items() if is_treasure(c))
    money += sum(n * VIRTUAL_COINS.get(c, 0) for c, n in counts.items() if is_action(c))
    assert st.money == money
    assert st.actions == sum(n for c, n in counts.items() if is_action(c))
    assert st.villages == sum(n for c, n in counts.items() if is_action(c) and c in VILLAGES)
    terminals = [c for c in counts if is_terminal(c) and c not in VILLAGES and c not in RUINS_NAMES]
    assert st.terminals == sum(counts[c] for c in terminals)


def _trash(seat: int, names: list[str], *, optional: bool, victim: int | None = None) -> Decision:
    choices = [Choice(f"trash:{n}") for n in names] + ([Choice("done")] if optional else [])
    data = {} if victim is None else {"victim": victim}
    return Decision(seat, "trash", "", choices, source="Rats", data=data)


def test_a_trash_weighs_the_cheapest_cards_to_lose() -> None:
    state = position(5)  # (early: an Estate is a card to be glad to lose)
    view = GAME.view(state, 0)
    bot = tiny(1)
    d = _trash(0, ["Gold", "Silver", "Copper", "Estate", "Curse"], optional=False)
    alts = bot.alternatives(view, d, "trash:Copper")
    assert alts == ["trash:Copper", "trash:Curse", "trash:Estate", "trash:Silver"]  # never Gold
    # an optional trash weighs keeping everything ("done") among the cheap ones
    d = _trash(0, ["Silver", "Copper", "Curse"], optional=True)
    assert bot.alternatives(view, d, "trash:Curse") == ["trash:Curse", "done", "trash:Copper", "trash:Silver"]
    # nothing to weigh: one card, or another player's loss (the heuristic's rule: their best)
    assert bot.alternatives(view, _trash(0, ["Copper"], optional=False), "trash:Copper") == []
    assert bot.alternatives(view, _trash(0, ["Gold", "Copper"], optional=False, victim=1), "trash:Gold") == []
    assert SearchBot(1, choices=False).alternatives(view, d, "trash:Curse") == []


def test_a_modes_choice_weighs_every_mode() -> None:
    state = position(5)
    view = GAME.view(state, 0)
    modes = [Choice(c) for c in ("actions", "buys", "silver")]
    d = Decision(0, "choose", "", modes, source="Squire")
    assert tiny(1).alternatives(view, d, "buys") == ["buys", "actions", "silver"]


def test_a_playout_stops_at_its_budget_of_work() -> None:
    state = position(5)
    view = GAME.view(state, 0)
    bots = [Heuristic(1), Heuristic(2)]
    v, done, cut = playout(determinise(view, Rng(3)), bots, 0, MAX_PLAYOUT, 30.0)
    assert cut and 30.0 <= done < 30.0 + work(1, 40)  # one decision past the budget at most
    assert sum(b.scored for b in bots) > 0  # the buys' weighed cards were counted
    v, done, cut = playout(determinise(view, Rng(3)), bots, 0, MAX_PLAYOUT)
    assert not cut and done > 30.0 and 0.0 - MARGIN_WEIGHT <= v <= 1.0 + MARGIN_WEIGHT
    assert work(10, 20) == 10 + 20 * SCORE_COST


@pytest.mark.parametrize("seed", [5, 12])
def test_a_search_never_works_past_its_cap(seed: int) -> None:
    # a budget whose last redeal runs into the cap (long playouts, a few redeals): the search
    # stops at the cap, drops the redeal it fell in and judges the whole ones
    state = position(seed)
    d = state.decision
    assert d is not None
    view = GAME.view(state, 0)
    bot = SearchBot(3, steps=1500, min_rounds=1)
    assert has(d, bot.choose(view, d))
    assert 1500 * CAP <= bot.used <= 1500 * CAP + work(1, 40)  # the cap, one decision past it
    assert bot.searched == 1 and bot.last is not None
    lengths = {len(r) for r in bot.last[1]}
    assert len(lengths) == 1 and lengths.pop() >= 2  # every alternative on the same redeals
