"""The simulator's shortcuts give the same answers as the plain definitions, in random games:
cached views, the one-pass hand scan, money and score sums, the choice id -> kind cache."""

from __future__ import annotations

from dominia.core.agent import RandomAgent
from dominia.core.rng import Rng
from dominia.games.dominion.card_model import ACTION, KIND_BITS, TREASURE
from dominia.games.dominion.card_table import IS_ACTION, IS_TREASURE, SPECIAL_TREASURE
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M, kind_named
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.rules import hand_flags, score


def plain_score(kinds: list[int]) -> int:
    total = 0
    for k in kinds:
        total += T.VP[k]
        fn = T.CARDS[k].vp_fn
        if fn is not None:
            total += fn(kinds)
    return total


def random_states(games: int, every: int = 7):
    """States met along seeded random games (Gardens and Feodum in some kingdoms)."""
    rng = Rng(11)
    for seed in range(games):
        opts = DOMINION.random_options(rng)
        if seed % 3 == 0:
            opts = {"players": 2, "kingdom": ["Gardens", "Feodum", "Workshop"], "sets": ["base", "dark-ages"]}
        g = DOMINION.setup(opts, seed, logging=False)
        agents = [RandomAgent(seed * 10 + s) for s in range(g.n)]
        step = 0
        while (d := g.decision) is not None:
            if step % every == 0:
                yield g
            DOMINION.apply(g, d.seat, agents[d.seat].choose(DOMINION.view(g, d.seat), d))
            step += 1
        yield g


def test_sums_and_the_hand_scan_agree_with_the_plain_definitions() -> None:
    checked = 0
    gardens = 0
    for g in random_states(24):
        for seat, p in enumerate(g.players):
            kinds = [c & M for c in p.all_cards()]
            assert score(g, seat) == plain_score(kinds)
            gardens += any(T.CARDS[k].vp_fn is not None for k in kinds)
            money = sum(T.CARDS[k].coins for k in kinds if T.TYPES[k] & TREASURE)
            assert DOMINION.view(g, seat).money_owned(seat) == money
            assert DOMINION.view(g, None).money_owned(seat) == money
            assert DOMINION.view(g, None).score_and_money(seat) == (score(g, seat), money)
            hand = [c & M for c in p.hand]
            flags = hand_flags(p.hand)
            assert bool(flags & IS_ACTION) == any(T.TYPES[k] & ACTION for k in hand)
            assert bool(flags & IS_TREASURE) == any(T.TYPES[k] & TREASURE for k in hand)
            special = any(T.TYPES[k] & TREASURE and T.PLAY[k] is not None for k in hand)
            assert bool(flags & SPECIAL_TREASURE) == special
            checked += 1
    assert checked > 500
    assert gardens > 20  # the VP-per-copy cards were scored too


def test_a_view_is_kept_per_seat_reads_the_state_live_and_a_clone_has_its_own() -> None:
    g = DOMINION.setup({"players": 3, "kingdom": "first-game"}, 4, logging=False)
    v0 = DOMINION.view(g, 0)
    assert DOMINION.view(g, 0) is v0
    assert DOMINION.view(g, 1) is not v0 and DOMINION.view(g, 1).seat == 1
    assert DOMINION.view(g, None).seat is None
    assert DOMINION.view(g, None).hand == []
    before = v0.hand
    c = DOMINION.clone(g)
    d = g.decision
    assert d is not None
    DOMINION.apply(g, d.seat, "treasures:all" if d.allows("treasures:all") else "done")
    assert v0.coins == g.coins  # live: the same object sees the move
    assert DOMINION.view(c, 0) is not v0
    assert DOMINION.view(c, 0).hand == before  # the clone's view reads the clone
    # a seat outside the game gets a view of its own, not another seat's
    assert DOMINION.view(g, 7).seat == 7


def test_the_choice_id_cache_names_the_card_or_nothing() -> None:
    for name in ("Silver", "Province", "Sir Martin", "Ruined Village"):
        assert kind_named(f"buy:{name}") == T.BY_NAME[name].kind
        assert kind_named(f"play:{name}") == T.BY_NAME[name].kind
    for bad in ("buy:Nothing", "done", "buy:", "", "Silver", "treasures:all"):
        assert kind_named(bad) is None


