"""Every game with an encoding as an OpenSpiel Python game (`pyspiel`, the `rl` extra's
open-spiel), registered as `python_dominia_<game>` when this module is imported:

    import pyspiel
    import dominia.rl.openspiel as dos

    game = dos.load_game(GAME, {"players": 2})  # GAME: a registered game's name
    # or pyspiel.load_game(f"python_dominia_{GAME}", {"options": dos.options_param({...})})

- **Actions** are the configuration's action catalogue (`dominia.rl.catalog`): the same index
  means the same move in every game; a state's legal actions are its decision's choices.
- **Chance** is one explicit node at the start, the deal: outcome k (of `deals`, uniform) seeds
  the engine with `derive_seed(seed, "openspiel:k")`, and the engine's own random stream plays
  every later shuffle and roll. So a state's history (deal, then moves) is the whole game: a
  serialized state is its engine seed and moves, replayed when read back (`Engine`). A clone
  carries the engine's stream with it, as a sampled-chance game does: a search that must not
  see future shuffles resamples (below).
- **Observations** are the seat's view only: the observation tensor is the game's observer on
  `game.view(state, seat)` (with the decision when the seat is asked); the information state adds
  the seat's own moves so far to its string (its tensor is the observer's: the view already
  holds what the seat may know). Only `private_info=SINGLE_PLAYER` is given.
- **ResampleFromInfostate** is `view.sandbox(rng)`: everything the seat cannot know redealt,
  with a fresh random stream drawn from the sampler.
- **Returns** are the share of the win (`dominia.rl.rewards`), given at the end.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote, unquote

import numpy as np
import pyspiel

from dominia.core.decision import Decision
from dominia.core.encoding import Encoding
from dominia.core.errors import DominiaError, IllegalChoice, InvalidOptions
from dominia.core.game import Game, get_game, get_spec
from dominia.core.i18n import msg
from dominia.core.rng import Rng, derive_seed
from dominia.rl import ENV_IDS, rewards
from dominia.rl.catalog import encoding_for

PREFIX = "python_dominia_"
DEALS = 1 << 16  # distinct deals of a configuration (outcomes of the chance node)
MAX_MOVES = 200_000  # decisions in one game (as dominia.env)


def short_name(game: str) -> str:
    return PREFIX + game


def options_param(options: Mapping[str, Any]) -> str:
    """Options as OpenSpiel's string parameter: JSON, percent-encoded (a game's string form
    `name(options=...)` cannot hold commas or parentheses)."""
    return quote(json.dumps(dict(options), sort_keys=True, separators=(",", ":")), safe="")


def _options_from(param: str) -> dict[str, Any]:
    text = unquote(param) if param else "{}"
    value = json.loads(text)
    return dict(value) if isinstance(value, dict) else {}


def _game_type(name: str) -> pyspiel.GameType:
    spec = get_spec(name)
    low, high = spec.seats
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"Dominia {spec.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": low, "options": "", "seed": 0, "deals": DEALS},
    )


class DominiaSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One configuration of a Dominia game (its options fixed when the game is loaded)."""

    def __init__(self, name: str, params: Mapping[str, Any] | None = None) -> None:
        game_type = _game_type(name)
        p = dict(game_type.parameter_specification)
        p.update(params or {})
        self.dominia: Game = get_game(name)
        opts = _options_from(str(p["options"]))
        opts["players"] = int(p["players"])
        self.options = self.dominia.normalize_options(opts)
        self.encoding: Encoding = encoding_for(name, self.options)
        self.seed = int(p["seed"])
        self.deals = int(p["deals"])
        players = int(self.options["players"])
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.encoding.catalog.keys),
            max_chance_outcomes=self.deals,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            max_game_length=MAX_MOVES,
        )
        super().__init__(game_type, info, p)

    def new_initial_state(self) -> DominiaSpielState:
        return DominiaSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> DominiaSpielObserver:
        obs_type = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        return DominiaSpielObserver(self, obs_type, params)

    def engine_seed(self, deal: int) -> int:
        return derive_seed(self.seed, f"openspiel:{deal}")


