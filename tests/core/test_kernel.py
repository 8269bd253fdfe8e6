"""The shared kernel (core.state_base, core.kernel): the state's fields, the checks of a move,
the event log and its per-seat filter, on a toy game and on every game built on it."""

from __future__ import annotations

from typing import Any

import pytest

from dominia.core.decision import Choice, Decision
from dominia.core.errors import IllegalChoice
from dominia.core.game import registered_games
from dominia.core.i18n import Msg
from dominia.core.kernel import KernelGame, SeatView, check_choice, private_to, visible_events
from dominia.core.state_base import KERNEL_FIELDS, GameState, KernelState, all_slots


class Toy(KernelState):
    """Two seats take turns adding 1 or 2 to a total; the first to reach 5 wins."""

    __slots__ = ("total", "current")

    def __init__(self) -> None:
        super().__init__()
        self.total = 0
        self.current = 0

    def clone(self) -> Toy:
        t = Toy.__new__(Toy)
        for name in all_slots(Toy):
            setattr(t, name, getattr(self, name))
        t.rng = self.rng.clone()
        t.events = self.events[:]
        return t


def toy_decision(t: Toy) -> Decision | None:
    if t.total >= 5:
        return None
    return Decision(t.current, "add", "add", [Choice("add:1"), Choice("add:2")])


class ToyGame(KernelGame[Toy]):
    name = "toy"
    title = "Toy"

    def setup(self, seed: int, *, logging: bool = True) -> Toy:
        t = Toy()
        t.start({"target": 5}, seed, 2, logging=logging)
        t.decision = toy_decision(t)
        return t

    def advance(self, state: Toy, choice_id: str) -> None:
        k = int(choice_id.split(":")[1])
        state.total += k
        # the amount is the seat's secret: the others see that something was drawn, not what
        state.log_event("add", state.current, (f"+{k}",), to=private_to(state.current, True))
        state.log_event("turn", state.current, detail=str(state.total))
        if state.total >= 5:
            state.winners = (state.current,)
        state.current = 1 - state.current
        state.decision = toy_decision(state)

    def view(self, state: Toy, seat: int | None) -> SeatView[Toy]:
        return SeatView(state, seat)


TOY = ToyGame()


def facts(t: Toy) -> tuple[Any, ...]:
    return (t.total, t.current, len(t.events), t.winners, t.decision, t.rng.state())


def test_a_state_has_the_kernels_fields_and_its_own() -> None:
    t = TOY.setup(7)
    assert set(KERNEL_FIELDS) < set(all_slots(Toy)) and {"total", "current"} < set(all_slots(Toy))
    assert Toy.__slots__ == ("total", "current")  # (why all_slots is needed)
    assert (t.seed, t.n, t.options, t.logging, t.winners) == (7, 2, {"target": 5}, True, ())
    assert t.rng.seed == 7 and t.rng.state() == TOY.setup(7).rng.state() != TOY.setup(8).rng.state()
    state: GameState = t  # the protocol the kernel reads
    assert state.decision is not None


@pytest.mark.parametrize(
    ("seat", "choice"),
    [("0", "add:1"), (True, "add:1"), (0.0, "add:1"), (None, "add:1"), (1, "add:1"), (0, "add:3"), (0, 1)],
)
def test_a_bad_move_is_an_illegal_choice_with_a_message_and_changes_nothing(seat: Any, choice: Any) -> None:
    t = TOY.setup(1)
    before = facts(t)
    with pytest.raises(IllegalChoice) as err:
        TOY.apply(t, seat, choice)
    assert isinstance(err.value.text, Msg) and str(err.value)
    assert facts(t) == before


def test_a_refused_choice_names_the_legal_ones() -> None:
    t = TOY.setup(1)
    with pytest.raises(IllegalChoice) as err:
        TOY.apply(t, 0, "add:9")
    assert isinstance(err.value.text, Msg) and err.value.text.key == "error-not-legal-list"
    assert "add:1, add:2" in str(err.value)


def test_no_move_once_the_game_is_over() -> None:
    t = TOY.setup(1)
    while TOY.pending(t) is not None:
        TOY.apply(t, t.current, "add:2")
    assert t.total == 6 and t.winners == (0,)
    with pytest.raises(IllegalChoice) as err:
        check_choice(t.decision, 0, "add:1")
    assert isinstance(err.value.text, Msg) and err.value.text.key == "error-game-over"


def test_a_legal_move_goes_through_the_rules() -> None:
    t = TOY.setup(1)
    d = t.decision
    assert check_choice(d, 0, "add:2") is d
    TOY.apply(t, 0, "add:2")
    assert (t.total, t.current, TOY.event_count(t), TOY.num_seats(t)) == (2, 1, 2, 2)


