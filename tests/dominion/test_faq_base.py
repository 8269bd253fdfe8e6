"""The official FAQ of the 26 kingdom cards of the base game, 2nd edition, card by card.

Each test pins one ruling that the scenario tests of test_cards_base.py and the numbered
rulings of test_rulings.py do not: an empty pile, an empty deck (a reshuffle in the middle
of an effect), a card that moved, Throne Room / Procession / Band of Misfits on the card, a
trash trigger in the middle of its effect, 3-6 players. The docstring quotes the ruling, in
the Russian book's words where the book gives it (shared/rules/dominion-2nd-edition.ru.txt,
«Пояснения по картам королевства»), else the official FAQ's. Decks are listed top card first.
"""

from __future__ import annotations

from pathlib import Path

from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.rules import score
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.test_cards_base import gains_up_to
from tests.dominion.util import events, hand, ids, ok, pile, set_pile, trashed

FILLER_NAMES = ("Cellar", "Chapel", "Moat", "Village", "Smithy", "Militia", "Market", "Witch", "Library")

# ---------------------------------------------------------------- Artisan


def test_artisan_gain_limit_ignores_coins_already_made():
    """«Карта должна стоить от 0 до 5; нельзя использовать [монеты], чтобы получить карту
    большей цены»: $2 from a Festival do not raise the limit."""
    g = build(["Artisan", "Festival"], hands={0: ["Festival", "Artisan"]})
    act(g, "play:Festival", "play:Artisan")
    assert g.coins == 2
    assert ids(g) == gains_up_to(g, 5)
    assert "gain:Gold" not in ids(g) and "gain:Artisan" not in ids(g)


def test_throne_room_artisan_gains_two_cards_and_puts_two_back():
    """Throne Room on Artisan: each play gains a card to the hand, then puts a card from the
    hand onto the deck («Это может быть как карта, которую вы только что получили, так и
    любая другая»)."""
    g = build(
        ["Artisan", "Throne Room"], hands={0: ["Throne Room", "Artisan", "Copper"]}, decks={0: ["Gold"]}
    )
    act(g, "play:Throne Room", "play:Artisan", "gain:Silver")
    assert ids(g) == {"topdeck:Copper", "topdeck:Silver"}
    act(g, "topdeck:Copper", "gain:Market")
    assert ids(g) == {"topdeck:Silver", "topdeck:Market"}
    act(g, "topdeck:Market")
    assert hand(g) == ["Silver"]
    assert zone(g, 0, "deck") == ["Market", "Copper", "Gold"]
    ok(g)


def test_artisan_with_every_cheap_pile_empty_still_puts_a_card_back():
    """«Положите карту с руки на верх своей колоды»: with nothing to gain the second part still
    happens."""
    cheap = ("Copper", "Curse", "Estate", "Silver", "Duchy", *FILLER_NAMES)
    g = build(["Artisan"], hands={0: ["Artisan", "Estate"]}, piles=dict.fromkeys(cheap, 0))
    act(g, "play:Artisan")
    assert (g.decision.kind, ids(g)) == ("topdeck", {"topdeck:Estate"})
    act(g, "topdeck:Estate")
    assert zone(g, 0, "deck") == ["Estate"]


# ---------------------------------------------------------------- Bandit


def test_bandit_moat_the_victim_reveals_nothing_the_gold_is_still_gained():
    """«Вы не показываете карты разбойнику» (Moat): the deck stays untouched; the player of
    Bandit still gains a Gold."""
    g = build(["Bandit", "Moat"], hands={0: ["Bandit"], 1: ["Moat"]}, decks={1: ["Gold", "Silver"]})
    start = len(g.events)
    act(g, "play:Bandit", "reveal:Moat")
    assert zone(g, 0, "discard") == ["Gold"]
    assert zone(g, 1, "deck") == ["Gold", "Silver"]
    assert hand(g, 1) == ["Moat"]
    assert [e.detail for e in events(g, "reveal", start, seat=1)] == ["reaction"]
    assert g.trash == []


def test_bandit_four_players_in_turn_order_from_the_players_left():
    """«Каждый другой игрок в порядке хода раскрывает 2 верхние карты»: seat 3 plays; seats
    4, 1, 2 in that order, each deciding for themselves."""
    g = build(
        ["Bandit"],
        players=4,
        current=2,
        hands={2: ["Bandit"]},
        decks={3: ["Silver", "Gold"], 0: ["Copper", "Copper"], 1: ["Estate", "Gold"]},
    )
    act(g, "play:Bandit")
    assert (g.decision.seat, ids(g)) == (3, {"trash:Silver", "trash:Gold"})
    act(g, "trash:Silver")
    assert [e.seat for e in events(g, "trash")] == [3, 1]
    assert trashed(g) == ["Gold", "Silver"]
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Copper"]
    assert zone(g, 1, "discard") == ["Estate"]
    assert zone(g, 2, "discard") == ["Gold"]
    ok(g)


