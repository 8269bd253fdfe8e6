"""`simulate()`: the simulator as one call, for programs and notebooks (`dominia sim` is the
same batch with a progress bar, files and a table)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dominia.core import plugins
from dominia.core.errors import InvalidOptions
from dominia.core.game import get_game, get_spec
from dominia.core.i18n import msg
from dominia.sim.batch import SEATINGS, Batch, make_agent
from dominia.sim.run import run_batch
from dominia.sim.summary import Tally


def simulate(
    game: str,
    bots: Sequence[str],
    games: int = 100,
    *,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    players: int | None = None,
    seating: str = "rotate",
    jobs: int = 1,
) -> dict[str, Any]:
    """Play `games` games of bots against each other and return the summary: per bot its wins,
    ties, win % with a 95% interval, average score and turns (`summary["bots"]`), win % per
    seat in turn order, and the game's own figures. The same arguments give the same summary,
    whatever `jobs` (worker processes) is.

    `bots` are bot names (as `dominia bots GAME` lists them, bot files, `file.py:Name`),
    repeated in order to fill `players` seats (default: one seat each); `options` are the
    game's, with the simulator's defaults where its schema has them; `seating` is "rotate"
    (each bot sits in every seat in turn) or "shuffle". Bad arguments raise `InvalidOptions`
    (`UnknownName` for an unknown game or bot) before any game is played."""
    b = batch(game, bots, games, options, seed, players, seating)
    if type(jobs) is not int or jobs < 1:
        raise InvalidOptions(msg("api-jobs", jobs=repr(jobs)[:40]))
    tally = Tally(b)  # running totals: no row is kept
    run_batch(b, range(b.games), tally.add, jobs=jobs, tally=tally)
    return tally.summary()


def batch(
    game: str,
    bots: Sequence[str],
    games: int,
    options: Mapping[str, Any] | None,
    seed: int,
    players: int | None,
    seating: str,
) -> Batch:
    """The batch `simulate` plays, every argument checked."""
    spec = get_spec(game)
    if isinstance(bots, str) or not isinstance(bots, Sequence) or not bots:
        raise InvalidOptions(msg("api-bots-type"))
    if not all(isinstance(b, str) and b.strip() for b in bots):
        raise InvalidOptions(msg("api-bots-type"))
    if type(games) is not int or games < 1:
        raise InvalidOptions(msg("api-games-count", games=repr(games)[:40]))
    if type(seed) is not int:
        raise InvalidOptions(msg("api-seed-type", seed=repr(seed)[:40]))
    if seating not in SEATINGS:
        raise InvalidOptions(msg("sim-seating", seatings=", ".join(SEATINGS)))
    names = [_bot_name(b) for b in bots]
    seats = len(names) if players is None else players
    if type(seats) is not int or seats < len(names):
        raise InvalidOptions(msg("sim-too-many-bots", bots=len(names), seats=repr(seats)[:40]))
    lineup = tuple(names[i % len(names)] for i in range(seats))
    for name in dict.fromkeys(lineup):  # an unknown bot is refused now, not in a worker
        make_agent(spec.name, name, 0, code=True)
    given = {**dict(options or {}), "players": seats}
    sim_defaults = {o.name: o.sim_default for o in spec.options if o.sim_default is not None}
    normalized = get_game(spec.name).normalize_options({**sim_defaults, **given})
    return Batch(spec.name, normalized, lineup, games, seed, seating)


def _bot_name(bot: str) -> str:
    """A bot's name as the simulator keeps it ("bot:" or "ai:" dropped, code made absolute)."""
    head, sep, rest = bot.strip().partition(":")
    name = rest.strip() if sep and head.lower() in ("bot", "ai") else bot.strip()
    return plugins.canonical(name) if plugins.is_agent_code(name) else name
