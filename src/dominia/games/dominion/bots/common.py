"""Shared machinery for the Dominion bots: card facts and a default for every decision.

`BaseBot.choose` dispatches on `decision.kind` to one method per kind. Each
method returns a choice id; `choose` checks it against the legal choices and
falls back to `done` (or the first choice) if a handler returned something
illegal or raised, or if no handler knows the kind, counting such slips in
`self.slips` so tests can insist on zero. Subclasses override the methods they
care about (usually `buy` and `play_action`); everything else has a sensible
default, so a bot never stalls on a card it does not know about.

A decision asked by a Band of Misfits (its `source`) is handed to the handlers
as asked by the card it is being played as, so they need not know about it.
Decisions that concern another player's cards (Thief, Pillage, Spy) carry
`data["victim"]`; Catacombs and Survivors carry the cards seen in `data["cards"]`, and
Storeroom what its discards are for in `data["for"]` ("cards", then "coins"). Prompts are
messages for people: bots never read them.

Bots see only the `DominionView` and the `Decision`; static card facts (cost,
types) come from the card table, which is not game state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.dominion import cards as _cards  # noqa: F401  (registers the cards)
from dominia.games.dominion.card_model import ACTION, ATTACK, CURSE, RUINS, SHELTER, TREASURE, VICTORY
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.view import DominionView

# ------------------------------------------------------------------ card facts


def cost(name: str) -> int:
    d = T.BY_NAME.get(name)
    return d.cost if d is not None else 0


def types(name: str) -> int:
    d = T.BY_NAME.get(name)
    return d.types if d is not None else 0


def is_action(name: str) -> bool:
    return bool(types(name) & ACTION)


def is_treasure(name: str) -> bool:
    return bool(types(name) & TREASURE)


# Card groups of Dark Ages that need no list: Ruins, Shelters, Knights (by type).
RUINS_NAMES = frozenset(d.name for d in T.CARDS if d.types & RUINS and d.pile == "Ruins")
SHELTERS = frozenset(d.name for d in T.CARDS if d.types & SHELTER)
KNIGHTS = frozenset(d.name for d in T.CARDS if d.pile == "Knights")

# Actions that give +2 Actions.
VILLAGES = frozenset(
    {
        "Village",
        "Festival",
        "Fortress",
        "Bandit Camp",
        "Wandering Minstrel",
        "Necropolis",
        "Madman",
        "Dame Molly",
    }
)
# Actions that give back the Action they use (+1 Action).
CANTRIPS = frozenset(
    {
        "Laboratory",
        "Market",
        "Merchant",
        "Poacher",
        "Sentry",
        "Harbinger",
        "Spy",
        "Cellar",
        "Market Square",
        "Junk Dealer",
        "Ironmonger",
        "Mystic",
        "Rebuild",
        "Sage",
        "Vagrant",
        "Rats",
        "Urchin",
        "Forager",
        "Sir Bailey",
        "Ruined Village",
    }
)
NON_TERMINAL = VILLAGES | CANTRIPS


def is_terminal(name: str) -> bool:
    return is_action(name) and name not in NON_TERMINAL


def is_attack(name: str) -> bool:
    return bool(types(name) & ATTACK)


# Terminal actions that mainly draw cards.
DRAWERS = frozenset(
    {
        "Smithy",
        "Library",
        "Council Room",
        "Moat",
        "Witch",
        "Adventurer",
        "Hunting Grounds",
        "Catacombs",
        "Cultist",
        "Sir Destry",
    }
)

# Rough worth of holding a card in hand, in coins (dead cards negative).
# Used to decide what to discard, topdeck, keep, trash or steal.
WORTH: dict[str, float] = {
    "Copper": 1.0,
    "Silver": 2.0,
    "Gold": 3.0,
    "Estate": -1.0,
    "Duchy": -1.0,
    "Province": -1.0,
    "Gardens": -1.0,
    "Curse": -2.0,
    "Village": 1.2,
    "Festival": 2.0,
    "Laboratory": 2.4,
    "Market": 2.2,
    "Merchant": 1.5,
    "Poacher": 1.6,
    "Sentry": 1.6,
    "Harbinger": 1.3,
    "Spy": 1.2,
    "Cellar": 0.8,
    "Smithy": 3.0,
    "Library": 3.0,
    "Council Room": 3.4,
    "Moat": 2.0,
    "Witch": 3.8,
    "Militia": 2.6,
    "Bandit": 3.0,
    "Bureaucrat": 2.0,
    "Moneylender": 2.2,
    "Mine": 1.6,
    "Remodel": 1.2,
    "Chapel": 0.6,
    "Workshop": 1.5,
    "Feast": 2.0,
    "Artisan": 2.8,
    "Woodcutter": 2.2,
    "Chancellor": 2.1,
    "Vassal": 2.0,
    "Adventurer": 2.5,
    "Thief": 0.8,
    "Throne Room": 2.0,
    # Dark Ages
    "Abandoned Mine": 0.5,
    "Ruined Library": 0.4,
    "Ruined Market": 0.1,
    "Ruined Village": 0.0,
    "Survivors": 0.1,
    "Hovel": -0.8,
    "Necropolis": 0.3,
    "Overgrown Estate": -1.0,
    "Spoils": 2.6,
    "Madman": 3.0,
    "Mercenary": 2.0,
    "Altar": 2.5,
    "Armory": 2.0,
    "Band of Misfits": 2.8,
    "Bandit Camp": 2.2,
    "Beggar": 1.5,
    "Catacombs": 3.0,
    "Count": 2.6,
    "Counterfeit": 2.0,
    "Cultist": 3.6,
    "Death Cart": 2.6,
    "Feodum": -1.0,
    "Forager": 1.4,
    "Fortress": 1.4,
    "Graverobber": 2.3,
    "Hermit": 1.2,
    "Hunting Grounds": 3.6,
    "Ironmonger": 2.2,
    "Junk Dealer": 2.0,
    "Marauder": 2.4,
    "Market Square": 1.6,
    "Mystic": 2.4,
    "Pillage": 2.6,
    "Poor House": 1.0,
    "Procession": 2.0,
    "Rats": 0.8,
    "Rebuild": 2.0,
    "Rogue": 2.6,
    "Sage": 1.6,
    "Scavenger": 2.3,
    "Squire": 1.8,
    "Storeroom": 1.5,
    "Urchin": 1.6,
    "Vagrant": 1.2,
    "Wandering Minstrel": 1.8,
    "Dame Anna": 2.8,
    "Dame Josephine": 2.6,
    "Dame Molly": 2.8,
    "Dame Natalie": 2.9,
    "Dame Sylvia": 3.0,
    "Sir Bailey": 3.0,
    "Sir Destry": 3.2,
    "Sir Martin": 2.4,
    "Sir Michael": 3.0,
    "Sir Vander": 3.0,
}


def worth(name: str) -> float:
    w = WORTH.get(name)
    if w is not None:
        return w
    # An unknown card: judge by type and cost.
    t = types(name)
    if t & (ACTION | TREASURE):
        return cost(name) / 2
    return -1.0 if t & VICTORY else -2.0


# What losing one of these to the trash costs, where it is not just their worth
# (negative: glad to). Cards with a "when you trash this" bonus cost less.
TRASH_LOSS: dict[str, float] = {
    "Curse": -5.0,
    "Copper": 0.5,
    "Abandoned Mine": -1.5,
    "Ruined Library": -1.8,
    "Ruined Market": -2.0,
    "Ruined Village": -2.2,
    "Survivors": -2.0,
    "Hovel": -1.6,
    "Overgrown Estate": -1.8,  # it draws a card as it goes
    "Necropolis": -0.4,
    "Fortress": -3.0,  # it comes back to hand
    "Rats": -0.2,  # +1 Card as it goes
    "Sir Vander": 0.2,  # a Gold as it goes
    "Squire": 0.4,  # an Attack as it goes
    "Catacombs": 1.2,  # a cheaper card as it goes
    "Hunting Grounds": 1.2,  # a Duchy or 3 Estates
    "Feodum": 1.0,  # 3 Silvers
    "Cultist": 1.5,  # +3 Cards
    "Spoils": 1.0,  # it would go back to its pile anyway
    "Madman": 1.0,
}


def trash_loss(name: str, *, greening: bool = False) -> float:
    """What trashing one of our own cards costs us (negative: we are glad to)."""
    if name == "Estate":
        return 1.5 if greening else -1.0
    v = TRASH_LOSS.get(name)
    if v is not None:
        return v
    t = types(name)
    if t & VICTORY and not t & (ACTION | TREASURE):
        d = T.BY_NAME.get(name)
        return 4.0 + (d.vp if d is not None else 0)
    return max(worth(name), 0.6)


def is_junk(name: str) -> bool:
    """Dead in hand: Victory and Curse cards (a Victory-Action is not), Ruins and Hovel."""
    t = types(name)
    if t & (VICTORY | CURSE) and not t & (ACTION | TREASURE):
        return True
    return bool(t & RUINS) or name == "Hovel"


def treasure_money(counts: Counter[str]) -> int:
    """Total coin value of the Treasures in `counts`."""
    total = 0
    for name, n in counts.items():
        d = T.BY_NAME.get(name)
        if d is not None and d.types & TREASURE:
            total += d.coins * n
    return total


def hand_money(hand: Iterable[str]) -> int:
    """Coins the Treasures in `hand` give when played."""
    total = 0
    for n in hand:
        d = T.BY_NAME.get(n)
        if d is not None and d.types & TREASURE:
            total += d.coins
    return total


def seen_cards(decision: Decision) -> list[str] | None:
    """The cards a decision shows (`data["cards"]`: Catacombs, Survivors), None if they are not all
    cards."""
    out = decision.data.get("cards")
    if not out or any(n not in T.BY_NAME for n in out):
        return None
    return list(out)


# ------------------------------------------------------------------ choice ids


def names_of(decision: Decision, verb: str) -> list[str]:
    """Card names of the choices `verb:Name`, in order."""
    prefix = verb + ":"
    n = len(prefix)
    return [c.id[n:] for c in decision.choices if c.id.startswith(prefix)]


def has(decision: Decision, choice_id: str) -> bool:
    return any(c.id == choice_id for c in decision.choices)


def fallback(decision: Decision) -> str:
    """A legal answer to anything: `done` if allowed, else the first choice."""
    for c in decision.choices:
        if c.id == "done":
            return "done"
    return decision.choices[0].id


def best(names: Iterable[str], key: Callable[[str], float]) -> str | None:
    """The name with the highest key (first one on ties), or None."""
    top: str | None = None
    top_v = 0.0
    for n in names:
        v = key(n)
        if top is None or v > top_v:
            top, top_v = n, v
    return top


def worst(names: Iterable[str], key: Callable[[str], float]) -> str | None:
    return best(names, lambda n: -key(n))


def province_pile(num_players: int) -> int:
    return {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}.get(num_players, 12)


# ------------------------------------------------------------------ the base bot


def supply_tops(view: DominionView) -> list[str]:
    """The top card of every non-empty Supply pile (what can be bought or gained)."""
    out = []
    for pile, n in view.supply().items():
        if n and view.in_supply(pile):
            top = view.pile_top(pile)
            if top is not None:
                out.append(top)
    return out


def copied_source(view: DominionView, decision: Decision) -> Decision:
    """A decision asked by a Band of Misfits, as asked by the card it is being played as."""
    copies = view.copies(view.current)
    if not copies:
        return decision
    name = list(copies.values())[-1]
    return Decision(
        decision.seat, decision.kind, decision.prompt, decision.choices, source=name, data=decision.data
    )


class BaseBot:
    """A bot with a reasonable default for every decision kind."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed
        self._rng: Rng | None = None  # made on first use: most bots of a simulation never draw
        # Answers a handler got wrong (illegal id or an exception); tests require 0.
        self.slips = 0
        self.last_slip: str | None = None

    @property
    def rng(self) -> Rng:
        if self._rng is None:
            self._rng = Rng(self._seed)
        return self._rng

    @rng.setter
    def rng(self, value: Rng) -> None:
        self._rng = value

    # ---- dispatch

    def choose(self, view: DominionView, decision: Decision) -> str:
        handler = getattr(self, _HANDLERS.get(decision.kind, "unknown"))
        try:
            d = decision
            if d.source == "Band of Misfits" and d.kind != "become":
                d = copied_source(view, d)
            ch: str = handler(view, d)
        except Exception as exc:  # a bot must never crash a game
            self.slips += 1
            self.last_slip = f"{decision!r}: {type(exc).__name__}: {exc}"
            return fallback(decision)
        if not has(decision, ch):
            self.slips += 1
            self.last_slip = f"{decision!r}: answered {ch!r}"
            return fallback(decision)
        return ch

    # ---- decisions (override as needed)

    def unknown(self, view: DominionView, decision: Decision) -> str:
        # A kind no handler knows: answered legally, but counted (tests require none).
        self.slips += 1
        self.last_slip = f"{decision!r}: unknown decision kind"
        return fallback(decision)

    def play_action(self, view: DominionView, decision: Decision) -> str:
        """Main turn, Throne Room, Vassal, Procession and Cultist ask this; `done` is always legal."""
        if decision.source == "Cultist" and has(decision, "play:Cultist"):
            return "play:Cultist"  # free: it takes no Action
        return "done"

    def buy(self, view: DominionView, decision: Decision) -> str:
        if decision.data.get("treasures"):
            return "treasures:all"
        return "done"

    def gain(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "gain")
        if decision.source == "Thief":
            # Stealing: take anything that is not Copper or worse.
            good = [n for n in opts if worth(n) >= 2]
            return f"gain:{good[0]}" if good else fallback(decision)
        pick = best(opts, self.gain_value)
        if pick is None:
            return fallback(decision)
        if has(decision, "done") and self.gain_value(pick) <= 0:
            return "done"
        return f"gain:{pick}"

    def gain_value(self, name: str) -> float:
        """How much this bot wants to gain `name` (no view: used by the defaults only)."""
        if name in ("Province", "Gold"):
            return 10.0 if name == "Province" else 6.0
        if name == "Curse":
            return -10.0
        if name in ("Copper", "Overgrown Estate", "Hovel") or name in RUINS_NAMES:
            return -1.0
        return cost(name) + (0.5 if is_treasure(name) else 0.0)

    def want(self, view: DominionView, name: str) -> float:
        """How much gaining `name` now is worth, on the scale of `trash_loss` (coins)."""
        return self.gain_value(name)

    def trash(self, view: DominionView, decision: Decision) -> str:
        src = decision.source
        victim = decision.data.get("victim")
        opts = names_of(decision, "trash")
        if src == "Hermit":
            return self.hermit_trash(view, decision)
        if not opts:
            return fallback(decision)
        if src == "Thief" or (victim is not None and victim != view.seat):
            # We pick which of another player's cards is trashed: their best.
            return f"trash:{best(opts, worth)}"
        if src == "Hovel":
            return f"trash:{opts[0]}"  # a dead card gone for free
        if src == "Urchin" and len(opts) == 1 and has(decision, "done"):
            return f"trash:{opts[0]}" if self.urchin_for_mercenary(view) else "done"
        if src == "Death Cart":
            return self.death_cart_trash(view, decision, opts)
        greening = self.greening(view)

        def loss(n: str) -> float:
            return trash_loss(n, greening=greening)

        if has(decision, "done"):
            # Optional trashing (Chapel, Mine, Moneylender, Mercenary, Dame Anna): only junk,
            # or Copper for Moneylender.
            if src == "Moneylender" and "Copper" in opts:
                return "trash:Copper"
            if src == "Mine":
                for n in ("Silver", "Copper"):
                    if n in opts and view.count_in_supply("Gold" if n == "Silver" else "Silver"):
                        return f"trash:{n}"
                return "done"
            if src == "Mercenary":
                # Only when two cards can go for little (then +2 Cards, +$2 and the attack).
                cheap = sorted((n for n in view.hand if loss(n) <= 0.5), key=loss)
                if len(cheap) >= 2 and cheap[0] in opts:
                    return f"trash:{cheap[0]}"
                return "done"
            pick = worst(opts, loss)
            return f"trash:{pick}" if pick is not None and loss(pick) < 0 else "done"
        # Mandatory (Remodel, Bandit, Altar, Rats, a Knight's victim...): lose the least.
        return f"trash:{worst(opts, loss)}"

    def hermit_trash(self, view: DominionView, decision: Decision) -> str:
        """Hermit: a non-Treasure from hand (`trash:X`) or discard pile (`trash-discard:X`)."""
        greening = self.greening(view)
        pick, pick_loss = "done", 0.0
        for c in decision.choices:
            verb, _, name = c.id.partition(":")
            if verb not in ("trash", "trash-discard"):
                continue
            v = trash_loss(name, greening=greening)
            if v < pick_loss:  # strictly better: the hand's copy (listed first) wins ties
                pick, pick_loss = c.id, v
        return pick

    def urchin_for_mercenary(self, view: DominionView) -> bool:
        """Trash an Urchin for a Mercenary? (Money bots do not play Mercenaries.)"""
        return False

    def death_cart_keep(self, view: DominionView) -> float:
        """What keeping Death Cart is worth, against trashing an Action from hand instead."""
        return worth("Death Cart")

    def death_cart_trash(self, view: DominionView, decision: Decision, opts: list[str]) -> str:
        """Death Cart: trash an Action from hand, or (`done`) Death Cart itself."""
        greening = self.greening(view)
        pick = worst(opts, lambda n: trash_loss(n, greening=greening))
        if pick is not None and trash_loss(pick, greening=greening) < self.death_cart_keep(view):
            return f"trash:{pick}"
        return "done"

    def discard(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "discard")
        if not opts:
            return fallback(decision)
        victim = decision.data.get("victim")
        if victim is not None and victim != view.seat:
            # Pillage: we choose which card another player discards: their best.
            return f"discard:{best(opts, worth)}"
        src = decision.source
        if src == "Ironmonger":
            # The bonus comes either way: only a dead card is better gone.
            return f"discard:{opts[0]}" if is_junk(opts[0]) else "done"
        if src == "Storeroom" and has(decision, "done"):
            return self.storeroom_discard(view, decision, opts)
        if has(decision, "done"):
            # Optional (Cellar): discard dead cards only.
            junk = [n for n in opts if is_junk(n)]
            return f"discard:{junk[0]}" if junk else "done"
        return f"discard:{self.least_useful(view, view.hand, opts)}"

    def storeroom_discard(self, view: DominionView, decision: Decision, opts: list[str]) -> str:
        """Storeroom: first for cards (dead cards, unplayable Actions), then for +$1 each."""
        for_coins = decision.data.get("for") == "coins"
        for n in opts:
            if is_junk(n):
                return f"discard:{n}"
        if view.actions == 0 or for_coins:
            for n in opts:
                if is_action(n) and not is_treasure(n) and (view.actions == 0 or for_coins):
                    return f"discard:{n}"
        return "done"

    def least_useful(self, view: DominionView, hand: list[str], opts: list[str]) -> str:
        """The card of `opts` we would miss least from `hand` (extra terminals count little)."""
        has_village = any(n in VILLAGES for n in hand)
        terminals = [n for n in hand if is_terminal(n)]
        spare_terminal = None
        if len(terminals) > 1 and not has_village:
            spare_terminal = worst(terminals, worth)

        def value(n: str) -> float:
            v = worth(n)
            if n == spare_terminal:
                v = min(v, 0.3)
            return v

        return worst(opts, value) or opts[0]

    def topdeck(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "topdeck")
        if not opts:
            return fallback(decision)
        if has(decision, "done"):
            # Harbinger: bring back a good card, if there is one.
            top = best(opts, worth)
            return f"topdeck:{top}" if top is not None and worth(top) >= 2 else "done"
        if decision.source in ("Artisan", "Count"):
            return f"topdeck:{self.artisan_topdeck(view, opts)}"
        if decision.source == "Scavenger":
            # From the discard pile onto the deck: the best card for next turn.
            return f"topdeck:{best(opts, worth)}"
        # Bureaucrat (a Victory card) and the like: lose the least.
        return f"topdeck:{worst(opts, worth)}"

    def artisan_topdeck(self, view: DominionView, opts: list[str]) -> str:
        """Put back an Action we cannot play, or spare money, else the least useful card."""
        spare = self.spare_card(view, opts)
        if spare is not None:
            return spare
        return worst(opts, worth) or opts[0]

    def spare_card(self, view: DominionView, opts: list[str], extra: int = 0) -> str | None:
        """A card of hand `opts` we have no use for this turn: an Action we cannot play,
        or a Treasure whose coins (with `extra` more coming) buy nothing better."""
        hand = view.hand
        if view.actions == 0:
            acts = [n for n in opts if is_action(n) and not is_junk(n)]
            if acts:
                return best(acts, worth) or acts[0]
        money = view.coins + hand_money(hand) + extra
        tier = money_tier(money)
        for n in sorted((n for n in opts if is_treasure(n)), key=worth, reverse=True):
            if money_tier(money - T.BY_NAME[n].coins) == tier:
                return n
        return None

    def reaction(self, view: DominionView, decision: Decision) -> str:
        # Moat protects; Beggar turns itself into two Silvers: always worth it.
        for c in decision.choices:
            if c.id.startswith("reveal:"):
                return c.id
        return fallback(decision)

    def trash_trigger(self, view: DominionView, decision: Decision) -> str:
        """One of our cards was trashed: Market Square's Gold first, then the triggers."""
        for c in decision.choices:
            if c.id.startswith("react:"):
                return c.id
        for c in decision.choices:
            if c.id.startswith("trigger:"):
                return c.id
        return fallback(decision)

    def become(self, view: DominionView, decision: Decision) -> str:
        """Band of Misfits: the card to play it as."""
        opts = names_of(decision, "become")
        pick = best(opts, lambda n: self.become_value(view, n))
        return f"become:{pick}" if pick is not None else fallback(decision)

    def become_value(self, view: DominionView, name: str) -> float:
        return worth(name)

    def play_treasure(self, view: DominionView, decision: Decision) -> str:
        """Counterfeit: play a Treasure twice, then trash it."""
        opts = names_of(decision, "play")
        if "Spoils" in opts:
            return "play:Spoils"  # it goes back to its pile anyway: +$6 for nothing
        if "Copper" in opts:
            return "play:Copper"
        return fallback(decision)

    def survivors(self, view: DominionView, decision: Decision) -> str:
        """Survivors: discard the top 2 cards of the deck (`discard`) or put them back (`keep`)."""
        seen = seen_cards(decision)
        if seen is None or not has(decision, "discard") or not has(decision, "keep"):
            return fallback(decision)
        return "discard" if sum(worth(n) for n in seen) < 2.0 else "keep"

    def choose_one(self, view: DominionView, decision: Decision) -> str:
        """ "Choose one" cards (decision kind `choose`): `option:...` ids."""
        src = decision.source
        if src == "Count":
            if has(decision, "option:discard2"):
                return self.count_first(view, decision)
            return self.count_second(view, decision)
        if src == "Catacombs":
            return self.catacombs(view, decision)
        if src == "Graverobber":
            return self.graverobber(view, decision)
        if src == "Hunting Grounds":
            if view.count_in_supply("Duchy") and not view.my_cards()["Gardens"]:
                return "option:duchy"
            return "option:estates"
        if src == "Squire":
            return self.squire(view, decision)
        return decision.choices[0].id

    def count_first(self, view: DominionView, decision: Decision) -> str:
        """Count, first choice: discard 2 dead cards, put back a spare card, or gain a Copper."""
        hand = view.hand
        greening = self.greening(view)
        if len(hand) >= 2 and all(trash_loss(n, greening=greening) < 0 for n in hand):
            return "option:copper"  # keep the whole hand of junk to trash it next
        junk = [n for n in hand if is_junk(n)]
        if len(junk) >= 2 or len(hand) == len(junk) <= 1:
            return "option:discard2"
        if self.spare_card(view, hand, extra=3) is not None:
            return "option:topdeck"
        return "option:copper"

    def count_second(self, view: DominionView, decision: Decision) -> str:
        """Count, second choice: +$3, trash a hand of junk, or a Duchy late."""
        hand = view.hand
        greening = self.greening(view)
        if hand and all(trash_loss(n, greening=greening) < 0 for n in hand):
            return "option:trash-hand"
        if greening and view.count_in_supply("Duchy"):
            money = view.coins + hand_money(hand)
            if not (5 <= money <= 7 and view.count_in_supply("Province")):
                return "option:duchy"
        return "option:coins"

    def catacombs(self, view: DominionView, decision: Decision) -> str:
        """Keep the 3 cards seen, or discard them and draw 3, whichever looks better."""
        seen = seen_cards(decision)
        if seen is None:
            return "option:hand"

        def value(n: str) -> float:
            return 0.0 if is_action(n) and view.actions == 0 else worth(n)

        mine = view.my_cards()
        total = sum(mine.values())
        avg = sum(value(n) * k for n, k in mine.items()) / total if total else 1.0
        return "option:hand" if sum(value(n) for n in seen) >= 3 * avg else "option:discard"

    def graverobber(self, view: DominionView, decision: Decision) -> str:
        """Gain the best card costing $3-$6 from the trash, or upgrade an Action in hand."""
        loot = [n for n in view.trash() if 3 <= cost(n) <= 6]
        from_trash = max((self.want(view, n) for n in loot), default=-99.0)
        tops = supply_tops(view)
        greening = self.greening(view)
        upgrade = -99.0
        for a in {n for n in view.hand if is_action(n)}:
            limit = cost(a) + 3
            gain = max((self.want(view, n) for n in tops if cost(n) <= limit), default=0.0)
            upgrade = max(upgrade, gain - 2 * max(trash_loss(a, greening=greening), 0.0))
        return "option:trash-action" if upgrade > from_trash else "option:gain-trash"

    def squire(self, view: DominionView, decision: Decision) -> str:
        hand = view.hand
        if sum(1 for n in hand if is_terminal(n)) > view.actions:
            return "option:actions"
        if self.greening(view) and view.coins + hand_money(hand) >= 10:
            return "option:buys"
        return "option:silver"

    def name_card(self, view: DominionView, decision: Decision) -> str:
        """Mystic and Rebuild: `name:<Card>`."""
        ids = set(decision.ids())
        if decision.source == "Rebuild":
            pick = self.rebuild_name(view)
        else:
            pick = self.likely_top(view, ids)
        return pick if pick in ids else decision.choices[0].id

    def likely_top(self, view: DominionView, ids: set[str]) -> str:
        """The card most likely on top of our deck, weighted by how good it is to draw."""
        seat = view.seat
        if seat is None:
            return ""
        counts = view.my_cards()
        for zone in (view.hand, view.in_play(seat), view.set_aside(seat)):
            for n in zone:
                counts[n] -= 1
        if view.deck_size(seat):
            top = view.discard_top(seat)  # its top card is not in the deck
            if top is not None:
                counts[top] -= 1
        pick, pick_v = "", -1.0
        for n, k in counts.items():
            if k > 0 and f"name:{n}" in ids:
                v = k * (1.0 + max(worth(n), 0.0))
                if v > pick_v:
                    pick, pick_v = f"name:{n}", v
        return pick

    def rebuild_name(self, view: DominionView) -> str:
        """Name Province (Duchies become Provinces, Estates Duchies); Estate once the Duchies
        are gone; Duchy when the last Province would end the game as a loser."""
        seat = view.seat if view.seat is not None else 0
        if view.count_in_supply("Province") == 1:
            best_other = max(view.score(s) for s in range(view.num_players) if s != seat)
            if view.score(seat) + 3 <= best_other:
                return "name:Duchy"
        if not view.count_in_supply("Duchy"):
            return "name:Estate"
        return "name:Province"

    def library_skip(self, view: DominionView, decision: Decision) -> str:
        ids = decision.ids()
        keep = next((i for i in ids if i.startswith("keep:")), None)
        skip = next((i for i in ids if i.startswith("skip:")), None)
        if keep is None or skip is None:
            return fallback(decision)
        name = keep[5:]
        if view.actions == 0:
            return skip
        if is_terminal(name):
            held = sum(1 for n in view.hand if is_terminal(n)) - 1  # the drawn card is in hand
            if held >= view.actions:
                return skip
        return keep

    def sentry(self, view: DominionView, decision: Decision) -> str:
        ids = decision.ids()
        name = ids[0].split(":", 1)[1]
        greening = self.greening(view)
        if name == "Estate":
            verb = "discard" if greening else "trash"
        elif trash_loss(name, greening=greening) < 0:
            verb = "trash"  # Curse, Ruins, Hovel...
        elif is_junk(name):
            verb = "discard"
        elif name == "Copper":
            verb = "trash" if self.rich(view) else "keep"
        else:
            verb = "keep"
        ch = f"{verb}:{name}"
        return ch if ch in ids else fallback(decision)

    def order(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "top")
        top = best(opts, worth)
        return f"top:{top}" if top is not None else fallback(decision)

    def yes_no(self, view: DominionView, decision: Decision) -> str:
        # Chancellor, Scavenger: discarding the deck brings new cards round sooner.
        return "yes" if has(decision, "yes") else fallback(decision)

    def spy(self, view: DominionView, decision: Decision) -> str:
        ids = decision.ids()
        name = ids[0].split(":", 1)[1]
        mine = decision.data.get("victim", view.seat) == view.seat
        good = worth(name) >= 1.5
        want_discard = not good if mine else good
        ch = f"{'discard' if want_discard else 'keep'}:{name}"
        return ch if ch in ids else fallback(decision)

    # ---- judgements shared by handlers

    def greening(self, view: DominionView) -> bool:
        """Late enough that Victory cards are worth more than thinner decks."""
        left = view.count_in_supply("Province")
        return left <= province_pile(view.num_players) // 2

    def rich(self, view: DominionView) -> bool:
        """Enough money to trash a Copper and still hit $6-7 with a good draw."""
        if view.seat is None:
            return False
        return treasure_money(view.my_cards()) - 1 >= 7


def money_tier(money: int) -> int:
    """What a hand's money buys, coarsely: Province, Gold, $5, Silver, nothing."""
    if money >= 8:
        return 4
    if money >= 6:
        return 3
    if money >= 5:
        return 2
    if money >= 3:
        return 1
    return 0


# Decision kind -> the method that answers it (looked up on the instance, so overrides count).
_HANDLERS: dict[str, str] = {
    k: k
    for k in (
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
        "trash_trigger",
        "become",
        "play_treasure",
        "survivors",
    )
}
_HANDLERS["choose"] = "choose_one"  # BaseBot.choose is the dispatcher
_HANDLERS["name"] = "name_card"
