"""`Match`: a game in progress, the one object a library user needs.

    match = Match(game_name, options, seed=7, seats=["human:Ann", "bot:some-bot"])
    match.choose(match.choices()[0])          # whoever must answer: match.decision.seat
    outcome = match.play()                    # the bots move; None when a person must answer

It wraps the reducer every front end drives (`Game.setup`, `pending`, `apply`, `view`) and the
record (options + seed + choices) that saves, loads and replays a game exactly. The same game
name, options, seed and choices give the same game; the same seed gives every bot seat the same
random stream as the terminal and the simulator do (`derive_seed(seed, "seat<N>")`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TypeAlias

from dominia.core import plugins
from dominia.core.agent import Agent
from dominia.core.decision import Choice, Decision
from dominia.core.errors import DominiaError, IllegalChoice, InvalidOptions, RecordError
from dominia.core.game import Game, Outcome, get_game
from dominia.core.i18n import msg
from dominia.core.record import GameRecord, replay
from dominia.core.rng import derive_seed
from dominia.core.runner import StalledGame

SeatLike: TypeAlias = "str | Agent | None"
"""Who sits in a seat: None, "human" or "human:NAME" for a person (who answers through
`Match.choose`); a bot's name ("big-money", "bot:NAME", "ai:NAME", a bot file, `file.py:Name`)
or an Agent object for a seat that plays itself in `Match.play`."""

Agents: TypeAlias = "Sequence[str | Agent | None] | Mapping[int, str | Agent]"
"""Agents for `Match.play`: one per seat (None: none given for that seat), or by seat number."""

MAX_STEPS = 200_000  # decisions one `play` makes before it calls the game stalled (as the simulator)


class Match:
    """A game in progress: its seats, whoever must answer now, the choices so far.

    `game` is a game's name (`dominia.games()`), `options` its options (`players` defaults
    to the number of `seats`), `seed` decides every shuffle and die roll. Bad options raise
    `InvalidOptions` (`UnknownName` for an unknown game or bot); a choice that is not legal
    raises `IllegalChoice` and changes nothing."""

    def __init__(
        self,
        game: str,
        options: Mapping[str, Any] | None = None,
        *,
        seed: int = 0,
        seats: Sequence[SeatLike] | None = None,
    ) -> None:
        self.game: Game = get_game(game)
        if type(seed) is not int:
            raise InvalidOptions(msg("api-seed-type", seed=repr(seed)[:40]))
        given = dict(options or {})
        if seats is not None:
            if isinstance(seats, str) or not isinstance(seats, Sequence):
                raise InvalidOptions(msg("api-seats-type"))
            for s, who in enumerate(seats):
                if isinstance(who, str) and not _text(who):
                    raise InvalidOptions(msg("api-seat-not-text", seat=s))
            if given.setdefault("players", len(seats)) != len(seats):
                raise InvalidOptions(
                    msg("api-seats-players", players=repr(given["players"]), seats=len(seats))
                )
        self.options: dict[str, Any] = self.game.normalize_options(given)
        self.seed = seed
        self.state: Any = self.game.setup(self.options, seed)
        who_sits: list[SeatLike] = (
            list(seats) if seats is not None else [None] * self.game.num_seats(self.state)
        )
        self._seats = [_seat_text(who) for who in who_sits]
        self._made: dict[tuple[int, str], Agent] = {}
        self._agents: dict[int, Agent] = {}
        for s, who in enumerate(who_sits):
            agent = self._agent(s, who)
            if agent is not None:
                self._agents[s] = agent
        self._moves: list[tuple[int, str]] = []

    # ---- what is asked now

    @property
    def name(self) -> str:
        """The game's name (as `dominia.game_names()` lists it)."""
        return self.game.name

    @property
    def num_seats(self) -> int:
        """How many seats the game has (seat 0 is the first)."""
        return len(self._seats)

    @property
    def seats(self) -> list[str]:
        """Who sits where, as a record keeps it: "human", "human:NAME" or "bot:NAME"."""
        return list(self._seats)

    @property
    def decision(self) -> Decision | None:
        """The one open question (its `seat`, `kind`, `prompt` and `choices`); None once over."""
        return self.game.pending(self.state)

    def choices(self) -> tuple[Choice, ...]:
        """The legal answers to the open decision (none once the game is over)."""
        d = self.decision
        return d.choices if d is not None else ()

    def choose(self, choice: str | Choice) -> None:
        """Answer the open decision for the seat that must answer it, with a choice or its id.
        An answer that is not legal raises `IllegalChoice` and changes nothing."""
        d = self.decision
        if d is None:
            raise IllegalChoice(msg("error-game-over"))
        self._apply(d.seat, choice.id if isinstance(choice, Choice) else choice)

    @property
    def outcome(self) -> Outcome | None:
        """Scores, winners and the reason (`dominia.kinds`) once the game is over; else None."""
        return self.game.outcome(self.state)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.decision is None

    @property
    def moves(self) -> list[tuple[int, str]]:
        """Every choice so far, in order, as (seat, choice id)."""
        return list(self._moves)

    def view(self, seat: int | None = None) -> Any:
        """What `seat` may see (its own hand, never another's); None: what anybody may see.
        This is all an agent of that seat is given."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.num_seats):
            raise IllegalChoice(msg("error-bad-seat", seat=repr(seat)[:40]))
        return self.game.view(self.state, seat)

    # ---- playing

    def play(self, agents: Agents | None = None, *, max_steps: int = MAX_STEPS) -> Outcome | None:
        """Let agents answer until the game ends, and return its outcome; or return None as soon
        as a seat with no agent must answer (a person: answer with `choose`, then play again).

        `agents` gives agents (Agent objects or bot names) per seat; a seat given none plays
        with the bot it was seated with. Each agent sees only its seat's view."""
        given = self._given(agents)
        for _ in range(max_steps):
            d = self.decision
            if d is None:
                return self.outcome
            agent = given.get(d.seat, self._agents.get(d.seat))
            if agent is None:
                return None
            self._apply(d.seat, agent.choose(self.game.view(self.state, d.seat), d))
        if self.decision is None:
            return self.outcome
        raise StalledGame(msg("api-stalled", steps=max_steps))

    def undo(self) -> tuple[int, str]:
        """Take back the last choice and return it as (seat, choice id). The rules allow it
        unless that choice drew on chance (a shuffle, the dice: taking it back would let the
        seat try its luck again): then, and with no choice to take back, `IllegalChoice`.
        A choice that showed its seat a card from a deck already shuffled can be taken back: a
        program that offers undo to people decides whether that is fair at its table."""
        if not self._moves:
            raise IllegalChoice(msg("api-undo-nothing"))
        seat, choice = last = self._moves[-1]
        before = replay(self.record(), len(self._moves) - 1, self.game)
        again = self.game.clone(before)
        self.game.apply(again, seat, choice)
        if _chance_state(again) != _chance_state(before):  # the choice moved the random stream
            raise IllegalChoice(msg("api-undo-chance"))
        self.state = before
        del self._moves[-1]
        return last

    # ---- records

    def record(self) -> GameRecord:
        """The game so far as a record (options, seed, seats and choices; the result once over)."""
        out = self.outcome
        return GameRecord(
            self.game.name,
            dict(self.options),
            self.seed,
            self.seats,
            list(self._moves),
            result=out.to_dict() if out is not None else None,
        )

    def save(self, path: str | Path | None = None) -> GameRecord:
        """The record of the game; with `path`, also written there (atomically: a crash while
        writing never loses the previous save). `dominia replay` and `Match.load` read it."""
        record = self.record()
        if path is not None:
            try:
                record.save(path)
            except OSError as exc:
                reason = exc.strerror or type(exc).__name__
                raise RecordError(msg("api-cannot-save", path=str(path), reason=reason)) from None
        return record

    @classmethod
    def load(cls, source: str | Path | GameRecord | Mapping[str, Any]) -> Match:
        """The game a record holds (a file's path, a GameRecord, or its JSON as a dict), replayed
        to its last choice with its seats. A record that is unreadable or does not replay raises
        `RecordError` naming what is wrong."""
        if isinstance(source, GameRecord):
            record = source
        elif isinstance(source, Mapping):
            record = GameRecord.from_dict(dict(source))
        else:
            record = GameRecord.load(source)
        try:
            match = cls(record.game, record.options, seed=record.seed)
        except DominiaError as exc:
            raise RecordError(msg("error-record-options", error=exc.text)) from None
        if record.seats:
            if len(record.seats) != match.num_seats:
                where = str(source) if isinstance(source, str | Path) else "record"
                raise RecordError(msg("error-record-bad-field", source=where, key="seats"))
            match._seats = [_seat_text(s) for s in record.seats]
            for s, who in enumerate(record.seats):
                match._seat_agent(s, who)
        for i, (seat, choice) in enumerate(record.moves):
            try:
                match._apply(seat, choice)
            except DominiaError as exc:
                failed = msg("error-record-move", move=i + 1, seat=seat, choice=choice, error=exc.text)
                raise RecordError(failed) from None
        return match

    def __repr__(self) -> str:
        d = self.decision
        now = f"seat {d.seat} to answer {d.kind!r}" if d is not None else "over"
        return f"<Match {self.game.name} seed={self.seed} moves={len(self._moves)}: {now}>"

    # ---- inside

    def _apply(self, seat: int, choice_id: str) -> None:
        self.game.apply(self.state, seat, choice_id)
        self._moves.append((seat, choice_id))

    def _seat_agent(self, seat: int, who: str) -> None:
        """A loaded record's seat: its bot, if this installation has it. A record may come from
        anybody, so Python code it names (`file.py:Name`) is never run, and a bot it names that
        is not here (or an agent object's name) leaves the seat to the caller: `play` stops
        there until given an agent."""
        if _names_code(who):
            return
        try:
            agent = self._agent(seat, who)
        except DominiaError:
            return
        if agent is not None:
            self._agents[seat] = agent

    def _agent(self, seat: int, who: Any) -> Agent | None:
        """The agent a seat plays with (None: a person), bot names made once per seat."""
        if who is None:
            return None
        if isinstance(who, str):
            head, sep, rest = who.strip().partition(":")
            if head.lower() == "human":
                return None
            name = rest.strip() if sep and head.lower() in ("bot", "ai") else who.strip()
            if (seat, name) not in self._made:
                from dominia.sim.batch import make_agent  # (the simulator's: the same bots and seeds)

                self._made[seat, name] = make_agent(
                    self.game.name, name, derive_seed(self.seed, f"seat{seat}"), code=True
                )
            return self._made[seat, name]
        if callable(getattr(who, "choose", None)):
            return who  # type: ignore[no-any-return]
        raise InvalidOptions(msg("api-not-an-agent", seat=seat, agent=repr(who)[:60]))

    def _given(self, agents: Agents | None) -> dict[int, Agent]:
        if agents is None:
            return {}
        pairs: list[tuple[Any, str | Agent | None]]
        if isinstance(agents, Mapping):
            pairs = list(agents.items())
        elif isinstance(agents, Sequence) and not isinstance(agents, str):
            if len(agents) != self.num_seats:
                raise InvalidOptions(msg("api-agents-count", agents=len(agents), seats=self.num_seats))
            pairs = list(enumerate(agents))
        else:
            raise InvalidOptions(msg("api-agents-type"))
        out: dict[int, Agent] = {}
        for seat, who in pairs:
            if type(seat) is not int or not 0 <= seat < self.num_seats:
                raise InvalidOptions(msg("error-bad-seat", seat=repr(seat)[:40]))
            agent = self._agent(seat, who)
            if agent is not None:
                out[seat] = agent
        return out


def _seat_text(who: SeatLike) -> str:
    """A seat as a record's `seats` entry."""
    if who is None:
        return "human"
    if isinstance(who, str):
        head, sep, rest = who.strip().partition(":")
        if head.lower() == "human":
            return f"human:{rest.strip()}" if rest.strip() else "human"
        return f"bot:{rest.strip()}" if sep and head.lower() in ("bot", "ai") else f"bot:{who.strip()}"
    return f"bot:{getattr(who, 'name', type(who).__name__)}"


def _text(value: str) -> bool:
    """Text a record can be saved with (JSON may carry a lone surrogate, which UTF-8 cannot)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _names_code(seat: str) -> bool:
    """Whether a record's seat names Python code (`bot:file.py:Name`)."""
    head, sep, rest = seat.strip().partition(":")
    return sep != "" and head.lower() in ("bot", "ai") and plugins.is_agent_code(rest)


def _chance_state(state: Any) -> Any:
    """Where the game's random stream is (the kernel's `Rng`, which every game keeps in its
    state as `rng`); None for a game without one."""
    rng = getattr(state, "rng", None)
    return rng.state() if rng is not None and hasattr(rng, "state") else None
