"""`python -m dominia.testing GAME [--battery small|large] [--seed N] [--games N] [--bot NAME]
[--lang L]`: the conformance battery on one registered game (with --bot, the agent battery on
one of its bots or AIs, or the user's `file.py:Name`), with what passed or a clear account of
the first failure (exit status 1), in the reader's language (core/locales/*/testing.ftl).

The arguments are read here rather than by argparse, whose own words are English.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Sequence
from typing import Any

from dominia.core.agent import Agent
from dominia.core.errors import DominiaError
from dominia.core.game import get_game, get_spec, registered_games
from dominia.core.i18n import CORE, Msg, Translator, msg, name, resolve_lang, slug
from dominia.testing.agents import AGENT_GAMES, check_agent
from dominia.testing.battery import BATTERIES, BatteryFailure, battery_games, check_game

FLAGS = ("--battery", "--seed", "--games", "--bot", "--lang")


class Usage(Exception):
    """A command line that cannot run: its message."""

    def __init__(self, text: Msg) -> None:
        super().__init__(text)
        self.text = text


def parse(args: Sequence[str]) -> dict[str, Any]:
    """The arguments as {"game", "battery", "seed", "games", "bot", "lang", "help"}; Usage if
    wrong."""
    out: dict[str, Any] = {"game": None, "battery": "small", "seed": 0, "games": None, "lang": None}
    out["bot"] = None
    out["help"] = False
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if arg in ("-h", "--help"):
            out["help"] = True
            continue
        flag, eq, value = arg.partition("=")
        if flag in FLAGS:
            if not eq:
                if not rest:
                    raise Usage(msg("testing-error-needs-value", flag=flag))
                value = rest.pop(0)
            key = flag[2:]
            if key in ("seed", "games"):
                least = 0 if key == "seed" else 1
                if not value.isascii() or not value.isdigit() or int(value) < least:
                    raise Usage(msg("testing-error-number", flag=flag, least=least, value=value))
                out[key] = int(value)
            elif key == "battery" and value not in BATTERIES:
                raise Usage(msg("testing-error-battery", value=value))
            else:
                out[key] = value
        elif arg.startswith("-"):
            raise Usage(msg("testing-error-unknown-flag", flag=arg))
        elif out["game"] is not None:
            raise Usage(msg("testing-error-two-games", first=out["game"], second=arg))
        else:
            out["game"] = arg
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    games = ", ".join(registered_games())
    try:
        lang = resolve_lang(_lang_of(args))
    except DominiaError as exc:
        print(Translator("en")(msg("testing-error", error=exc.text)), file=sys.stderr)
        return 2
    tr = Translator(lang)
    try:
        opts = parse(args)
        if opts["help"]:
            print(tr(msg("testing-usage")))
            print(tr(msg("testing-help", games=games)))
            return 0
        if opts["game"] is None:
            raise Usage(msg("testing-error-no-game", games=games))
        game = get_game(opts["game"])
    except (Usage, DominiaError) as exc:
        print(tr(msg("testing-error", error=exc.text)), file=sys.stderr)
        print(tr(msg("testing-usage")), file=sys.stderr)
        return 2
    with contextlib.suppress(DominiaError):  # (a game without a spec speaks the kernel's words)
        tr = Translator(lang, get_spec(game.name).packages(CORE))  # the game's words first
    bot = opts["bot"]
    if bot is not None:
        try:
            make = agent_maker(game.name, bot)
        except DominiaError as exc:
            print(tr(msg("testing-error", error=exc.text)), file=sys.stderr)
            return 2
        count = AGENT_GAMES if opts["games"] is None else opts["games"]
    else:
        count = battery_games(game.name, opts["battery"]) if opts["games"] is None else opts["games"]
    first = opts["seed"]
    title = name(f"game-{slug(game.name)}", game.title)  # its title in the tables
    span = {"games": count, "first": str(first), "last": str(first + count - 1)}
    if bot is not None:
        start = msg("testing-start-agent", agent=bot, game=title, **span)
    else:
        start = msg("testing-start", battery=opts["battery"], game=title, **span)
    print(tr(start), flush=True)
    live = sys.stderr.isatty()

    def progress(done: int) -> None:
        if live and (done % 10 == 0 or done == count):
            print(
                "\r" + tr(msg("testing-progress", done=done, games=count)),
                end="",
                file=sys.stderr,
                flush=True,
            )

    try:
        if bot is not None:
            report = check_agent(game, make, games=count, seed=first, name=bot, progress=progress)
        else:
            report = check_game(game, opts["battery"], seed=first, games=count, progress=progress)
    except BatteryFailure as failure:
        if live:
            print(file=sys.stderr)
        print("\n".join(failure.account(tr)))
        return 1
    if live:
        print(file=sys.stderr)
    print("\n".join(report.lines(tr)))
    print(tr(msg("testing-all-passed", games=report.games)))
    return 0


def agent_maker(game: str, bot: str) -> Callable[[int], Agent]:
    """How to make the agent `bot` of `game` from a seed: a bot or AI by name, or the user's own
    Python agent (`file.py:Name`); an unknown one is refused now, not in the first game."""
    from dominia.core import plugins

    if plugins.is_agent_code(bot):
        plugins.make_agent(bot, 0)
        return lambda seed: plugins.make_agent(bot, seed)
    spec = get_spec(game)
    spec.make_bot(bot, 0)
    return lambda seed: spec.make_bot(bot, seed)


def _lang_of(args: Sequence[str]) -> str | None:
    """--lang's value, read before the rest (so that errors in the rest are in it)."""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


if __name__ == "__main__":
    sys.exit(main())
