"""The top-level API (`import dominia`): the games, Match, the simulator, the errors and the
typed kinds, as a library user meets them."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest

import dominia
from dominia.core.i18n import LANGS, Msg, Translator
from dominia.kinds import DECISION_KINDS, OUTCOME_REASONS

CASES = [
    ("dominion", {"kingdom": "first-game"}, ["bmu", "big-money"]),
    ("domination", {"map": "duel"}, ["easy", "random"]),
    ("dominaria", {}, ["greedy", "random"]),
]


def test_import_dominia_loads_no_game_until_a_name_is_used() -> None:
    code = (
        "import sys, dominia\n"
        "print(sorted(m for m in sys.modules if m.startswith('dominia')))\n"
        "dominia.Match\n"
        "print('dominia.match' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    first, second = out.splitlines()
    assert json.loads(first.replace("'", '"')) == ["dominia"]
    assert second == "True"


def test_every_public_name_is_there_and_documented() -> None:
    for name in dominia.__all__:
        value = getattr(dominia, name)
        if name in ("__version__", "DecisionKind", "OutcomeReason"):
            continue
        assert (value.__doc__ or "").strip(), name
    for name in ("choices", "choose", "view", "play", "undo", "save", "load", "decision", "outcome"):
        assert (getattr(dominia.Match, name).__doc__ or "").strip(), name
    assert set(dir(dominia)) >= set(dominia.__all__)
    with pytest.raises(AttributeError):
        dominia.no_such_name  # noqa: B018


def test_the_games_by_name() -> None:
    assert dominia.game_names()[:3] == ["dominion", "domination", "dominaria"]
    assert dominia.game("dominion").name == "dominion"
    assert dominia.spec("domination").title
    assert "bmu" in dominia.bots("dominion")
    with pytest.raises(dominia.UnknownName) as err:
        dominia.game("dominon")
    assert err.value.suggestions[0] == "dominion"


def test_the_errors_a_caller_may_catch() -> None:
    assert issubclass(dominia.IllegalChoice, ValueError)
    assert issubclass(dominia.IllegalChoice, dominia.DominiaError)
    assert issubclass(dominia.UnknownName, dominia.InvalidOptions)
    assert issubclass(dominia.RecordError, dominia.DominiaError)
    match = dominia.Match("dominion", {"kingdom": "first-game"}, seed=1)
    with pytest.raises(ValueError, match="not a legal choice"):
        match.choose("buy:Nothing")
    assert match.moves == []


@pytest.mark.parametrize(("game", "options", "bots"), CASES)
def test_a_match_is_played_to_the_end_and_saved_and_loaded(game, options, bots, tmp_path) -> None:
    match = dominia.Match(game, options, seed=5, seats=["human:Ann", bots[1]])
    assert match.seats == ["human:Ann", f"bot:{bots[1]}"]
    for _ in range(3):  # a person's moves, whenever the bot is not the one asked
        d = match.decision
        assert d is not None and d.kind in DECISION_KINDS[game]
        assert match.choices() == d.choices
        if d.seat == 0:
            match.choose(d.choices[-1])
        else:
            assert match.play() is None  # the bot moves until Ann must answer
    assert match.play() is None and match.decision is not None and match.decision.seat == 0
    outcome = match.play({0: bots[0]})
    assert outcome is not None and match.is_over and match.decision is None and match.choices() == ()
    assert outcome == match.outcome and outcome.reason in OUTCOME_REASONS[game]
    with pytest.raises(dominia.IllegalChoice):
        match.choose("anything")
    record = match.save(tmp_path / "game.json")
    assert record.result == outcome.to_dict() and len(record.moves) == len(match.moves)
    again = dominia.Match.load(tmp_path / "game.json")
    assert again.outcome == outcome and again.seats == match.seats and again.moves == match.moves
    assert dominia.Match.load(record.to_dict()).outcome == outcome


@pytest.mark.parametrize(("game", "options", "bots"), CASES)
def test_the_same_seed_and_choices_give_the_same_game(game, options, bots) -> None:
    def played(seed: int) -> tuple[list, object]:
        match = dominia.Match(game, options, seed=seed, seats=bots)
        match.play()
        return match.moves, match.outcome

    assert played(3) == played(3)
    assert played(3) != played(4)


def test_a_seat_sees_its_view_only() -> None:
    match = dominia.Match("dominion", {"kingdom": "first-game"}, seed=2, seats=["human", "bmu"])
    mine, theirs, public = match.view(0).to_dict(), match.view(1).to_dict(), match.view().to_dict()
    assert len(mine["hand"]) == len(theirs["hand"]) == 5 and public["hand"] == []
    assert all("hand" not in p for p in mine["players"])  # the other seat's cards are not there
    assert mine["players"] == theirs["players"] == public["players"]
    for bad in (2, -1, "0", True):
        with pytest.raises(dominia.IllegalChoice):
            match.view(bad)


def test_agents_see_only_their_seat() -> None:
    seen: list[int] = []

    class Watcher:
        name = "watcher"

        def choose(self, view, decision):
            seen.append(view.seat)
            assert view.seat == decision.seat
            return decision.choices[0].id

    match = dominia.Match("domination", {"map": "duel"}, seed=1, seats=[Watcher(), "easy"])
    assert match.seats == ["bot:watcher", "bot:easy"]
    assert match.play() is not None
    assert seen and set(seen) == {0}
    # saved and loaded elsewhere, the seat keeps its name; the caller brings the agent again
    again = dominia.Match.load(match.save().to_dict())
    assert again.seats == match.seats and again.outcome == match.outcome
    half = dominia.Match.load({**match.save().to_dict(), "moves": match.save().to_dict()["moves"][:9]})
    assert half.play() is None and half.decision is not None and half.decision.seat == 0
    assert half.play({0: Watcher()}) is not None and half.moves[:9] == match.moves[:9]


def test_undo_takes_back_a_choice_unless_it_drew_on_chance() -> None:
    match = dominia.Match("domination", {"map": "duel", "auto_deal": False}, seed=3, seats=["human", "human"])
    before = match.view(None).to_dict()
    first = match.choices()[0].id
    match.choose(first)
    assert match.undo() == (0, first)
    assert match.view(None).to_dict() == before and match.moves == []
    with pytest.raises(dominia.IllegalChoice, match="no choice to take back"):
        match.undo()
    # play on until a choice rolls the dice or shuffles: that one stays
    while match.decision is not None:
        rng_before = match.state.rng.state()
        match.choose(match.choices()[0])
        if match.state.rng.state() != rng_before:
            break
    moves = match.moves
    with pytest.raises(dominia.IllegalChoice, match="chance"):
        match.undo()
    assert match.moves == moves


def test_bad_arguments_are_clear_errors_in_every_language(tmp_path) -> None:
    bad = [
        (dominia.UnknownName, lambda: dominia.Match("chess")),
        (dominia.UnknownName, lambda: dominia.Match("dominion", seats=["human", "no-such-bot"])),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion", {"players": 3}, seats=["human", "bmu"])),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion", seats="human,bmu")),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion", seats=["human", object()])),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion", seed="7")),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion", seats=["human", "bmu"]).play(["bmu"])),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion").play({5: "bmu"})),
        (dominia.InvalidOptions, lambda: dominia.Match("dominion").play("bmu")),
        (dominia.RecordError, lambda: dominia.Match.load(tmp_path / "none.json")),
        (dominia.RecordError, lambda: dominia.Match.load({"format": "dominia-record"})),
        (dominia.RecordError, lambda: dominia.Match("dominion").save(tmp_path / "no" / "dir.json")),
        (dominia.InvalidOptions, lambda: dominia.simulate("dominion", "bmu")),
        (dominia.InvalidOptions, lambda: dominia.simulate("dominion", ["bmu"], 0)),
        (dominia.InvalidOptions, lambda: dominia.simulate("dominion", ["bmu", "bmu"], players=1)),
        (dominia.InvalidOptions, lambda: dominia.simulate("dominion", ["bmu", "bmu"], seating="x")),
        (dominia.InvalidOptions, lambda: dominia.simulate("dominion", ["bmu", "bmu"], 1, jobs=0)),
        (dominia.UnknownName, lambda: dominia.simulate("dominion", ["bmu", "nobody"])),
    ]
    for kind, call in bad:
        with pytest.raises(kind) as err:
            call()
        text = err.value.text
        assert isinstance(text, Msg), (call, text)
        for lang in LANGS:
            said = Translator(lang, ("dominia.cli",))(text)
            assert said and not re.search(r"\[[a-z-]+\]", said), (lang, said)


def test_a_record_naming_python_code_does_not_run_it(tmp_path) -> None:
    code = tmp_path / "evil.py"
    code.write_text("raise SystemExit('ran')\n")
    match = dominia.Match("dominion", {"kingdom": "first-game"}, seed=1)
    record = match.save().to_dict()
    record["seats"] = ["human", f"bot:{code}:Evil"]
    loaded = dominia.Match.load(record)
    assert loaded.seats == ["human", f"bot:{code}:Evil"]
    assert loaded.play() is None  # nobody plays that seat: the caller gives it an agent


def test_simulate_gives_the_summary_of_dominia_sim() -> None:
    from typer.testing import CliRunner

    from dominia.cli.main import app

    summary = dominia.simulate("dominion", ["bmu", "big-money"], 6, options={"kingdom": "first-game"}, seed=4)
    assert summary["games"] == 6 and [b["bot"] for b in summary["bots"]] == ["bmu", "big-money"]
    args = ["sim", "dominion", "--bots", "bmu,big-money", "-n", "6", "--seed", "4", "-k", "first-game"]
    args.append("--json")
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    shown = json.loads(result.output)
    for key in ("bots", "seat_win_pct", "avg_game_turns", "options"):
        assert summary[key] == shown[key], key


def test_the_typed_kinds_are_the_documented_ones() -> None:
    """docs/agents.md's tables list each game's decision kinds: the Literal types say the same."""
    text = (Path(__file__).parents[1] / "docs" / "agents.md").read_text(encoding="utf-8")
    sections = re.split(r"^## ", text, flags=re.M)
    titles = {"dominion": "Dominion", "domination": "Domination", "dominaria": "Heroes of Dominaria"}
    for game, title in titles.items():
        section = next(s for s in sections if s.startswith(title + "\n"))
        documented = set(re.findall(r"^\| `([a-z_]+)` \|", section, flags=re.M))
        assert documented == DECISION_KINDS[game], game
    assert set(get_args(dominia.OutcomeReason)) == set().union(*OUTCOME_REASONS.values())
    assert set(get_args(dominia.DecisionKind)) == set().union(*DECISION_KINDS.values())


@pytest.mark.parametrize(("game", "options", "bots"), CASES)
def test_random_games_use_only_the_typed_kinds(game, options, bots) -> None:
    for seed in range(4):
        match = dominia.Match(game, options, seed=seed, seats=["random", "random"])
        kinds = []
        while (d := match.decision) is not None:
            kinds.append(d.kind)
            match.choose(d.choices[(seed + len(kinds)) % len(d.choices)])
        assert set(kinds) <= DECISION_KINDS[game]
        assert match.outcome is not None and match.outcome.reason in OUTCOME_REASONS[game]


def test_the_package_docstring_example_runs() -> None:
    import doctest

    failures, tries = doctest.testmod(dominia, verbose=False, report=False)
    assert tries > 0 and failures == 0


def test_the_environments_errors_are_messages_of_the_tables() -> None:
    from dominia.env import DominiaEnv

    calls = [
        lambda: DominiaEnv("dominion", {"players": 3}, opponents=["bmu"]),
        lambda: DominiaEnv("dominion", opponents=["bmu"], seat=2),
        lambda: DominiaEnv("dominion", opponents=["bmu"], seat="0"),
        lambda: DominiaEnv("dominion", opponents=[object()]),
        lambda: DominiaEnv("dominion", opponents=["bmu"]).step("done"),
    ]
    for call in calls:
        with pytest.raises(dominia.DominiaError) as err:
            call()
        text = err.value.text
        assert isinstance(text, Msg) and text.key.startswith("env-"), text
        for lang in LANGS:
            tr = Translator(lang)
            assert tr.has(text.key), (lang, text.key)
            assert lang == "en" or tr(text) != str(text), (lang, text.key)  # translated, not English
