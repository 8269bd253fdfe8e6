"""The battery's checks, one function each: every one either returns or raises `CheckFailed`
with a message of the tables that says what broke and where (a path into the data).

They use only the Game protocol and its `Conformable` hooks, so they run on any registered
game, a plugin's or a fourth game's included.
"""

from __future__ import annotations

import json
from typing import Any

from dominia.core.decision import Decision
from dominia.core.errors import DominiaError, IllegalChoice
from dominia.core.game import Game, Outcome
from dominia.core.i18n import Msg, Seat, msg
from dominia.core.record import GameRecord, replay
from dominia.core.rng import Rng
from dominia.testing.plain import first_difference, json_round_trip, plain_problem

RECENT = 100  # during a game, views are compared from the last RECENT events (their logs grow)
JSON_RECENT = 20  # and written as JSON with the last JSON_RECENT (every kind of event comes by)
# the checks, in the order a report lists them
CHECKS = ("games", "invariants", "refusals", "hidden", "clone", "json", "outcome", "record", "replay")


class CheckFailed(Exception):
    """One check that did not hold: its name (one of CHECKS, or "setup", "end", "crash") and
    what broke."""

    def __init__(self, check: str, text: Msg) -> None:
        super().__init__(check, text)
        self.check = check
        self.text = text


def snapshot(game: Game, state: Any) -> str:
    """A snapshot to keep (a game's snapshot may hold the state's own lists, which go on
    changing), as JSON text: quicker to make and to compare than a deep copy."""
    data = game.snapshot(state)
    try:
        return json.dumps(data, default=repr)
    except (TypeError, ValueError):  # (a key JSON cannot hold)
        return repr(data)


def same(game: Game, kept: str, state: Any) -> str | None:
    """Where the state differs from a kept snapshot (None when it does not)."""
    now = snapshot(game, state)
    if now == kept:
        return None
    try:
        return first_difference(json.loads(kept), json.loads(now)) or "$"
    except ValueError:
        return "$"


def who(viewer: int | None) -> Msg:
    """A seat or the spectator, as the failure messages name them."""
    return msg("testing-who-spectator") if viewer is None else msg("testing-who-seat", n=viewer + 1)


def invariants(game: Any, state: Any) -> None:
    problems = game.problems(state)
    if problems:
        raise CheckFailed(
            "invariants", msg("testing-fail-invariants", problems="; ".join(map(str, problems)))
        )


def refusals(game: Game, state: Any, decision: Decision, *, types: bool = False) -> None:
    """A choice the decision does not offer and the right choice from the wrong seat (with
    `types`, a seat and a choice of the wrong type too): each an IllegalChoice, and the state as
    it was."""
    before = snapshot(game, state)
    seats = game.num_seats(state)
    bad: list[tuple[Any, Any]] = [(decision.seat, "no-such-choice")]
    if seats > 1:
        bad.append(((decision.seat + 1) % seats, decision.choices[0].id))
    if types:
        bad += [(decision.seat, None), (str(decision.seat), decision.choices[0].id)]
    for seat, choice in bad:
        player = Seat(seat) if type(seat) is int else repr(seat)
        try:
            game.apply(state, seat, choice)
        except IllegalChoice:
            continue
        except Exception as exc:
            error = f"{type(exc).__name__}: {exc}"
            raise CheckFailed(
                "refusals", msg("testing-fail-refusal-error", player=player, choice=repr(choice), error=error)
            ) from exc
        raise CheckFailed(
            "refusals", msg("testing-fail-refusal-accepted", player=player, choice=repr(choice))
        )
    if (where := same(game, before, state)) is not None:
        tried = ", ".join(f"{s!r}: {c!r}" for s, c in bad)
        raise CheckFailed("refusals", msg("testing-fail-refusal-changed", choice=tried, where=where))


def hidden(game: Any, state: Any, rng: Rng, *, recent: bool = False) -> None:
    """The view of a random seat (or the spectator) equals the view of a copy in which all that
    is hidden from it was rearranged. During a game the logs are compared from the last RECENT
    events; at the end, whole."""
    seats = game.num_seats(state)
    viewer: int | None = rng.below(seats + 1)
    viewer = None if viewer == seats else viewer
    other = game.shuffle_hidden(state, viewer, rng)
    start = max(0, game.event_count(state) - RECENT) if recent else 0
    where = first_difference(game.view(state, viewer).to_dict(start), game.view(other, viewer).to_dict(start))
    if where is not None:
        raise CheckFailed("hidden", msg("testing-fail-hidden", who=who(viewer), where=where))