def test_bandit_trashes_dark_ages_treasures_other_than_copper():
    """«Одну раскрытую карту сокровища, кроме меди»: Spoils and Counterfeit are Treasures too."""
    g = build(["Bandit", "Counterfeit"], hands={0: ["Bandit"]}, decks={1: ["Spoils", "Counterfeit"]})
    act(g, "play:Bandit")
    assert (g.decision.seat, ids(g)) == (1, {"trash:Spoils", "trash:Counterfeit"})
    act(g, "trash:Spoils")
    assert trashed(g) == ["Spoils"]
    assert zone(g, 1, "discard") == ["Counterfeit"]


def test_throne_room_bandit_two_golds_two_attacks():
    """Throne Room on Bandit: a Gold and an attack for each play; the second attack reveals the
    next two cards."""
    g = build(
        ["Bandit", "Throne Room"],
        hands={0: ["Throne Room", "Bandit"]},
        decks={1: ["Silver", "Copper", "Gold", "Estate"]},
    )
    act(g, "play:Throne Room", "play:Bandit")
    assert zone(g, 0, "discard") == ["Gold", "Gold"]
    assert trashed(g) == ["Gold", "Silver"]
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Estate"]
    ok(g)


def test_bandit_trashing_lets_the_victims_market_square_react():
    """A trash on another player's turn: the victim may discard Market Square for a Gold, in the
    middle of the attack, before the rest is discarded."""
    g = build(
        ["Bandit", "Market Square"],
        hands={0: ["Bandit"], 1: ["Market Square"]},
        decks={1: ["Silver", "Copper"]},
    )
    act(g, "play:Bandit")
    assert (g.decision.seat, g.decision.kind) == (1, "trash_trigger")
    assert zone(g, 1, "aside") == ["Copper"]  # still set aside: the reaction comes first
    act(g, "react:Market Square")
    assert zone(g, 1, "discard") == ["Market Square", "Gold", "Copper"]
    assert zone(g, 0, "discard") == ["Gold"]
    ok(g)


# ---------------------------------------------------------------- Bureaucrat


def test_bureaucrat_multi_type_victory_cards_count():
    """A card with Victory among its types is a Victory card: Dame Josephine and Overgrown
    Estate may be put on the deck (official FAQ); three players, in turn order."""
    g = build(
        ["Bureaucrat", "Knights"],
        players=3,
        hands={
            0: ["Bureaucrat"],
            1: ["Dame Josephine", "Overgrown Estate", "Copper"],
            2: ["Overgrown Estate"],
        },
    )
    act(g, "play:Bureaucrat")
    assert (g.decision.seat, ids(g)) == (1, {"topdeck:Dame Josephine", "topdeck:Overgrown Estate"})
    act(g, "topdeck:Dame Josephine")
    assert zone(g, 1, "deck") == ["Dame Josephine"]
    assert zone(g, 2, "deck") == ["Overgrown Estate"]
    assert zone(g, 0, "deck") == ["Silver"]


def test_throne_room_bureaucrat_two_silvers_two_victory_cards():
    """Throne Room on Bureaucrat: two Silvers onto the deck; the victim puts a Victory card on
    its deck for each attack, and reveals a hand without one the second time."""
    g = build(
        ["Bureaucrat", "Throne Room"],
        hands={0: ["Throne Room", "Bureaucrat"], 1: ["Estate", "Copper"]},
    )
    act(g, "play:Throne Room", "play:Bureaucrat")
    assert zone(g, 0, "deck") == ["Silver", "Silver"]
    assert zone(g, 1, "deck") == ["Estate"]
    assert [e.detail for e in events(g, "reveal", seat=1)][-1] == "hand"


# ---------------------------------------------------------------- Cellar


def test_cellar_discards_are_private_only_the_count_and_the_top_card_show():
    """«Сколько именно карт вы сбросили — это открытая информация, но видеть соперники могут
    только верхнюю сброшенную карту»."""
    g = build(["Cellar"], hands={0: ["Cellar", "Estate", "Duchy", "Copper"]}, decks={0: ["Gold"] * 3})
    start = len(g.events)
    act(g, "play:Cellar", "discard:Estate", "discard:Duchy", "done")
    seen = [e for e in DOMINION.events(g, 1, start) if e.kind == "discard"]
    assert [(e.cards, e.count) for e in seen] == [((), 1), ((), 1)]
    mine = [e for e in DOMINION.events(g, 0, start) if e.kind == "discard"]
    assert [e.cards for e in mine] == [("Estate",), ("Duchy",)]
    assert DOMINION.view(g, 1).discard_top(0) == "Duchy"
    assert DOMINION.view(g, 1).discard_size(0) == 2