def test_data_bots_decide_the_same_with_the_supply_shortcut_and_without(monkeypatch) -> None:
    """`CARD left <op> N` is evaluated by `choose` from one count per pile; the compiled
    condition must give the same buys in every state random games reach."""
    from dominia.games.dominion.bots import databots, make_bot

    def buys(names: list[str]) -> list[str]:
        databots._BOUND.clear()
        out = []
        for g in random_states(12, every=1):
            d = g.decision
            if d is None or d.kind != "buy" or d.data.get("treasures"):
                continue
            for name in names:
                out.append(make_bot(name, 3).choose(DOMINION.view(g, d.seat), d))
        return out

    names = ["bmu", "smithy", "council-room", "bmu+workshop"]
    fast = buys(names)
    monkeypatch.setattr(databots, "_supply_test", lambda node: None)
    slow = buys(names)
    assert fast == slow
    assert len(fast) > 400 and len(set(fast)) > 5


def test_sums_over_cards_that_setup_did_not_make_fall_back_to_the_card_table() -> None:
    """A scenario makes new card uids (beyond setup's serials): money and score still count
    them, Gardens included."""
    from dominia.games.dominion.scenario import build

    g = build(
        ["Gardens", "Feodum"],
        hands={0: ["Gold", "Gold", "Silver", "Province", "Gardens"]},
        decks={0: ["Silver"] * 9 + ["Copper"] * 5},
        discards={0: ["Feodum", "Duchy", "Curse"]},
    )
    seat_cards = [c & M for c in g.players[0].all_cards()]
    assert max(c >> KIND_BITS for c in g.players[0].all_cards()) >= g.n_cards
    assert DOMINION.view(g, 1).money_owned(0) == 3 + 3 + 2 + 18 + 5
    assert DOMINION.view(g, 1).score_and_money(0) == (score(g, 0), 3 + 3 + 2 + 18 + 5)
    # Province, Duchy, Curse; Gardens: 22 cards; Feodum: 10 Silvers
    assert score(g, 0) == plain_score(seat_cards) == 6 + 3 - 1 + 22 // 10 + 10 // 3


def test_packed_sums_carry_negative_vp_and_many_coins() -> None:
    """Curses below zero VP and a pile of Golds: the one-sum VP and money stay exact."""
    g = DOMINION.setup({"players": 2, "kingdom": "first-game"}, 3, logging=False)
    p = g.players[1]
    curses = g.piles[g.pile_index["Curse"]]
    golds = g.piles[g.pile_index["Gold"]]
    p.discard += [curses.pop() for _ in range(10)] + [golds.pop() for _ in range(30)]
    kinds = [c & M for c in p.all_cards()]
    assert score(g, 1) == plain_score(kinds) == 3 - 10
    assert DOMINION.view(g, 0).score_and_money(1) == (-7, 7 + 90)
    assert DOMINION.view(g, 0).money_owned(1) == 97


def test_a_supply_counter_follows_its_pile_and_counts_zero_for_a_pile_not_in_the_game() -> None:
    g = DOMINION.setup({"players": 2, "kingdom": "first-game"}, 2, logging=False)
    view = DOMINION.view(g, 0)
    silver = view.supply_counter("Silver")
    gardens = view.supply_counter("Gardens")  # not in the First Game
    assert silver() == view.count_in_supply("Silver") == 40 and gardens() == 0
    d = g.decision
    assert d is not None
    DOMINION.apply(g, 0, "treasures:all")
    DOMINION.apply(g, 0, "buy:Silver" if g.decision.allows("buy:Silver") else "buy:Copper")
    assert silver() == view.count_in_supply("Silver")
    assert view.supply_counter("Copper")() == view.count_in_supply("Copper")


def test_the_buy_prompt_shows_the_coins_and_buys_it_was_asked_with() -> None:
    g = DOMINION.setup({"players": 2, "kingdom": "first-game"}, 2, logging=False)
    DOMINION.apply(g, 0, "treasures:all")
    d = g.decision
    assert d is not None and d.kind == "buy"
    coins = g.coins
    assert str(d.prompt) == f"Buy a card (${coins}, 1 buy)" == d.to_dict()["prompt"]


