"""Domination's option schema (core.spec.Option): what the terminal's flags and the lobby's fields
offer; `options.normalize_options` has the last word on every value."""

from __future__ import annotations

from dominia.core.spec import Option


def map_names() -> list[str]:
    """The maps a player may pick by name (built in or imported; broken ones left out)."""
    from dominia.games.domination.maps.library import list_maps

    return [m.name for m in list_maps() if not m.error]


def _modes() -> tuple[str, ...]:
    from dominia.games.domination.options import MODES

    return MODES


def _colours() -> tuple[str, ...]:
    from dominia.games.domination.options import COLOURS

    return COLOURS


def _trade_rules() -> tuple[str, ...]:
    from dominia.games.domination.trades import TRADE_RULES

    return tuple(TRADE_RULES)


OPTIONS = (
    # a name of `map_names`, or (in the terminal) a .map file
    Option(
        "map",
        "choice",
        "classic",
        choices="dominia.games.domination.schema:map_names",
        help="help-opt-map",
        label="web-lobby-map",
        choice_label="map",
    ),
    Option(
        "mode",
        "choice",
        "domination",
        choices="dominia.games.domination.schema:_modes",
        help="help-opt-mode",
        label="web-lobby-mode",
        choice_label="mode",
    ),
    Option(
        "cards",
        "choice",
        "increasing",
        choices="dominia.games.domination.schema:_trade_rules",
        help="help-opt-cards",
        label="web-lobby-trades",
        choice_label="cards",
    ),
    Option(
        "recycle", "bool", True, negative="--no-recycle", help="help-opt-recycle", label="web-lobby-recycle"
    ),
    Option("auto_place", "bool", False, help="help-opt-auto-place", label="web-lobby-setup-place"),
    # with AIs only the territories are dealt unless told otherwise (options.with_seat_defaults)
    Option(
        "auto_deal",
        "bool",
        False,
        negative="--no-auto-deal",
        help="help-opt-auto-deal",
        label="web-lobby-setup-deal",
        bots_default=True,
    ),
    Option(
        "first_player",
        "choice",
        "random",
        choices=("random", "seat1"),
        help="help-opt-first-player",
        web=False,
        # the simulator rotates the seats itself: seat order stays turn order, and its win % by
        # seat is the turn-order effect
        sim_default="seat1",
    ),
    Option(
        "auto_defence",
        "bool",
        True,
        flag=None,
        negative="--no-auto-defence",
        help="help-opt-no-auto-defence",
        label="web-lobby-auto-defence",
    ),
    Option(
        "continue_after_win", "bool", False, help="help-opt-continue-after-win", label="web-lobby-continue"
    ),
    Option("turn_limit", "int", 0, min=0, help="help-opt-turn-limit", label="web-lobby-turn-limit"),
    # one per seat, in seat order (the lobby gives each seat its own field: web.Web.catalog);
    # None: the usual colours in seat order
    Option(
        "colours",
        "choice",
        None,
        choices="dominia.games.domination.schema:_colours",
        many=True,
        help="help-opt-colours",
        label="web-lobby-colours",
        choice_label="web-lobby-colour",
        parse="dominia.games.domination.options:parse_colours",
    ),
)
