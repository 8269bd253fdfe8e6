"""`dominia serve`: where the database goes, and the command's help."""

from __future__ import annotations

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
