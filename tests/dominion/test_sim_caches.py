"""The simulator's caches change no game: a partial or random kingdom's setup is the state the
setup made before its layout was assembled from kept parts, a data bot's rules bound through
the cache keyed by its piles are the rules bound afresh, names found without reading the
message tables are the names the full index finds, and the turn loop's VP/money record is the
per-decision collector's."""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest

from dominia.core.runner import run_game
from dominia.games.dominion import kingdoms, names
from dominia.games.dominion import setup as S
from dominia.games.dominion.bots import bot_names, databots, make_bot
from dominia.games.dominion.bots.language import find_card_name
from dominia.games.dominion.card_model import KIND_BITS, LOOTER
from dominia.games.dominion.card_model import KIND_MASK as M
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.rules import kind_worths, track_worth

# sha256 over 25 seeds of each case's setup (snapshot, uid worths, piles' lookup tables), made
# by the setup before its layout was built from kept parts (commit 4ea0554)
CASES: list[tuple[dict[str, Any], str]] = [
    ({"players": 2, "kingdom": ["Smithy"], "autoplay_treasures": True}, "2036e579efc05ea1"),
    ({"players": 3, "kingdom": ["Witch", "Gardens"]}, "11783fac727317cd"),
    ({"players": 4, "sets": ["base", "dark-ages"]}, "290560102a4087be"),
    ({"players": 2, "sets": ["dark-ages"], "kingdom": ["Marauder"]}, "74932b0cd936e8cb"),
    ({"players": 5, "sets": ["base", "base1e", "dark-ages"]}, "70822a12c4220c14"),
    ({"players": 2, "kingdom": "first-game"}, "bddcd6140d1585c7"),
    ({"players": 6, "sets": ["dark-ages"], "shelters": False}, "f2fb8b68a9f05823"),
]


@pytest.mark.parametrize(("options", "digest"), CASES)
def test_setup_of_partial_and_random_kingdoms_is_unchanged(options: dict[str, Any], digest: str) -> None:
    h = hashlib.sha256()
    for seed in range(25):
        g = S.new_state(options, seed, logging=False)
        h.update(repr(DOMINION.snapshot(g)).encode())
        tables = (g.n_cards, uid_worths(g), g.by_cost, g.supply, sorted(g.pile_of_kind.items()))
        h.update(repr(tables).encode())
    assert h.hexdigest()[:16] == digest


def uid_worths(g: Any) -> list[tuple[int, int | None]]:
    """The per-uid worth table setup once made (every card of the layout, Ruins returned to the
    box included), read from the worth table by kind that replaced it."""
    shelters = any(T.NAME[c & M] == "Hovel" for c in g.players[0].all_cards())
    lay = S.layout(g.kingdom, g.n, shelters, len(T.CARDS))
    worths = kind_worths()
    return sorted((c, worths[c & M]) for cards in (*lay.piles, *lay.decks) for c in cards)


def reference_layout(kingdom: tuple[str, ...], n: int, shelters: bool) -> S.Layout:
    """The layout as it was built in one piece (before the kept parts)."""
    serial = 0

    def make(kind: int, count: int) -> list[int]:
        nonlocal serial
        out = [kind | (i << KIND_BITS) for i in range(serial, serial + count)]
        serial += count
        return out

    supply = list(S.BASIC_ORDER + kingdom)
    extras: list[str] = []
    for name in kingdom:
        d = T.BY_NAME[name]
        if d.types & LOOTER and "Ruins" not in supply:
            supply.append("Ruins")
        extras += [e for e in d.extra_piles if e not in extras]
    pile_names = tuple(supply) + tuple(sorted(extras))
    piles: list[tuple[int, ...]] = []
    mixed: list[str] = []
    pile_of_kind: dict[int, int] = {}
    costs = []
    for i, name in enumerate(pile_names):
        members = S.mixed_pile(name)
        if not members:
            kind = T.BY_NAME[name].kind
            piles.append(tuple(make(kind, S.pile_size(kind, n))))
            mixed.append("")
            pile_of_kind[kind] = i
            costs.append(T.COST[kind])
            continue
        for d in members:
            pile_of_kind[d.kind] = i
        pile_of_kind.setdefault(T.BY_NAME[name].kind, i)
        costs.append(min(d.cost for d in members))
        per = 10 if name == "Ruins" else 1
        piles.append(tuple(c for d in members for c in make(d.kind, per)))
        mixed.append(name)
    is_supply = tuple(i < len(supply) for i in range(len(pile_names)))
    start = ("Hovel", "Necropolis", "Overgrown Estate") if shelters else ("Estate",) * 3
    decks = tuple(
        tuple(make(0, 7) + [c for name in start for c in make(T.BY_NAME[name].kind, 1)]) for _ in range(n)
    )
    return S.Layout(
        names=pile_names,
        pile_index={name: i for i, name in enumerate(pile_names)},
        supply=is_supply,
        pile_of_kind=pile_of_kind,
        by_cost=tuple(sorted((costs[i], i) for i in range(len(pile_names)) if is_supply[i])),
        piles=tuple(piles),
        mixed=tuple(mixed),
        decks=decks,
        n_cards=sum(map(len, piles)) + sum(map(len, decks)),
        mixed_at=tuple((i, m) for i, m in enumerate(mixed) if m),
    )


