"""The official FAQ of the six 1st-edition cards (Adventurer, Chancellor, Feast, Spy, Thief,
Woodcutter), card by card, beyond test_cards_base1e.py and test_rulings.py.

The Hungarian 1st edition book (shared/rules/dominion-1st-edition.hu.txt) has no card FAQ; its
general rules are quoted where they decide (gaining "a card costing up to" ignores coins, an
Action affecting several players goes in seat order, the deck is shuffled only when a card
must be drawn or revealed); the rest is the 1st edition's official FAQ. Decks are listed top
card first.
"""

from __future__ import annotations

from pathlib import Path

from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.test_cards_base import gains_up_to
from tests.dominion.util import events, hand, ids, ok, trashed

FIRST = ["Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"]

# ---------------------------------------------------------------- Adventurer


def test_throne_room_adventurer_four_treasures():
    """Throne Room on Adventurer: each play reveals until two Treasures; the second play goes on
    below the first."""
    g = build(
        [*FIRST, "Throne Room"],
        hands={0: ["Throne Room", "Adventurer"]},
        decks={0: ["Copper", "Estate", "Silver", "Gold", "Duchy", "Copper", "Province"]},
    )
    act(g, "play:Throne Room", "play:Adventurer")
    assert hand(g) == ["Copper", "Copper", "Gold", "Silver"]
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Estate"]
    assert zone(g, 0, "deck") == ["Province"]


def test_adventurer_counts_dark_ages_treasures():
    """Official FAQ: any Treasure card stops Adventurer; Spoils and Counterfeit are Treasures.
    The revealed cards are public («megmutat»)."""
    g = build(
        [*FIRST, "Counterfeit"],
        hands={0: ["Adventurer"]},
        decks={0: ["Estate", "Spoils", "Counterfeit", "Gold"]},
    )
    start = len(g.events)
    act(g, "play:Adventurer")
    assert hand(g) == ["Counterfeit", "Spoils"]
    assert zone(g, 0, "deck") == ["Gold"]
    seen = [e.cards for e in DOMINION.events(g, 1, start) if e.kind == "reveal"]
    assert seen == [("Estate",), ("Spoils",), ("Counterfeit",)]


def test_adventurer_with_an_empty_deck_shuffles_first():
    """«ezt csak akkor teheti, amikor lapra van szüksége - húznia, vagy felfednie kell»: an
    empty deck is shuffled when Adventurer must reveal."""
    g = build(FIRST, hands={0: ["Adventurer"]}, discards={0: ["Silver", "Silver"]})
    act(g, "play:Adventurer")
    assert hand(g) == ["Silver", "Silver"]
    assert len(events(g, "shuffle")) == 1


# ---------------------------------------------------------------- Chancellor


def test_chancellor_does_not_show_the_deck_it_puts_away():
    """Official FAQ: «You may not look through your Deck as you discard it»: the event names no
    card, not even to the player."""
    g = build(FIRST, hands={0: ["Chancellor"]}, decks={0: ["Gold", "Estate"]})
    start = len(g.events)
    act(g, "play:Chancellor", "yes")
    put = [e for e in g.events[start:] if e.kind == "discard_deck"]
    assert len(put) == 1 and put[0].cards == ()
    assert not [e for e in g.events[start:] if e.kind in ("look", "reveal", "discard")]


def test_throne_room_chancellor_asks_again_only_if_there_is_a_deck():
    """Throne Room on Chancellor: +$4; after putting the deck away there is nothing to ask the
    second time; keeping it, the question comes again."""
    g = build([*FIRST, "Throne Room"], hands={0: ["Throne Room", "Chancellor"]}, decks={0: ["Gold"]})
    act(g, "play:Throne Room", "play:Chancellor", "yes")
    assert (g.decision.kind, g.coins) == ("buy", 4)
    g = build([*FIRST, "Throne Room"], hands={0: ["Throne Room", "Chancellor"]}, decks={0: ["Gold"]})
    act(g, "play:Throne Room", "play:Chancellor", "no")
    assert g.decision.kind == "yes_no"
    act(g, "yes")
    assert zone(g, 0, "discard") == ["Gold"] and g.coins == 4


