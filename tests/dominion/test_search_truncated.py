"""The search bot's truncated playouts: the heuristic for a few turns, then cheap finishers."""

from __future__ import annotations

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.dominion.bots.common import has
from dominia.games.dominion.bots.databots import SPECS, DataBot
from dominia.games.dominion.bots.heuristic import Heuristic
from dominia.games.dominion.bots.playout import FINISH_COST, determinise, playout, work
from dominia.games.dominion.bots.search import CAP, MAX_PLAYOUT, SearchBot
from dominia.games.dominion.state import DominionState
from dominia.games.dominion.view import DominionView

from .test_search_bot import GAME, position


class Finisher(DataBot):
    """A bmu data bot that notes the game's turn at each of its decisions."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, SPECS["bmu"](), "bmu")
        self.turns: list[int] = []
        self.state: DominionState | None = None

    def choose(self, view: DominionView, decision: Decision) -> str:
        assert self.state is not None
        self.turns.append(self.state.turn)
        return super().choose(view, decision)


def test_the_heuristic_plays_the_horizon_then_the_finishers_the_rest() -> None:
    view = GAME.view(position(5, turns=4), 0)
    s = determinise(view, Rng(3))
    start = s.turn
    bots = [Heuristic(1), Heuristic(2)]
    finish = [Finisher(4), Finisher(5)]
    for f in finish:
        f.state = s
    _, done, cut = playout(s, bots, 0, MAX_PLAYOUT, horizon=4, finish=finish)
    assert not cut and s.decision is None  # played to the game's end
    turns = finish[0].turns + finish[1].turns
    assert turns and min(turns) == start + 4  # the finishers from the horizon's turn on
    assert done > FINISH_COST * len(turns)  # the heuristic's turns counted as well
    assert work(3, 10, 8) == 3 + 10 * 0.1 + 8 * FINISH_COST


def test_a_truncated_playout_is_cheaper_and_repeats() -> None:
    view = GAME.view(position(5, turns=4), 0)
    full = playout(determinise(view, Rng(3)), [Heuristic(1), Heuristic(2)], 0, MAX_PLAYOUT)

    def truncated() -> tuple[float, float, bool]:
        finish = [DataBot(4, SPECS["bmu"](), "bmu"), DataBot(5, SPECS["bmu"](), "bmu")]
        bots = [Heuristic(1), Heuristic(2)]
        return playout(determinise(view, Rng(3)), bots, 0, MAX_PLAYOUT, horizon=2, finish=finish)

    runs = [truncated(), truncated()]
    assert runs[0] == runs[1]  # same redeal, same bots' seeds: the same value and work
    assert runs[0][1] < full[1] / 2


def test_a_mid_game_buy_is_searched_within_the_cap() -> None:
    # early in the game whole playouts are too long for the budget (the heuristic's answer);
    # truncated ones fit it, and the search stays under its cap with a legal answer
    state = position(12, turns=3)
    d = state.decision
    assert d is not None
    view = GAME.view(state, 0)
    bot = SearchBot(3, steps=4000, horizon=4, truncate="always")
    assert has(d, bot.choose(view, d))
    assert bot.searched == 1 and bot.used <= 4000 * CAP + work(1, 40)
    assert bot.last is not None and min(len(r) for r in bot.last[1]) >= 20
    whole = SearchBot(3, steps=4000, horizon=None)
    assert has(d, whole.choose(view, d)) and whole.searched == 0