def test_layouts_of_random_kingdoms_are_the_ones_built_in_one_piece() -> None:
    rng = random.Random(20)
    pool = [d.name for d in T.CARDS if d.kingdom]
    for _ in range(300):
        kingdom = S._in_order(tuple(rng.sample(pool, 10)))
        n, shelters = rng.randint(2, 6), rng.random() < 0.5
        got = S.layout(kingdom, n, shelters, len(T.CARDS))
        want = reference_layout(kingdom, n, shelters)
        assert got == want
        assert list(got.pile_of_kind.items()) == list(want.pile_of_kind.items())


def test_a_data_bot_binds_the_same_rules_through_the_cache() -> None:
    """For random kingdoms of every set: the bound rules are those `_bind_rules` makes for this
    game's view, whichever kingdom filled the cache entry."""
    bot_names()  # (the bmu+X variants registered)
    databots._BOUND.clear()  # (filled here: another test may leave entries bound under a patch)
    rng = random.Random(3)
    for bot in (
        "bmu",
        "smithy",
        "witch",
        "bmu+marauder",
        "bmu+gardens",
        "bmu+knights",
        "bmu+death-cart",
        "council-room",
    ):
        spec = databots.spec_for(bot)
        assert spec is not None
        for i in range(40):
            sets = rng.choice([["base"], ["base", "dark-ages"], ["dark-ages"], ["base", "base1e"]])
            g = S.new_state({"players": rng.randint(2, 4), "sets": sets}, i, logging=False)
            view = DOMINION.view(g, 0)
            agent = databots.DataBot(0, spec)
            agent._bind(view)
            assert (agent._by_coins, agent._piles) == databots._bind_rules(spec, view)


def test_english_names_and_plurals_find_what_the_full_index_finds() -> None:
    """The lookup that reads no message table agrees with the index of every language."""
    full = names._card_index()
    for d in T.CARDS:
        assert full[names.fold(d.name)] is d
        for plural in (d.name + "s", d.name + "es", d.name[:-1] + "ies"):
            assert full.get(names.fold(plural)) in (None, d)
        assert find_card_name(d.name.upper()) == d.name
    assert find_card_name("Smithies") == "Smithy" and find_card_name("Provinces") == "Province"
    assert find_card_name("Зал совета") == "Council Room"  # the full index, when needed
    every = kingdoms._full_index()
    for k in kingdoms.KINGDOMS:
        assert every[names.fold(k.id)] is k and every[names.fold(k.name)] is k


def old_curves(g: Any) -> tuple[list[list[int]], list[list[int]]]:
    """Plays the game, reading VP and money as the old collector did: by the spectator's view,
    after the first decision that shows a new turn started (and at the end)."""
    vp: list[list[int]] = [[] for _ in range(g.n)]
    money: list[list[int]] = [[] for _ in range(g.n)]
    turn, seat = g.turn, g.current

    def close(s: int) -> None:
        v, m = DOMINION.view(g, None).score_and_money(s)
        vp[s].append(v)
        money[s].append(m)

    def step(state: Any) -> None:
        nonlocal turn, seat
        if state.turn != turn:
            close(seat)
            turn, seat = state.turn, state.current

    bots = ["smithy", "heuristic", "witch", "bmu"]
    run_game(DOMINION, g, [make_bot(bots[s % 4], s) for s in range(g.n)], on_step=step)
    close(seat)
    return vp, money


@pytest.mark.parametrize(
    "opts",
    [
        {"players": 2, "kingdom": ["Smithy"], "autoplay_treasures": True},
        {"players": 3, "sets": ["dark-ages"]},
        {"players": 4, "kingdom": ["Gardens", "Workshop", "Witch"], "autoplay_treasures": True},
    ],
)
def test_the_turn_loop_records_what_the_old_collector_read_after_every_decision(opts: dict[str, Any]) -> None:
    for seed in range(3):
        g = DOMINION.setup(opts, seed, logging=False)
        track_worth(g)
        vp, money = old_curves(g)
        assert [[w >> 20 for w in log] for log in g.worth_log] == vp
        assert [[w & (1 << 20) - 1 for w in log] for log in g.worth_log] == money
        assert g.clone().worth_log is None


def test_a_kept_worth_is_the_summed_worth_after_every_decision() -> None:
    """Random kingdoms of every set, bots that buy and play anything (Gardens, trashers,
    attacks, gainers): whenever a seat's kept worth counts as current, it is the sum."""
    from dominia.core.rng import Rng
    from dominia.games.dominion.rules import packed_worth

    checked = 0
    counted: dict[str, Any] = {
        "players": 3,
        "kingdom": ["Gardens", "Feodum", "Workshop"],
        "sets": ["dark-ages"],
    }
    for i in range(30):
        opts = DOMINION.random_options(Rng(i)) if i % 5 else counted  # (VP counted from the deck)
        g = DOMINION.setup(opts, i, logging=False)
        track_worth(g)

        def step(state: Any) -> None:
            nonlocal checked
            for s in range(state.n):
                if state.worth_at[s] == state.pushes:
                    assert state.worth_now[s] == packed_worth(state, s), (state.seed, state.turn, s)
                    checked += 1

        bots = ["random", "bmu+feodum", "bmu+gardens", "witch"]
        run_game(DOMINION, g, [make_bot(bots[(s + i) % 4], s) for s in range(g.n)], on_step=step)
        assert g.worth_log[g.current][-1] == packed_worth(g, g.current)  # (the last turn's)
    assert checked > 1000  # (the kept worths are used)
