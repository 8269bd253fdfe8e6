"""Dominion bots as data: the bot file, its condition language, the built-in data bots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import get_game
from dominia.core.rng import Rng
from dominia.core.runner import run_game
from dominia.games.dominion.bots import BOTS, bot_names, make_bot
from dominia.games.dominion.bots.databots import DataBot, default_play, spec_for, variant_name
from dominia.games.dominion.bots.language import (
    BotFileError,
    Context,
    compile_node,
    find_card_name,
    parse_bot_text,
    parse_condition,
    unparse,
)
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.kingdoms import find_kingdom
from dominia.games.dominion.scenario import act, build
from dominia.games.dominion.state import DominionState

GAME = get_game("dominion")
FIRST_GAME = list(find_kingdom("first-game").cards)
BASE10 = ["Cellar", "Chapel", "Moat", "Village", "Smithy", "Militia", "Market", "Witch", "Laboratory"]
BASE10 += ["Council Room"]
NO_SMITHY = [
    "Cellar",
    "Chapel",
    "Moat",
    "Village",
    "Festival",
    "Militia",
    "Market",
    "Witch",
    "Library",
    "Mine",
]


def spec(text: str, source: str = "test.toml") -> Any:
    return parse_bot_text(text, source, "test")


def evaluate(text: str, g: DominionState, seat: int = 0) -> Any:
    ctx = Context()
    ctx.reset(DOMINION.view(g, seat))
    return compile_node(parse_condition(text))(ctx)


def buy(bot: str | DataBot, hand: list[str], kingdom: list[str] | None = None, **kw: Any) -> str:
    """What the bot buys (its first buy) holding `hand` once its Treasures are played."""
    g = build(kingdom or BASE10, hands={0: hand}, **kw)
    b = make_bot(bot, 1) if isinstance(bot, str) else bot
    d = g.decision
    assert d is not None and d.kind == "buy", d
    if b.choose(DOMINION.view(g, 0), d) == "treasures:all":
        act(g, "treasures:all")
    d = g.decision
    assert d is not None
    ch = b.choose(DOMINION.view(g, 0), d)
    assert ch in d.ids(), (ch, d)
    assert b.slips == 0, b.last_slip
    return ch


# ------------------------------------------------------------------ the parser: every error names
# the file, the rule and the problem


@pytest.mark.parametrize(
    ("text", "where", "problem"),
    [
        ("buy = [", "TOML", "Invalid value"),
        ('buy = ["Gold"]\ncolour = "red"', "top level", "unknown key 'colour'"),
        ('name = "x"', "buy", "non-empty list of rules"),
        ("buy = []", "buy", "non-empty list of rules"),
        ("buy = [3]", "rule 1", "a rule is a card name or a table"),
        ('buy = ["Gold", { card = "Silver", when = "turn > 2" }]', "rule 2 (Silver)", "unknown key 'when'"),
        ('buy = [{ if = "turn > 2" }]', "rule 1", "has no 'card'"),
        ('buy = ["Gold", "Smithi"]', "rule 2 (Smithi)", "unknown card 'Smithi'; did you mean: Smithy?"),
        ('buy = [{ card = "Gold", if = 3 }]', "rule 1 (Gold)", "'if' must be a string"),
        ('buy = [{ card = "Gold", if = "" }]', "rule 1 (Gold)", "the condition is empty"),
        (
            'buy = [{ card = "Gold", if = "Smithi in deck > 1" }]',
            "rule 1 (Gold)",
            "unknown card 'Smithi'; did you mean: Smithy? (at column 1)",
        ),
        (
            'buy = [{ card = "Gold", if = "Smithy in garden > 1" }]',
            "rule 1 (Gold)",
            "unknown quantity 'Smithy in",
        ),
        ('buy = [{ card = "Gold", if = "Smithy in deck <" }]', "rule 1 (Gold)", "ends too soon"),
        ('buy = [{ card = "Gold", if = "(turn > 2" }]', "rule 1 (Gold)", "missing ')'"),
        (
            'buy = [{ card = "Gold", if = "coins > $3" }]',
            "rule 1 (Gold)",
            "unexpected character '$' at column 9",
        ),
        ('buy = [{ card = "Gold", if = "Gold in deck" }]', "rule 1 (Gold)", "is a number, not a test"),
        ('buy = [{ card = "Gold", if = "turn and coins > 2" }]', "rule 1 (Gold)", "'and' needs a test"),
        ('buy = [{ card = "Gold", if = "turn > 2 + (coins < 3)" }]', "rule 1 (Gold)", "'+' needs a number"),
        ('buy = [{ card = "Gold", if = "1 < turn < 5" }]', "rule 1 (Gold)", "chained comparison"),
        ('buy = [{ card = "Gold", if = "turn / 0 > 1" }]', "rule 1 (Gold)", "division by zero"),
        ('buy = [{ card = "Gold", if = "turn > 2 )" }]', "rule 1 (Gold)", "unexpected ')' at column 10"),
        ('buy = [{ card = "Gold", if = "turn > > 2" }]', "rule 1 (Gold)", "expected a number or a quantity"),
        ('buy = ["Gold"]\nplay = "Smithy"', "play", "must be a list of card names"),
        ('buy = ["Gold"]\nplay = ["Smithy", "Vilage"]', "play entry 2", "did you mean: Village"),
        ('buy = ["Gold"]\ntrash = ["Cruse"]', "trash entry 1", "unknown card 'Cruse'"),
        ('name = ""\nbuy = ["Gold"]', "name", "non-empty string"),
    ],
)
def test_every_parse_error_names_the_file_the_rule_and_the_problem(
    text: str, where: str, problem: str
) -> None:
    with pytest.raises(BotFileError) as err:
        spec(text, "bots/mine.toml")
    msg = str(err.value)
    assert msg.startswith(f"bots/mine.toml: {where}"), msg
    assert problem in msg, msg
    assert isinstance(err.value, InvalidOptions)


def test_card_names_in_any_language_and_plurals() -> None:
    s = spec(
        'buy = [{ card = "Ведьма", if = "Witches in deck < 2" }, '
        '{ card = "Kovácsműhely", if = "Кузница in deck == 0" }, '
        '{ card = "council room", if = "Council Rooms in deck < Provinces left" }, "ezüst"]'
    )
    assert [r.card for r in s.rules] == ["Witch", "Smithy", "Council Room", "Silver"]
    assert unparse(s.rules[1].condition) == "Smithies in deck == 0"
    for d in T.CARDS:  # every card's printed plural reads back as the card
        assert find_card_name(unparse(("q", "deck", d.name))[: -len(" in deck")]) == d.name


@pytest.mark.parametrize(
    "text",
    [
        "Smithies in deck < treasures in deck / 11",
        "money in deck > 18",
        "Provinces left <= 4 and not (vp lead < 0 or turn >= 20)",
        "(coins - 2) * 3 >= -1 + empty piles",
        "my vp - opponent vp != 2.5",
        "victory cards in deck + actions in deck + attacks in deck + reactions in deck < cards in deck",
        "Knights in deck == 0 or buys > 1 and players == 2",
    ],
)
def test_unparse_reads_back_to_the_same_condition(text: str) -> None:
    node = parse_condition(text)
    assert parse_condition(unparse(node)) == node
    assert unparse(node) == text


# ------------------------------------------------------------------ evaluation on constructed views


def test_quantities_on_a_constructed_position() -> None:
    g = build(
        BASE10,
        hands={0: ["Smithy", "Copper", "Gold", "Estate"], 1: ["Province"]},
        decks={0: ["Silver", "Village", "Witch"], 1: ["Duchy", "Curse"]},
        discards={0: ["Copper", "Province"]},
        piles={"Province": 5, "Smithy": 0, "Village": 0, "Cellar": 0},
    )
    assert evaluate("Smithy in deck == 1", g)
    assert evaluate("Smithies in deck == 1 and Coppers in deck == 2", g)
    assert evaluate("treasures in deck == 4", g)
    assert evaluate("money in deck == 7 and total money == 7", g)
    assert evaluate("actions in deck == 3 and attacks in deck == 1", g)
    assert evaluate("victory in deck == 2 and cards in deck == 9", g)
    assert evaluate("Provinces left == 5 and Province in supply == 5 and Gold left == 30", g)
    assert evaluate("empty piles == 3 and players == 2", g)
    assert evaluate("my vp == 7 and opponent vp == 8 and vp lead == -1", g)
    assert evaluate("vp lead == 1", g, seat=1)
    assert evaluate("turn == 1 and coins == 0 and buys == 1", g)
    act(g, "done", "treasures:all")  # into the Buy phase: $4
    assert evaluate("coins == 4", g)


def test_arithmetic_and_logic() -> None:
    g = build(BASE10)
    assert evaluate("2 + 3 * 4 == 14", g)
    assert evaluate("(2 + 3) * 4 == 20", g)
    assert evaluate("7 / 2 == 3.5", g)  # real division, as Geronimoo's simulator
    assert evaluate("10 - 4 - 3 == 3", g)
    assert evaluate("-1 < 0 and not 1 > 2", g)
    assert evaluate("1 > 2 or 2 > 1", g)
    assert evaluate("1 = 1 and 1 != 2", g)
    assert not evaluate("1 >= 2", g)


def test_a_group_pile_counts_every_card_in_it() -> None:
    g = build(["Knights"], hands={0: ["Dame Anna", "Sir Martin"]})
    assert evaluate("Knights in deck == 2 and Dame Anna in deck == 1", g)


def test_a_division_by_zero_makes_the_rule_not_apply() -> None:
    s = spec('buy = [{ card = "Gold", if = "1 / Smithies in deck > 0" }, "Silver"]')
    assert buy(DataBot(1, s), ["Gold", "Gold"]) == "buy:Silver"
    assert buy(DataBot(1, s), ["Gold", "Gold"], decks={0: ["Smithy"]}) == "buy:Gold"


# ------------------------------------------------------------------ the built-in bots


def test_builtin_bots_are_registered_and_shown() -> None:
    names = bot_names()
    for n in ("basic-big-money", "bmu", "smithy", "witch", "militia", "laboratory", "council-room"):
        assert n in names
        assert isinstance(make_bot(n, 1), DataBot)
        s = spec_for(n)
        assert s is not None and s.name == n
        assert s.rules and s.description  # `dominia bots show` prints them, translated
    assert spec_for("heuristic") is None and spec_for("random") is None


def test_published_definitions() -> None:
    def rules(name: str) -> list[str]:
        s = spec_for(name)
        assert s is not None
        return [r.text() for r in s.rules]

    assert rules("basic-big-money") == ["Province", "Gold", "Silver"]
    assert rules("bmu") == [
        "Province if money in deck > 18",
        "Duchy if Provinces left <= 4",
        "Estate if Provinces left <= 2",
        "Gold",
        "Duchy if Provinces left <= 6",
        "Silver",
    ]
    assert rules("smithy")[0] == "Province if money in deck > 15"
    assert rules("smithy")[5] == "Smithy if Smithies in deck < treasures in deck / 11"
    assert rules("witch") == [
        "Province if Golds in deck >= 1",
        "Duchy if Provinces left <= 5",
        "Estate if Provinces left <= 2",
        "Witch if Witches in deck == 0",
        "Gold",
        "Witch if Witches in deck < 2",
        "Silver",
    ]
    assert rules("militia")[1] == "Duchy if Provinces left <= 6"
    assert rules("militia")[4] == "Militia if Militias in deck < 3"
    assert rules("laboratory")[3:] == ["Gold", "Laboratory", "Silver"]
    assert rules("council-room")[5:] == [
        "Council Room if Council Rooms in deck == 0",
        "Council Room if Council Rooms in deck < money in deck / 13",
        "Silver",
    ]


def test_basic_big_money() -> None:
    assert buy("basic-big-money", ["Gold", "Gold", "Copper", "Copper"]) == "buy:Province"
    assert buy("basic-big-money", ["Gold", "Gold"]) == "buy:Gold"
    assert buy("basic-big-money", ["Silver", "Copper"]) == "buy:Silver"
    assert buy("basic-big-money", ["Copper", "Copper"]) == "done"


def test_smithy_buys_a_smithy_per_eleven_treasures() -> None:
    nine = {0: ["Copper"] * 9}
    # $4 and 11 Treasures, no Smithy: a Smithy.
    assert buy("smithy", ["Silver", "Silver"], decks=nine) == "buy:Smithy"
    # One Smithy with 11 Treasures is enough (1 < 11/11 fails); with 12 it is not.
    assert buy("smithy", ["Silver", "Silver"], decks={0: ["Copper"] * 9 + ["Smithy"]}) == "buy:Silver"
    assert buy("smithy", ["Silver", "Silver"], decks={0: ["Copper"] * 10 + ["Smithy"]}) == "buy:Smithy"
    # Province only once the deck's money passes 15.
    assert buy("smithy", ["Gold", "Gold", "Silver"], decks={0: ["Copper"] * 7}) == "buy:Gold"
    assert buy("smithy", ["Gold", "Gold", "Silver"], decks={0: ["Copper"] * 8}) == "buy:Province"
    # Not in this game's Supply: the rule never applies.
    assert buy("smithy", ["Silver", "Silver"], kingdom=NO_SMITHY, decks=nine) == "buy:Silver"


def test_smithy_plays_its_smithy() -> None:
    g = build(BASE10, hands={0: ["Smithy", "Copper"]}, decks={0: ["Gold"] * 3})
    d = g.decision
    assert d is not None and d.kind == "play_action"
    assert make_bot("smithy", 1).choose(DOMINION.view(g, 0), d) == "play:Smithy"


def test_witch() -> None:
    silvers = ["Silver"] * 4
    assert buy("witch", silvers) == "buy:Witch"  # $8 and no Gold in the deck: a Witch
    assert buy("witch", silvers, decks={0: ["Witch"]}) == "buy:Gold"
    assert buy("witch", silvers, decks={0: ["Gold"]}) == "buy:Province"
    assert buy("witch", ["Gold", "Silver", "Copper"]) == "buy:Witch"  # the first Witch before Gold
    assert buy("witch", ["Gold", "Silver", "Copper"], decks={0: ["Witch"]}) == "buy:Gold"
    assert buy("witch", ["Gold", "Silver"], decks={0: ["Witch"]}) == "buy:Witch"
    assert buy("witch", ["Gold", "Silver"], decks={0: ["Witch", "Witch"]}) == "buy:Silver"
    assert buy("witch", ["Gold", "Silver"], piles={"Province": 5}) == "buy:Duchy"


def test_militia() -> None:
    assert buy("militia", ["Silver", "Silver"], decks={0: ["Militia"] * 2}) == "buy:Militia"
    assert buy("militia", ["Silver", "Silver"], decks={0: ["Militia"] * 3}) == "buy:Silver"
    assert buy("militia", ["Gold", "Silver"], piles={"Province": 6}) == "buy:Duchy"
    assert buy("militia", ["Gold", "Silver"], piles={"Province": 7}) == "buy:Militia"
    assert buy("militia", ["Silver"], piles={"Province": 2}) == "buy:Estate"


def test_laboratory() -> None:
    assert buy("laboratory", ["Gold", "Silver"]) == "buy:Laboratory"
    assert buy("laboratory", ["Gold", "Silver", "Copper"]) == "buy:Gold"
    assert buy("laboratory", ["Gold", "Copper"]) == "buy:Silver"


def test_council_room() -> None:
    assert buy("council-room", ["Gold", "Silver"]) == "buy:Council Room"
    one = ["Council Room"]
    # One Council Room: another only while it is fewer than money / 13.
    assert buy("council-room", ["Gold", "Silver"], decks={0: one + ["Copper"] * 8}) == "buy:Silver"
    assert buy("council-room", ["Gold", "Silver"], decks={0: one + ["Copper"] * 9}) == "buy:Council Room"
    assert buy("council-room", ["Gold", "Silver"], piles={"Province": 6}) == "buy:Duchy"


def test_bmu_keeps_its_money_rule_and_big_money_plays_nothing() -> None:
    assert buy("bmu", ["Gold", "Gold", "Silver"], kingdom=FIRST_GAME) == "buy:Gold"
    assert (
        buy("bmu", ["Gold", "Gold", "Silver"], kingdom=FIRST_GAME, decks={0: ["Gold"] * 4}) == "buy:Province"
    )
    g = build(BASE10, hands={0: ["Smithy", "Village", "Copper"]})
    d = g.decision
    assert d is not None
    assert make_bot("big-money", 1).choose(DOMINION.view(g, 0), d) == "done"
    assert make_bot("bmu", 1).choose(DOMINION.view(g, 0), d) == "done"  # it buys no Action


# ------------------------------------------------------------------ never buying into a loss


def test_never_buys_the_last_province_to_lose() -> None:
    hand = ["Gold", "Gold", "Silver"]
    behind = {1: ["Province", "Province"]}  # 3 (Estates) + 6 < 12 + 0
    g_kw: dict[str, Any] = {"piles": {"Province": 1}, "decks": {0: ["Estate"] * 3}}
    assert buy("basic-big-money", hand, discards=behind, **g_kw) == "buy:Gold"
    # Ahead after the buy: take it.
    assert buy("basic-big-money", hand, discards={1: ["Province"]}, **g_kw) == "buy:Province"
    # Level after the buy, but the other player had a turn fewer: they would win; a Duchy may help.
    level = {1: ["Province", "Estate", "Estate", "Estate"]}
    assert buy("basic-big-money", hand, discards=level, **g_kw) == "buy:Gold"
    assert buy("bmu", hand, discards=behind, **g_kw) == "buy:Duchy"
    # Not the last one: no such care.
    g_kw["piles"] = {"Province": 2}
    assert buy("basic-big-money", hand, discards=behind, **g_kw) == "buy:Province"


def test_a_level_finish_with_equal_turns_is_a_shared_win() -> None:
    g = build(
        BASE10,
        hands={1: ["Gold", "Gold", "Silver"]},
        discards={0: ["Province", "Estate", "Estate", "Estate"]},
        decks={1: ["Estate"] * 3},
        piles={"Province": 1},
        current=1,
    )
    g.players[0].turns = 1  # seat 1 is on its first turn, after seat 0's
    b = make_bot("basic-big-money", 1)
    act(g, "treasures:all")
    d = g.decision
    assert d is not None
    assert b.choose(DOMINION.view(g, 1), d) == "buy:Province"


def test_never_empties_the_third_pile_to_lose() -> None:
    s = spec('buy = ["Duchy", "Silver"]')
    behind = {1: ["Province", "Province"]}
    piles = {"Duchy": 1, "Cellar": 0, "Chapel": 0}
    assert buy(DataBot(1, s), ["Gold", "Silver"], discards=behind, piles=piles) == "buy:Silver"
    assert buy(DataBot(1, s), ["Gold", "Silver"], piles=piles) == "buy:Duchy"
    piles["Chapel"] = 1  # only the second pile: no care
    assert buy(DataBot(1, s), ["Gold", "Silver"], discards=behind, piles=piles) == "buy:Duchy"


# ------------------------------------------------------------------ bmu+X


def test_bmu_plus_x_for_every_kingdom_card() -> None:
    names = set(bot_names())
    kingdom_cards = [d for d in T.CARDS if d.kingdom]
    assert len(kingdom_cards) > 60
    for d in kingdom_cards:
        name = variant_name(d.name)
        assert name in names and name in BOTS
        s = spec_for(name)
        assert s is not None
        texts = [r.text() for r in s.rules]
        assert texts[-1] == "Silver" and texts[-2].startswith(f"{d.name} if ")
        assert texts[:-2] == [r.text() for r in spec_for("bmu").rules[:-1]]  # type: ignore[union-attr]
        if d.cost > 5:
            continue  # Gold comes first
        # At exactly its cost it buys one, and only one.
        hand = ["Copper"] * d.cost
        g = build([d.name], hands={0: hand})
        top = T.NAME[g.piles[g.pile_index[d.name]][-1] & 0xFF]  # Knights: whichever is on top
        expect = f"buy:{top}" if T.BY_NAME[top].cost <= d.cost else "buy:Silver"
        if d.cost < 3 and expect == "buy:Silver":
            expect = "done"
        assert buy(name, hand, kingdom=[d.name]) == expect, d.name
        if d.cost >= 3:
            again = buy(name, hand, kingdom=[d.name], decks={0: [top]})
            assert again == "buy:Silver", d.name


def test_bmu_plus_x_plays_x_and_takes_names_in_any_language() -> None:
    b = make_bot("bmu+Кузница", 1)
    assert b.name == "bmu+smithy"
    g = build(BASE10, hands={0: ["Smithy", "Copper"]}, decks={0: ["Gold"] * 3})
    d = g.decision
    assert d is not None
    assert b.choose(DOMINION.view(g, 0), d) == "play:Smithy"
    assert buy("bmu+smithy", ["Silver", "Silver"]) == "buy:Smithy"
    with pytest.raises(UnknownName):
        make_bot("bmu+nosuchcard")


# ------------------------------------------------------------------ play and trash preferences


def test_default_play_order_villages_first_then_the_others() -> None:
    s = spec('buy = ["Smithy", "Laboratory", "Village"]')
    assert default_play(s) == ["Village", "Laboratory", "Smithy"]
    g = build(BASE10, hands={0: ["Smithy", "Militia", "Village", "Laboratory"]}, decks={0: ["Copper"] * 9})
    b = DataBot(1, s)
    moves = []
    for _ in range(4):
        d = g.decision
        assert d is not None
        if d.kind != "play_action":
            break
        ch = b.choose(DOMINION.view(g, 0), d)
        moves.append(ch)
        act(g, ch)
    # Its own Actions (villages, then the rest in rule order); not the Militia it did not buy.
    assert moves[:3] == ["play:Village", "play:Laboratory", "play:Smithy"]
    assert moves[3] != "play:Militia"
    assert b.slips == 0


def test_explicit_play_list_and_trash_preferences() -> None:
    s = spec('buy = ["Silver"]\nplay = ["Chapel"]\ntrash = ["Curse", "Estate", "Copper"]')
    g = build(BASE10, hands={0: ["Chapel", "Smithy", "Estate", "Copper", "Silver", "Curse"]})
    b = DataBot(1, s)
    moves = []
    while g.decision is not None and g.decision.kind in ("play_action", "trash"):
        ch = b.choose(DOMINION.view(g, 0), g.decision)
        moves.append(ch)
        act(g, ch)
    assert moves == ["play:Chapel", "trash:Curse", "trash:Estate", "trash:Copper", "done"]
    assert b.slips == 0
    s = spec('buy = ["Silver"]\nplay = []')
    g = build(BASE10, hands={0: ["Chapel", "Smithy"]})
    assert DataBot(1, s).choose(DOMINION.view(g, 0), g.decision) == "done"  # type: ignore[arg-type]


# ------------------------------------------------------------------ a user's file


def test_user_file_loads_through_make_bot(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(
        'description = "mine"\nbuy = [{ card = "Smithy", if = "Smithies in deck == 0" }, "Silver"]\n',
        encoding="utf-8",
    )
    b = make_bot(str(path), 3)
    assert isinstance(b, DataBot) and b.name == "mine"  # the file's stem when it has no name
    assert buy(b, ["Silver", "Silver"]) == "buy:Smithy"
    s = spec_for(str(path))
    assert s is not None and s.description == "mine" and s.source == str(path)
    path.write_text('name = "other"\nbuy = ["Gold"]\n', encoding="utf-8")
    assert make_bot(str(path), 3).name == "other"  # re-read when changed
    path.write_text('buy = [{ card = "Gold", if = "Gold in deck >" }]\n', encoding="utf-8")
    with pytest.raises(BotFileError, match=r"mine\.toml: rule 1 \(Gold\): condition 'Gold in deck >'"):
        make_bot(str(path), 3)
    with pytest.raises(BotFileError, match="no such bot file"):
        make_bot(str(tmp_path / "missing.toml"))
    (tmp_path / "latin1.toml").write_bytes(b'buy = ["\xe9"]')
    with pytest.raises(BotFileError, match="not UTF-8"):
        make_bot(str(tmp_path / "latin1.toml"))


def test_data_bots_finish_random_kingdoms_without_slips() -> None:
    names = ["basic-big-money", "smithy", "witch", "militia", "laboratory", "council-room"]
    variants = [n for n in bot_names() if n.startswith("bmu+")]
    for i in range(16):
        seed = 70_000 + i
        r = Rng(seed)
        n = 2 + i % 3
        sets = (["base", "base1e"], ["dark-ages"], ["base", "dark-ages"])[i % 3]
        state = GAME.setup({"players": n, "sets": sets}, seed, logging=False)
        picks = [names[i % len(names)]] + [variants[r.below(len(variants))] for _ in range(n - 1)]
        agents = [make_bot(p, seed + s) for s, p in enumerate(picks)]
        outcome = run_game(GAME, state, agents)
        assert outcome is not None and outcome.winners
        for a in agents:
            assert a.slips == 0, (a.name, a.last_slip)


def test_the_guides_yaml_example_is_its_toml_example() -> None:
    import re

    from dominia.games.dominion.bots.language import parse_bot_text

    doc = (Path(__file__).resolve().parents[2] / "docs" / "dominion.md").read_text(encoding="utf-8")
    yaml_text = re.search(r"```yaml\n(.*?)```", doc, re.S)
    toml_text = re.search(r"```toml\n(.*?)```", doc, re.S)
    assert yaml_text and toml_text
    a = parse_bot_text(yaml_text.group(1), "doc.yaml", yaml_text=True)
    b = parse_bot_text(toml_text.group(1), "doc.toml")
    assert [(r.card, r.condition) for r in a.rules] == [(r.card, r.condition) for r in b.rules]
    assert a.name == b.name and a.play == b.play and len(a.rules) == 7