def test_throne_room_cellar_two_rounds_two_actions():
    """Throne Room on Cellar: +1 Action twice; the second round may discard the cards the first
    one drew."""
    g = build(
        ["Cellar", "Throne Room"],
        hands={0: ["Throne Room", "Cellar", "Estate", "Curse"]},
        decks={0: ["Duchy", "Gold"]},
    )
    act(g, "play:Throne Room", "play:Cellar", "discard:Estate", "done")
    assert hand(g) == ["Curse", "Duchy"]
    act(g, "discard:Duchy", "done")
    assert hand(g) == ["Curse", "Gold"]
    assert g.actions == 2
    assert zone(g, 0, "discard") == ["Estate", "Duchy"]


# ---------------------------------------------------------------- Chapel


def test_chapel_trashes_together_then_the_triggers_in_the_owners_order():
    """«Выкиньте на свалку до 4 карт»: the cards land in the trash first; Fortress then goes back
    to the hand and Overgrown Estate draws, in the order the owner picks."""
    g = build(
        ["Chapel", "Fortress"],
        hands={0: ["Chapel", "Fortress", "Overgrown Estate", "Copper"]},
        decks={0: ["Gold"]},
    )
    act(g, "play:Chapel", "trash:Fortress", "trash:Overgrown Estate", "trash:Copper")
    assert sorted(trashed(g)) == ["Copper", "Fortress", "Overgrown Estate"]
    assert g.decision.kind == "trash_trigger"
    assert ids(g) == {"trigger:Fortress", "trigger:Overgrown Estate"}
    act(g, "trigger:Overgrown Estate")
    assert hand(g) == ["Fortress", "Gold"]
    assert trashed(g) == ["Copper", "Overgrown Estate"]
    ok(g)


def test_chapel_cannot_trash_itself():
    """«Нельзя выкидывать на свалку саму часовню, так как после розыгрыша она уже не находится
    у вас на руке»: the Chapel played is not offered; another Chapel in the hand is."""
    g = build(["Chapel", "Village"], hands={0: ["Village", "Chapel", "Chapel"]}, decks={0: ["Estate"]})
    act(g, "play:Village", "play:Chapel")
    assert ids(g) == {"trash:Chapel", "trash:Estate", "done"}
    act(g, "trash:Chapel", "trash:Estate")
    assert zone(g, 0, "play") == ["Village", "Chapel"]
    assert sorted(trashed(g)) == ["Chapel", "Estate"]


# ---------------------------------------------------------------- Council Room


def test_council_room_six_players_each_other_player_draws_shuffling_if_needed():
    """«Другие игроки не могут отказаться от взятия карт»: all five others draw one; a player
    with an empty deck shuffles the discard pile to draw."""
    g = build(
        ["Council Room"],
        players=6,
        hands={0: ["Council Room"]},
        decks={0: ["Copper"] * 4, 1: ["Gold"], 2: ["Gold"], 3: ["Gold"], 4: ["Gold"]},
        discards={5: ["Province"]},
    )
    act(g, "play:Council Room")
    assert [hand(g, s) for s in range(1, 6)] == [["Gold"]] * 4 + [["Province"]]
    assert [e.seat for e in events(g, "shuffle")] == [5]
    assert g.buys == 2


def test_throne_room_council_room_others_draw_two():
    """Throne Room on Council Room: +8 Cards, +2 Buys, each other player draws twice."""
    g = build(
        ["Council Room", "Throne Room"],
        players=3,
        hands={0: ["Throne Room", "Council Room"]},
        decks={0: ["Copper"] * 9, 1: ["Gold", "Silver", "Estate"], 2: ["Gold", "Silver"]},
    )
    act(g, "play:Throne Room", "play:Council Room")
    assert len(hand(g)) == 8 and g.buys == 3
    assert hand(g, 1) == ["Gold", "Silver"] and hand(g, 2) == ["Gold", "Silver"]


# ---------------------------------------------------------------- Festival


def test_throne_room_festival():
    """Throne Room on Festival: +4 Actions, +2 Buys, +$4 (a «+2» is two «+1»)."""
    g = build(["Festival", "Throne Room"], hands={0: ["Throne Room", "Festival"]})
    act(g, "play:Throne Room", "play:Festival")
    assert (g.actions, g.buys, g.coins) == (4, 3, 4)


def test_band_of_misfits_cannot_be_a_festival_it_costs_the_same():
    """Band of Misfits copies only a cheaper card: $5 Festival, Laboratory, Market, Library and
    Witch are not offered."""
    g = build(
        ["Band of Misfits", "Festival", "Laboratory", "Market", "Library", "Witch", "Smithy"],
        hands={0: ["Band of Misfits"]},
    )
    act(g, "play:Band of Misfits")
    assert "become:Smithy" in ids(g)
    assert not {
        "become:Festival",
        "become:Laboratory",
        "become:Market",
        "become:Library",
        "become:Witch",
    } & ids(g)


# ---------------------------------------------------------------- Gardens


