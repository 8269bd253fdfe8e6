"""`dominia play` and `dominia replay`: bots to the end, scripted humans, resume, hot-seat."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.record import GameRecord

runner = CliRunner()


def final_section(output: str) -> str:
    start = output.index("Final scores")
    end = output.find("Saved to", start)
    return output[start : end if end >= 0 else None]


def test_bot_game_runs_to_the_end_and_replays_to_the_same_scores(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    result = runner.invoke(
        app, ["play", "--players", "bot:random,bot:random", "--seed", "1", "--save", str(save)]
    )
    assert result.exit_code == 0, result.output
    assert "Seed 1" in result.output
    assert "random bot 1 plays" in result.output  # bot moves are printed as they happen
    record = GameRecord.load(save)
    assert record.seats == ["bot:random", "bot:random"]
    assert record.result is not None and record.moves
    played = final_section(result.output)

    replayed = runner.invoke(app, ["replay", str(save)])
    assert replayed.exit_code == 0, replayed.output
    assert final_section(replayed.output) == played
    assert f"{len(record.moves):>4} random bot" in replayed.output  # every move is listed
    assert "differs" not in replayed.output


def test_same_seed_deals_the_same_game(tmp_path: Path) -> None:
    args = ["play", "--players", "random,random", "--seed", "7", "--kingdom", "first-game"]
    a = runner.invoke(app, args)
    b = runner.invoke(app, args)
    assert a.exit_code == 0 and a.output == b.output
    assert "“First Game”" in a.output


def test_replay_as_a_seat_shows_only_that_seats_cards(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    runner.invoke(app, ["play", "-p", "random,random", "--seed", "2", "--save", str(save)])
    spectator = runner.invoke(app, ["replay", str(save)]).output
    seat1 = runner.invoke(app, ["replay", str(save), "--seat", "1", "--lang", "ru"]).output
    assert "random bot 1 draws 5 cards" in spectator
    assert "бот «случайный» 1 берёт: Медь" in seat1 or "бот «случайный» 1 берёт: Поместье" in seat1  # its own
    assert "бот «случайный» 2 берёт: 5 карт" in seat1  # another seat's: how many
    bad = runner.invoke(app, ["replay", str(save), "--seat", "3"])
    assert bad.exit_code == 2 and "between 1 and 2" in bad.stderr


def test_scripted_human_game_then_resume(tmp_path: Path) -> None:
    save = tmp_path / "h.json"
    script = "\n".join(
        [
            "copper",  # play:Copper and buy:Copper -> ambiguous
            "99",  # out of range
            "1",  # Play all Treasures
            "Провинция",  # a card that is not a choice
            "xyzzy",  # nothing at all
            "?",  # help
            "Медь",  # buy:Copper, by its Russian name
            "q",
        ]
    )
    args = ["play", "--players", "human:Ann,bot:random", "--seed", "3", "--save", str(save)]
    result = runner.invoke(app, [*args, "--manual-treasures"], input=script + "\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Traceback" not in out
    assert "'copper' is ambiguous" in out and "Play Copper" in out
    assert "99 is not a choice number" in out
    assert "Province is not one of the choices" in out
    assert "no such choice: 'xyzzy'" in out
    assert "this help" in out
    assert "Your hand (5)" in out and "Supply" in out and "Trash" in out
    assert "Resume it with: dominia play --resume" in out
    record = GameRecord.load(save)
    assert record.moves[:2] == [(0, "treasures:all"), (0, "buy:Copper")]
    assert record.moves[-1][0] == 1  # the bot played its turn; Ann left at her next decision
    assert record.result is None
    moves = list(record.moves)

    # Resuming shows the same position and keeps saving to the same file.
    resumed = runner.invoke(app, ["play", "--resume", str(save), "--manual-treasures"], input="q\n")
    assert resumed.exit_code == 0, resumed.output
    assert "(resumed)" in resumed.output and "Turn 2 · Ann" in resumed.output
    assert GameRecord.load(save).moves == moves
    resumed = runner.invoke(
        app, ["play", "--resume", str(save), "--manual-treasures"], input="treasures:all\n"
    )  # then EOF
    assert resumed.exit_code == 0
    assert "Game saved to" in resumed.output
    assert GameRecord.load(save).moves == [*moves, (0, "treasures:all")]


def test_treasures_are_played_for_humans_by_default(tmp_path: Path) -> None:
    save = tmp_path / "a.json"
    args = ["play", "-p", "human,bot:random", "--seed", "3", "--save", str(save)]
    result = runner.invoke(app, args, input="q\n")
    assert result.exit_code == 0, result.output
    assert "Play all Treasures" not in result.output  # never offered: already done
    assert "Player 1 plays Copper" in result.output
    assert GameRecord.load(save).moves == [(0, "treasures:all")]


def test_human_game_without_save_says_it_was_not_saved() -> None:
    result = runner.invoke(app, ["play", "--seed", "3", "-p", "human,random"], input="q\n")
    assert result.exit_code == 0
    assert "not saved" in result.output


def test_hot_seat_passes_the_screen_before_private_information() -> None:
    script = "\n".join(["", "1", "done", "", "q"])  # Enter for Ann, play, end turn, Enter for Bob, quit
    result = runner.invoke(
        app, ["play", "-p", "human:Ann,human:Bob", "--seed", "5", "--manual-treasures"], input=script + "\n"
    )
    assert result.exit_code == 0, result.output
    out = result.output
    to_ann = out.index("Pass the screen to Ann")
    to_bob = out.index("Pass the screen to Bob")
    assert to_ann < out.index("Ann to decide") < to_bob < out.index("Bob to decide")
    # Nobody's hand is on the screen before their own pass-the-screen step.
    assert out.index("Your hand") > to_ann
    assert out.index("Your hand", to_ann) < to_bob
    assert out.index("Your hand", to_bob) > to_bob
    assert "Ann draws 5 cards" in out[to_bob:]  # Bob sees Ann's draws redacted


def test_resume_of_a_finished_game_shows_the_result(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    runner.invoke(app, ["play", "-p", "random,random", "--seed", "4", "--save", str(save)])
    result = runner.invoke(app, ["play", "--resume", str(save)])
    assert result.exit_code == 0 and "Final scores" in result.output


@pytest.mark.parametrize(
    "kingdom", ["grim-parade", "playing-chess-with-death", "high-and-low", "chivalry-and-revelry"]
)
def test_a_human_can_play_every_dark_ages_kingdom_to_the_end(kingdom: str) -> None:
    # Always answering "1" plays legal moves of every kind these kingdoms ask.
    result = runner.invoke(
        app, ["play", "--kingdom", kingdom, "--seed", "5", "-p", "human,bot:heuristic"], input="1\n" * 6000
    )
    assert result.exit_code == 0, result.output[-2000:]
    assert "Traceback" not in result.output
    assert "Final scores" in result.output
