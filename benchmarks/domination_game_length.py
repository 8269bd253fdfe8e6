"""How long Domination games between AIs last: turns per game, by map, player count and level.

Every seat plays the same AI level (or `--mix`: the levels in turn around the table, seats
rotated every game, with each level's share of the wins).
A turn is one player's turn (the game's `turns` figure). A game still going after
`--cap` turns is stopped and counted as unfinished: games between AIs should end, and
this is where the ones that do not show up. Prints figures; never asserts.

    .venv/bin/python benchmarks/domination_game_length.py [--map classic --map path/to/aa.map]
        [--players 2,6] [--levels easy,average,hard] [--mix] [-n 5] [--cap 3000]
        [--mode domination|capital|mission|all] [--cards increasing|fixed|italian|all]
        [--option auto_deal=true] [--seed 0]

`--mode` and `--cards` take one value, a comma-separated list or `all`: every combination is
run and the summary has a line for each (map, players, level, mode, cards).

Without --map: the built-in maps (classic, grand, duel). A map with fewer than 4 territories
a player is skipped (the 14-territory duel map with 4 players or more).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import dominia
from dominia.games.domination.ai import ai_names, make_ai
from dominia.games.domination.maps.library import get_map
from dominia.games.domination.options import MODES
from dominia.games.domination.trades import TRADE_RULES

BUILTIN = ("classic", "grand", "duel")


@dataclass
class Row:
    map: str
    players: int
    level: str
    mode: str = "domination"
    cards: str = "increasing"
    turns: list[int] = field(default_factory=list)
    unfinished: int = 0
    seconds: float = 0.0
    wins: dict[str, float] = field(default_factory=dict)  # by level (a shared win counts a share)


def play(opts: dict[str, Any], names: list[str], seed: int, cap: int) -> tuple[int, tuple[int, ...]] | None:
    """Turns the game took and its winners, or None when it was still going after `cap` turns."""
    game = dominia.game("domination")
    state = game.setup(opts, seed, logging=False)
    agents = [make_ai(name, seed * 10 + s) for s, name in enumerate(names)]
    pending, view, apply = game.pending, game.view, game.apply
    while (d := pending(state)) is not None:
        if state.turn > cap:
            return None
        apply(state, d.seat, agents[d.seat].choose(view(state, d.seat), d))
    outcome = game.outcome(state)
    assert outcome is not None
    return int(outcome.details["turns"]), tuple(outcome.winners)


def _value(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _csv(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", action="append", help="a library map name or a .map file (repeatable)")
    parser.add_argument("--players", default="2,6", help="player counts, comma-separated (default 2,6)")
    parser.add_argument("--levels", default="easy,average,hard", help="AI levels, comma-separated")
    parser.add_argument("--mix", action="store_true", help="one line-up: the levels in turn around the table")
    parser.add_argument("-n", "--games", type=int, default=5, help="games per configuration (default 5)")
    parser.add_argument("--cap", type=int, default=3000, help="turns before a game is stopped (default 3000)")
    parser.add_argument("--mode", default="domination", help="a mode, a comma-separated list, or all")
    parser.add_argument("--cards", default="increasing", help="a card rule, a comma-separated list, or all")
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE game option (JSON value)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    extra: dict[str, Any] = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            parser.error(f"--option takes KEY=VALUE, not {item!r}")
        extra[key] = _value(value)
    maps = args.map or list(BUILTIN)
    try:
        for m in maps:
            get_map(m)
    except Exception as exc:  # a bad path or map file: say so, no traceback
        parser.error(str(exc))
    try:
        players = [int(p) for p in _csv(args.players)]
    except ValueError:
        parser.error(f"--players takes whole numbers, comma-separated, not {args.players!r}")
    levels = _csv(args.levels)
    unknown = [x for x in levels if x not in ai_names()]
    if unknown:
        parser.error(f"unknown AI level(s) {', '.join(unknown)}; known: {', '.join(ai_names())}")
    modes = _every(args.mode, MODES, parser, "mode")
    rules = _every(args.cards, TRADE_RULES, parser, "card rule")
    try:
        for m in maps:
            for n in players:
                for mode in modes:
                    dominia.game("domination").normalize_options(
                        {"players": n, "map": m, "mode": mode, "cards": rules[0], **extra}
                    )
    except dominia.DominiaError as exc:
        parser.error(str(exc))
    lineups = [("mix", levels)] if args.mix else [(level, [level]) for level in levels]

    rows: list[Row] = []
    for m in maps:
        label = Path(m).stem if m.endswith(".map") else m
        size = len(get_map(m).territories)
        for n in players:
            if 4 * n > size:
                continue  # fewer than 4 territories a player (the duel map with 4+ players)
            for mode in modes:
                for cards in rules:
                    opts = {"players": n, "map": m, "mode": mode, "cards": cards, **extra}
                    try:
                        dominia.game("domination").setup(opts, args.seed, logging=False)
                    except dominia.DominiaError as exc:  # say, Mission mode on a map without missions
                        print(f"  {label:12s} {n:2d} {mode:10s} {cards:10s} skipped: {exc}", flush=True)
                        continue
                    for name, lineup in lineups:
                        rows.append(_measure(Row(label, n, name, mode, cards), opts, lineup, args))
    print()
    print(f"Summary: {args.games} games each, cap {args.cap} turns")
    head = f"  {'map':12s} {'pl':>2s} {'level':8s} {'mode':10s} {'cards':10s} {'mean':>7s} {'median':>7s}"
    print(f"{head} {'max':>6s} {'unfin':>5s} {'s/game':>7s}")
    for row in rows:
        _print_row(row, args.games)
    longest = max((max(r.turns) for r in rows if r.turns), default=0)
    unfinished = sum(r.unfinished for r in rows)
    print(f"  longest game {longest} turns; unfinished {unfinished} of {len(rows) * args.games}")


def _every(text: str, known: tuple[str, ...], parser: argparse.ArgumentParser, what: str) -> list[str]:
    out = list(known) if text == "all" else _csv(text)
    bad = [x for x in out if x not in known]
    if bad or not out:
        parser.error(f"unknown {what} {', '.join(bad) or text!r}; known: {', '.join(known)}, all")
    return out


def _measure(row: Row, opts: dict[str, Any], lineup: list[str], args: argparse.Namespace) -> Row:
    start = time.process_time()
    for i in range(args.games):
        seed = args.seed + i
        names = [lineup[(s + i) % len(lineup)] for s in range(row.players)]
        result = play(opts, names, seed, args.cap)
        if result is None:
            row.unfinished += 1
            continue
        row.turns.append(result[0])
        for w in result[1]:
            row.wins[names[w]] = row.wins.get(names[w], 0.0) + 1 / len(result[1])
    row.seconds = time.process_time() - start
    _print_row(row, args.games)
    return row


def _print_row(row: Row, games: int) -> None:
    t = row.turns
    mean = f"{statistics.fmean(t):7.1f}" if t else "      -"
    median = f"{statistics.median(t):7.1f}" if t else "      -"
    most = f"{max(t):6d}" if t else "     -"
    print(
        f"  {row.map:12s} {row.players:2d} {row.level:8s} {row.mode:10s} {row.cards:10s} "
        f"{mean} {median} {most} "
        f"{row.unfinished:5d} {row.seconds / max(1, games):7.2f}"
        + (
            "  wins: " + ", ".join(f"{k} {v / games:.0%}" for k, v in sorted(row.wins.items()))
            if row.level == "mix"
            else ""
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
