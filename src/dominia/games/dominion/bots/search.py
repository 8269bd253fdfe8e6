"""The search bot: the heuristic bot's play, with its buys and gains checked by playouts.

At a buy or gain with real alternatives (the heuristic's own pick, its next best cards and
buying nothing), it deals what it cannot see at random (`playout.determinise`, from
`view.sandbox()`: never the real hidden cards), plays each alternative out to the end of the
game with the heuristic bot in every seat, and takes the alternative with the best mean
result. Its own trashes and a card's modes are weighed the same way (the heuristic's answer
and the next choices). Every alternative is played from the same redeals with the same shuffles after
(common random numbers), so the comparison sees the choice and little else. Every other
decision, and a buy with nothing to weigh, is the heuristic's answer.

The budget is counted in the playouts' work, not in seconds, so the same seed and the same
game give the same answers on any machine: decisions, plus a tenth of one for every card the
heuristic weighs at a buy or gain (`playout.work`), plus a redeal's cost. A search stops after
the redeal that spends its budget, and never works past `CAP` times it: a playout stops there
and its redeal is dropped. `seconds` adds a time limit for play against people (then answers
depend on the machine's speed).
"""

from __future__ import annotations

import math
import time

from dominia.core.decision import Decision
from dominia.core.rng import Rng, derive_seed
from dominia.games.dominion.bots import register_bot
from dominia.games.dominion.bots.common import has, is_terminal, names_of, trash_loss
from dominia.games.dominion.bots.databots import SPECS, DataBot
from dominia.games.dominion.bots.heuristic import Heuristic, Stats
from dominia.games.dominion.bots.playout import determinise, playout
from dominia.games.dominion.engine import answer
from dominia.games.dominion.view import DominionView

STEPS = 30000  # playout work per searched decision (playout.work: about 20,000 decisions)
WIDTH = 3  # the heuristic's best cards weighed (plus buying nothing)
FLOOR = -30.0  # a card the heuristic scores below this is never weighed (Curse, Ruins)
MIN_ROUNDS = 20  # redeals at least: fewer cannot tell the choices apart
PROBE_ROUNDS = 2  # redeals that measure the playouts' length before the budget is committed
MAX_ROUNDS = 1000  # redeals at most (short playouts at the very end)
ROUND_COST = 20  # a redeal and its clones, counted as this many playout decisions
CAP = 1.25  # times the budget: the work a search never exceeds (its last redeal is dropped)
Z = 1.65  # standard errors by which an alternative must beat the heuristic's own choice
PRUNE_Z = 2.0  # standard errors below the heuristic's own choice that drop an alternative
PRUNE_AFTER = 10  # redeals before the first alternative may be dropped
HORIZON: int | None = None  # turns (of all seats) the heuristic plays in a playout; then the finishers
TRUNCATE = "fallback"  # "always" truncates every playout; "fallback" only those too long whole
FINISHER = "bmu"  # the data bot that plays a truncated playout to its end (cheap, money-minded)
MAX_PLAYOUT = 3000  # decisions before a playout is judged unfinished (far beyond a game)
# Sources whose gain is not "a card for my deck" in the heuristic's sense.
_GAIN_SPECIAL = frozenset({"Thief", "Rebuild"})
# Other decisions weighed by playouts, their choices as the decision lists them: what to trash
# (Rats, Death Cart, Hermit, Junk Dealer, Count...) and a card's modes (Squire, Count, Catacombs).
_CHOICE_KINDS = frozenset({"trash", "choose"})