def test_the_log_hides_private_cards_from_the_other_seats_only() -> None:
    t = TOY.setup(1)
    TOY.apply(t, 0, "add:2")
    TOY.apply(t, 1, "add:1")
    own, other, spectator = (TOY.events(t, s) for s in (0, 1, None))
    assert own[0].cards == ("+2",) and other[0].cards == () and spectator[0].cards == ()
    assert other[0].count == spectator[0].count == 1  # how many, not which
    assert other[2].cards == ("+1",) and own[2].cards == ()
    assert [e.to_dict() for e in TOY.view(t, 1).events()] == [e.to_dict() for e in other]
    assert TOY.events(t, 0, start=2) == own[2:] == visible_events(t.events, 0, 2)


def test_the_log_off_records_nothing_and_a_count_may_be_given() -> None:
    t = TOY.setup(1, logging=False)
    TOY.apply(t, 0, "add:2")
    assert t.events == [] and TOY.event_count(t) == 0
    t.logging = True
    t.log_event("deal", 0, ("a", "b"), to=(0,), count=5)
    t.log_event("deal", 0, ("a", "b"))
    assert [e.count for e in t.events] == [5, 2]
    assert t.events[1].data is None and private_to(None, True) is None and private_to(1, False) is None


def test_a_clone_is_independent() -> None:
    t = TOY.setup(3)
    c = TOY.clone(t)
    TOY.apply(c, 0, "add:1")
    c.rng.random()
    assert (t.total, len(t.events), t.rng.state()) == (0, 0, TOY.setup(3).rng.state())
    TOY.apply(t, 0, "add:1")
    assert facts(TOY.clone(t)) == facts(t)


def kernel_games() -> list[KernelGame[Any]]:
    return [g for g in registered_games().values() if isinstance(g, KernelGame)]


def test_some_registered_games_are_built_on_the_kernel() -> None:
    assert len(kernel_games()) >= 2


@pytest.mark.parametrize("game", kernel_games(), ids=lambda g: g.name)
def test_every_kernel_game_refuses_a_seat_that_is_no_seat_number(game: KernelGame[Any]) -> None:
    state = game.setup(game.normalize_options({}), 5)
    assert isinstance(state, KernelState) and state.seed == 5
    before = game.snapshot(state)
    d = game.pending(state)
    assert d is not None
    for seat in (str(d.seat), float(d.seat), None, d.seat + 1):
        with pytest.raises(IllegalChoice):
            game.apply(state, seat, d.ids()[0])
    assert game.snapshot(state) == before
    view = game.view(state, d.seat)
    assert isinstance(view, SeatView)
    assert [e.to_dict() for e in view.events()] == [e.to_dict() for e in game.events(state, d.seat)]


@pytest.mark.parametrize("game", kernel_games(), ids=lambda g: g.name)
def test_a_kernel_state_pickles_with_its_inherited_slots(game: KernelGame[Any]) -> None:
    """AIs think in other processes: a state crosses as a pickle, the kernel's fields too."""
    import pickle

    state = game.setup(game.normalize_options({}), 9)
    copy = pickle.loads(pickle.dumps(state))
    assert game.snapshot(copy) == game.snapshot(state)
    assert (copy.seed, copy.n, copy.logging, len(copy.events)) == (9, state.n, True, len(state.events))


@pytest.mark.parametrize("name", sorted(registered_games()))
def test_every_game_checks_a_move_and_filters_its_log_through_the_kernel(name: str) -> None:
    """All games, those whose classes cannot inherit the kernel's (a compiled one) too: a seat
    that is no seat number and a choice not offered are refused with the kernel's message,
    nothing changes, and the log a seat reads is the kernel's filter of it."""
    game = registered_games()[name]
    state = game.setup(game.normalize_options({}), 5)
    before = game.snapshot(state)
    d = game.pending(state)
    assert d is not None
    for seat in (str(d.seat), None, d.seat + 1):
        with pytest.raises(IllegalChoice):
            game.apply(state, seat, d.ids()[0])
    with pytest.raises(IllegalChoice) as refused:
        game.apply(state, d.seat, "no-such-choice")
    assert d.ids()[0] in str(refused.value)
    assert game.snapshot(state) == before
    for viewer in (None, *range(game.num_seats(state))):
        seen = [e.to_dict() for e in game.events(state, viewer)]
        assert seen == [e.to_dict() for e in visible_events(state.events, viewer)]
        assert seen == [e.to_dict() for e in game.view(state, viewer).events()]
