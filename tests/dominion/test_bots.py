"""The Dominion bots: they finish every game legally, and they play sensibly."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from dominia.core.agent import Agent
from dominia.core.decision import Decision
from dominia.core.game import get_game
from dominia.core.record import GameRecord
from dominia.core.rng import Rng
from dominia.core.runner import run_game
from dominia.games.dominion.bots import BOTS, bot_names, make_bot
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.cards.model import ACTION
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.kingdoms import find_kingdom
from dominia.games.dominion.scenario import act, build, zone
from dominia.games.dominion.state import DominionState

GAME = get_game("dominion")
SETS = ["base", "base1e"]
FIRST_GAME = list(find_kingdom("first-game").cards)
ALL_KINDS = {
    "play_action",
    "buy",
    "gain",
    "trash",
    "discard",
    "topdeck",
    "reaction",
    "library_skip",
    "sentry",
    "order",
    "yes_no",
    "spy",
}


def slips(agent: Agent) -> int:
    return int(getattr(agent, "slips", 0))


def choose(g: DominionState, bot: Agent) -> str:
    """What `bot` answers to the pending decision (it must be legal)."""
    d = g.decision
    assert d is not None
    ch = bot.choose(DOMINION.view(g, d.seat), d)
    assert ch in d.ids(), (ch, d)
    assert slips(bot) == 0, getattr(bot, "last_slip", None)
    return ch


def play(g: DominionState, bot: Agent, *, until: str | None = None, limit: int = 50) -> list[str]:
    """Let `bot` answer every pending decision (any seat) until one of kind `until` or the turn ends."""
    moves = []
    start_turn = g.turn
    for _ in range(limit):
        d = g.decision
        if d is None or g.turn != start_turn or (until is not None and d.kind == until):
            break
        ch = choose(g, bot)
        moves.append(ch)
        act(g, ch)
    return moves


# ------------------------------------------------------------------ every bot finishes every game


def test_registry() -> None:
    names = bot_names()
    for required in ("random", "big-money", "bmu", "heuristic", "smithy-bm"):
        assert required in names
        assert required in BOTS
    for name in names:
        bot = make_bot(name, 7)
        assert bot.name == name
        assert isinstance(bot, Agent)


@pytest.mark.parametrize("name", ["big-money", "bmu", "smithy-bm", "heuristic", "random"])
def test_bot_finishes_random_kingdoms_with_2_to_6_players(name: str) -> None:
    names = bot_names()
    for i in range(60):
        seed = 5000 + 37 * i
        r = Rng(seed)
        n = 2 + i % 5
        state = GAME.setup({"players": n, "sets": SETS}, seed, logging=i % 2 == 0)
        agents = [make_bot(names[r.below(len(names))], seed + s) for s in range(n)]
        agents[i % n] = make_bot(name, seed)  # the bot under test takes every seat in turn
        # run_game applies every answer through Game.apply, which raises IllegalChoice on a bad one.
        outcome = run_game(GAME, state, agents)
        assert outcome is not None and outcome.winners
        assert GAME.pending(state) is None
        for a in agents:
            assert slips(a) == 0, getattr(a, "last_slip", None)


class Explorer:
    """Delegates to a bot but buys and plays at random now and then, so the bot must answer
    every card's questions (money bots never buy or play Actions on their own)."""

    def __init__(self, bot: Agent, seed: int, seen: Counter[tuple[str, str | None]]) -> None:
        self.bot = bot
        self.name = bot.name
        self.rng = Rng(seed)
        self.seen = seen

    def choose(self, view: Any, decision: Decision) -> str:
        if decision.kind == "buy" and decision.choices[0].id != "treasures:all" and self.rng.random() < 0.4:
            buys = [c.id for c in decision.choices if c.id.startswith("buy:") and c.id != "buy:Curse"]
            if buys:
                return self.rng.choice(buys)
        if decision.kind == "play_action" and decision.source is None and self.rng.random() < 0.5:
            plays = [c.id for c in decision.choices if c.id.startswith("play:")]
            if plays:
                return self.rng.choice(plays)
        self.seen[decision.kind, decision.source] += 1
        return self.bot.choose(view, decision)


