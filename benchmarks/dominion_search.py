"""The search bot against the heuristic bot: win rate and seconds per decision.

Two-player games on random kingdoms of each card set in turn (base 2nd edition, base with the
1st edition's cards, Dark Ages), in pairs: each deal is played twice with the seats swapped. A tie for
the win counts half in the win rate. Each of the search bot's decisions is timed in CPU
seconds of this process (one core). Prints figures; never asserts. Run it alone, in one
process (`nice -n 15` on a shared machine):

    .venv/bin/python benchmarks/dominion_search.py [-n 1000] [--steps 8000] [--against heuristic]
        [--sets base,base+base1e,dark-ages] [--seed 0] [--ladder 1000]

With --ladder N it first prints the levels below (easy vs random, medium vs easy: the
simulator, N games a card set), so the whole ladder of easy < medium < hard is in one output.
"""

from __future__ import annotations

import argparse
import os
import signal
import time
from collections import defaultdict

import dominia
from dominia.core.game import get_game
from dominia.core.rng import derive_seed
from dominia.core.stats import wilson as share_interval
from dominia.games.dominion import game as _game  # noqa: F401  (registers the game)
from dominia.games.dominion.bots import make_bot
from dominia.games.dominion.bots.search import STEPS, SearchBot


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate, in percent."""
    low, high = share_interval(wins, n)
    return 100 * low, 100 * high


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


class Timed:
    """The search bot, each decision timed (CPU seconds of this process)."""

    def __init__(self, bot: SearchBot, run: Run) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = run.times
        self.searched_times = run.searched
        self.per_step = run.per_step

    def choose(self, view: object, decision: object) -> str:
        before = self.bot.searched
        t = time.process_time()
        ch = self.bot.choose(view, decision)  # type: ignore[arg-type]
        dt = time.process_time() - t
        self.times.append(dt)
        if self.bot.searched > before:
            self.searched_times.append(dt)
            self.per_step.append(1000 * dt / max(self.bot.used, 1))
        return ch


class Run:
    """The figures of a run so far: results by card set, the search bot's decision times."""

    def __init__(self) -> None:
        self.results: dict[str, list[float]] = defaultdict(list)  # card set -> 1 / 0.5 / 0 a game
        self.times: list[float] = []
        self.searched: list[float] = []
        self.by_card: dict[tuple[str, str], list[float]] = defaultdict(list)  # (set, card) -> results
        self.per_step: list[float] = []  # CPU-ms per 1,000 budget steps of each searched decision
        self.slips = 0
        self.start = time.process_time()

    def cpu(self) -> float:
        return time.process_time() - self.start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=1000)
    parser.add_argument("--steps", type=int, default=STEPS, help="the search's budget per decision")
    parser.add_argument("--width", type=int, default=None, help="cards weighed per decision")
    parser.add_argument("--z", type=float, default=None, help="standard errors to overrule the heuristic")
    parser.add_argument(
        "--horizon", type=int, default=None, help="turns the heuristic plays in a playout (then bmu)"
    )
    parser.add_argument("--truncate", default="always", choices=("always", "fallback"))
    parser.add_argument("--no-choices", action="store_true", help="search buys, gains and terminals only")
    parser.add_argument("--against", default="heuristic")
    parser.add_argument(
        "--sets",
        default="base,base+base1e,dark-ages",
        help="kingdoms' card sets, one entry per game in turn (+ joins sets: base1e is only the "
        "cards the 2nd edition removed)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=50, help="print running figures every N games")
    parser.add_argument(
        "--ladder",
        type=int,
        default=0,
        metavar="N",
        help="first the levels below: easy vs random and medium vs easy, N games a card set",
    )
    args = parser.parse_args(argv)
    sets = [s.strip() for s in args.sets.split(",") if s.strip()]
    if args.ladder:
        ladder(sets, args.ladder, args.seed)
    print(
        f"search (budget {args.steps} of playout work) vs {args.against}: 2 players, random "
        f"kingdoms of {', '.join(sets)} in turn, each deal twice with the seats swapped; ties count half "
        f"({load()})"
    )
    run = Run()
    signal.signal(signal.SIGTERM, stop)  # kill PID: stop and print the games finished
    signal.signal(signal.SIGINT, signal.default_int_handler)  # (a background job ignores it)
    try:
        play(args, sets, run)
    except KeyboardInterrupt:
        print("  interrupted: the figures of the games finished")
    report(run, partial=False)


def ladder(sets: list[str], games: int, seed: int) -> None:
    """The rungs below hard (the search bot) against medium (the heuristic): the simulator's
    figures of easy against random and medium against easy on the same card sets."""
    print("The levels (2 players, seats rotated, ties count half):")
    for bot, other in (("easy", "random"), ("medium", "easy")):
        wins = 0.0
        for card_set in sets:
            options = {"sets": card_set.split("+")}
            fig = dominia.simulate("dominion", [bot, other], games, options=options, seed=seed)["bots"][0]
            wins += fig["win_pct"] * games / 100
        n = games * len(sets)
        lo, hi = wilson(wins, n)
        print(f"  {bot:<6} vs {other:<7} {100 * wins / n:5.1f}%  [{lo:.1f}, {hi:.1f}]  ({n} games)")
    print("  hard   vs medium  (below: the search bot against the heuristic bot)\n", flush=True)


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes): a decision's CPU time grows with them."""
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def play(args: argparse.Namespace, sets: list[str], run: Run) -> None:
    game = get_game("dominion")
    extra: dict[str, object] = {k: v for k, v in (("width", args.width), ("z", args.z)) if v is not None}
    if args.horizon is not None:
        extra["horizon"] = args.horizon
        extra["truncate"] = args.truncate
    if args.no_choices:
        extra["choices"] = False
    for i in range(args.games):
        # games in pairs: the same seed (kingdom, shuffles) with the seats swapped, so the deal's
        # luck and the first seat's edge cancel; the card sets in turn, pair by pair
        pair, me = divmod(i, 2)
        card_set = sets[pair % len(sets)]
        seed = derive_seed(args.seed, f"search-bench:{pair}")
        bot = SearchBot(derive_seed(seed, "search"), steps=args.steps, **extra)
        other = make_bot(args.against, derive_seed(seed, "other"))
        agents = [other, other]
        agents[me] = Timed(bot, run)  # type: ignore[call-overload]
        options = {"players": 2, "sets": card_set.split("+"), "autoplay_treasures": True}
        state = game.setup(options, seed, logging=False)
        while (d := game.pending(state)) is not None:
            game.apply(state, d.seat, agents[d.seat].choose(game.view(state, d.seat), d))
        outcome = game.outcome(state)
        assert outcome is not None
        won = outcome.winners
        result = (1.0 / len(won)) if me in won else 0.0
        run.results[card_set].append(result)
        for card in state.kingdom:
            run.by_card[card_set, card].append(result)
        run.slips += bot.slips
        if args.every and (i + 1) % args.every == 0:
            report(run, partial=True)


