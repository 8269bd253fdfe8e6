"""`DominiaGymEnv`: one learning seat of a game as a `gymnasium.Env`, the other seats played by
bots (the spec's names, bot files, `file.py:Name`), agent objects or callables.

The action space is `Discrete(n)` over the configuration's action catalogue; `action_masks()`
(as sb3-contrib's MaskablePPO reads it) and `info["action_mask"]` give the legal actions. An
illegal action raises IllegalChoice and changes nothing. The observation is the seat's view
encoded (`dominia.rl.observe`). Rewards come at the end (`dominia.rl.rewards`). `reset(seed=s)`
gives the same game for the same seed and the same actions.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from dominia.core.agent import Agent
from dominia.core.decision import Decision
from dominia.core.errors import DominiaError
from dominia.core.i18n import msg
from dominia.env import DominiaEnv
from dominia.rl import rewards
from dominia.rl.catalog import action_mask, encoding_for
from dominia.rl.observe import observation_space

Opponent = str | Agent | Callable[[Any, Decision], str]


class _Seat(DominiaEnv):
    """DominiaEnv without its own observation and info (this environment builds its own: the
    view object and the list of legal ids would be made for nothing at every step)."""

    def _observe(self) -> None:
        return None

    def _info(self) -> dict[str, Any]:
        return {}


class CallableAgent:
    """A function `(view, decision) -> choice id` as an Agent."""

    def __init__(self, fn: Callable[[Any, Decision], str]) -> None:
        self.fn = fn
        self.name = getattr(fn, "__name__", "callable")

    def choose(self, view: Any, decision: Decision) -> str:
        return self.fn(view, decision)


def as_opponent(o: Opponent) -> str | Agent:
    if isinstance(o, str) or callable(getattr(o, "choose", None)):
        return o  # type: ignore[return-value]
    if callable(o):
        return CallableAgent(o)
    return o  # (DominiaEnv refuses it with a clear error)


class SampledAction(int):
    """What `action_space.sample()` gives: a legal index now, and a draw to pick another legal
    one if the game has moved on when it is played (gymnasium's checker samples before a reset)."""

    u: float

    def __new__(cls, index: int, u: float) -> SampledAction:
        obj = super().__new__(cls, index)
        obj.u = u
        return obj


class LegalDiscrete(spaces.Discrete):
    """`Discrete(n)` whose `sample()` without a mask draws among the legal actions of its
    environment's pending decision (so a random loop needs no mask)."""

    def __init__(self, n: int, env: DominiaGymEnv) -> None:
        super().__init__(n)
        self._env = weakref.ref(env)

    def sample(self, mask: Any = None, probability: Any = None) -> Any:
        env = self._env()
        if mask is not None or probability is not None or env is None or not env._mask.any():
            return super().sample(mask, probability)
        legal = np.flatnonzero(env._mask)
        u = float(self.np_random.random())
        return SampledAction(int(legal[int(u * len(legal))]), u)

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["_env"] = None
        return state

    def __setstate__(self, state: Iterable[tuple[str, Any]] | Mapping[str, Any]) -> None:
        self.__dict__.update(state)
        if self._env is None:
            self._env = lambda: None


class DominiaGymEnv(gymnasium.Env[np.ndarray, np.int64]):
    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 (gymnasium's convention)

    def __init__(
        self,
        game: str,
        options: Mapping[str, Any] | None = None,
        *,
        opponents: Sequence[Opponent] | None = None,
        seat: int = 0,
        reward: str = "win",
        render_mode: str | None = None,
        logging: bool = False,
    ) -> None:
        self.reward_kind = rewards.check(reward)
        opps = [as_opponent(o) for o in opponents] if opponents is not None else None
        logging = logging or render_mode == "ansi"  # (render shows the log)
        self.env = _Seat(
            game, None if options is None else dict(options), opponents=opps, seat=seat, logging=logging
        )
        self.game_name = game
        self.seat = seat
        self.options = self.env.options
        self.encoding = encoding_for(game, self.options)
        self.catalog = self.encoding.catalog
        self.observer = self.encoding.observer
        self.action_space = LegalDiscrete(len(self.catalog.keys), self)
        self.observation_space = observation_space(self.observer)
        self.render_mode = render_mode
        self._mask = np.zeros(len(self.catalog.keys), dtype=np.int8)

    # ---- gymnasium
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        self.env.reset(seed=int(self.np_random.integers(0, 2**31 - 1)))
        return self._observe()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        d = self.env.decision
        if d is None:
            raise DominiaError(msg("env-over"))
        index = int(action)
        if isinstance(action, SampledAction) and not (0 <= index < len(self._mask) and self._mask[index]):
            legal = np.flatnonzero(self._mask)
            index = int(legal[int(action.u * len(legal))])
        choice = self.catalog.choice_for(index, d)  # IllegalChoice: nothing changed
        _, _, terminated, truncated, _ = self.env.step(choice)
        obs, info = self._observe()
        return obs, self._reward() if terminated else 0.0, bool(terminated), bool(truncated), info

    def action_masks(self) -> np.ndarray:
        """The legal actions now, as booleans (sb3-contrib's MaskablePPO calls this)."""
        return self._mask.astype(bool)

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.env.state is None:
            return None
        d = self.env.decision
        lines = [e.detail for e in self.env.game.events(self.env.state, self.seat) if e.detail][-10:]
        if d is not None:
            lines.append(f"{d.kind}: {', '.join(d.ids())}")
        return "\n".join(lines)

    def close(self) -> None:
        pass

    # ---- what a learner may also read
    @property
    def decision(self) -> Decision | None:
        return self.env.decision

    def action_of(self, choice_id: str) -> int:
        """The index of a legal choice id of the pending decision."""
        d = self.env.decision
        if d is None:
            raise DominiaError(msg("rl-no-decision"))
        return self.catalog.index(choice_id, d)

    # ---- inside
    def _observe(self) -> tuple[np.ndarray, dict[str, Any]]:
        d = self.env.decision
        self._mask = action_mask(self.catalog, d)
        obs = self.observer.encode(self.env.game.view(self.env.state, self.seat), d)
        kind = d.kind if d is not None else None
        info: dict[str, Any] = {"action_mask": self._mask, "decision": kind}  # (a new array each step)
        out = self.env.outcome
        if out is not None:
            info["outcome"] = out.to_dict()
        return obs, info

    def _reward(self) -> float:
        out = self.env.outcome
        if out is None:
            return 0.0
        return rewards.final(out, self.reward_kind, self.options["players"])[self.seat]