@pytest.mark.parametrize("name", ["big-money", "bmu", "smithy-bm", "heuristic"])
def test_bot_answers_every_card_it_is_made_to_own(name: str) -> None:
    seen: Counter[tuple[str, str | None]] = Counter()
    for i in range(120):
        seed = 9000 + i
        n = 2 + i % 3
        state = GAME.setup({"players": n, "sets": SETS}, seed, logging=False)
        bots = [make_bot(name, seed + s) for s in range(n)]
        agents = [Explorer(b, seed * 10 + s, seen) for s, b in enumerate(bots)]
        outcome = run_game(GAME, state, agents)
        assert outcome is not None
        for b in bots:
            assert slips(b) == 0, getattr(b, "last_slip", None)
    kinds = {k for k, _ in seen}
    assert kinds == ALL_KINDS, ALL_KINDS - kinds
    sources = {s for _, s in seen if s is not None}
    kingdom_actions = {d.name for d in T.CARDS if d.kingdom and d.types & ACTION and d.set in SETS}
    # Every card that asks anything was answered at least once (simple +cards/+actions cards ask nothing).
    silent = {"Village", "Smithy", "Laboratory", "Market", "Festival", "Merchant", "Moat", "Council Room"}
    silent |= {"Woodcutter", "Adventurer", "Witch"}
    assert kingdom_actions - silent - sources == set()


def test_bots_are_deterministic_for_a_seed() -> None:
    def moves(seed: int) -> list[tuple[int, str]]:
        state = GAME.setup({"players": 3, "sets": SETS}, seed, logging=False)
        agents = [make_bot(n, seed) for n in ("heuristic", "bmu", "random")]
        record = GameRecord("dominion", {"players": 3}, seed)
        run_game(GAME, state, agents, record=record)
        return record.moves

    assert moves(11) == moves(11)
    assert moves(11) != moves(12)


# ------------------------------------------------------------------ money bots


def buy_with(bot: str, hand: list[str], **kw: Any) -> str:
    g = build(FIRST_GAME, hands={0: hand}, **kw)
    b = make_bot(bot, 1)
    assert choose(g, b) == "treasures:all"
    act(g, "treasures:all")
    return choose(g, b)


def test_bmu_buys_gold_not_silver_with_6() -> None:
    assert buy_with("bmu", ["Gold", "Silver", "Copper", "Estate", "Estate"]) == "buy:Gold"
    assert buy_with("big-money", ["Gold", "Silver", "Copper", "Estate", "Estate"]) == "buy:Gold"


def test_bmu_province_needs_money() -> None:
    # $8 with little money in the deck: Gold; with more than 18 in Treasures: Province.
    assert buy_with("bmu", ["Gold", "Gold", "Silver"]) == "buy:Gold"
    assert buy_with("bmu", ["Gold", "Gold", "Silver"], decks={0: ["Gold"] * 4}) == "buy:Province"
    assert buy_with("big-money", ["Gold", "Gold", "Silver"]) == "buy:Province"


def test_bmu_dances_duchy_and_estate_at_the_end() -> None:
    assert buy_with("bmu", ["Gold", "Silver", "Copper"], piles={"Province": 4}) == "buy:Duchy"
    assert buy_with("bmu", ["Gold", "Silver", "Copper"], piles={"Province": 6}) == "buy:Gold"
    assert buy_with("bmu", ["Silver", "Copper", "Copper"], piles={"Province": 6}) == "buy:Silver"
    assert buy_with("bmu", ["Silver", "Copper"], piles={"Province": 2}) == "buy:Estate"
    assert buy_with("big-money", ["Silver", "Copper"], piles={"Province": 2}) == "buy:Silver"


def test_smithy_bm_buys_and_plays_smithy() -> None:
    assert buy_with("smithy-bm", ["Silver", "Silver", "Estate"]) == "buy:Smithy"
    g = build(FIRST_GAME, hands={0: ["Smithy", "Copper", "Estate"]}, decks={0: ["Gold"] * 3})
    assert choose(g, make_bot("smithy-bm", 1)) == "play:Smithy"