def report(run: Run, *, partial: bool) -> None:
    results, times, searched = run.results, run.times, run.searched
    cpu = run.cpu()
    everything = [r for rs in results.values() for r in rs]
    rows = [*sorted(results.items()), ("all", everything)]
    if partial:
        n = len(everything)
        lo, hi = wilson(sum(everything), n)
        pct = 100 * sum(everything) / n
        print(f"  after {n} games: {pct:.1f}% [{lo:.1f}, {hi:.1f}]  ({cpu:.0f} CPU-s, {load()})", flush=True)
        return
    print(f"\n  {'cards':<16} {'games':>5} {'won':>5} {'tied':>5} {'lost':>5}  {'win %':>6}  95% Wilson")
    for name, rs in rows:
        n = len(rs)
        w, t = sum(1 for r in rs if r == 1.0), sum(1 for r in rs if 0.0 < r < 1.0)
        lo, hi = wilson(sum(rs), n)
        pct = 100 * sum(rs) / max(n, 1)
        print(f"  {name:<16} {n:>5} {w:>5} {t:>5} {n - w - t:>5}  {pct:6.1f}  [{lo:.1f}, {hi:.1f}]")
    print(
        f"\n  seconds per decision (CPU): all {len(times)} median {percentile(times, 0.5):.4f} "
        f"p99 {percentile(times, 0.99):.3f} max {max(times, default=0):.3f}"
    )
    print(
        f"  searched {len(searched)}: median {percentile(searched, 0.5):.3f} "
        f"p99 {percentile(searched, 0.99):.3f} max {max(searched, default=0):.3f}"
    )
    print(
        f"  CPU-s per 1,000 budget steps: median {percentile(run.per_step, 0.5):.4f} "
        f"max {max(run.per_step, default=0):.4f}"
    )
    print(f"  slips {run.slips}; {cpu:.0f} CPU-s; {cpu / max(len(everything), 1):.2f} CPU-s a game; {load()}")
    by_card(run)


def by_card(run: Run, worst: int = 8, least: int = 10) -> None:
    """Where the search bot gains least: each card set's kingdom cards with the lowest win
    rate over the games whose kingdom held them (at least `least` games; a kingdom's ten cards
    share its games, so this points at suspects, it proves nothing)."""
    for card_set in sorted(run.results):
        rows = [(sum(rs) / len(rs), len(rs), c) for (s, c), rs in run.by_card.items() if s == card_set]
        rows = sorted(r for r in rows if r[1] >= least)[:worst]
        if rows:
            cells = ", ".join(f"{c} {100 * p:.0f}% ({n})" for p, n, c in rows)
            print(f"  lowest in {card_set}: {cells}")


if __name__ == "__main__":
    main()
