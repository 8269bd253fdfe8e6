"""A game survives the server: a new app over the same database continues it exactly."""

from __future__ import annotations

from sqlalchemy import delete, update

from dominia.server.store import GameRow, MoveRow
from tests.server.helpers import HUMAN, asked, bot, create, play_ws, tokens, view


def move(client, gid, token, frame):
    r = client.post(
        f"/api/games/{gid}/choice",
        json={"token": token, "version": frame["version"], "choice": frame["decision"]["choices"][-1]["id"]},
    )
    assert r.status_code == 200, r.text
    return r.json()


def test_a_restarted_server_continues_every_game_exactly(make_client):
    first = make_client()
    duo = create(first, "domination", [HUMAN, HUMAN], {"map": "duel", "mode": "mission"}, seed=5)
    solo = create(first, "dominion", [bot("bmu"), HUMAN], {"kingdom": "first-game"}, seed=6)
    gid, toks = duo["game_id"], tokens(duo)
    for _ in range(12):
        frames = [view(first, gid, t) for t in toks]
        seat = 0 if "choices" in frames[0]["decision"] else 1
        move(first, gid, toks[seat], frames[seat])
    frame = asked(first, solo["game_id"], tokens(solo)[1])
    for _ in range(5):
        move(first, solo["game_id"], tokens(solo)[1], frame)
        frame = asked(first, solo["game_id"], tokens(solo)[1])  # the bot answers after the ack
    watchers = [(gid, t) for t in [*toks, duo["spectator_token"]]] + [(solo["game_id"], tokens(solo)[1])]
    before = [view(first, g, t) for g, t in watchers]
    assert before[0]["version"] == 12

    second = make_client()  # a new process: nothing in memory, only the database
    assert [view(second, g, t) for g, t in watchers] == before
    # and it goes on from there, on both servers' database
    seat = 0 if "choices" in before[0]["decision"] else 1
    after = move(second, gid, toks[seat], before[seat])
    assert after["version"] == 13
    last, _ = play_ws(second, solo["game_id"], tokens(solo)[1])
    assert last["status"] == "over"
    third = make_client()
    assert view(third, gid, toks[seat]) == after
    assert view(third, solo["game_id"], tokens(solo)[1])["outcome"] == last["outcome"]


def test_bots_move_on_after_a_crash_between_two_moves(make_client):
    """Killed after a human's move was committed but before the bots answered: the bots
    answer when the game is next loaded."""
    first = make_client()
    created = create(first, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=8)
    gid, t0 = created["game_id"], tokens(created)[0]
    frame = view(first, gid, t0)
    for _ in range(6):
        move(first, gid, t0, frame)
        frame = asked(first, gid, t0)
    store = first.app.state.service.store
    moves = store.moves(gid)
    human_moves = [i for i, (seat, _) in enumerate(moves) if seat == 0]
    cut = human_moves[-1] + 1  # keep the human's last move, drop the bots' answers to it
    assert cut < len(moves)
    with store.engine.begin() as conn:
        conn.execute(delete(MoveRow).where(MoveRow.game_id == gid, MoveRow.number > cut))
        conn.execute(update(GameRow).where(GameRow.id == gid).values(version=cut))
    second = make_client()
    again = asked(second, gid, t0)  # loading it set the bots going
    assert again["version"] == len(second.app.state.service.store.moves(gid)) > cut
    assert again["decision"]["seat"] == 0 and "choices" in again["decision"]