def test_gardens_counts_cards_in_play_and_set_aside():
    """«Каждый игрок подсчитывает свои [очки] (на всех своих картах — в колоде, в сбросе, на
    руке, в игровой зоне, даже среди отложенных)»: Gardens counts every card owned."""
    g = build(
        ["Gardens", "Library"],
        hands={0: ["Library", "Gardens", "Copper", "Copper", "Copper"]},
        decks={0: ["Village", "Village", "Copper", "Copper", "Copper"]},
    )
    act(g, "play:Library", "skip:Village")
    assert g.decision.kind == "library_skip"  # about the second Village
    assert zone(g, 0, "play") == ["Library"] and zone(g, 0, "aside") == ["Village"]
    assert score(g, 0) == 1  # 10 cards, one in play and one set aside
    act(g, "skip:Village")
    assert score(g, 0) == 1


# ---------------------------------------------------------------- Harbinger


def test_harbinger_keeps_the_order_of_the_rest_of_the_discard_pile():
    """«Когда вы взаимодействуете со сбросом (см. «Вестник»), обязательно оставлять карты в
    сбросе в том же порядке»."""
    g = build(
        ["Harbinger"],
        hands={0: ["Harbinger"]},
        decks={0: ["Copper"]},
        discards={0: ["Estate", "Gold", "Curse", "Duchy"]},
    )
    act(g, "play:Harbinger", "topdeck:Gold")
    assert zone(g, 0, "discard") == ["Estate", "Curse", "Duchy"]
    assert DOMINION.view(g, 1).discard_top(0) == "Duchy"


def test_throne_room_harbinger_two_cards_from_the_discard_pile():
    """Throne Room on Harbinger: each play draws, then may put a card from the discard pile on
    the deck; the second draw takes the first one back."""
    g = build(
        ["Harbinger", "Throne Room"],
        hands={0: ["Throne Room", "Harbinger"]},
        decks={0: ["Copper"]},
        discards={0: ["Gold", "Silver"]},
    )
    act(g, "play:Throne Room", "play:Harbinger", "topdeck:Gold")
    assert hand(g) == ["Copper", "Gold"]  # the second play drew it back
    assert ids(g) == {"topdeck:Silver", "done"}
    act(g, "topdeck:Silver")
    assert hand(g) == ["Copper", "Gold"]
    assert zone(g, 0, "deck") == ["Silver"] and g.actions == 2


# ---------------------------------------------------------------- Laboratory


def test_throne_room_laboratory_reshuffles_in_the_middle():
    """Throne Room on Laboratory: +4 Cards, +2 Actions; the deck runs out after three cards and
    the discard pile is shuffled for the fourth."""
    g = build(
        ["Laboratory", "Throne Room"],
        hands={0: ["Throne Room", "Laboratory"]},
        decks={0: ["Copper", "Silver", "Gold"]},
        discards={0: ["Estate"]},
    )
    act(g, "play:Throne Room", "play:Laboratory")
    assert hand(g) == ["Copper", "Estate", "Gold", "Silver"]
    assert g.actions == 2 and len(events(g, "shuffle")) == 1


# ---------------------------------------------------------------- Library


def test_library_with_no_cards_left_stops_short_of_seven():
    """«Если и после этого карт не хватает, просто берите что есть» — set-aside cards are then
    discarded."""
    g = build(["Library"], hands={0: ["Library"]}, decks={0: ["Copper", "Village"]}, discards={0: ["Gold"]})
    act(g, "play:Library", "skip:Village")
    assert hand(g) == ["Copper", "Gold"]
    assert zone(g, 0, "discard") == ["Village"] and zone(g, 0, "aside") == []


def test_throne_room_library_the_second_play_draws_nothing_at_seven():
    """«Если у вас на руке к началу этого действия 7 или больше карт, вы не берёте новых»."""
    g = build(["Library", "Throne Room"], hands={0: ["Throne Room", "Library"]}, decks={0: ["Copper"] * 9})
    act(g, "play:Throne Room", "play:Library")
    assert len(hand(g)) == 7 and zone(g, 0, "deck") == ["Copper", "Copper"]


# ---------------------------------------------------------------- Market


def test_market_with_no_cards_to_draw_still_gives_the_rest():
    """«Выполните их как можно более полно»: no card to draw, still +1 Action, +1 Buy, +$1."""
    g = build(["Market"], hands={0: ["Market"]})
    act(g, "play:Market")
    assert (g.actions, g.buys, g.coins, hand(g)) == (1, 2, 1, [])


# ---------------------------------------------------------------- Merchant


def test_merchant_counterfeit_playing_silver_twice_gets_one_bonus():
    """«Если вы разыграете несколько карт серебра за ход, то получите +1 только за первую»: a
    Silver played twice by Counterfeit is two plays, the bonus comes once."""
    g = build(
        ["Merchant", "Counterfeit"], hands={0: ["Merchant", "Counterfeit", "Silver"]}, decks={0: ["Copper"]}
    )
    act(g, "play:Merchant", "play:Counterfeit", "play:Silver")
    assert g.coins == 1 + 2 + 1 + 2
    assert trashed(g) == ["Silver"]