def test_big_money_never_buys_or_plays_an_action() -> None:
    for i in range(12):
        state = GAME.setup({"players": 2, "kingdom": "first-game"}, 300 + i, logging=False)
        me = i % 2
        agents = [make_bot("heuristic", i), make_bot("heuristic", i)]
        agents[me] = make_bot("big-money", i)
        record = GameRecord("dominion", {"players": 2}, i)
        run_game(GAME, state, agents, record=record)
        mine = [c for s, c in record.moves if s == me]
        assert any(c.startswith("buy:") for c in mine)
        for c in mine:
            if c.startswith(("buy:", "play:")):
                assert not T.BY_NAME[c.split(":", 1)[1]].types & ACTION, c


# ------------------------------------------------------------------ the heuristic bot


def H() -> Agent:
    return make_bot("heuristic", 3)


def test_heuristic_reveals_moat_against_militia() -> None:
    g = build(
        FIRST_GAME,
        hands={
            0: ["Militia", "Copper", "Copper", "Copper", "Copper"],
            1: ["Moat", "Gold", "Estate", "Estate"],
        },
    )
    act(g, "play:Militia")
    assert g.decision is not None and g.decision.kind == "reaction" and g.decision.seat == 1
    assert choose(g, H()) == "reveal:Moat"


def test_heuristic_discards_victory_cards_to_militia() -> None:
    g = build(
        FIRST_GAME,
        hands={0: ["Militia", "Copper"], 1: ["Province", "Gold", "Estate", "Copper", "Silver"]},
    )
    act(g, "play:Militia")
    play(g, H(), until="buy")
    assert sorted(zone(g, 1, "hand")) == ["Copper", "Gold", "Silver"]
    assert sorted(zone(g, 1, "discard")) == ["Estate", "Province"]


