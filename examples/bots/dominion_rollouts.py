"""A Dominion agent that plans by simulation: flat Monte Carlo over sandboxes.

At each buy it tries the money and Victory cards it can afford: for each, a few times, it
takes `view.sandbox(rng)` (a copy of the game in which everything it cannot know is redealt,
with dice of its own), makes that buy there, and lets a built-in bot play every seat to the
end. It buys what did best there (wins first, then the VP margin), and what the bot itself
would buy when nothing does better. Every other question goes to that bot. It never peeks:
the sandbox holds only what its seat may know.

It is an example of planning by simulation, not a strong bot: over 40 games on the First Game
kingdom it won 40% against bmu (95% interval 26-55%), the rules it plays out with. More
play-outs, a better playing-out bot or a real search are the ways on. Try it:

    .venv/bin/dominia sim dominion --bots examples/bots/dominion_rollouts.py:Rollouts,bmu -n 40 -k first-game
"""

from __future__ import annotations

import dominia
from dominia import Decision, Rng
from dominia.games.dominion.view import DominionView  # (the game's own view: for the type only)

ROLLOUTS = 24  # games played out per candidate buy (fewer: faster, and noisier)
POLICY = "bmu"  # how the played-out games are played, by every seat
MAX_STEPS = 2000  # a played-out game longer than this counts as lost
MONEY_AND_VP = {f"buy:{c}" for c in ("Province", "Duchy", "Estate", "Gold", "Silver")}


class Rollouts:
    name = "rollouts"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)  # all its randomness comes from its seed: the same games per seed
        self.fallback = dominia.bot("dominion", POLICY, seed)
        self.game = dominia.game("dominion")

    def choose(self, view: DominionView, decision: Decision) -> str:
        ids = [c.id for c in decision.choices]
        if decision.kind != "buy" or "treasures:all" in ids:
            return self.fallback.choose(view, decision)
        usual = self.fallback.choose(view, decision)  # tried first: it wins ties
        # money and Victory cards only: the bot that plays the games out plays no Actions
        candidates = [usual] + [i for i in ids if i in MONEY_AND_VP and i != usual]
        # the same random futures for every candidate (common random numbers): the difference
        # between two buys is then the buys', not the luck of the draw
        futures = [self.rng.below(2**62) for _ in range(ROLLOUTS)]
        best, best_score = usual, float("-inf")
        for choice in candidates:
            score = sum(self.play_out(view, choice, future) for future in futures)
            if score > best_score:
                best, best_score = choice, score
        return best

    def play_out(self, view: DominionView, choice: str, future: int) -> float:
        """How one game played out after `choice` on a sandbox ends for this seat: 100 per win
        (shared: its share), plus its VP margin over the best other seat."""
        game = self.game
        sandbox = view.sandbox(Rng(future))
        game.apply(sandbox, view.seat, choice)
        bots = [dominia.bot("dominion", POLICY, future + s) for s in range(view.num_players)]
        for _ in range(MAX_STEPS):
            d = game.pending(sandbox)
            if d is None:
                out = game.outcome(sandbox)
                won = 100 / len(out.winners) if view.seat in out.winners else 0.0
                others = max(v for s, v in enumerate(out.scores) if s != view.seat)
                return won + out.scores[view.seat] - others
            game.apply(sandbox, d.seat, bots[d.seat].choose(game.view(sandbox, d.seat), d))
        return -100.0
