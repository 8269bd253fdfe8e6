"""The agent battery (dominia.testing.agents): a bot's answers are legal, choosing changes
nothing in the game, the same seed gives the same game; each failure is told clearly."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from dominia.core.agent import RandomAgent
from dominia.testing import BatteryFailure, check_agent
from dominia.testing.__main__ import main
from tests.toygame.nim import NIM, Greedy


def test_a_sound_bot_passes() -> None:
    report = check_agent(NIM, lambda seed: Greedy(), games=20)
    assert report.games == 20 and report.counts["agent-same"] == 20
    assert report.counts["agent-legal"] == report.counts["agent-hands-off"] > 20
    assert check_agent("dominaria", RandomAgent, games=2).games == 2


class Illegal:
    def choose(self, view, decision):  # type: ignore[no-untyped-def]
        return "take:3"


class Meddler:
    """Reads the Dominion state behind its view and changes it."""

    def choose(self, view, decision):  # type: ignore[no-untyped-def]
        view._g.players[0].turns += 1
        return decision.choices[0].id


class Restless:
    """Its choices depend on something besides its seed (a counter shared by every copy)."""

    calls = itertools.count()

    def __init__(self, seed: int) -> None:
        pass

    def choose(self, view, decision):  # type: ignore[no-untyped-def]
        return decision.choices[next(self.calls) % len(decision.choices)].id


@pytest.mark.parametrize(
    ("game", "make", "check", "words"),
    [
        (NIM, lambda seed: Illegal(), "agent-legal", "the agent answered 'take:3', which is not one of"),
        ("dominion", lambda seed: Meddler(), "agent-hands-off", "the game changed while the agent chose"),
        ("dominaria", Restless, "agent-same", "played again from the same seed, the game goes another way"),
    ],
)
def test_a_broken_bot_fails_with_an_account(game, make, check, words) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(BatteryFailure) as failed:
        check_agent(game, make, games=3, name="mine.py:Bot")
    assert failed.value.check == check and words in str(failed.value)
    assert f"--seed {failed.value.seed} --games 1 --bot mine.py:Bot" in str(failed.value)


def test_the_command_line_tests_a_users_agent_file(tmp_path: Path, capsys) -> None:
    code = tmp_path / "wild.py"
    code.write_text(
        "class Wild:\n"
        "    def __init__(self, seed):\n        pass\n"
        "    def choose(self, view, decision):\n        return 'pass-the-salt'\n",
        encoding="utf-8",
    )
    assert main(["dominaria", "--bot", f"{code}:Wild", "--games", "2", "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert "его ответы — варианты, которые предлагает решение — провал" in out
    assert "агент ответил 'pass-the-salt'" in out and f"--bot {code}:Wild" in out
    assert main(["dominaria", "--bot", "random", "--games", "1"]) == 0
    assert capsys.readouterr().out.startswith(
        "Agent battery for “random” on Heroes of Dominaria: 1 game, seed 0"
    )
    assert main(["dominaria", "--bot", "nobody"]) == 2
    assert capsys.readouterr().err.startswith("Error: unknown AI 'nobody'")