class SearchBot(Heuristic):
    """Heuristic play; buys and gains chosen by determinised playouts."""

    name = "search"
    thinks_long = True  # (a web server sends its decisions to worker processes from the first)

    def __init__(
        self,
        seed: int = 0,
        *,
        steps: int = STEPS,
        width: int = WIDTH,
        seconds: float | None = None,
        z: float = Z,
        min_rounds: int = MIN_ROUNDS,
        playout_cap: int = MAX_PLAYOUT,
        actions: bool = True,
        choices: bool = True,
        horizon: int | None = HORIZON,
        truncate: str = TRUNCATE,
    ) -> None:
        super().__init__(seed)
        self.steps = steps
        self.width = width
        self.seconds = seconds
        self.z = z
        self.min_rounds = min_rounds
        self.actions = actions  # weigh which terminal Action to play, too
        self.choices = choices  # weigh trashes and modes, too
        self.horizon = horizon
        self.truncate = truncate
        self.playout_cap = playout_cap  # (tests cut playouts short: judged as they stand)
        self.last: tuple[list[str], list[list[float]]] | None = None  # the last search's figures
        self._search_rng = Rng(derive_seed(seed, "search"))  # (the heuristic's own stays apart)
        self._rollout_seed = derive_seed(seed, "playouts")
        self._players: list[Heuristic] = []
        self._finishers: list[DataBot] = []
        self.searched = 0  # decisions searched (benchmarks count them)
        self.used = 0.0  # playout work (and redeals' cost) the last search used

    def choose(self, view: DominionView, decision: Decision) -> str:
        own = super().choose(view, decision)  # legal: BaseBot.choose checks it
        cands = self.alternatives(view, decision, own)
        if len(cands) < 2:
            return own
        try:
            pick = self._search(view, cands)
        except Exception as exc:  # a bot must never crash a game: the heuristic's answer
            self.slips += 1
            self.last_slip = f"{decision!r}: search: {type(exc).__name__}: {exc}"
            return own
        return pick if has(decision, pick) else own

    # ------------------------------------------------------------ what to weigh

    def alternatives(self, view: DominionView, decision: Decision, own: str) -> list[str]:
        """The choices worth a search, the heuristic's own first (it wins ties); fewer than two
        means the decision is answered directly."""
        kind = decision.kind
        if kind == "buy":
            if decision.choices[0].id == "treasures:all" or view.coins == 0:
                return []
            verb = "buy"
        elif kind == "gain" and decision.source not in _GAIN_SPECIAL:
            verb = "gain"
        elif kind == "play_action" and self.actions:
            return self._action_alternatives(view, decision, own)
        elif kind in _CHOICE_KINDS and self.choices:
            return self._choice_alternatives(view, decision, own)
        else:
            return []
        opts = names_of(decision, verb)
        if not opts:
            return []
        st = Stats(view)
        self._know(view)
        scored = [(self.score(view, st, n, end_check=True), n) for n in opts]
        scored = [(v, n) for v, n in scored if v > FLOOR]
        scored.sort(key=lambda vn: -vn[0])  # (stable: equal scores keep the decision's order)
        out = [own]
        for _, n in scored[: self.width]:
            c = f"{verb}:{n}"
            if c not in out:
                out.append(c)
        if has(decision, "done") and "done" not in out:
            out.append("done")
        return out

    def _action_alternatives(self, view: DominionView, decision: Decision, own: str) -> list[str]:
        """Which terminal Action to play with the last Action (or to Throne Room): a choice
        only when two or more different ones are in hand. Villages and cantrips first is
        the heuristic's rule, and right."""
        if decision.source not in (None, "Throne Room") or (decision.source is None and view.actions != 1):
            return []
        terminals = [n for n in dict.fromkeys(names_of(decision, "play")) if is_terminal(n)]
        if len(terminals) < 2:
            return []
        out = [own]
        for n in terminals[: self.width]:
            if f"play:{n}" not in out:
                out.append(f"play:{n}")
        return out

    def _choice_alternatives(self, view: DominionView, decision: Decision, own: str) -> list[str]:
        """A trash or a mode: the heuristic's answer and the next `width` of the decision's
        choices (cards to trash from the cheapest to lose), when the seat decides for itself."""
        victim = decision.data.get("victim")
        if victim is not None and victim != view.seat:
            return []  # choosing another player's loss (Thief, Pillage): the heuristic's rule
        ids = list(dict.fromkeys(c.id for c in decision.choices))
        if len(ids) < 2:
            return []
        if decision.kind == "trash":
            greening = self.greening(view)

            def loss(choice: str) -> float:
                name = choice.partition(":")[2]
                return trash_loss(name, greening=greening) if name else 0.0

            ids.sort(key=loss)  # (stable: "done" keeps its place among equal losses)
        out = [own]
        for c in ids:
            if len(out) > self.width:
                break
            if c not in out:
                out.append(c)
        return out

    # ------------------------------------------------------------ the search

    def _search(self, view: DominionView, cands: list[str]) -> str:
        seat = view.seat
        assert seat is not None
        players = self._playout_bots(view.num_players)
        finishers = self._finishers
        # whole playouts first unless told to truncate always; truncated ones when whole ones
        # would not fit the budget (the mid-game)
        horizon = self.horizon if self.truncate == "always" else None
        probed = 0.0  # the work before the current kind of playout's probe
        rng = self._search_rng
        deadline = None if self.seconds is None else time.process_time() + self.seconds
        results: list[list[float]] = [[] for _ in cands]
        live = list(range(len(cands)))  # the heuristic's own (0) always plays: the yardstick
        rounds = 0
        used = self.used = 0.0
        cap = self.steps * CAP  # never more work than this, whatever the playouts' length
        while rounds < MAX_ROUNDS and used + ROUND_COST < cap:
            base = determinise(view, rng)
            used += ROUND_COST
            last = live[-1]
            values: list[float] = []
            for j in live:
                s = base.clone() if j != last else base  # (the same shuffles after)
                answer(s, cands[j])
                v, w, cut = playout(
                    s, players, seat, self.playout_cap, cap - used, horizon=horizon, finish=finishers
                )
                used += w
                if cut:
                    break
                values.append(v)
            self.used = used
            if len(values) < len(live):
                break  # the cap fell inside this redeal: it is dropped, half played
            for j, v in zip(live, values, strict=True):
                results[j].append(v)
            rounds += 1
            if rounds == PROBE_ROUNDS and (used - probed) * self.min_rounds > self.steps * PROBE_ROUNDS:
                if horizon is None and self.horizon is not None:
                    # too long to play out whole: again from the start, truncated (the probe's
                    # work stays counted: the cap holds for the whole search)
                    horizon, probed, rounds = self.horizon, used, 0
                    results = [[] for _ in cands]
                    live = list(range(len(cands)))
                    continue
                # the budget cannot pay for enough redeals to tell the choices apart (long
                # playouts: early in the game, where the heuristic's rules are good): trust it
                self.last = (cands, results)
                return cands[0]
            if len(live) == 1:  # every alternative dropped: the heuristic's own stands
                break
            if rounds >= self.min_rounds and (
                used >= self.steps or (deadline is not None and time.process_time() >= deadline)
            ):
                break
            if rounds >= PRUNE_AFTER and len(live) > 1:
                live = self._prune(results, live)
        if rounds < self.min_rounds and len(live) > 1:
            self.last = (cands, results)  # the cap came first (long playouts): too few to tell
            return cands[0]
        self.searched += 1
        self.last = (cands, results)
        return cands[self._pick(results)]

    def _prune(self, results: list[list[float]], live: list[int]) -> list[int]:
        """Successive rejection: an alternative already `PRUNE_Z` standard errors worse than
        the heuristic's own choice cannot overrule it; its playouts go to the others."""
        own = results[0]
        keep = [0]
        for j in live[1:]:
            mean, se = _gain(results[j], own)
            if mean + PRUNE_Z * se >= 0.0:
                keep.append(j)
        return keep

    def _pick(self, results: list[list[float]]) -> int:
        """The heuristic's own choice (index 0) unless another beats it beyond doubt: its mean
        gain over the same redeals must clear `z` standard errors (a search this small is noisy,
        and the heuristic is right more often than a coin)."""
        own = results[0]
        top, top_gain = 0, 0.0
        for j in range(1, len(results)):
            mean, se = _gain(results[j], own)
            if mean > top_gain and mean > self.z * se:
                top, top_gain = j, mean
        return top

    def _playout_bots(self, n: int) -> list[Heuristic]:
        if len(self._players) < n:
            self._players = [Heuristic(derive_seed(self._rollout_seed, f"seat{i}")) for i in range(n)]
            spec = SPECS[FINISHER]()
            self._finishers = [
                DataBot(derive_seed(self._rollout_seed, f"finish{i}"), spec, FINISHER) for i in range(n)
            ]
        return self._players


def _gain(alt: list[float], own: list[float]) -> tuple[float, float]:
    """The mean gain of an alternative over the heuristic's own choice on the redeals both
    played (an alternative pruned early played the first ones), and its standard error."""
    n = len(alt)
    diffs = [a - b for a, b in zip(alt, own[:n], strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    return mean, math.sqrt(var / n)


register_bot(
    "search",
    "the heuristic's play, with every buy, gain and trash that matters weighed by playing the game out "
    "to its end many times from random deals of the unseen cards",
    SearchBot,
)

__all__ = ["SearchBot"]
