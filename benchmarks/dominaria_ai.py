"""Heroes of Dominaria AIs: strength, the balance of the stand-in components, and speed.

1. Strength: `planner` against `greedy` and against `random` in 2-player games, seats
   alternated (targets: at least 70% and 99%).
2. Balance: each single-minded strategy (only Leylines, only Manaliths, only the Cabal, only
   artifacts, quest-first) against the planner in 2-player games; none should beat it. The
   average score by source shows where each one's points come from.
3. Field: the four one-ability plans (leylines, manaliths, cabal, artifacts) in one 4-player
   game, seats rotated: every plan should win a fair share (25% each if all are equal); then
   the same plans allowed to hire heroes too (`cabal+hire`: more Move actions, more reach).
4. Uses: how often planners (4 players) take each kind of action per game, artifact `use`
   and `count` abilities among them.
5. Speed: full games per CPU-second for 4 planners and for each AI against greedy in 2-player
   games, with the CPU time of each of that AI's decisions (median, 99th percentile, slowest).
6. Levels: the ladder of `easy`, `medium` and `hard` in 2-player games (each against the
   level below, and `easy` against `random`), and `hard` with three planners in 4-player
   games (seats rotated: the fair share is 25%). These are the figures the levels'
   descriptions quote.

Win % counts a shared win as a fraction; intervals are 95% Wilson intervals. Prints figures;
never asserts. `--jobs N` plays on N processes (the same figures for the same seed).

    .venv/bin/python benchmarks/dominaria_ai.py [-n 200] [--balance-games 100]
        [--field-games 40] [--uses-games 10] [--speed-games 10] [--seed 0] [--jobs 1]
        [--level-games 100] [--hard-games 40] [--only strength,balance,field,uses,speed,levels,hard]
        [--budget plans=4,worlds=3,...] [--components FOLDER]

`--only hard` plays only `hard` against `medium` in 2-player games (the levels' seeds), with
hard's decision times; `--budget` sets fields of hard's `lookahead.Budget` for a trial.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace

import dominia
import dominia.games.dominaria.ai as dominaria_ai
from dominia.core.stats import wilson
from dominia.games.dominaria.ai import PROFILES, SINGLE_MINDED, make_ai
from dominia.games.dominaria.ai.agents import PlanningAI
from dominia.games.dominaria.ai.lookahead import Budget
from dominia.games.dominaria.scoring import SOURCES


@dataclass
class Played:
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: list[dict[str, int]]
    cpu: float
    actions: list[Counter[str]]  # per seat: actions taken by kind (`hire`, `use`, `complete`...)
    thinking: list[list[float]]  # per seat: CPU seconds of each of its decisions


def make(name: str, seed: int) -> dominia.Agent:
    """An AI by name; `PLAN+ABILITY` is a single-minded AI allowed one more ability."""
    base, plus, more = name.partition("+")
    if not plus:
        return make_ai(name, seed)
    prof = PROFILES[base]
    return PlanningAI(seed, replace(prof, name=name, abilities=(*prof.abilities, *more.split("+"))))


# the AIs in seat order, a seed, a component folder, hard's budget (None: the level's own)
Job = tuple[tuple[str, ...], int, str | None] | tuple[tuple[str, ...], int, str | None, Budget | None]


def play(job: Job) -> Played:
    """One game."""
    names, seed, components = job[:3]
    if len(job) > 3 and job[3] is not None:  # (set in this process: a worker's module is its own)
        dominaria_ai.HARD = job[3]
    game = dominia.game("dominaria")
    t0 = time.process_time()
    state = game.setup({"players": len(names), "components": components}, seed, logging=False)
    agents = [make(name, seed * 8 + s) for s, name in enumerate(names)]
    actions: list[Counter[str]] = [Counter() for _ in names]
    thinking: list[list[float]] = [[] for _ in names]
    while (d := game.pending(state)) is not None:
        t = time.process_time()
        choice = agents[d.seat].choose(game.view(state, d.seat), d)
        thinking[d.seat].append(time.process_time() - t)
        game.apply(state, d.seat, choice)
        kind = choice.partition(":")[0]
        if kind in ACTION_KINDS:
            actions[d.seat][kind] += 1
    out = game.outcome(state)
    assert out is not None
    cpu = time.process_time() - t0
    return Played(names, out.scores, out.winners, out.details["breakdown"], cpu, actions, thinking)


ACTION_KINDS = ("hire", "explore", "confront", "manalith", "leyline", "use", "count", "start", "complete")


def run(jobs: list[Job], workers: int) -> list[Played]:
    if workers <= 1:
        return [play(j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play, jobs, chunksize=4))


@dataclass
class Tally:
    games: int = 0
    points: float = 0.0
    score: float = 0.0
    opp_score: float = 0.0
    sources: dict[str, float] = field(default_factory=dict)
    thinking: list[float] = field(default_factory=list)  # the first named AI's decisions, CPU s


def head_to_head(
    me: str,
    other: str,
    n: int,
    seed: int,
    workers: int,
    components: str | None,
    budget: Budget | None = None,
    progress: int = 0,
) -> Tally:
    jobs: list[Job] = [
        ((me, other) if i % 2 == 0 else (other, me), seed + i, components, budget) for i in range(n)
    ]
    t = Tally()
    played: list[Played] = []
    for at in range(0, n, progress or n):  # (a running figure every `progress` games)
        played.extend(run(jobs[at : at + (progress or n)], workers))
        if progress and at + progress < n:
            won = sum((g.names.index(me) in g.winners) / len(g.winners) for g in played)
            print(f"    {len(played)} games: {me} {100 * won / len(played):.1f}%", flush=True)
    for g in played:
        s = g.names.index(me)
        t.thinking.extend(g.thinking[s])
        t.games += 1
        if s in g.winners:
            t.points += 1 / len(g.winners)
        t.score += g.scores[s]
        t.opp_score += g.scores[1 - s]
        for k in SOURCES:
            t.sources[k] = t.sources.get(k, 0.0) + g.breakdown[s][k]
    return t


def report(me: str, other: str, t: Tally, target: str = "") -> None:
    lo, hi = wilson(t.points, t.games)
    pct = 100 * t.points / t.games
    print(
        f"  {me:>12} vs {other:<10} {pct:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
        f"avg score {t.score / t.games:5.1f} : {t.opp_score / t.games:5.1f}  ({t.games} games){target}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=200, help="games per strength pairing")
    parser.add_argument("--balance-games", type=int, default=100, help="games per single-minded strategy")
    parser.add_argument("--field-games", type=int, default=40, help="games of the four plans")
    parser.add_argument(
        "--field-players", type=int, choices=(2, 4), default=4, help="players in a field game"
    )
    parser.add_argument("--uses-games", type=int, default=10, help="4-planner games counted")
    parser.add_argument("--speed-games", type=int, default=10, help="games timed per configuration")
    parser.add_argument("--level-games", type=int, default=100, help="games per pairing of easy and medium")
    parser.add_argument("--hard-games", type=int, default=40, help="games per measure of hard (2, 4 players)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument(
        "--only", default="strength,balance,field,uses,speed,levels", help="which parts to run"
    )
    parser.add_argument("--components", default=None, help="a folder of replacement component files")
    parser.add_argument("--budget", default="", help="hard's Budget fields for a trial: plans=6,worlds=4")
    parser.add_argument("--hard-mana", type=float, default=0.0, help="hard's weight of mana, for a trial")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    budget = parse_budget(args.budget)
    if budget is not None:
        dominaria_ai.HARD = budget
        print(f"hard's budget: {budget}")
    if args.hard_mana:
        dominaria_ai.HARD_PROFILE = replace(dominaria_ai.HARD_PROFILE, mana=args.hard_mana)
        print(f"hard's weight of mana: {args.hard_mana}")

    if "hard" in parts:
        print("hard against medium (2 players, seats alternated, the levels' seeds):")
        seed = args.seed + 50_000
        t = head_to_head("hard", "medium", args.hard_games, seed, args.jobs, args.components, budget, 20)
        report("hard", "medium", t, "  target >= 60%")
        times = sorted(t.thinking)
        print(
            f"  hard's decisions: p50 {1000 * pct(times, 0.5):.1f} ms, p99 {1000 * pct(times, 0.99):.1f} ms, "
            f"slowest {1000 * times[-1]:.0f} ms ({len(times)}); CPU per game {sum(times) / t.games:.2f} s"
        )

    if "strength" in parts:
        print("Strength (2 players, seats alternated; win % of the first named, 95% interval):")
        for other, target in (("greedy", 0.70), ("random", 0.99)):
            t = head_to_head("planner", other, args.games, args.seed, args.jobs, args.components)
            report("planner", other, t, f"  target >= {100 * target:.0f}%")

    if "balance" in parts:
        print("Balance: single-minded strategies against the planner (2 players):")
        print(
            f"  {'':>12}    {'':<10} {'win %':>6}  score by source: "
            + " ".join(f"{k[:6]:>6}" for k in SOURCES)
        )
        for name in SINGLE_MINDED:
            t = head_to_head(
                name, "planner", args.balance_games, args.seed + 10_000, args.jobs, args.components
            )
            report(name, "planner", t)
            print(
                f"  {'':>12}    {'':<10} {'':>6}  score by source: "
                + " ".join(f"{t.sources[k] / t.games:6.1f}" for k in SOURCES)
            )

    for label, plus in (("field-alone", ""), ("field+hire", "+hire")):
        if label not in parts and "field" not in parts:
            continue
        plans = tuple(f"{p}{plus}" for p in ("leylines", "manaliths", "cabal", "artifacts"))
        how = " (hiring too)" if plus else ""
        jobs: list[Job] = []
        if args.field_players == 4:
            print(f"Field: the four plans{how} in 4-player games, seats rotated (fair share 25%):")
            for i in range(args.field_games):
                jobs.append((plans[i % 4 :] + plans[: i % 4], args.seed + 30_000 + i, args.components))
        else:  # every pair of plans, seats alternated
            print(f"Field: the four plans{how} in 2-player games, every pair (fair share 50%):")
            pairs = [(a, b) for i, a in enumerate(plans) for b in plans[i + 1 :]]
            for i in range(args.field_games):
                a, b = pairs[i % len(pairs)]
                jobs.append(
                    (
                        (a, b) if (i // len(pairs)) % 2 == 0 else (b, a),
                        args.seed + 30_000 + i,
                        args.components,
                    )
                )
        games = run(jobs, args.jobs)
        for name in plans:
            mine = [g for g in games if name in g.names]
            points, score, sources = 0.0, 0.0, Counter[str]()
            for g in mine:
                s = g.names.index(name)
                points += (s in g.winners) / len(g.winners)
                score += g.scores[s]
                sources.update(g.breakdown[s])
            lo, hi = wilson(points, len(mine))
            print(
                f"  {name:>14} {100 * points / len(mine):5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
                f"avg score {score / len(mine):5.1f}  by source: "
                + " ".join(f"{k[:6]}={sources[k] / len(mine):.1f}" for k in SOURCES)
            )

    if "uses" in parts:
        print("Uses: actions per game and seat, 4 planners:")
        jobs = [(("planner",) * 4, args.seed + 40_000 + i, args.components) for i in range(args.uses_games)]
        games = run(jobs, args.jobs)
        total: Counter[str] = Counter()
        for g in games:
            for c in g.actions:
                total.update(c)
        seats = 4 * len(games)
        counts = "  ".join(f"{k} {total[k] / seats:.2f}" for k in ACTION_KINDS)
        print(f"  per seat ({len(games)} games): {counts}")

    if "speed" in parts:
        print("Speed (CPU time; a decision's time is the AI's own thinking):")
        configs = [("planner",) * 4, ("planner", "greedy"), ("greedy", "greedy"), ("hard", "greedy")]
        for names in configs:
            count = args.speed_games
            jobs = [
                (names if i % 2 == 0 else names[::-1], args.seed + 20_000 + i, args.components)
                for i in range(count)
            ]
            games = run(jobs, args.jobs)
            cpu = sum(g.cpu for g in games)
            label = " + ".join(f"{names.count(x)} {x}" for x in dict.fromkeys(names))
            me = names[0]
            times = sorted(t for g in games for s, x in enumerate(g.names) if x == me for t in g.thinking[s])
            print(
                f"  {label:<24} {count / cpu:6.2f} games per CPU-second ({count} games); {names[0]}'s "
                f"decisions: p50 {1000 * pct(times, 0.5):.1f} ms, p99 {1000 * pct(times, 0.99):.1f} ms, "
                f"slowest {1000 * times[-1]:.0f} ms ({len(times)})"
            )

    if "levels" in parts:
        print("Levels (2 players, seats alternated; win % of the first named, 95% interval):")
        for me, other, n in (
            ("hard", "medium", args.hard_games),
            ("medium", "easy", args.level_games),
            ("easy", "random", args.level_games),
        ):
            t = head_to_head(me, other, n, args.seed + 50_000, args.jobs, args.components, budget)
            report(me, other, t)
        print("  hard with three planners (4 players, seats rotated; fair share 25%):")
        field_jobs: list[Job] = []
        for i in range(args.hard_games):
            names4 = ["medium"] * 4
            names4[i % 4] = "hard"
            field_jobs.append((tuple(names4), args.seed + 60_000 + i, args.components))
        games = run(field_jobs, args.jobs)
        share = {"hard": 0.0, "medium": 0.0}
        for g in games:
            for s in g.winners:
                share[g.names[s]] += 1 / len(g.winners)
        n = len(games)
        lo, hi = wilson(share["hard"], n)
        print(
            f"  {'hard':>12} wins {100 * share['hard'] / n:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}] of "
            f"{n} games; each planner {100 * share['medium'] / n / 3:5.1f}%"
        )


def parse_budget(text: str) -> Budget | None:
    """`plans=6,worlds=4,policy=planner,mine=0` as a Budget (the level's own for the rest)."""
    if not text:
        return None
    kinds = {f.name: type(getattr(Budget(), f.name)) for f in dataclasses.fields(Budget)}
    values: dict[str, object] = {}
    for item in text.split(","):
        key, _, raw = item.partition("=")
        kind = kinds[key.strip()]
        values[key.strip()] = bool(int(raw)) if kind is bool else kind(raw)
    return replace(dominaria_ai.HARD, **values)  # type: ignore[arg-type]


def pct(sorted_times: list[float], q: float) -> float:
    """The `q` quantile of sorted figures (nearest rank)."""
    return sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))] if sorted_times else 0.0


if __name__ == "__main__":
    main()
