"""`dominia odds A D`: the exact odds of a Domination battle, as a table or JSON."""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from dominia.cli.errors import fail, user_errors
from dominia.cli.lang import LangOpt, markup, translator
from dominia.core.i18n import msg

MAX_ARMIES = 1000
"""The most armies a side may have on the command line (1000 vs 1000 takes about 5 s with --json)."""

CONTEXT_SETTINGS: dict[str, Any] = {"ignore_unknown_options": True}
"""Registration settings: let `dominia odds -3 2` reach our own check instead of 'no such option -3'."""


def percent(p: float) -> str:
    """A probability as a percentage: two decimals, more digits near 0% and 100%."""
    if p <= 0.0:
        return "0%"
    if p >= 1.0:
        return "100%"
    x = 100.0 * p
    if x < 0.01:
        return f"{x:.2g}%"
    short = 100.0 - x
    if short < 0.01:
        decimals = min(12, 1 - math.floor(math.log10(short)))
        text = f"{x:.{decimals}f}"
        return f">{'99.' + '9' * decimals}%" if text.startswith("100") else f"{text}%"
    return f"{x:.2f}%"


def odds_command(
    attackers: Annotated[
        int,
        typer.Argument(
            metavar="ATTACKERS",
            help="Attacking armies, not counting the one that stays behind (the territory holds one more).",
            show_default=False,
        ),
    ],
    defenders: Annotated[
        int, typer.Argument(metavar="DEFENDERS", help="Defending armies.", show_default=False)
    ],
    italian: Annotated[
        bool, typer.Option("--italian", help="Italian rules: the defender rolls up to 3 dice.")
    ] = False,
    stop: Annotated[
        int,
        typer.Option(
            "--stop",
            metavar="N",
            help="Stop attacking when N attacking armies are left (0: fight to the last, "
            "keeping only the army that stays behind).",
        ),
    ] = 0,
    json_: Annotated[
        bool,
        typer.Option("--json", help="Print everything as JSON, with exact fractions beside the floats."),
    ] = False,
    lang: LangOpt = None,
) -> None:
    """Domination: exact odds of a battle, both sides rolling the most dice until it ends.

    Shows the chance of conquest, the armies each side expects to keep and every possible
    outcome (cumulative: that outcome or a better one for the attacker).
    """
    from dominia.games.domination.odds import check_battle

    with user_errors():
        check_battle(attackers, defenders, stop)
    if max(attackers, defenders) > MAX_ARMIES:
        fail(msg("error-odds-most", most=str(MAX_ARMIES), n=str(max(attackers, defenders))))
    with user_errors():
        if json_:
            with _long_ints():
                print(json.dumps(odds_json(attackers, defenders, italian, stop), indent=1))
        else:
            show_odds(Console(), attackers, defenders, italian, stop)


@contextmanager
def _long_ints() -> Iterator[None]:
    """Exact fractions of big battles have more digits than Python prints by default."""
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(old)


def odds_json(attackers: int, defenders: int, italian: bool, stop: int) -> dict[str, Any]:
    from dominia.games.domination.odds import battle_exact

    odds = battle_exact(attackers, defenders, italian=italian, stop=stop)

    def both(name: str, value: Fraction) -> dict[str, Any]:
        return {name: float(value), f"{name}_exact": str(value)}

    rows = []
    cumulative = Fraction(0)
    for a, d, p in odds.distribution:
        cumulative += p
        rows.append(
            {
                "attackers_left": a,
                "defenders_left": d,
                **both("probability", p),
                **both("cumulative", cumulative),
            }
        )
    return {
        "attackers": attackers,
        "defenders": defenders,
        "italian": italian,
        "stop": stop,
        **both("win", odds.win),
        **both("loss", odds.loss),
        **both("expected_attackers_left", odds.expected_attackers_left),
        **both("expected_defenders_left", odds.expected_defenders_left),
        "distribution": rows,
    }


def show_odds(console: Console, attackers: int, defenders: int, italian: bool, stop: int) -> None:
    from dominia.games.domination.odds import battle

    odds = battle(attackers, defenders, italian=italian, stop=stop)
    tr = translator("domination")

    def say(key: str, **args: Any) -> str:
        return markup(tr, msg(key, **args))

    console.print(say("odds-head", a=attackers, total=attackers + 1, d=defenders))
    dice = msg("odds-dice-italian" if italian else "odds-dice")
    until = msg("odds-stop", n=stop) if stop else msg("odds-to-the-last")
    console.print(say("odds-rules", dice=dice, until=until))
    console.print(say("odds-conquest", win=percent(odds.win), loss=percent(odds.loss)))
    console.print(
        say(
            "odds-expected",
            a_left=f"{odds.expected_attackers_left:.2f}",
            a=attackers,
            d_left=f"{odds.expected_defenders_left:.2f}",
            d=defenders,
        )
    )
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.caption = say("odds-cumulative-note")
    table.caption_justify = "left"
    for key in ("odds-col-attackers", "odds-col-defenders", "odds-col-probability", "odds-col-cumulative"):
        table.add_column(say(key), justify="right")
    cumulative = 0.0
    last = len(odds.distribution) - 1
    for i, (a, d, p) in enumerate(odds.distribution):
        cumulative = 1.0 if i == last else cumulative + p
        style = "green" if d == 0 else ""
        table.add_row(str(a), str(d), percent(p), percent(min(cumulative, 1.0)), style=style)
    console.print(table)
