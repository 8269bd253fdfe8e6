"""Dominion bot files (TOML and YAML) at the boundary: any file is either a bot that plays a
whole game or a BotFileError (an InvalidOptions, with the file, the place and the problem),
never another exception, while it is read or while it plays."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dominia.core.errors import DominiaError
from dominia.core.game import get_game
from dominia.games.dominion.bots import make_bot
from dominia.games.dominion.bots.databots import DataBot
from dominia.games.dominion.bots.language import BotFileError, load_bot_file, parse_bot_text
from tests.properties.strategies import JSON

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DATA = resources.files("dominia.games.dominion.bots") / "data"
REAL = {p.name: p.read_text("utf-8") for p in DATA.iterdir() if p.name.endswith(".toml")}
KINGDOM = ["Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Witch"]
CARDS = st.sampled_from(
    ["Province", "Gold", "Silver", "Duchy", "Estate", "Copper", "Curse", *KINGDOM]
) | st.sampled_from(
    ["smithies", "Смитя", "Провинция", "Kovács", "Chapel", "Knights", "Ruins", "", " ", "bmu"]
)
QUANTITIES = st.sampled_from(
    ["money in deck", "my vp", "vp lead", "turn", "coins", "buys", "empty piles", "players", "opponent vp",
     "Gold in deck", "Smithies in deck", "treasures in deck", "cards in deck", "Provinces left",
     "Duchy in supply", "Curses left", "Witches in deck"]
)  # fmt: skip
NUMBERS = st.integers(0, 20).map(str) | st.sampled_from(["0", "1.5", "10" * 40, "0.0", "00", "٣"])


@st.composite
def conditions(draw: st.DrawFn, depth: int = 0) -> str:
    """Conditions of the bot language, well-formed or nearly so."""
    kind = draw(st.integers(0, 9 if depth < 3 else 2))
    if kind <= 1:
        op = draw(st.sampled_from(["<", "<=", ">", ">=", "==", "=", "!="]))
        return f"{draw(sums())} {op} {draw(sums())}"
    if kind == 2:
        return draw(st.text(max_size=20))
    if kind <= 4:
        op = draw(st.sampled_from(["and", "or", "AND"]))
        return f"{draw(conditions(depth + 1))} {op} {draw(conditions(depth + 1))}"
    if kind == 5:
        return f"not ({draw(conditions(depth + 1))})"
    if kind == 6:
        return f"({draw(conditions(depth + 1))}"  # unbalanced
    if kind == 7:
        return " ".join(
            draw(st.lists(st.sampled_from(["(", ")", "not", "-", "/", "*", "1", "turn", "<"]), max_size=8))
        )
    return f"({draw(conditions(depth + 1))})"


@st.composite
def sums(draw: st.DrawFn) -> str:
    terms = draw(st.lists(QUANTITIES | NUMBERS, min_size=1, max_size=3))
    out = terms[0]
    for t in terms[1:]:
        out += f" {draw(st.sampled_from(['+', '-', '*', '/']))} {t}"
    return ("-" if draw(st.booleans()) else "") + out


RULE = CARDS | st.fixed_dictionaries({"card": CARDS}, optional={"if": conditions() | JSON, "x": JSON})
BOT = st.fixed_dictionaries(
    {"buy": st.lists(RULE, min_size=1, max_size=5) | JSON},
    optional={
        "name": st.text(max_size=10) | JSON,
        "description": st.text(max_size=10) | JSON,
        "play": st.lists(CARDS, max_size=3) | JSON,
        "trash": st.lists(CARDS, max_size=3) | JSON,
        "extra": JSON,
    },
)


def toml_value(v: Any) -> str:
    if isinstance(v, dict):
        return (
            "{ "
            + ", ".join(f"{json.dumps(str(k))} = {toml_value(x)}" for k, x in v.items() if x is not None)
            + " }"
        )
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v if x is not None) + "]"
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return '""'
    if isinstance(v, str):
        return json.dumps(v)
    return repr(v) if isinstance(v, float) else str(v)


def as_toml(bot: dict[str, Any]) -> str:
    return "\n".join(f"{json.dumps(k)} = {toml_value(v)}" for k, v in bot.items() if v is not None) + "\n"


def plays_a_game(spec: Any, seed: int = 1) -> None:
    """The bot against Big Money for a whole game (Treasures played for it)."""
    game = get_game("dominion")
    options = game.normalize_options({"players": 2, "kingdom": KINGDOM, "autoplay_treasures": True})
    state = game.setup(options, seed)
    bots = [DataBot(seed, spec), make_bot("big-money", seed + 1)]
    for _ in range(3000):
        d = game.pending(state)
        if d is None:
            return
        game.apply(state, d.seat, bots[d.seat].choose(game.view(state, d.seat), d))


def check_text(text: str, *, yaml_text: bool) -> None:
    try:
        spec = parse_bot_text(text, "bot.yaml" if yaml_text else "bot.toml", "bot", yaml_text=yaml_text)
    except BotFileError as exc:
        assert "bot." in str(exc) and str(exc).strip()
        return
    plays_a_game(spec)


# found: a number too large for a float divided in a condition was an OverflowError in the game
DIVIDE = {"buy": [{"card": "Gold", "if": f"{'10' * 200} / 3 > 1"}, "Silver"]}
# found: deep parentheses were a RecursionError while the file was read
DEEP = {"buy": [{"card": "Gold", "if": "(" * 2000 + "turn > 1" + ")" * 2000}]}
NOTS = {"buy": [{"card": "Gold", "if": "not " * 2000 + "turn > 1"}]}
MINUS = {"buy": [{"card": "Gold", "if": "-" * 2000 + "turn > 1"}]}


@SETTINGS
@given(BOT)
@example(DIVIDE)
@example(DEEP)
@example(NOTS)
@example(MINUS)
def test_any_toml_bot_file_plays_or_is_refused_clearly(bot):
    check_text(as_toml(bot), yaml_text=False)


@SETTINGS
@given(BOT | JSON)
@example(DIVIDE)
@example(DEEP)
def test_any_yaml_bot_file_plays_or_is_refused_clearly(bot):
    check_text(yaml.safe_dump(bot, allow_unicode=True), yaml_text=True)


def mutate(text: str) -> st.SearchStrategy[str]:
    lines = text.split("\n")
    at = st.integers(0, len(lines) - 1)
    chars = st.integers(0, len(text))
    return st.one_of(
        at.map(lambda i: "\n".join(lines[:i] + lines[i + 1 :])),
        st.tuples(at, st.text(max_size=30) | conditions()).map(
            lambda a: "\n".join([*lines[: a[0]], a[1], *lines[a[0] + 1 :]])
        ),
        st.tuples(chars, st.text(max_size=4)).map(lambda a: text[: a[0]] + a[1] + text[a[0] :]),
        st.tuples(chars, st.integers(1, 8)).map(lambda a: text[: a[0]] + text[a[0] + a[1] :]),
        st.tuples(chars, conditions()).map(lambda a: text[: a[0]] + a[1] + text[a[0] :]),
    )


@pytest.mark.parametrize("name", sorted(REAL))
def test_a_mutated_built_in_bot_file_plays_or_is_refused_clearly(name):
    @settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(mutate(REAL[name]))
    def check(text: str) -> None:
        check_text(text, yaml_text=False)

    check()


@SETTINGS
@given(st.binary(max_size=80), st.sampled_from(["b.toml", "b.yaml", "b.yml"]))
@example(b"\xff\xfe", "b.toml")
@example(b"a: &a [*a]\nbuy: *a\n", "b.yaml")
def test_any_bytes_on_disk_are_a_bot_or_a_clear_refusal(tmp_path_factory, data, filename):
    path = tmp_path_factory.mktemp("bot") / filename
    path.write_bytes(data)
    try:
        spec = load_bot_file(path)
    except DominiaError as exc:
        assert isinstance(exc, BotFileError) and str(path) in str(exc)
        return
    plays_a_game(spec)


@pytest.mark.parametrize(
    "bot", [DEEP, NOTS, MINUS, {"buy": [{"card": "Gold", "if": " and ".join(["turn > 1"] * 100)}]}]
)
def test_a_condition_too_deep_is_refused_with_its_message(bot):
    with pytest.raises(BotFileError) as info:
        parse_bot_text(as_toml(bot), "deep.toml", "deep")
    assert "bot-parse-too-deep" in repr(info.value.text)


def test_an_overflowing_condition_leaves_its_rule_out():
    spec = parse_bot_text(as_toml(DIVIDE), "divide.toml", "divide")
    plays_a_game(spec)