def clone_move(game: Game, state: Any, seat: int, choice: str) -> None:
    """Applies `choice` to a clone, then to `state` (the battery's move): a move on the clone
    leaves the original alone, and after the same move both have equal
    states and equal views for every seat and the spectator."""
    twin = game.clone(state)
    before = snapshot(game, state)
    start = game.event_count(state)  # the views are compared with the events of this move
    game.apply(twin, seat, choice)
    if (where := same(game, before, state)) is not None:
        raise CheckFailed("clone", msg("testing-fail-clone-shared", where=where))
    game.apply(state, seat, choice)
    if (where := first_difference(game.snapshot(state), game.snapshot(twin))) is not None:
        raise CheckFailed("clone", msg("testing-fail-clone-state", where=where))
    for viewer in [*range(game.num_seats(state)), None]:
        mine, its = game.view(state, viewer).to_dict(start), game.view(twin, viewer).to_dict(start)
        if (where := first_difference(mine, its)) is not None:
            raise CheckFailed("clone", msg("testing-fail-clone-view", who=who(viewer), where=where))


def plain_json(check: str, what: Msg, data: Any) -> None:
    """`data` is plain JSON data and comes back from JSON equal."""
    try:
        if json_round_trip(data) == data:
            return  # (the usual case, at C speed: a tuple, a number key or a set would differ)
    except (TypeError, ValueError):
        pass
    if (where := plain_problem(data)) is not None:
        raise CheckFailed(check, msg("testing-fail-json-plain", what=what, where=where))
    where = first_difference(data, json_round_trip(data)) or "$"
    raise CheckFailed(check, msg("testing-fail-json-trip", what=what, where=where))


def view_json(game: Any, state: Any, rng: Rng, *, whole: bool = False) -> None:
    """The view of a random seat (or the spectator) survives JSON (with its whole log if
    `whole`, else the last RECENT events)."""
    seats = game.num_seats(state)
    viewer: int | None = rng.below(seats + 1)
    viewer = None if viewer == seats else viewer
    start = 0 if whole else max(0, game.event_count(state) - JSON_RECENT)
    plain_json("json", msg("testing-what-view", who=who(viewer)), game.view(state, viewer).to_dict(start))


def views_and_decision(game: Any, state: Any, decision: Decision, rng: Rng) -> None:
    """A random seat's view and the pending decision survive JSON."""
    view_json(game, state, rng)
    plain_json("json", msg("testing-what-decision"), decision.to_dict())


def outcome(game: Game, state: Any) -> Outcome:
    """The game has an outcome once no decision is pending: a score per seat, winners that are
    seats, all of it plain JSON data."""
    result = game.outcome(state)
    if result is None:
        raise CheckFailed("outcome", msg("testing-fail-no-outcome"))
    seats = game.num_seats(state)
    if len(result.scores) != seats or not all(type(w) is int and 0 <= w < seats for w in result.winners):
        raise CheckFailed(
            "outcome",
            msg(
                "testing-fail-outcome-shape",
                scores=len(result.scores),
                seats=seats,
                winners=repr(list(result.winners)),
            ),
        )
    plain_json("outcome", msg("testing-what-outcome"), result.to_dict())
    return result


def saved_record(game: Game, path: Any, expected: Any, moves: int) -> Any:
    """The record saved to `path` after `moves` moves loads and replays to the state
    `expected` (a clone kept at that moment): the same snapshot. Returns the replayed state."""
    try:
        again = replay(GameRecord.load(path), game=game)
    except DominiaError as exc:
        raise CheckFailed("record", msg("testing-fail-record", moves=moves, error=exc.text)) from exc
    if (where := first_difference(game.snapshot(expected), game.snapshot(again))) is not None:
        raise CheckFailed("record", msg("testing-fail-record-state", moves=moves, where=where))
    return again


def replayed_end(
    game: Game, state: Any, again: Any, moves: list[tuple[int, str]], *, every_seat: bool = True
) -> None:
    """`again` (a replay up to some move) takes the rest of `moves` and ends as `state` did:
    the same snapshot, as many events and the same view for the spectator (and, with
    `every_seat`, the same view for every seat and the same log)."""
    try:
        for seat, choice in moves:
            game.apply(again, seat, choice)
    except DominiaError as exc:
        raise CheckFailed("replay", msg("testing-fail-replay-move", error=exc.text)) from exc
    if (where := first_difference(game.snapshot(state), game.snapshot(again))) is not None:
        raise CheckFailed("replay", msg("testing-fail-replay", where=where))
    seats = game.num_seats(state)
    end = game.event_count(state)
    for viewer in [*range(seats), None] if every_seat else [None]:
        mine, its = game.view(state, viewer).to_dict(end), game.view(again, viewer).to_dict(end)
        if (where := first_difference(mine, its)) is not None:
            raise CheckFailed("replay", msg("testing-fail-replay-view", who=who(viewer), where=where))
    # the log, as the spectator reads it (whose cards a private event moved, the snapshots
    # have compared)
    same_log = end == game.event_count(again)
    if same_log and every_seat:
        same_log = game.events(state, None) == game.events(again, None)
    if not same_log:
        where = first_difference(game.view(state, None).to_dict(), game.view(again, None).to_dict())
        raise CheckFailed("replay", msg("testing-fail-replay-view", who=who(None), where=where or "$.log"))
