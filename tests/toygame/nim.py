"""A tiny two-seat game used only by the tests: Nim (take 1 or 2 stones; whoever takes the last
stone wins). It shows that a new game is one package plus a registration: the simulator, the
environment, the web server and the terminal drive it with no change to them, and speak its
words in every language from its own tables (`locales/<lang>/nim.ftl`, `TEXTS`). With the three
hooks of `core.game.Conformable` it passes the conformance battery (test_battery.py): the example
for a new game's author (docs/testing.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominia.core.agent import RandomAgent
from dominia.core.decision import Choice, Decision
from dominia.core.errors import IllegalChoice, InvalidOptions
from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, add_package, msg
from dominia.core.registry import AgentRegistry
from dominia.core.rng import Rng
from dominia.core.spec import GameSpec, Option


@dataclass
class NimState:
    stones: int
    start: int = 0  # the heap at the start (the battery's invariants count against it)
    current: int = 0
    turns: list[int] = field(default_factory=lambda: [0, 0])
    events: list[Event] = field(default_factory=list)
    winner: int | None = None


@dataclass(frozen=True)
class NimView:
    stones: int
    current: int

    def to_dict(self, log_from: int = 0) -> dict[str, Any]:
        """What the web server sends a seat (every view has one)."""
        return {"stones": self.stones, "current": self.current, "log": []}


class Greedy:
    """Leaves a multiple of 3 when it can."""

    def choose(self, view: NimView, decision: Decision) -> str:
        want = view.stones % 3
        return f"take:{want}" if want and decision.allows(f"take:{want}") else decision.choices[0].id


class Nim:
    name = "nim"
    title = "Nim"

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        if not isinstance(options, Mapping) or set(options) - {"players", "stones"}:
            raise InvalidOptions(msg("nim-error-options"))
        players, stones = options.get("players", 2), options.get("stones", 10)
        if players != 2 or not isinstance(stones, int) or isinstance(stones, bool) or not 1 <= stones <= 99:
            raise InvalidOptions(msg("nim-error-size"))
        return {"players": 2, "stones": stones}

    def setup(self, options: Mapping[str, Any], seed: int, *, logging: bool = True) -> NimState:
        stones = self.normalize_options(options)["stones"]
        return NimState(stones, stones)

    def pending(self, state: NimState) -> Decision | None:
        if state.winner is not None:
            return None
        takes = [Choice(f"take:{k}", msg("nim-take", n=k)) for k in (1, 2) if k <= state.stones]
        return Decision(state.current, "take", msg("nim-prompt"), takes)

    def apply(self, state: NimState, seat: int, choice_id: str) -> None:
        d = self.pending(state)
        if d is None or seat != d.seat or not d.allows(choice_id):
            raise IllegalChoice(msg("nim-error-not-legal", choice=repr(choice_id), player=Seat(seat)))
        k = int(choice_id.split(":")[1])
        state.stones -= k
        state.turns[seat] += 1
        state.events.append(Event("take", seat, count=k, data={"stones": state.stones}))
        if state.stones == 0:
            state.winner = seat
        else:
            state.current = 1 - seat

    def view(self, state: NimState, seat: int | None) -> NimView:
        return NimView(state.stones, state.current)

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(int(s == state.winner) for s in (0, 1))
        return Outcome(scores, (state.winner,), "last stone", {"turns": list(state.turns)})

    def clone(self, state: NimState) -> NimState:
        return NimState(
            state.stones, state.start, state.current, list(state.turns), list(state.events), state.winner
        )

    def snapshot(self, state: NimState) -> dict[str, Any]:
        return {
            "stones": state.stones,
            "start": state.start,
            "current": state.current,
            "turns": list(state.turns),
            "winner": state.winner,
        }

    def events(self, state: NimState, viewer: int | None, start: int = 0) -> list[Event]:
        return [e.for_viewer(viewer) for e in state.events[start:]]

    def event_count(self, state: NimState) -> int:
        return len(state.events)

    def num_seats(self, state: NimState) -> int:
        return 2

    # ---- the conformance battery's hooks (core.game.Conformable; dominia.testing runs it)
    def random_options(self, rng: Rng) -> dict[str, Any]:
        return {"stones": 1 + rng.below(99)}

    def problems(self, state: NimState) -> list[str]:
        """What must always hold: stones taken and left add up, the winner took the last one."""
        out = []
        taken = sum(e.count for e in state.events)
        if state.stones < 0 or taken + state.stones != state.start:
            out.append(f"{taken} stones taken and {state.stones} left of {state.start}")
        if sum(state.turns) != len(state.events):
            out.append(f"{sum(state.turns)} turns but {len(state.events)} moves")
        if (state.winner is not None) != (state.stones == 0):
            out.append(f"winner {state.winner} with {state.stones} stones left")
        return out

    def shuffle_hidden(self, state: NimState, viewer: int | None, rng: Rng) -> NimState:
        return self.clone(state)  # nothing is hidden in Nim


class NimTexts:
    """Nim's sentences: a move, and who took the last stone."""

    def event(self, event: Event) -> Msg | None:
        if event.kind != "take" or event.seat is None:
            return None
        left = (event.data or {}).get("stones", 0)
        return msg("nim-event-take", player=Seat(event.seat), n=event.count, left=left)

    def outcome(self, outcome: Outcome) -> Msg:
        return msg("nim-outcome-last-stone", player=Seat(outcome.winners[0]))


PACKAGE = __name__.rpartition(".")[0]  # tests.toygame: its locales/ hold Nim's words
add_package(PACKAGE)  # (english() of its messages: str() of its errors)
TEXTS = NimTexts()
NIM = Nim()
BOTS = AgentRegistry("bot", "nim")
BOTS.register("random", "uniform over the legal choices", RandomAgent)
BOTS.register("greedy", "leaves a multiple of three", lambda seed: Greedy())


class Web:
    """Its web hooks: only the folder of its page files (board.js draws the heap)."""

    def assets(self) -> str:
        return str(Path(__file__).parent / "static")


WEB = Web()

SPEC = GameSpec(
    name="nim",
    title="Nim",
    seats=(2, 2),
    bot_names_fn="tests.toygame.nim:BOTS.names",
    describe_bot_fn="tests.toygame.nim:BOTS.describe",
    make_bot_fn="tests.toygame.nim:BOTS.make",
    default_bot="greedy",
    messages=PACKAGE,
    texts_obj=f"{__name__}:TEXTS",
    web_obj=f"{__name__}:WEB",
    # its one option, described once: the lobby's field and the server's check come from it
    options=(Option("stones", "int", 10, min=1, max=99, help="nim-help-stones", label="nim-lobby-stones"),),
)