def test_chancellor_deck_is_shuffled_back_at_the_next_draw():
    """The cards put away are in the discard pile: the cleanup draw shuffles them in."""
    g = build(FIRST, hands={0: ["Chancellor"]}, decks={0: ["Gold", "Gold", "Gold", "Gold", "Gold", "Estate"]})
    act(g, "play:Chancellor", "yes", "done")
    assert len(events(g, "shuffle", seat=0)) == 1
    assert len(hand(g)) == 5 and len(zone(g, 0, "deck")) == 2


# ---------------------------------------------------------------- Feast


def test_feast_coins_do_not_raise_the_limit():
    """«annak értékéhez a játékos sem kincskártyán lévő, sem akciókártyán lévő pénzt nem adhat
    hozzá»: +$1 from a Market leaves Feast at $5."""
    g = build([*FIRST, "Market"], hands={0: ["Market", "Feast"]}, decks={0: ["Gold"]})
    act(g, "play:Market", "play:Feast")
    assert g.coins == 1
    assert ids(g) == gains_up_to(g, 5)


def test_procession_on_feast_trashes_it_once_and_gains_an_action_costing_five():
    """Feast trashes itself on its first play; Procession plays it again (a second gain), loses
    track of it when trashing, and still gains an Action costing exactly $5."""
    g = build([*FIRST, "Procession", "Market", "Festival"], hands={0: ["Procession", "Feast"]})
    act(g, "play:Procession", "play:Feast")
    assert trashed(g) == ["Feast"]
    act(g, "gain:Silver", "gain:Duchy")
    assert g.decision.source == "Procession"
    assert {"gain:Market", "gain:Festival"} <= ids(g) and "gain:Silver" not in ids(g)
    act(g, "gain:Market")
    assert zone(g, 0, "discard") == ["Silver", "Duchy", "Market"]
    assert trashed(g) == ["Feast"]
    ok(g)


def test_feast_trashing_itself_lets_market_square_react():
    """A trash trigger in the middle of Feast: Market Square's Gold comes before Feast's gain."""
    g = build([*FIRST, "Market Square"], hands={0: ["Feast", "Market Square"]})
    act(g, "play:Feast")
    assert g.decision.kind == "trash_trigger"
    act(g, "react:Market Square")
    assert zone(g, 0, "discard") == ["Market Square", "Gold"]
    assert g.decision.source == "Feast"
    act(g, "gain:Duchy")
    assert zone(g, 0, "discard")[-1] == "Duchy"


# ---------------------------------------------------------------- Spy


def test_spy_draws_before_revealing_and_shuffles_to_reveal():
    """Official FAQ: «you draw your card for playing Spy before any cards are revealed»; a player
    with an empty deck shuffles to have something to reveal."""
    g = build(FIRST, hands={0: ["Spy"]}, decks={0: ["Copper"]}, discards={0: ["Gold"], 1: ["Duchy"]})
    act(g, "play:Spy")
    assert hand(g) == ["Copper"]
    assert g.decision.ids() == ["discard:Gold", "keep:Gold"]
    act(g, "keep:Gold")
    assert g.decision.ids() == ["discard:Duchy", "keep:Duchy"]
    act(g, "discard:Duchy")
    assert [e.seat for e in events(g, "shuffle")] == [0, 1]
    assert zone(g, 0, "deck") == ["Gold"] and zone(g, 1, "discard") == ["Duchy"]


def test_spy_five_players_you_first_then_in_seat_order():
    """«ha egy akciókártya több játékost érint, akkor azt ülésrendben kell végrehajtani»: the
    player of Spy first, then each other player from the left."""
    g = build(
        FIRST,
        players=5,
        current=3,
        hands={3: ["Spy"]},
        decks={s: ["Copper", "Estate"] for s in range(5)},
    )
    act(g, "play:Spy")
    order = []
    while g.decision.kind == "spy":
        order.append(g.decision.data["victim"])
        act(g, "keep:Estate" if g.decision.data["victim"] == 3 else "keep:Copper")
    assert order == [3, 4, 0, 1, 2]


def test_throne_room_spy_two_rounds():
    """Throne Room on Spy: +2 Cards, +2 Actions; every deck is revealed twice, an empty one
    reshuffled in the middle."""
    g = build(
        [*FIRST, "Throne Room"],
        hands={0: ["Throne Room", "Spy"]},
        decks={0: ["Copper", "Estate", "Silver"], 1: ["Gold", "Curse"]},
    )
    act(g, "play:Throne Room", "play:Spy", "discard:Estate", "discard:Gold")
    assert hand(g) == ["Copper", "Silver"]
    # The second play: its own deck is empty, so the discarded Estate is shuffled and shown again.
    assert g.decision.ids() == ["discard:Estate", "keep:Estate"]
    act(g, "keep:Estate")
    assert g.decision.ids() == ["discard:Curse", "keep:Curse"]
    act(g, "keep:Curse")
    assert g.actions == 2 and zone(g, 1, "deck") == ["Curse"] and zone(g, 0, "deck") == ["Estate"]


