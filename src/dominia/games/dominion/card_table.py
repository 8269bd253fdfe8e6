"""The card table: every known CardDef by kind, plus flat lookup lists for speed.

Card modules register their definitions here at import; the engine reads the
flat lists (COST, TYPES, ...) by kind in its hot paths.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from dominia.games.dominion.card_model import ACTION, KIND_MASK, TREASURE, CardDef, Effect

# HAND_CLASS bits: what a card in hand means for the turn loop (one pass over a hand tells
# whether there is an Action to play, a Treasure, and a Treasure that does more than coins).
IS_ACTION: Final = 1
IS_TREASURE: Final = 2
SPECIAL_TREASURE: Final = 4
NOT_TREASURE: Final = 8
IS_SILVER: Final = 16  # (Merchant counts the first Silver played)

CARDS: Final[list[CardDef]] = []
BY_NAME: Final[dict[str, CardDef]] = {}
NAME: Final[list[str]] = []
COST: Final[list[int]] = []
TYPES: Final[list[int]] = []
COINS: Final[list[int]] = []
VP: Final[list[int]] = []
PLAY: Final[list[Effect | None]] = []
ON_DISCARD_FROM_PLAY: Final[list[Effect | None]] = []
HAND_CLASS: Final[list[int]] = []
ON_GAIN: Final[list[Callable[..., None] | None]] = []  # per kind: on_gain or None
TREASURE_COINS: Final[list[int]] = []  # per kind: the coins a Treasure gives, 0 for other cards
# per kind: vp_fn or None (Any: read only for the kinds in VP_FN_KINDS, which have one)
VP_FN: Final[list[Any]] = []
VP_FN_KINDS: Final[set[int]] = set()  # the kinds with a vp_fn (Gardens, Feodum)


def register(defs: list[CardDef]) -> None:
    for d in defs:
        if d.name in BY_NAME:
            raise ValueError(f"card {d.name} registered twice")
        d.kind = len(CARDS)
        if d.kind > KIND_MASK:
            raise ValueError("too many card kinds for the uid encoding")
        CARDS.append(d)
        BY_NAME[d.name] = d
        NAME.append(d.name)
        COST.append(d.cost)
        TYPES.append(d.types)
        COINS.append(d.coins)
        VP.append(d.vp)
        PLAY.append(d.play)
        ON_DISCARD_FROM_PLAY.append(d.on_discard_from_play)
        TREASURE_COINS.append(d.coins if d.types & TREASURE else 0)
        VP_FN.append(d.vp_fn)
        if d.vp_fn is not None:
            VP_FN_KINDS.add(d.kind)
        ON_GAIN.append(d.on_gain)
        HAND_CLASS.append(
            (IS_ACTION if d.types & ACTION else 0)
            | (IS_TREASURE if d.types & TREASURE else 0)
            | (SPECIAL_TREASURE if d.types & TREASURE and d.play is not None else 0)
            | (0 if d.types & TREASURE else NOT_TREASURE)
            | (IS_SILVER if d.name == "Silver" else 0)
        )


def card(name: str) -> CardDef:
    return BY_NAME[name]


def kind(name: str) -> int:
    return BY_NAME[name].kind
