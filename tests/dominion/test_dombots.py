"""`dominia bots import`: DominionSim's bot XML read into Dominia's bot language. The files in
dombots/ were written for these tests in DominionSim's format (one bot for each kind of
condition it writes, one with the parts Dominia cannot carry)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import typer
from rich.console import Console

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import translator
from dominia.games.dominion.bots.dombots import parse_dombots, read_dombots
from dominia.games.dominion.bots.language import BotFileError, load_bot_file, parse_bot_text
from dominia.sim.simulate import simulate

HERE = Path(__file__).parent / "dombots"


def rules(text: str) -> list[str]:
    return [r.text() for r in parse_bot_text(text, "x.toml", "x").rules]


def test_money_supply_deck_and_type_conditions() -> None:
    smithy, endgame = read_dombots(HERE / "money_and_supply.xml")
    assert smithy.name == "Test Smithy Money" and smithy.rules == 6
    assert rules(smithy.toml) == [
        "Province if total money > 15",
        "Duchy if Provinces left <= 4",
        "Estate if Provinces left <= 2",
        "Gold",
        "Smithy if Smithies in deck < treasures in deck / 11",  # the extra operation on the right
        "Silver",
    ]
    assert [str(n) for n in smithy.notes] == [
        "its suggested kingdom is not carried (give it with --kingdom): Smithy"
    ]
    assert rules(endgame.toml) == [
        "Province if my vp >= opponent vp - 6 and coins >= 8",  # every condition of a rule: and
        "Duchy if gains to end <= 5",
        "Estate if smallest pile <= 2 and empty piles >= 1",
        "Festival if cards in deck > 14 and turn < 15",
        "Market if Festivals in hand == 0 and Markets in play < buys + 1",
        "Gold if total money >= 6",
        "Silver",
    ]
    assert endgame.notes == []


def test_what_cannot_be_carried_is_said_rule_by_rule() -> None:
    (bot,) = read_dombots(HERE / "not_carried.xml")
    assert rules(bot.toml) == ["Throne Room if Throne Rooms in deck < 1", "Copper"]
    notes = [str(n) for n in bot.notes]
    assert notes[0].startswith("its suggested kingdom is not carried") and "Throne_Room, Bridge" in notes[0]
    assert "buy rule 1 (Colony) is left out: Colony is not a card of Dominia's sets" in notes
    assert any("buy rule 2 (Throne_Room): its play strategy “bigTurnBridge”" in n for n in notes)
    assert any(
        n.startswith("buy rule 3 (Duchy) is left out") and "countCardsInOpponentsDecks" in n for n in notes
    )
    assert any(n.startswith("buy rule 4 (Gold) is left out") and "“Duration”" in n for n in notes)
    assert any(n.startswith("buy rule 5 (Silver) is left out") and "Bridge" in n for n in notes)
    assert any(n.startswith("buy rule 6 (Fool$s_Gold) is left out") for n in notes)
    assert "Line one\nline two" in parse_bot_text(bot.toml, "x.toml").description  # XXXX: a line break


def test_the_notes_read_in_every_language() -> None:
    (bot,) = read_dombots(HERE / "not_carried.xml")
    ru = translator("ru", ("dominia.games.dominion",))
    text = ru(bot.notes[1])
    assert "правило покупки 1 (Colony) пропущено" in text and "left out" not in text


BUY = '<buy name="Gold"><condition>{}</condition></buy>'
LEFT = '<left type="countTurns"/>'
OP = '<operator type="greaterThan"/>'
RIGHT = '<right type="constant" attribute="2.0"/>'
ABOUT = '<operator type="about"/>'
TWO = '<right type="constant" attribute="two"/>'
NO_CARD = '<left type="countCardsInDeck"/>'


@pytest.mark.parametrize(
    ("xml", "problem"),
    [
        ("<players><player name='a'>", "not an XML file (line 1, column 27)"),
        ("this is not xml", "not an XML file (line 1, column 1)"),
        ("<bots><bot name='a'/></bots>", "no <player> element"),
        ("<players><player><buy name='Gold'/></player></players>", "player 1 has no name"),
        ("<player name='a'/>", "“a” has no <buy> rule"),
        ("<player name='a'><buy/></player>", "“a”, buy rule 1: the card to buy is not named"),
        (f"<player name='a'>{BUY.format(LEFT + RIGHT)}</player>", "buy rule 1: a condition needs"),
        (
            f"<player name='a'>{BUY.format(LEFT + ABOUT + RIGHT)}</player>",
            "unknown operator 'about'",
        ),
        (
            f"<player name='a'>{BUY.format(LEFT + OP + TWO)}</player>",
            "'two' is not a number",
        ),
        (
            f"<player name='a'>{BUY.format(NO_CARD + OP + RIGHT)}</player>",
            "a condition needs",  # a count of no card
        ),
        (
            "<players>" + "<player name='a'><buy name='Gold'/></player>" * 2 + "</players>",
            "two bots are named “a”",
        ),
    ],
)
def test_malformed_files_are_refused_clearly(xml: str, problem: str) -> None:
    with pytest.raises(BotFileError) as exc:
        parse_dombots(xml, "bad.xml")
    said = str(exc.value)
    assert said.startswith("bad.xml") and problem in said, said


def test_a_rule_left_out_for_a_division_by_zero() -> None:
    extra = '<extra_operation type="divideBy" attribute="0.0"/>'
    xml = f"<player name='a'>{BUY.format(LEFT + OP + RIGHT + extra)}<buy name='Silver'/></player>"
    (bot,) = parse_dombots(xml, "x.xml")
    assert rules(bot.toml) == ["Silver"] and "divides by zero" in str(bot.notes[0])


def console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=200), out


def test_the_command_writes_a_file_per_bot_and_never_overwrites(tmp_path: Path) -> None:
    from dominia.cli.dominion.bots_import import bots_import_command

    c, out = console()
    bots_import_command(c, str(HERE / "money_and_supply.xml"), str(tmp_path / "bots"))
    written = sorted(p.name for p in (tmp_path / "bots").iterdir())
    assert written == ["test-endgame.toml", "test-smithy-money.toml"]
    assert "Test Smithy Money:" in out.getvalue() and "(6 buy rules)" in out.getvalue()
    assert "Actions are played as Dominia's data bots play them" in out.getvalue()
    spec = load_bot_file(tmp_path / "bots" / "test-smithy-money.toml")
    assert spec.name == "Test Smithy Money" and len(spec.rules) == 6
    before = (tmp_path / "bots" / "test-endgame.toml").read_text()
    (tmp_path / "bots" / "test-endgame.toml").write_text(before + "# mine\n")
    (tmp_path / "bots" / "test-smithy-money.toml").unlink()
    with pytest.raises(typer.Exit):  # one is there already: nothing is written, not even the other
        bots_import_command(console()[0], str(HERE / "money_and_supply.xml"), str(tmp_path / "bots"))
    assert not (tmp_path / "bots" / "test-smithy-money.toml").exists()
    assert (tmp_path / "bots" / "test-endgame.toml").read_text().endswith("# mine\n")


def test_a_malformed_file_writes_nothing(tmp_path: Path) -> None:
    from dominia.cli.dominion.bots_import import bots_import_command

    bad = tmp_path / "bad.xml"
    bad.write_text("<players><player name='x'><buy name='Gold'/></player>")  # cut short
    with pytest.raises(InvalidOptions):
        bots_import_command(console()[0], str(bad), str(tmp_path / "out"))
    assert not (tmp_path / "out").exists()


def test_imported_bots_play(tmp_path: Path) -> None:
    from dominia.cli.dominion.bots_import import bots_import_command

    bots_import_command(console()[0], str(HERE / "money_and_supply.xml"), str(tmp_path))
    smithy = str(tmp_path / "test-smithy-money.toml")
    s = simulate("dominion", [smithy, "bmu"], 60, options={"kingdom": ["Smithy"]}, seed=3)
    mine = s["bots"][0]
    assert s["stalled_games"] == 0 and mine["avg_deck"]["Smithy"] >= 1
    assert mine["win_pct"] > 50  # Smithy Big Money beats BMU (DominionSim: about 72%)
    endgame = str(tmp_path / "test-endgame.toml")
    s = simulate("dominion", [endgame, "bmu"], 20, options={"kingdom": ["Festival", "Market"]}, seed=4)
    assert s["stalled_games"] == 0 and s["bots"][0]["avg_deck"].get("Festival", 0) > 0


def test_the_command_line(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from dominia.cli.main import app

    runner = CliRunner()
    out = tmp_path / "bots"
    result = runner.invoke(app, ["bots", "import", str(HERE / "not_carried.xml"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "test-colony-game.toml").exists() and "Colony is not a card" in result.output
    again = runner.invoke(
        app, ["bots", "import", str(HERE / "not_carried.xml"), "--out", str(out), "--lang", "uk"]
    )
    assert again.exit_code != 0 and "уже існує" in again.output and "Traceback" not in again.output
    missing = runner.invoke(app, ["bots", "import"])
    assert missing.exit_code != 0 and "DominionSim" in missing.output
    sim = runner.invoke(
        app, ["sim", "dominion", "--bots", f"{out / 'test-colony-game.toml'},bmu", "-n", "4", "--json"]
    )
    assert sim.exit_code == 0, sim.output
