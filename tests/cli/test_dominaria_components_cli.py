"""Heroes of Dominaria's component set from the command line: `cards dominaria` shows whose
design it is and what it holds; `--components FOLDER` on play, sim, cards and serve reads
replacement files (validated, every error naming the file, the entry and the key); a saved
game replays only with the components it was made with."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.record import GameRecord
from dominia.games.dominaria.components import DATA, load_components, shipped

runner = CliRunner()


def _folder(tmp_path: Path, stem: str = "quests", old: str = "", new: str = "") -> Path:
    """A folder replacing one file (`old` -> `new` in it, when given)."""
    folder = tmp_path / "components"
    folder.mkdir(exist_ok=True)
    text = (DATA / f"{stem}.toml").read_text(encoding="utf-8")
    if old:
        assert old in text
        text = text.replace(old, new, 1)
    (folder / f"{stem}.toml").write_text(text, encoding="utf-8")
    return folder


# ---------------------------------------------------------------- dominia cards dominaria


def test_cards_shows_the_stand_in_set() -> None:
    result = runner.invoke(app, ["cards", "dominaria"], env={"COLUMNS": "160"})
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Heroes of Dominaria: stand-in components (Dominia's own design, not the printed game's)" in out
    assert f"fingerprint {shipped().fingerprint}" in out
    assert "--components FOLDER" in out
    assert "Player boards" in out and all(b in out for b in shipped().boards)
    assert "45 quests" in out and "20 artifacts" in out and "10 public quests" in out
    assert "50 Dominaria cards" in out
    assert "Gaea's Blessing" in out and "once a turn, pay" in out


def test_cards_json_holds_the_whole_set() -> None:
    result = runner.invoke(app, ["cards", "dominaria", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    comp = shipped()
    assert data["summary"].startswith("stand-in components") and data["folder"] is None
    assert {f["provenance"] for f in data["files"].values()} == {"stand-in"}
    assert [b["name"] for b in data["boards"]] == comp.boards
    assert [s["vp"] for s in data["boards"][0]["cabal"]] == [s.vp for s in comp.cabal_track]
    assert len(data["quests"]) == 45 and len(data["artifacts"]) == 20 and len(data["dominaria_cards"]) == 50
    assert data["abilities"]["confront"] == {"colour": "black", "cost": 2}


def test_cards_with_a_folder_shows_what_it_replaces(tmp_path: Path) -> None:
    folder = _folder(tmp_path, "boards", 'provenance = "stand-in"', 'provenance = "official"')
    with (folder / "boards.toml").open("a", encoding="utf-8") as fh:
        fh.write("\n[board.Karn]\ncabal = [1, 2, 4, 5, 6, 8, 10, 12]\n")
    result = runner.invoke(app, ["cards", "dominaria", "--components", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    stand_in = "map, quests, artifacts, dominaria, public_quests"
    assert data["summary"] == f"official components, stand-in {stand_in} (Dominia's own design)"
    karn = next(b for b in data["boards"] if b["name"] == "Karn")
    assert karn["own"] == ["cabal"] and [s["vp"] for s in karn["cabal"]] == [1, 2, 4, 5, 6, 8, 10, 12]
    table = runner.invoke(app, ["cards", "dominaria", "--components", str(folder)], env={"COLUMNS": "160"})
    assert table.exit_code == 0 and "official components, stand-in map" in table.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["cards", "dominaria", "--components", "/no/such/folder"], "/no/such/folder: does not exist"),
        (["cards", "dominion", "--components", "."], "--components is a Heroes of Dominaria option"),
        (["cards", "dominaria", "--set", "base"], "--set is for Dominion's card sets"),
        (["play", "dominion", "--components", "."], "--components is a Heroes of Dominaria option"),
        (["play", "domination", "--components", "."], "--components is a Heroes of Dominaria option"),
        (["play", "dominaria", "--components", "/no/such/folder"], "/no/such/folder: does not exist"),
        (["sim", "dominaria", "-b", "random,random", "--components", "/no/such/folder"], "does not exist"),
        (["serve", "--components", "/no/such/folder"], "/no/such/folder: does not exist"),
    ],
)
def test_bad_component_flags_exit_2_with_a_clear_message(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["play", "sim", "cards", "serve"])
def test_a_bad_file_names_the_file_the_entry_and_the_key(tmp_path: Path, command: str) -> None:
    folder = _folder(tmp_path, "quests", "reward = { quest = 1 }", "reward = { quests = 1 }")
    args = {
        "play": ["play", "dominaria", "-p", "random,random"],
        "sim": ["sim", "dominaria", "-b", "random,random", "-n", "1"],
        "cards": ["cards", "dominaria"],
        "serve": ["serve"],
    }[command]
    result = runner.invoke(app, [*args, "--components", str(folder)])
    assert result.exit_code == 2, result.output
    err = result.stderr
    assert f"{folder / 'quests.toml'}: quest" in err and ".reward: unknown key 'quests'" in err


# ---------------------------------------------------------------- play, save, resume, replay


def test_play_saves_the_folder_and_fingerprint_and_resume_refuses_changed_files(tmp_path: Path) -> None:
    folder = _folder(tmp_path, "quests", "vp = 3", "vp = 4")
    save = tmp_path / "game.json"
    result = runner.invoke(
        app,
        [
            "play",
            "dominaria",
            "-p",
            "random,random",
            "--seed",
            "7",
            "--save",
            str(save),
            "--components",
            str(folder),
        ],
    )
    assert result.exit_code == 0, result.output
    # rich may break a long path anywhere: compare without the whitespace it adds
    said = f"Components: stand-in components (Dominia's own design, not the printed game's) from {folder}"
    assert "".join(said.split()) in "".join(result.output.split())
    options = GameRecord.load(save).options
    assert options["components"] == str(folder.resolve())
    assert options["components_fingerprint"] == load_components(folder).fingerprint != shipped().fingerprint
    replayed = runner.invoke(app, ["replay", str(save)])
    assert replayed.exit_code == 0, replayed.output

    (folder / "quests.toml").write_text((DATA / "quests.toml").read_text(encoding="utf-8"), encoding="utf-8")
    for args in (["replay", str(save)], ["play", "--resume", str(save)]):
        again = runner.invoke(app, args)
        assert again.exit_code == 2, again.output
        assert "other Heroes of Dominaria components" in again.stderr
        assert f"than the files in {folder.resolve()}" in " ".join(again.stderr.split())


def test_a_relative_folder_is_stored_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _folder(tmp_path)
    monkeypatch.chdir(tmp_path)
    save = tmp_path / "g.json"
    result = runner.invoke(
        app,
        [
            "play",
            "dominaria",
            "-p",
            "random,random",
            "--seed",
            "1",
            "--save",
            str(save),
            "--components",
            "components",
        ],
    )
    assert result.exit_code == 0, result.output
    assert GameRecord.load(save).options["components"] == str((tmp_path / "components").resolve())


def test_resume_refuses_a_components_flag(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    assert (
        runner.invoke(
            app, ["play", "dominaria", "-p", "random,random", "--seed", "1", "--save", str(save)]
        ).exit_code
        == 0
    )
    result = runner.invoke(app, ["play", "--resume", str(save), "--components", str(tmp_path)])
    assert result.exit_code == 2 and "drop --components" in result.stderr


# ---------------------------------------------------------------- the simulator


def test_sim_plays_with_the_folder(tmp_path: Path) -> None:
    folder = _folder(tmp_path, "boards", "vp = 9\nmove = true", "vp = 12\nmove = true")
    args = ["sim", "dominaria", "-b", "random,random", "-n", "2", "--seed", "3", "--json"]
    result = runner.invoke(app, [*args, "--components", str(folder)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["options"]["components"] == str(folder.resolve())
    assert data["options"]["components_fingerprint"] == load_components(folder).fingerprint
    plain = json.loads(runner.invoke(app, args).stdout)
    assert plain["options"]["components_fingerprint"] == shipped().fingerprint


def test_serve_validates_the_folder_then_serves_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    served: dict[str, object] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: served.update(app=app, **kw))
    folder = _folder(tmp_path)
    shutil.copy(DATA / "map.toml", folder / "map.toml")
    db = tmp_path / "s.sqlite3"
    result = runner.invoke(app, ["serve", "--db", str(db), "--components", str(folder)])
    assert result.exit_code == 0, result.output
    said = "".join(result.output.split())  # rich may break a long path anywhere
    assert "".join(f"Heroes of Dominaria: {shipped().summary()}, from {folder}".split()) in said
    assert served["app"].state.service.components == str(folder.resolve())  # type: ignore[attr-defined]