# ---------------------------------------------------------------- Thief


def test_thief_victim_with_one_card_shuffles_for_the_second():
    """Official FAQ: «A player with just one card left revealed that last card and then shuffles
    to get the other card to reveal (without including the revealed card)»."""
    g = build(FIRST, hands={0: ["Thief"]}, decks={1: ["Silver"]}, discards={1: ["Gold"]})
    act(g, "play:Thief")
    assert ids(g) == {"trash:Silver", "trash:Gold"}
    act(g, "trash:Gold", "gain:Gold")
    assert zone(g, 1, "discard") == ["Silver"] and zone(g, 1, "deck") == []
    assert zone(g, 0, "discard") == ["Gold"]


def test_thief_gains_only_the_card_it_just_trashed():
    """Official FAQ: «You can only take Treasures just trashed—not ones trashed on previous
    turns»."""
    g = build(FIRST, hands={0: ["Thief"]}, decks={1: ["Silver", "Estate"]}, trash=["Gold", "Silver"])
    act(g, "play:Thief")
    assert ids(g) == {"gain:Silver", "done"}
    act(g, "gain:Silver")
    assert trashed(g) == ["Gold", "Silver"]


def test_thief_moat_blocks_and_dark_ages_treasures_can_be_stolen():
    """Moat keeps the deck unrevealed; a revealed Spoils is a Treasure the attacker may trash
    and gain (from the trash, though it is not a Supply card)."""
    g = build(
        [*FIRST, "Moat", "Bandit Camp"],
        players=3,
        hands={0: ["Thief"], 1: ["Moat"]},
        decks={1: ["Gold", "Gold"], 2: ["Spoils", "Estate"]},
    )
    act(g, "play:Thief", "reveal:Moat")
    assert zone(g, 1, "deck") == ["Gold", "Gold"]
    assert ids(g) == {"gain:Spoils", "done"}
    act(g, "gain:Spoils")
    assert zone(g, 0, "discard") == ["Spoils"] and trashed(g) == []


def test_throne_room_thief_steals_twice_and_the_victims_market_square_reacts():
    """Throne Room on Thief: two attacks; each trashed card of the victim lets its Market Square
    be discarded for a Gold, before the attacker decides to gain."""
    g = build(
        [*FIRST, "Throne Room", "Market Square"],
        hands={0: ["Throne Room", "Thief"], 1: ["Market Square"]},
        decks={1: ["Silver", "Estate", "Copper", "Duchy"]},
    )
    act(g, "play:Throne Room", "play:Thief")
    assert (g.decision.seat, g.decision.kind) == (1, "trash_trigger")
    act(g, "react:Market Square")
    assert g.decision.seat == 0 and ids(g) == {"gain:Silver", "done"}
    act(g, "gain:Silver", "gain:Copper")
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Silver"]
    assert sorted(zone(g, 1, "discard")) == ["Duchy", "Estate", "Gold", "Market Square"]
    ok(g)


# ---------------------------------------------------------------- Woodcutter


def test_throne_room_woodcutter_and_band_of_misfits_as_woodcutter():
    """Throne Room on Woodcutter: +2 Buys, +$4. Band of Misfits ($5) may be a Woodcutter ($3)."""
    g = build([*FIRST, "Throne Room"], hands={0: ["Throne Room", "Woodcutter"]})
    act(g, "play:Throne Room", "play:Woodcutter")
    assert (g.buys, g.coins) == (3, 4)
    g = build([*FIRST, "Band of Misfits"], hands={0: ["Band of Misfits"]})
    act(g, "play:Band of Misfits", "become:Woodcutter")
    assert (g.buys, g.coins) == (2, 2)


def test_every_first_edition_card_has_a_faq_section():
    text = Path(__file__).read_text(encoding="utf-8")
    cards = [d.name for d in T.CARDS if d.set == "base1e" and d.kingdom]
    assert sorted(cards) == sorted(FIRST)
    assert [n for n in cards if f"# {'-' * 64} {n}\n" not in text] == []
