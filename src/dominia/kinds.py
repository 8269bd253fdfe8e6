"""The words the built-in games put in `Decision.kind` and `Outcome.reason`, as types.

The values are the plain strings the games use (records, bots and the wire carry them), so a
`Literal` types them without changing anything at run time: annotate with these and a type
checker catches `outcome.reason == "province"`. The kernel types both as `str`, since a game
of your own brings its own words; docs/agents.md says what each kind asks.
"""

from __future__ import annotations

from typing import Literal, get_args

DominionKind = Literal[
    "play_action",
    "buy",
    "play_treasure",
    "discard",
    "trash",
    "gain",
    "topdeck",
    "reaction",
    "choose",
    "yes_no",
    "name",
    "order",
    "sentry",
    "spy",
    "library_skip",
    "survivors",
    "become",
    "trash_trigger",
]
DominationKind = Literal[
    "claim",
    "capital",
    "place",
    "place_count",
    "trade",
    "attack",
    "battle",
    "defend",
    "move",
    "fortify",
    "fortify_count",
]
DominariaKind = Literal[
    "action",
    "pay",
    "any_mana",
    "place_hero",
    "keep_quest",
    "new_quest",
    "new_artifact",
    "defeat",
    "free_hire",
    "free_manalith",
    "free_leyline",
    "free_explore",
]
DecisionKind = Literal[DominionKind, DominationKind, DominariaKind]
"""Any built-in game's decision kind."""

DominionReason = Literal["provinces", "piles"]
"""The Provinces ran out, or three Supply piles (four with five or six players) did."""
DominationReason = Literal["domination", "capital", "mission", "turn limit"]
"""Every territory taken, every capital held, a secret mission done, or the turn limit."""
DominariaReason = Literal["rounds"]
"""The last round was played."""
OutcomeReason = Literal[DominionReason, DominationReason, DominariaReason]
"""Any built-in game's reason for ending."""

DECISION_KINDS: dict[str, frozenset[str]] = {
    "dominion": frozenset(get_args(DominionKind)),
    "domination": frozenset(get_args(DominationKind)),
    "dominaria": frozenset(get_args(DominariaKind)),
}
"""Each built-in game's decision kinds, by game name (to check a value at run time)."""

OUTCOME_REASONS: dict[str, frozenset[str]] = {
    "dominion": frozenset(get_args(DominionReason)),
    "domination": frozenset(get_args(DominationReason)),
    "dominaria": frozenset(get_args(DominariaReason)),
}
"""Each built-in game's reasons for ending, by game name."""
