"""`dominia bots list` / `bots show`, and data bots (built-in or a file) in `sim` and `play`."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from dominia.cli.main import app

runner = CliRunner()

MY_BOT = """
name = "my-smithy"
description = "one Smithy, then money"
buy = [
    { card = "Province", if = "Golds in deck >= 1" },
    "Gold",
    { card = "Кузница", if = "Smithies in deck == 0" },
    "Silver",
]
trash = ["Curse"]
"""


def bot_file(tmp_path: Path, text: str = MY_BOT) -> Path:
    path = tmp_path / "my-bot.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_bots_list_with_descriptions() -> None:
    for args in (["bots"], ["bots", "list"], ["bots", "list", "dominion"], ["bots", "dominion"]):
        result = runner.invoke(app, args, terminal_width=200)
        assert result.exit_code == 0, result.output
        out = result.output
        for name in ("random", "heuristic", "bmu", "smithy", "witch", "council-room", "bmu+smithy"):
            assert name in out
        assert "Big Money Ultimate" in out and "bots show NAME" in out


def test_bots_list_other_games_keeps_working() -> None:
    for args in (["bots", "list", "dominaria"], ["bots", "dominaria"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        assert "random" in result.output


def test_bots_show_a_builtin_bot() -> None:
    result = runner.invoke(app, ["bots", "show", "smithy"], terminal_width=200)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("smithy: ")
    assert "  1. Province if money in deck > 15" in lines
    assert "  6. Smithy if Smithies in deck < treasures in deck / 11" in lines
    assert "  7. Silver" in lines
    result = runner.invoke(app, ["bots", "show", "bmu+council-room"], terminal_width=200)
    assert result.exit_code == 0 and "Council Room if Council Rooms in deck == 0" in result.output


def test_bots_show_a_file(tmp_path: Path) -> None:
    path = bot_file(tmp_path)
    result = runner.invoke(app, ["bots", "show", str(path)], terminal_width=200)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "my-smithy: one Smithy, then money" in out
    assert "3. Smithy if Smithies in deck == 0" in out  # the Russian name shown in English
    assert "Trash, first found: Curse" in out


def test_bots_show_the_opening_and_the_penultimate_province_switch(tmp_path: Path) -> None:
    path = tmp_path / "open.toml"
    path.write_text(
        'buy = ["Gold", "Silver"]\n'
        'opening = { "4/3" = ["Smithy", "Silver"], "5/2" = ["Witch", "nothing"] }\n'
        "penultimate_province = true\n",
        encoding="utf-8",
    )
    out = runner.invoke(app, ["bots", "show", str(path)], terminal_width=200).output
    assert "Opening on 4/3: Smithy, Silver" in out and "Opening on 5/2: Witch, nothing" in out
    assert "Penultimate Province rule" in out
    plain = tmp_path / "plain.toml"
    plain.write_text('buy = ["Gold"]\nopening = ["Silver", "Silver"]\n', encoding="utf-8")
    out = runner.invoke(app, ["bots", "show", str(plain), "--lang", "uk"], terminal_width=200).output
    assert "Дебют: Срібло, Срібло" in out and "Провінції" not in out


def test_bots_show_errors(tmp_path: Path) -> None:
    result = runner.invoke(app, ["bots", "show", "heuristic"])
    assert result.exit_code == 2 and "written in Python" in result.stderr
    result = runner.invoke(app, ["bots", "show", "smithi"])
    assert result.exit_code == 2 and "unknown bot 'smithi'" in result.stderr and "smithy" in result.stderr
    result = runner.invoke(app, ["bots", "show"])
    assert result.exit_code == 2 and "needs a bot name" in result.stderr
    bad = bot_file(tmp_path, 'buy = ["Gold", { card = "Silver", if = "Golds in deck >> 1" }]')
    result = runner.invoke(app, ["bots", "show", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}: rule 2 (Silver): condition" in result.stderr.replace("\n", "")
    result = runner.invoke(app, ["bots", "show", str(tmp_path / "none.toml")])
    assert result.exit_code == 2 and "no such bot file" in result.stderr


def test_sim_with_data_bots_and_a_file(tmp_path: Path) -> None:
    path = bot_file(tmp_path)
    for bots in ("smithy,bmu", f"{path},bmu"):
        args = ["sim", "dominion", "--bots", bots, "-n", "4", "--seed", "2", "--json"]
        result = runner.invoke(app, [*args, "--kingdom", "first-game"])
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        assert data["games"] == 4
        assert sum(b["wins"] for b in data["bots"]) + data["tied_games"] == 4
    bad = tmp_path / "bad.toml"
    bad.write_text('buy = ["Smithi"]', encoding="utf-8")
    result = runner.invoke(app, ["sim", "--bots", f"{bad},bmu", "-n", "1"])
    assert result.exit_code == 2 and "rule 1 (Smithi)" in result.stderr and "Smithy" in result.stderr


RULE_HEADS = {f"{i}." for i in range(1, 10)} | {"Tr"}
MY_YAML_BOT = """
name: my-smithy
description: one Smithy, then money
buy:
  - card: Province
    if: Golds in deck >= 1
  - Gold
  - card: Кузница
    if: Smithies in deck == 0
  - Silver
trash: [Curse]
"""


def test_a_yaml_bot_file_is_the_same_bot_as_its_toml_twin(tmp_path: Path) -> None:
    toml_file = bot_file(tmp_path)
    yaml_file = tmp_path / "my-bot.yaml"
    yaml_file.write_text(MY_YAML_BOT, encoding="utf-8")
    shown = [runner.invoke(app, ["bots", "show", str(p)], terminal_width=200) for p in (toml_file, yaml_file)]
    assert all(r.exit_code == 0 for r in shown), shown[1].output
    rules = [[ln for ln in r.output.splitlines() if ln.strip()[:2] in RULE_HEADS] for r in shown]
    assert rules[0] == rules[1] and len(rules[0]) >= 5  # the same numbered rules and trash list
    runs = []
    for path in (toml_file, yaml_file):
        args = [
            "sim",
            "dominion",
            "--bots",
            f"{path},bmu",
            "-n",
            "6",
            "--seed",
            "2",
            "--json",
            "-k",
            "first-game",
        ]
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        runs.append([(b["wins"], b["ties"], b["avg_score"]) for b in data["bots"]])
    assert runs[0] == runs[1]  # the same rules: the same games
    yml = tmp_path / "short.yml"
    yml.write_text("buy: [Gold, Silver]\n", encoding="utf-8")
    assert (
        runner.invoke(app, ["play", "dominion", "--players", f"bot:{yml},bot:bmu", "--seed", "1"]).exit_code
        == 0
    )


def test_bad_yaml_bot_files_are_clear_errors(tmp_path: Path) -> None:
    cases = {
        "broken.yaml": ("buy: [Gold\n", "YAML"),
        "list.yaml": ("- Gold\n- Silver\n", "must be a mapping"),
        "card.yaml": ("buy:\n  - Smithi\n", "rule 1 (Smithi)"),
    }
    for name, (text, words) in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        result = runner.invoke(app, ["bots", "show", str(path)])
        assert result.exit_code == 2 and words in result.stderr.replace("\n", " "), (name, result.stderr)
        assert "Traceback" not in result.output


def test_bots_show_in_russian_keeps_the_rules_keywords() -> None:
    result = runner.invoke(app, ["bots", "show", "smithy", "--lang", "ru"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Покупает по первому подходящему правилу" in out and "Играет, лучшие сначала: Кузница" in out
    assert "Province if money in deck > 15" in out  # the bot language's own words
    assert "Buy the first rule" not in out
