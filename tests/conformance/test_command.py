"""`python -m dominia.testing`: what passed, a failure's account (exit 1), and clear errors
for a wrong command line (exit 2), all in the reader's language."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dominia.testing.__main__ import main


def test_a_passing_run_lists_every_check(capsys) -> None:
    assert main(["dominaria", "--games", "2", "--seed", "9"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Conformance battery “small” on Heroes of Dominaria: 2 games, seeds 9–10"
    assert out[1] == "  ✓ games played to the end: 2"
    assert any(line.startswith("  ✓ a move on a clone is the move on the original: ") for line in out)
    assert out[-1] == "All checks passed: 2 games."


def test_a_failure_is_an_account_and_exit_status_1(capsys, monkeypatch) -> None:
    from dominia.games.dominaria.game import DominariaGame

    monkeypatch.setattr(DominariaGame, "problems", lambda self, state: ["the mana is gone"])
    assert main(["dominaria", "--games", "3", "--seed", "1234", "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert "✗ dominaria, партия 1234, решение 0: инварианты соблюдены после каждого решения — провал" in out
    assert "нарушены инварианты: the mana is gone" in out
    assert "python -m dominia.testing dominaria --seed 1234 --games 1" in out


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ([], "Error: name a game: dominion, domination, dominaria"),
        (["dominaria", "--seed", "-1"], "Error: “--seed” takes a whole number (0 or more), not “-1”"),
        (["dominaria", "--games", "0"], "Error: “--games” takes a whole number (1 or more), not “0”"),
        (["dominaria", "--battery", "huge"], "Error: unknown battery “huge”: small or large"),
        (["dominaria", "--fast"], "Error: unknown option “--fast”"),
        (["dominaria", "--games"], "Error: “--games” needs a value"),
        (["dominaria", "dominion"], "Error: one game at a time, not “dominaria” and “dominion”"),
        (["dominatio"], "Error: unknown game 'dominatio'; did you mean: domination, dominion, dominaria?"),
    ],
)
def test_a_wrong_command_line_is_a_clear_error(capsys, args, error) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0] == error and err[1].startswith("Usage: python -m dominia.testing GAME")


def test_an_error_and_the_help_in_hungarian(capsys) -> None:
    assert main(["dominaria", "--games", "x", "--lang", "hu"]) == 2
    assert capsys.readouterr().err.startswith("Hiba: a(z) „--games” egész számot vár (1 vagy több)")
    assert main(["--help", "--lang=hu"]) == 0
    assert "Lefuttatja a megfelelőségi tesztsort" in capsys.readouterr().out


def test_it_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dominia.testing", "dominion", "--games", "1", "--seed", "3"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "All checks passed: 1 game."


def test_every_message_the_package_uses_is_in_the_tables() -> None:
    """Its words are the kernel's table's (core/locales/*/testing.ftl; tests/i18n compares the
    languages): every id it names, and the check names it builds."""
    import re
    from pathlib import Path

    from dominia.core.i18n import CORE, message_ids
    from dominia.testing.agents import AGENT_CHECKS
    from dominia.testing.checks import CHECKS

    known = set(message_ids(CORE, "en"))
    folder = Path(__file__).parents[2] / "src" / "dominia" / "testing"
    used = {k for f in folder.glob("*.py") for k in re.findall(r'msg\(\s*"([a-z0-9-]+)"', f.read_text())}
    assert len(used) > 40 and sorted(used - known) == []
    built = {f"testing-check-{c}" for c in (*CHECKS, *AGENT_CHECKS, "setup", "end", "crash")}
    assert sorted(built - known) == []


def test_the_package_imports_only_the_kernel() -> None:
    """dominia.testing runs on any game through the protocol (docs/ARCHITECTURE.md): it names
    no game and no front end."""
    import ast
    from pathlib import Path

    folder = Path(__file__).parents[2] / "src" / "dominia" / "testing"
    found = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
    ours = {m for m in found if m.split(".")[0] == "dominia"}
    assert ours and all(m.startswith(("dominia.core", "dominia.testing")) for m in ours), ours
