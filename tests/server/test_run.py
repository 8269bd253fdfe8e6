"""`dominia serve`: where the database goes, and the command's help."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.server.run import db_url


def test_the_default_database_is_a_file_in_the_users_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DOMINIA_DATA", str(tmp_path / "data"))
    assert db_url(None) == f"sqlite:///{tmp_path / 'data' / 'server.sqlite3'}"
    assert (tmp_path / "data").is_dir()
    assert db_url(str(tmp_path / "x.db")) == f"sqlite:///{tmp_path / 'x.db'}"
    assert db_url("postgresql://u@h/db") == "postgresql://u@h/db"


def test_serve_has_host_port_and_db_flags():
    result = CliRunner().invoke(app, ["serve", "--help"])
    assert result.exit_code == 0
    for flag in ("--host", "--port", "--db"):
        assert flag in result.output


def test_what_bots_may_take_comes_from_the_environment():
    from dominia.server.bots import BotLimits

    assert BotLimits.from_env({}) == BotLimits()
    got = BotLimits.from_env({"DOMINIA_BOT_PACE": "0", "DOMINIA_BOT_GAMES": "3", "DOMINIA_BOT_BUDGET": "2.5"})
    assert (got.pace, got.max_games, got.budget) == (None, 3, 2.5)
    for bad in ({"DOMINIA_BOT_GAMES": "many"}, {"DOMINIA_BOT_BUDGET": "0"}, {"DOMINIA_BOT_RUN_CAP": "-1"}):
        with pytest.raises(ValueError):
            BotLimits.from_env(bad)


def test_serve_refuses_a_bad_bot_setting_clearly(monkeypatch, tmp_path):
    monkeypatch.setenv("DOMINIA_BOT_GAMES", "lots")
    result = CliRunner().invoke(app, ["serve", "--db", str(tmp_path / "x.db"), "--lang", "en"])
    assert result.exit_code != 0
    assert "DOMINIA_BOT_GAMES must be a number" in result.output and "Traceback" not in result.output


def test_websocket_compression_is_off_unless_asked_and_a_bad_value_is_refused(monkeypatch, tmp_path):
    from dominia.server.run import ws_compression

    assert (ws_compression({}), ws_compression({"DOMINIA_WS_COMPRESSION": "1"})) == (False, True)
    monkeypatch.setenv("DOMINIA_WS_COMPRESSION", "yes please")
    result = CliRunner().invoke(app, ["serve", "--db", str(tmp_path / "x.db"), "--lang", "en"])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "DOMINIA_WS_COMPRESSION must be 0 (off) or 1 (on), not 'yes please'" in result.output