def test_the_engine_shuffle_draws_as_the_rng_does_and_calls_a_subclass_own() -> None:
    from dominia.games.dominion.engine import shuffle

    for seed, size in ((0, 0), (1, 1), (2, 2), (3, 17), (4, 60)):
        a, b = Rng(seed), Rng(seed)
        xs, ys = list(range(size)), list(range(size))
        a.shuffle(xs)
        shuffle(b, ys)
        assert xs == ys and a.random() == b.random()  # same order, and the stream moved alike

    class Reversing(Rng):
        def shuffle(self, items):
            items.reverse()

    zs = [1, 2, 3]
    shuffle(Reversing(0), zs)
    assert zs == [3, 2, 1]


def test_play_out_plays_the_runners_game_and_refuses_what_it_refuses() -> None:
    import pytest

    from dominia.core.errors import IllegalChoice
    from dominia.core.runner import run_game

    def played(seed: int, fast: bool):
        g = DOMINION.setup({"players": 3, "sets": ["base", "dark-ages"]}, seed, logging=False)
        agents = [RandomAgent(seed * 7 + s) for s in range(g.n)]
        # (a step hook, however idle, keeps the runner's own loop)
        out = run_game(DOMINION, g, agents) if fast else run_game(DOMINION, g, agents, on_step=lambda s: None)
        return out, DOMINION.snapshot(g)

    for seed in range(3):
        assert played(seed, True) == played(seed, False)

    class Answers:
        def __init__(self, answer: object) -> None:
            self.answer = answer

        def choose(self, view, decision):
            return self.answer

    for bad in ("buy:Nothing", 7):
        g = DOMINION.setup({"players": 2}, 1, logging=False)
        before = DOMINION.snapshot(g)
        with pytest.raises(IllegalChoice):
            DOMINION.play_out(g, [Answers(bad), Answers(bad)], 100)
        assert DOMINION.snapshot(g) == before  # refused: nothing changed


def test_the_action_decision_builds_the_choices_it_allows_and_its_prompt_when_read() -> None:
    from dominia.games.dominion.engine import choice
    from dominia.games.dominion.rules import ActionDecision

    met = 0
    for g in random_states(16, every=1):
        d = g.decision
        if type(d) is not ActionDecision:
            continue
        met += 1
        hand = g.players[d.seat].hand
        kinds = list(dict.fromkeys(c & M for c in hand if T.TYPES[c & M] & ACTION))
        assert d.kinds == kinds and d.kind == "play_action" and d.source is None
        ids = [f"play:{T.NAME[k]}" for k in kinds] + ["done"]
        fresh = ActionDecision(d.seat, kinds, g.actions)
        for cid in {*ids, "play:Copper", "buy:Silver", "treasures:all", "play:Nothing", "x"}:
            assert fresh.allows(cid) == (cid in ids)  # unbuilt
        assert [c.id for c in d.choices] == ids and d.choices[0] is choice("play", T.NAME[kinds[0]])
        assert str(d.prompt) == f"Play an Action ({g.actions} left)" == d.to_dict()["prompt"]
    assert met > 30


def test_a_data_bot_picks_the_turns_action_as_its_play_order_says() -> None:
    """The Buyer's choice from the decision's kinds is `DataBot.play_action`'s from its choices."""
    from dominia.games.dominion.bots import make_bot

    names = ["smithy", "witch", "militia", "laboratory", "council-room", "bmu+village", "bmu+throne-room"]
    bots = {n: make_bot(n, 1) for n in names}
    met = 0
    for g in random_states(20, every=1):
        d = g.decision
        if d is None or d.kind != "play_action" or d.source is not None:
            continue
        view = DOMINION.view(g, d.seat)
        for bot in bots.values():
            assert bot.choose(view, d) == bot.play_action(view, d)
            met += 1
    assert met > 200 and all(b.slips == 0 for b in bots.values())


