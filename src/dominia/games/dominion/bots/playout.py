"""Determinised playouts for the search bot: a redeal of what a seat cannot see, and a game
played out from it by rollout bots.

`determinise` starts from `view.sandbox(rng)` (the only way a bot gets a state) and then puts
every hidden zone of the copy in an order drawn from the seat's own stream, sorted by card
first: two games that differ only in what the seat cannot see give the same redeals, so the
search's answers depend on the view alone (the sandbox's own shuffle starts from the real
order, which would leak into which redeal a seed gives).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dominia.core.rng import Rng
from dominia.games.dominion import cards as _cards  # noqa: F401  (the cards before the engine)
from dominia.games.dominion.bots.common import BaseBot
from dominia.games.dominion.bots.heuristic import Heuristic
from dominia.games.dominion.engine import M, answer
from dominia.games.dominion.rules import score, winners
from dominia.games.dominion.state import DominionState
from dominia.games.dominion.view import DominionView

# Value of a won playout is 1 (shared among tied winners); the score margin adds at most this
# much, so that among all-won or all-lost candidates the bigger margin still counts.
MARGIN_WEIGHT = 0.05
MARGIN_SCALE = 30.0  # VP at which the margin term is full
SCORE_COST = 0.1  # a card the heuristic weighs for a buy or gain, in decisions of CPU
FINISH_COST = 0.25  # a decision of a finishing data bot, in the heuristic's decisions of CPU


def determinise(view: DominionView, rng: Rng) -> DominionState:
    """A copy of the game in which every card `view.seat` cannot see is dealt from `rng`, with
    a stream of its own for the shuffles after (drawn from `rng`: a sandbox's stream derives
    from its seed alone, so every redeal from one Rng would see the same future)."""
    rng = Rng(int(rng.random() * 2**53))
    s = view.sandbox(rng)
    me = view.seat
    for seat, p in enumerate(s.players):
        if seat == me:
            p.deck.sort()
            rng.shuffle(p.deck)
            continue
        pool = sorted(p.hand + p.deck)
        rng.shuffle(pool)
        size = len(p.hand)
        p.hand, p.deck = pool[:size], pool[size:]
        if len(p.discard) > 1:
            under = sorted(p.discard[:-1])
            rng.shuffle(under)
            p.discard = [*under, p.discard[-1]]
    for pile in s.piles:
        if len({c & M for c in pile[:-1]}) > 1:  # below the top of a mixed pile: unseen
            under = sorted(pile[:-1])
            rng.shuffle(under)
            pile[:-1] = under
    s.events = []  # the playouts read no log; every clone of it copies less
    return s


def playout(
    s: DominionState,
    bots: Sequence[Heuristic],
    seat: int,
    max_steps: int,
    budget: float = math.inf,
    *,
    horizon: int | None = None,
    finish: Sequence[BaseBot] = (),
) -> tuple[float, float, bool]:
    """Play `s` on with `bots` (one per seat) to the end or `max_steps` decisions; the value of
    the result for `seat`, the work it took (`work`) and whether it stopped at `budget` work
    unfinished (then its value means nothing: the caller drops it).

    With `horizon` and `finish`, `bots` play only the next `horizon` turns (of all seats) and
    the cheap `finish` bots the rest: a truncated playout, whose end judges the decks built so
    far (biased, but alike for every alternative played from the same redeal)."""
    views = [DominionView(s, i) for i in range(s.n)]
    steps = scored = cheap = 0
    done = 0.0
    switch = s.turn + horizon if horizon is not None and finish else -1
    finishing = False
    while (d := s.decision) is not None and steps + cheap < max_steps:
        if done >= budget:
            return 0.0, done, True
        if switch >= 0 and s.turn >= switch:
            switch, finishing = -1, True
        if finishing:
            answer(s, finish[d.seat].choose(views[d.seat], d))
            cheap += 1
        else:
            bot = bots[d.seat]
            before = bot.scored
            answer(s, bot.choose(views[d.seat], d))
            steps += 1
            scored += bot.scored - before
        done = work(steps, scored, cheap)
    return value(s, seat), done, False


def work(decisions: int, scored: int, cheap: int = 0) -> float:
    """The CPU a playout's bots spent, in decisions: a buy or gain costs more than another
    decision by the cards it weighs (the heuristic scores each), so a budget in these units
    bounds a search's time where a count of decisions alone let the slowest run twice the
    median's time per decision."""
    return decisions + SCORE_COST * scored + FINISH_COST * cheap


def value(s: DominionState, seat: int) -> float:
    """1 for a win (shared by the tied winners), 0 for a loss, plus a little for the margin
    (an unfinished playout is judged as if it ended now)."""
    scores = [score(s, i) for i in range(s.n)]
    won = winners(s, scores)
    v = 1.0 / len(won) if seat in won else 0.0
    margin = scores[seat] - max(x for i, x in enumerate(scores) if i != seat)
    return v + MARGIN_WEIGHT * max(-1.0, min(1.0, margin / MARGIN_SCALE))
