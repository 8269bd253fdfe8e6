"""Shared machinery for the Dominion bots: card facts and a default for every decision.

`BaseBot.choose` dispatches on `decision.kind` to one method per kind. Each
method returns a choice id; `choose` checks it against the legal choices and
falls back to `done` (or the first choice) if a handler returned something
illegal or raised, counting such slips in `self.slips` so tests can insist on
zero. Subclasses override the methods they care about (usually `buy` and
`play_action`); everything else has a sensible default, so a bot never stalls
on a card it does not know about.

Bots see only the `DominionView` and the `Decision`; static card facts (cost,
types) come from the card table, which is not game state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.dominion import cards as _cards  # noqa: F401  (registers the cards)
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.cards.model import ACTION, CURSE, TREASURE, VICTORY
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


def is_junk(name: str) -> bool:
    """Victory and Curse cards: dead in hand (a Victory-Action would not be junk)."""
    t = types(name)
    return bool(t & (VICTORY | CURSE)) and not t & (ACTION | TREASURE)


# Actions that give +2 Actions.
VILLAGES = frozenset({"Village", "Festival"})
# Actions that give back the Action they use (+1 Action).
CANTRIPS = frozenset({"Laboratory", "Market", "Merchant", "Poacher", "Sentry", "Harbinger", "Spy", "Cellar"})
NON_TERMINAL = VILLAGES | CANTRIPS


def is_terminal(name: str) -> bool:
    return is_action(name) and name not in NON_TERMINAL


# Terminal actions that mainly draw cards.
DRAWERS = frozenset({"Smithy", "Library", "Council Room", "Moat", "Witch", "Adventurer"})

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


def trash_loss(name: str, *, greening: bool = False) -> float:
    """What trashing one of our own cards costs us (negative: we are glad to)."""
    if name == "Curse":
        return -5.0
    if name == "Estate":
        return 1.5 if greening else -1.0
    if name == "Copper":
        return 0.5
    t = types(name)
    if t & VICTORY and not t & (ACTION | TREASURE):
        d = T.BY_NAME.get(name)
        return 4.0 + (d.vp if d is not None else 0)
    return max(worth(name), 0.6)


def treasure_money(counts: Counter[str]) -> int:
    """Total coin value of the Treasures in `counts`."""
    total = 0
    for name, n in counts.items():
        d = T.BY_NAME.get(name)
        if d is not None and d.types & TREASURE:
            total += d.coins * n
    return total


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


class BaseBot:
    """A bot with a reasonable default for every decision kind."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        # Answers a handler got wrong (illegal id or an exception); tests require 0.
        self.slips = 0
        self.last_slip: str | None = None

    # ---- dispatch

    def choose(self, view: DominionView, decision: Decision) -> str:
        handler = getattr(self, _HANDLERS.get(decision.kind, "unknown"))
        try:
            ch = handler(view, decision)
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
        return fallback(decision)

    def play_action(self, view: DominionView, decision: Decision) -> str:
        """Main turn, Throne Room and Vassal all ask this; `done` is always legal."""
        return "done"

    def buy(self, view: DominionView, decision: Decision) -> str:
        if decision.choices[0].id == "treasures:all":
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
        if name == "Copper":
            return -1.0
        return cost(name) + (0.5 if is_treasure(name) else 0.0)

    def trash(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "trash")
        if not opts:
            return fallback(decision)
        src = decision.source
        if src == "Thief":
            # We pick which of the victim's Treasures is trashed: their best.
            return f"trash:{best(opts, worth)}"
        if has(decision, "done"):
            # Optional trashing (Chapel, Mine, Moneylender): only true junk, or Copper for Moneylender.
            if src == "Moneylender" and "Copper" in opts:
                return "trash:Copper"
            if src == "Mine":
                for n in ("Silver", "Copper"):
                    if n in opts and view.count_in_supply("Gold" if n == "Silver" else "Silver"):
                        return f"trash:{n}"
                return "done"
            junk = [n for n in opts if n == "Curse"]
            return f"trash:{junk[0]}" if junk else "done"
        # Mandatory (Remodel, Bandit): lose the least.
        greening = self.greening(view)
        return f"trash:{worst(opts, lambda n: trash_loss(n, greening=greening))}"

    def discard(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "discard")
        if not opts:
            return fallback(decision)
        if has(decision, "done"):
            # Optional (Cellar): discard dead cards only.
            junk = [n for n in opts if is_junk(n)]
            return f"discard:{junk[0]}" if junk else "done"
        return f"discard:{self.least_useful(view, view.hand, opts)}"

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
        if decision.source == "Artisan":
            return f"topdeck:{self.artisan_topdeck(view, opts)}"
        # Bureaucrat (a Victory card) and the like: lose the least.
        return f"topdeck:{worst(opts, worth)}"

    def artisan_topdeck(self, view: DominionView, opts: list[str]) -> str:
        """Put back an Action we cannot play, or spare money, else the least useful card."""
        hand = view.hand
        if view.actions == 0:
            acts = [n for n in opts if is_action(n)]
            if acts:
                return best(acts, worth) or acts[0]
        money = view.coins + sum(T.BY_NAME[n].coins for n in hand if is_treasure(n))
        tier = _tier(money)
        for n in sorted((n for n in opts if is_treasure(n)), key=worth, reverse=True):
            if _tier(money - T.BY_NAME[n].coins) == tier:
                return n
        return worst(opts, worth) or opts[0]

    def reaction(self, view: DominionView, decision: Decision) -> str:
        for c in decision.choices:
            if c.id.startswith("reveal:"):
                return c.id
        return fallback(decision)

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
        if name == "Curse":
            verb = "trash"
        elif name == "Estate":
            verb = "discard" if self.greening(view) else "trash"
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
        # Chancellor: discarding the deck brings new cards round sooner.
        return "yes" if has(decision, "yes") else fallback(decision)

    def spy(self, view: DominionView, decision: Decision) -> str:
        ids = decision.ids()
        name = ids[0].split(":", 1)[1]
        mine = "your top card" in decision.prompt
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


def _tier(money: int) -> int:
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
    )
}
