"""The heuristic bot: plays any kingdom of the base game (both editions) sensibly.

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
Cellar discards).
"""

from __future__ import annotations

from collections import Counter

from dominia.core.decision import Decision
from dominia.games.dominion.bots import register_bot
from dominia.games.dominion.bots.common import (
    CANTRIPS,
    DRAWERS,
    VILLAGES,
    BaseBot,
    best,
    cost,
    fallback,
    has,
    is_action,
    is_junk,
    is_terminal,
    is_treasure,
    names_of,
    province_pile,
    trash_loss,
    worth,
)
from dominia.games.dominion.cards import table as T
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
}
ATTACKS = frozenset({"Militia", "Witch", "Bandit", "Bureaucrat", "Spy", "Thief"})
# Cantrips in the order they are best played (Cellar last: it sees the most cards).
CANTRIP_ORDER = ("Laboratory", "Market", "Merchant", "Sentry", "Poacher", "Harbinger", "Spy", "Cellar")
# How good an Action is to play twice with Throne Room.
THRONE_VALUE = {
    "Witch": 10.0,
    "Council Room": 9.0,
    "Smithy": 8.0,
    "Laboratory": 7.0,
    "Bandit": 7.0,
    "Feast": 7.0,
    "Market": 6.0,
    "Festival": 6.0,
    "Artisan": 6.0,
    "Adventurer": 6.0,
    "Militia": 5.0,
    "Moat": 5.0,
    "Mine": 5.0,
    "Workshop": 5.0,
    "Woodcutter": 5.0,
    "Throne Room": 4.5,
    "Sentry": 4.0,
    "Merchant": 4.0,
    "Poacher": 4.0,
    "Chancellor": 4.0,
    "Vassal": 4.0,
    "Bureaucrat": 4.0,
    "Library": 3.0,
    "Moneylender": 3.0,
    "Remodel": 3.0,
    "Village": 3.0,
    "Harbinger": 3.0,
    "Spy": 3.0,
    "Chapel": 3.0,
    "Cellar": 2.0,
    "Thief": 2.0,
}
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
                elif is_terminal(name):
                    terminals += n
                    # Weak terminals crowd the deck less than draw and attacks do.
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
        if self.empty >= self.end_piles - 1 and not self.late:
            # One more empty pile ends the game: green as if it were late.
            smallest = min((n for n in view.supply().values() if n), default=0)
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
        pick, value = self._best_gain(view, opts)
        if pick is None:
            return fallback(decision)
        if value <= 0 and has(decision, "done"):
            return "done"
        return f"gain:{pick}"

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
            self._attacks = any(n in ATTACKS for n in view.kingdom)

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
        v = self._kingdom_score(view, st, name, c)
        if st.late and v > 0:
            v *= 0.5
        return v

    def _kingdom_score(self, view: DominionView, st: Stats, name: str, c: Counter[str]) -> float:
        room = self.room(st)
        n = c[name]
        if name == "Witch":
            if n < 2 and st.curses > 2:
                return 70.0
            return 25.0 if room else 5.0
        if name == "Laboratory":
            return 45.0
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
        if name == "Militia":
            return (43.0 if n == 0 else 28.0) if room else 5.0
        if name == "Bandit":
            # A Gold per play and an attack on money: the first one beats a Laboratory.
            return (48.0 if n == 0 else 40.0) if room else 5.0
        if name == "Moneylender":
            return 34.0 if room and n == 0 and c["Copper"] >= 5 and st.turn < 8 else 0.0
        if name == "Bureaucrat":
            return 31.0 if room and n == 0 else 5.0
        if name == "Sentry":
            return 38.0 if n < 2 and st.turn < 12 else 20.0
        if name == "Merchant":
            return 29.0 if n < 2 else 15.0
        if name == "Poacher":
            return 27.0
        if name == "Harbinger":
            return 24.0
        if name == "Spy":
            return 20.0
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
        if src == "Throne Room":
            pick = best(opts, lambda n: self.throne_value(view, hand, n))
            if pick is None or self.throne_value(view, hand, pick) <= 0:
                return "done"
            return f"play:{pick}"
        if src is not None:  # Vassal: play the discarded card if it does any good
            name = opts[0]
            return f"play:{name}" if self.terminal_value(view, hand, name) > 0 else "done"
        # 1. Villages first.
        for n in ("Village", "Festival"):
            if n in opts:
                return f"play:{n}"
        # 2. Throne Room onto something worth doubling.
        if "Throne Room" in opts:
            others = [n for n in hand if is_action(n) and n != "Throne Room"]
            if any(self.throne_value(view, hand, n) > 0 for n in others):
                return "play:Throne Room"
        # 3. Cantrips (Cellar only with something to discard).
        for n in CANTRIP_ORDER:
            if n in opts:
                if n == "Cellar" and not self._cellar_targets(view, hand, after_cellar=True):
                    continue
                return f"play:{n}"
        # 4. Terminals: draw first while Actions last, else the most valuable one.
        terminals = [n for n in opts if n not in CANTRIPS and n not in VILLAGES]
        useful = [n for n in terminals if self.terminal_value(view, hand, n) > 0]
        if not useful:
            return "done"
        if view.actions >= 2 and len(hand) > 0:
            drawers = [n for n in useful if n in DRAWERS and n != "Library"]
            if drawers:
                return f"play:{best(drawers, lambda n: self.terminal_value(view, hand, n))}"
        return f"play:{best(useful, lambda n: self.terminal_value(view, hand, n))}"

    def terminal_value(self, view: DominionView, hand: list[str], name: str) -> float:
        """Roughly the coins playing `name` now is worth; <= 0 means don't."""
        if name in DRAWERS:
            seat = view.seat if view.seat is not None else 0
            drawable = view.deck_size(seat) + view.discard_size(seat)
            if name == "Witch":
                return (6.0 if view.count_in_supply("Curse") else 0.1) + 1.1 * min(2, drawable)
            if name == "Library":
                return 1.0 * min(max(0, 8 - len(hand)), drawable)
            if name == "Council Room":
                return 0.1 + 1.0 * min(4, drawable)
            if name == "Smithy":
                return 0.1 + 1.1 * min(3, drawable)
            if name == "Moat":
                return 0.1 + 1.1 * min(2, drawable)
        if name == "Adventurer":
            return 2.5
        if name == "Militia":
            return 2.7
        if name == "Bandit":
            return 3.5 if view.count_in_supply("Gold") else 1.0
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
        if name in ("Feast", "Artisan"):
            return 3.0
        if name in ("Woodcutter", "Chancellor", "Vassal"):
            return 2.1
        if name in ("Workshop", "Bureaucrat"):
            return 1.8
        if name == "Thief":
            return 0.5
        if name in CANTRIPS or name in VILLAGES:
            return 1.5
        return 1.0

    def throne_value(self, view: DominionView, hand: list[str], name: str) -> float:
        if name == "Throne Room":
            # Only with two more Actions to play.
            return 4.5 if sum(1 for n in hand if is_action(n) and n != "Throne Room") >= 2 else -1.0
        if (
            name in ("Moneylender", "Mine", "Chapel", "Remodel")
            and self.terminal_value(view, hand, name) <= 0
        ):
            return -1.0
        if name == "Village":
            return 6.0 if sum(1 for n in hand if is_terminal(n)) >= 2 else 3.0
        return THRONE_VALUE.get(name, 2.0)

    # ------------------------------------------------------------ trashing

    def trash(self, view: DominionView, decision: Decision) -> str:
        src = decision.source
        opts = names_of(decision, "trash")
        if not opts:
            return fallback(decision)
        hand = view.hand
        if src == "Chapel":
            targets = self._chapel_targets(view, hand)
            for n in targets:
                if n in opts:
                    return f"trash:{n}"
            return "done"
        if src == "Remodel":
            target = self._remodel_target(view, hand, playing=False)
            if target in opts:
                return f"trash:{target}"
        return super().trash(view, decision)

    def _chapel_targets(self, view: DominionView, hand: list[str]) -> list[str]:
        out = [n for n in ("Curse",) if n in hand]
        if "Estate" in hand and not self.greening(view):
            out.append("Estate")
        if "Copper" in hand and self.rich(view):
            out.append("Copper")
        return out

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
        if not greening and "Estate" in cards:
            return "Estate"
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
