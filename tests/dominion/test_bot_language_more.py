"""The bot language's openings, its penultimate Province switch, and its conditions on the
hand, the cards in play, the gains left to end the game, the smallest pile and DominionSim's
total money (Actions' +$ counted): each on a constructed position where it decides the buy."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dominia.core.errors import InvalidOptions
from dominia.games.dominion.bots.databots import DataBot
from dominia.games.dominion.bots.language import (
    Context,
    compile_node,
    parse_bot_text,
    parse_condition,
    unparse,
)
from dominia.games.dominion.bots.money import ACTION_COINS
from dominia.games.dominion.card_model import ACTION
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.scenario import act, build
from dominia.games.dominion.state import DominionState

KINGDOM = ["Smithy", "Village", "Witch", "Market", "Festival", "Militia", "Cellar", "Chapel", "Moat", "Mine"]


def evaluate(text: str, g: DominionState, seat: int = 0) -> Any:
    ctx = Context()
    ctx.reset(DOMINION.view(g, seat))
    return compile_node(parse_condition(text))(ctx)


def bot(text: str) -> DataBot:
    return DataBot(1, parse_bot_text(text, "test.toml", "test"))


def buys(b: DataBot, g: DominionState) -> str:
    """The bot's buy once its Treasures are played."""
    view = DOMINION.view(g, g.current)
    if b.choose(view, g.decision) == "treasures:all":  # type: ignore[arg-type]
        act(g, "treasures:all")
    d = g.decision
    assert d is not None and d.kind == "buy", d
    ch = b.choose(view, d)
    assert ch in d.ids(), (ch, d.ids())
    return ch


# ------------------------------------------------------------------ conditions


def test_cards_in_hand_and_in_play() -> None:
    g = build(KINGDOM, hands={0: ["Market", "Smithy", "Copper", "Copper", "Estate"]}, decks={0: ["Gold"] * 5})
    assert evaluate("Market in hand == 1 and Smithies in hand == 1 and Coppers in hand == 2", g)
    assert evaluate("actions in hand == 2 and treasures in hand == 2 and cards in hand == 5", g)
    assert evaluate("Market in play == 0 and cards in play == 0", g)
    act(g, "play:Market")  # +1 Card, +1 Action: the Market is in play, a Gold drawn
    assert evaluate("Market in play == 1 and actions in play == 1 and Market in hand == 0", g)
    assert evaluate("Gold in hand == 1 and cards in hand == 5", g)
    assert not evaluate("Market in play == 1", g, seat=1)  # another seat: its own play


def test_total_money_counts_the_actions_printed_coins() -> None:
    g = build(
        KINGDOM,
        hands={0: ["Copper", "Silver"]},
        decks={0: ["Militia", "Festival", "Market", "Smithy", "Gold"]},
    )
    assert evaluate("money in deck == 6", g)  # Copper, Silver, Gold
    assert evaluate("total money == 11", g)  # + Militia 2, Festival 2, Market 1; Smithy none


def test_every_action_with_a_plain_plus_coins_is_counted() -> None:
    """Each entry's +$ is printed on the card; an Action printing +$ is listed, or its coins
    depend on the turn (the module says which and why)."""
    depends = {
        "Merchant",
        "Moneylender",
        "Mercenary",
        "Count",
        "Forager",
        "Ironmonger",
        "Poor House",
        "Storeroom",
    }
    for name, coins in ACTION_COINS.items():
        d = T.BY_NAME[name]
        assert d.types & ACTION and f"+${coins}" in d.text, name
    for d in T.CARDS:
        if d.types & ACTION and re.search(r"\+\$\d", d.text):
            assert (d.name in ACTION_COINS) != (d.name in depends), d.name


def test_gains_to_end_and_the_smallest_pile() -> None:
    g = build(KINGDOM, piles={"Province": 8, "Smithy": 0, "Village": 1, "Cellar": 2, "Moat": 4})
    assert evaluate("gains to end == 3", g)  # 0 + 1 + 2: the piles, before 8 Provinces
    assert evaluate("smallest pile == 1", g)  # the Village: an empty pile is not the smallest
    g = build(KINGDOM, piles={"Province": 2, "Smithy": 3, "Village": 4, "Cellar": 5})
    assert evaluate("gains to end == 2 and smallest pile == 2", g)
    g = build(KINGDOM, players=5, piles={"Province": 15, "Smithy": 1, "Village": 1, "Cellar": 1, "Moat": 1})
    assert evaluate("gains to end == 4", g)  # four piles with 5 players


@pytest.mark.parametrize(
    "text",
    [
        "Markets in hand >= 1",
        "actions in play > 2",
        "treasures in hand == 3",
        "Smithies in play == 0",
        "total money > 15",
        "gains to end <= 4",
        "smallest pile < 3",
    ],
)
def test_the_new_quantities_read_back(text: str) -> None:
    assert unparse(parse_condition(text)) == text


def test_a_rule_on_the_hand_decides_the_buy() -> None:
    b = bot('buy = [{ card = "Village", if = "Smithies in hand >= 1" }, "Silver"]')
    with_smithy = build(KINGDOM, hands={0: ["Smithy", "Copper", "Copper", "Copper", "Copper"]})
    act(with_smithy, "done")  # the Smithy not played: still in hand at the buy
    assert buys(b, with_smithy) == "buy:Village"
    without = build(KINGDOM, hands={0: ["Estate", "Copper", "Copper", "Copper", "Copper"]})
    assert (
        buys(bot('buy = [{ card = "Village", if = "Smithies in hand >= 1" }, "Silver"]'), without)
        == "buy:Silver"
    )


