"""What a card is: a small immutable definition indexed by an int kind.

A physical card in a game is an int uid; its kind is `uid & KIND_MASK`, so
zones are flat lists of ints and every copy is distinguishable (needed for the
"lose track" rule and for checking that every card is somewhere exactly once).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from dominia.core.i18n import Msg, add_package, name, slug, translator

KIND_MASK: Final = 0xFF
KIND_BITS: Final = 8

# Card types as bit flags, so a type test is one AND.
ACTION: Final = 1
TREASURE: Final = 2
VICTORY: Final = 4
CURSE: Final = 8
ATTACK: Final = 16
REACTION: Final = 32
LOOTER: Final = 64
RUINS: Final = 128
SHELTER: Final = 256
KNIGHT: Final = 512

TYPE_NAMES = {
    ACTION: "Action",
    TREASURE: "Treasure",
    VICTORY: "Victory",
    CURSE: "Curse",
    ATTACK: "Attack",
    REACTION: "Reaction",
    LOOTER: "Looter",
    RUINS: "Ruins",
    SHELTER: "Shelter",
    KNIGHT: "Knight",
}

# A card's effect is a frame function: fn(game_state, frame, choice) -> Decision | CONT | None
Effect = Callable[..., Any]


@dataclass(eq=False)
class CardDef:
    name: str
    cost: int
    types: int
    set: str
    editions: tuple[int, ...] = ()
    names: dict[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()
    coins: int = 0
    vp: int = 0
    text: str = ""
    kingdom: bool = False
    play: Effect | None = None
    # vp_fn(kinds owned) -> VP for one copy; used by Gardens and the like.
    vp_fn: Callable[[list[int]], int] | None = None
    # Reaction to an attack while in hand: fn(g, seat, uid) -> True if it makes the seat immune.
    on_attack_reveal: Callable[..., bool] | None = None
    # "When you trash this": a frame function run for the card's owner (frame.card = the uid).
    on_trash: Effect | None = None
    # Reaction in hand to one of its owner's cards being trashed: fn(g, seat, uid) (Market Square).
    on_own_trash_reaction: Callable[..., None] | None = None
    # "When you gain this": fn(g, seat, uid), run at once (it may gain more cards, never asks).
    on_gain: Callable[..., None] | None = None
    # "When you play another Attack card with this in play": a frame function (Urchin),
    # run with frame.card = this card and frame.v["attack"] = the Attack being played.
    on_play_attack: Effect | None = None
    # In hand when its owner buys a Victory card: a frame function (Hovel).
    on_buy_victory: Effect | None = None
    # "When you discard this from play": a frame function (Hermit).
    on_discard_from_play: Effect | None = None
    # The mixed pile this card lives in ("Knights", "Ruins"), if not a pile of its own.
    pile: str | None = None
    # False for cards that are never in the Supply (Spoils, Madman, Mercenary, Shelters).
    supply: bool = True
    # Cards in the pile when it is not the usual 10 (Rats 20, Spoils 15).
    pile_size: int | None = None
    # Other piles the game needs when this card is in the kingdom ("Spoils", "Madman", ...).
    extra_piles: tuple[str, ...] = ()
    kind: int = -1

    def is_(self, flag: int) -> bool:
        return bool(self.types & flag)

    def type_names(self) -> list[str]:
        return [n for f, n in TYPE_NAMES.items() if self.types & f]

    @property
    def msg(self) -> Msg:
        """The card's name as a message argument (`card-<slug>` of the tables)."""
        return card_msg(self.name)

    def local_name(self, lang: str) -> str:
        """The name in `lang` from the message tables (English when a table lacks it)."""
        return translator(lang, (MESSAGES,))(self.msg)


MESSAGES = "dominia.games.dominion"  # the package holding the game's locales/
add_package(MESSAGES)  # (str() of a Dominion message is English wherever the game is imported)
_NAME_MSGS: dict[str, Msg] = {}


def card_msg(card_name: str) -> Msg:
    """A card's name (English, as ids and events carry it) as a message argument."""
    m = _NAME_MSGS.get(card_name)
    if m is None:
        m = _NAME_MSGS[card_name] = name(f"card-{slug(card_name)}", card_name)
    return m
