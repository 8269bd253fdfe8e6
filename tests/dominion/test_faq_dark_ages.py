"""The official FAQ of the 35 Dark Ages kingdom piles (original 2012 text), card by card.

Each test pins a ruling that the scenario tests (test_cards_dark_ages_*.py, test_knights.py)
and the numbered rulings (test_rulings_dark_ages.py) do not: an empty pile, an empty deck, a
card that moved, Throne Room / Procession / Band of Misfits on the card, a trash trigger in
the middle of an effect, 3-6 players. The docstrings quote the Russian book
(shared/rules/dominion-dark-ages.ru.txt, «Описание карт»), else the official FAQ. Where the
Russian text slips (Bandit Camp's «+1 Действие»), the card's own text is followed; see
docs/dominion.md. Decks are listed top card first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dominia.core.errors import InvalidOptions
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.kingdoms import find_kingdom
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import events, hand, ids, ok, pile, set_pile, trashed

SECTION = "# " + "-" * 64 + " "


def gains_up_to(g, limit):
    """The `gain:` ids of every Supply pile whose top card costs at most `limit`."""
    out = set()
    for i, cards in enumerate(g.piles):
        if g.supply[i] and cards and T.COST[cards[-1] & 0xFF] <= limit:
            out.add(f"gain:{T.NAME[cards[-1] & 0xFF]}")
    return out


# ---------------------------------------------------------------- Altar


def test_altar_trashing_a_fortress_still_gains_from_the_supply_only():
    """«Вы отправляете одну карту из руки на Свалку ... и затем получаете одну карту стоимостью
    5 или меньше ... берётся из резерва»: Fortress comes back first; Spoils is never offered."""
    g = build(["Altar", "Fortress", "Bandit Camp"], hands={0: ["Altar", "Fortress"]})
    act(g, "play:Altar", "trash:Fortress")
    assert hand(g) == ["Fortress"] and trashed(g) == []
    assert ids(g) == gains_up_to(g, 5) and "gain:Spoils" not in ids(g)
    act(g, "gain:Duchy")
    assert zone(g, 0, "discard") == ["Duchy"]


def test_throne_room_altar_two_trashes_two_gains():
    """Throne Room on Altar: trash and gain twice."""
    g = build(["Altar", "Throne Room"], hands={0: ["Throne Room", "Altar", "Estate", "Curse"]})
    act(g, "play:Throne Room", "play:Altar", "trash:Estate", "gain:Silver", "trash:Curse", "gain:Duchy")
    assert trashed(g) == ["Curse", "Estate"]
    assert zone(g, 0, "discard") == ["Silver", "Duchy"]


# ---------------------------------------------------------------- Armory


def test_armory_gains_sir_martin_only_when_he_is_on_top():
    """«Если верхней картой колоды Рыцарей является Сэр Мартин, его можно получить при помощи
    Оружейной»; another Knight on top ($5) is out of reach."""
    g = build(["Armory", "Knights"], hands={0: ["Armory"]}, decks={0: ["Gold"]})
    set_pile(g, "Knights", ["Sir Martin", "Dame Anna"])
    act(g, "play:Armory", "gain:Sir Martin")
    assert zone(g, 0, "deck") == ["Sir Martin", "Gold"]
    g = build(["Armory", "Knights"], hands={0: ["Armory"]})
    set_pile(g, "Knights", ["Dame Anna", "Sir Martin"])
    act(g, "play:Armory")
    assert not any(i.startswith(("gain:Dame", "gain:Sir")) for i in ids(g))


def test_armory_gaining_a_death_cart_ruins_go_to_the_discard_pile():
    """«Полученная карта ... кладётся наверх вашей колоды»: the Death Cart; the Ruins it brings
    go to the discard pile as usual."""
    g = build(["Armory", "Death Cart"], hands={0: ["Armory"]})
    set_pile(g, "Ruins", ["Ruined Market", "Survivors", "Ruined Library"])
    act(g, "play:Armory", "gain:Death Cart")
    assert zone(g, 0, "deck") == ["Death Cart"]
    assert zone(g, 0, "discard") == ["Ruined Market", "Survivors"]


def test_throne_room_armory_second_gain_on_top_of_the_first():
    """Throne Room on Armory: two cards onto the deck, the second on top."""
    g = build(["Armory", "Throne Room"], hands={0: ["Throne Room", "Armory"]}, decks={0: ["Copper"]})
    act(g, "play:Throne Room", "play:Armory", "gain:Silver", "gain:Smithy")
    assert zone(g, 0, "deck") == ["Smithy", "Silver", "Copper"]


# ---------------------------------------------------------------- Band of Misfits


def test_band_of_misfits_cannot_copy_an_empty_pile():
    """«Оно не может скопировать карту из опустевшей колоды»."""
    g = build(["Band of Misfits", "Village"], hands={0: ["Band of Misfits"]}, piles={"Village": 0})
    act(g, "play:Band of Misfits")
    assert "become:Village" not in ids(g) and "become:Smithy" in ids(g)


def test_band_of_misfits_with_no_cheaper_action_in_the_supply_does_nothing():
    """«Вы выбираете из резерва одну карту Действия, которая стоит дешевле Отребья»: with none
    there, nothing happens."""
    cheap = ("Cellar", "Chapel", "Moat", "Village", "Smithy", "Militia")
    g = build(["Band of Misfits"], hands={0: ["Band of Misfits"]}, piles=dict.fromkeys(cheap, 0))
    act(g, "play:Band of Misfits")
    assert g.decision.kind == "buy" and events(g, "become") == []
    assert zone(g, 0, "play") == ["Band of Misfits"]


def test_band_of_misfits_as_procession():
    """«Если вы используете Отребье, чтобы скопировать ... Процессию»: it plays an Action twice,
    trashes it and gains one costing exactly $1 more."""
    g = build(
        ["Band of Misfits", "Procession", "Village"],
        hands={0: ["Band of Misfits", "Village"]},
        decks={0: ["Copper", "Copper"]},
    )
    act(g, "play:Band of Misfits", "become:Procession", "play:Village")
    assert trashed(g) == ["Village"] and g.actions == 4
    assert "gain:Procession" in ids(g)  # $4
    act(g, "gain:Procession")
    assert zone(g, 0, "play") == ["Band of Misfits"]


def test_procession_on_band_of_misfits_as_squire_trashed_as_a_squire():
    """Trashed while it is a Squire, Band of Misfits gains an Attack (Squire's ability); then the
    gain costs exactly $1 more than Band of Misfits itself (its own cost, out of play)."""
    g = build(
        ["Band of Misfits", "Procession", "Squire", "Hunting Grounds", "Militia"],
        hands={0: ["Procession", "Band of Misfits"]},
    )
    act(g, "play:Procession", "play:Band of Misfits", "become:Squire", "option:actions")
    assert g.decision.source == "Squire"  # Squire's question again, without a new choice
    assert len(events(g, "become")) == 1
    act(g, "option:buys")
    assert trashed(g) == ["Band of Misfits"]
    assert zone(g, 0, "discard") == ["Militia"]  # the only Attack in the Supply
    assert ids(g) == {"gain:Hunting Grounds"}
    act(g, "gain:Hunting Grounds")
    assert (g.actions, g.buys, g.coins) == (2, 3, 2)
    ok(g)


# ---------------------------------------------------------------- Bandit Camp


def test_throne_room_bandit_camp_two_spoils_four_actions():
    """The card gives +1 Card, +2 Actions (the Russian FAQ's «+1 Действие» is a slip): Throne
    Room on it gives +4 Actions and 2 Spoils. «Карта из колоды берётся до получения Добычи»:
    the second draw finds an empty deck and shuffles the first Spoils in."""
    g = build(
        ["Bandit Camp", "Throne Room"], hands={0: ["Throne Room", "Bandit Camp"]}, decks={0: ["Copper"]}
    )
    act(g, "play:Throne Room", "play:Bandit Camp")
    assert g.actions == 4
    assert hand(g) == ["Copper", "Spoils"]
    assert zone(g, 0, "discard") == ["Spoils"] and len(events(g, "shuffle")) == 1
    assert len(pile(g, "Spoils")) == 13


# ---------------------------------------------------------------- Beggar


def test_beggar_reaction_with_no_silver_left_is_still_discarded():
    """«Если Серебра вообще не осталось, вы ничего не получаете» — the Beggar is discarded all
    the same."""
    g = build(
        ["Beggar", "Militia"],
        hands={0: ["Militia"], 1: ["Beggar", "Copper", "Copper", "Copper"]},
        piles={"Silver": 0},
    )
    act(g, "play:Militia", "reveal:Beggar")
    assert zone(g, 1, "discard") == ["Beggar"] and zone(g, 1, "deck") == []
    assert hand(g, 1) == ["Copper"] * 3 and g.decision.seat == 0


def test_throne_room_beggar_six_coppers_and_three_players_react_in_turn_order():
    """Throne Room on Beggar gains six Coppers to the hand; against an Attack each other player
    reveals in turn order (one Beggar each here)."""
    g = build(["Beggar", "Throne Room"], hands={0: ["Throne Room", "Beggar"]})
    act(g, "play:Throne Room", "play:Beggar")
    assert hand(g) == ["Copper"] * 6
    g = build(
        ["Beggar", "Militia"],
        players=3,
        current=2,
        hands={2: ["Militia"], 0: ["Beggar", "Copper"], 1: ["Beggar", "Copper"]},
    )
    act(g, "play:Militia")
    assert g.decision.seat == 0
    act(g, "reveal:Beggar")
    assert g.decision.seat == 1
    act(g, "reveal:Beggar")
    assert [e.seat for e in events(g, "gain")] == [0, 0, 1, 1]


# ---------------------------------------------------------------- Catacombs


def test_procession_on_catacombs_its_gain_comes_before_processions():
    """«Когда вы отправляете Катакомбы на Свалку, вы получаете одну карту, стоящую меньше, чем
    они»: played twice by Procession (hand, then discard and +3 Cards), then trashed: the cheaper
    card first, then an Action costing exactly $6."""
    g = build(
        ["Catacombs", "Procession", "Altar"],
        hands={0: ["Procession", "Catacombs"]},
        decks={0: ["Copper"] * 3 + ["Estate"] * 3 + ["Silver"] * 3},
    )
    act(g, "play:Procession", "play:Catacombs", "option:hand", "option:discard")
    assert hand(g) == ["Copper"] * 3 + ["Silver"] * 3
    assert zone(g, 0, "discard") == ["Estate"] * 3
    assert g.decision.source == "Catacombs" and ids(g) == gains_up_to(g, 4)
    act(g, "gain:Silver")
    assert g.decision.source == "Procession" and ids(g) == {"gain:Altar"}
    act(g, "gain:Altar")
    assert trashed(g) == ["Catacombs"]


# ---------------------------------------------------------------- Count


def test_count_trash_hand_takes_the_market_square_too():
    """«Либо сбрасываете на Свалку карты из руки»: a Market Square in that hand is trashed with
    the rest and is no longer in the hand to react."""
    g = build(["Count", "Market Square"], hands={0: ["Count", "Market Square", "Copper"]})
    act(g, "play:Count", "option:copper", "option:trash-hand")
    assert trashed(g) == ["Copper", "Market Square"]
    assert zone(g, 0, "discard") == ["Copper"] and g.decision.kind == "buy"


def test_count_with_empty_copper_and_duchy_piles_gains_nothing():
    """«Вы можете выбрать один из вариантов, даже если не можете его выполнить»."""
    g = build(["Count"], hands={0: ["Count", "Estate"]}, piles={"Copper": 0, "Duchy": 0})
    act(g, "play:Count", "option:copper", "option:duchy")
    assert zone(g, 0, "discard") == [] and hand(g) == ["Estate"] and g.coins == 0


def test_throne_room_count_chooses_twice_each_time():
    """Throne Room on Count: both choices are made anew on each play."""
    g = build(
        ["Count", "Throne Room"], hands={0: ["Throne Room", "Count", "Estate", "Gold"]}, decks={0: ["Copper"]}
    )
    act(g, "play:Throne Room", "play:Count", "option:topdeck", "topdeck:Estate", "option:coins")
    act(g, "option:discard2", "discard:Gold", "option:duchy")
    assert zone(g, 0, "deck") == ["Estate", "Copper"]
    assert zone(g, 0, "discard") == ["Gold", "Duchy"] and g.coins == 3


# ---------------------------------------------------------------- Counterfeit


def test_counterfeit_without_another_treasure_asks_nothing():
    """«Можете дважды выложить из руки дополнительную карту Сокровища»: with none, just $1 and
    +1 Buy."""
    g = build(["Counterfeit"], hands={0: ["Counterfeit", "Estate"]})
    act(g, "play:Counterfeit")
    assert (g.decision.kind, g.coins, g.buys) == ("buy", 1, 2)


# ---------------------------------------------------------------- Cultist


def test_cultist_chain_moat_is_revealed_for_each_cultist_separately():
    """Each Cultist played is a new Attack: Moat may be revealed against the first and not the
    second (the Ruins come one per Cultist)."""
    g = build(
        ["Cultist", "Moat"],
        hands={0: ["Cultist", "Cultist"], 1: ["Moat"]},
        decks={0: ["Copper"] * 4},
    )
    act(g, "play:Cultist", "reveal:Moat", "play:Cultist", "done")
    assert g.decision.kind == "buy"
    assert len(zone(g, 1, "discard")) == 1
    assert T.BY_NAME[zone(g, 1, "discard")[0]].pile == "Ruins"
    assert len(hand(g)) == 4 and g.actions == 0


def test_cultist_four_players_ruins_run_out_in_turn_order():
    """«Карты раздаются в порядке хода, начиная с игрока слева от вас ... Если колода Руин
    иссякает, игроки прекращают получать карты»."""
    g = build(["Cultist"], players=4, current=1, hands={1: ["Cultist"]})
    set_pile(g, "Ruins", ["Survivors", "Ruined Village"])
    act(g, "play:Cultist")
    assert zone(g, 2, "discard") == ["Survivors"]
    assert zone(g, 3, "discard") == ["Ruined Village"]
    assert zone(g, 0, "discard") == [] and pile(g, "Ruins") == []


def test_throne_room_cultist_asks_for_another_cultist_after_each_play():
    """Throne Room on Cultist: two plays, two Ruins each other player, and after each play the
    offer to play a Cultist from the hand."""
    g = build(
        ["Cultist", "Throne Room"],
        hands={0: ["Throne Room", "Cultist", "Cultist"]},
        decks={0: ["Copper"] * 6},
    )
    act(g, "play:Throne Room", "play:Cultist", "done")
    assert g.decision.source == "Cultist" and ids(g) == {"play:Cultist", "done"}
    act(g, "play:Cultist")
    assert g.decision.kind == "buy"
    assert len(zone(g, 1, "discard")) == 3
    assert len(hand(g)) == 6


# ---------------------------------------------------------------- Death Cart


def test_throne_room_death_cart_is_trashed_once_and_gives_ten():
    """«Если у вас в руке нет карт Действий, вы обязаны отправить на Свалку Повозку»: the first
    play trashes it; the second finds it gone (lose track) and trashes nothing else."""
    g = build(["Death Cart", "Throne Room"], hands={0: ["Throne Room", "Death Cart", "Copper"]})
    act(g, "play:Throne Room", "play:Death Cart")
    assert g.coins == 10 and trashed(g) == ["Death Cart"]
    assert hand(g) == ["Copper"] and g.decision.kind == "buy"


def test_procession_on_death_cart_trashes_an_action_then_itself():
    """Procession on Death Cart: the first play trashes an Action from the hand, the second
    trashes Death Cart; Procession then loses track of it but still gains ($5)."""
    g = build(["Death Cart", "Procession", "Market"], hands={0: ["Procession", "Death Cart", "Village"]})
    act(g, "play:Procession", "play:Death Cart", "trash:Village")
    # The second play: no Action left in the hand, so it trashes itself without a question.
    assert trashed(g) == ["Death Cart", "Village"]
    assert "gain:Market" in ids(g)
    act(g, "gain:Market")
    assert g.coins == 10


def test_death_cart_trashing_a_cultist_draws_three():
    """«Вы ... либо отправляете из руки на Свалку одну карту Действия»: a Cultist so trashed
    draws 3 at once."""
    g = build(["Death Cart", "Cultist"], hands={0: ["Death Cart", "Cultist"]}, decks={0: ["Gold"] * 3})
    act(g, "play:Death Cart", "trash:Cultist")
    assert hand(g) == ["Gold"] * 3 and zone(g, 0, "play") == ["Death Cart"]


def test_buying_death_cart_with_no_ruins_left():
    """«Если в колоде недостаточно карт Руин, возьмите максимально возможное количество»: none."""
    g = build(["Death Cart"], hands={0: ["Copper"] * 4})
    set_pile(g, "Ruins", [])
    start = len(g.events)
    act(g, "treasures:all", "buy:Death Cart")
    assert [e.cards for e in events(g, "gain", start)] == [("Death Cart",)]


# ---------------------------------------------------------------- Feodum


def test_feodum_trashed_by_a_knight_gains_its_owner_three_silvers():
    """«Если Феод отправляется на Свалку, вы получаете 3 Серебра» — on another player's turn,
    for the Feodum's owner."""
    g = build(["Feodum", "Knights"], hands={0: ["Dame Sylvia"]}, decks={1: ["Feodum", "Copper"]})
    act(g, "play:Dame Sylvia")
    assert trashed(g) == ["Feodum"]
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Silver", "Silver", "Silver"]
    assert zone(g, 0, "discard") == []


# ---------------------------------------------------------------- Forager


def test_throne_room_forager_counts_the_trash_after_each_trash():
    """Throne Room on Forager: +$1 after trashing a Copper, then +$2 after trashing a Silver."""
    g = build(["Forager", "Throne Room"], hands={0: ["Throne Room", "Forager", "Copper", "Silver"]})
    act(g, "play:Throne Room", "play:Forager", "trash:Copper")
    assert g.coins == 1
    act(g, "trash:Silver")
    assert (g.actions, g.buys, g.coins) == (2, 3, 3)


def test_forager_counts_a_trashed_spoils():
    """«+1 Монете за находящиеся на Свалке Сокровища с разными названиями»: a Spoils trashed is a
    Treasure in the trash."""
    g = build(["Forager", "Bandit Camp"], hands={0: ["Forager", "Spoils"]}, trash=["Copper", "Copper"])
    act(g, "play:Forager", "trash:Spoils")
    assert g.coins == 2


# ---------------------------------------------------------------- Fortress


def test_fortress_trashed_by_graverobber_returns_and_counts_as_trashed():
    """«Крепость считается отправленной на Свалку, хотя вы тут же забираете её назад»: Graverobber
    still gains a card costing up to $7."""
    g = build(["Fortress", "Graverobber"], hands={0: ["Graverobber", "Fortress"]})
    act(g, "play:Graverobber", "option:trash-action", "trash:Fortress")
    assert hand(g) == ["Fortress"]
    assert ids(g) == gains_up_to(g, 7)


def test_throne_room_fortress():
    """Throne Room on Fortress: +2 Cards, +4 Actions."""
    g = build(["Fortress", "Throne Room"], hands={0: ["Throne Room", "Fortress"]}, decks={0: ["Copper"] * 2})
    act(g, "play:Throne Room", "play:Fortress")
    assert (g.actions, len(hand(g))) == (4, 2)


# ---------------------------------------------------------------- Graverobber


def test_graverobber_gains_only_cards_costing_three_to_six_and_shows_it():
    """«Взять оттуда карту стоимостью 3-6 монет ... вы должны показать другим игрокам, какую
    карту вы взяли»."""
    g = build(
        ["Graverobber"],
        hands={0: ["Graverobber"]},
        trash=["Spoils", "Hovel", "Madman", "Silver", "Band of Misfits", "Dame Anna", "Gold", "Province"],
    )
    act(g, "play:Graverobber", "option:gain-trash")
    assert ids(g) == {"gain:Silver", "gain:Band of Misfits", "gain:Dame Anna", "gain:Gold"}
    start = len(g.events)
    act(g, "gain:Dame Anna")
    assert zone(g, 0, "deck") == ["Dame Anna"]
    assert [e.cards for e in DOMINION.events(g, 1, start) if e.kind == "gain"] == [("Dame Anna",)]


def test_throne_room_graverobber_one_mode_each_play():
    """Throne Room on Graverobber: a choice each play, e.g. a card from the trash, then an
    Action trashed for a card costing up to $3 more."""
    g = build(
        ["Graverobber", "Throne Room"], hands={0: ["Throne Room", "Graverobber", "Village"]}, trash=["Silver"]
    )
    act(g, "play:Throne Room", "play:Graverobber", "option:gain-trash", "gain:Silver")
    act(g, "option:trash-action", "trash:Village")
    assert ids(g) == gains_up_to(g, 6)
    act(g, "gain:Gold")
    assert zone(g, 0, "deck") == ["Silver"] and zone(g, 0, "discard") == ["Gold"]
    assert trashed(g) == ["Village"]


# ---------------------------------------------------------------- Hermit


def test_hermit_never_trashes_a_treasure_nor_gains_optionally():
    """«Вы не ... можете сбрасывать на Свалку Сокровища» (Counterfeit, Spoils neither); «Если
    получение карты возможно, то оно обязательно» (no "gain nothing")."""
    g = build(
        ["Hermit", "Counterfeit", "Bandit Camp"],
        hands={0: ["Hermit", "Counterfeit", "Spoils", "Estate"]},
        discards={0: ["Copper", "Curse"]},
    )
    act(g, "play:Hermit")
    assert ids(g) == {"trash:Estate", "trash-discard:Curse", "done"}
    act(g, "trash-discard:Curse")
    assert "done" not in ids(g) and ids(g) == gains_up_to(g, 3)


def test_hermit_gaining_without_buying_is_still_trashed():
    """«Полученные любым другим способом карты не влияют на способность Отшельника»: a Workshop
    gain is not a buy."""
    g = build(
        ["Hermit", "Workshop"], hands={0: ["Necropolis", "Hermit", "Workshop"]}, decks={0: ["Copper"] * 5}
    )
    act(g, "play:Necropolis", "play:Hermit", "done", "gain:Silver", "play:Workshop", "gain:Silver", "done")
    assert trashed(g) == ["Hermit"]
    assert "Madman" in zone(g, 0, "discard")


def test_hermit_with_the_madman_pile_empty_is_trashed_for_nothing():
    """Hermit is trashed when discarded from play without a buy; with no Madman left nothing is
    gained."""
    g = build(["Hermit"], hands={0: ["Hermit"]}, decks={0: ["Copper"] * 5}, piles={"Madman": 0})
    act(g, "play:Hermit", "gain:Chapel", "done")
    assert trashed(g) == ["Hermit"]
    assert zone(g, 0, "discard") == ["Chapel"] and hand(g) == ["Copper"] * 5


# ---------------------------------------------------------------- Hunting Grounds


def test_hunting_grounds_trashed_by_a_knight_on_another_turn():
    """«Если эта карта отправляется на Свалку, вы получаете или Герцогство, или 3 Поместья» —
    its owner chooses, on the Knight's turn."""
    g = build(
        ["Hunting Grounds", "Knights"], hands={0: ["Dame Sylvia"]}, decks={1: ["Hunting Grounds", "Copper"]}
    )
    act(g, "play:Dame Sylvia")
    assert (g.decision.seat, g.decision.source) == (1, "Hunting Grounds")
    act(g, "option:estates")
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Estate", "Estate", "Estate"]


def test_hunting_grounds_duchy_pile_empty_gains_nothing():
    """Choosing the Duchy with the Duchy pile empty gains nothing."""
    g = build(["Hunting Grounds", "Chapel"], hands={0: ["Chapel", "Hunting Grounds"]}, piles={"Duchy": 0})
    act(g, "play:Chapel", "trash:Hunting Grounds", "option:duchy")
    assert zone(g, 0, "discard") == []


def test_throne_room_hunting_grounds_draws_eight():
    """Throne Room on Hunting Grounds: +8 Cards."""
    g = build(
        ["Hunting Grounds", "Throne Room"],
        hands={0: ["Throne Room", "Hunting Grounds"]},
        decks={0: ["Copper"] * 9},
    )
    act(g, "play:Throne Room", "play:Hunting Grounds")
    assert len(hand(g)) == 8


# ---------------------------------------------------------------- Ironmonger


def test_throne_room_ironmonger_the_kept_card_is_drawn_by_the_second_play():
    """«Либо сбросьте её, либо верните обратно наверх колоды»: a Village left on top gives +1
    Action, and Throne Room's second play draws it and reveals the next card."""
    g = build(
        ["Ironmonger", "Throne Room"],
        hands={0: ["Throne Room", "Ironmonger"]},
        decks={0: ["Copper", "Village", "Gold"]},
    )
    act(g, "play:Throne Room", "play:Ironmonger", "done")
    assert hand(g) == ["Copper", "Village"]
    assert g.decision.ids() == ["discard:Gold", "done"]
    act(g, "discard:Gold")
    assert (g.actions, g.coins) == (3, 1)


# ---------------------------------------------------------------- Junk Dealer


def test_junk_dealer_trashing_a_cultist_draws_three():
    """«Вы берёте карту из колоды до того, как решить, какую карту отправить на Свалку»; a
    Cultist trashed then draws 3."""
    g = build(
        ["Junk Dealer", "Cultist"],
        hands={0: ["Junk Dealer", "Cultist"]},
        decks={0: ["Copper", "Silver", "Gold", "Estate"]},
    )
    act(g, "play:Junk Dealer", "trash:Cultist")
    assert hand(g) == ["Copper", "Estate", "Gold", "Silver"]


def test_throne_room_junk_dealer_trashes_twice():
    """Throne Room on Junk Dealer: +2 Cards, +2 Actions, +$2, two cards trashed."""
    g = build(
        ["Junk Dealer", "Throne Room"],
        hands={0: ["Throne Room", "Junk Dealer", "Estate"]},
        decks={0: ["Curse", "Gold"]},
    )
    act(g, "play:Throne Room", "play:Junk Dealer", "trash:Estate", "trash:Curse")
    assert (g.actions, g.coins, hand(g)) == (2, 2, ["Gold"])
    assert trashed(g) == ["Curse", "Estate"]


# ---------------------------------------------------------------- Knights


def test_procession_on_a_knight_trashed_by_its_own_first_attack():
    """«Если на Свалку отправляется Рыцарь, вы тоже отправляете на Свалку выложенного вами
    Рыцаря»: Procession still plays it a second time, then loses track of it and gains an
    Action costing exactly $6."""
    g = build(
        ["Knights", "Procession", "Altar"],
        hands={0: ["Procession", "Sir Bailey"]},
        decks={0: ["Copper", "Copper"], 1: ["Dame Anna", "Copper", "Silver", "Estate"]},
    )
    act(g, "play:Procession", "play:Sir Bailey")
    assert trashed(g) == ["Dame Anna", "Silver", "Sir Bailey"]
    assert g.actions == 2 and hand(g) == ["Copper", "Copper"]
    assert ids(g) == {"gain:Altar"}
    act(g, "gain:Altar")
    ok(g)


def test_procession_on_sir_vander_gains_a_gold_before_the_action():
    """«Если Сэр Вандер отправляется на Свалку, вы получаете одно Золото»: trashed by Procession,
    the Gold comes first, then an Action costing exactly $6."""
    g = build(["Knights", "Procession", "Altar"], hands={0: ["Procession", "Sir Vander"]})
    act(g, "play:Procession", "play:Sir Vander")
    assert trashed(g) == ["Sir Vander"] and zone(g, 0, "discard") == ["Gold"]
    assert ids(g) == {"gain:Altar"}


def test_knights_three_players_victims_in_turn_order_each_choosing():
    """«Общий эффект карт Рыцарей разыгрывается в порядке хода, начиная с игрока слева от вас»;
    a victim decides only if both cards cost $3-$6."""
    g = build(
        ["Knights"],
        players=3,
        current=1,
        hands={1: ["Dame Sylvia"]},
        decks={2: ["Silver", "Gold"], 0: ["Duchy", "Copper"]},
    )
    act(g, "play:Dame Sylvia")
    assert (g.decision.seat, ids(g)) == (2, {"trash:Silver", "trash:Gold"})
    act(g, "trash:Silver")
    assert [e.seat for e in events(g, "trash")] == [2, 0]
    assert trashed(g) == ["Duchy", "Silver"] and g.coins == 2


# ---------------------------------------------------------------- Marauder


def test_throne_room_marauder_two_spoils_two_ruins_each():
    """Throne Room on Marauder, three players: two Spoils for the player, two Ruins for each
    other player, in turn order each time."""
    g = build(["Marauder", "Throne Room"], players=3, hands={0: ["Throne Room", "Marauder"]})
    set_pile(g, "Ruins", ["Survivors", "Ruined Village", "Ruined Market", "Ruined Library", "Abandoned Mine"])
    act(g, "play:Throne Room", "play:Marauder")
    assert zone(g, 0, "discard") == ["Spoils", "Spoils"]
    assert zone(g, 1, "discard") == ["Survivors", "Ruined Market"]
    assert zone(g, 2, "discard") == ["Ruined Village", "Ruined Library"]


# ---------------------------------------------------------------- Market Square


def test_market_square_reacts_to_a_hovel_trashed_when_buying_a_victory_card():
    """«Когда любая из ваших карт отправляется на Свалку, вы можете сбросить из руки Базарную
    площадь» — in the Buy phase too."""
    g = build(["Market Square"], hands={0: ["Market", "Hovel", "Market Square", "Silver", "Copper"]})
    act(g, "play:Market", "done", "treasures:all", "buy:Estate", "trash:Hovel", "react:Market Square")
    assert trashed(g) == ["Hovel"]
    assert zone(g, 0, "discard") == ["Estate", "Market Square", "Gold"]
    assert g.decision.kind == "buy" and g.buys == 1


def test_throne_room_market_square():
    """Throne Room on Market Square: +2 Cards, +2 Actions, +2 Buys."""
    g = build(
        ["Market Square", "Throne Room"],
        hands={0: ["Throne Room", "Market Square"]},
        decks={0: ["Copper"] * 2},
    )
    act(g, "play:Throne Room", "play:Market Square")
    assert (g.actions, g.buys, len(hand(g))) == (2, 3, 2)


# ---------------------------------------------------------------- Mystic


def test_mystic_a_knight_must_be_named_exactly():
    """«Сэр Дестри и Сэр Мартин – это не одно и то же»: naming another Knight misses."""
    g = build(["Mystic", "Knights"], hands={0: ["Mystic"]}, decks={0: ["Sir Martin"]})
    act(g, "play:Mystic")
    assert {"name:Sir Destry", "name:Sir Martin"} <= ids(g) and "name:Knights" not in ids(g)
    act(g, "name:Sir Destry")
    assert hand(g) == [] and zone(g, 0, "deck") == ["Sir Martin"]


def test_throne_room_mystic_names_twice():
    """Throne Room on Mystic: +2 Actions, +$4, two names; the first hit's card is no longer on
    top for the second."""
    g = build(["Mystic", "Throne Room"], hands={0: ["Throne Room", "Mystic"]}, decks={0: ["Gold", "Silver"]})
    act(g, "play:Throne Room", "play:Mystic", "name:Gold", "name:Silver")
    assert hand(g) == ["Gold", "Silver"] and (g.actions, g.coins) == (2, 4)


# ---------------------------------------------------------------- Pillage


def test_pillage_victim_with_four_cards_is_not_revealed():
    """«У которых в руке 5 или более карт»: a hand of four is neither revealed nor touched."""
    g = build(["Pillage"], hands={0: ["Pillage"], 1: ["Copper"] * 4})
    start = len(g.events)
    act(g, "play:Pillage")
    assert events(g, "reveal", start, seat=1) == [] and len(hand(g, 1)) == 4
    assert zone(g, 0, "discard") == ["Spoils", "Spoils"]


def test_procession_on_pillage_trashed_on_its_first_play():
    """«Сначала отправьте Разбойничий набег на Свалку»: the first play trashes it; the second
    still attacks and gains 2 Spoils; Procession loses track, still gains an Action costing $6."""
    g = build(
        ["Pillage", "Procession", "Altar"],
        hands={0: ["Procession", "Pillage"], 1: ["Gold", "Copper", "Copper", "Copper", "Copper", "Estate"]},
    )
    act(g, "play:Procession", "play:Pillage", "discard:Gold", "discard:Estate")
    assert trashed(g) == ["Pillage"] and hand(g, 1) == ["Copper"] * 4
    assert zone(g, 0, "discard") == ["Spoils"] * 4
    assert ids(g) == {"gain:Altar"}


# ---------------------------------------------------------------- Poor House


def test_throne_room_poor_house_counts_the_treasures_each_time():
    """«Вы открываете свою руку и теряете по 1 монете за каждую находящуюся там карту
    Сокровища» — on each play."""
    g = build(
        ["Poor House", "Throne Room"], hands={0: ["Throne Room", "Poor House", "Copper", "Copper", "Silver"]}
    )
    act(g, "play:Throne Room", "play:Poor House")
    assert g.coins == 2  # (4 - 3) twice
    assert len(events(g, "reveal", seat=0)) == 2


# ---------------------------------------------------------------- Procession


def test_procession_on_procession():
    """«Если вы используете Процессию на Процессию, вы дважды выложите карту Действия ... затем
    отправите на Свалку Процессию и получите карту Действия стоимостью на 1 монету больше»."""
    g = build(
        ["Procession", "Village", "Smithy", "Market Square", "Market", "Festival"],
        hands={0: ["Procession", "Procession", "Village", "Market Square"]},
        decks={0: ["Copper"] * 8},
    )
    act(
        g,
        "play:Procession",
        "play:Procession",
        "play:Village",
        "done",  # the Village trashed: the Market Square in hand may react
        "gain:Smithy",
        "play:Market Square",
        "gain:Smithy",
    )
    assert trashed(g) == ["Market Square", "Procession", "Village"]  # the inner one trashed too
    assert g.decision.kind == "gain" and {"gain:Market", "gain:Festival"} <= ids(g)
    act(g, "gain:Festival")
    assert zone(g, 0, "discard") == ["Smithy", "Smithy", "Festival"]


def test_procession_on_a_ruins_gains_an_action_costing_one():
    """Ruins are Action cards («считаются картами Действий ... например как способность карты
    Процессия»): a Ruined Village ($0) becomes a Poor House ($1)."""
    g = build(["Procession", "Cultist", "Poor House"], hands={0: ["Procession", "Ruined Village"]})
    act(g, "play:Procession", "play:Ruined Village")
    assert g.actions == 2 and ids(g) == {"gain:Poor House"}


def test_procession_with_no_action_of_that_cost_gains_nothing():
    """«Может случиться, что в резерве не окажется карты подходящей стоимости»; Hunting Grounds'
    own trash trigger comes first."""
    g = build(
        ["Procession", "Hunting Grounds"],
        hands={0: ["Procession", "Hunting Grounds"]},
        decks={0: ["Copper"] * 8},
    )
    act(g, "play:Procession", "play:Hunting Grounds")
    assert g.decision.source == "Hunting Grounds"
    act(g, "option:duchy")
    assert g.decision.kind == "buy" and trashed(g) == ["Hunting Grounds"]
    assert zone(g, 0, "discard") == ["Duchy"]


def test_procession_on_necropolis_a_shelter_that_is_an_action():
    """Necropolis is an Action (a Shelter): Procession may play it, trash it, and gain an Action
    costing exactly $2."""
    g = build(["Procession"], hands={0: ["Procession", "Necropolis"]})
    act(g, "play:Procession", "play:Necropolis")
    assert g.actions == 4 and trashed(g) == ["Necropolis"]
    assert ids(g) == {"gain:Cellar", "gain:Chapel", "gain:Moat"}


# ---------------------------------------------------------------- Rats


def test_throne_room_rats_gains_two_rats_trashes_two_cards():
    """«Сначала возьмите из колоды одну карту; затем получите ... Крыс; затем отправьте на
    Свалку одну карту из руки, кроме Крыс» — twice."""
    g = build(
        ["Rats", "Throne Room"], hands={0: ["Throne Room", "Rats", "Estate"]}, decks={0: ["Curse", "Rats"]}
    )
    act(g, "play:Throne Room", "play:Rats", "trash:Estate")
    # The second play draws the Rats; the Curse is the only other card: trashed without asking.
    assert hand(g) == ["Rats"]
    assert trashed(g) == ["Curse", "Estate"]
    assert zone(g, 0, "discard") == ["Rats", "Rats"]


def test_procession_on_rats_draws_when_trashed_then_gains():
    """«Если Крысы отправляются на Свалку, вы берёте из своей колоды одну карту» — before
    Procession's gain of an Action costing exactly $5."""
    g = build(
        ["Rats", "Procession", "Market"],
        hands={0: ["Procession", "Rats", "Estate", "Curse"]},
        decks={0: ["Copper", "Copper", "Gold"]},
    )
    act(g, "play:Procession", "play:Rats", "trash:Estate", "trash:Curse")
    assert hand(g) == ["Copper", "Copper", "Gold"]
    assert "gain:Market" in ids(g)


# ---------------------------------------------------------------- Rebuild


def test_rebuild_trashing_a_feodum_gains_its_silvers_first():
    """A trash trigger in the middle: the Feodum's 3 Silvers come before Rebuild's Victory card
    costing up to $7."""
    g = build(["Rebuild", "Feodum"], hands={0: ["Rebuild"]}, decks={0: ["Copper", "Feodum", "Gold"]})
    act(g, "play:Rebuild", "name:Province")
    assert zone(g, 0, "discard") == ["Copper", "Silver", "Silver", "Silver"]
    assert ids(g) == {"gain:Estate", "gain:Duchy", "gain:Feodum"}
    act(g, "gain:Duchy")
    assert zone(g, 0, "deck") == ["Gold"]


def test_throne_room_rebuild_names_and_rebuilds_twice():
    """Throne Room on Rebuild: +2 Actions, two names, two Victory cards rebuilt."""
    g = build(
        ["Rebuild", "Throne Room"], hands={0: ["Throne Room", "Rebuild"]}, decks={0: ["Estate", "Duchy"]}
    )
    act(g, "play:Throne Room", "play:Rebuild", "name:Duchy", "gain:Duchy", "name:Estate")
    assert trashed(g) == ["Duchy", "Estate"]
    assert "gain:Province" in ids(g)
    act(g, "gain:Province")
    assert zone(g, 0, "discard") == ["Duchy", "Province"] and g.actions == 2


# ---------------------------------------------------------------- Rogue


def test_throne_room_rogue_gains_then_attacks():
    """«Если на Свалке есть карты стоимостью 3-6 монет, вы обязаны взять одну ... Если на Свалке
    нет карт стоимостью 3-6 монет, вы вместо этого вынуждаете каждого игрока ...»."""
    g = build(
        ["Rogue", "Throne Room"],
        hands={0: ["Throne Room", "Rogue"]},
        decks={1: ["Silver", "Copper"]},
        trash=["Gold"],
    )
    act(g, "play:Throne Room", "play:Rogue")
    assert zone(g, 0, "discard") == ["Gold"]
    assert trashed(g) == ["Silver"] and zone(g, 1, "discard") == ["Copper"]
    assert g.coins == 4


def test_rogue_trashing_a_victims_feodum_gains_the_victim_three_silvers():
    """A trash on another player's turn: the Feodum's owner gains the Silvers."""
    g = build(["Rogue", "Feodum"], hands={0: ["Rogue"]}, decks={1: ["Feodum", "Estate"]})
    act(g, "play:Rogue")
    assert trashed(g) == ["Feodum"]
    assert sorted(zone(g, 1, "discard")) == ["Estate", "Silver", "Silver", "Silver"]


# ---------------------------------------------------------------- Sage


def test_throne_room_sage_two_cards_and_public_reveals():
    """Throne Room on Sage: two cards costing $3 or more; the revealed cards are public and
    discarded («остальные открытые карты кладёте в сброс»)."""
    g = build(
        ["Sage", "Throne Room"],
        hands={0: ["Throne Room", "Sage"]},
        decks={0: ["Copper", "Silver", "Estate", "Province"]},
    )
    start = len(g.events)
    act(g, "play:Throne Room", "play:Sage")
    assert hand(g) == ["Province", "Silver"] and g.actions == 2
    assert zone(g, 0, "discard") == ["Copper", "Estate"]
    shown = [e.cards for e in DOMINION.events(g, 1, start) if e.kind == "reveal"]
    assert shown == [("Copper",), ("Silver",), ("Estate",), ("Province",)]


# ---------------------------------------------------------------- Scavenger


def test_throne_room_scavenger_asks_again_for_the_new_deck():
    """Throne Room on Scavenger: +$4; the first play puts the deck away and a card on top; the
    second may put that one-card deck away again and picks again («помещение карты из стопки
    сброса наверх вашей колоды – нет» optional)."""
    g = build(
        ["Scavenger", "Throne Room"],
        hands={0: ["Throne Room", "Scavenger"]},
        decks={0: ["Estate", "Curse"]},
        discards={0: ["Gold"]},
    )
    act(g, "play:Throne Room", "play:Scavenger", "yes", "topdeck:Gold")
    assert zone(g, 0, "deck") == ["Gold"]
    assert g.decision.kind == "yes_no"
    act(g, "yes", "topdeck:Gold")
    assert zone(g, 0, "deck") == ["Gold"] and g.coins == 4


# ---------------------------------------------------------------- Squire


def test_procession_on_squire_gains_an_attack_then_an_action_costing_three():
    """«Если Оруженосец по какой-то причине отправляется на Свалку, вы получаете карту Атаки»:
    Procession trashes it — the Attack first, then an Action costing exactly $3."""
    g = build(["Squire", "Procession", "Militia", "Witch", "Village"], hands={0: ["Procession", "Squire"]})
    act(g, "play:Procession", "play:Squire", "option:silver", "option:actions")
    assert g.decision.source == "Squire" and ids(g) == {"gain:Militia", "gain:Witch"}
    act(g, "gain:Witch")
    assert g.decision.source == "Procession" and ids(g) == {"gain:Village"}
    act(g, "gain:Village")
    assert zone(g, 0, "discard") == ["Silver", "Witch", "Village"]
    assert (g.actions, g.coins) == (2, 2)


# ---------------------------------------------------------------- Storeroom


def test_storeroom_reshuffles_the_cards_just_discarded():
    """«Сбросьте любое количество карт из руки и возьмите то же количество»: with an empty deck
    the discarded cards are shuffled back and drawn."""
    g = build(["Storeroom"], hands={0: ["Storeroom", "Estate", "Estate"]})
    act(g, "play:Storeroom", "discard:Estate", "discard:Estate")
    assert hand(g) == ["Estate", "Estate"]
    assert len(events(g, "shuffle")) == 1 and g.decision.kind == "discard"


# ---------------------------------------------------------------- Urchin


def test_throne_room_urchin_discard_down_to_four_twice():
    """Throne Room on Urchin: +2 Cards, +2 Actions; the second attack finds four cards and asks
    nothing."""
    g = build(
        ["Urchin", "Throne Room"],
        players=3,
        hands={0: ["Throne Room", "Urchin"], 1: ["Copper"] * 6, 2: ["Copper"] * 4},
        decks={0: ["Copper"] * 2},
    )
    act(g, "play:Throne Room", "play:Urchin", "discard:Copper", "discard:Copper")
    assert (g.decision.seat, g.actions) == (0, 2)
    assert len(hand(g, 1)) == 4 and len(hand(g, 2)) == 4


def test_urchin_is_offered_for_each_play_of_a_throne_roomed_attack():
    """«Если Сорванец находится в игре, когда вы выкладываете другую карту Атаки, до того как
    начать разыгрывать её эффекты вы можете отправить Сорванца на Свалку»: each play of a Militia
    by Throne Room is such a play; kept the first time, it is offered again."""
    g = build(
        ["Urchin", "Throne Room", "Militia"],
        hands={0: ["Urchin", "Throne Room", "Militia"]},
        decks={0: ["Copper"]},
    )
    act(g, "play:Urchin", "play:Throne Room", "play:Militia")
    assert (g.decision.source, g.coins) == ("Urchin", 0)
    act(g, "done")
    assert (g.decision.source, g.coins) == ("Urchin", 2)
    act(g, "trash:Urchin")
    assert trashed(g) == ["Urchin"] and zone(g, 0, "discard") == ["Mercenary"]
    assert g.coins == 4


# ---------------------------------------------------------------- Vagrant


def test_throne_room_vagrant_reveals_twice():
    """Throne Room on Vagrant: +2 Cards, +2 Actions, two reveals."""
    g = build(
        ["Vagrant", "Throne Room"],
        hands={0: ["Throne Room", "Vagrant"]},
        decks={0: ["Copper", "Estate", "Silver", "Curse"]},
    )
    act(g, "play:Throne Room", "play:Vagrant")
    assert hand(g) == ["Copper", "Curse", "Estate", "Silver"] and g.actions == 2


# ---------------------------------------------------------------- Wandering Minstrel


def test_wandering_minstrel_multi_type_action_cards_go_back():
    """«Карта с несколькими типами, один из которых Действие, считается картой Действия»: Ruins
    and Knights go back on the deck, Overgrown Estate is discarded."""
    g = build(
        ["Wandering Minstrel"],
        hands={0: ["Wandering Minstrel"]},
        decks={0: ["Copper", "Ruined Village", "Overgrown Estate", "Dame Molly"]},
    )
    act(g, "play:Wandering Minstrel", "top:Dame Molly")
    assert zone(g, 0, "deck") == ["Dame Molly", "Ruined Village"]
    assert zone(g, 0, "discard") == ["Overgrown Estate"]


def test_wandering_minstrel_reshuffles_to_reveal_three():
    """«Перемешайте стопку сброса, если в колоде недостаточно карт. Если в колоде всё равно
    недостаточное количество карт, откройте максимально возможное количество»."""
    g = build(
        ["Wandering Minstrel"],
        hands={0: ["Wandering Minstrel"]},
        decks={0: ["Copper", "Village"]},
        discards={0: ["Smithy"]},
    )
    act(g, "play:Wandering Minstrel")
    assert len(events(g, "shuffle")) == 1
    assert ids(g) == {"top:Village", "top:Smithy"}
    act(g, "top:Smithy")
    assert zone(g, 0, "deck") == ["Smithy", "Village"]


# ---------------------------------------------------------------- Spoils


def test_spoils_may_be_kept_in_hand():
    """«Помните, что вы не обязаны выкладывать из руки Сокровище»."""
    g = build(["Bandit Camp"], hands={0: ["Spoils", "Copper"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Copper")
    assert hand(g) == ["Spoils"] and g.coins == 1
    act(g, "done")
    assert zone(g, 0, "discard") == ["Spoils", "Copper"] and len(pile(g, "Spoils")) == 15


# ---------------------------------------------------------------- Mercenary


def test_throne_room_mercenary_trashes_two_cards_each_play():
    """«Вы можете сбросить на Свалку 2 карты из руки. Если вы это делаете, вы тянете взамен две
    карты из своей колоды, получаете +2 Монеты»: played twice, each play decides again."""
    g = build(
        ["Urchin", "Throne Room"],
        hands={0: ["Throne Room", "Mercenary", "Estate", "Curse", "Copper"], 1: ["Copper"] * 5},
        decks={0: ["Gold", "Gold", "Silver", "Silver"]},
    )
    act(g, "play:Throne Room", "play:Mercenary", "trash:Estate", "trash:Curse")
    assert (g.decision.seat, g.decision.kind) == (1, "discard")
    act(g, "discard:Copper", "discard:Copper")
    assert g.decision.source == "Mercenary" and g.decision.seat == 0
    act(g, "done")
    assert g.coins == 2 and hand(g) == ["Copper", "Gold", "Gold"]


# ---------------------------------------------------------------- the book's slips


def test_book_slip_infestations_lists_nine_cards_dominia_keeps_ten():
    """«Заражение: Оружейная, Сектант, Феод, Базарная площадь, Крысы; Подмастерье, Чаша
    предсказаний, Изменение, Виноградник» — nine cards; the original printing's tenth is
    Wandering Minstrel. Dominia lists all ten; the kingdom needs Alchemy and is refused."""
    k = find_kingdom("Заражение", playable=False)
    assert len(k.cards) == 10 and "Wandering Minstrel" in k.cards and k.needs == ("Alchemy",)
    with pytest.raises(InvalidOptions, match="Alchemy"):
        find_kingdom("infestations")


def test_every_dark_ages_kingdom_pile_has_a_faq_section():
    text = Path(__file__).read_text(encoding="utf-8")
    piles = [d.name for d in T.CARDS if d.set == "dark-ages" and d.kingdom]
    assert len(piles) == 35
    assert [n for n in piles if f"{SECTION}{n}\n" not in text] == []
