"""Bad options: one clear line on stderr, exit code 2, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--kingdom", "Smithee"], "did you mean: Smithy"),
        (["play", "--kingdom", "Village,Smithee"], "unknown card 'Smithee'; did you mean: Smithy"),
        (["play", "--kingdom", "Copper"], "Copper is not a kingdom card"),
        (["play", "--kingdom", "Ловкость ркук"], "sleight-of-hand"),
        (["play", "--players", "human"], "2 to 6 players"),
        (["play", "--players", "human,bot:nosuchbot"], "unknown bot 'nosuchbot'"),
        (["play", "--players", "human,,random"], "empty seat"),
        (["play", "--sets", "intrigue"], "unknown card set 'intrigue'"),
        (["play", "dominoin"], "unknown game 'dominoin'"),
        (["play", "--resume", "no/such/file.json"], "cannot read"),
        (["replay", "no/such/file.json"], "cannot read"),
        (["play", "--save", "no/such/dir/g.json"], "there is no directory no/such/dir"),
        (["sim", "--bots", "random,nosuchbot", "-n", "1"], "unknown bot 'nosuchbot'"),
        (["sim", "-n", "1"], "--bots is required"),
        (["sim", "--bots", "random,human", "-n", "1"], "bots only"),
    ],
)
def test_bad_options_exit_2_with_a_clear_message(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert result.stderr.startswith("Error:")
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_resume_refuses_new_options(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    runner.invoke(app, ["play", "-p", "random,random", "--seed", "1", "--save", str(save)])
    result = runner.invoke(app, ["play", "--resume", str(save), "--players", "human,random"])
    assert result.exit_code == 2 and "drop --players" in result.stderr


def test_save_does_not_overwrite(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    save.write_text("precious")
    result = runner.invoke(app, ["play", "-p", "random,random", "--save", str(save)])
    assert result.exit_code == 2 and "already exists" in result.stderr
    assert save.read_text() == "precious"


def test_not_a_record(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2 and "not a Dominia game record" in result.stderr


def test_bad_language_is_a_usage_error() -> None:
    result = runner.invoke(app, ["cards", "--lang", "de"])
    assert result.exit_code == 2
