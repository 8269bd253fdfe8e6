"""The heuristic bot: plays any kingdom of the base game (both editions) and Dark Ages sensibly.

Its buy policy is a Big Money backbone (Province / Gold / Silver, Duchy and
Estate dancing at the end) plus a limited number of good kingdom cards:
two Witches while Curses last, non-terminal cards (Laboratory, Market,
Sentry...) freely, terminal draw and attacks only while there is room for
them (about one terminal per 11 Treasures, more with villages). Every buy or
gain is scored by `Heuristic.score`; the best score wins if it clears a
threshold.

Actions are played villages first, then Throne Room onto the best target,
then cantrips, then terminals: draw first while Actions remain, else the
single most valuable one. Every other decision has a default in `BaseBot`
tuned here where the heuristic knows better (Chapel and Remodel targets,
Cellar discards, Band of Misfits, Counterfeit, Procession, Death Cart...).
"""

from __future__ import annotations

from collections import Counter

from dominia.core.decision import Decision
from dominia.games.dominion.bots import register_bot
from dominia.games.dominion.bots.common import (
    CANTRIPS,
    DRAWERS,
    KNIGHTS,
    RUINS_NAMES,
    VILLAGES,
    BaseBot,
    best,
    cost,
    fallback,
    hand_money,
    has,
    is_action,
    is_attack,
    is_junk,
    is_terminal,
    is_treasure,
    money_tier,
    names_of,
    province_pile,
    supply_tops,
    trash_loss,
    worth,
)
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.cards.model import ATTACK
from dominia.games.dominion.view import DominionView

# Coins an Action adds when played (counted as "money" for the Province rule).
VIRTUAL_COINS = {
    "Market": 1,
    "Festival": 2,
    "Militia": 2,
    "Woodcutter": 2,
    "Chancellor": 2,
    "Vassal": 2,
    "Poacher": 1,
    "Moneylender": 2,
    "Bandit": 1,
    "Mystic": 2,
    "Scavenger": 2,
    "Rogue": 2,
    "Count": 2,
    "Dame Sylvia": 2,
    "Junk Dealer": 1,
    "Squire": 1,
    "Poor House": 2,
    "Marauder": 1,
    "Bandit Camp": 1,
    "Pillage": 1,
    "Death Cart": 2,
    "Beggar": 2,
    "Ironmonger": 1,
    "Forager": 1,
    "Abandoned Mine": 1,
}
ATTACKS = frozenset(d.name for d in T.CARDS if d.types & ATTACK)
# Villages in the order they are best played (those that draw first).
VILLAGE_ORDER = (
    "Fortress",
    "Wandering Minstrel",
    "Bandit Camp",
    "Village",
    "Dame Molly",
    "Festival",
    "Necropolis",
)
# Cantrips in the order they are best played (Cellar last: it sees the most cards).
CANTRIP_ORDER = (
    "Laboratory",
    "Sir Bailey",
    "Market",
    "Junk Dealer",
    "Ironmonger",
    "Mystic",
    "Market Square",
    "Urchin",
    "Merchant",
    "Sentry",
    "Poacher",
    "Rats",
    "Forager",
    "Rebuild",
    "Sage",
    "Vagrant",
    "Harbinger",
    "Spy",
    "Cellar",
)  # not Ruined Village: it does nothing, and in hand it can feed Death Cart or Procession
# Cantrips that must trash a card from hand: played only with something cheap to trash.
TRASHING_CANTRIPS = frozenset({"Junk Dealer", "Rats", "Forager"})
# How good an Action is to play twice with Throne Room.
THRONE_VALUE = {
    "Witch": 10.0,
    "Cultist": 10.0,
    "Council Room": 9.0,
    "Hunting Grounds": 9.0,
    "Smithy": 8.0,
    "Laboratory": 7.0,
    "Bandit": 7.0,
    "Feast": 7.0,
    "Catacombs": 7.0,
    "Marauder": 7.0,
    "Market": 6.0,
    "Festival": 6.0,
    "Artisan": 6.0,
    "Adventurer": 6.0,
    "Altar": 6.0,
    "Bandit Camp": 6.0,
    "Death Cart": 6.0,
    "Pillage": 6.0,
    "Militia": 5.0,
    "Moat": 5.0,
    "Mine": 5.0,
    "Workshop": 5.0,
    "Woodcutter": 5.0,
    "Junk Dealer": 5.0,
    "Mystic": 5.0,
    "Fortress": 5.0,
    "Count": 5.0,
    "Rogue": 5.0,
    "Armory": 5.0,
    "Graverobber": 5.0,
    "Ironmonger": 5.0,
    "Wandering Minstrel": 5.0,
    "Band of Misfits": 5.0,
    "Procession": 5.0,
    "Throne Room": 4.5,
    "Sentry": 4.0,
    "Merchant": 4.0,
    "Poacher": 4.0,
    "Chancellor": 4.0,
    "Vassal": 4.0,
    "Bureaucrat": 4.0,
    "Scavenger": 4.0,
    "Squire": 4.0,
    "Market Square": 4.0,
    "Urchin": 4.0,
    "Sage": 4.0,
    "Rebuild": 4.0,
    "Beggar": 4.0,
    "Mercenary": 4.0,
    "Library": 3.0,
    "Moneylender": 3.0,
    "Remodel": 3.0,
    "Village": 3.0,
    "Harbinger": 3.0,
    "Spy": 3.0,
    "Chapel": 3.0,
    "Rats": 3.0,
    "Storeroom": 3.0,
    "Vagrant": 3.0,
    "Hermit": 3.0,
    "Forager": 3.0,
    "Poor House": 3.0,
    "Madman": 3.0,
    "Cellar": 2.0,
    "Thief": 2.0,
}
# Good cards to play twice with Procession and then trash (Fortress comes back to hand).
PROCESSION_VALUE = {
    "Fortress": 9.0,
    "Cultist": 6.0,
    "Catacombs": 6.0,
    "Death Cart": 6.0,
    "Rats": 5.0,
    "Necropolis": 4.0,
    "Market Square": 4.0,
    "Urchin": 4.0,
    "Hermit": 4.0,
    "Squire": 4.0,
    "Madman": 3.0,
    "Beggar": 3.0,
    "Vagrant": 3.0,
    "Sage": 3.0,
    "Poor House": 3.0,
}
# How much Counterfeit values reaching each money tier (nothing, Silver, $5, Gold, Province).
TIER_VALUE = (0.0, 1.5, 3.0, 5.0, 8.0)
BUY_THRESHOLD = 10.0


