"""A card's kind is its place in the card table, and kinds are in every card's uid, in the
saved games' states and in the learning environments' tensors: the table's order is fixed."""

from __future__ import annotations

import hashlib

from dominia.games.dominion.cards import dark_ages
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.cards.dark_ages import (
    deck_and_hand,
    exchangers,
    knights,
    looters,
    pieces,
    reactions,
    replays,
    trash_and_gain,
    trash_triggers,
)

FAMILIES = (
    pieces.CARDS,
    looters.CARDS,
    exchangers.CARDS,
    trash_and_gain.CARDS,
    trash_triggers.CARDS,
    replays.CARDS,
    reactions.CARDS,
    deck_and_hand.CARDS,
    knights.KNIGHTS,
)

# sha256 of the card names in kind order when Dark Ages was split by family (kinds 0-95):
# new cards go after them; a change here means saved games and trained policies break
FIRST_96 = "616bae21757bf50e"


def test_dark_ages_order_names_every_card_of_its_families_once() -> None:
    in_families = [d.name for family in FAMILIES for d in family]
    assert len(in_families) == len(set(in_families))
    assert sorted(dark_ages.ORDER) == sorted(in_families)
    assert [d.name for d in dark_ages.CARDS] == list(dark_ages.ORDER)


def test_the_kinds_of_the_cards_never_move() -> None:
    names = "\n".join(T.NAME[:96])
    assert hashlib.sha256(names.encode()).hexdigest()[:16] == FIRST_96
    assert [d.kind for d in T.CARDS] == list(range(len(T.CARDS)))


def test_every_dark_ages_card_is_of_the_set() -> None:
    assert {d.set for d in dark_ages.CARDS} == {dark_ages.SET}
