"""No seat is ever sent what it may not see: every raw frame of a whole game, checked.

Two humans and a bot play a whole game; seat 0 and a spectator watch over WebSockets and
every text frame they receive is kept. Then, replaying the stored choice log, each frame
is compared with the frame built from a copy of the state in which everything hidden from
that seat was redealt (the games' `shuffle_hidden`, as in the conformance battery): if a
frame carried any hidden card, quest or mission, the copies would differ. On top of that:
another seat's pending decision is sent as nothing but its seat number, a log entry shows
cards only to the seats the event names, and other seats' quest hands (Heroes of Dominaria)
and missions (Domination) never appear in the raw text.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from dominia.core.game import get_game
from dominia.core.rng import Rng
from dominia.server.protocol import state_frame
from dominia.server.service import public_seats
from tests.server.helpers import HUMAN, bot, create, mine, pick, tokens, view

KINGDOM = ["Militia", "Moat", "Bureaucrat", "Sentry", "Harbinger", "Cellar", "Witch", "Library"]
KINGDOM += ["Vassal", "Bandit"]
GAMES = [
    (
        "dominion",
        [HUMAN, HUMAN, bot("bmu")],
        {"kingdom": KINGDOM},
    ),
    ("domination", [HUMAN, HUMAN, bot("easy")], {"map": "duel", "mode": "mission", "turn_limit": 5}),
    ("domination", [HUMAN, bot("random"), HUMAN], {"map": "duel", "cards": "fixed", "turn_limit": 8}),
    ("dominaria", [HUMAN, HUMAN, bot("greedy")], {}),
]


def play_and_watch(client, game, seats, options, seed):
    """Play the game (humans at random); the raw frames seat 0 and a spectator received."""
    created = create(client, game, seats, options, seed=seed)
    gid, toks = created["game_id"], tokens(created)
    rng = random.Random(seed)
    raw: dict[int | None, list[str]] = {0: [], None: []}

    def receive(ws, seat):
        text = ws.receive_text()
        raw[seat].append(text)
        frame = json.loads(text)
        assert frame["type"] == "state", frame
        return frame

    def settle(ws, seat, frame):
        """Frames until a human is asked or the game is over (the bots move in the background,
        and nobody else moves while a human is asked: every connection stops at that frame)."""
        while frame["status"] != "over" and seats[frame["decision"]["seat"]]["kind"] == "bot":
            frame = receive(ws, seat)
        return frame

    with (
        client.websocket_connect(f"/ws/games/{gid}?token={toks[0]}") as ws0,
        client.websocket_connect(f"/ws/games/{gid}?token={created['spectator_token']}") as wss,
    ):
        frame = settle(ws0, 0, receive(ws0, 0))
        watched = settle(wss, None, receive(wss, None))
        for _ in range(3000):
            assert watched["version"] == frame["version"]
            if frame["status"] == "over":
                break
            version, seat = frame["version"], frame["decision"]["seat"]
            if seat == 0:
                assert mine(frame)
                ws0.send_json({"version": version, "choice": pick(frame, rng)})
            else:
                f = view(client, gid, toks[seat])
                r = client.post(
                    f"/api/games/{gid}/choice",
                    json={"token": toks[seat], "version": version, "choice": pick(f, rng)},
                )
                assert r.status_code == 200, r.text
                assert r.json()["version"] >= version + 1
            frame = settle(ws0, 0, receive(ws0, 0))
            watched = settle(wss, None, receive(wss, None))
        else:
            pytest.fail("the game does not end")
    return gid, raw


def secrets_of(game: str, state, seat: int | None) -> set[str]:
    """Names that only other seats know: Heroes of Dominaria quest hands, Domination missions."""
    out: set[str] = set()
    others = [s for s in range(state.n) if s != seat]
    if game == "dominaria":
        comp = state.comp
        public = {comp.quests[q].name for p in state.players for q in p.started + p.quests_done}
        if seat is not None:
            public |= {comp.quests[q].name for q in state.players[seat].hand}
        out = {comp.quests[q].name for s in others for q in state.players[s].hand} - public
    elif game == "domination" and state.phase != "over":
        from dominia.games.domination.view import mission_text

        mine_ = mission_text(state, seat) if seat is not None else None
        out = {t for s in others if (t := mission_text(state, s)) and t != mine_}
    return out


def check_frames(service: Any, game: str, gid: str, seat: int | None, texts: list[str]) -> int:
    """Every frame `seat` was sent is the one its view gives at that version, and stays the same
    when all hidden from the seat is redealt; others' decisions are only their seat; events it
    may not see carry no cards; no other seat's secret is in the text. The frames checked."""
    stored = service.store.get(gid)
    moves = service.store.moves(gid)
    g = get_game(game)
    frames = [json.loads(t) for t in texts]
    assert [f["version"] for f in frames] == sorted(f["version"] for f in frames)
    state = g.setup(stored.options, stored.seed)
    at = 0
    for text, frame in zip(texts, frames, strict=True):
        while at < frame["version"]:
            g.apply(state, *moves[at])
            at += 1
        kwargs = {
            "game_id": gid,
            "version": at,
            "seats": public_seats(stored.seats),
            "log_from": frame["log_from"],
        }
        assert frame == state_frame(g, state, seat, **kwargs)
        for k in range(2):
            hidden = g.shuffle_hidden(state, seat, Rng(1000 * at + k))
            assert frame == state_frame(g, hidden, seat, **kwargs), (seat, at)
        d = g.pending(state)
        if d is not None and d.seat != seat:
            assert frame["decision"] == {"seat": d.seat}
        events = state.events[frame["log_from"] :]
        assert len(frame["view"]["log"]) == len(events)
        for sent, ev in zip(frame["view"]["log"], events, strict=True):
            if ev.to is not None and seat not in ev.to:
                assert sent["cards"] == []
        for name in secrets_of(game, state, seat):
            assert name not in text, (seat, at, name)
    return len(frames)


@pytest.mark.parametrize(
    ("game", "seats", "options"), GAMES, ids=[f"{g[0]}-{i}" for i, g in enumerate(GAMES)]
)
def test_no_frame_carries_another_seats_hidden_information(client, game, seats, options):
    gid, raw = play_and_watch(client, game, seats, options, seed=21)
    service = client.app.state.service
    checked = sum(check_frames(service, game, gid, seat, texts) for seat, texts in raw.items())
    assert checked > 20
    assert any(f["view"]["log"] for f in map(json.loads, raw[0][1:]))  # logs are sent as they grow