class Engine:
    """The game's state inside an OpenSpiel state. OpenSpiel clones a Python state by deep-copying
    its attributes and serializes it by pickling them: a copy here is the game's own `clone`,
    and a pickle is the seed and the choices made, replayed when it is read back."""

    def __init__(self, game: str, options: Mapping[str, Any], seed: int | None, state: Any) -> None:
        self.game, self.options, self.seed, self.state = game, options, seed, state
        self.choices: list[tuple[int, str]] = []

    def __deepcopy__(self, memo: dict[int, Any]) -> Engine:
        twin = Engine(self.game, self.options, self.seed, get_game(self.game).clone(self.state))
        twin.choices = self.choices[:]
        return twin

    def __reduce__(self) -> tuple[Any, ...]:
        if self.seed is None:  # (a resampled state, for search only: no history to replay)
            raise DominiaError(msg("rl-resampled-state"))
        return (_replay, (self.game, dict(self.options), self.seed, list(self.choices)))


def _replay(game: str, options: dict[str, Any], seed: int, choices: list[tuple[int, str]]) -> Engine:
    g = get_game(game)
    engine = Engine(game, options, seed, g.setup(options, seed, logging=False))
    for seat, choice in choices:
        g.apply(engine.state, seat, choice)
    engine.choices = list(choices)
    return engine


