"""Heroes of Dominaria options, validated into a canonical JSON-able form."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominia.core.errors import InvalidOptions

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
        raise InvalidOptions("options must be a mapping")
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise InvalidOptions(
            f"unknown Heroes of Dominaria option(s): {', '.join(sorted(unknown))}; "
            f"known: {', '.join(DEFAULTS)}"
        )
    out = {**DEFAULTS, **options}
    players = out["players"]
    if not isinstance(players, int) or isinstance(players, bool) or players not in ROUNDS:
        raise InvalidOptions(f"Heroes of Dominaria needs 2 to 4 players, not {players!r}")
    mana = out["start_mana"]
    if mana not in (1, 2) or isinstance(mana, bool):
        raise InvalidOptions(f"start_mana must be 1 (the rules) or 2 (the book's variant), not {mana!r}")
    if out["components"] is not None and (not isinstance(out["components"], str) or not out["components"]):
        raise InvalidOptions("components must be a path to a folder of component files")
    fp = out["components_fingerprint"]
    if fp is not None and not (isinstance(fp, str) and len(fp) == 16 and all(c in HEX for c in fp)):
        raise InvalidOptions(f"components_fingerprint must be 16 hex digits, not {fp!r}")
    return out


HEX = frozenset("0123456789abcdef")
