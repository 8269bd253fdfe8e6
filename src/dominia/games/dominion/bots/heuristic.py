"""The heuristic bot: plays any kingdom of the base game (both editions) and Dark Ages sensibly.

Its buy policy is a Big Money backbone (Province / Gold / Silver, Duchy and
Estate dancing at the end) plus a limited number of good kingdom cards:
two Witches while Curses last, non-terminal cards (Laboratory, Market,
Sentry...) freely, terminal draw and attacks only while there is room for
them (about one terminal per 11 Treasures, more with villages). Every buy or
gain is scored by `Heuristic.score`; the best score wins if it clears a
threshold. The per-card weights (buy scores as rules, Throne Room and Procession
targets, play orders) are data: heuristic.toml, read once by heuristic_weights.py.

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
from dominia.games.dominion.bots.heuristic_weights import WEIGHTS, Rule
from dominia.games.dominion.bots.heuristic_weights import score as rule_score
from dominia.games.dominion.card_model import ATTACK
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.view import DominionView

# The per-card weights live in heuristic.toml (read once by heuristic_weights.py).
VIRTUAL_COINS = WEIGHTS.virtual_coins
ATTACKS = frozenset(d.name for d in T.CARDS if d.types & ATTACK)
VILLAGE_ORDER = WEIGHTS.village_order
CANTRIP_ORDER = WEIGHTS.cantrip_order
TRASHING_CANTRIPS = WEIGHTS.trashing_cantrips
THRONE_VALUE = WEIGHTS.throne_value
PROCESSION_VALUE = WEIGHTS.procession_value
TIER_VALUE = WEIGHTS.tier_value
BUY_THRESHOLD = WEIGHTS.buy_threshold
BASIC = WEIGHTS.basic
KINGDOM = WEIGHTS.kingdom
TERMINAL_VALUE = WEIGHTS.terminal_value
KNIGHT_VALUE = WEIGHTS.knight_value


def _deck_facts(name: str) -> tuple[int, bool, bool, bool, float]:
    """What Stats adds up for one card: its coins (a Treasure's, plus an Action's virtual
    coins), Treasure, Action, village, and the room a terminal takes (0 for none). Computed
    once per card: Stats runs at every buy of every playout of the search bot."""
    d = T.BY_NAME[name]
    treasure, action = is_treasure(name), is_action(name)
    coins = (d.coins if treasure else 0) + (VIRTUAL_COINS.get(name, 0) if action else 0)
    village = action and name in VILLAGES
    weight = 0.0
    if action and not village and is_terminal(name) and name not in RUINS_NAMES:
        # Weak terminals crowd the deck less than draw and attacks do;
        # Cultists play each other for free.
        weight = 0.6 if name == "Cultist" else (1.0 if name in DRAWERS or name in ATTACKS else 0.5)
    return coins, treasure, action, village, weight


_DECK_FACTS = {d.name: _deck_facts(d.name) for d in T.CARDS}


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
        "coppers",
        # set for each card scored (heuristic_weights.Facts)
        "room",
        "owned",
        "attacks_in_kingdom",
    )

    def __init__(self, view: DominionView) -> None:
        seat = view.seat
        assert seat is not None
        counts = view.my_cards()
        self.counts = counts
        self.total = sum(counts.values())
        treasures = money = terminals = villages = actions = 0
        load = 0.0
        facts = _DECK_FACTS
        for name, n in counts.items():
            f = facts.get(name)
            if f is None:
                continue
            coins, treasure, action, village, weight = f
            if treasure:
                treasures += n
            money += coins * n
            if action:
                actions += n
                if village:
                    villages += n
                elif weight:
                    terminals += n
                    load += n * weight
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
        self.coppers = counts["Copper"]
        self.room = False
        self.owned = 0
        self.attacks_in_kingdom = False
        if self.empty >= self.end_piles - 1 and not self.late:
            # One more empty pile ends the game: green as if it were late.
            smallest = min((n for p, n in view.supply().items() if n and view.in_supply(p)), default=0)
            if smallest <= 2:
                self.late = self.mid = True
                self.endgame = smallest <= 1

    def owns_drawer(self) -> bool:
        return any(self.counts[d] for d in DRAWERS)


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
        self.scored = 0  # cards weighed for a buy or gain (the search counts its playouts' work)

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
        self.scored += len(opts)
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
        if name == "Gardens":
            vp = (st.total + 1) // 10
            return 10.0 + 15.0 * vp if st.late else -5.0
        if name == "Feodum":
            vp = c["Silver"] // 3
            return 10.0 + 15.0 * vp if st.late else -5.0
        basic = BASIC.get(name)
        if basic is not None:
            v = rule_score(basic, st)  # basic rules read only the Province pile's stage
            assert v is not None  # each list ends with a rule without conditions
            return v
        v = self._kingdom_score(view, st, name, c)
        if st.late and v > 0:
            v *= 0.5
        return v

    def _kingdom_score(self, view: DominionView, st: Stats, name: str, c: Counter[str]) -> float:
        if name in KNIGHTS:
            rules: tuple[Rule, ...] | None = WEIGHTS.knights
            owned = sum(c[k] for k in KNIGHTS)
        else:
            rules = KINGDOM.get(name)
            owned = c[name]
        if rules is not None:
            st.room, st.owned, st.attacks_in_kingdom = self.room(st), owned, self._attacks
            v = rule_score(rules, st)
            assert v is not None  # each list ends with a rule without conditions
            return v
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
            if name == "Dame Anna" and not self._anna_targets(view, hand):
                return 2.0 + 0.2
            return 2.0 + KNIGHT_VALUE.get(name, 1.0)
        constant = TERMINAL_VALUE.get(name)  # the terminals whose worth is a figure
        if constant is not None:
            return constant
        if name == "Bandit":
            return 3.5 if view.count_in_supply("Gold") else 1.0
        if name == "Marauder":
            return 3.0 if view.count_in_supply("Ruins") else 1.8
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
        if name == "Storeroom":
            return 1.5 if any(is_junk(n) for n in hand) else 0.8
        if name == "Madman":
            return 0.5 + len(hand) * 0.8
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
