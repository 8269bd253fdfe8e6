"""Bots that think long think in worker processes: the game is the one they would have played
in a thread (the agent's state comes back with its choice), a kind of bot known to think long
goes there from a new seat's first decision, and a bot that cannot be sent there thinks in the
thread."""

from __future__ import annotations

import os
import time
from typing import Any

from dominia.server import lobby
from dominia.server.bots import BotLimits
from dominia.server.thinking import NICE, Thinker
from tests.server.helpers import HUMAN, asked, bot, create, pick, tokens

CAP = 40  # bot moves, then the game ends as stalled (enough to compare)


def played(make_client, processes: int, client: Any = None) -> tuple[list[tuple[int, str]], int]:
    client = client or make_client(bots=BotLimits(pace=None, run_cap=CAP, processes=processes, slow=0.0))
    service = client.app.state.service
    sent_before = service.thinker.sent
    created = create(
        client, "domination", [bot("hard"), bot("average"), bot("random")], {"map": "duel"}, seed=12
    )
    frame = asked(client, created["game_id"], created["spectator_token"])  # until it is over
    assert frame["status"] == "over" and frame["version"] == CAP
    return service.store.moves(created["game_id"]), service.thinker.sent - sent_before


def test_bots_thinking_in_processes_play_the_game_they_would_in_a_thread(make_client):
    in_threads, none = played(make_client, 0)
    in_processes, sent = played(make_client, 2)
    assert none == 0 and sent > CAP // 2  # (all but each seat's first decision)
    assert in_processes == in_threads


def test_a_kind_of_bot_known_to_think_long_goes_to_the_processes_at_once(make_client):
    client = make_client(bots=BotLimits(pace=None, run_cap=CAP, processes=2, slow=0.0))
    first, sent_first = played(make_client, 2, client)
    again, sent_again = played(make_client, 2, client)  # the same bots, new seats
    assert again == first
    assert sent_first < CAP and sent_again == CAP  # (every decision of the second game)


class Unsendable:
    """A bot holding a function made in a function: it cannot be pickled."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.hook = lambda: None

    def choose(self, view: Any, decision: Any) -> str:
        return str(self.inner.choose(view, decision))


def test_a_bot_that_cannot_be_sent_thinks_in_the_thread(make_client, monkeypatch, caplog):
    made = lobby.make_agent
    monkeypatch.setattr(lobby, "make_agent", lambda game, name, seed: Unsendable(made(game, name, seed)))
    client = make_client(bots=BotLimits(pace=None, processes=2, slow=0.0))
    created = create(client, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=3)
    gid, token = created["game_id"], tokens(created)[0]
    frame = asked(client, gid, token)
    for _ in range(6):  # (the bot answers each time)
        r = client.post(
            f"/api/games/{gid}/choice",
            json={"token": token, "version": frame["version"], "choice": pick(frame, None)},
        )
        assert r.status_code == 200, r.text
        frame = asked(client, gid, token)
    service = client.app.state.service
    assert service.thinker.sent == 0 and (gid, 1) in service.thinker._local
    said = [r for r in caplog.records if "cannot think in a worker process" in r.getMessage()]
    assert len(said) == 1  # (said once, not at every decision)
    assert any(seat == 1 for seat, _ in service.store.moves(gid))


class Niceness:
    """A bot that notes the priority it thought at (its state comes back with its choice)."""

    name = "niceness"
    seen: int | None = None

    def choose(self, view: Any, decision: Any) -> str:
        self.seen = os.nice(0)
        return "a"


def test_the_worker_processes_think_at_a_lower_priority():
    thinker = Thinker(1, 0.0)
    try:
        _, here = thinker.choose(("g", 0), Niceness(), None, None)  # (marks the seat: slow > 0.0)
        _, there = thinker.choose(("g", 0), Niceness(), None, None)
    finally:
        thinker.close()
    assert thinker.sent == 1 and here.seen == os.nice(0)
    assert there.seen == min(19, os.nice(0) + NICE)


class SlowOnce:
    """A quick bot whose first decision was slow (a busy moment)."""

    name = "slow-once"

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: Any, decision: Any) -> str:
        self.calls += 1
        if self.calls == 1:
            time.sleep(0.03)
        return "a"


def test_one_slow_decision_marks_the_seat_but_not_its_kind_of_bot():
    thinker = Thinker(1, 0.02)
    kind = ("game", "slow-once")
    thinker.choose(("g", 0), SlowOnce(), None, None, kind)
    assert thinker.sends(("g", 0), kind) and not thinker.sends(("g", 1), kind)
    thinker.close()


class LongThinker(Niceness):
    """A bot that says it thinks long."""

    thinks_long = True


def test_a_bot_that_says_it_thinks_long_goes_to_the_processes_from_its_first_decision():
    thinker = Thinker(1, 10.0)  # (none of its decisions is slow by the clock)
    try:
        _, there = thinker.choose(("g", 0), LongThinker(), None, None)
        _, here = thinker.choose(("g", 1), Niceness(), None, None)
    finally:
        thinker.close()
    assert thinker.sent == 1 and there.seen == min(19, os.nice(0) + NICE) and here.seen == os.nice(0)
