"""Domination AI strength and speed: win rates with 95% confidence intervals, games/s.

1. Head-to-head: `--ai` against `--against` in 2-player games (default hard vs easy on
   classic, Domination mode, Increasing cards), seats alternated.
2. The 6-player mix: 2 easy + 2 average + 2 hard, seats rotated every game; win shares
   per level (the original game's AI: easy 6%, average 29%, hard 65%).
3. Speed: full games per second of CPU time (time.process_time) over the 6-player games.
4. `--ladder`: instead of 1 and 2, every level against the one below and hard against easy
   (each pairing `-n` games, seats alternated): each level should beat the one below.

`--mode` and `--cards` take one value or a comma-separated list (`all`: every mode / every
card rule); with more than one configuration every one is run and a summary table follows.

A tie for the win counts as a share. Prints figures; never asserts. No turn limit.

    .venv/bin/python benchmarks/domination_ai.py [-n 200] [--mix-games 60]
        [--ai hard] [--against easy] [--map classic] [--mode domination|capital|mission|all]
        [--cards increasing|fixed|italian|all] [--seed 0] [--ladder]
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import dominia
from dominia.core.runner import run_game
from dominia.core.stats import wilson
from dominia.games.domination.ai import make_ai
from dominia.games.domination.options import MODES
from dominia.games.domination.trades import TRADE_RULES


@dataclass
class Figures:
    mode: str
    cards: str
    h2h: float | None = None  # share of head-to-head points of --ai
    h2h_turns: float = 0.0
    mix: dict[str, float] = field(default_factory=dict)
    mix_turns: float = 0.0
    speed: float = 0.0  # 6-AI games/s


def _options(args: argparse.Namespace, mode: str, cards: str, players: int) -> dict[str, object]:
    return {"players": players, "map": args.map, "mode": mode, "cards": cards}


LADDER = (("average", "easy"), ("hard", "average"), ("hard", "easy"))


def ladder(args: argparse.Namespace, fig: Figures) -> None:
    """Every level against the one below, and hard against easy."""
    for ai, against in LADDER:
        head_to_head(argparse.Namespace(**{**vars(args), "ai": ai, "against": against}), fig)


def head_to_head(args: argparse.Namespace, fig: Figures) -> None:
    game = dominia.game("domination")
    opts = _options(args, fig.mode, fig.cards, 2)
    points = 0.0
    turns = 0
    start = time.process_time()
    for i in range(args.games):
        seed = args.seed + i
        me = i % 2
        names = [args.against, args.against]
        names[me] = args.ai
        state = game.setup(opts, seed, logging=False)
        agents = [make_ai(name, seed * 10 + s) for s, name in enumerate(names)]
        outcome = run_game(game, state, agents)
        turns += outcome.details["turns"]
        if me in outcome.winners:
            points += 1 / len(outcome.winners)
    spent = time.process_time() - start
    low, high = wilson(points, args.games)
    fig.h2h = points / args.games
    fig.h2h_turns = turns / args.games
    print(
        f"{args.ai} vs {args.against}: {args.map}, {fig.mode}, {fig.cards} cards, 2 players, "
        f"{args.games} games, seats alternated"
    )
    print(
        f"  {args.ai} wins {points / args.games:6.1%}  (95% CI {low:.1%}-{high:.1%}); "
        f"{turns / args.games:.1f} turns a game, {args.games / spent:.1f} games/s"
    )


MIX = ("easy", "easy", "average", "average", "hard", "hard")


def mix(args: argparse.Namespace, fig: Figures) -> None:
    game = dominia.game("domination")
    opts = _options(args, fig.mode, fig.cards, 6)
    shares = {level: 0.0 for level in dict.fromkeys(MIX)}
    turns = 0
    spent = 0.0
    for i in range(args.mix_games):
        seed = args.seed + i
        names = [MIX[(s + i) % 6] for s in range(6)]
        start = time.process_time()
        state = game.setup(opts, seed, logging=False)
        agents = [make_ai(name, seed * 10 + s) for s, name in enumerate(names)]
        outcome = run_game(game, state, agents)
        spent += time.process_time() - start
        turns += outcome.details["turns"]
        for w in outcome.winners:
            shares[names[w]] += 1 / len(outcome.winners)
    n = args.mix_games
    fig.mix = {level: pts / n for level, pts in shares.items()}
    fig.mix_turns = turns / n
    fig.speed = n / spent
    print(
        f"6-player mix (2 easy, 2 average, 2 hard; seats rotated): {args.map}, {fig.mode}, "
        f"{fig.cards} cards, {n} games"
    )
    for level, pts in shares.items():
        low, high = wilson(pts, n)
        print(f"  {level:8s} wins {pts / n:6.1%}  (95% CI {low:.1%}-{high:.1%})")
    print(f"  {turns / n:.1f} turns a game; speed {n / spent:.1f} full 6-AI games/s (CPU time, one core)")


def _choices(text: str, known: tuple[str, ...], what: str) -> list[str]:
    if text == "all":
        return list(known)
    out = [x.strip() for x in text.split(",") if x.strip()]
    for x in out:
        if x not in known:
            raise SystemExit(f"unknown {what} {x!r}; known: {', '.join(known)}, all")
    return out


def summary(args: argparse.Namespace, figures: list[Figures]) -> None:
    print()
    print(
        f"Summary ({args.map}; head-to-head {args.ai} vs {args.against}, {args.games} games; "
        f"mix {args.mix_games} games)"
    )
    head = ("mode", "cards", "h2h", "easy", "avg", "hard", "turns", "g/s")
    print("  " + " ".join(f"{h:10s}" if i < 2 else f"{h:>6s}" for i, h in enumerate(head)))
    for f in figures:
        h2h = f"{f.h2h:6.1%}" if f.h2h is not None else "     -"
        m = [f"{f.mix[k]:6.1%}" if f.mix else "     -" for k in ("easy", "average", "hard")]
        print(f"  {f.mode:10s} {f.cards:10s} {h2h} {m[0]} {m[1]} {m[2]} {f.mix_turns:6.1f} {f.speed:6.1f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=200, help="head-to-head games (default 200)")
    parser.add_argument("--mix-games", type=int, default=60, help="6-player games (default 60)")
    parser.add_argument("--ai", default="hard")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--map", default="classic")
    parser.add_argument("--mode", default="domination", help="a mode, a comma-separated list, or all")
    parser.add_argument("--cards", default="increasing", help="a card rule, a comma-separated list, or all")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ladder", action="store_true", help="each level against the one below")
    args = parser.parse_args(argv)
    figures = []
    for mode in _choices(args.mode, MODES, "mode"):
        for cards in _choices(args.cards, TRADE_RULES, "card rule"):
            fig = Figures(mode, cards)
            if args.ladder:
                ladder(args, fig)
                continue
            if args.games:
                head_to_head(args, fig)
            if args.mix_games:
                mix(args, fig)
            figures.append(fig)
    if len(figures) > 1 and not args.ladder:
        summary(args, figures)


if __name__ == "__main__":
    main()
