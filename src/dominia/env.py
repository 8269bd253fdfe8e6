"""A game to drive step by step from your own loop: for learning agents, notebooks and tests.

    env = DominiaEnv(game_name, options, opponents=["some-bot"])   # names: `dominia bots GAME`
    view, info = env.reset(seed=1)
    while True:
        action = my_policy(view, info["decision"])      # one of info["legal"]
        view, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

The shape is Gymnasium's (`reset` -> observation, info; `step` -> observation, reward,
terminated, truncated, info) without depending on it. The observation is the learner's seat's
view, the same object a bot gets, never the state; `info["decision"]` is the question asked
and `info["legal"]` its choice ids. The other seats are played by bots, by name (built-in bots
and AIs, bot files, `file.py:Name` agents) or as Agent objects. The reward is 0 until
the game ends, then the learner's share of the win: 1 alone, 1/k in a k-way tie, 0 otherwise.

The same seed and the same actions give the same game; `record()` is a GameRecord of it that
`dominia replay` shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominia.core import plugins
from dominia.core.agent import Agent
from dominia.core.decision import Decision
from dominia.core.errors import DominiaError, InvalidOptions
from dominia.core.game import Game, Outcome, get_game, get_spec
from dominia.core.i18n import msg
from dominia.core.record import GameRecord
from dominia.core.rng import derive_seed

MAX_STEPS = 200_000  # decisions in one game before it is cut off (`truncated`)


class DominiaEnv:
    """One seat of a game (`seat`, 0 plays first) for you; every other seat a bot."""

    def __init__(
        self,
        game: str,
        options: dict[str, Any] | None = None,
        *,
        opponents: Sequence[str | Agent] | None = None,
        seat: int = 0,
        logging: bool = False,
    ) -> None:
        self.game: Game = get_game(game)
        options = dict(options or {})
        if opponents is None:
            n = int(options.get("players", 2))
            opponents = [get_spec(game).default_bot] * (n - 1)
        self.opponents = list(opponents)
        players = len(self.opponents) + 1
        if options.setdefault("players", players) != players:
            given = repr(options["players"])[:40]
            raise InvalidOptions(msg("env-players-opponents", players=given, opponents=len(self.opponents)))
        if type(seat) is not int or not 0 <= seat < players:
            raise InvalidOptions(msg("env-seat-range", seat=repr(seat)[:40], last=players - 1))
        self.options = self.game.normalize_options(options)
        self.seat = seat
        self.logging = logging  # the log (view.events()) costs time; off by default, as in the simulator
        for i, o in enumerate(self.opponents):  # checked now, not at the first reset
            if isinstance(o, str):
                head, sep, rest = o.partition(":")
                if sep and head.lower() in ("bot", "ai"):  # (as --players writes them)
                    self.opponents[i] = o = rest
                if plugins.is_agent_code(o):
                    self.opponents[i] = o = plugins.canonical(o)
                self._make(o, 0)  # an unknown name raises UnknownName here
            elif not callable(getattr(o, "choose", None)):
                raise InvalidOptions(msg("env-not-an-agent", opponent=repr(o)[:60]))
        self.state: Any = None
        self.seed = 0
        self._agents: dict[int, Agent] = {}
        self._moves: list[tuple[int, str]] = []
        self._steps = 0

    # ---- the loop
    def reset(self, seed: int | None = None) -> tuple[Any, dict[str, Any]]:
        """A new game (`seed`: the game's; None: the next one, the last seed + 1, 0 at first)."""
        if seed is not None:
            self.seed = seed
        elif self.state is not None:
            self.seed += 1
        self.state = self.game.setup(self.options, self.seed, logging=self.logging)
        others = [s for s in range(self.options["players"]) if s != self.seat]
        self._agents = {
            s: self._make(o, derive_seed(self.seed, f"seat{s}"))
            for s, o in zip(others, self.opponents, strict=True)
        }
        self._moves = []
        self._steps = 0
        self._bots()
        return self._observe(), self._info()

    def step(self, action: str) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """Answer the learner's decision with a choice id; the bots then move until the learner
        is asked again or the game ends. An illegal id raises IllegalChoice and changes nothing."""
        d = self._pending()
        if d is None:
            raise DominiaError(msg("env-over"))
        if d.seat != self.seat:
            raise DominiaError(msg("env-cut-off"))
        self.game.apply(self.state, self.seat, action)
        self._moves.append((self.seat, action))
        self._steps += 1
        self._bots()
        over = self.outcome is not None
        truncated = not over and self._steps > MAX_STEPS
        return self._observe(), self._reward(), over, truncated, self._info()

    # ---- what the learner may read
    @property
    def decision(self) -> Decision | None:
        """The learner's pending decision (None once the game is over)."""
        d = self._pending()
        return d if d is not None and d.seat == self.seat else None

    @property
    def legal_actions(self) -> list[str]:
        d = self.decision
        return [c.id for c in d.choices] if d is not None else []

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state) if self.state is not None else None

    def record(self) -> GameRecord:
        """The game so far as a record (save it; `dominia replay` shows it)."""
        seats = [
            "human:learner" if s == self.seat else self._seat_name(s) for s in range(self.options["players"])
        ]
        out = self.outcome
        return GameRecord(
            self.game.name,
            self.options,
            self.seed,
            seats,
            list(self._moves),
            result=out.to_dict() if out is not None else None,
        )

    # ---- inside
    def _pending(self) -> Decision | None:
        if self.state is None:
            raise DominiaError(msg("env-reset-first"))
        return self.game.pending(self.state)

    def _bots(self) -> None:
        while (d := self.game.pending(self.state)) is not None and d.seat != self.seat:
            if self._steps > MAX_STEPS:
                return
            agent = self._agents[d.seat]
            choice = agent.choose(self.game.view(self.state, d.seat), d)
            self.game.apply(self.state, d.seat, choice)
            self._moves.append((d.seat, choice))
            self._steps += 1

    def _observe(self) -> Any:
        return self.game.view(self.state, self.seat)

    def _info(self) -> dict[str, Any]:
        d = self.decision
        out = self.outcome
        return {
            "decision": d,
            "legal": [c.id for c in d.choices] if d is not None else [],
            "outcome": out,
        }

    def _reward(self) -> float:
        out = self.outcome
        if out is None or self.seat not in out.winners:
            return 0.0
        return 1.0 / len(out.winners)

    def _make(self, opponent: str | Agent, seed: int) -> Agent:
        if not isinstance(opponent, str):
            return opponent
        from dominia.sim.batch import make_agent

        return make_agent(self.game.name, opponent, seed, code=True)

    def _seat_name(self, s: int) -> str:
        others = [x for x in range(self.options["players"]) if x != self.seat]
        o = self.opponents[others.index(s)]
        return f"bot:{o}" if isinstance(o, str) else f"bot:{getattr(o, 'name', type(o).__name__)}"