def test_data_bots_pickle_and_play_on_as_they_would_have() -> None:
    """The server's thinking pool and Ray send bots to other processes: a data bot (built-in,
    generated bmu+X, with forced openings) pickles, its rules' compiled tests made again."""
    import pickle

    from dominia.core.runner import run_game
    from dominia.games.dominion.bots import make_bot
    from dominia.games.dominion.bots.databots import DataBot
    from dominia.games.dominion.bots.language import parse_bot_text

    text = (
        'buy = [{ card = "Province", if = "money in deck > 15" }, "Gold", "Silver"]\n'
        'opening = { "4/3" = ["Silver", "Silver"] }'
    )
    opening = DataBot(4, parse_bot_text(text, "test.toml", "test"))

    def game(bots: list) -> tuple:
        g = DOMINION.setup({"players": 2, "kingdom": ["Smithy", "Village"]}, 5, logging=False)
        return run_game(DOMINION, g, bots), DOMINION.snapshot(g)

    for a, b in ((make_bot("smithy", 1), make_bot("bmu+witch", 2)), (opening, make_bot("bmu", 3))):
        a2, b2 = pickle.loads(pickle.dumps(a)), pickle.loads(pickle.dumps(b))
        assert (type(a2), a2.name, a2.spec.rules[0].text()) == (type(a), a.name, a.spec.rules[0].text())
        assert game([a2, b2]) == game([a, b])
    played = make_bot("smithy", 1)
    game([played, make_bot("bmu", 2)])
    again = pickle.loads(pickle.dumps(played))  # after a game: the next one is the same
    assert game([again, make_bot("bmu", 2)]) == game([make_bot("smithy", 1), make_bot("bmu", 2)])


def test_money_owned_reads_the_kept_worth_in_a_simulated_game() -> None:
    from dominia.games.dominion.rules import money, track_worth

    checked = 0
    for seed in range(6):
        g = DOMINION.setup(
            {"players": 2, "kingdom": ["Gardens", "Moneylender", "Witch"]}, seed, logging=False
        )
        track_worth(g)
        agents = [RandomAgent(seed * 3 + s) for s in range(g.n)]
        while (d := g.decision) is not None:
            for s in range(g.n):
                assert DOMINION.view(g, d.seat).money_owned(s) == money(g, s)
                checked += 1
            DOMINION.apply(g, d.seat, agents[d.seat].choose(DOMINION.view(g, d.seat), d))
    assert checked > 300


def test_a_supply_tests_comparison_by_number_is_the_languages() -> None:
    from dominia.games.dominion.bots import databots
    from dominia.games.dominion.bots.language import COMPARE

    for op, text in enumerate(databots.OPS):
        for a in range(4):
            for b in range(4):
                assert databots.compare(op, a, b) == COMPARE[text](a, b)
    assert set(databots.OPS) == set(COMPARE)


def test_decisions_made_without_their_constructor_are_the_constructors() -> None:
    from dominia.games.dominion.rules import ActionDecision, BuyDecision, action_decision, new_buy

    def slots(d: object) -> dict[str, object]:
        names = [n for c in type(d).__mro__ for n in getattr(c, "__slots__", ())]
        return {n: getattr(d, n) for n in names if hasattr(d, n)}

    g = DOMINION.setup({"players": 2, "kingdom": "first-game"}, 4, logging=False)
    g.coins, g.buys = 5, 2
    for data in ({"treasures": True, "plain_treasures": False}, {}):
        made, built = new_buy(g, 1, data), BuyDecision(g, 1, data)
        assert type(made) is BuyDecision and slots(made) == slots(built)
        assert made.prompt == built.prompt and made.choices == built.choices
    hand = g.players[0].hand
    hand[:] = [c for c in hand if not T.TYPES[c & M] & ACTION]
    hand += [g.piles[g.pile_index[n]].pop() for n in ("Village", "Smithy", "Village")]
    made = action_decision(g, 0)
    built = ActionDecision(0, made.kinds, g.actions)  # type: ignore[attr-defined]
    assert type(made) is ActionDecision and slots(made) == slots(built)
    assert made.choices == built.choices and [c.id for c in made.choices][-1] == "done"