def test_band_of_misfits_as_merchant_gives_the_silver_bonus():
    """Band of Misfits playing as Merchant is a Merchant: +$1 on the first Silver."""
    g = build(
        ["Merchant", "Band of Misfits"], hands={0: ["Band of Misfits", "Silver"]}, decks={0: ["Silver"]}
    )
    act(g, "play:Band of Misfits", "become:Merchant", "treasures:all")
    assert g.coins == 5


# ---------------------------------------------------------------- Militia


def test_militia_discards_are_seen_only_by_the_victim():
    """«Сбрасывая несколько карт, вы не обязаны открывать соперникам, какие это карты (видно
    будет только верхнюю)»: others see how many cards the victim discarded, and the top one."""
    g = build(
        ["Militia"], players=3, hands={0: ["Militia"], 1: ["Gold", "Estate", "Duchy", "Copper", "Copper"]}
    )
    start = len(g.events)
    act(g, "play:Militia", "discard:Estate", "discard:Duchy")
    for viewer in (0, 2):
        seen = [e for e in DOMINION.events(g, viewer, start) if e.kind == "discard"]
        assert [(e.cards, e.count) for e in seen] == [((), 1), ((), 1)]
    assert [e.cards for e in DOMINION.events(g, 1, start) if e.kind == "discard"] == [("Estate",), ("Duchy",)]
    assert DOMINION.view(g, 0).discard_top(1) == "Duchy"


def test_throne_room_militia_second_attack_asks_nothing_of_a_hand_of_three():
    """«Если у игрока на руке 3 карты или меньше, он не сбрасывает карт»: Throne Room on
    Militia gives +$4; the second attack finds three cards; Moat may be revealed each time."""
    g = build(
        ["Militia", "Throne Room", "Moat"],
        players=3,
        hands={
            0: ["Throne Room", "Militia"],
            1: ["Copper"] * 4,
            2: ["Moat", "Estate", "Estate", "Estate", "Estate"],
        },
    )
    act(g, "play:Throne Room", "play:Militia", "reveal:Moat", "discard:Copper")
    assert (g.decision.seat, g.decision.kind) == (2, "reaction")  # the second Militia
    act(g, "done", "discard:Estate", "discard:Moat")
    assert g.decision.seat == 0 and g.coins == 4
    assert len(hand(g, 1)) == 3 and hand(g, 2) == ["Estate"] * 3


def test_militia_six_players_discard_in_turn_order():
    """«Каждый другой игрок сбрасывает карты с руки, пока их не останется 3» — in turn order
    from the player's left."""
    g = build(
        ["Militia"],
        players=6,
        current=4,
        hands={4: ["Militia"], **{s: ["Copper"] * 4 for s in (0, 1, 2, 3, 5)}},
    )
    act(g, "play:Militia")
    asked = []
    while g.decision.kind == "discard":
        asked.append(g.decision.seat)
        act(g, "discard:Copper")
    assert asked == [5, 0, 1, 2, 3]


# ---------------------------------------------------------------- Mine


def test_mine_silver_pile_empty_copper_can_only_become_copper():
    """An empty pile cannot be gained from: trashing a Copper with no Silver left gains a Copper
    (costing up to $3) — to the hand."""
    g = build(["Mine"], hands={0: ["Mine", "Copper"]}, piles={"Silver": 0})
    act(g, "play:Mine", "trash:Copper")
    assert ids(g) == {"gain:Copper"}
    act(g, "gain:Copper")
    assert hand(g) == ["Copper"]


def test_mine_trashes_spoils_and_gains_only_supply_treasures():
    """Mine may trash any Treasure (Spoils costs $0) and gains a Treasure from the Supply: Spoils
    is never gained, Counterfeit ($5) is within $3 of a Silver."""
    g = build(["Mine", "Counterfeit", "Bandit Camp"], hands={0: ["Mine", "Spoils", "Silver"]})
    act(g, "play:Mine")
    assert ids(g) == {"trash:Spoils", "trash:Silver", "done"}
    act(g, "trash:Spoils")
    assert ids(g) == {"gain:Copper", "gain:Silver"}
    act(g, "gain:Silver")
    g = build(["Mine", "Counterfeit"], hands={0: ["Mine", "Silver"]})
    act(g, "play:Mine", "trash:Silver")
    assert ids(g) == {"gain:Copper", "gain:Silver", "gain:Gold", "gain:Counterfeit"}


def test_throne_room_mine_upgrades_the_gained_treasure_again():
    """«Полученное сокровище вы берёте из резерва на руку»: the second play of a Throne Room'd
    Mine may trash the Silver the first one gained."""
    g = build(["Mine", "Throne Room"], hands={0: ["Throne Room", "Mine", "Copper"]})
    act(g, "play:Throne Room", "play:Mine", "trash:Copper", "gain:Silver", "trash:Silver", "gain:Gold")
    assert hand(g) == ["Gold"]
    assert trashed(g) == ["Copper", "Silver"]


# ---------------------------------------------------------------- Moat


