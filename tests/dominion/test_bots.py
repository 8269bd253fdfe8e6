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
from dominia.games.dominion.card_model import ACTION
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.kingdoms import find_kingdom
from dominia.games.dominion.scenario import act, build, zone
from dominia.games.dominion.state import DominionState

GAME = get_game("dominion")
SETS = ["base", "base1e"]
DARK_AGES_SETS = (["dark-ages"], ["base", "dark-ages"])
FIRST_GAME = list(find_kingdom("first-game").cards)
BASE_KINDS = {
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
# Dark Ages adds these (and no longer asks Spy, Library or Sentry's questions).
DARK_AGES_KINDS = {"become", "trash_trigger", "survivors", "play_treasure", "choose", "name"}
ALL_KINDS = BASE_KINDS | DARK_AGES_KINDS


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


def quick_bots() -> list[str]:
    """The opponents drawn at random: not the search bot nor the level that is it (seconds of
    playouts a game; tests/dominion/test_search_bot.py plays it with a tiny budget)."""
    return [n for n in bot_names() if n not in ("search", "hard")]


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
    names = quick_bots()
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


@pytest.mark.parametrize("name", ["big-money", "bmu", "smithy-bm", "heuristic", "random"])
def test_bot_finishes_dark_ages_kingdoms_with_2_to_6_players(name: str) -> None:
    names = quick_bots()
    for i in range(60):
        seed = 31_000 + 41 * i
        r = Rng(seed)
        n = 2 + i % 5
        sets = DARK_AGES_SETS[i % 2]
        state = GAME.setup({"players": n, "sets": sets}, seed, logging=i % 3 == 0)
        agents = [make_bot(names[r.below(len(names))], seed + s) for s in range(n)]
        agents[i % n] = make_bot(name, seed)
        # run_game raises StalledGame if a game does not end, IllegalChoice on a bad answer.
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
    assert kinds == BASE_KINDS, BASE_KINDS - kinds
    sources = {s for _, s in seen if s is not None}
    kingdom_actions = {d.name for d in T.CARDS if d.kingdom and d.types & ACTION and d.set in SETS}
    # Every card that asks anything was answered at least once (simple +cards/+actions cards ask nothing).
    silent = {"Village", "Smithy", "Laboratory", "Market", "Festival", "Merchant", "Moat", "Council Room"}
    silent |= {"Woodcutter", "Adventurer", "Witch"}
    assert kingdom_actions - silent - sources == set()


class DarkAgesExplorer(Explorer):
    """Also answers a share of the other questions at random (not counted), so that rarer
    positions arise (an Urchin trashed for a Mercenary, a Hermit turned Madman...)."""

    def choose(self, view: Any, decision: Decision) -> str:
        if decision.kind not in ("buy", "play_action") and self.rng.random() < 0.3:
            return self.rng.choice(decision.choices).id
        ch = super().choose(view, decision)
        if decision.kind == "reaction":  # its source is the Attack, not a card of ours
            self.seen[decision.kind, decision.source] -= 1
        verb, _, card = ch.partition(":")
        if verb in ("reveal", "react", "trigger"):
            self.seen[f"{decision.kind}:{verb}", card] += 1
        if decision.kind == "play_action" and any(c.id == "play:Madman" for c in decision.choices):
            self.seen["offered", "Madman"] += 1
        return ch


# Dark Ages kingdom Actions that never ask their player anything (Fortress only comes back;
# Knights is the pile, its cards are checked one by one). Hunting Grounds asks only when
# trashed, which these games almost never do: test_every_bot_answers_trash_triggers does.
DARK_AGES_SILENT = {"Bandit Camp", "Marauder", "Poor House", "Sage", "Vagrant", "Fortress", "Knights"}
DARK_AGES_SILENT |= {"Hunting Grounds"}


@pytest.mark.parametrize("name", ["big-money", "bmu", "smithy-bm", "heuristic"])
def test_bot_answers_every_dark_ages_card_it_is_made_to_own(name: str) -> None:
    seen: Counter[tuple[str, str | None]] = Counter()
    for i in range(300):
        seed = 47_000 + i
        n = 2 + i % 3
        state = GAME.setup({"players": n, "sets": DARK_AGES_SETS[i % 2]}, seed, logging=False)
        bots = [make_bot(name, seed + s) for s in range(n)]
        agents = [DarkAgesExplorer(b, seed * 10 + s, seen) for s, b in enumerate(bots)]
        outcome = run_game(GAME, state, agents)
        assert outcome is not None
        for b in bots:
            assert slips(b) == 0, getattr(b, "last_slip", None)
    kinds = {k for (k, _), c in seen.items() if c > 0 and ":" not in k and k != "offered"}
    # Every kind Dark Ages asks (and no kind the bots do not know).
    assert kinds >= DARK_AGES_KINDS, DARK_AGES_KINDS - kinds
    assert kinds <= ALL_KINDS, kinds - ALL_KINDS
    asked = {s for (k, s), c in seen.items() if c > 0 and s is not None}
    kingdom_actions = {d.name for d in T.CARDS if d.kingdom and d.types & ACTION and d.set == "dark-ages"}
    # Beggar and Market Square are asked about as a Reaction (revealed, or discarded for a Gold).
    assert kingdom_actions - DARK_AGES_SILENT - asked == set()
    assert seen["reaction:reveal", "Beggar"] and seen["trash_trigger:react", "Market Square"]
    # The Knights whose own player is asked (Dame Anna trashes, Dame Natalie gains) or whose
    # victims discard (Sir Michael); the shared attack (victims choose what they lose) is the
    # same for all ten: most of them were seen. Survivors, Hovel, Mercenary; a Madman held.
    assert {"Dame Anna", "Dame Natalie", "Sir Michael", "Survivors", "Hovel", "Mercenary", "Madman"} <= asked
    knights = {d.name for d in T.CARDS if d.pile == "Knights"}
    assert len(knights & asked) >= 8, knights - asked


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


@pytest.mark.parametrize("kingdom", ["grim-parade", "chivalry-and-revelry"])
def test_heuristic_beats_big_money_on_dark_ages_kingdoms(kingdom: str) -> None:
    games = 100
    points = 0.0
    for i in range(games):
        state = GAME.setup({"players": 2, "kingdom": kingdom}, 80_000 + i, logging=False)
        me = i % 2
        agents = [make_bot("big-money", i), make_bot("big-money", i)]
        agents[me] = make_bot("heuristic", i)
        outcome = run_game(GAME, state, agents)
        if me in outcome.winners:
            points += 1 / len(outcome.winners)
    assert points / games >= 0.55


# ------------------------------------------------------------------ Dark Ages decisions

DA = ["Market Square", "Altar", "Death Cart", "Band of Misfits", "Counterfeit", "Mystic", "Rebuild"]
DA += ["Squire", "Count", "Graverobber"]


def kingdom(*cards: str) -> list[str]:
    """These cards, then first-game cards up to 10."""
    return [*cards, *(c for c in FIRST_GAME if c not in cards)][:10]


def ask(g: DominionState, bot: Agent | str = "heuristic", seat: int | None = None) -> str:
    """The bot's answer to the pending decision (asked of `seat`, if given)."""
    d = g.decision
    assert d is not None
    if seat is not None:
        assert d.seat == seat, d
    return choose(g, make_bot(bot, 3) if isinstance(bot, str) else bot)


@pytest.mark.parametrize("name", ["big-money", "bmu", "smithy-bm", "heuristic"])
def test_every_bot_answers_trash_triggers(name: str) -> None:
    # Altar trashes Hunting Grounds with a Market Square in hand: the Gold first, then the Duchy.
    g = build(DA, hands={0: ["Altar", "Hunting Grounds", "Market Square", "Copper"]})
    act(g, "play:Altar", "trash:Hunting Grounds")
    assert g.decision is not None and g.decision.kind == "trash_trigger"
    assert ask(g, name) == "react:Market Square"
    act(g, "react:Market Square")  # then the only trigger resolves by itself
    assert ask(g, name) == "option:duchy"
    act(g, "option:duchy")
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Gold", "Market Square"]
    # Catacombs and Squire trashed: a gain each (a cheaper card; an Attack).
    k = kingdom("Catacombs", "Squire", "Cultist", "Militia", "Altar")
    for card, kind in (("Catacombs", "gain"), ("Squire", "gain")):
        g = build(k, hands={0: ["Altar", card, "Copper"]})
        act(g, "play:Altar", f"trash:{card}")
        assert g.decision is not None and g.decision.kind == kind and g.decision.source == card
        ch = ask(g, name)
        assert ch.startswith("gain:")
        if card == "Squire":
            assert ch == "gain:Cultist"


def test_heuristic_discards_market_square_for_gold_when_its_card_is_trashed() -> None:
    g = build(
        DA, hands={0: ["Junk Dealer", "Market Square", "Market Square", "Estate"]}, decks={0: ["Curse"]}
    )
    moves = play(g, H(), until="buy")
    # Junk Dealer trashes the Curse it drew or the Estate; both Market Squares become Golds.
    assert moves[:2] == ["play:Junk Dealer", "trash:Curse"] or moves[:2] == [
        "play:Junk Dealer",
        "trash:Estate",
    ]
    assert moves[2:4] == ["react:Market Square", "react:Market Square"]
    assert sorted(zone(g, 0, "discard")) == ["Gold", "Gold", "Market Square", "Market Square"]


def test_heuristic_reveals_beggar_against_an_attack() -> None:
    g = build(
        kingdom("Beggar", "Militia"),
        hands={0: ["Militia", "Copper"], 1: ["Beggar", "Moat", "Gold", "Estate", "Copper"]},
    )
    act(g, "play:Militia")
    b = H()
    assert ask(g, b, seat=1) in ("reveal:Moat", "reveal:Beggar")
    moves = play(g, b, until="buy")
    assert "reveal:Beggar" in moves and "reveal:Moat" in moves
    assert zone(g, 1, "deck")[0] == "Silver"  # one Silver on the deck, one discarded
    assert sorted(zone(g, 1, "discard")) == ["Beggar", "Silver"]


def test_bots_reveal_beggar() -> None:
    for name in ("big-money", "bmu", "smithy-bm"):
        g = build(kingdom("Beggar", "Militia"), hands={0: ["Militia"], 1: ["Beggar", "Gold"]})
        act(g, "play:Militia")
        assert ask(g, name, seat=1) == "reveal:Beggar"


def test_heuristic_band_of_misfits_copies_the_best_card_for_the_hand() -> None:
    k = kingdom("Band of Misfits", "Smithy", "Village", "Militia", "Cellar", "Fortress")
    # No Actions left and nothing else to play: a Smithy draws the most.
    g = build(k, hands={0: ["Band of Misfits", "Copper", "Copper", "Estate"]}, decks={0: ["Gold"] * 5})
    act(g, "play:Band of Misfits")
    assert g.decision is not None and g.decision.kind == "become"
    assert ask(g) == "become:Smithy"
    # A Smithy stuck in hand: be a village (Fortress draws a card too), then play the Smithy.
    g = build(k, hands={0: ["Band of Misfits", "Smithy", "Copper"]}, decks={0: ["Gold"] * 8})
    moves = play(g, H(), until="buy")
    assert moves[:3] == ["play:Band of Misfits", "become:Fortress", "play:Smithy"]
    # What it copies, it answers as (a Cellar discards junk, not treasure).
    g = build(k, hands={0: ["Band of Misfits", "Estate", "Silver"]}, piles={"Smithy": 0, "Fortress": 0})
    act(g, "play:Band of Misfits")
    b = H()
    assert choose(g, b) in ("become:Militia", "become:Cellar", "become:Village")


def test_heuristic_death_cart_trashes_ruins_rather_than_itself() -> None:
    k = kingdom("Death Cart")
    g = build(k, hands={0: ["Death Cart", "Ruined Village", "Copper", "Copper", "Copper"]})
    moves = play(g, H(), until="buy")
    assert moves[:2] == ["play:Death Cart", "trash:Ruined Village"]
    assert zone_names(g.trash) == ["Ruined Village"]
    assert "Death Cart" in zone(g, 0, "play")
    g = build(k, hands={0: ["Death Cart", "Abandoned Mine", "Necropolis", "Copper"]})
    act(g, "play:Necropolis", "play:Death Cart")
    assert ask(g) == "trash:Abandoned Mine"
    # Rich, and only a good Action to lose: Death Cart goes.
    g = build(k, hands={0: ["Death Cart", "Smithy", "Copper"]}, decks={0: ["Gold"] * 5})
    act(g, "play:Death Cart")
    assert ask(g) == "done"


def test_bmu_trashes_hovel_on_buying_a_province() -> None:
    g = build(FIRST_GAME, hands={0: ["Hovel", "Gold", "Gold", "Gold"]}, decks={0: ["Gold"] * 4})
    b = make_bot("bmu", 1)
    act(g, choose(g, b))
    assert choose(g, b) == "buy:Province"
    act(g, "buy:Province")
    assert g.decision is not None and g.decision.source == "Hovel"
    assert choose(g, b) == "trash:Hovel"
    for name in ("big-money", "heuristic"):
        g = build(FIRST_GAME, hands={0: ["Hovel", "Gold", "Gold", "Silver"]}, piles={"Province": 3})
        act(g, "treasures:all", "buy:Province")
        assert ask(g, name) == "trash:Hovel"


def test_heuristic_counterfeit_doubles_what_pays() -> None:
    def counterfeit(hand: list[str], **kw: Any) -> str:
        g = build(DA, hands={0: hand}, **kw)
        b = H()
        assert choose(g, b) == "play:Counterfeit"  # before the other Treasures
        act(g, "play:Counterfeit")
        assert g.decision is not None and g.decision.kind == "play_treasure"
        return choose(g, b)

    # $6 in hand: a second Silver makes $8; a Copper more would only thin the deck.
    assert counterfeit(["Counterfeit", "Silver", "Silver", "Copper"]) == "play:Silver"
    assert counterfeit(["Counterfeit", "Gold", "Silver", "Copper", "Copper"]) == "play:Copper"
    # A Gold is not lost to turn $7 into $10 early; late, for a Province, it is.
    assert counterfeit(["Counterfeit", "Gold", "Gold"]) == "done"
    assert counterfeit(["Counterfeit", "Gold", "Gold"], piles={"Province": 3}) == "play:Gold"


def test_heuristic_names_the_likeliest_card_with_mystic_and_province_with_rebuild() -> None:
    g = build(DA, hands={0: ["Mystic", "Estate"]}, decks={0: ["Gold", "Copper", "Copper", "Copper"]})
    act(g, "play:Mystic")
    assert g.decision is not None and g.decision.kind == "name"
    assert ask(g) == "name:Copper"
    g = build(DA, hands={0: ["Mystic"]}, decks={0: ["Gold", "Gold", "Gold", "Estate"]})
    act(g, "play:Mystic")
    assert ask(g) == "name:Gold"
    g = build(DA, hands={0: ["Rebuild"]}, decks={0: ["Copper", "Duchy", "Estate"]})
    act(g, "play:Rebuild")
    assert ask(g) == "name:Province"
    act(g, "name:Province")  # the Duchy is rebuilt into a Province
    assert ask(g) == "gain:Province"
    g = build(DA, hands={0: ["Rebuild"]}, decks={0: ["Estate"]}, piles={"Duchy": 0})
    act(g, "play:Rebuild")
    assert ask(g) == "name:Estate"  # no Duchies to gain: rebuild Duchies, not Estates


def test_heuristic_squire_takes_actions_only_for_more_terminals() -> None:
    g = build(DA, hands={0: ["Squire", "Smithy", "Death Cart", "Copper"]}, decks={0: ["Copper"] * 5})
    moves = play(g, H(), until="buy")
    assert moves[:2] == ["play:Squire", "option:actions"]
    g = build(DA, hands={0: ["Squire", "Copper", "Copper"]})
    act(g, "play:Squire")
    assert ask(g) == "option:silver"


def test_heuristic_count_discards_junk_and_takes_coins_or_a_duchy() -> None:
    g = build(DA, hands={0: ["Count", "Estate", "Curse", "Gold", "Silver"]})
    moves = play(g, H(), until="buy")
    assert moves[:5] == ["play:Count", "option:discard2", "discard:Curse", "discard:Estate", "option:coins"]
    g = build(DA, hands={0: ["Count", "Estate", "Curse", "Copper", "Copper"]}, piles={"Province": 3})
    moves = play(g, H(), until="buy")
    assert moves[-1] == "option:duchy"
    # A hand of nothing but junk: keep it (gain a Copper) and trash it.
    g = build(DA, hands={0: ["Count", "Curse", "Ruined Market", "Hovel"]})
    moves = play(g, H(), until="buy")
    assert moves == ["play:Count", "option:copper", "option:trash-hand"]
    assert sorted(zone_names(g.trash)) == ["Curse", "Hovel", "Ruined Market"]


def test_heuristic_takes_the_best_card_from_the_trash() -> None:
    g = build(DA, hands={0: ["Graverobber", "Copper"]}, trash=["Estate", "Silver", "Gold", "Curse"])
    moves = play(g, H(), until="buy")
    assert moves[:3] == ["play:Graverobber", "option:gain-trash", "gain:Gold"]
    assert zone(g, 0, "deck")[0] == "Gold"
    # With a Ruins to upgrade and nothing in the trash: turn the Ruins into a Silver.
    g = build(DA, hands={0: ["Graverobber", "Ruined Village", "Copper"]}, trash=["Copper"])
    act(g, "play:Graverobber")
    assert ask(g) == "option:trash-action"
    act(g, "option:trash-action")
    assert ask(g) == "trash:Ruined Village"
    act(g, "trash:Ruined Village")
    assert ask(g) == "gain:Silver"
    g = build(kingdom("Rogue", "Laboratory"), hands={0: ["Rogue"]}, trash=["Silver", "Duchy", "Laboratory"])
    act(g, "play:Rogue")
    assert ask(g) == "gain:Laboratory"


def test_heuristic_storeroom_scavenger_hermit_and_friends() -> None:
    k = ["Storeroom", "Scavenger", "Hermit", "Catacombs", "Ironmonger", "Wandering Minstrel", *DA[:4]]
    # Storeroom: junk for cards, then what cannot be played for coins.
    g = build(k, hands={0: ["Storeroom", "Estate", "Curse", "Copper"]}, decks={0: ["Smithy", "Silver"]})
    act(g, "play:Storeroom")
    assert ask(g) == "discard:Estate"
    act(g, "discard:Estate")
    assert ask(g) == "discard:Curse"
    act(g, "discard:Curse", "done")  # draws Smithy and Silver
    assert ask(g) == "discard:Smithy"
    act(g, "discard:Smithy")
    assert ask(g) == "done"
    # Scavenger: the deck goes to the discard pile; the Gold comes back on top.
    g = build(k, hands={0: ["Scavenger"]}, decks={0: ["Estate"]}, discards={0: ["Copper", "Gold"]})
    moves = play(g, H(), until="buy")
    assert moves == ["play:Scavenger", "yes", "topdeck:Gold"]
    # Hermit: a Curse from hand before an Estate in the discard pile; then a Silver.
    g = build(k, hands={0: ["Hermit", "Curse", "Copper"]}, discards={0: ["Estate"]})
    moves = play(g, H(), until="buy")
    assert moves == ["play:Hermit", "trash:Curse", "gain:Silver"]
    g = build(k, hands={0: ["Hermit", "Silver"]}, discards={0: ["Estate", "Gold"]})
    assert play(g, H(), until="buy")[:2] == ["play:Hermit", "trash-discard:Estate"]
    # Catacombs keeps good cards and passes on bad ones.
    g = build(k, hands={0: ["Catacombs"]}, decks={0: ["Gold", "Gold", "Silver", "Copper"]})
    act(g, "play:Catacombs")
    assert ask(g) == "option:hand"
    g = build(k, hands={0: ["Catacombs"]}, decks={0: ["Estate", "Curse", "Copper", "Gold", "Gold"]})
    act(g, "play:Catacombs")
    assert ask(g) == "option:discard"
    # Ironmonger discards a dead card only.
    g = build(k, hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Estate"]})
    act(g, "play:Ironmonger")
    assert ask(g) == "discard:Estate"
    g = build(k, hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Gold"]})
    act(g, "play:Ironmonger")
    assert ask(g) == "done"


def test_heuristic_survivors_and_minstrel_order() -> None:
    k = kingdom("Cultist", "Wandering Minstrel")
    g = build(k, hands={0: ["Survivors"]}, decks={0: ["Estate", "Curse"]})
    act(g, "play:Survivors")
    assert g.decision is not None and g.decision.kind == "survivors"
    assert ask(g) == "discard"
    g = build(k, hands={0: ["Survivors"]}, decks={0: ["Silver", "Gold"]})
    act(g, "play:Survivors")
    assert ask(g) == "keep"
    act(g, "keep")
    assert ask(g) == "top:Gold"
    g = build(k, hands={0: ["Wandering Minstrel"]}, decks={0: ["Copper", "Village", "Smithy", "Cultist"]})
    act(g, "play:Wandering Minstrel")
    assert ask(g) == "top:Cultist"


def test_heuristic_urchin_becomes_a_mercenary_with_few_terminals() -> None:
    k = kingdom("Urchin", "Militia")
    g = build(k, hands={0: ["Urchin", "Militia", "Copper"]}, decks={0: ["Village"]})
    act(g, "play:Urchin")
    play(g, H(), until="play_action")  # the victim discards down to 4
    act(g, "play:Village", "play:Militia")
    assert g.decision is not None and g.decision.source == "Urchin"
    assert ask(g) == "trash:Urchin"
    assert ask(g, "bmu") == "done"


def test_heuristic_pillage_discards_the_victims_best_card() -> None:
    g = build(
        kingdom("Pillage"),
        hands={0: ["Pillage"], 1: ["Gold", "Copper", "Estate", "Silver", "Estate"]},
    )
    act(g, "play:Pillage")
    assert g.decision is not None and g.decision.seat == 0 and g.decision.data["victim"] == 1
    assert ask(g) == "discard:Gold"
    assert ask(g, "big-money") == "discard:Gold"


def test_heuristic_procession_plays_fortress_twice() -> None:
    k = kingdom("Procession", "Fortress", "Cultist")
    g = build(k, hands={0: ["Procession", "Fortress", "Copper"]}, decks={0: ["Copper"] * 5})
    moves = play(g, H(), until="buy")
    # Trashed, the Fortress comes back to hand: played again.
    assert moves[:4] == ["play:Procession", "play:Fortress", "gain:Cultist", "play:Fortress"]


def test_knight_victims_lose_their_least_valuable_card() -> None:
    for name in ("big-money", "heuristic"):
        g = build(kingdom("Knights"), hands={0: ["Dame Sylvia"]}, decks={1: ["Gold", "Silver"]})
        act(g, "play:Dame Sylvia")
        assert g.decision is not None and g.decision.seat == 1
        assert ask(g, name) == "trash:Silver"
