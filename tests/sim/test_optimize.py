"""`dominia optimize`: the Dominion bot family always writes valid bot files, the search is
deterministic and independent of the worker count, and bad settings change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.errors import InvalidOptions
from dominia.core.rng import Rng
from dominia.games.dominion.bots.language import parse_bot_text
from dominia.games.dominion.tuning import FAMILY, Cap, Plan
from dominia.sim.optimize import Settings, _won, bot_text, optimize

KINGDOM = ["Cellar", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop", "Witch"]
TINY = Settings(population=4, generations=2, games=4, final_games=4, seed=7)


def options() -> dict:
    return FAMILY.prepare({"kingdom": KINGDOM}, 0)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 12))
def test_every_plan_the_search_can_make_is_a_valid_bot_file(seed: int, steps: int) -> None:
    opts = options()
    rng = Rng(seed)
    plans = [FAMILY.random(rng, opts), *FAMILY.seeds(opts, FAMILY.rivals(opts))[:2]]
    for _ in range(steps):
        a, b = rng.choice(plans), rng.choice(plans)
        plans.append(FAMILY.mutate(FAMILY.crossover(a, b, rng), rng, opts))
    allowed = {*KINGDOM, "Province", "Duchy", "Estate", "Gold", "Silver"}
    for plan in plans:
        spec = parse_bot_text(FAMILY.write(plan, "x", "y"), "test")
        assert {r.card for r in spec.rules} <= allowed
        assert spec.rules[-1].card == "Silver"
        assert len(plan.caps) <= 3


def test_a_plan_reads_back_as_the_rules_it_says() -> None:
    plan = Plan(province_money=15, caps=(Cap("Smithy", per=11), Cap("Militia", count=2, before_gold=True)))
    spec = parse_bot_text(FAMILY.write(plan, "x", "y"), "test")
    texts = [r.text() for r in spec.rules]
    assert texts[0] == "Province if money in deck > 15"
    assert texts.index("Militia if Militias in deck < 2") < texts.index("Gold")
    assert texts.index("Smithy if Smithies in deck < treasures in deck / 11") > texts.index("Gold")


def test_a_partial_kingdom_is_completed_once_from_the_seed() -> None:
    a = FAMILY.prepare({"kingdom": ["Smithy"]}, 3)
    assert len(a["kingdom"]) == 10 and "Smithy" in a["kingdom"]
    assert FAMILY.prepare({"kingdom": ["Smithy"]}, 3)["kingdom"] == a["kingdom"]


def test_a_tie_counts_as_a_shared_win() -> None:
    rows = [
        {"seats": [0, 1], "winners": [0]},  # entry 0 in seat 0 won
        {"seats": [1, 0], "winners": [0]},  # entry 0 in seat 1 lost
        {"seats": [0, 1], "winners": [0, 1]},  # a tie
        {"seats": [1, 0], "winners": []},  # a stalled game
    ]
    assert _won(rows) == 1.5


def test_the_same_seed_finds_the_same_bot_whatever_the_workers() -> None:
    a = optimize("dominion", {"kingdom": KINGDOM}, TINY)
    b = optimize("dominion", {"kingdom": KINGDOM}, Settings(**{**TINY.__dict__, "jobs": 2}))
    assert bot_text(a, "x", "") == bot_text(b, "x", "")
    assert [(f.opponent, f.won) for f in a.anchors] == [(f.opponent, f.won) for f in b.anchors]
    assert [f.opponent for f in a.anchors] == ["bmu", "heuristic", a.rivals[0].bot]
    assert all(f.games == TINY.final_games for f in a.anchors)
    assert len(a.history) == TINY.generations


@pytest.mark.parametrize(
    "bad", [{"population": 1}, {"generations": 0}, {"games": "9"}, {"jobs": 0}, {"backend": "cloud"}]
)
def test_bad_settings_are_refused_before_any_game(bad: dict) -> None:
    with pytest.raises(InvalidOptions):
        optimize("dominion", {}, Settings(**{**TINY.__dict__, **bad}))


def test_a_game_without_bots_as_rules_is_refused() -> None:
    with pytest.raises(InvalidOptions):
        optimize("domination", {}, TINY)


def test_the_command_writes_a_bot_that_plays_and_never_overwrites(tmp_path: Path) -> None:
    out = tmp_path / "best.toml"
    args = ["optimize", "dominion", "--kingdom", ",".join(KINGDOM), "--population", "4", "--generations", "1"]
    args += ["-n", "4", "--final-games", "4", "--seed", "3", "-o", str(out)]
    run = CliRunner().invoke(app, args)
    assert run.exit_code == 0, run.output
    text = out.read_text(encoding="utf-8")
    assert parse_bot_text(text, str(out)).name == "best"
    again = CliRunner().invoke(app, [*args, "--lang", "uk"])
    assert again.exit_code != 0 and "best.toml" in again.output
    assert out.read_text(encoding="utf-8") == text  # untouched
    sim = CliRunner().invoke(app, ["sim", "dominion", "--bots", f"{out},bmu", "-n", "2", "--seed", "1"])
    assert sim.exit_code == 0, sim.output


def test_a_bad_out_file_is_refused_before_the_search(tmp_path: Path) -> None:
    run = CliRunner().invoke(app, ["optimize", "dominion", "-o", str(tmp_path / "best.txt")])
    assert run.exit_code != 0 and ".toml" in run.output
    run = CliRunner().invoke(app, ["optimize", "dominion", "-o", str(tmp_path / "no" / "best.toml")])
    assert run.exit_code != 0 and not (tmp_path / "no").exists()
