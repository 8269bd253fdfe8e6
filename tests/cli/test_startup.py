"""What `dominia` reads at start-up: the help's words only when help (or a parser's error) is
shown, and only the message tables a command uses, entry by entry (`i18n.LazyTable`)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from dominia.core import i18n

runner = CliRunner()


@pytest.fixture
def tables(monkeypatch: pytest.MonkeyPatch) -> dict[tuple[str, str], i18n.LazyTable]:
    """Every table made while the test runs, by (package, language): new ones, not the
    process's cached tables, and no text formatted before."""
    made: dict[tuple[str, str], i18n.LazyTable] = {}

    def bundle(package: str, lang: str) -> i18n.LazyTable:
        if (package, lang) not in made:
            made[package, lang] = i18n.LazyTable(lang, i18n._files(package, lang))
        return made[package, lang]

    monkeypatch.setattr(i18n, "bundle", bundle)
    monkeypatch.setattr(i18n, "_FORMATTED", {})
    return made


def _parsed(tables: dict[tuple[str, str], i18n.LazyTable]) -> dict[tuple[str, str], set[str]]:
    return {key: set(t._messages) for key, t in tables.items() if t._messages}


def test_sim_reads_no_help_and_no_other_games_words(tables: dict[tuple[str, str], i18n.LazyTable]) -> None:
    from dominia.cli.main import app

    args = ["sim", "dominion", "--bots", "bmu,smithy", "-n", "1", "--seed", "1", "--lang", "uk"]
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "Ігор зі спільною перемогою" in result.output  # (its summary is in Ukrainian)
    parsed = _parsed(tables)
    assert {p for p, _ in parsed} <= {"dominia.cli", "dominia.core", "dominia.games.dominion"}
    assert [k for keys in parsed.values() for k in keys if k.startswith("help-")] == []
    # a few dozen of the tables' hundreds of entries
    assert 0 < sum(map(len, parsed.values())) < 100
    assert sum(len(t._pending) for t in tables.values()) > 500


def test_help_and_parser_errors_are_still_in_the_readers_words(
    tables: dict[tuple[str, str], i18n.LazyTable],
) -> None:
    from dominia.cli.main import app

    run = runner.invoke(app, ["sim", "dominion", "--bots", "bmu,bmu", "-n", "1", "--json"])
    assert run.exit_code == 0 and json.loads(run.stdout)["games"] == 1
    shown = runner.invoke(app, ["sim", "--help"], env={"DOMINIA_LANG": "uk", "COLUMNS": "200"})
    assert shown.exit_code == 0
    assert "Використання: dominia sim" in shown.output and "Скільки ігор." in shown.output
    assert "Usage" not in shown.output and "How many games" not in shown.output
    assert any(k.startswith("help-") for k in tables["dominia.cli", "uk"]._messages)
    wrong = runner.invoke(app, ["sim", "dominion", "--bots", "bmu,bmu", "-n", "x", "--lang", "ru"])
    assert wrong.exit_code == 2
    assert "Использование: dominia sim" in wrong.output and "--games" in wrong.output
    assert "Usage" not in wrong.output
