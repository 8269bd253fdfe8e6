"""The conformance battery: random agents play seeded games to the end and the checks of
`checks.py` run on the way.

After every decision the game's invariants hold (`problems`); every so often a bad choice is
refused with nothing changed, the view of a random seat is the view of a copy in which all that
is hidden from it was rearranged, a move on a clone is the move on the original, and views and
decisions are plain JSON data. At the end there is an outcome (plain JSON too); the record saved
at a random point of the game loads, replays to the state of that moment and, given the rest of
the moves, to the same end.

Game `seed` is a pure function of the game and the seed: a failure names the seed, and
`python -m dominia.testing GAME --seed S --games 1` plays that one game again.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError
from dominia.core.game import Game, get_game
from dominia.core.i18n import Msg, Seat, english, msg
from dominia.core.record import GameRecord
from dominia.core.rng import Rng, derive_seed
from dominia.testing import checks
from dominia.testing.checks import CheckFailed

MAX_STEPS = 50_000  # decisions before a game counts as one that never ends
HOOKS = ("random_options", "problems", "shuffle_hidden")  # core.game.Conformable


@dataclass(frozen=True)
class Battery:
    """A size: games per game (times `scale`) and how often (every N decisions) each sampled
    check runs; the invariants run after every decision."""

    name: str
    scale: int
    refusals: int
    hidden: int
    clone: int
    json: int
    thorough: int  # every Nth game ends with its whole log as JSON and every seat's view replayed
    types: bool = False  # refusals include a seat and a choice of the wrong type


BATTERIES = {
    # the test command's: the checks of before plus the new ones at half their first rate
    # (the suite must stay under ten minutes on two cores; --battery=large checks far more)
    "small": Battery("small", scale=1, refusals=53, hidden=41, clone=613, json=587, thorough=20),
    # `pytest --battery=large`: five times the games, checked about five times as often
    "large": Battery("large", scale=5, refusals=11, hidden=7, clone=9, json=8, thorough=1, types=True),
}
# Dominion has two editions' cards and Dark Ages to cover (see DominionGame.random_options);
# Domination's games are long (a tenth of a second each): fewer keep the suite inside its time
GAMES = {"dominion": 1200, "domination": 250}
DEFAULT_GAMES = 500


def battery_games(name: str, battery: str = "small") -> int:
    """How many games the battery plays of a game."""
    return GAMES.get(name, DEFAULT_GAMES) * BATTERIES[battery].scale


class BatteryFailure(AssertionError):
    """A check that failed: the game, its seed and options, the decision and move at which it
    failed, the check and what broke. `account(tr)` gives it in the reader's language;
    str() in English."""

    def __init__(
        self,
        game: str,
        seed: int,
        check: str,
        text: Msg,
        *,
        options: dict[str, Any] | None = None,
        step: int = 0,
        move: tuple[int, str] | None = None,
        bot: str | None = None,
    ) -> None:
        self.game, self.seed, self.check, self.text = game, seed, check, text
        self.options, self.step, self.move, self.bot = options, step, move, bot
        super().__init__("\n".join(self.account(english)))

    def account(self, tr: Callable[[Msg], str]) -> list[str]:
        import json

        lines = [
            tr(
                msg(
                    "testing-failed",
                    game=self.game,
                    seed=str(self.seed),
                    step=self.step,
                    check=msg(f"testing-check-{self.check}"),
                )
            ),
            "  " + tr(self.text),
        ]
        if self.move is not None:
            seat, choice = self.move
            lines.append("  " + tr(msg("testing-failure-move", player=Seat(seat), choice=choice)))
        if self.options is not None:
            options = json.dumps(self.options, ensure_ascii=False, sort_keys=True, default=repr)
            lines.append("  " + tr(msg("testing-failure-options", options=options)))
        again = f"{self.game} --seed {self.seed} --games 1"
        if self.bot is not None:
            again += f" --bot {self.bot}"
        lines.append("  " + tr(msg("testing-failure-again", command=again)))
        return lines


@dataclass
class Report:
    """What passed: games played, and how many times each check held."""

    game: str
    battery: str
    first_seed: int
    games: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    order: tuple[str, ...] = checks.CHECKS  # the checks it lists

    def lines(self, tr: Callable[[Msg], str]) -> list[str]:
        return [
            "  " + tr(msg("testing-passed-line", check=msg(f"testing-check-{c}"), count=self.counts[c]))
            for c in self.order
            if self.counts[c]
        ]


def resolve(game: Game | str) -> Game:
    """The game by name (registered) or itself; refused with a clear account when it lacks the
    battery's hooks."""
    found = get_game(game) if isinstance(game, str) else game
    if not all(callable(getattr(found, h, None)) for h in HOOKS):  # (quicker than isinstance)
        missing = ", ".join(h for h in HOOKS if not callable(getattr(found, h, None)))
        raise BatteryFailure(
            found.name, 0, "setup", msg("testing-fail-hooks", game=found.name, missing=missing)
        )
    return found