class Stats:
    """What the buy policy needs about the game, computed once per decision."""

    __slots__ = (
        "counts",
        "total",
        "treasures",
        "money",
        "terminals",
        "load",
        "villages",
        "actions",
        "provinces",
        "late",
        "mid",
        "endgame",
        "turn",
        "coins",
        "my_score",
        "best_other",
        "empty",
        "end_piles",
        "curses",
        "ruins",
    )

    def __init__(self, view: DominionView) -> None:
        seat = view.seat
        assert seat is not None
        counts = view.my_cards()
        self.counts = counts
        self.total = sum(counts.values())
        treasures = money = terminals = villages = actions = 0
        load = 0.0
        for name, n in counts.items():
            d = T.BY_NAME.get(name)
            if d is None:
                continue
            if is_treasure(name):
                treasures += n
                money += d.coins * n
            if is_action(name):
                actions += n
                money += VIRTUAL_COINS.get(name, 0) * n
                if name in VILLAGES:
                    villages += n
                elif is_terminal(name) and name not in RUINS_NAMES:
                    terminals += n
                    # Weak terminals crowd the deck less than draw and attacks do;
                    # Cultists play each other for free.
                    if name == "Cultist":
                        load += n * 0.6
                    else:
                        load += n * (1.0 if name in DRAWERS or name in ATTACKS else 0.5)
        self.treasures = treasures
        self.money = money
        self.terminals = terminals
        self.load = load
        self.villages = villages
        self.actions = actions
        pile = province_pile(view.num_players)
        self.provinces = view.count_in_supply("Province")
        self.late = self.provinces <= pile // 2  # Duchy over Gold
        self.mid = self.provinces <= pile * 3 // 4  # Duchy over Silver
        self.endgame = self.provinces <= max(2, pile // 4)  # Estate over Silver
        self.turn = view.turns(seat)
        self.coins = view.coins
        self.my_score = view.score(seat)
        self.best_other = max(view.score(s) for s in range(view.num_players) if s != seat)
        self.empty = view.empty_piles()
        self.end_piles = 4 if view.num_players >= 5 else 3
        self.curses = view.count_in_supply("Curse")
        self.ruins = view.count_in_supply("Ruins")
        if self.empty >= self.end_piles - 1 and not self.late:
            # One more empty pile ends the game: green as if it were late.
            smallest = min((n for p, n in view.supply().items() if n and view.in_supply(p)), default=0)
            if smallest <= 2:
                self.late = self.mid = True
                self.endgame = smallest <= 1


class Heuristic(BaseBot):
    """Big Money with a few good kingdom cards; a default for every decision."""

    name = "heuristic"
    # Tuning knobs (win rates against bmu/big-money are in benchmarks/dominion_bots.py).
    province_money = 16  # green at $8 once the deck's money reaches this
    treasures_per_terminal = 12  # room for one more terminal per this many Treasures

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._kingdom: tuple[str, ...] = ()
        self._attacks = False

    # ------------------------------------------------------------ buying and gaining

    def buy(self, view: DominionView, decision: Decision) -> str:
        first = decision.choices[0].id
        if first == "treasures:all":
            if not decision.data.get("plain_treasures", True) and has(decision, "play:Counterfeit"):
                return "play:Counterfeit"  # before the other Treasures, so it can double one
            return first
        opts = names_of(decision, "buy")
        if not opts:
            return "done"
        if view.coins == 0 and view.empty_piles() < (4 if view.num_players >= 5 else 3) - 1:
            return "done"  # only Copper and Curse are affordable, and neither ends the game
        pick, value = self._best_gain(view, opts)
        if pick is None or value < BUY_THRESHOLD:
            return "done"
        return f"buy:{pick}"

    def gain(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "gain")
        if not opts or decision.source == "Thief":
            return super().gain(view, decision)
        if decision.source == "Rebuild":
            # A Victory card: the most VP (Province, Duchy, ...).
            top = best(opts, lambda n: T.BY_NAME[n].vp + cost(n) / 100)
            return f"gain:{top}"
        pick, value = self._best_gain(view, opts)
        if pick is None:
            return fallback(decision)
        if value <= 0 and has(decision, "done"):
            return "done"
        return f"gain:{pick}"

    def want(self, view: DominionView, name: str) -> float:
        st = Stats(view)
        self._know(view)
        return self.score(view, st, name) / 10.0

    def _best_gain(self, view: DominionView, opts: list[str]) -> tuple[str | None, float]:
        """The most wanted card of `opts` and its score."""
        st = Stats(view)
        self._know(view)
        top: str | None = None
        top_v = 0.0
        for n in opts:
            v = self.score(view, st, n, end_check=True)
            if top is None or v > top_v:
                top, top_v = n, v
        return top, top_v

    def _know(self, view: DominionView) -> None:
        if view.kingdom != self._kingdom:
            self._kingdom = view.kingdom
            self._attacks = any(is_attack(n) for n in view.kingdom)

    def room(self, st: Stats) -> bool:
        """Is there room for one more terminal Action?"""
        return st.load < st.villages + 1 + st.treasures // self.treasures_per_terminal

    def score(self, view: DominionView, st: Stats, name: str, *, end_check: bool = False) -> float:
        s = self._base_score(view, st, name)
        if end_check:
            s = self._ending(view, st, name, s)
        return s

    def _ending(self, view: DominionView, st: Stats, name: str, s: float) -> float:
        """Take a gain that ends the game as a winner; avoid one that ends it as a loser."""
        left = view.count_in_supply(name)
        if left != 1:
            return s
        if name != "Province" and st.empty < st.end_piles - 1:
            return s
        after = st.my_score + T.BY_NAME[name].vp
        if name == "Gardens":
            after += (st.total + 1) // 10
        if after > st.best_other:
            return 1000.0
        if after == st.best_other:
            return min(s, 5.0)
        return -50.0

    def _base_score(self, view: DominionView, st: Stats, name: str) -> float:
        c = st.counts
        if name == "Province":
            if st.provinces == 2 and view.num_players == 2 and st.best_other > st.my_score:
                # Penultimate Province rule: the opponent could take the last one and win,
                # so a Duchy is better; but it still beats an Estate or Gold.
                return 53.0
            if st.money >= self.province_money or st.mid or st.turn >= 14:
                return 100.0
            return 45.0
        if name == "Duchy":
            if st.late:
                return 55.0
            if st.mid:
                return 35.0
            return -5.0
        if name == "Estate":
            if st.endgame:
                return 52.0
            return 8.0 if st.late else -10.0
        if name == "Gold":
            return 50.0
        if name == "Silver":
            return 30.0
        if name == "Copper":
            return -5.0
        if name == "Curse":
            return -100.0
        if name == "Gardens":
            vp = (st.total + 1) // 10
            return 10.0 + 15.0 * vp if st.late else -5.0
        if name == "Feodum":
            vp = c["Silver"] // 3
            return 10.0 + 15.0 * vp if st.late else -5.0
        if name in RUINS_NAMES or name in ("Overgrown Estate", "Hovel"):
            return -20.0
        v = self._kingdom_score(view, st, name, c)
        if st.late and v > 0:
            v *= 0.5
        return v

    def _kingdom_score(self, view: DominionView, st: Stats, name: str, c: Counter[str]) -> float:
        room = self.room(st)
        n = c[name]
        if name in KNIGHTS:
            knights = sum(c[k] for k in KNIGHTS)
            if knights == 0:
                return 47.0 if room else 20.0
            if knights == 1:
                return 40.0 if room else 8.0
            return 28.0 if room else 5.0
        if name == "Witch":
            if n < 2 and st.curses > 2:
                return 70.0
            return 25.0 if room else 5.0
        if name == "Cultist":
            if st.ruins > 2:
                if n < 2:
                    return 62.0
                if n < 4:
                    return 48.0
            return 30.0 if room else 8.0
        if name == "Laboratory":
            return 45.0
        if name == "Hunting Grounds":
            if n == 0:
                return 52.0 if room else 30.0
            return 38.0 if room else 5.0
        if name == "Market":
            return 36.0
        if name == "Festival":
            return 34.0 if any(c[d] for d in DRAWERS) else 28.0
        if name == "Library":
            return 44.0 if room else 5.0
        if name == "Council Room":
            return 42.0 if room else 5.0
        if name == "Smithy":
            return 41.0 if room else 5.0
        if name == "Catacombs":
            return 40.0 if room else 5.0
        if name == "Militia":
            return (43.0 if n == 0 else 28.0) if room else 5.0
        if name == "Bandit":
            # A Gold per play and an attack on money: the first one beats a Laboratory.
            return (48.0 if n == 0 else 40.0) if room else 5.0
        if name == "Marauder":
            return (42.0 if n == 0 else 30.0) if room and st.ruins > 2 else (24.0 if room else 5.0)
        if name == "Rogue":
            return (38.0 if n == 0 else 28.0) if room else 5.0
        if name == "Pillage":
            return 34.0 if room and n < 2 else 5.0
        if name == "Count":
            return (36.0 if n == 0 else 24.0) if room else 5.0
        if name == "Junk Dealer":
            return 40.0 if n == 0 and st.turn < 10 else 8.0  # one is enough in a money deck
        if name == "Mystic":
            return 34.0
        if name == "Ironmonger":
            return 33.0
        if name == "Band of Misfits":
            return 30.0 if room else 12.0
        if name == "Altar":
            return 32.0 if room and n == 0 else 5.0
        if name == "Counterfeit":
            return 40.0 if n < 2 else 15.0
        if name == "Graverobber":
            return 28.0 if room and n == 0 else 5.0
        if name == "Bandit Camp":
            return 36.0 if n == 0 else 20.0
        if name in ("Fortress", "Wandering Minstrel"):
            return 30.0 if st.terminals >= st.villages + 2 else 12.0
        if name == "Scavenger":
            return (35.0 if n == 0 else 22.0) if room else 5.0
        if name == "Moneylender":
            return 34.0 if room and n == 0 and c["Copper"] >= 5 and st.turn < 8 else 0.0
        if name == "Bureaucrat":
            return 31.0 if room and n == 0 else 5.0
        if name == "Sentry":
            return 38.0 if n < 2 and st.turn < 12 else 20.0
        if name == "Urchin":
            return 24.0 if n < 2 else 10.0
        if name == "Merchant":
            return 29.0 if n < 2 else 15.0
        if name == "Poacher":
            return 27.0
        if name == "Harbinger":
            return 24.0
        if name == "Market Square":
            return 20.0 if n < 2 else 8.0
        if name == "Sage":
            return 18.0 if n < 2 else 8.0
        if name == "Spy":
            return 20.0
        if name == "Armory":
            return 20.0 if room else 3.0
        if name == "Rebuild":
            return 36.0 if n == 0 and room else 8.0
        if name == "Procession":
            return 14.0 if n == 0 and room else 3.0
        if name == "Hermit":
            return 36.0 if n == 0 and st.turn <= 4 else 3.0
        if name == "Forager":
            return 18.0 if n == 0 and st.turn <= 6 else 3.0
        if name == "Rats":
            return 12.0 if n == 0 and st.turn <= 6 else -5.0
        if name == "Death Cart":
            return 12.0 if n == 0 and room else 0.0
        if name == "Storeroom":
            return 12.0 if n == 0 and room else 2.0
        if name == "Squire":
            return 11.0 if n == 0 else 2.0
        if name == "Vagrant":
            return 11.0 if n < 2 else 2.0
        if name in ("Poor House", "Beggar"):
            return 3.0
        if name == "Cellar":
            return 14.0 if n == 0 and st.total >= 15 else 5.0
        if name == "Village":
            return 33.0 if st.terminals >= st.villages + 3 else 8.0
        if name == "Chapel":
            if n == 0 and st.turn <= 2 and st.coins <= 2:
                return 40.0
            return 0.0
        if name == "Moat":
            return 25.0 if self._attacks and n == 0 and room else 3.0
        if name == "Throne Room":
            return 20.0 if st.actions >= 4 else 5.0
        if name == "Mine":
            return 22.0 if room else 3.0
        if name == "Vassal":
            return 27.0 if room else 5.0
        if name == "Woodcutter":
            return 26.0 if room else 5.0
        if name == "Chancellor":
            return 25.0 if room else 5.0
        if name == "Feast":
            return 24.0
        if name == "Artisan":
            return 30.0 if room else 5.0
        if name == "Adventurer":
            return 20.0 if room else 3.0
        if name == "Remodel":
            return 12.0 if room else 3.0
        if name == "Workshop":
            return 8.0
        if name == "Thief":
            return 2.0
        # A card this bot does not know: by cost, below the basics.
        return float(cost(name)) * 3.0 if is_action(name) or is_treasure(name) else 0.0

    # ------------------------------------------------------------ playing Actions

    def play_action(self, view: DominionView, decision: Decision) -> str:
        opts = names_of(decision, "play")
        if not opts:
            return fallback(decision)
        hand = view.hand
        src = decision.source
        if src == "Cultist":
            return "play:Cultist" if "Cultist" in opts else "done"  # free: it takes no Action
        if src == "Throne Room":
            pick = best(opts, lambda n: self.throne_value(view, hand, n))
            if pick is None or self.throne_value(view, hand, pick) <= 0:
                return "done"
            return f"play:{pick}"
        if src == "Procession":
            pick = best(opts, lambda n: self.procession_value(view, n))
            if pick is None or self.procession_value(view, pick) < 4.0:
                return "done"
            return f"play:{pick}"
        if src is not None:  # Vassal: play the discarded card if it does any good
            name = opts[0]
            return f"play:{name}" if self.terminal_value(view, hand, name) > 0 else "done"
        # 1. Villages first (Squire too, when it is needed for +2 Actions); but Procession
        #    first when it would play a village twice (Fortress even comes back to hand).
        if "Procession" in opts:
            others = [n for n in hand if n in VILLAGES]
            if any(self.procession_value(view, n) >= 8.0 for n in others):
                return "play:Procession"
        for n in VILLAGE_ORDER:
            if n in opts:
                return f"play:{n}"
        if "Squire" in opts and view.actions == 1:
            terminals = [n for n in hand if is_terminal(n) and n != "Squire"]
            if sum(1 for n in terminals if self.terminal_value(view, hand, n) > 1.0) >= 2:
                return "play:Squire"
        # 2. Throne Room or Procession onto something worth doubling.
        if "Throne Room" in opts:
            others = [n for n in hand if is_action(n) and n != "Throne Room"]
            if any(self.throne_value(view, hand, n) > 0 for n in others):
                return "play:Throne Room"
        if "Procession" in opts and view.actions >= 1:
            others = [n for n in hand if is_action(n) and n != "Procession"]
            if any(self.procession_value(view, n) >= 6.0 for n in others):
                return "play:Procession"
        # 3. Cantrips (Cellar only with something to discard; trashers with something to trash).
        for n in CANTRIP_ORDER:
            if n in opts:
                if n == "Cellar" and not self._cellar_targets(view, hand, after_cellar=True):
                    continue
                if n in TRASHING_CANTRIPS and not self._cheap_to_trash(view, hand, n):
                    continue
                return f"play:{n}"
        # 4. Madman with a hand worth doubling.
        if "Madman" in opts and len(hand) >= 4:
            return "play:Madman"
        # 5. Terminals: draw first while Actions last, else the most valuable one.
        terminals = [n for n in opts if n not in CANTRIPS and n not in VILLAGES]
        useful = [n for n in terminals if self.terminal_value(view, hand, n) > 0]
        if not useful:
            return "done"
        if view.actions >= 2 and len(hand) > 0:
            drawers = [n for n in useful if n in DRAWERS and n != "Library"]
            if drawers:
                return f"play:{best(drawers, lambda n: self.terminal_value(view, hand, n))}"
        return f"play:{best(useful, lambda n: self.terminal_value(view, hand, n))}"

    def _cheap_to_trash(self, view: DominionView, hand: list[str], player: str) -> bool:
        """Is there a card in hand (other than the trasher itself) we can trash for little?"""
        cards = list(hand)
        if player in cards:
            cards.remove(player)
        greening = self.greening(view)
        if player == "Rats":
            cards = [n for n in cards if n != "Rats"]
        limit = 0.0 if greening else 0.5
        return any(trash_loss(n, greening=greening) <= limit for n in cards) or (
            player == "Junk Dealer" and not greening and len(cards) <= 2
        )

    def terminal_value(self, view: DominionView, hand: list[str], name: str) -> float:
        """Roughly the coins playing `name` now is worth; <= 0 means don't."""
        seat = view.seat if view.seat is not None else 0
        if name in DRAWERS:
            drawable = view.deck_size(seat) + view.discard_size(seat)
            if name == "Witch":
                return (6.0 if view.count_in_supply("Curse") else 0.1) + 1.1 * min(2, drawable)
            if name == "Cultist":
                return (4.0 if view.count_in_supply("Ruins") else 0.1) + 1.1 * min(2, drawable)
            if name == "Library":
                return 1.0 * min(max(0, 8 - len(hand)), drawable)
            if name == "Council Room":
                return 0.1 + 1.0 * min(4, drawable)
            if name == "Hunting Grounds":
                return 0.1 + 1.1 * min(4, drawable)
            if name == "Smithy":
                return 0.1 + 1.1 * min(3, drawable)
            if name == "Catacombs":
                return 0.1 + 1.0 * min(3, drawable)
            if name == "Sir Destry":
                return 1.5 + 1.1 * min(2, drawable)
            if name == "Moat":
                return 0.1 + 1.1 * min(2, drawable)
        if name in KNIGHTS:
            # The shared attack, plus the Knight's own ability.
            extra = {
                "Dame Sylvia": 2.0,
                "Dame Natalie": 1.5,
                "Dame Josephine": 0.3,
                "Sir Martin": 0.3,
                "Sir Michael": 1.2,
                "Sir Vander": 0.5,
                "Dame Anna": 1.5 if self._anna_targets(view, hand) else 0.2,
            }.get(name, 1.0)
            return 2.0 + extra
        if name == "Adventurer":
            return 2.5
        if name == "Militia":
            return 2.7
        if name == "Bandit":
            return 3.5 if view.count_in_supply("Gold") else 1.0
        if name == "Marauder":
            return 3.0 if view.count_in_supply("Ruins") else 1.8
        if name == "Pillage":
            return 2.2
        if name == "Rogue":
            return 2.6
        if name == "Count":
            return 3.0
        if name in ("Mystic", "Scavenger"):
            return 2.2
        if name == "Moneylender":
            return 3.0 if "Copper" in hand else -1.0
        if name == "Mine":
            return 1.5 if any(n in hand for n in ("Copper", "Silver")) else -1.0
        if name == "Chapel":
            return 2.5 if self._chapel_targets(view, hand) else -1.0
        if name == "Remodel":
            return 2.0 if self._remodel_target(view, hand, playing=True) else -1.0
        if name == "Throne Room":
            others = [n for n in hand if is_action(n) and n != "Throne Room"]
            return 3.0 if any(self.throne_value(view, hand, n) > 0 for n in others) else -1.0
        if name == "Procession":
            others = [n for n in hand if is_action(n) and n != "Procession"]
            return 3.0 if any(self.procession_value(view, n) >= 4.0 for n in others) else -1.0
        if name == "Death Cart":
            return self._death_cart_value(view, hand)
        if name == "Mercenary":
            greening = self.greening(view)
            cheap = [n for n in hand if n != "Mercenary" and trash_loss(n, greening=greening) <= 0.5]
            return 3.5 if len(cheap) >= 2 else -1.0
        if name == "Band of Misfits":
            opts = [n for n in supply_tops(view) if is_action(n) and cost(n) < 5]
            rest = list(hand)
            if name in rest:
                rest.remove(name)
            return max((self.become_value(view, n, rest) for n in opts), default=-1.0)
        if name == "Poor House":
            return 3.5 - sum(1 for n in hand if is_treasure(n))
        if name in ("Feast", "Artisan", "Altar"):
            return 3.0
        if name == "Beggar":
            return 2.5
        if name in ("Woodcutter", "Chancellor", "Vassal", "Graverobber", "Armory"):
            return 2.1
        if name in ("Workshop", "Bureaucrat", "Hermit", "Squire"):
            return 1.8
        if name == "Storeroom":
            return 1.5 if any(is_junk(n) for n in hand) else 0.8
        if name == "Madman":
            return 0.5 + len(hand) * 0.8
        if name in RUINS_NAMES:
            return {"Abandoned Mine": 1.0, "Ruined Library": 0.9, "Survivors": 0.3}.get(name, 0.1)
        if name == "Thief":
            return 0.5
        if name in CANTRIPS or name in VILLAGES:
            return 1.5
        return 1.0

    def _death_cart_value(self, view: DominionView, hand: list[str]) -> float:
        """Death Cart: +$5, feeding it an Action from hand, else losing it."""
        cards = list(hand)
        if "Death Cart" in cards:
            cards.remove("Death Cart")
        greening = self.greening(view)
        if any(is_action(n) and trash_loss(n, greening=greening) < self.death_cart_keep(view) for n in cards):
            return 5.0
        money = view.coins + hand_money(hand)
        return 3.0 if money_tier(money + 5) >= max(3, money_tier(money) + 1) else -1.0

    def throne_value(self, view: DominionView, hand: list[str], name: str) -> float:
        if name == "Throne Room":
            # Only with two more Actions to play.
            return 4.5 if sum(1 for n in hand if is_action(n) and n != "Throne Room") >= 2 else -1.0
        if (
            name in ("Moneylender", "Mine", "Chapel", "Remodel", "Procession", "Mercenary", "Death Cart")
            and self.terminal_value(view, hand, name) <= 0
        ):
            return -1.0
        if name in TRASHING_CANTRIPS and not self._cheap_to_trash(view, hand, name):
            return -1.0
        if name == "Village":
            return 6.0 if sum(1 for n in hand if is_terminal(n)) >= 2 else 3.0
        if name in RUINS_NAMES:
            return 0.5
        if name in KNIGHTS:
            return 7.0
        return THRONE_VALUE.get(name, 2.0)

    def procession_value(self, view: DominionView, name: str) -> float:
        """Procession onto `name`: play it twice, trash it, gain an Action costing $1 more."""
        if name in RUINS_NAMES:
            v = 4.0
        else:
            v = PROCESSION_VALUE.get(name, 0.0)
            if v == 0.0 and is_action(name) and self.greening(view):
                v = 2.0  # late: turning a card into a better one matters less than its loss
        want = cost(name) + 1
        if any(is_action(n) and cost(n) == want for n in supply_tops(view)):
            v += 2.0
        return v

    def become_value(self, view: DominionView, name: str, hand: list[str] | None = None) -> float:
        """Band of Misfits: what playing it as `name` (with the Actions left) is worth."""
        if hand is None:
            hand = view.hand
        if name in VILLAGES:
            # Worth the terminals in hand it lets us play (their own value).
            terminals = sorted(
                (
                    2.5 if n == "Band of Misfits" else self.terminal_value(view, hand, n)  # no recursion
                    for n in hand
                    if is_terminal(n)
                ),
                reverse=True,
            )
            stuck = terminals[view.actions : view.actions + 2]
            draws = 0.6 if name in ("Fortress", "Wandering Minstrel", "Bandit Camp") else 0.0
            return 1.0 + draws + sum(max(v, 0.0) for v in stuck)
        if name in CANTRIPS:
            if name in TRASHING_CANTRIPS and not self._cheap_to_trash(view, [*hand, name], name):
                return 0.2
            return worth(name)
        return self.terminal_value(view, hand, name)

    # ------------------------------------------------------------ Treasures

    def play_treasure(self, view: DominionView, decision: Decision) -> str:
        """Counterfeit: play a Treasure twice and trash it, when the extra coins buy more."""
        opts = names_of(decision, "play")
        if "Spoils" in opts:
            return "play:Spoils"  # it goes back to its pile anyway: +$6 for nothing
        money = view.coins + hand_money(view.hand)
        here = TIER_VALUE[money_tier(money)]
        greening = self.greening(view)
        pick, pick_v = "done", 0.0
        for n in opts:
            d = T.BY_NAME[n]
            loss = trash_loss(n, greening=greening)
            if n == "Copper":
                loss = 0.5 if greening else -0.3  # one Copper fewer is a better deck
            elif greening:
                loss *= 0.5
            v = TIER_VALUE[money_tier(money + d.coins)] - here - loss
            if v > pick_v:
                pick, pick_v = f"play:{n}", v
        return pick

    # ------------------------------------------------------------ trashing

    def trash(self, view: DominionView, decision: Decision) -> str:
        src = decision.source
        opts = names_of(decision, "trash")
        if not opts:
            return super().trash(view, decision)
        hand = view.hand
        if src == "Chapel":
            targets = self._chapel_targets(view, hand)
            for n in targets:
                if n in opts:
                    return f"trash:{n}"
            return "done"
        if src == "Dame Anna" and has(decision, "done"):
            for n in self._anna_targets(view, hand):
                if n in opts:
                    return f"trash:{n}"
            return "done"
        if src == "Remodel":
            target = self._remodel_target(view, hand, playing=False)
            if target in opts:
                return f"trash:{target}"
        return super().trash(view, decision)

    def urchin_for_mercenary(self, view: DominionView) -> bool:
        st = Stats(view)
        return st.terminals <= st.villages + 1

    def death_cart_keep(self, view: DominionView) -> float:
        return 0.5 if self.rich(view) else worth("Death Cart")

    def _chapel_targets(self, view: DominionView, hand: list[str]) -> list[str]:
        greening = self.greening(view)
        junk = {n for n in hand if n != "Estate" and trash_loss(n, greening=greening) < 0}
        out = sorted(junk, key=trash_loss)
        if "Estate" in hand and not greening:
            out.append("Estate")
        if "Copper" in hand and self.rich(view):
            out.append("Copper")
        return out

    def _anna_targets(self, view: DominionView, hand: list[str]) -> list[str]:
        return [n for n in self._chapel_targets(view, hand) if n != "Fortress"]

    def _remodel_target(self, view: DominionView, hand: list[str], *, playing: bool) -> str | None:
        """What to Remodel from `hand` (without the Remodel being played), or None."""
        cards = list(hand)
        if playing and "Remodel" in cards:
            cards.remove("Remodel")
        greening = self.greening(view)
        if "Curse" in cards:
            return "Curse"
        if greening and "Gold" in cards and view.count_in_supply("Province"):
            return "Gold"
        if not greening:
            for n in ("Estate", "Overgrown Estate", "Hovel", *sorted(RUINS_NAMES), "Necropolis"):
                if n in cards:
                    return n
        left = view.count_in_supply("Province")
        pile = province_pile(view.num_players)
        if left <= pile * 3 // 8 and "Silver" in cards and view.count_in_supply("Duchy"):
            return "Silver"
        if left <= pile // 4 and "Copper" in cards and view.count_in_supply("Estate"):
            return "Copper"
        if playing:
            return None
        # Remodel must trash something: the card we miss least.
        return min(cards, key=lambda n: trash_loss(n, greening=greening)) if cards else None

    # ------------------------------------------------------------ discarding

    def discard(self, view: DominionView, decision: Decision) -> str:
        if decision.source == "Cellar" and has(decision, "done"):
            targets = self._cellar_targets(view, view.hand, after_cellar=False)
            opts = names_of(decision, "discard")
            for n in targets:
                if n in opts:
                    return f"discard:{n}"
            return "done"
        return super().discard(view, decision)

    def _cellar_targets(self, view: DominionView, hand: list[str], *, after_cellar: bool) -> list[str]:
        """Dead cards to discard with Cellar: junk, then terminals we cannot play."""
        cards = list(hand)
        if after_cellar and "Cellar" in cards:
            cards.remove("Cellar")
        out = [n for n in cards if is_junk(n)]
        actions = view.actions  # Cellar's +1 Action is already counted when it is resolving
        if not any(n in VILLAGES for n in cards):
            terms = sorted((n for n in cards if is_terminal(n)), key=worth, reverse=True)
            out.extend(terms[max(actions, 0) :])
        return out


register_bot(
    "heuristic",
    "Big Money backbone with a few good kingdom cards; a sensible default for every decision",
    Heuristic,
)

__all__ = ["Heuristic", "Stats"]
