"""The action catalogue of a configuration (game + normalized options), read through the game's
spec, and the masks built from it.

The catalogue (`dominia.core.encoding.ActionCatalog`) is a fixed ordered list of action keys: the
same index means the same move in every episode of a configuration. `index(choice_id, decision)`
and `choice_for(index, decision)` go both ways; every legal choice of a decision has its own index.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import numpy as np

from dominia.core.decision import Decision
from dominia.core.encoding import ActionCatalog, Encoding, Field, Observer
from dominia.core.errors import InvalidOptions
from dominia.core.game import get_game, get_spec
from dominia.core.i18n import msg
from dominia.core.spec import load

_CACHE: dict[str, Encoding] = {}


def encoding_for(game: str, options: Mapping[str, Any] | None = None) -> Encoding:
    """The encoding of a configuration (options are normalized first; kept per configuration,
    as every environment of a vector shares it)."""
    spec = get_spec(game)
    if spec.encoding is None:
        raise InvalidOptions(msg("rl-no-encoding", game=game))
    opts = dict(options or {})
    opts.setdefault("players", spec.seats[0])
    opts = get_game(game).normalize_options(opts)
    key = game + json.dumps(opts, sort_keys=True, default=str)
    enc = _CACHE.get(key)
    if enc is None:
        enc = _CACHE[key] = load(spec.encoding)(opts)
    return enc


def action_mask(catalog: ActionCatalog, decision: Decision | None) -> np.ndarray:
    """1 at the index of every legal choice (int8, as gymnasium's `Discrete.sample` wants);
    all 0 when nothing is asked."""
    mask = np.zeros(len(catalog.keys), dtype=np.int8)
    if decision is not None:
        mask[catalog.indices(decision)] = 1
    return mask


__all__ = ["ActionCatalog", "Encoding", "Field", "Observer", "action_mask", "encoding_for"]
