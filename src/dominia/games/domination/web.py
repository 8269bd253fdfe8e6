"""What Domination adds to the web server (`dominia.server.protocol.WebHooks`): the exact odds
of the attacks a seat is offered and its option checks (the lobby's fields come from the option
schema)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import msg
from dominia.games.domination.goals import goal_lines
from dominia.games.domination.schema import map_names
from dominia.games.domination.view import DominationView

MAX_ODDS_CELLS = 200_000  # attackers x defenders beyond which no odds are computed


def battle_odds(attackers: int, defenders: int, italian: bool, stop: int = 0) -> dict[str, float] | None:
    """The chance to conquer and the armies expected to be left; None for a battle not to compute."""
    from dominia.games.domination.odds import battle

    if attackers < 1 or defenders < 1 or not 0 <= stop < attackers or attackers * defenders > MAX_ODDS_CELLS:
        return None
    o = battle(attackers, defenders, italian=italian, stop=stop)
    return {
        "win": o.win,
        "attackers_left": o.expected_attackers_left,
        "defenders_left": o.expected_defenders_left,
    }


def decision_odds(view: dict[str, Any], decision: dict[str, Any]) -> dict[str, dict[str, float]]:
    """The odds of each attack or battle choice of `decision`, from `view` (public army counts)."""
    ts = view.get("territories") or []
    armies = {t["name"]: t["armies"] for t in ts}
    italian = (view.get("options") or {}).get("cards") == "italian"
    battle = view.get("battle") or [-1, -1]
    src, dst = battle[0], battle[1]
    out: dict[str, dict[str, float]] = {}
    for c in decision.get("choices") or []:
        cid = c["id"]
        odds = None
        if cid.startswith("attack:") and "->" in cid:
            a, b = cid[7:].split("->", 1)
            if a in armies and b in armies:
                odds = battle_odds(armies[a] - 1, armies[b], italian)
        elif (
            (cid == "annihilate" or cid.startswith("annihilate:"))
            and 0 <= src < len(ts)
            and 0 <= dst < len(ts)
        ):
            left = int(cid[11:]) if cid.startswith("annihilate:") and cid[11:].isdigit() else 1
            odds = battle_odds(ts[src]["armies"] - 1, ts[dst]["armies"], italian, left - 1)
        if odds is not None:
            out[cid] = odds
    return out


# Decisions whose choices are a run of numbers ("verb:N"): the verb, and whether the usual
# answer is the most offered (place all, move all) or none at all (fight on to the end: the
# plain choice, no number).
NUMBERED: dict[str, tuple[str, str]] = {
    "place_count": ("count", "max"),
    "move": ("move", "max"),
    "fortify_count": ("move", "max"),
    "battle": ("annihilate", "plain"),
}


def decision_numbers(decision: dict[str, Any]) -> list[dict[str, Any]]:
    """The numeric choices of `decision`, for one control on the page: [{"prefix", "min",
    "max", "default", "plain"}] where every "prefix:N" with min <= N <= max is a choice;
    "default" is the usual N (None: send "plain", the same choice with no number)."""
    how = NUMBERED.get(str(decision.get("kind")))
    if how is None:
        return []
    prefix, usual = how
    ids = {c["id"] for c in decision.get("choices") or []}
    head = prefix + ":"
    values = sorted(int(i[len(head) :]) for i in ids if i.startswith(head) and i[len(head) :].isdigit())
    if not values or values != list(range(values[0], values[-1] + 1)):
        return []
    plain = prefix if usual == "plain" and prefix in ids else None
    return [
        {
            "prefix": prefix,
            "min": values[0],
            "max": values[-1],
            "default": None if plain is not None else values[-1],
            "plain": plain,
        }
    ]


@dataclass(frozen=True)
class Kept:
    """An answer a browser may keep (`dominia.server.protocol.Kept`): JSON-able data or bytes,
    with the seconds it may be used without asking again (it carries an ETag either way)."""

    body: Any
    media_type: str = "application/json"
    max_age: int = 0


REGIONS_AGE = 3600  # a map's shapes change only when a map of that name is imported again
PICTURE_AGE = 365 * 24 * 3600  # a picture's URL names its version: it never changes
ODDS_AGE = 24 * 3600  # the odds of a battle are a function of its numbers alone


def map_endpoint(name: str, map_name: str, version: str = "") -> Kept:
    """A listed map's shapes or picture (a client names a map of the lobby's list, never a path).
    The shapes say the picture's version, which the picture's URL carries (`v=`): an answer
    for the version asked is kept for good, another (an old link) is asked for every time."""
    from dominia.games.domination.maps.library import get_map
    from dominia.games.domination.regions import map_picture, map_regions

    names = map_names()
    if map_name not in names:
        raise UnknownName("map", map_name, names)
    m = get_map(map_name)
    if name == "regions":
        out = {"map": map_name, **map_regions(m)}
        if out.get("picture") and (pic := map_picture(m)) is not None:
            out["picture_version"] = pic["version"]
        return Kept(out, max_age=REGIONS_AGE)
    picture = map_picture(m)
    if picture is None:
        raise InvalidOptions(msg("web-error-no-picture", map=map_name))
    age = PICTURE_AGE if version == picture["version"] else 0
    return Kept(picture["bytes"], picture["type"], age)


class Web:
    def assets(self) -> str:
        """Its board's page files (static/board.js, board.css)."""
        return str(Path(__file__).parent / "static")

    def history(self, record: Any) -> dict[str, Any]:
        """The end-of-game charts of a finished game's record (`history.py`)."""
        from dominia.games.domination.history import history

        return history(record)

    def catalog(self, components: str | None = None) -> dict[str, Any]:
        """What the lobby's form adds: the options each seat sets for itself (its own field in
        the seat's row; the option is the list in seat order)."""
        return {"per_seat": ["colours"]}

    def decision_extras(self, view: dict[str, Any], decision: dict[str, Any]) -> dict[str, Any]:
        return {"odds": decision_odds(view, decision), "numbers": decision_numbers(decision)}

    def words(self, view: Any, tr: Any) -> dict[str, Any]:
        """The seat's mission and cards in its language (the view's own are the engine's English),
        and its goals with their progress for the status bar (`goals.py`: its own mission only)."""
        out: dict[str, Any] = {}
        mission = getattr(view, "mission_msg", None)
        hand = getattr(view, "hand_msgs", None)
        if mission is not None and (m := mission()) is not None:
            out["mission"] = tr(m)
        if hand is not None:
            out["hand"] = [tr(m) for m in hand()]
        if isinstance(view, DominationView):  # the status bar's goals, the seat's own
            out["goals"] = [tr(m) for m in goal_lines(view)]
        return out

    def check_options(
        self, options: Mapping[str, Any], *, bots_only: bool, components: str | None = None
    ) -> dict[str, Any]:
        from dominia.games.domination.options import check_colours, with_seat_defaults

        opts = dict(with_seat_defaults(dict(options), bots_only=bots_only))
        players = opts.get("players")
        if opts.get("colours") is not None and isinstance(players, int):
            check_colours(opts["colours"], players)  # the game's words for a colour unknown or twice
        m = opts.get("map", "classic")
        names = map_names()
        if not isinstance(m, str) or m not in names:
            # a client may only pick a listed map (a path would make the server read a file)
            raise UnknownName("map", str(m), names)
        return opts

    def endpoint(self, name: str, params: Mapping[str, str]) -> Kept | None:
        """GET /api/game/domination/odds?attackers=A&defenders=D&italian=0&stop=0: the exact odds
        of a battle fought to the end (None: no such endpoint; InvalidOptions: no such battle);
        GET /api/game/domination/regions?map=NAME: the shapes of its territories
        (`regions.map_regions`); GET /api/game/domination/picture?map=NAME&v=VERSION: the
        picture of a map imported with the original game's picture files, as image bytes.
        Each may be kept by the browser (`Kept`)."""
        if name in ("regions", "picture"):
            return map_endpoint(name, params.get("map", ""), params.get("v", ""))
        if name != "odds":
            return None
        try:
            a, d = int(params.get("attackers", "")), int(params.get("defenders", ""))
            stop = int(params.get("stop", "0") or 0)
        except ValueError:
            raise InvalidOptions(msg("web-error-no-battle")) from None
        italian = params.get("italian", "0").lower() in ("1", "true", "yes")
        odds = battle_odds(a, d, italian, stop)
        if odds is None:
            raise InvalidOptions(msg("web-error-no-battle"))
        return Kept(
            {"attackers": a, "defenders": d, "italian": italian, "stop": stop, **odds}, max_age=ODDS_AGE
        )


WEB = Web()
