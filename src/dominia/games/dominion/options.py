"""Dominion's option schema (core.spec.Option): what the terminal's flags and the lobby's fields
offer; `setup.normalize_options` has the last word on every value."""

from __future__ import annotations

from dominia.core.errors import UnknownName
from dominia.core.spec import Option


def set_ids() -> list[str]:
    from dominia.games.dominion.cards import SETS

    return list(SETS)


def kingdom_ids() -> list[str]:
    """The recommended kingdoms the base cards make (suggestions: any cards will do too)."""
    from dominia.games.dominion.kingdoms import KINGDOMS

    return [k.id for k in KINGDOMS if not k.needs]


def kingdom_option(text: str) -> str | list[str] | None:
    """A recommended kingdom's id or name, or card names (comma-separated, any language)."""
    from dominia.games.dominion.kingdoms import english_kingdom, find_kingdom
    from dominia.games.dominion.names import english_card, find_card

    t = text.strip()
    if not t or t.lower() == "random":
        return None
    if "," in t:
        parts = [p.strip() for p in t.split(",") if p.strip()]
        for p in parts:
            find_card(p)  # UnknownName with close matches
        return parts
    # English names first: the other languages' names need every message table read (0.4 s)
    if english_kingdom(t) is not None:
        return t
    if english_card(t) is not None:
        return [t]
    try:
        find_kingdom(t)
        return t
    except UnknownName as not_kingdom:
        try:
            find_card(t)
            return [t]
        except UnknownName as not_card:
            close = list(dict.fromkeys(not_card.suggestions + not_kingdom.suggestions))
            raise UnknownName("kingdom or card", t, close) from None


OPTIONS = (
    # a recommended kingdom, or up to 10 cards (the rest at random); None: all at random
    Option(
        "kingdom",
        "text",
        None,
        short="-k",
        choices="dominia.games.dominion.options:kingdom_ids",
        help="help-opt-kingdom",
        label="web-lobby-kingdom",
        choice_label="kingdom",
        parse="dominia.games.dominion.options:kingdom_option",
    ),
    Option(
        "sets",
        "choice",
        ("base",),
        choices="dominia.games.dominion.options:set_ids",
        many=True,
        help="help-opt-sets",
        label="web-lobby-sets",
        choice_label="set",
    ),
    # "auto": the book's rule (Shelters when a random kingdom card is from Dark Ages)
    Option("shelters", "choice", "auto", choices=("auto", True, False), flag=None, web=False),
    # a hand whose Treasures all just give coins plays them without asking: bots would anyway
    Option("autoplay_treasures", "bool", False, flag=None, web=False, sim_default=True),
)