# ------------------------------------------------------------------ openings

OPENING = """
opening = ["Smithy", "Silver"]
buy = ["Gold", "Militia", "Village"]
"""
BY_SPLIT = """
opening = { "4/3" = ["Militia", "Silver"], "5/2" = ["Witch", "nothing"] }
buy = ["Gold", "Village", "Cellar"]
"""


@pytest.mark.parametrize(
    ("text", "coppers", "want"),
    [
        (OPENING, 4, "buy:Smithy"),  # the larger hand buys the first
        (OPENING, 3, "buy:Silver"),  # the smaller the second
        (OPENING, 5, "buy:Smithy"),  # 5/2: the same list for every split
        (OPENING, 2, "done"),  # a Silver costs 3: the rules decide, and nothing fits $2
        (BY_SPLIT, 4, "buy:Militia"),
        (BY_SPLIT, 3, "buy:Silver"),
        (BY_SPLIT, 5, "buy:Witch"),
        (BY_SPLIT, 2, "done"),  # "nothing", though the rules would buy a Cellar
    ],
)
def test_the_opening_buys_by_split(text: str, coppers: int, want: str) -> None:
    g = build(KINGDOM, hands={0: ["Copper"] * coppers + ["Estate"] * (5 - coppers)})
    assert buys(bot(text), g) == want


def test_after_the_opening_the_rules_buy() -> None:
    g = build(KINGDOM, hands={0: ["Copper"] * 4 + ["Estate"]})
    g.players[0].turns = 3  # a third turn
    assert buys(bot(OPENING), g) == "buy:Militia"


def test_an_opening_card_not_in_the_game_leaves_it_to_the_rules() -> None:
    g = build(
        ["Village", "Cellar", "Chapel", "Moat", "Mine", "Market", "Festival", "Witch", "Militia", "Library"],
        hands={0: ["Copper"] * 4 + ["Estate"]},
    )
    assert buys(bot(OPENING), g) == "buy:Militia"  # no Smithy in this kingdom


def test_the_opening_is_forced_in_real_games() -> None:
    """In every game the bot's first two turns buy its opening: Smithy with the larger hand,
    Silver with the smaller, or on a 5/2 nothing with the $2 (the rules' cards cost more)."""
    from dominia.core.game import get_game
    from dominia.core.runner import run_game
    from dominia.sim.batch import make_agent

    game = get_game("dominion")
    options = game.normalize_options({"players": 2, "kingdom": KINGDOM, "autoplay_treasures": True})
    spec = parse_bot_text(OPENING, "test.toml", "test")
    splits = set()
    for seed in range(8):
        g = game.setup(options, seed)
        run_game(game, g, [DataBot(seed, spec), make_agent("dominion", "bmu", seed)])
        turns: list[list[str]] = []
        for e in g.events:
            if e.kind == "turn" and e.seat == 0:
                turns.append([])
            elif e.kind == "buy" and e.seat == 0:
                turns[-1].extend(e.cards)
        first, second = turns[0], turns[1]
        splits.add(tuple(sorted((len(first), len(second)))))
        assert sorted(first + second) in (["Silver", "Smithy"], ["Smithy"]), (seed, first, second)
    assert splits  # (both hands bought something, or one did on a 5/2)


# ------------------------------------------------------------------ the penultimate Province rule

PPR = """
penultimate_province = true
buy = ["Province", "Duchy"]
"""


def test_the_penultimate_province_rule() -> None:
    hand = {0: ["Gold", "Gold", "Silver"]}
    behind = {1: ["Province", "Province"]}  # 3 + 6 = 9 against 12 + 6 when it takes the last
    kw: dict[str, Any] = {"hands": hand, "piles": {"Province": 2}, "decks": {0: ["Estate"] * 3}}
    assert buys(bot(PPR), build(KINGDOM, discards=behind, **kw)) == "buy:Duchy"
    assert buys(bot(PPR.replace("true", "false")), build(KINGDOM, discards=behind, **kw)) == "buy:Province"
    # far enough ahead: the last Province would not make the opponent the winner
    ahead = {0: ["Province"] * 2}
    assert buys(bot(PPR), build(KINGDOM, discards=ahead, **kw)) == "buy:Province"
    # not the penultimate one: no such care
    kw["piles"] = {"Province": 3}
    assert buys(bot(PPR), build(KINGDOM, discards=behind, **kw)) == "buy:Province"


# ------------------------------------------------------------------ refused files


@pytest.mark.parametrize(
    ("text", "where", "problem"),
    [
        ('opening = "Smithy"\nbuy = ["Gold"]', "opening", "must be a list of one or two cards"),
        ('opening = ["Smithy", "Silver", "Gold"]\nbuy = ["Gold"]', "opening", "one or two cards"),
        ('opening = { "6/1" = ["Smithy"] }\nbuy = ["Gold"]', "opening", "4/3, 5/2"),
        ('opening = ["Smithy", "Silvr"]\nbuy = ["Gold"]', "opening entry 2", "unknown card 'Silvr'"),
        ('penultimate_province = "yes"\nbuy = ["Gold"]', "penultimate_province", "true or false"),
    ],
)
def test_bad_openings_and_switches_are_refused(text: str, where: str, problem: str) -> None:
    with pytest.raises(InvalidOptions) as exc:
        parse_bot_text(text, "test.toml", "test")
    said = str(exc.value)
    assert "test.toml" in said and where in said and problem in said, said
