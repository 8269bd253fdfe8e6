"""`dominia cards`, `kingdoms`, `bots` and the help texts."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app

runner = CliRunner()


def test_cards_json_lists_every_card_with_russian_names() -> None:
    result = runner.invoke(app, ["cards", "dominion", "--json", "--set", "basic,base,base1e"])
    assert result.exit_code == 0, result.output
    cards = json.loads(result.stdout)
    assert len(cards) == 39
    assert all(c["names"]["ru"] for c in cards)
    province = next(c for c in cards if c["name"] == "Province")
    assert province == {
        "name": "Province",
        "names": {"en": "Province", "ru": "Провинция", "hu": "Tartomány"},
        "cost": 8,
        "types": ["Victory"],
        "set": "basic",
        "editions": [1, 2],
        "kingdom": False,
        "supply": True,
        "pile": None,
        "text": "6 VP",
    }


def test_cards_filtered_by_set() -> None:
    result = runner.invoke(app, ["cards", "--set", "base1e", "--json"])
    cards = json.loads(result.stdout)
    assert {c["set"] for c in cards} == {"base1e"}
    assert len(cards) == 6
    result = runner.invoke(app, ["cards", "--set", "basic,base", "--json"])
    assert len(json.loads(result.stdout)) == 33


def test_cards_table_in_russian() -> None:
    result = runner.invoke(app, ["cards", "--lang", "ru"])
    assert result.exit_code == 0
    assert "Провинция" in result.output and "Русский" in result.output  # the reader's language first


def test_cards_unknown_set_is_an_error() -> None:
    result = runner.invoke(app, ["cards", "--set", "intrigue"])
    assert result.exit_code == 2
    assert "unknown card set 'intrigue'" in result.stderr


def test_kingdoms_json_has_every_recommended_kingdom() -> None:
    result = runner.invoke(app, ["kingdoms", "dominion", "--json"])
    assert result.exit_code == 0
    kingdoms = json.loads(result.stdout)
    assert len(kingdoms) == 11 + 16  # base 2nd and 1st edition books, Dark Ages book
    assert sum(1 for k in kingdoms if not k["needs"]) == 11 + 4
    assert {k["book"] for k in kingdoms if k["needs"]} == {"dark-ages"}
    first = kingdoms[0]
    assert first["id"] == "first-game" and first["names"]["ru"] == "Первая партия"
    assert all(len(k["cards"]) == 10 for k in kingdoms)


def test_dark_ages_cards_listed() -> None:
    result = runner.invoke(app, ["cards", "dominion", "--set", "dark-ages", "--json"])
    assert result.exit_code == 0
    cards = {c["name"]: c for c in json.loads(result.stdout)}
    assert cards["Sir Martin"]["cost"] == 4 and cards["Sir Martin"]["pile"] == "Knights"
    assert cards["Spoils"]["supply"] is False
    assert cards["Dame Josephine"]["types"] == ["Action", "Victory", "Attack", "Knight"]
    assert all(c["names"]["ru"] for c in cards.values())


def test_a_kingdom_needing_another_expansion_is_a_clear_error() -> None:
    result = runner.invoke(app, ["play", "--kingdom", "prophecy", "-p", "random,random"])
    assert result.exit_code == 2
    assert "needs Intrigue" in result.stderr


def test_kingdoms_table() -> None:
    result = runner.invoke(app, ["kingdoms", "--lang", "hu"])
    assert result.exit_code == 0
    assert "village-square" in result.output and "Városi" in result.output


def test_bots_lists_random() -> None:
    result = runner.invoke(app, ["bots"])
    assert result.exit_code == 0 and "random" in result.output


def test_unknown_game() -> None:
    result = runner.invoke(app, ["cards", "dominoin"])
    assert result.exit_code == 2
    assert "unknown game 'dominoin'" in result.stderr and "dominion" in result.stderr


@pytest.mark.parametrize("args", [[], ["play"], ["replay"], ["cards"], ["kingdoms"], ["sim"], ["bots"]])
def test_help(args: list[str]) -> None:
    result = runner.invoke(app, [*args, "--help"])
    assert result.exit_code == 0
    assert "Usage" in result.output


def test_top_level_help_names_every_command() -> None:
    out = runner.invoke(app, ["--help"]).output
    for cmd in ("play", "replay", "cards", "kingdoms", "sim", "bots"):
        assert cmd in out


def test_kingdoms_and_cards_in_ukrainian() -> None:
    kingdoms = runner.invoke(app, ["kingdoms", "-l", "uk"], env={"COLUMNS": "200"})
    assert kingdoms.exit_code == 0
    assert "рекомендованих королівств" in kingdoms.output and "Перша партія" in kingdoms.output
    cards = runner.invoke(app, ["cards", "--set", "basic", "-l", "uk"], env={"COLUMNS": "200"})
    assert cards.exit_code == 0
    head = cards.output.splitlines()[1]
    assert head.split()[:4] == ["Українська", "Англійська", "Російська", "Угорська"]  # the reader's first
    assert "Мідь" in cards.output and "Réz" in cards.output and "Скарб" in cards.output


def test_dominaria_components_in_russian() -> None:
    result = runner.invoke(app, ["cards", "dominaria", "-l", "ru"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    out = result.output
    assert "Способности" in out and "Планшеты игроков" in out and "квестов" in out
    assert "Abilities" not in out and "Player boards" not in out
