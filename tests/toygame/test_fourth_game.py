"""A fourth game is one package plus one registration: the simulator, the environment and the
web server drive the test-only game Nim without any change to them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from dominia.core import game as registry
from dominia.core.errors import InvalidOptions
from dominia.core.game import register_game, registered_games
from dominia.env import DominiaEnv
from dominia.server.app import create_app
from dominia.sim.batch import Batch
from dominia.sim.run import run_batch
from dominia.sim.summary import summarize
from tests.server.conftest import NO_LIMIT
from tests.server.helpers import HUMAN, bot, create, play_ws, tokens
from tests.toygame.nim import NIM, SPEC


@pytest.fixture
def nim() -> Iterator[None]:
    registered_games()  # the built-in games first, as in a real process
    register_game(NIM, SPEC)
    yield
    registry._REGISTRY.pop("nim", None)
    registry._SPECS.pop("nim", None)


def test_the_simulator_plays_it(nim) -> None:
    batch = Batch("nim", {"stones": 10}, ("greedy", "random"), games=40, seed=1)
    rows: list[dict] = []
    run_batch(batch, range(batch.games), rows.append)
    summary = summarize(batch, rows)
    assert summary["games"] == 40 and summary["stalled_games"] == 0
    greedy, rand = summary["bots"]
    # whoever moves first with 10 stones can force a win; greedy does, whatever its seat
    assert greedy["wins"] + rand["wins"] == 40 and greedy["wins"] > rand["wins"]


def test_the_environment_drives_a_seat(nim) -> None:
    env = DominiaEnv("nim", {"stones": 7})  # the spec's default bot as the opponent
    obs, info = env.reset(seed=3)
    assert obs.stones == 7
    done = False
    while not done:
        decision = info["decision"]
        _obs, reward, done, _truncated, info = env.step(decision.choices[-1].id)
    assert reward in (0.0, 1.0)


def test_the_server_lists_it_and_plays_it_over_a_websocket(nim, tmp_path) -> None:
    app = create_app(
        f"sqlite:///{tmp_path / 'g.sqlite3'}", allow_seed=True, rate=NO_LIMIT, create_rate=NO_LIMIT
    )
    with TestClient(app) as client:
        listed = {g["name"]: g for g in client.get("/api/catalog").json()["games"]}
        assert listed["nim"]["players"] == [2, 2] and listed["nim"]["default_bot"] == "greedy"
        assert set(listed["nim"]["bots"]) == {"random", "greedy"}
        created = create(client, "nim", [HUMAN, bot("greedy")], {"stones": 5}, seed=1)
        frame, moves = play_ws(client, created["game_id"], tokens(created)[0])
        assert frame["status"] == "over" and moves >= 1
        refused = client.post(
            "/api/games", json={"game": "nim", "seats": [HUMAN, HUMAN], "options": {"stones": 0}}
        )
        assert refused.status_code == 422 and "1 to 99 stones" in refused.json()["error"]


def test_words_asked_for_before_the_game_was_registered_are_not_kept() -> None:
    """A request naming a game not (yet) registered gets the server's words; once the game is
    registered, its own words are found (they were not cached under its name)."""
    from dominia.core.i18n import msg
    from dominia.server.protocol import translator

    registered_games()
    assert "nim" not in registered_games()
    assert "1 to 99 stones" not in translator("nim", "en")(msg("nim-error-size"))
    register_game(NIM, SPEC)
    try:
        assert "1 to 99 stones" in translator("nim", "en")(msg("nim-error-size"))
    finally:
        registry._REGISTRY.pop("nim", None)
        registry._SPECS.pop("nim", None)


def test_the_game_page_loads_its_own_board_drawing(nim, tmp_path) -> None:
    """Its page files (web hooks' `assets`) are served and linked from every game page, after
    the page's common scripts and before the main one; the server names no game for it."""
    app = create_app(f"sqlite:///{tmp_path / 'g.sqlite3'}")
    with TestClient(app) as client:
        page = client.get("/play/any").text
        script = page.index('<script src="/static/games/nim/board.js" defer></script>')
        assert page.index('src="/static/boards.js"') < script < page.index('src="/static/game.js"')
        assert '<link rel="stylesheet" href="/static/games/nim/board.css">' in page
        js = client.get("/static/games/nim/board.js")
        assert js.status_code == 200 and "BOARDS.nim" in js.text
        assert client.get("/static/games/nim/../nim.py").status_code == 404
        assert client.get("/static/games/nim/missing.js").status_code == 404


def test_the_terminal_plays_it(nim, tmp_path) -> None:
    from typer.testing import CliRunner

    from dominia.cli.main import app
    from dominia.core.record import GameRecord

    save = tmp_path / "nim.json"
    args = ["play", "nim", "--players", "bot:greedy,bot:random", "--seed", "2", "--save", str(save)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    record = GameRecord.load(save)
    assert record.game == "nim" and record.moves  # every move kept; the record replays
    result = CliRunner().invoke(app, ["play", "nim", "--players", "bot:nobody,bot:random"])
    assert result.exit_code != 0 and "nobody" in result.output


def test_the_terminal_speaks_its_words_in_ukrainian(nim) -> None:
    """The generic terminal reads Nim's tables and sentences (`SPEC.messages`, `SPEC.texts_obj`):
    no change to the CLI, and no English left on the screen."""
    from typer.testing import CliRunner

    from dominia.cli.main import app

    runner = CliRunner()
    bots = runner.invoke(app, ["play", "nim", "-p", "bot:greedy,bot:random", "--seed", "2", "--lang", "uk"])
    assert bots.exit_code == 0, bots.output
    out = bots.output
    assert "Нім" in out and "Гравці: 1. бот «greedy», 2. бот «random»" in out
    assert "бот «greedy» бере" in out and "залишилося" in out  # Nim's own sentence for a move
    assert "Гру закінчено" in out and "Підсумковий рахунок" in out and "останній камінь" in out
    assert "takes" not in out and "Final scores" not in out

    human = runner.invoke(
        app, ["play", "nim", "-p", "human:Оля,bot:greedy", "--seed", "1"], input="9\n?\n1\n" * 10,
        env={"DOMINIA_LANG": "uk"},
    )  # fmt: skip
    assert human.exit_code == 0, human.output
    out = human.output
    assert "Скільки каменів?" in out and "Взяти 1" in out and "Взяти 2" in out
    assert "9 — не номер варіанта (1-2)" in out and "ця довідка" in out
    assert "How many" not in out and "Take 1" not in out


def test_a_games_error_reads_in_the_readers_language(nim) -> None:
    from typer.testing import CliRunner

    from dominia.cli.main import app

    result = CliRunner().invoke(app, ["play", "nim", "-p", "human,human,human", "--lang", "ru"])
    assert result.exit_code == 2
    assert result.stderr.startswith("Ошибка:") and "Ним — для 2 игроков" in result.stderr


def test_its_option_has_a_flag_whose_help_is_in_its_own_tables(nim) -> None:
    """A game's option schema makes its flag (`cli.flags`); the help is read from the game's
    tables when the terminal's have no such message."""
    from dominia.cli.flags import flags, game_options_for, help_text
    from dominia.cli.lang import CLI
    from dominia.core.i18n import Translator

    assert flags()["stones"].owners == ("nim",) and flags()["stones"].option.flags == ("--stones",)
    assert "Скільки каменів" in (help_text("option__stones", Translator("uk", (CLI,))) or "")
    assert game_options_for("nim", {"stones": 5}) == {"stones": 5}
    with pytest.raises(InvalidOptions, match="--map is a Domination option, not for Nim"):
        game_options_for("nim", {"map": "duel"})


def test_a_command_made_after_it_came_has_its_flag_in_a_panel_of_its_own(nim, capsys, monkeypatch) -> None:
    """The flags are made from the schemas of the games registered when the command is: Nim's
    --stones under "<title> options" (help-panel-game), its help from its own tables."""
    import typer

    from dominia.cli.flags import with_game_flags
    from dominia.cli.lang import CLI
    from dominia.cli.main import localize
    from dominia.core.i18n import Translator

    got: dict = {}

    @with_game_flags
    def play(game_options: dict | None = None) -> None:
        got.update(game_options or {})

    app = typer.Typer(add_completion=False)
    app.command("play")(play)
    command = typer.main.get_command(app)  # (one command: the command itself)
    localize(command, Translator("uk", (CLI,)), ("play",))
    monkeypatch.setenv("COLUMNS", "200")
    command.main(["--help"], standalone_mode=False)
    out = capsys.readouterr().out
    assert "Параметри гри Nim" in out and "--stones" in out and "Скільки каменів" in out
    command.main(["--stones", "7"], standalone_mode=False)
    assert got == {"stones": 7}
