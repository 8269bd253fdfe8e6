"""The messages between the server and a browser, and the one function that builds what a
seat is sent.

Server -> client (JSON text frames):
  {"type": "state", "game_id", "game", "title", "version", "seat", "seats", "status",
   "view", "log_from", "decision", "outcome"}
      `view` is the game's `view(state, seat).to_dict(log_from)`: its "log" holds the events
      from number `log_from` on (0 on connect and on a resync; after that only the new
      ones). `decision` is the pending decision with its choices when it is this seat's,
      otherwise only {"seat": n} (whose turn it is: its prompt or kind could tell what
      that seat holds), and None once the game is over. In Domination a decision of this
      seat's that starts or goes on with a battle also carries "odds": {choice id: {"win",
      "attackers_left", "defenders_left"}}, the exact chances of fighting it to the end
      (`odds.battle`, from the public army counts only).
  {"type": "error", "error": text, "code": code, "version": current version}
      Nothing changed. Codes: bad_message, too_large, rate_limited, stale, not_your_turn,
      spectator, illegal, game_over, conflict.
Client -> server:
  {"version": n, "choice": "buy:Silver"}   answer the pending decision seen at version n
  {"type": "resync"}                       send the whole state again (log from 0)
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from dominia.core.game import Game

MAX_MESSAGE = 1024  # bytes of one client message (a choice id is short)
MAX_BODY = 16 * 1024  # bytes of one REST request body (the lobby form)
MAX_CHOICE = 200


class ChoiceMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["choice"] = "choice"
    version: int = Field(ge=0)
    choice: str = Field(min_length=1, max_length=MAX_CHOICE)


class ResyncMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["resync"]


class ChoiceRequest(ChoiceMessage):
    token: str = Field(min_length=1, max_length=100)


class SeatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=100)
    name: str = Field(default="", max_length=40)


class CreateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=32)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRequest] = Field(min_length=1, max_length=8)
    seed: int | None = Field(default=None, ge=0, lt=2**62)


class RelinkRequest(BaseModel):
    """The host asks for a new link for a human seat (`seat` counts from 0; null: the
    spectator link). The old link stops working."""

    model_config = ConfigDict(extra="forbid")

    host_token: str = Field(max_length=200)
    seat: int | None = Field(ge=0, lt=64)


class LinksRequest(BaseModel):
    """A browser's remembered seat links, to list its games."""

    model_config = ConfigDict(extra="forbid")

    links: list[tuple[str, str]] = Field(max_length=200)  # (game id, token)


def decision_for(game: Game, state: Any, seat: int | None) -> dict[str, Any] | None:
    d = game.pending(state)
    if d is None:
        return None
    if seat is not None and d.seat == seat:
        return d.to_dict()
    return {"seat": d.seat}


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
    """Domination: the odds of each attack or battle choice of `decision`, from `view` (public)."""
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


def state_frame(
    game: Game,
    state: Any,
    seat: int | None,
    *,
    game_id: str,
    version: int,
    seats: list[dict[str, Any]],
    log_from: int = 0,
) -> dict[str, Any]:
    """Everything `seat` (None: a spectator) is sent about the game at `version`."""
    outcome = game.outcome(state)
    view = game.view(state, seat).to_dict(log_from)
    decision = decision_for(game, state, seat)
    if game.name == "domination" and decision is not None and decision.get("choices"):
        decision["odds"] = decision_odds(view, decision)
    return {
        "type": "state",
        "game_id": game_id,
        "game": game.name,
        "title": game.title,
        "version": version,
        "seat": seat,
        "seats": seats,
        "status": "over" if outcome is not None else "playing",
        "view": view,
        "log_from": log_from,
        "decision": decision,
        "outcome": outcome.to_dict() if outcome is not None else None,
    }


def error_frame(error: str, code: str, version: int | None = None) -> dict[str, Any]:
    return {"type": "error", "error": error, "code": code, "version": version}