class DominiaSpielState(pyspiel.State):  # type: ignore[misc]
    """Before the deal a chance node; then the engine's state, one decision at a time. (Only
    plain attributes: OpenSpiel copies them one by one to clone a state.)"""

    def __init__(self, game: DominiaSpielGame) -> None:
        super().__init__(game)
        self.engine: Engine | None = None  # once dealt
        self.moves: list[list[int]] = [[] for _ in range(game.num_players())]  # each seat's own

    def _game(self) -> DominiaSpielGame:
        g: DominiaSpielGame = self.get_game()
        return g

    # ---- the game
    def decision(self) -> Decision | None:
        if self.engine is None:
            return None
        return self._game().dominia.pending(self.engine.state)

    def current_player(self) -> int:
        if self.engine is None:
            return int(pyspiel.PlayerId.CHANCE)
        d = self.decision()
        return int(pyspiel.PlayerId.TERMINAL) if d is None else d.seat

    def chance_outcomes(self) -> list[tuple[int, float]]:
        deals = self._game().deals
        p = 1.0 / deals
        return [(k, p) for k in range(deals)]

    def _legal_actions(self, player: int) -> list[int]:
        d = self.decision()
        if d is None or d.seat != player:
            return []
        return sorted(self._game().encoding.catalog.indices(d))

    def _apply_action(self, action: int) -> None:
        g = self._game()
        if self.engine is None:
            if not 0 <= action < g.deals:
                raise IllegalChoice(msg("error-not-legal", choice=f"deal:{action}"))
            seed = g.engine_seed(action)
            state = g.dominia.setup(g.options, seed, logging=False)
            self.engine = Engine(g.dominia.name, g.options, seed, state)
            return
        d = self.decision()
        if d is None:
            raise IllegalChoice(msg("error-game-over"))
        choice = g.encoding.catalog.choice_for(action, d)  # IllegalChoice: nothing changed
        g.dominia.apply(self.engine.state, d.seat, choice)
        self.engine.choices.append((d.seat, choice))
        self.moves[d.seat].append(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal:{action}"
        keys = self._game().encoding.catalog.keys
        return keys[action] if 0 <= action < len(keys) else f"action:{action}"

    def is_terminal(self) -> bool:
        return self.engine is not None and self.decision() is None

    def returns(self) -> list[float]:
        g = self._game()
        n = g.num_players()
        out = None if self.engine is None else g.dominia.outcome(self.engine.state)
        return [0.0] * n if out is None else rewards.final(out, "win", n)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> DominiaSpielState:
        """A state `player_id` cannot tell from this one: `view.sandbox` with a fresh stream
        drawn from the sampler (the other seats' own moves are not known to it: left empty)."""
        g = self._game()
        twin = DominiaSpielState(g)
        if self.engine is None:
            return twin
        seed = int(float(probability_sampler()) * 2**31)
        view = g.dominia.view(self.engine.state, player_id)
        twin.engine = Engine(g.dominia.name, g.options, None, view.sandbox(Rng(seed)))
        twin.moves[player_id] = self.moves[player_id][:]
        return twin

    def __str__(self) -> str:
        if self.engine is None:
            return "(before the deal)"
        d = self.decision()
        return "(over)" if d is None else f"seat {d.seat}: {d.kind}"


class DominiaSpielObserver:
    """OpenSpiel's Python observer: `tensor` (and `dict`, by field name) set from one seat's
    view; strings list the nonzero values by field (and, for the information state, the seat's
    own moves)."""

    def __init__(self, game: DominiaSpielGame, iig_obs_type: Any, params: Mapping[str, Any] | None) -> None:
        if params:
            raise InvalidOptions(msg("rl-observation-params", params=json.dumps(dict(params), default=str)))
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            # (what a seat's view shows is all an observation may hold)
            raise InvalidOptions(msg("rl-observation-own"))
        self.game = game
        self.recall = bool(iig_obs_type.perfect_recall)
        self.observer = game.encoding.observer
        self.tensor = np.zeros(self.observer.size, np.float32)
        self.dict = {f.name: self.tensor[f.slice] for f in self.observer.fields}

    def _encode(self, state: DominiaSpielState, player: int) -> np.ndarray:
        if state.engine is None:
            return np.zeros(self.observer.size, np.float32)
        d = state.decision()
        asked = d if d is not None and d.seat == player else None
        view = self.game.dominia.view(state.engine.state, player)
        return np.asarray(self.observer.encode(view, asked), np.float32)

    def set_from(self, state: DominiaSpielState, player: int) -> None:
        self.tensor[:] = self._encode(state, player)

    def string_from(self, state: DominiaSpielState, player: int) -> str:
        obs = self._encode(state, player)
        parts = [f"p{player}"]
        for f in self.observer.fields:
            values = obs[f.slice]
            nz = np.flatnonzero(values)
            if len(nz):
                parts.append(f.name + ":" + ",".join(f"{i}={values[i]:g}" for i in nz))
        if self.recall:
            parts.append("mine:" + ",".join(map(str, state.moves[player])))
        return " ".join(parts)


def _factory(name: str) -> type[DominiaSpielGame]:
    """A class per game, as OpenSpiel's registry wants a callable of the parameters (a class,
    not a closure: the registry outlives the interpreter, and a class is never freed by it)."""

    def __init__(self: DominiaSpielGame, params: Mapping[str, Any] | None = None) -> None:
        DominiaSpielGame.__init__(self, name, params)

    return type(f"DominiaSpielGame_{name}", (DominiaSpielGame,), {"__init__": __init__})


def register_all() -> list[str]:
    """Registers every game with an encoding (once per process); returns their short names."""
    names = []
    registered = set(pyspiel.registered_names())
    for game in ENV_IDS.values():
        if get_spec(game).encoding is None:
            continue
        names.append(short_name(game))
        if short_name(game) not in registered:
            pyspiel.register_game(_game_type(game), _factory(game))
    return names


def load_game(game: str, options: Mapping[str, Any] | None = None, *, seed: int = 0) -> DominiaSpielGame:
    """The OpenSpiel game of a configuration (`players` read from the options, default the
    fewest seats)."""
    opts = dict(options or {})
    players = int(opts.pop("players", get_spec(game).seats[0]))
    params = {"players": players, "options": options_param(opts), "seed": seed}
    loaded: DominiaSpielGame = pyspiel.load_game(short_name(game), params)
    return loaded


GAMES = register_all()
