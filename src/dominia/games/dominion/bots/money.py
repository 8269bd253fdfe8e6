"""The +$ an Action prints, for the bot language's "total money" (DominionSim's "total $ in
deck" counts it beside the Treasures' coins). Only an unconditional +$ counts: Moneylender's
+$3 needs a Copper, Merchant's +$1 a Silver, Count's is one choice of several, and Poor
House's shrinks with the Treasures in hand, Mercenary's needs two cards trashed: they count 0,
as do cards whose coins depend on the turn (Forager, Ironmonger, Storeroom)."""

from __future__ import annotations

ACTION_COINS: dict[str, int] = {
    # Base (2nd edition)
    "Vassal": 2,
    "Militia": 2,
    "Poacher": 1,
    "Festival": 2,
    "Market": 1,
    # Base (1st edition)
    "Chancellor": 2,
    "Woodcutter": 2,
    # Dark Ages
    "Squire": 1,
    "Death Cart": 5,
    "Scavenger": 2,
    "Junk Dealer": 1,
    "Mystic": 2,
    "Rogue": 2,
    "Dame Sylvia": 2,
    "Abandoned Mine": 1,
}