def test_moat_is_not_offered_against_a_card_that_is_not_an_attack():
    """«Под картами атаки подразумеваются карты, у которых внизу на подложке написано
    «Атака»»: Council Room makes others draw, but no Moat question comes."""
    g = build(["Council Room", "Moat"], hands={0: ["Council Room"], 1: ["Moat"]}, decks={1: ["Gold"]})
    act(g, "play:Council Room")
    assert g.decision.seat == 0
    assert hand(g, 1) == ["Gold", "Moat"]


def test_moat_stays_in_hand_and_may_then_be_played():
    """«Ров остаётся у вас на руке, и в свой следующий ход вы сможете его сыграть»."""
    g = build(
        ["Witch", "Moat"],
        hands={0: ["Witch"], 1: ["Moat", "Copper", "Copper", "Copper", "Copper"]},
        decks={0: ["Copper"] * 7, 1: ["Gold", "Gold"]},
    )
    act(g, "play:Witch", "reveal:Moat", "done")
    assert "Moat" in hand(g, 1) and zone(g, 1, "discard") == []
    assert g.decision.seat == 1 and g.decision.kind == "play_action"
    act(g, "play:Moat")
    assert hand(g, 1).count("Gold") == 2


def test_throne_room_moat_draws_four():
    """Throne Room on Moat (an Action - Reaction): +2 Cards twice."""
    g = build(["Moat", "Throne Room"], hands={0: ["Throne Room", "Moat"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Throne Room", "play:Moat")
    assert len(hand(g)) == 4


# ---------------------------------------------------------------- Moneylender


def test_throne_room_moneylender_with_one_copper_gives_three():
    """Throne Room on Moneylender: the second play finds no Copper and gives nothing."""
    g = build(["Moneylender", "Throne Room"], hands={0: ["Throne Room", "Moneylender", "Copper", "Estate"]})
    act(g, "play:Throne Room", "play:Moneylender", "trash:Copper")
    assert g.coins == 3 and g.decision.kind == "buy"
    assert hand(g) == ["Estate"]


def test_moneylender_trashing_a_copper_lets_market_square_react():
    """A trash in the middle of an effect: the trashed Copper lets Market Square be discarded
    for a Gold."""
    g = build(["Moneylender", "Market Square"], hands={0: ["Moneylender", "Copper", "Market Square"]})
    act(g, "play:Moneylender", "trash:Copper")
    assert g.decision.kind == "trash_trigger"
    act(g, "react:Market Square")
    assert g.coins == 3 and zone(g, 0, "discard") == ["Market Square", "Gold"]


# ---------------------------------------------------------------- Poacher


def test_throne_room_poacher_discards_for_each_play():
    """Throne Room on Poacher: two plays, each drawing first and discarding a card per empty
    Supply pile."""
    g = build(
        ["Poacher", "Throne Room"],
        hands={0: ["Throne Room", "Poacher"]},
        decks={0: ["Copper", "Silver"]},
        piles={"Curse": 0},
    )
    act(g, "play:Throne Room", "play:Poacher", "discard:Copper")
    assert hand(g) == ["Silver"]
    act(g, "discard:Silver")
    assert (g.actions, g.coins) == (2, 2) and hand(g) == []


# ---------------------------------------------------------------- Remodel


def test_remodel_may_gain_another_copy_or_a_cheaper_card():
    """«Вы даже можете получить другую копию той карты, которую выкинули»; the gain may cost
    less."""
    g = build(["Remodel"], hands={0: ["Remodel", "Silver"]})
    act(g, "play:Remodel", "trash:Silver")
    assert {"gain:Silver", "gain:Curse", "gain:Copper", "gain:Market"} <= ids(g)
    act(g, "gain:Silver")
    assert zone(g, 0, "discard") == ["Silver"] and trashed(g) == ["Silver"]


def test_remodel_a_fortress_returns_it_then_gains_up_to_six():
    """A trash trigger in the middle: Fortress goes back to the hand before Remodel gains (its
    cost $4 + $2)."""
    g = build(["Remodel", "Fortress"], hands={0: ["Remodel", "Fortress"]})
    act(g, "play:Remodel", "trash:Fortress")
    assert hand(g) == ["Fortress"] and trashed(g) == []
    assert ids(g) == gains_up_to(g, 6)
    act(g, "gain:Gold")
    assert zone(g, 0, "discard") == ["Gold"]


def test_remodel_a_catacombs_gains_its_cheaper_card_first():
    """Catacombs' "when you trash this" gain comes before Remodel's gain."""
    g = build(["Remodel", "Catacombs"], hands={0: ["Remodel", "Catacombs"]})
    act(g, "play:Remodel", "trash:Catacombs")
    assert g.decision.source == "Catacombs" and ids(g) == gains_up_to(g, 4)
    act(g, "gain:Silver")
    assert g.decision.source == "Remodel" and ids(g) == gains_up_to(g, 7)
    act(g, "gain:Gold")
    assert zone(g, 0, "discard") == ["Silver", "Gold"]


def test_throne_room_remodel_two_trashes_two_gains():
    """Throne Room on Remodel: trash and gain twice; the second trash may be any card left."""
    g = build(["Remodel", "Throne Room"], hands={0: ["Throne Room", "Remodel", "Estate", "Gold"]})
    act(g, "play:Throne Room", "play:Remodel", "trash:Estate", "gain:Smithy", "trash:Gold", "gain:Province")
    assert zone(g, 0, "discard") == ["Smithy", "Province"]
    assert hand(g) == []


# ---------------------------------------------------------------- Sentry


def test_sentry_trashing_a_cultist_loses_track_of_the_card_it_drew():
    """«Посмотрите 2 верхние карты вашей колоды»: trashing the first, a Cultist, draws 3 —
    the second looked-at card among them; Sentry no longer asks about it."""
    g = build(
        ["Sentry", "Cultist"],
        hands={0: ["Sentry"]},
        decks={0: ["Copper", "Cultist", "Estate", "Gold", "Silver"]},
    )
    act(g, "play:Sentry", "trash:Cultist")
    assert hand(g) == ["Copper", "Estate", "Gold", "Silver"]
    assert g.decision.kind == "buy"
    assert zone(g, 0, "deck") == [] and trashed(g) == ["Cultist"]
    ok(g)


def test_throne_room_sentry_looks_twice():
    """Throne Room on Sentry: +2 Cards, +2 Actions, two looks at the top two cards."""
    g = build(
        ["Sentry", "Throne Room"],
        hands={0: ["Throne Room", "Sentry"]},
        decks={0: ["Copper", "Estate", "Curse", "Silver", "Duchy", "Gold"]},
    )
    act(g, "play:Throne Room", "play:Sentry", "trash:Estate", "trash:Curse")
    assert hand(g) == ["Copper", "Silver"]
    act(g, "discard:Duchy", "keep:Gold")
    assert zone(g, 0, "deck") == ["Gold"] and g.actions == 2
    assert trashed(g) == ["Curse", "Estate"]


# ---------------------------------------------------------------- Smithy


def test_band_of_misfits_as_smithy_draws_three():
    """Band of Misfits playing as Smithy ($4) follows Smithy's instructions."""
    g = build(["Smithy", "Band of Misfits"], hands={0: ["Band of Misfits"]}, decks={0: ["Copper"] * 4})
    act(g, "play:Band of Misfits", "become:Smithy")
    assert len(hand(g)) == 3 and g.actions == 0


# ---------------------------------------------------------------- Throne Room


def test_throne_room_played_by_vassal_plays_a_card_from_hand_twice():
    """«В промежутке вы не можете разыгрывать другие карты (если не сказано иного: как в случае
    с «Вассалом» или самим «Тронным залом»)»: a Throne Room discarded by Vassal may be played,
    and it plays an Action from the hand twice."""
    g = build(
        ["Vassal", "Throne Room"],
        hands={0: ["Vassal", "Smithy"]},
        decks={0: ["Throne Room"] + ["Copper"] * 6},
    )
    act(g, "play:Vassal", "play:Throne Room", "play:Smithy")
    assert hand(g) == ["Copper"] * 6
    assert zone(g, 0, "play") == ["Vassal", "Throne Room", "Smithy"]


def test_throne_room_village_then_the_card_drawn_can_use_the_actions():
    """«Итого у вас 4 дополнительных действия»: after Throne Room on Village, two drawn
    Smithies can both be played."""
    g = build(
        ["Throne Room"],
        hands={0: ["Throne Room", "Village"]},
        decks={0: ["Smithy", "Smithy"] + ["Copper"] * 6},
    )
    act(g, "play:Throne Room", "play:Village", "play:Smithy", "play:Smithy")
    assert g.actions == 2 and len(hand(g)) == 6


def test_throne_room_with_procession_plays_it_twice_each_playing_twice():
    """Throne Room on Procession: each Procession play picks an Action, plays it twice, trashes
    it and gains one costing exactly $1 more."""
    g = build(
        ["Throne Room", "Procession", "Village", "Vassal", "Smithy", "Sage"],
        hands={0: ["Throne Room", "Procession", "Village", "Vassal"]},
        decks={0: ["Copper"] * 4 + ["Estate"] * 4},
    )
    act(g, "play:Throne Room", "play:Procession", "play:Village")
    assert ids(g) == {"gain:Smithy", "gain:Militia", "gain:Procession", "gain:Throne Room"}  # $4
    act(g, "gain:Smithy", "play:Vassal")
    assert g.decision.kind == "gain"
    assert sorted(trashed(g)) == ["Vassal", "Village"]


# ---------------------------------------------------------------- Vassal


def test_throne_room_vassal_two_discards_each_may_be_played():
    """Throne Room on Vassal: +$4; each play discards the top card and may play it."""
    g = build(
        ["Vassal", "Throne Room"],
        hands={0: ["Throne Room", "Vassal"]},
        decks={0: ["Village", "Copper", "Smithy", "Gold"]},
    )
    act(g, "play:Throne Room", "play:Vassal", "play:Village")
    assert hand(g) == ["Copper"]
    assert (g.decision.source, ids(g)) == ("Vassal", {"play:Smithy", "done"})  # the second play
    act(g, "done")
    assert g.coins == 4 and zone(g, 0, "discard") == ["Smithy"]
    assert zone(g, 0, "play") == ["Throne Room", "Vassal", "Village"]


def test_vassal_plays_a_discarded_band_of_misfits():
    """«Если сброшенная карта — действие ... переместите её в вашу игровую зону и следуйте её
    указаниям»: a Band of Misfits so played picks the card it is."""
    g = build(
        ["Vassal", "Band of Misfits", "Village"],
        hands={0: ["Vassal"]},
        decks={0: ["Band of Misfits", "Copper"]},
    )
    act(g, "play:Vassal", "play:Band of Misfits")
    assert g.decision.kind == "become"
    act(g, "become:Village")
    assert hand(g) == ["Copper"] and g.actions == 2
    assert zone(g, 0, "play") == ["Vassal", "Band of Misfits"]


# ---------------------------------------------------------------- Village


def test_band_of_misfits_as_village():
    """Band of Misfits playing as Village ($3): +1 Card, +2 Actions."""
    g = build(["Village", "Band of Misfits"], hands={0: ["Band of Misfits"]}, decks={0: ["Copper"]})
    act(g, "play:Band of Misfits", "become:Village")
    assert (g.actions, hand(g)) == (2, ["Copper"])


# ---------------------------------------------------------------- Witch


def test_throne_room_witch_two_curses_each():
    """Throne Room on Witch: +4 Cards; each other player gains a Curse for each play."""
    g = build(
        ["Witch", "Throne Room"], players=3, hands={0: ["Throne Room", "Witch"]}, decks={0: ["Copper"] * 4}
    )
    act(g, "play:Throne Room", "play:Witch")
    assert zone(g, 1, "discard") == ["Curse", "Curse"] == zone(g, 2, "discard")
    assert len(hand(g)) == 4


def test_witch_six_players_curses_in_turn_order_until_they_run_out():
    """«Игроки получают проклятия в порядке хода, начиная с того, кто сидит слева от
    разыгравшего «Ведьму». Это может быть важно в том случае, если стопка проклятий опустеет»."""
    g = build(["Witch"], players=6, current=3, hands={3: ["Witch"]}, piles={"Curse": 3})
    act(g, "play:Witch")
    assert [e.seat for e in events(g, "gain")] == [4, 5, 0]
    assert zone(g, 1, "discard") == zone(g, 2, "discard") == []
    assert pile(g, "Curse") == []


# ---------------------------------------------------------------- Workshop


def test_workshop_gains_victory_cards_and_the_top_knight_at_four():
    """«Карта должна стоить от 0 до 4»: Gardens, Feodum, Sir Martin on top of the Knights."""
    g = build(["Workshop", "Gardens", "Feodum", "Knights"], hands={0: ["Workshop"]})
    set_pile(g, "Knights", ["Sir Martin", "Dame Anna"])
    act(g, "play:Workshop")
    assert {"gain:Gardens", "gain:Feodum", "gain:Sir Martin"} <= ids(g)
    act(g, "gain:Sir Martin")
    assert zone(g, 0, "discard") == ["Sir Martin"] and pile(g, "Knights") == ["Dame Anna"]


def test_workshop_gaining_a_death_cart_gains_two_ruins():
    """Death Cart: «Когда вы покупаете или другим способом получаете Повозку для трупов, вы
    также получаете 2 карты Руин»."""
    g = build(["Workshop", "Death Cart"], hands={0: ["Workshop"]})
    set_pile(g, "Ruins", ["Survivors", "Ruined Market", "Ruined Village"])
    act(g, "play:Workshop", "gain:Death Cart")
    assert zone(g, 0, "discard") == ["Death Cart", "Survivors", "Ruined Market"]
    assert pile(g, "Ruins") == ["Ruined Village"]


def test_throne_room_workshop_gains_twice():
    """Throne Room on Workshop: two cards costing up to $4."""
    g = build(["Workshop", "Throne Room"], hands={0: ["Throne Room", "Workshop"]})
    act(g, "play:Throne Room", "play:Workshop", "gain:Silver", "gain:Smithy")
    assert zone(g, 0, "discard") == ["Silver", "Smithy"]


def test_every_base_kingdom_card_has_a_faq_section_here_or_in_the_card_tests():
    """Breadth: each of the 26 cards is exercised by this file's tests (by name)."""
    text = Path(__file__).read_text(encoding="utf-8")
    base = [d.name for d in T.CARDS if d.set == "base" and d.kingdom]
    assert len(base) == 26
    assert [
        n
        for n in base
        if f"# ---------------------------------------------------------------- {n}\n" not in text
    ] == []
