"""Running the server: one process per SQLite file, health, metrics, configuration."""

from __future__ import annotations

from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.server.run import claim_sqlite


def test_a_second_server_over_the_same_sqlite_file_is_refused_clearly(tmp_path):
    path = tmp_path / "games.sqlite3"
    held = claim_sqlite(f"sqlite:///{path}")  # the first server (its claim, as serve takes it)
    assert held is not None
    try:
        for lang, words in (("en", "served by one process"), ("uk", "лише один процес")):
            result = CliRunner().invoke(app, ["serve", "--db", str(path), "--lang", lang])
            assert result.exit_code != 0
            assert words in result.output and "PostgreSQL" in result.output, result.output
            assert "Traceback" not in result.output
    finally:
        held.close()
    again = claim_sqlite(f"sqlite:///{path}")  # the first one gone: the file is free
    assert again is not None
    again.close()
    assert claim_sqlite("postgresql://u@h/db") is None and claim_sqlite("sqlite://") is None
