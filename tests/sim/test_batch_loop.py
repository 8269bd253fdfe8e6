"""A game's batch loop (`play_many`: whole ranges of games added straight into the tally, no row
made) gives the summary the rows give, game for game: seeds, seats, bots renewed instead of made,
stalled games, progress; and it leaves no cycle for the collector it turns off."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from dominia.core.rng import derive_seed
from dominia.games.dominion.batch_loop import derive
from dominia.games.dominion.bots import make_bot
from dominia.games.dominion.bots.databots import DataBot
from dominia.games.dominion.game import DOMINION
from dominia.sim import batch as batch_mod
from dominia.sim import run as run_mod
from dominia.sim.run import run_batch
from dominia.sim.simulate import batch as make_batch
from dominia.sim.summary import Tally

CASES: list[tuple[list[str], dict[str, Any], int | None, str]] = [
    (["smithy", "bmu"], {"kingdom": ["Smithy"]}, None, "rotate"),  # a new random kingdom a game
    (["bmu", "witch", "militia"], {"kingdom": "first-game"}, None, "rotate"),
    (["bmu"], {"sets": ["dark-ages"]}, 3, "shuffle"),  # one bot in three seats, Shelters
    (["random", "smithy"], {"kingdom": ["Smithy", "Gardens"]}, None, "rotate"),  # not a data bot
]


def both(bots: list[str], options: dict[str, Any], players: int | None, seating: str, games: int) -> Any:
    """The summaries of the same batch by the batch loop and by rows."""
    b = make_batch("dominion", bots, games, options, 11, players, seating)
    fast, rows = Tally(b), Tally(b)
    run_batch(b, range(games), fast.add, tally=fast)
    run_batch(b, range(games), rows.add)
    assert fast.next == rows.next == games
    out = fast.summary(), rows.summary()
    for s in out:
        s.pop("games_per_cpu_second")
    return out


@pytest.mark.parametrize(("bots", "options", "players", "seating"), CASES)
def test_the_batch_loop_gives_the_summary_the_rows_give(
    bots: list[str], options: dict[str, Any], players: int | None, seating: str
) -> None:
    fast, rows = both(bots, options, players, seating, 24)
    assert fast == rows
    assert fast["games"] == 24 and fast["bots"][0]["avg_deck"] and fast["avg_trash"] is not None


def test_stalled_games_count_as_the_rows_count_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch_mod, "MAX_STEPS", 60)  # (most games need more decisions)
    monkeypatch.setattr(run_mod, "MAX_STEPS", 60)
    fast, rows = both(["smithy", "bmu"], {"kingdom": ["Smithy"]}, None, "rotate", 12)
    assert fast == rows
    assert 0 < fast["stalled_games"] < 12


def test_the_derived_seeds_are_the_kernels() -> None:
    for seed, label in [(0, "sim:0"), (7, "seat1"), (2**63 + 5, "bot:bmu"), (-3, "sim:12345")]:
        assert derive(seed, label) == derive_seed(seed, label)


def test_a_renewed_data_bot_plays_as_a_new_one() -> None:
    """The bot of game 1 renewed for game 2 answers every decision of game 2 as a bot made for
    it (its opening and bound rules forgotten, its random stream new)."""

    def play(bots: list[Any], seed: int) -> list[str]:
        g = DOMINION.setup({"players": 2, "kingdom": ["Smithy"]}, seed, logging=False)
        answers = []
        while (d := g.decision) is not None:
            ch = bots[d.seat].choose(DOMINION.view(g, d.seat), d)
            answers.append(ch)
            DOMINION.apply(g, d.seat, ch)
        return answers

    old = [make_bot("smithy", 1), make_bot("bmu", 2)]
    assert all(type(b) is DataBot for b in old)
    play(old, 5)
    for i, b in enumerate(old):
        b.renew(derive_seed(9 + i, "x"))  # type: ignore[attr-defined]
    new = [DataBot(derive_seed(9 + i, "x"), b.spec, b.name) for i, b in enumerate(old)]  # type: ignore[attr-defined]
    assert play(old, 6) == play(new, 6)


def test_progress_is_told_for_every_game_and_a_resumed_tally_takes_rows() -> None:
    b = make_batch("dominion", ["bmu", "smithy"], 70, {"kingdom": "first-game"}, 2, None, "rotate")
    told: list[int] = []
    tally = Tally(b)
    run_batch(b, range(70), tally.add, tally=tally, on_games=told.append)
    assert sum(told) == 70 and tally.games == 70
    # a tally that has games 0..9 from a file and is missing 10: the rest are played as rows
    rows: list[dict[str, Any]] = []
    resumed = Tally(b)
    run_batch(b, [*range(10), *range(11, 20)], rows.append, tally=resumed)
    assert [r["index"] for r in rows] == [*range(10), *range(11, 20)] and resumed.games == 0


def test_the_games_leave_no_cycle_for_the_collector() -> None:
    b = make_batch("dominion", ["witch", "bmu"], 20, {"kingdom": ["Witch"]}, 4, None, "rotate")
    tally = Tally(b)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        run_batch(b, range(20), tally.add, tally=tally)
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
    assert gc.isenabled() == was
