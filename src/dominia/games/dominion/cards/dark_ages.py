"""Dark Ages (original 2012 text): the cards that carry the expansion's machinery.

Band of Misfits, Beggar, Counterfeit, Cultist, Death Cart, Fortress, Hermit,
Market Square, Procession, Urchin, the Ruins, the Shelters and the non-Supply
Spoils, Madman and Mercenary. The Knights are in knights.py; the other kingdom
cards in dark_ages_more.py and dark_ages_rest.py. Russian names are the book's.
"""

from __future__ import annotations

from typing import Any

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import (
    ACTION,
    ATTACK,
    LOOTER,
    REACTION,
    RUINS,
    SHELTER,
    TREASURE,
    VICTORY,
    CardDef,
    card_msg,
)
from dominia.games.dominion.engine import (
    CONT,
    COPPER,
    GOLD,
    SILVER,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    attack_each,
    card_name,
    discard,
    discard_all,
    draw,
    gain,
    gain_from_pile,
    gain_top,
    identity,
    log,
    peek,
    pick,
    pile_for,
    play_as,
    play_card,
    return_to_pile,
    reveal_top,
    take,
    trash,
    trash_cards,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any
SET = "dark-ages"


def _actions(cards: list[int]) -> list[int]:
    return [c for c in cards if T.TYPES[c & M] & ACTION]


def discard_down_to(n: int) -> Any:
    """A victim frame: discard down to n cards in hand (Urchin 4, Mercenary / Sir Michael 3)."""

    def victim(g: G, fr: F, ch: str | None) -> Result:
        hand = g.players[fr.seat].hand
        if ch is not None:
            discard(g, fr.seat, pick(hand, ch), hand)
        if len(hand) <= n:
            return None
        return ask_cards(
            g,
            fr.seat,
            "discard",
            msg("prompt-discard-down", card=card_name(fr.card & M), n=n, more=len(hand) - n),
            hand,
            "discard",
            source=fr.card,
        )

    victim.__name__ = f"discard_down_to_{n}"
    return victim


discard_down_to_3 = discard_down_to(3)
discard_down_to_4 = discard_down_to(4)


def gain_ruins(g: G, fr: F, ch: str | None) -> Result:
    """Victim frame of the Looters: gain the top Ruins."""
    gain_top(g, fr.seat, "Ruins")


def trash_one_of_two(g: G, fr: F, ch: str | None) -> Result:
    """Victim frame of Rogue and the Knights: reveal the top 2 cards, trash one costing
    from $3 to $6 (the victim's choice if both do), discard the rest.

    `fr.v["trashed"]` is the trashed card (-1 if none) once this returns None.
    """
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 1:  # after the trash and its triggers (a Cultist draws the cards below)
        discard_all(g, fr.seat, v["shown"], p.aside)
        return None
    if ch is None:
        shown = reveal_top(g, fr.seat, 2)
        v["shown"] = shown
        targets = [c for c in shown if 3 <= T.COST[c & M] <= 6]
        if len({c & M for c in targets}) > 1:
            return ask_cards(
                g,
                fr.seat,
                "trash",
                msg("prompt-trash-revealed", card=card_name(identity(g, fr.card))),
                targets,
                "trash",
                source=fr.card,
            )
        victim = targets[0] if targets else None
    else:
        victim = pick(list(v["shown"]), ch)
    fr.stage = 1
    v["trashed"] = -1 if victim is None else victim
    if victim is not None:
        trash(g, fr.seat, victim, p.aside)
    return CONT


def card(name: str, cost: int, types: int, play: Any, ru: str, text: str, **kw: Any) -> CardDef:
    """A Dark Ages card definition (a kingdom card unless kingdom=False is given)."""
    kw.setdefault("kingdom", True)
    return CardDef(name, cost, types, SET, (), {"ru": ru}, play=play, text=text, **kw)


# ------------------------------------------------------------ Ruins


def abandoned_mine(g: G, fr: F, ch: str | None) -> Result:
    g.coins += 1


def ruined_library(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)


def ruined_market(g: G, fr: F, ch: str | None) -> Result:
    g.buys += 1


def ruined_village(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 1


def survivors(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        look = peek(g, fr.seat, 2)
        if not look:
            return None
        fr.v["look"] = tuple(look)
        log(g, "look", fr.seat, look, private=True)
        return ask_options(
            fr.seat,
            "survivors",
            msg("prompt-survivors", cards=[card_name(c & M) for c in look], n=len(look)),
            [("discard", msg("choice-discard-them")), ("keep", msg("choice-put-them-back"))],
            source=fr.card,
            data={"cards": [T.NAME[c & M] for c in look]},
        )
    look = [c for c in fr.v["look"] if c in p.deck]
    if ch == "discard":
        for c in look:
            discard(g, fr.seat, c, p.deck)
        return None
    if ch == "keep" and len(look) == 2 and look[0] & M != look[1] & M:
        fr.v["look"] = tuple(look)
        return ask_options(
            fr.seat,
            "order",
            msg("prompt-order-top", card=card_msg("Survivors")),
            [(f"top:{T.NAME[c & M]}", msg("choice-on-top", card=card_name(c & M))) for c in look],
            source=fr.card,
        )
    if ch.startswith("top:"):
        top = pick(look, ch)
        other = look[0] if look[1] == top else look[1]
        if take(p.deck, top) and take(p.deck, other):
            p.deck.append(other)
            p.deck.append(top)
    return None


# ------------------------------------------------------------ Shelters


def necropolis(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 2


def hovel_on_buy(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if ch is None:
        if fr.card not in hand:
            return None
        return ask_options(
            fr.seat,
            "trash",
            msg("prompt-hovel"),
            [("trash:Hovel", msg("choice-trash", card=card_msg("Hovel"))), ("done", msg("choice-keep-it"))],
            source=fr.card,
        )
    if ch != "done":
        trash(g, fr.seat, fr.card, hand)
    return None


def draw_one_on_trash(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)  # Overgrown Estate, Rats


# ------------------------------------------------------------ non-Supply


def spoils(g: G, fr: F, ch: str | None) -> Result:
    return_to_pile(g, fr.seat, fr.card, g.players[fr.seat].play)


def madman(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 2
    p = g.players[fr.seat]
    if return_to_pile(g, fr.seat, fr.card, p.play):
        draw(g, fr.seat, len(p.hand))


def mercenary(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 2:  # after the trash and its triggers
        draw(g, fr.seat, 2)
        g.coins += 2
        attack_each(g, fr, discard_down_to_3)
        return None
    picked = v.get("picked", ())
    if ch is not None:
        if ch == "done":
            return None
        picked = v["picked"] = (*picked, pick(p.hand, ch, exclude=picked))
    left = [c for c in p.hand if c not in picked]
    if len(picked) == 2 or (picked and not left):
        # Only two trashed cards pay off; one trashed card (all there was) does nothing else.
        fr.stage = 2 if len(picked) == 2 else 3
        trash_cards(g, fr.seat, picked, p.hand)
        return CONT if fr.stage == 2 else None
    return ask_cards(
        g,
        fr.seat,
        "trash",
        msg("prompt-mercenary") if not picked else msg("prompt-mercenary-second"),
        left,
        "trash",
        optional=not picked,
        done_label=msg("choice-trash-nothing"),
        source=fr.card,
    )


# ------------------------------------------------------------ kingdom


def band_of_misfits(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        limit = T.COST[fr.card & M]
        opts = []
        for i, cards in enumerate(g.piles):
            if cards and g.supply[i]:
                k = cards[-1] & M
                if T.TYPES[k] & ACTION and T.COST[k] < limit:
                    opts.append((f"become:{T.NAME[k]}", msg("choice-become", card=card_name(k))))
        if not opts:
            return None
        return ask_options(fr.seat, "become", msg("prompt-band-of-misfits"), opts, fr.card)
    k = T.BY_NAME[ch.split(":", 1)[1]].kind
    g.bom_choice[fr.card] = k  # played again by Throne Room / Procession: the same card
    if fr.card in g.players[fr.seat].play:
        g.becomes[fr.card] = k
    log(g, "become", fr.seat, (fr.card,), detail=T.NAME[k], card=T.NAME[k])
    play_as(g, fr.seat, fr.card, k)
    return None


def beggar(g: G, fr: F, ch: str | None) -> Result:
    for _ in range(3):
        gain(g, fr.seat, COPPER, "hand")


def beggar_reveal(g: G, seat: int, uid: int) -> bool:
    """Discard Beggar against an attack: a Silver onto the deck, another to the discard pile."""
    discard(g, seat, uid, g.players[seat].hand, public=True)
    gain(g, seat, SILVER, "deck")
    gain(g, seat, SILVER)
    return False  # it does not protect


def counterfeit(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            g.buys += 1
            treasures = [c for c in p.hand if T.TYPES[c & M] & TREASURE]
            return ask_cards(
                g,
                fr.seat,
                "play_treasure",
                msg("prompt-counterfeit"),
                treasures,
                "play",
                optional=True,
                done_label=msg("choice-play-nothing"),
                source=fr.card,
            )
        if ch == "done":
            return None
        v["uid"] = pick(p.hand, ch)
        fr.stage = 1
        play_card(g, fr.seat, v["uid"])
        return CONT
    if fr.stage == 1:
        fr.stage = 2
        play_card(g, fr.seat, v["uid"], move=False)
        return CONT
    trash(g, fr.seat, v["uid"], p.play)  # lose track: Spoils went back to its pile
    return None


def cultist(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        fr.stage = 1
        draw(g, fr.seat, 2)
        attack_each(g, fr, gain_ruins)
        return CONT
    if ch is None:
        return ask_cards(
            g,
            fr.seat,
            "play_action",
            msg("prompt-cultist"),
            [c for c in hand if T.NAME[c & M] == "Cultist"],
            "play",
            optional=True,
            done_label=msg("choice-no"),
            source=fr.card,
        )
    if ch != "done":
        play_card(g, fr.seat, pick(hand, ch))
    return None


def cultist_trashed(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 3)


def death_cart(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        g.coins += 5
        d = ask_cards(
            g,
            fr.seat,
            "trash",
            msg("prompt-death-cart"),
            _actions(p.hand),
            "trash",
            optional=True,
            done_label=msg("choice-trash", card=card_msg("Death Cart")),
            source=fr.card,
        )
        if d is not None:
            return d
        ch = "done"
    if ch == "done":
        trash(g, fr.seat, fr.card, p.play)  # lose track if it already left play
    else:
        trash(g, fr.seat, pick(p.hand, ch), p.hand)
    return None


def death_cart_gained(g: G, seat: int, uid: int) -> None:
    gain_top(g, seat, "Ruins")
    gain_top(g, seat, "Ruins")


def fortress(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 2


def fortress_trashed(g: G, fr: F, ch: str | None) -> Result:
    if take(g.trash, fr.card):
        g.players[fr.seat].hand.append(fr.card)
        log(g, "to_hand", fr.seat, (fr.card,), detail="trash", source="trash")


def hermit(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if fr.stage == 0:
        if ch is None:
            log(g, "look", fr.seat, p.discard, private=True, detail="discard pile", source="discard")
            opts = []
            for zone, verb, where in ((p.hand, "trash", "hand"), (p.discard, "trash-discard", "discard")):
                seen = set()
                for c in zone:
                    k = c & M
                    if not T.TYPES[k] & TREASURE and k not in seen:
                        seen.add(k)
                        opts.append(
                            (f"{verb}:{T.NAME[k]}", msg(f"choice-trash-from-{where}", card=card_name(k)))
                        )
            if opts:
                opts.append(("done", msg("choice-trash-nothing")))
                return ask_options(
                    fr.seat,
                    "trash",
                    msg("prompt-hermit"),
                    opts,
                    fr.card,
                )
        fr.stage = 1
        if ch is not None and ch != "done":
            zone = p.discard if ch.startswith("trash-discard") else p.hand
            kind = T.BY_NAME[ch.split(":", 1)[1]].kind
            uid = next(c for c in zone if c & M == kind)
            trash(g, fr.seat, uid, zone)
            return CONT  # Overgrown Estate draws before the gain
    if fr.stage == 1:
        fr.stage = 2
        d = ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Hermit"), cost=3),
            lambda k: T.COST[k] <= 3,
            source=fr.card,
        )
        return d
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def hermit_discarded(g: G, fr: F, ch: str | None) -> Result:
    """Discarded from play in a turn without a buy: trash it and gain a Madman."""
    if fr.stage == 0:
        if g.bought:
            return None
        fr.stage = 1
        if trash(g, fr.seat, fr.card, g.players[fr.seat].discard):
            return CONT
        return None
    gain_top(g, fr.seat, "Madman")
    return None


def market_square(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1
    g.buys += 1


def market_square_react(g: G, seat: int, uid: int) -> None:
    if discard(g, seat, uid, g.players[seat].hand, public=True):
        gain(g, seat, GOLD)


def procession(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            return ask_cards(
                g,
                fr.seat,
                "play_action",
                msg("prompt-procession"),
                _actions(p.hand),
                "play",
                optional=True,
                done_label=msg("choice-play-nothing"),
                source=fr.card,
            )
        if ch == "done":
            return None
        v["uid"] = pick(p.hand, ch)
        fr.stage = 1
        play_card(g, fr.seat, v["uid"])
        return CONT
    if fr.stage == 1:
        fr.stage = 2
        play_card(g, fr.seat, v["uid"], move=False)
        return CONT
    if fr.stage == 2:
        fr.stage = 3
        trash(g, fr.seat, v["uid"], p.play)  # lose track: Madman went back to its pile
        return CONT
    if fr.stage == 3:
        fr.stage = 4
        want = T.COST[v["uid"] & M] + 1  # what the card costs now (a Band of Misfits: its own cost)
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-procession-gain", cost=want),
            lambda k: T.COST[k] == want and bool(T.TYPES[k] & ACTION),
            source=fr.card,
        )
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def urchin(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1
    attack_each(g, fr, discard_down_to_4)


def urchin_on_attack(g: G, fr: F, ch: str | None) -> Result:
    """Another Attack is played with this Urchin in play: trash it for a Mercenary?"""
    play = g.players[fr.seat].play
    if fr.stage == 1:
        gain_top(g, fr.seat, "Mercenary")
        return None
    if ch is None:
        if fr.card not in play:
            return None
        name = T.NAME[fr.card & M]
        return ask_options(
            fr.seat,
            "trash",
            msg("prompt-urchin", attack=card_name(fr.v["attack"] & M), card=card_msg(name)),
            [(f"trash:{name}", msg("choice-trash", card=card_msg(name))), ("done", msg("choice-keep-it"))],
            source=fr.card,
        )
    if ch != "done" and trash(g, fr.seat, fr.card, play):
        fr.stage = 1
        return CONT
    return None


# ------------------------------------------------------------ definitions


A = ACTION
DARK_AGES_CORE = [
    card(
        "Band of Misfits",
        5,
        A,
        band_of_misfits,
        "Отребье",
        "Play this as if it were an Action card in the Supply costing less than it that you choose. "
        "This is that card until it leaves play.",
    ),
    card(
        "Beggar",
        2,
        A | REACTION,
        beggar,
        "Нищий",
        "Gain 3 Coppers, putting them into your hand. When another player plays an Attack card, you "
        "may discard this. If you do, gain two Silvers, putting one on top of your deck.",
        on_attack_reveal=beggar_reveal,
    ),
    card(
        "Counterfeit",
        5,
        TREASURE,
        counterfeit,
        "Подделка",
        "$1, +1 Buy. When you play this, you may play a Treasure from your hand twice. If you do, "
        "trash that Treasure.",
        coins=1,
    ),
    card(
        "Cultist",
        5,
        A | ATTACK | LOOTER,
        cultist,
        "Сектант",
        "+2 Cards. Each other player gains a Ruins. You may play a Cultist from your hand. "
        "When you trash this, +3 Cards.",
        on_trash=cultist_trashed,
    ),
    card(
        "Death Cart",
        4,
        A | LOOTER,
        death_cart,
        "Повозка для трупов",
        "+$5. You may trash an Action card from your hand. If you don't, trash this. "
        "When you gain this, gain 2 Ruins.",
        on_gain=death_cart_gained,
    ),
    card(
        "Fortress",
        4,
        A,
        fortress,
        "Крепость",
        "+1 Card, +2 Actions. When you trash this, put it into your hand.",
        on_trash=fortress_trashed,
    ),
    card(
        "Hermit",
        3,
        A,
        hermit,
        "Отшельник",
        "Look through your discard pile. You may trash a card from your discard pile or hand that is "
        "not a Treasure. Gain a card costing up to $3. When you discard this from play, if you did not "
        "buy any cards this turn, trash this and gain a Madman from the Madman pile.",
        on_discard_from_play=hermit_discarded,
        extra_piles=("Madman",),
    ),
    card(
        "Market Square",
        3,
        A | REACTION,
        market_square,
        "Базарная площадь",
        "+1 Card, +1 Action, +1 Buy. When one of your cards is trashed, you may discard this from "
        "your hand. If you do, gain a Gold.",
        on_own_trash_reaction=market_square_react,
    ),
    card(
        "Procession",
        4,
        A,
        procession,
        "Процессия",
        "You may play an Action card from your hand twice. Trash it. Gain an Action card costing "
        "exactly $1 more than it.",
    ),
    card(
        "Urchin",
        3,
        A | ATTACK,
        urchin,
        "Сорванец",
        "+1 Card, +1 Action. Each other player discards down to 4 cards in hand. When you play "
        "another Attack card with this in play, you may trash this. If you do, gain a Mercenary "
        "from the Mercenary pile.",
        on_play_attack=urchin_on_attack,
        extra_piles=("Mercenary",),
    ),
    # The Ruins pile (a mixed pile; the pseudo-card names it) and its five cards.
    card("Ruins", 0, A | RUINS, None, "Руины", "A pile of 5 kinds of Ruins.", kingdom=False),
    card(
        "Abandoned Mine",
        0,
        A | RUINS,
        abandoned_mine,
        "Заброшенная шахта",
        "+$1.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Ruined Library",
        0,
        A | RUINS,
        ruined_library,
        "Разрушенная библиотека",
        "+1 Card.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Ruined Market",
        0,
        A | RUINS,
        ruined_market,
        "Разрушенный рынок",
        "+1 Buy.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Ruined Village",
        0,
        A | RUINS,
        ruined_village,
        "Разрушенная деревня",
        "+1 Action.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Survivors",
        0,
        A | RUINS,
        survivors,
        "Выжившие",
        "Look at the top 2 cards of your deck. Discard them or put them back in any order.",
        kingdom=False,
        pile="Ruins",
    ),
    # Shelters: in starting decks only.
    card(
        "Hovel",
        1,
        REACTION | SHELTER,
        None,
        "Лачуга",
        "When you buy a Victory card, you may trash this from your hand.",
        kingdom=False,
        supply=False,
        on_buy_victory=hovel_on_buy,
    ),
    card("Necropolis", 1, A | SHELTER, necropolis, "Некрополь", "+2 Actions.", kingdom=False, supply=False),
    card(
        "Overgrown Estate",
        1,
        VICTORY | SHELTER,
        None,
        "Заросшее поместье",
        "0 VP. When you trash this, +1 Card.",
        kingdom=False,
        supply=False,
        on_trash=draw_one_on_trash,
    ),
    # Non-Supply piles.
    card(
        "Spoils",
        0,
        TREASURE,
        spoils,
        "Добыча",
        "$3. When you play this, return it to the Spoils pile.",
        coins=3,
        kingdom=False,
        supply=False,
        pile_size=15,
    ),
    card(
        "Madman",
        0,
        A,
        madman,
        "Безумец",
        "+2 Actions. Return this to the Madman pile. If you do, +1 Card per card in your hand.",
        kingdom=False,
        supply=False,
    ),
    card(
        "Mercenary",
        0,
        A | ATTACK,
        mercenary,
        "Наёмник",
        "You may trash 2 cards from your hand. If you do, +2 Cards, +$2, and each other player "
        "discards down to 3 cards in hand.",
        kingdom=False,
        supply=False,
    ),
]
