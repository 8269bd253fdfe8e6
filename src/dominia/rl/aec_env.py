"""`DominiaAECEnv`: a whole game as a PettingZoo AEC environment, every seat an agent
(`player_0`, `player_1`, ...: seat order), for self-play.

`observe(agent)` is `{"observation": the seat's view encoded, "action_mask": int8 mask}` (the mask
is all 0 for a seat that is not asked); the agent to act is the seat of the pending decision
(several decisions in a row may be one seat's). Rewards come when the game ends, for every seat
at once (`dominia.rl.rewards`); a game cut off after `max_steps` decisions is truncated for all.
`reset(seed=s)` gives the same game for the same seed and actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from dominia.core.decision import Decision
from dominia.core.game import get_game
from dominia.rl import rewards
from dominia.rl.catalog import action_mask, encoding_for
from dominia.rl.observe import observation_space

MAX_STEPS = 200_000  # (as dominia.env)


class DominiaAECEnv(AECEnv):  # type: ignore[misc]  # pettingzoo ships no types: AECEnv is Any
    metadata = {"render_modes": ["ansi"], "name": "dominia_v0", "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        options: Mapping[str, Any] | None = None,
        *,
        reward: str = "win",
        max_steps: int = MAX_STEPS,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.game = get_game(game)
        self.reward_kind = rewards.check(reward)
        self.encoding = encoding_for(game, options)
        opts = dict(options or {})
        opts.setdefault("players", 2)
        self.options = self.game.normalize_options(opts)
        self.catalog = self.encoding.catalog
        self.observer = self.encoding.observer
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"dominia_{game}_v0"}
        n = self.options["players"]
        self.possible_agents = [f"player_{s}" for s in range(n)]
        self.seat_of = {a: s for s, a in enumerate(self.possible_agents)}
        actions = len(self.catalog.keys)
        obs = observation_space(self.observer)
        self._obs_space = spaces.Dict(
            {"observation": obs, "action_mask": spaces.Box(0, 1, (actions,), dtype=np.int8)}
        )
        self._obs_spaces = {a: self._obs_space for a in self.possible_agents}
        self._act_spaces = {a: spaces.Discrete(actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self.state: Any = None
        self.steps = 0

    # ---- spaces
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_spaces[agent]

    # ---- the loop
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(0, 2**31 - 1))
        self.seed_used = game_seed
        self.state = self.game.setup(self.options, game_seed, logging=self.render_mode == "ansi")
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        d = self.game.pending(self.state)
        self.agent_selection = self.possible_agents[d.seat] if d is not None else self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.seat_of[agent]
        d = self._decision_of(seat)
        view = self.game.view(self.state, seat)
        return {"observation": self.observer.encode(view, d), "action_mask": action_mask(self.catalog, d)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        d = self.game.pending(self.state)
        assert d is not None and self.possible_agents[d.seat] == agent
        choice = self.catalog.choice_for(int(action), d)  # IllegalChoice: nothing changed
        self.game.apply(self.state, d.seat, choice)
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        out = self.game.outcome(self.state)
        nxt = self.game.pending(self.state)
        if out is not None:
            final = rewards.final(out, self.reward_kind, len(self.possible_agents))
            for a in self.agents:
                self.rewards[a] = final[self.seat_of[a]]
                self.terminations[a] = True
                self.infos[a] = {"outcome": out.to_dict()}
        elif self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        if nxt is not None and out is None and self.steps < self.max_steps:
            self.agent_selection = self.possible_agents[nxt.seat]
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state is None:
            return None
        d = self.game.pending(self.state)
        lines = [e.detail for e in self.game.events(self.state, None) if e.detail][-10:]
        if d is not None:
            lines.append(f"{self.possible_agents[d.seat]} {d.kind}: {', '.join(d.ids())}")
        return "\n".join(lines)

    def close(self) -> None:
        pass

    # ---- inside
    def _decision_of(self, seat: int) -> Decision | None:
        if self.state is None:
            return None
        d = self.game.pending(self.state)
        return d if d is not None and d.seat == seat else None


def aec_env(game: str, **kwargs: Any) -> DominiaAECEnv:
    """PettingZoo's usual constructor name."""
    return DominiaAECEnv(game, **kwargs)
