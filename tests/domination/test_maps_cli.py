"""`dominia maps list|show|validate|import` through typer's runner."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.games.domination.maps import library
from tests.shared_data import SHARED_MAPS as SHARED
from tests.shared_data import needs_shared_maps

runner = CliRunner()


@pytest.fixture(autouse=True)
def user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("DOMINIA_DATA", str(data))
    monkeypatch.setenv("COLUMNS", "200")
    library.clear_cache()
    return data


def one_line_error(result: object, code: int, message: str) -> None:
    assert result.exit_code == code, result.output  # type: ignore[attr-defined]
    stderr: str = result.stderr  # type: ignore[attr-defined]
    assert stderr.startswith("Error:"), stderr
    assert message in stderr
    assert len(stderr.strip().splitlines()) == 1, stderr


def row(output: str, number: str, name: str) -> str:
    """The territories table's row for a territory."""
    return next(line for line in output.splitlines() if line.split()[:2] == [number, name])


def test_maps_help_lists_the_commands() -> None:
    result = runner.invoke(app, ["maps", "--help"])
    assert result.exit_code == 0
    for command in ("list", "show", "validate", "import"):
        assert command in result.output
    assert "maps" in runner.invoke(app, ["--help"]).output


def test_list() -> None:
    result = runner.invoke(app, ["maps", "list"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    classic = next(line for line in lines if line.startswith("classic"))
    assert classic.split()[1:] == ["Classic", "World", "42", "6", "builtin"]
    assert any(line.startswith("duel") for line in lines) and any(line.startswith("grand") for line in lines)
    assert "Your maps folder:" in result.output


def test_show_classic() -> None:
    result = runner.invoke(app, ["maps", "show", "classic"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith(
        "Classic World (classic): 42 territories, 6 continents, 83 borders, 44 cards, 14 missions"
    )
    assert "the standard board of 42 territories" in out  # the description
    asia = next(line for line in out.splitlines() if "■ Asia" in line)
    assert asia.split()[2:5] == ["7", "12", "Ural,"]
    alaska = row(out, "1", "Alaska")
    assert alaska.split(None, 2)[2].rstrip() == "North America   Northwest Territory, Alberta, Kamchatka"
    assert "Cards: 44 cards (14 infantry, 14 cavalry, 14 artillery, 2 wildcards)" in out
    assert "Missions: 14" in out
    assert "one-way" not in out and "warning" not in out


@needs_shared_maps
def test_show_a_file_with_one_way_borders(tmp_path: Path) -> None:
    data = (SHARED / "world.map").read_bytes().replace(b"\n1 2 3 38\r\n", b"\n1 2 3\r\n")
    (tmp_path / "oneway.map").write_bytes(data)
    shutil.copy(SHARED / "risk.cards", tmp_path / "risk.cards")
    result = runner.invoke(app, ["maps", "show", str(tmp_path / "oneway.map")])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "82 borders (1 one-way)" in out
    assert row(out, "38", "Kamchatka").rstrip().endswith(" Alaska →, Yakutsk, Irkutsk, Mongolia, Japan")
    assert row(out, "1", "Alaska").rstrip().endswith("North-West-Territory, Alberta, ← Kamchatka")
    assert "warning: " in out and "one-way border Kamchatka -> Alaska" in out


def test_show_unknown_map_exits_2_with_suggestions() -> None:
    result = runner.invoke(app, ["maps", "show", "clasic"])
    one_line_error(result, 2, "unknown map 'clasic'; did you mean: classic?")


def test_show_an_invalid_map_file_exits_1(tmp_path: Path) -> None:
    (tmp_path / "bad.map").write_text("[files]\ncrd x.cards\n[continents]\nA 1\n")
    result = runner.invoke(app, ["maps", "show", str(tmp_path / "bad.map")])
    one_line_error(result, 1, f"{tmp_path}/bad.map:4: a continent needs 3 tokens")


@needs_shared_maps
def test_validate_ok_with_counts() -> None:
    result = runner.invoke(app, ["maps", "validate", str(SHARED / "lotr.map")])
    assert result.exit_code == 0, result.output
    assert result.output == (
        f"OK {SHARED}/lotr.map: LOTR Map: 64 territories, 9 continents, 102 borders, 66 cards, 0 missions\n"
    )


@needs_shared_maps
def test_validate_prints_warnings(tmp_path: Path) -> None:
    data = (SHARED / "world.map").read_bytes().replace(b"\n1 2 3 38\r\n", b"\n1 2 3\r\n")
    (tmp_path / "w.map").write_bytes(data)
    shutil.copy(SHARED / "risk.cards", tmp_path / "risk.cards")
    result = runner.invoke(app, ["maps", "validate", str(tmp_path / "w.map")])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith(f"OK {tmp_path}/w.map: World Map: 42 territories")
    assert lines[1] == "2 warning(s):"
    assert (
        lines[2].startswith(f"warning: {tmp_path}/w.map:")
        and "one-way border Kamchatka -> Alaska" in lines[2]
    )
    # 2 players are dealt 21 territories and 40 armies each: enough for "18 with 2 each"
    assert lines[3].startswith("warning: mission 7 (occupy 18 territories with 2 armies each) can be met")


def write_mission_map(folder: Path, missions: list[str]) -> Path:
    """A 30-territory ring in two continents (starting armies: 32, 28, 24 for 2, 3, 4 players)."""
    countries = "\n".join(f"{t} T{t} {1 + (t > 15)} {t} {t}" for t in range(1, 31))
    borders = "\n".join(f"{t} {t % 30 + 1} {(t - 2) % 30 + 1}" for t in range(1, 31))
    (folder / "ring.map").write_text(
        "name Ring\n[files]\ncrd ring.cards\n[continents]\nWest 2 red\nEast 2 blue\n"
        f"[countries]\n{countries}\n[borders]\n{borders}\n"
    )
    cards = "\n".join(f"{('Infantry', 'Cavalry', 'Cannon')[t % 3]} {t}" for t in range(1, 31))
    (folder / "ring.cards").write_text(
        f"[cards]\n{cards}\nwildcard\n[missions]\n" + "\n".join(missions) + "\n"
    )
    return folder / "ring.map"


def test_validate_warns_of_missions_met_during_setup(tmp_path: Path) -> None:
    # Mission mode deals the 30 territories: 15 each with 2 players, 10 with 3, 7 or 8 with 4.
    path = write_mission_map(
        tmp_path,
        [
            "0 15 1 0 0 0 Occupy 15 territories.",
            "0 8 1 0 0 0 Occupy 8 territories.",
            "0 10 3 0 0 0 Occupy 10 territories with 3 armies each.",  # 20 armies more: too many
            "0 0 0 1 2 0 Conquer West and East.",
            "3 8 1 0 0 0 Destroy PLAYER3, else occupy 8 territories.",
            "0 16 1 0 0 0 Occupy 16 territories.",
        ],
    )
    result = runner.invoke(app, ["maps", "validate", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == f"OK {path}: Ring: 30 territories, 2 continents, 30 borders, 31 cards, 6 missions"
    assert lines[1:] == [
        "3 warning(s):",
        "warning: mission 1 (occupy 15 territories) can be met during setup: with 2 players every player is "
        "dealt enough territories and armies: Occupy 15 territories.",
        "warning: mission 2 (occupy 8 territories) can be met during setup: with 2-3 players every player is "
        "dealt enough territories and armies; with 4 players a player dealt one territory more is: "
        "Occupy 8 territories.",
        "warning: mission 5 (occupy 8 territories) can be met during setup by player 3 if dealt it: with 3 "
        "players every player is dealt enough territories and armies; with 4 players a player dealt one "
        "territory more is: Destroy PLAYER3, else occupy 8 territories.",
    ]


@needs_shared_maps
def test_validate_an_invalid_file_exits_1_with_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "w.map").write_bytes((SHARED / "world.map").read_bytes())
    (tmp_path / "risk.cards").write_bytes(
        (SHARED / "risk.cards").read_bytes().replace(b"Cannon 41", b"Tank 41")
    )
    result = runner.invoke(app, ["maps", "validate", str(tmp_path / "w.map")])
    one_line_error(result, 1, f"{tmp_path}/risk.cards:45: unknown card type 'Tank'")


@needs_shared_maps
def test_validate_a_map_without_its_cards_file_exits_1(tmp_path: Path) -> None:
    shutil.copy(SHARED / "world.map", tmp_path / "w.map")
    result = runner.invoke(app, ["maps", "validate", str(tmp_path / "w.map")])
    one_line_error(result, 1, f"{tmp_path}/w.map:17: cannot read the cards file risk.cards")


def test_validate_a_missing_file_exits_2(tmp_path: Path) -> None:
    one_line_error(runner.invoke(app, ["maps", "validate", str(tmp_path / "x.map")]), 2, "no such file")
    one_line_error(runner.invoke(app, ["maps", "validate", str(tmp_path)]), 2, "not a file")


@needs_shared_maps
def test_import_then_list_and_show(user_data: Path) -> None:
    result = runner.invoke(app, ["maps", "import", str(SHARED / "world.map")])
    assert result.exit_code == 0, result.output
    assert "playable as world" in result.output
    assert sorted(p.name for p in (user_data / "maps").iterdir()) == ["world.cards", "world.map"]
    listed = runner.invoke(app, ["maps", "list"]).output
    world = next(line for line in listed.splitlines() if line.startswith("world"))
    assert world.split()[1:] == ["World", "Map", "42", "6", "user"]
    shown = runner.invoke(app, ["maps", "show", "world"])
    assert shown.exit_code == 0 and shown.output.startswith("World Map (world): 42 territories")


@needs_shared_maps
def test_import_errors(tmp_path: Path) -> None:
    shutil.copy(SHARED / "world.map", tmp_path / "classic.map")
    shutil.copy(SHARED / "risk.cards", tmp_path / "risk.cards")
    one_line_error(
        runner.invoke(app, ["maps", "import", str(tmp_path / "classic.map")]),
        2,
        "'classic' is the name of a built-in map",
    )
    one_line_error(runner.invoke(app, ["maps", "import", str(tmp_path / "nope.map")]), 2, "no such file")
    (tmp_path / "bad.map").write_text("name Bad\n[continents]\nA 1 red\n")
    one_line_error(
        runner.invoke(app, ["maps", "import", str(tmp_path / "bad.map")]),
        1,
        f"{tmp_path}/bad.map:0: missing crd (the cards file) in [files]",
    )


def test_list_shows_a_broken_user_map(user_data: Path) -> None:
    (user_data / "maps").mkdir(parents=True)
    (user_data / "maps" / "broken.map").write_text("oops\n")
    result = runner.invoke(app, ["maps", "list"])
    assert result.exit_code == 0
    assert "invalid:" in result.output and "missing crd" in result.output
