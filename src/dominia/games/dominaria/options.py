"""Heroes of Dominaria options, validated into a canonical JSON-able form."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg

DEFAULTS: dict[str, Any] = {
    "players": 2,
    "start_mana": 1,  # mana tokens per location at the start (the book's variant: 2)
    "components": None,  # a folder of replacement component files (None: the shipped set)
    # the set's fingerprint (components.fingerprint_of), filled in by the game's normalize_options:
    # a game is played and replayed only with the components it was made with
    "components_fingerprint": None,
}
ROUNDS = {2: 11, 3: 10, 4: 9}


def normalize_options(options: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(options, Mapping):
        raise InvalidOptions(msg("error-options"))
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise InvalidOptions(
            msg("error-unknown-options", unknown=", ".join(sorted(unknown)), known=", ".join(DEFAULTS))
        )
    out = {**DEFAULTS, **options}
    players = out["players"]
    if not isinstance(players, int) or isinstance(players, bool) or players not in ROUNDS:
        raise InvalidOptions(msg("error-players", players=repr(players)))
    mana = out["start_mana"]
    if mana not in (1, 2) or isinstance(mana, bool):
        raise InvalidOptions(msg("error-start-mana", value=repr(mana)))
    if out["components"] is not None and (not isinstance(out["components"], str) or not out["components"]):
        raise InvalidOptions(msg("error-components-path"))
    fp = out["components_fingerprint"]
    if fp is not None and not (isinstance(fp, str) and len(fp) == 16 and all(c in HEX for c in fp)):
        raise InvalidOptions(msg("error-fingerprint", value=repr(fp)))
    return out


HEX = frozenset("0123456789abcdef")