def test_heuristic_trashes_curses_and_estates_with_chapel() -> None:
    kingdom = ["Chapel", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Chapel", "Curse", "Estate", "Copper", "Silver"]})
    play(g, H(), until="buy")
    assert sorted(zone(g, 0, "hand")) == ["Copper", "Silver"]  # too little money to trash Copper
    assert sorted(zone_names(g.trash)) == ["Curse", "Estate"]


def test_heuristic_trashes_copper_with_chapel_when_rich() -> None:
    kingdom = ["Chapel", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Chapel", "Copper", "Copper", "Estate"]}, decks={0: ["Gold"] * 3})
    play(g, H(), until="buy")
    assert sorted(zone_names(g.trash)) == ["Copper", "Copper", "Estate"]


def zone_names(cards: list[int]) -> list[str]:
    return [T.NAME[c & 0xFF] for c in cards]


def test_heuristic_opens_with_a_kingdom_card_and_money() -> None:
    # A $4 opening on the first-game kingdom takes a terminal (Militia or Smithy), not a Silver.
    assert buy_with("heuristic", ["Copper"] * 4 + ["Estate"]) in ("buy:Militia", "buy:Smithy")
    assert buy_with("heuristic", ["Copper"] * 3 + ["Estate"] * 2) == "buy:Silver"


def test_heuristic_plays_village_before_smithy() -> None:
    g = build(FIRST_GAME, hands={0: ["Smithy", "Village", "Copper"]}, decks={0: ["Copper"] * 6})
    moves = play(g, H(), until="buy")
    assert moves[:2] == ["play:Village", "play:Smithy"]


def test_heuristic_mines_silver_into_gold() -> None:
    g = build(FIRST_GAME, hands={0: ["Mine", "Copper", "Silver", "Estate"]})
    play(g, H(), until="buy")
    assert sorted(zone(g, 0, "hand")) == ["Copper", "Estate", "Gold"]


def test_heuristic_remodels_gold_into_province_late() -> None:
    g = build(FIRST_GAME, hands={0: ["Remodel", "Gold", "Copper", "Copper"]}, piles={"Province": 3})
    play(g, H(), until="buy")
    assert zone_names(g.trash) == ["Gold"]
    assert zone(g, 0, "discard") == ["Province"]


def test_heuristic_remodels_estate_early_and_skips_remodel_without_target() -> None:
    g = build(FIRST_GAME, hands={0: ["Remodel", "Estate", "Copper", "Copper", "Copper"]})
    play(g, H(), until="buy")
    assert zone_names(g.trash) == ["Estate"]
    assert zone(g, 0, "discard") and cost_of(zone(g, 0, "discard")[0]) <= 4
    g = build(FIRST_GAME, hands={0: ["Remodel", "Silver", "Copper", "Copper", "Copper"]})
    assert choose(g, H()) == "done"


def cost_of(name: str) -> int:
    return T.BY_NAME[name].cost


def test_heuristic_library_sets_aside_actions_without_actions_left() -> None:
    kingdom = ["Library", *FIRST_GAME[:9]]
    g = build(
        kingdom, hands={0: ["Library", "Copper", "Copper"]}, decks={0: ["Smithy", "Gold", "Gold", "Silver"]}
    )
    act(g, "play:Library")
    assert g.decision is not None and g.decision.kind == "library_skip"
    assert choose(g, H()) == "skip:Smithy"


def test_heuristic_sentry_trashes_junk_and_keeps_gold() -> None:
    kingdom = ["Sentry", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Sentry", "Copper"]}, decks={0: ["Copper", "Curse", "Gold"]})
    act(g, "play:Sentry")  # draws the Copper, looks at Curse and Gold
    assert choose(g, H()) == "trash:Curse"
    act(g, "trash:Curse")
    assert choose(g, H()) == "keep:Gold"


def test_heuristic_spy_discards_good_cards_of_others_only() -> None:
    kingdom = ["Spy", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Spy"]}, decks={0: ["Copper", "Gold"], 1: ["Gold"]})
    act(g, "play:Spy")
    assert g.decision is not None and g.decision.kind == "spy"
    assert choose(g, H()) == "keep:Gold"  # our own Gold stays on top
    act(g, "keep:Gold")
    assert choose(g, H()) == "discard:Gold"  # theirs goes


def test_heuristic_thief_steals_the_best_treasure() -> None:
    kingdom = ["Thief", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Thief"]}, decks={1: ["Copper", "Gold"]})
    act(g, "play:Thief")
    assert choose(g, H()) == "trash:Gold"
    act(g, "trash:Gold")
    assert choose(g, H()) == "gain:Gold"


def test_heuristic_chancellor_discards_the_deck() -> None:
    kingdom = ["Chancellor", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Chancellor"]}, decks={0: ["Estate"]})
    act(g, "play:Chancellor")
    assert choose(g, H()) == "yes"


def test_heuristic_throne_room_doubles_smithy() -> None:
    kingdom = ["Throne Room", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Throne Room", "Smithy", "Copper"]}, decks={0: ["Copper"] * 8})
    moves = play(g, H(), until="buy")
    assert moves[:2] == ["play:Throne Room", "play:Smithy"]
    assert len(zone(g, 0, "hand")) == 7


def test_heuristic_artisan_gains_and_topdecks() -> None:
    kingdom = ["Artisan", "Laboratory", *FIRST_GAME[:8]]
    g = build(kingdom, hands={0: ["Artisan", "Smithy", "Copper", "Copper"]})
    moves = play(g, H(), until="buy")
    assert moves[1] == "gain:Laboratory"
    # No Actions left: an Action goes back on the deck for next turn.
    assert moves[2] in ("topdeck:Smithy", "topdeck:Laboratory")


def test_heuristic_buys_witch_over_gold() -> None:
    kingdom = ["Witch", *FIRST_GAME[:9]]
    g = build(kingdom, hands={0: ["Gold", "Silver", "Copper", "Estate", "Estate"]})
    b = H()
    act(g, choose(g, b))
    assert choose(g, b) == "buy:Witch"


def test_heuristic_does_not_take_the_last_province_when_losing() -> None:
    g = build(
        FIRST_GAME,
        hands={0: ["Gold", "Gold", "Gold"]},
        discards={1: ["Province"] * 3},
        piles={"Province": 1, "Duchy": 5},
    )
    b = H()
    act(g, choose(g, b))
    assert choose(g, b) == "buy:Duchy"


@pytest.mark.parametrize("other", ["big-money"])
def test_heuristic_beats_big_money_on_first_game(other: str) -> None:
    games = 100
    points = 0.0
    for i in range(games):
        state = GAME.setup({"players": 2, "kingdom": "first-game"}, 70_000 + i, logging=False)
        me = i % 2
        agents = [make_bot(other, i), make_bot(other, i)]
        agents[me] = make_bot("heuristic", i)
        outcome = run_game(GAME, state, agents)
        if me in outcome.winners:
            points += 1 / len(outcome.winners)
    assert points / games >= 0.55
