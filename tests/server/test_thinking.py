"""Bots that think long think in worker processes: the game is the one they would have played
in a thread (the agent's state comes back with its choice), and a bot that cannot be sent there
thinks in the thread."""

from __future__ import annotations

from dominia.server.bots import BotLimits
from tests.server.helpers import HUMAN, asked, bot, create, pick, tokens

CAP = 40  # bot moves, then the game ends as stalled (enough to compare)


def played(make_client, processes: int) -> tuple[list[tuple[int, str]], int]:
    client = make_client(bots=BotLimits(pace=None, run_cap=CAP, processes=processes, slow=0.0))
    created = create(
        client, "domination", [bot("hard"), bot("average"), bot("random")], {"map": "duel"}, seed=12
    )
    frame = asked(client, created["game_id"], created["spectator_token"])  # until it is over
    assert frame["status"] == "over" and frame["version"] == CAP
    service = client.app.state.service
    return service.store.moves(created["game_id"]), service.thinker.sent


def test_bots_thinking_in_processes_play_the_game_they_would_in_a_thread(make_client):
    in_threads, none = played(make_client, 0)
    in_processes, sent = played(make_client, 2)
    assert none == 0 and sent > CAP // 2  # (all but each seat's first decision)
    assert in_processes == in_threads


def test_a_bot_that_cannot_be_sent_thinks_in_the_thread(make_client):
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
    assert any(seat == 1 for seat, _ in service.store.moves(gid))
