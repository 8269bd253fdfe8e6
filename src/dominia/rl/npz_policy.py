"""A trained policy kept as plain arrays (`.npz`) and played with numpy only, so that playing it
needs no torch: a multilayer perceptron over the configuration's observation, its inputs squashed
by `symlog` (counts and coins have no bound), its outputs one logit per action of the catalogue.

The file holds `w0, b0, w1, b1, ...` (weights as (inputs, outputs)), `activation` ("tanh" or
"relu"), `meta` (JSON: game, options, observation size, action count and the catalogue's digest,
checked against the configuration it is played in).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

ACTIVATIONS = ("tanh", "relu")


def symlog(obs: np.ndarray) -> np.ndarray:
    """sign(x) * log(1 + |x|): a fixed squashing of counts, coins and scores (no statistics to
    keep beside the weights; training applies the same, see `SymlogObservation` in examples)."""
    out: np.ndarray = np.sign(obs) * np.log1p(np.abs(obs))
    return out


def catalog_digest(keys: Sequence[str]) -> str:
    """A short digest of a catalogue's keys (a policy is played only where its indices mean the
    same moves)."""
    return hashlib.sha256("\n".join(keys).encode()).hexdigest()[:16]


class NumpyPolicy:
    """`policy(observation, mask) -> action index`: the legal action of highest logit (ties to
    the lowest index), so the same observation always gives the same move."""

    def __init__(
        self, layers: Sequence[tuple[np.ndarray, np.ndarray]], activation: str, meta: Mapping[str, Any]
    ) -> None:
        if activation not in ACTIVATIONS:
            raise ValueError(f"activation {activation!r}")
        self.layers = [(np.asarray(w, np.float32), np.asarray(b, np.float32)) for w, b in layers]
        self.activation = activation
        self.meta = dict(meta)

    @classmethod
    def load(cls, path: str | Path) -> NumpyPolicy:
        with np.load(path, allow_pickle=False) as data:
            n = sum(1 for k in data.files if k.startswith("w"))
            layers = [(data[f"w{i}"], data[f"b{i}"]) for i in range(n)]
            activation = str(data["activation"])
            meta = json.loads(str(data["meta"]))
        return cls(layers, activation, meta)

    def save(self, path: str | Path) -> None:
        arrays: dict[str, Any] = {}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"], arrays[f"b{i}"] = w, b
        arrays["activation"] = np.array(self.activation)
        arrays["meta"] = np.array(json.dumps(self.meta, sort_keys=True))
        with open(path, "wb") as f:
            np.savez_compressed(f, **arrays)

    def logits(self, obs: np.ndarray) -> np.ndarray:
        x = symlog(np.asarray(obs, np.float32))
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            x = x @ w + b
            if i < last:
                x = np.tanh(x) if self.activation == "tanh" else np.maximum(x, 0.0)
        return x

    def __call__(self, obs: np.ndarray, mask: np.ndarray) -> int:
        z = self.logits(obs)
        z = np.where(np.asarray(mask) > 0, z, -np.inf)
        return int(np.argmax(z))