def play_checked(
    game: Game | str,
    seed: int,
    battery: str | Battery = "small",
    *,
    counts: Counter[str] | None = None,
    workdir: str | Path | None = None,
) -> None:
    """One game of the battery (seed `seed`); raises BatteryFailure. `counts` tallies the checks
    that held; `workdir` is where the mid-game record is saved (a temporary folder if None)."""
    g = resolve(game)
    b = battery if isinstance(battery, Battery) else BATTERIES[battery]
    if workdir is None:
        with tempfile.TemporaryDirectory(prefix="dominia-battery-") as tmp:
            return play_checked(g, seed, b, counts=counts, workdir=tmp)
    game_ = _Game(g, seed, b, Counter() if counts is None else counts, Path(workdir))
    game_.play()


class _Game:
    """One game of the battery, with what a failure's account needs (the decision, the move)."""

    def __init__(self, game: Any, seed: int, battery: Battery, counts: Counter[str], workdir: Path) -> None:
        self.game, self.seed, self.b, self.counts = game, seed, battery, counts
        self.file = workdir / f"{game.name}-{seed}.json"
        self.options: dict[str, Any] | None = None
        self.step = 0
        self.move: tuple[int, str] | None = None

    def play(self) -> None:
        try:
            self._play()
        except CheckFailed as failed:
            raise self._failure(failed.check, failed.text) from failed
        except BatteryFailure:
            raise
        except Exception as exc:  # a crash inside the game: the same account, with its traceback
            text = msg("testing-fail-crash", error=f"{type(exc).__name__}: {exc}")
            raise self._failure("crash", text) from exc

    def _failure(self, check: str, text: Msg) -> BatteryFailure:
        return BatteryFailure(
            self.game.name, self.seed, check, text, options=self.options, step=self.step, move=self.move
        )

    def _play(self) -> None:
        game, seed, b, counts = self.game, self.seed, self.b, self.counts
        rng = Rng(derive_seed(seed, "battery"))  # options and the hidden check (as before the package)
        extra = Rng(derive_seed(seed, "battery-extra"))  # the newer checks' own stream
        self.options = game.random_options(rng)
        try:
            state = game.setup(self.options, seed)
        except DominiaError as exc:
            raise CheckFailed("setup", msg("testing-fail-setup", error=exc.text)) from exc
        seats = game.num_seats(state)
        agents = [RandomAgent(derive_seed(seed, f"seat{s}")) for s in range(seats)]
        record = GameRecord(game.name, self.options, seed)
        saved: tuple[int, Any] | None = None  # (moves, a clone of the state then) of the saved record
        checks.invariants(game, state)
        while (decision := game.pending(state)) is not None:
            self.step += 1
            self.move = None
            if self.step >= MAX_STEPS:
                raise CheckFailed("end", msg("testing-fail-no-end", steps=MAX_STEPS))
            if self.step % b.refusals == 1:
                checks.refusals(game, state, decision, types=b.types)
                counts["refusals"] += 1
            if self.step % b.hidden == 1:
                checks.hidden(game, state, rng, recent=True)
                counts["hidden"] += 1
            if self.step % b.json == 1:
                checks.views_and_decision(game, state, decision, extra)
                counts["json"] += 1
            seat = decision.seat
            choice = agents[seat].choose(game.view(state, seat), decision)
            self.move = (seat, choice)
            if self.step % b.clone == 1:
                checks.clone_move(game, state, seat, choice)
                counts["clone"] += 1
            else:
                game.apply(state, seat, choice)
            record.add(seat, choice)
            checks.invariants(game, state)
            counts["invariants"] += 1
            # a moment drawn uniformly over the game (reservoir sampling: replaced with chance
            # 1/step) whose record the end saves, loads and replays from
            if extra.below(self.step) == 0:
                saved = (self.step, game.clone(state))
        self.move = None
        checks.outcome(game, state)
        counts["outcome"] += 1
        checks.hidden(game, state, rng)
        counts["hidden"] += 1
        thorough = seed % b.thorough == 0
        checks.view_json(game, state, extra, whole=thorough)
        counts["json"] += 1
        if saved is None:  # (a game over before its first decision: replay from the start)
            saved = (0, game.setup(self.options, seed))
        moves, then = saved
        GameRecord(game.name, self.options, seed, moves=record.moves[:moves]).save(self.file)
        again = checks.saved_record(game, self.file, then, moves)
        counts["record"] += 1
        checks.replayed_end(game, state, again, record.moves[moves:], every_seat=thorough)
        counts["replay"] += 1
        counts["games"] += 1
        self.file.unlink(missing_ok=True)


def check_game(
    game: Game | str,
    battery: str = "small",
    *,
    seed: int = 0,
    games: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> Report:
    """Runs the battery on a game (a registered name or a Game with the Conformable hooks):
    `games` games (the battery's number by default) from seed `seed` on. Returns what passed;
    raises BatteryFailure at the first failure. A new game's test is one line:

        def test_conformance(): check_game(MyGame(), games=200)
    """
    g = resolve(game)
    count = battery_games(g.name, battery) if games is None else games
    report = Report(g.name, battery, seed)
    with tempfile.TemporaryDirectory(prefix="dominia-battery-") as tmp:
        for i in range(count):
            play_checked(g, seed + i, battery, counts=report.counts, workdir=tmp)
            report.games += 1
            if progress is not None:
                progress(report.games)
    return report
