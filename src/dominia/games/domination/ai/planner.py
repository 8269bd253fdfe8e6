"""The planning Domination AI: one player, three levels of play.

Each decision looks at the board once (`Board`: counts per player, who holds each
continent, what each player earns) and answers from a small set of values. The board is
kept from one decision to the next and brought up to date from the territories that
changed (`Board.update`: a battle, a conquest, a move), equal to a fresh one (tested);
territories' worths far from the change are kept too.

- a territory's worth to take (`Board.value`): a base, progress toward the continents it
  is aiming at (worth their bonus against the borders to hold), completing one, breaking
  someone else's (more when they lead), a card if nothing was taken yet this turn, the
  last territories of a weak player (their cards), capitals and the mission;
- an attack's score: win probability (exact, `odds.win_probability`) times that worth,
  less the armies it is expected to cost (`battlestats`), plus what the conquering stack
  could take next;
- placement: the reinforcements first shore up the borders of held continents (and the
  capital) against what can hit them, the rest goes to the territory from which the best
  chain of conquests starts (looked ahead several steps), so armies are concentrated;
- after a conquest the armies go where the fighting is; the fortify move brings interior
  armies one step toward the most threatened border;
- set-up in a duel: claims go by the continents' rank (`MapInfo.rank`: bonus against the square of
  the borders to guard): complete or block a continent, a foothold in each of the best,
  then build where a player is strongest; the set-up armies are placed as reinforcements
  are, by the attack planner, so the first turn starts from one stack.

The levels differ by settings (`Settings`): `easy` places 40% of its armies at random,
attacks timidly, never gangs up or hunts players for their cards and trades cards at once;
`average` is in between (it hunts weak players for their cards only in games of four
players or more); `hard` plays all of it, counts armies lost at about their worth, and
adapts to the game (`ADAPT`): under Fixed and Italian cards (which do not grow) it
values cards and territories less and waits longer before forcing fights; in Capital
mode it keeps only part of the armies that could reach its capital at home (a duel is won
by taking the other capital first) and plans a path of conquests to the last capital it
misses (`_strike`); in Mission mode each territory toward "occupy N territories" is worth
more the closer it gets, the named continents weigh more, and in a duel the first armies
guard every border. In games of four players or more, while four are left, it takes one
ordinary territory a turn (the card) and after it only prizes (`spree`): each further
conquest leaves a lone army, and many players share out lone armies and the cards they
bring (spread thin, it outlived the original game's AI but lost the ends of the games).

Stalls are ruled out by construction: a retreat bans that attack for the rest of the turn
and every turn has a cap on attacks; an AI that has taken nothing for a few turns asks for
lower odds and keeps fewer armies home, and after `desperate` such turns it makes one
attack a turn at the best odds it has (equal stacks under the Italian dice never give
good odds, so someone must); in a long game (`patience`) killing armies weighs ever more,
so the big stacks end up fighting. One army's worth shrinks as armies pile up (`Board.unit`),
so huge stacks still attack what they can take. In a long stalemate (`desperate`) a stack is
not thrown away against a far bigger one: the AI lays siege instead (`_siege`: all armies,
and the biggest stack next to it, where a break-through is closest), and a player who can
attack nothing at all (shut in a continent with no way out) keeps one stronghold, so a
siege elsewhere can end the game. A player shut in such a continent with more income than
everyone outside can still make a game endless (it cannot win, and cannot be beaten).

Games that drag on without stalling (every player conquering a little each turn, the board
traded back and forth as the cards grow) are closed: after `close_after` of its turns in a
row with nobody knocked out (25 easy, 20 average, 15 hard: the weaker, the later), an AI
plays the rest of the game with `closing` settings: no random placement or fortifying, a
few conquests planned ahead, every player an elimination target (the weakest one first),
no ganging up on the leader. In a duel the last opponent is hunted down (reinforcements
next to each of its territories) as soon as that is in reach, and a stack that takes the
end of a dead end waits on the side nearer the fighting. Figures:
benchmarks/domination_game_length.py.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, replace
from itertools import compress
from operator import ne
from typing import Any

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.domination.ai.battlestats import stats, win
from dominia.games.domination.ai.mapinfo import MapInfo, info_for
from dominia.games.domination.maps.model import ANY_CONTINENT, Mission
from dominia.games.domination.options import starting_armies
from dominia.games.domination.trades import FIXED, INCREASING, ITALIAN, set_value


@dataclass(frozen=True)
class Settings:
    name: str
    description: str
    random_place: float = 0.0  # share of reinforcements put on a random own territory
    random_claim: float = 0.0  # share of claims made at random
    min_odds: float = 0.6  # least win probability for an ordinary attack
    min_odds_prize: float = 0.45  # ... for a prize (continent, elimination, capital, mission)
    loss_weight: float = 0.35  # armies' worth in territory units
    base: float = 1.0  # worth of any territory
    card: float = 1.0  # weight of earning the turn's card
    goal: float = 1.0  # weight of progress toward continents
    complete: float = 2.0  # completing a continent: bonus times this (times how holdable it is)
    breaking: float = 1.2  # breaking someone's continent: bonus times this
    gang: bool = True  # gang up on a runaway leader
    eliminate: bool = True  # hunt weak players for their cards
    hold_cards: bool = True  # under Increasing, keep sets until they are useful
    depth: int = 5  # conquests looked ahead when placing
    follow: float = 0.5  # weight of what the conquering stack can take next
    defend: float = 0.8  # wanted defenders on a held continent's border per attacking army
    defend_share: float = 0.5  # most of the reinforcements spent on defence
    smart_fortify: bool = True
    timid: float = 0.0  # extra odds asked when far from the leader (easy: waits too long)
    exposure: float = 0.7  # discount on gains likely to be taken back at once
    threat: float = 0.0  # share of an enemy's reinforcements counted in its threat to a border
    kill: float = 0.4  # worth of an enemy army killed, against one of mine lost (3+ players)
    elim_size: int = 10  # players with at most this many territories are elimination targets
    elim_far: float = 0.3  # worth left of an elimination out of reach this turn
    hunt_odds: float = 0.8  # odds wanted for each battle of a planned elimination
    spree: int = 0  # ordinary conquests a turn before only prizes count (0: no limit) ...
    spree_from: int = 3  # ... while at least this many players are alive
    desperate: int = 10  # turns in a row without a conquest before attacking at any odds
    patience: int = 25  # own turns before fighting stacks gets ever more attractive (no stalls)
    pursue: float = 1.0  # weight of a mission's "occupy N territories" progress (0: none)
    mission_goal: float = 1.0  # weight of the continents a mission names
    setup_goal: float = 1.0  # weight of the continents aimed at when placing the first armies
    strike: float = 0.0  # least chance to fight through to an enemy capital that wins (0: never plan it)
    guard: float = 1.0  # share of the armies that could reach my capital next turn that it should hold
    guard_many: float = 1.0  # ... with three or more players left
    close_after: int = 15  # own turns with nobody knocked out before the AI closes the game (`closing`)
    # claim by the continents' rank (`MapInfo.rank`): complete or block, a foothold in the best,
    # then build; and place the setup armies as reinforcements (the attack planner) rather than
    # spread along the front. Against the original game's AI these decide the two-player game
    # (only there: `adapt`).
    claim_rank: bool = True
    setup_plan: bool = True


LEVELS: dict[str, Settings] = {
    "easy": Settings(
        "easy",
        "planning AI, weak: random placement 2 times in 5, timid attacks, no ganging up",
        random_place=0.4,
        min_odds=0.78,
        min_odds_prize=0.65,
        loss_weight=0.5,
        goal=0.5,
        complete=1.0,
        breaking=0.5,
        gang=False,
        eliminate=False,
        hold_cards=False,
        depth=1,
        follow=0.0,
        defend=0.5,
        defend_share=0.3,
        smart_fortify=False,
        timid=0.1,
        threat=0.6,
        pursue=0.3,
        close_after=25,
    ),
    "average": Settings(
        "average",
        "planning AI: some random placement, fair odds, short plans",
        random_place=0.2,
        min_odds=0.65,
        min_odds_prize=0.5,
        loss_weight=0.4,
        goal=0.8,
        complete=1.5,
        breaking=1.0,
        gang=True,
        eliminate=False,
        hold_cards=False,
        depth=2,
        follow=0.3,
        defend=0.7,
        defend_share=0.4,
        pursue=0.6,
        close_after=20,
    ),
    "hard": Settings(
        "hard",
        "planning AI, strong: continents, card timing, eliminations, ganging up on the leader",
        min_odds=0.7,
        loss_weight=1.2,
        defend=1.2,
        defend_share=0.7,
        exposure=1.0,
        strike=0.45,
        guard=0.3,
        mission_goal=2.0,
    ),
}

# Settings that change with the game: in games of four players or more ("many"), by card
# rule, by mode, then by "mode/rule" (and "mode/duel" in two-player games). Cards
# that do not grow (Fixed, Italian) make armies dearer than territories and cards: hold
# more, fight late. In Mission mode a territory is a step toward the win, and the first
# armies of a duel guard every border (the opponent may win by taking a few territories)
# rather than prepare for continents.
ADAPT: dict[str, dict[str, dict[str, Any]]] = {
    "hard": {
        # four players or more: one ordinary conquest a turn (the card), then only prizes
        # (against the original game's AI, 3 + 3 games, share of the wins: Increasing cards
        # 43% -> 60%, Fixed 20% -> 34.5%, Italian 24% -> 63.5%; Mission, Capital no loss)
        "many": {"spree": 1, "spree_from": 4},
        "fixed": {"card": 0.6, "base": 0.5, "patience": 40},
        "italian": {"card": 0.6, "base": 0.5, "patience": 40},
        "mission/duel": {"setup_goal": 0.0},
        "mission/increasing": {"min_odds": 0.6, "pursue": 2.0},
        "mission/fixed": {"min_odds": 0.6, "pursue": 2.0},
    },
    # four players or more: average hunts weak players for their cards as hard does. Without
    # it average won fewer 6-AI mixes than easy (classic, 300 games: easy 10.7%, average 7.3%,
    # hard 82.0%; with it 19.0%, 26.0%, 55.0%, near the original game's 6%, 29%, 65%)
    "average": {"many": {"eliminate": True}},
}


def closing(settings: Settings) -> Settings:
    """`settings` for closing a game that drags on (`Settings.close_after`): every army where
    it counts (no random placement or fortifying, a few conquests planned ahead), and players
    hunted down for their cards rather than a leader kept in check, which only keeps
    everyone alive. Without the concentration the hunt alone does not end easy games."""
    return replace(
        settings,
        random_place=0.0,
        smart_fortify=True,
        eliminate=True,
        elim_size=1 << 30,
        gang=False,
        timid=0.0,
        spree=0,
        depth=max(settings.depth, 3),
        follow=max(settings.follow, 0.5),
    )


def adapt(settings: Settings, mode: str, cards: str, players: int = 3) -> Settings:
    """`settings` as the level plays a game of this mode, card rule and size (`ADAPT`)."""
    # The ranked claims and the set-up stacks win duels (against the original game's AI:
    # 37.5% -> 60%), but with six players they lose (3 + 3 games: 43% -> 27-31%, each of
    # the two alone about 33%): there the others strike first, and footholds and one stack
    # are theirs to take
    changes: dict[str, Any] = {} if players == 2 else {"claim_rank": False, "setup_plan": False}
    table = ADAPT.get(settings.name, {})
    many = "many" if players > 3 else ""
    for key in (many, cards, mode, f"{mode}/{cards}", f"{mode}/duel" if players == 2 else ""):
        changes.update(table.get(key, {}))
    return replace(settings, **changes) if changes else settings


ATTACKS_PER_TURN = 200  # a hard cap on attack decisions in one turn (besides the bans)


def safety_margins(
    info: MapInfo, owner: list[int], armies: list[int], me: int, income: list[int]
) -> list[float]:
    """For each of my territories: the least, over enemy stacks and paths through my
    territories, of (armies on the path, one army a step besides) - (the stack's attacking
    armies + its owner's reinforcements). Negative: it may fall next turn. Infinite: no
    enemy can reach it. A Dijkstra from every enemy territory."""
    inf = float("inf")
    margin = [inf] * info.size
    heap: list[tuple[float, int]] = []
    for e, o in enumerate(owner):
        if o == me or o < 0:
            continue
        force = armies[e] - 1 + income[o]
        for t in info.out[e]:
            if owner[t] == me:
                m = armies[t] - force
                if m < margin[t]:
                    margin[t] = m
                    heapq.heappush(heap, (m, t))
    while heap:
        m, u = heapq.heappop(heap)
        if m > margin[u]:
            continue
        for t in info.out[u]:
            if owner[t] == me:
                mt = m + armies[t] + 1
                if mt < margin[t]:
                    margin[t] = mt
                    heapq.heappush(heap, (mt, t))
    return margin


class Board:
    """One look at the board from `me`'s seat: everything the values need, computed once."""

    __slots__ = (
        "info",
        "owner",
        "armies",
        "me",
        "n",
        "alive",
        "cnt",
        "tot",
        "holder",
        "notmine",
        "income",
        "cards",
        "italian",
        "goal",
        "hold",
        "lead_mult",
        "target_bonus",
        "elim_val",
        "card_val",
        "capital_of",
        "capital_val",
        "conquered",
        "s",
        "mission",
        "min_armies",
        "kill_w",
        "_parts",
        "_vals",
        "_press",
        "unit",
        "elim_ok",
        "defend",
        "_margins",
        "rule",
        "caps",
        "bonus_of",
        "occupy_val",
        "living",
        "mission_conts",
    )

    def __init__(
        self,
        ai: PlannerAI,
        view: Any,
        info: MapInfo,
        extra: int = 0,
        owner: list[int] | None = None,
        armies: list[int] | None = None,
    ) -> None:
        s = ai.s
        self.s = s
        self.info = info
        self.me = view.seat
        self.owner = view.owner if owner is None else owner
        self.armies = view.armies if armies is None else armies
        n = view.num_players
        self.n = n
        # armies kept home to guard borders; fewer after turns without a conquest (no stalls)
        self.defend = s.defend * max(0.0, 1.0 - 0.15 * max(0, ai.idle - 2))
        rule = view.options["cards"]
        self.rule = rule
        self.italian = rule == ITALIAN
        self.card_val = self._card_val(s, view)
        self.hold = info.hold
        self.mission: Mission | None = ai.mission_of(view, info) if view.mode == "mission" else None
        self.min_armies = 0
        self.mission_conts: tuple[int, ...] = ()
        if self.mission is not None:
            if self.mission.n_territories:
                self.min_armies = self.mission.min_armies
            self.mission_conts = tuple(c for c in self.mission.continents if 0 <= c < info.n_cont)
        self.caps: list[int | None] = [view.capital(p) for p in range(n)] if view.mode == "capital" else []
        self._count_owners()
        self._owner_part(ai, view)
        self._armies_part(ai, view, extra)

    def update(self, ai: PlannerAI, view: Any, owner: list[int], armies: list[int]) -> bool:
        """Bring this board (of the same turn and phase) to new `owner` and `armies` lists:
        the result equals a fresh `Board`. False (nothing changed) when too many territories
        changed hands for an update to pay."""
        old = self.owner
        every = self.info.every
        changed = list(compress(every, map(ne, old, owner))) if old != owner else []
        if len(changed) > 3:
            return False
        # the armies per player, from the territories whose owner or armies changed
        old_armies, tot = self.armies, self.tot
        moved = list(compress(every, map(ne, old_armies, armies)))
        if not changed and ai.active and ai.goal_key == ai.turns:
            me = self.me
            if all(owner[t] == me for t in moved) and sum(armies[t] - old_armies[t] for t in moved) == 0:
                # armies moved between my own territories (after a conquest, a fortify move):
                # only what depends on where my armies stand changes
                self.armies = armies
                self._margins = None
                elim_val, occupy_val = self.elim_val, self.occupy_val
                self._elims(view, self.living, 0)
                if occupy_val != self.occupy_val:
                    self._parts = {}
                if elim_val != self.elim_val or occupy_val != self.occupy_val:
                    self._vals = {}
                return True
        key = self._players_key()
        info = self.info
        stale = set(changed).union(moved)
        for t in stale:
            if old[t] >= 0:
                tot[old[t]] -= old_armies[t]
            if owner[t] >= 0:
                tot[owner[t]] += armies[t]
        for t in list(stale):
            stale.update(info.out[t])
        if changed:
            info, cnt, me = self.info, self.cnt, self.me
            holder, notmine, bonus_of, bonus = self.holder, self.notmine, self.bonus_of, info.bonus
            touched: set[int] = set()
            for t in changed:
                if old[t] >= 0:
                    cnt[old[t]] -= 1
                if owner[t] >= 0:
                    cnt[owner[t]] += 1
                touched.add(info.cont[t])
            for c in touched:
                ow = info.cget[c](owner)
                size = len(ow)
                h = ow[0] if size and ow.count(ow[0]) == size else -1
                if holder[c] >= 0:
                    bonus_of[holder[c]] -= bonus[c]
                if h >= 0:
                    bonus_of[h] += bonus[c]
                holder[c] = h
                notmine[c] = size - ow.count(me)
                stale.update(info.members[c])
            self.owner = owner
            self._owner_part(ai, view)
        self.armies = armies
        parts = self._parts
        self._armies_part(ai, view, 0, tot)
        if parts and key == self._players_key():
            # the worth of territories far from the change stays
            for t in stale:
                parts.pop(t, None)
            self._parts = parts
        return True

    def _players_key(self) -> tuple[Any, ...]:
        """What `_value_parts` reads besides the territory and its neighbours."""
        return (
            tuple(self.lead_mult),
            tuple(self.target_bonus),
            self.capital_val,
            self.occupy_val,
        )

    def refresh_cards(self, ai: PlannerAI, view: Any) -> None:
        """After a trade or into the next phase of the turn: the hands, what a card is
        worth, and what follows from them."""
        self.card_val = self._card_val(ai.s, view)
        self.cards = [view.card_count(p) for p in range(self.n)]
        self._armies_part(ai, view, 0, self.tot)

    @staticmethod
    def _card_val(s: Settings, view: Any) -> float:
        if view.options["cards"] == INCREASING:
            return s.card * max(2.0, (view.next_trade_value() or 4) / 3 + 0.5)
        return s.card * 2.5

    def _count_owners(self) -> None:
        owner, n, me, info = self.owner, self.n, self.me, self.info
        self.cnt = [owner.count(p) for p in range(n)]
        holder = []
        notmine = []
        bonus_of = [0] * n
        bonus = info.bonus
        for c, get in enumerate(info.cget):
            ow = get(owner)
            size = len(ow)
            h = ow[0] if size and ow.count(ow[0]) == size else -1
            holder.append(h)
            notmine.append(size - ow.count(me))
            if h >= 0:
                bonus_of[h] += bonus[c]
        self.holder = holder
        self.notmine = notmine
        self.bonus_of = bonus_of

    def _owner_part(self, ai: PlannerAI, view: Any) -> None:
        """What follows from who owns what (given the counts)."""
        n, cnt, bonus_of = self.n, self.cnt, self.bonus_of
        self.alive = [view.alive(p) for p in range(n)]
        self.income = [max(3, cnt[p] // 3) + bonus_of[p] for p in range(n)]
        self.cards = [view.card_count(p) for p in range(n)]
        self.conquered = cnt[self.me] > ai.start_cnt if ai.active else False
        # --- capitals
        self.capital_of: dict[int, int] = {}
        self.capital_val = 0.0
        if self.caps:
            owner, me = self.owner, self.me
            missing = sum(1 for t in self.caps if t is not None and owner[t] != me)
            for p, t in enumerate(self.caps):
                if t is not None:
                    self.capital_of[t] = p
            self.capital_val = 6.0 + (20.0 if missing == 1 else 0.0)

    def _armies_part(self, ai: PlannerAI, view: Any, extra: int, tot: list[int] | None = None) -> None:
        """What depends on the armies as well (`tot`: the armies per player, if known)."""
        n, alive = self.n, self.alive
        if tot is None:
            tot = [0] * n
            for o, a in zip(self.owner, self.armies, strict=True):
                if o >= 0:
                    tot[o] += a
        self.tot = tot
        # what one army is worth shrinks as armies pile up (cards under the Increasing rule)
        self.unit = max(1.0, sum(tot) / (3.0 * self.info.size))
        self._parts: dict[int, tuple[float, float]] = {}
        self._vals: dict[int, float] = {}
        self._press: dict[int, tuple[int, int, int]] = {}
        self._margins: list[float] | None = None
        # --- continents to aim at: chosen once a turn (a plan is kept for the turn)
        key = ai.turns if ai.active else -1
        if ai.goal_key == key and key >= 0:
            self.goal = ai.goal_cache
        else:
            self.goal = self._goals(view)
            ai.goal_key = key
            ai.goal_cache = self.goal
        living = [p for p in range(n) if alive[p]]
        self.living = living
        self._leaders(ai, living)
        self._elims(view, living, extra)

    def _leaders(self, ai: PlannerAI, living: list[int]) -> None:
        """A runaway leader to gang up on, a player my mission wants destroyed, and what
        killing each player's armies is worth."""
        s, n, me, tot, alive = self.s, self.n, self.me, self.tot, self.alive
        lead_mult = [1.0] * n
        target_bonus = [0.0] * n
        if s.gang and len(living) >= 3:
            income, cards = self.income, self.cards
            power = [tot[p] + 3 * income[p] + 1.5 * cards[p] if alive[p] else 0.0 for p in range(n)]
            top = second = -1
            for p in living:
                if top < 0 or power[p] > power[top]:
                    top, second = p, top
                elif second < 0 or power[p] > power[second]:
                    second = p
            rest = sum(power) - power[top]
            if top != me and power[top] > 1.4 * power[second] and power[top] > 0.6 * rest:
                lead_mult[top] = 2.0
                target_bonus[top] = 1.0
        if ai.closing and len(living) >= 3:
            # closing the game: the weakest opponent is the one to knock out
            power = [tot[p] + 3 * self.income[p] + 1.5 * self.cards[p] for p in range(n)]
            victim = min((p for p in living if p != me), key=lambda p: power[p])
            target_bonus[victim] += 1.0
        target = self._mission_target()
        if target >= 0:
            target_bonus[target] += 3.0
        duel = len(living) <= 2
        kill = [0.9 if duel else min(0.9, s.kill * lead_mult[p]) for p in range(n)]
        late = ai.turns - s.patience
        if late > 0:
            # a long game: fighting the big stacks is the only way it ends
            kill = [min(1.3, k + 0.05 * late) for k in kill]
        self.kill_w = kill
        self.lead_mult = lead_mult
        self.target_bonus = target_bonus

    def _mission_target(self) -> int:
        """The player my mission wants destroyed, while it is alive (else -1)."""
        m = self.mission
        if m is not None and m.target_player is not None:
            target = m.target_player - 1
            if 0 <= target < self.n and target != self.me and self.alive[target]:
                return target
        return -1

    def _elims(self, view: Any, living: list[int], extra: int) -> None:
        """What eliminating each player is worth, and a mission's territories to occupy."""
        s, me = self.s, self.me
        elim_val = [0.0] * self.n
        self.elim_ok: list[int] = []
        if len(living) == 2:
            # the last opponent: taking everything wins the game
            for p in living:
                if p != me:
                    elim_val[p] = 50.0 * self.unit
        if s.eliminate:
            self._weak_players(view, living, self.rule, elim_val, extra)
        target = self._mission_target()
        if target >= 0:
            elim_val[target] += 30.0
        self.occupy_val = 0.0
        m = self.mission
        if m is not None and m.n_territories and target < 0 and s.pursue:
            need = m.n_territories - self._held_for_mission(m.min_armies)
            if need > 0:
                # each territory taken is a step toward winning: more the closer it is
                self.occupy_val = s.pursue * 30.0 / (need + 2)
        self.elim_val = elim_val

    def _held_for_mission(self, least: int) -> int:
        me, owner = self.me, self.owner
        if least <= 1:
            return self.cnt[me]
        return sum(1 for o, a in zip(owner, self.armies, strict=True) if o == me and a >= least)

    def _weak_players(
        self, view: Any, living: list[int], rule: str, elim_val: list[float], extra: int
    ) -> None:
        """Worth of eliminating each weak player (their cards), if I can afford it; and whether
        the last opponent (already worth the game) is in reach, to hunt down at once."""
        info, owner, armies, me, cnt = self.info, self.owner, self.armies, self.me, self.cnt
        weak = [p for p in living if p != me and cnt[p] <= self.s.elim_size and not elim_val[p]]
        last = [p for p in living if p != me] if len(living) == 2 else []
        if not weak and not last:
            return
        force = extra
        if view.current == me and view.phase in ("trade", "place", "place_count"):
            force += view.pending_reinforcements
        # what taking everything costs (armies, one left behind each), my biggest stack next to them
        tot, out = self.tot, info.out
        cost = {p: float(tot[p] + cnt[p]) for p in weak + last}
        reach = dict.fromkeys(weak + last, 0)
        for e in compress(info.every, map(me.__eq__, owner)):
            x = armies[e] - 1
            if x < 1:
                continue
            for t in out[e]:
                o = owner[t]
                if o in reach and x > reach[o]:
                    reach[o] = x
        for p in last:
            if reach[p] + force >= 1.2 * cost[p] + 1:
                self.elim_ok.append(p)
        my_hand = self.cards[me]
        for p in weak:
            val = self.cards[p] * self.card_val + 2.0
            if rule != ITALIAN and my_hand + self.cards[p] >= 5:
                val *= 1.5  # the cards can be traded at once
            if reach[p] + force < 1.2 * cost[p] + 1:
                val *= self.s.elim_far  # out of reach this turn
            else:
                self.elim_ok.append(p)
            elim_val[p] = val

    def _goals(self, view: Any) -> list[float]:
        """My interest in each continent I do not hold (spread over what is left to take)."""
        info, owner, armies, me, s = self.info, self.owner, self.armies, self.me, self.s
        notmine, hold, bonus = self.notmine, self.hold, info.bonus
        goal = [0.0] * info.n_cont
        best_c, best_score = -1, 0.0
        for c, mem in enumerate(info.members):
            k = notmine[c]
            if not mem or k == 0:
                continue
            enemy = 0
            for t in mem:
                if owner[t] != me:
                    enemy += armies[t]
            size = len(mem)
            score = (bonus[c] + 1) * hold[c] / (enemy + 2 * k + len(info.entries[c]) + 1)
            score *= 0.5 + (size - k) / size
            if score > best_score:
                best_c, best_score = c, score
            goal[c] = s.goal * 0.3 * bonus[c] * hold[c] * (size - k) / size
        if best_c >= 0:
            goal[best_c] = s.goal * bonus[best_c] * (1 + hold[best_c])
        m = self.mission
        if m is not None and (m.target_player is None or not self._target_alive(view, m)):
            named = [c for c in m.continents if c != ANY_CONTINENT]
            w = s.mission_goal
            for c in named:
                if 0 <= c < info.n_cont and notmine[c]:
                    goal[c] = max(goal[c], w * (6.0 + 2 * bonus[c]))
            if ANY_CONTINENT in m.continents:
                others = [c for c in range(info.n_cont) if c not in named and notmine[c]]
                if others:
                    c = max(others, key=lambda c: goal[c] + hold[c])
                    goal[c] = max(goal[c], w * (4.0 + bonus[c]))
        return goal

    def _target_alive(self, view: Any, m: Mission) -> bool:
        target = (m.target_player or 0) - 1
        return 0 <= target < self.n and target != self.me and self.alive[target]

    def value(self, b: int, conquered: bool, taken: dict[int, int] | None = None) -> float:
        """What taking enemy territory `b` is worth to me (in about armies); `taken`: the
        territories per continent I will have taken before it (a plan)."""
        before = taken.get(self.info.cont[b], 0) if taken else 0
        key = (b << 8 | before << 1 | conquered) if before < 128 else -1
        v = self._vals.get(key)
        if v is None:
            v = self._value(b, conquered, before)
            if key >= 0:
                self._vals[key] = v
        return v

    def _value(self, b: int, conquered: bool, before: int) -> float:
        parts = self._parts.get(b)
        if parts is None:
            parts = self._parts[b] = self._value_parts(b)
        keep, extra = parts
        c = self.info.cont[b]
        left = self.notmine[c] - before
        v = self.s.base
        if left > 0:
            v += self.goal[c] / left
            if left == 1:
                v += self.info.bonus[c] * self.s.complete * self.hold[c]
        # what it adds to my position counts only if it is still mine next turn
        v = v * keep + extra
        o = self.owner[b]
        if o >= 0:
            ev = self.elim_val[o]
            if ev:
                v += ev / max(1, self.cnt[o])
        if not conquered:
            v += self.card_val
        return v

    def _value_parts(self, b: int) -> tuple[float, float]:
        """(the chance to keep `b`, its worth that depends only on the territories around
        it and on `_players_key`); `update` keeps them for the territories a change missed."""
        info = self.info
        o = self.owner[b]
        c = info.cont[b]
        keep = 1.0
        if self.s.exposure:
            owner, armies, me = self.owner, self.armies, self.me
            most = 1
            for e in info.inn[b]:
                if owner[e] != me and e != b and armies[e] > most:
                    most = armies[e]
            if most >= 2:
                keep = 1.0 - self.s.exposure * win(most - 1, 1, self.italian)
        extra = 0.0
        if o >= 0:
            if self.holder[c] == o:
                extra += info.bonus[c] * self.s.breaking * self.lead_mult[o]
            extra += self.target_bonus[o]
        if self.capital_val and b in self.capital_of:
            extra += self.capital_val
        return keep, extra + self.occupy_val

    def keep_chance(self, b: int) -> float:
        """A rough chance that enemy territory `b`, taken and left with one army, stays mine."""
        owner, armies, me = self.owner, self.armies, self.me
        most = 1
        for e in self.info.inn[b]:
            if owner[e] != me and e != b and armies[e] > most:
                most = armies[e]
        if most < 2:
            return 1.0
        return 1.0 - self.s.exposure * win(most - 1, 1, self.italian)

    def pressure(self, t: int, skip: int = -1) -> int:
        """The most armies an enemy could attack `t` with next turn: an adjacent stack
        plus part (the settings' `threat`) of its owner's reinforcements (0: no enemy can
        reach `t`); `skip`: a territory left out (the one being attacked)."""
        top = self._press.get(t)
        if top is None:
            top = self._press[t] = self._threats(t)
        most, most_from, second = top
        return second if skip == most_from else most

    def _threats(self, t: int) -> tuple[int, int, int]:
        """(the biggest threat to `t`, where it comes from, the biggest from elsewhere)."""
        owner, armies, me, income = self.owner, self.armies, self.me, self.income
        share = self.s.threat
        most = second = 0
        most_from = -1
        for e in self.info.inn[t]:
            o = owner[e]
            if o != me:
                p = armies[e] - 1 + int(share * income[o])
                if p > most:
                    most, most_from, second = p, e, most
                elif p > second:
                    second = p
        return most, most_from, second

    def capital_guard(self, t: int, skip: int = -1) -> int:
        """Armies my capital `t` should hold: enough that no enemy stack, with a turn's
        reinforcements, can fight its way to it (`skip`: a territory being attacked)."""
        if self._margins is None:
            self._margins = safety_margins(self.info, self.owner, self.armies, self.me, self.income)
        m = self._margins[t]
        if m == float("inf"):
            return 1
        if skip >= 0 and skip in self.info.inn[t]:
            m += 0.5 * (self.armies[skip] - 1)  # taking it removes part of the danger
        share = self.s.guard if len(self.living) <= 2 else self.s.guard_many
        return max(1, int(share * (self.armies[t] - m)) + 3)

    def importance(self, t: int) -> float:
        """How much `t` matters to defend: held continents' borders, my capital."""
        info = self.info
        c = info.cont[t]
        imp = 0.0
        if self.holder[c] == self.me:
            imp += info.bonus[c] + 1.0
            if c in self.mission_conts:
                imp += 4.0
        if self.capital_val and self.capital_of.get(t) == self.me:
            imp += 8.0
        return imp

    def reserve(self, t: int, skip: int = -1) -> int:
        """Armies to keep on `t` when attacking from it (`skip`: the territory attacked,
        whose threat the attack itself answers)."""
        if self.capital_val and self.capital_of.get(t) == self.me:
            # losing the capital loses the game (or most of it): guard it against everything
            return max(1, min(self.armies[t] - 1, self.capital_guard(t, skip)))
        imp = self.importance(t)
        if imp <= 0:
            return max(1, self.min_armies)
        p = self.pressure(t, skip)
        if p <= 0:
            return max(1, self.min_armies)
        return max(1, self.min_armies, min(self.armies[t] - 1, int(p * self.defend)))


class PlannerAI:
    """An Agent: `choose(view, decision)` returns a choice id."""

    def __init__(self, seed: int, settings: Settings) -> None:
        self.s = settings
        self.base_settings = settings
        self.adapted = settings  # the settings adapted to the game (`adapt`), before `closing`
        self._options: Any = None  # the options of the game the settings were adapted to
        self.name = settings.name
        self.rng = Rng(seed)
        self.slips = 0  # answers that were not legal (replaced by a legal one); tests want 0
        # memory of the turn in progress
        self.active = False
        self.start_cnt = 0
        self.attacks = 0
        self.banned: set[tuple[int, int]] = set()
        self.alloc: list[tuple[int, int]] = []
        self.count = 0
        self.fortify_plan = (-1, -1, 0)
        self.idle = 0  # turns in a row without a conquest
        self.calm = 0  # my turns since a player was last knocked out (or since the start)
        self.living = 0  # players alive at the start of my last turn
        self.closing = False  # the game drags on: play to end it (`closing`)
        self.turns = 0  # my turns so far
        self._last: Board | None = None
        self._last_key: tuple[Any, ...] = ()
        self.stubborn = False  # the battle under way is a stalemate breaker: fight it out
        self.route: list[int] = []  # a planned path of conquests (to a capital) this turn
        self.route_src = -1
        self.route_checked = False
        self.goal_key = -2
        self.goal_cache: list[float] = []
        self._mission_key: tuple[str | None, int] | None = None
        self._mission: Mission | None = None

    # ---------------------------------------------------------------- dispatch

    def choose(self, view: Any, decision: Decision) -> str:
        info = info_for(view.map)
        options = view.options
        if options is not self._options:
            self._options = options
            self.adapted = adapt(self.base_settings, view.mode, options["cards"], view.num_players)
            self.s = closing(self.adapted) if self.closing else self.adapted
        kind = decision.kind
        if kind == "defend":
            return decision.choices[0].id  # the most dice is always best
        handler = _HANDLERS.get(kind)
        if handler is None:
            self.slips += 1
            return decision.choices[0].id
        if kind in ("trade", "attack", "battle", "move") or (kind == "place" and view.phase == "place"):
            self._begin_turn(view)
        cid = handler(self, view, decision, info)
        if kind in ("place_count", "move", "fortify_count"):
            return cid  # built within the range of the choices
        if decision.find(cid) is None:
            self.slips += 1
            ids = decision.ids()
            return "done" if "done" in ids else ids[0]
        return cid

    def _begin_turn(self, view: Any) -> None:
        if self.active:
            return
        self.active = True
        self.turns += 1
        me = view.seat
        living = sum(1 for p in range(view.num_players) if view.alive(p))
        self.calm = self.calm + 1 if living == self.living else 0
        self.living = living
        # once a game has dragged on, it is closed for good: a knock-out is what closing is for
        closing_now = self.closing or self.calm >= self.adapted.close_after
        if closing_now != self.closing:
            self.closing = closing_now
            self.s = closing(self.adapted) if closing_now else self.adapted
        self.start_cnt = sum(1 for o in view.owner if o == me)
        self.attacks = 0
        self.banned = set()
        self.alloc = []
        self.stubborn = False
        self.route = []
        self.route_src = -1
        self.route_checked = False

    def _end_turn(self, view: Any) -> None:
        if not self.active:
            return
        me = view.seat
        conquered = sum(1 for o in view.owner if o == me) > self.start_cnt
        self.idle = 0 if conquered else self.idle + 1
        self.active = False
        self.alloc = []

    def _board(self, view: Any, info: MapInfo) -> Board:
        """The board as `Board` sees it, reused while nothing on it has changed (an attack
        and its battle, a retreat and the next attack)."""
        owner, armies = view.owner, view.armies
        key = (self.turns, self.active, self.idle, view.trades_done, view.phase in ("trade", "place"))
        last = self._last
        if last is not None and last.owner == owner and last.armies == armies and self._last_key == key:
            return last
        if last is not None and self._last_key[:3] == key[:3]:
            # the same turn: the trades and the phase only change what a card is worth
            if self._last_key != key:
                last.refresh_cards(self, view)
                self._last_key = key
            if last.update(self, view, owner, armies):
                return last
        b = Board(self, view, info, owner=owner, armies=armies)
        self._last = b
        self._last_key = key
        return b

    def mission_of(self, view: Any, info: MapInfo) -> Mission | None:
        text = view.mission()
        key = (text, view.num_players)
        if key != self._mission_key:
            self._mission_key = key
            self._mission = None
            if text is not None:
                for i, t in enumerate(info.missions_for(view.num_players)):
                    if t == text:
                        self._mission = info.map.missions[i]
                        break
        return self._mission

    def _odds_needed(self, b: Board, prize: bool) -> float:
        s = self.s
        need = s.min_odds_prize if prize else s.min_odds
        if s.timid and b.alive.count(True) > 2:
            # waits too long: wants better odds while someone else is far ahead
            best = max(b.tot)
            if best > 1.5 * b.tot[b.me]:
                need += s.timid
        if self.idle > 2:
            need -= 0.05 * (self.idle - 2)
        late = self.turns - s.patience
        if late > 0:
            need -= 0.01 * late
        return max(0.25, need)

    # ---------------------------------------------------------------- setup

    def _claim(self, view: Any, d: Decision, info: MapInfo) -> str:
        owner = view.owner
        me = view.seat
        n = view.num_players
        if self.s.random_claim and self.rng.random() < self.s.random_claim:
            return self.rng.choice(d.choices).id
        if self.s.claim_rank:
            # footholds pay for the player who strikes first; the others keep compact
            best = self._claim_ranked(owner, me, n, info, view.first_player == me)
            return f"claim:{info.names[best]}" if best >= 0 else d.choices[0].id
        free_in = [0] * info.n_cont
        mine_in = [0] * info.n_cont
        theirs_in = [0] * info.n_cont
        for t, o in enumerate(owner):
            c = info.cont[t]
            if o < 0:
                free_in[c] += 1
            elif o == me:
                mine_in[c] += 1
            else:
                theirs_in[c] += 1
        best, best_score = -1, -1e9
        for t, o in enumerate(owner):
            if o >= 0:
                continue
            c = info.cont[t]
            size = len(info.members[c])
            # a continent I can still get: mine or free, few enemies; small and easily held first
            chance = (mine_in[c] + 1) / (size + 1) - theirs_in[c] / size * (0.6 + 0.1 * n)
            score = info.quality[c] * (1.0 + 2.0 * chance)
            own_nbr = sum(1 for e in info.nbr[t] if owner[e] == me)
            score += 0.15 * own_nbr - 0.02 * len(info.nbr[t])
            if score > best_score:
                best, best_score = t, score
        return f"claim:{info.names[best]}" if best >= 0 else d.choices[0].id

    def _claim_ranked(self, owner: list[int], me: int, n: int, info: MapInfo, plant: bool) -> int:
        """The territory to claim: one that completes a continent for me or stops another player
        completing one (the better continent first); else (`plant`) a first
        foothold in the best-ranked continent I am not in yet; else where some player (me, or
        one to contest) is strongest in a valuable continent. -1: nothing free."""
        size = info.n_cont
        held = [[0] * n for _ in range(size)]
        free = [0] * size
        for t, o in enumerate(owner):
            if o < 0:
                free[info.cont[t]] += 1
            else:
                held[info.cont[t]][o] += 1
        present = sum(1 for p in range(n) if p in owner)
        pick = [-1] * size
        pick_score = [0.0] * size
        for t, o in enumerate(owner):
            if o >= 0:
                continue
            c = info.cont[t]
            sc = self._claim_score(owner, me, t, info)
            if pick[c] < 0 or sc < pick_score[c]:
                pick[c], pick_score[c] = t, sc
        worth = []
        for c in range(size):
            edge = len(info.exits[c])
            # few continents to go round: one with few ways in is worth more per way
            worth.append(info.rank[c] * (edge if size - present > edge else 1))
        order = sorted((c for c in range(size) if free[c]), key=lambda c: -worth[c])
        for c in order:
            members = len(info.members[c])
            if free[c] == 1 and max(held[c]) == members - 1:
                return pick[c]
        for c in order:
            if not held[c][me] and worth[c] > 0 and plant:
                return pick[c]
        best, best_score = -1, -1.0
        for c in order:
            counts = held[c]
            total = sum(counts)
            for p in range(n):
                mine = 1 + counts[p]
                enemies = sum(1 for q in range(n) if q != p and counts[q])
                score = mine / max(1, (total - counts[p]) * enemies) * worth[c] / pick_score[c]
                if score > best_score:
                    best, best_score = pick[c], score
        return best

    @staticmethod
    def _claim_score(owner: list[int], me: int, t: int, info: MapInfo) -> float:
        """How good free `t` is to claim, smaller is better (at least 1): few ways in, next
        to my own territories."""
        ins = info.degree_in[t]
        score = 6.0 + ins - (2.0 if ins < 3 else 0.0)
        near = sum(1 for e in info.nbr[t] if owner[e] == me)
        score -= ((near + 1) // 2) ** 2
        return max(1.0, score)

    def _setup_place(self, view: Any, d: Decision, info: MapInfo) -> str:
        if self.s.random_place and self.rng.random() < self.s.random_place:
            return self.rng.choice(d.choices).id
        b = self._board(view, info)
        owner, armies, me = b.owner, b.armies, b.me
        if self.s.setup_plan and view.mode != "mission":
            # (a mission may be met by holding borders: its own placement below)
            left = starting_armies(b.n, info.size) - b.tot[me]
            if left > 0:
                return info.ids_place[self._allocate(view, info, left)[0][0]]
        best, best_score = -1, -1e9
        for t in range(info.size):
            if owner[t] != me:
                continue
            enemy = 0
            for e in info.nbr[t]:
                if owner[e] != me:
                    enemy += armies[e]
            if not enemy:
                continue
            c = info.cont[t]
            interest = 1.0 + b.goal[c] * self.s.setup_goal
            if b.holder[c] == me and t in info.entries[c]:
                interest += 4.0 + 2.0 * info.bonus[c]
            score = interest * min(4.0, (enemy + 1) / (armies[t] + 1))
            if score > best_score:
                best, best_score = t, score
        if best < 0:
            return d.choices[0].id
        return info.ids_place[best]

    def _capital(self, view: Any, d: Decision, info: MapInfo) -> str:
        """The capital hardest to reach: the most armies an enemy would have to beat on its
        way (through my territories), against its biggest stack plus a turn's reinforcements;
        then the most friendly armies around it."""
        best, _ = self._capital_pick(view, info)
        return f"capital:{info.names[best]}" if best >= 0 else d.choices[0].id

    def _capital_pick(self, view: Any, info: MapInfo) -> tuple[int, float]:
        """The best capital now and its safety margin."""
        owner, armies, me = view.owner, view.armies, view.seat
        income = [view.reinforcements_of(p) for p in range(view.num_players)]
        margin = safety_margins(info, owner, armies, me, income)
        best, best_score = -1, -1e18
        for t in range(info.size):
            if owner[t] != me:
                continue
            around = sum(armies[e] for e in info.nbr[t] if owner[e] == me)
            score = min(margin[t], 1e6) * 10.0 + around + armies[t]
            if score > best_score:
                best, best_score = t, score
        return best, margin[best] if best >= 0 else 0.0

    # ---------------------------------------------------------------- cards

    def _trade(self, view: Any, d: Decision, info: MapInfo) -> str:
        ids = [c.id for c in d.choices if c.id != "done"]
        if not ids:
            return "done"
        rule = view.options["cards"]
        owner, me = view.owner, view.seat
        done = d.find("done") is not None
        forced = not done
        trades = view.trades_done
        best, best_score = ids[0], -1e9
        for cid in ids:
            combo = [int(x) for x in cid[6:].split(",")]
            kinds = [info.card_kind[c] for c in combo]
            value = set_value(kinds, rule, trades)
            bonus = (
                2
                if any(info.card_terr[c] is not None and owner[info.card_terr[c]] == me for c in combo)
                else 0
            )
            wild = sum(1 for c in combo if info.is_wild(c))
            score = value + bonus - 1.5 * wild
            if score > best_score:
                best, best_score = cid, score
        if forced or not self.s.hold_cards:
            return best
        hand = len(view.hand)
        if rule == INCREASING:
            value = view.next_trade_value() or 0
            b = Board(self, view, info, extra=value)
            if hand >= 4 and view.deck_size == 0 and not view.options["recycle"]:
                return best
            # useful now: a weak player to finish off, a big boost, or in danger
            if any(b.cards[p] >= 2 for p in b.elim_ok):
                return best
            if value >= max(8, 2 * b.income[me]) or (hand >= 4 and value >= b.income[me]):
                return best
            if b.tot[me] < 0.5 * max(b.tot[p] for p in range(b.n) if p != me):
                return best
            return "done"
        if rule in (FIXED, ITALIAN):
            # values do not grow: trade the best set unless a better one may come with the next card
            combo = [int(x) for x in best[6:].split(",")]
            value = set_value([info.card_kind[c] for c in combo], rule, trades)
            if value >= 8 or hand >= 4:
                return best
            return "done"
        return best

    # ---------------------------------------------------------------- placement

    def _place(self, view: Any, d: Decision, info: MapInfo) -> str:
        if view.phase != "place":
            return self._setup_place(view, d, info)
        left = view.pending_reinforcements
        if not self.alloc or sum(k for _, k in self.alloc) != left:
            self.alloc = self._allocate(view, info, left)
        t, k = self.alloc[0]
        if k >= left or len(self.alloc) == 1:
            k = left
        self.count = k
        self.alloc = self.alloc[1:] if k < left else []
        if left == 1:
            self.alloc = []
        return info.ids_place[t]

    def _place_count(self, view: Any, d: Decision, info: MapInfo) -> str:
        left = view.pending_reinforcements
        k = min(self.count, left) if self.count > 0 else left
        self.count = 0
        return f"count:{k}"

    def _allocate(self, view: Any, info: MapInfo, total: int) -> list[tuple[int, int]]:
        b = self._board(view, info)
        s = self.s
        owner, armies, me = b.owner, b.armies, b.me
        mine = [t for t in range(info.size) if owner[t] == me]
        alloc: dict[int, int] = {}
        left = total

        def give(t: int, k: int) -> None:
            nonlocal left
            k = min(k, left)
            if k > 0:
                alloc[t] = alloc.get(t, 0) + k
                left -= k

        if self.idle >= s.desperate and self._siege(b, 0, alloc) < 0:
            # a long time with nothing I could ever attack (a continent with no way out):
            # one stronghold takes everything, so that a siege elsewhere can end the game
            give(max(mine, key=lambda t: armies[t]), left)
            return list(alloc.items())
        # a mission to occupy N territories with M armies each: finish it when in reach
        m = b.mission
        if m is not None and m.n_territories and b.cnt[me] >= m.n_territories and m.min_armies > 1:
            short = sorted((m.min_armies - armies[t], t) for t in mine if armies[t] < m.min_armies)
            have = len(mine) - len(short)
            need = m.n_territories - have
            if need > 0:
                cost = sum(k for k, _ in short[:need])
                if cost <= left:
                    for k, t in short[:need]:
                        give(t, k)
        # a weak player within reach: armies next to each of their territories
        if left and b.elim_ok:
            for p in sorted(b.elim_ok, key=lambda p: -b.elim_val[p]):
                plan = self._hunt(b, p, left, alloc)
                if plan is not None:
                    for t, k in plan.items():
                        give(t, k)
                    break
        if left and s.random_place:
            rnd = sum(1 for _ in range(left) if self.rng.random() < s.random_place)
            for _ in range(rnd):
                give(self.rng.choice(mine), 1)
        # the capital first: its fall may end the game
        if left and b.capital_val:
            for t in mine:
                if b.capital_of.get(t) == me:
                    give(t, b.capital_guard(t) - armies[t] - alloc.get(t, 0))
            # a path of conquests to the capitals I miss
            if left and s.strike and not self.route_checked:
                self.route_checked = True
                plan = self._strike(b, left, alloc)
                if plan is not None:
                    src, route = plan
                    self.route, self.route_src = route, src
                    give(src, left)
        # defence of held continents
        if left:
            budget = int(left * s.defend_share + 0.5)
            needs = []
            for t in mine:
                imp = b.importance(t)
                if imp <= 0:
                    continue
                p = b.pressure(t)
                if p <= 0:
                    continue
                want = int(p * s.defend + 0.999) + 1
                short = want - armies[t] - alloc.get(t, 0)
                if short > 0:
                    needs.append((-imp, t, short))
            needs.sort()
            for _, t, short in needs:
                if budget <= 0:
                    break
                k = min(short, budget)
                give(t, k)
                budget -= k
        # attack: the best chain of conquests
        if left:
            stage, want = self._best_stage(b, left, alloc)
            if stage < 0 and self.idle >= s.desperate:
                # a long stalemate: lay siege where a stack may one day break through
                stage, want = self._siege(b, left, alloc), left
            if stage >= 0:
                give(stage, want)
            if left:
                # the rest: the most threatened border that matters, else the stage, else a frontier
                target = stage
                if target < 0 or want < left:
                    best, best_score = -1, 0.0
                    for t in mine:
                        p = b.pressure(t)
                        if p <= 0:
                            continue
                        score = (1.0 + b.importance(t)) * (p + 1) / (armies[t] + alloc.get(t, 0) + 1)
                        if score > best_score:
                            best, best_score = t, score
                    if best >= 0 and (target < 0 or want < left):
                        target = best
                if target < 0:
                    target = self._any_frontier(b, mine)
                give(target, left)
        return sorted(alloc.items(), key=lambda kv: -kv[1])

    def _siege(self, b: Board, left: int, alloc: dict[int, int]) -> int:
        """My territory whose stack, given `left` more armies and the biggest stack next to
        it, comes closest to an enemy territory it may attack (-1: none may attack anything)."""
        info, owner, armies, me = b.info, b.owner, b.armies, b.me
        best, best_gap = -1, -1 << 60
        for a in compress(info.every, map(me.__eq__, owner)):
            x = armies[a] + alloc.get(a, 0) + left
            helper = max((armies[w] - 1 for w in info.inn[a] if owner[w] == me and w != a), default=0)
            for t in info.out[a]:
                if owner[t] != me and x + helper - armies[t] > best_gap:
                    best, best_gap = a, x + helper - armies[t]
        return best

    def _hunt(self, b: Board, victim: int, left: int, alloc: dict[int, int]) -> dict[int, int] | None:
        """Reinforcements that let me take every territory of `victim` this turn (each
        battle won with good odds, by a stack next to it or one that took a neighbour),
        or None when `left` armies are not enough."""
        info, owner, armies, me = b.info, b.owner, b.armies, b.me
        italian = b.italian
        targets = [t for t in range(info.size) if owner[t] == victim]
        force: dict[int, float] = {}  # attacking armies ready on my territories
        plan: dict[int, int] = {}
        sure = self.s.hunt_odds
        while targets:
            best: tuple[int, int, int] | None = None
            for v in targets:
                y = armies[v]
                for src in info.inn[v]:
                    if src in force:
                        x = force[src]
                    elif owner[src] == me:
                        x = force[src] = armies[src] + alloc.get(src, 0) - b.reserve(src, v)
                    else:
                        continue
                    k = 0
                    while win(int(x) + k, y, italian) < sure:
                        if owner[src] != me:
                            k = left + 1  # a territory taken on the way: no reinforcements there
                            break
                        k += 1 + k // 2
                        if k > left:
                            break
                    if k <= left and (best is None or k < best[2]):
                        best = (v, src, k)
            if best is None:
                return None
            v, src, k = best
            left -= k
            if k:
                plan[src] = plan.get(src, 0) + k
            x = int(force[src]) + k
            _, after, _, _ = stats(x, armies[v], italian)
            force[src] = 0
            force[v] = max(0.0, after - 1)  # the stack moves in and goes on
            targets.remove(v)
        return plan

    def _strike(self, b: Board, left: int, alloc: dict[int, int]) -> tuple[int, list[int]] | None:
        """A path of conquests from one of my stacks (given `left` more armies) to the one
        capital I miss, when the chance to take all of it is at least the settings' `strike`;
        (start, path) or None. Only when that capital wins the game."""
        info, owner, armies, me = b.info, b.owner, b.armies, b.me
        missing = [t for t in b.capital_of if owner[t] != me]
        if len(missing) != 1:
            return None
        goal = missing[0]
        # cheapest ways to the capital over enemy territories (backwards from it)
        cost = {goal: armies[goal] + 1.0}
        nxt: dict[int, int] = {goal: -1}
        heap = [(cost[goal], goal)]
        starts: list[tuple[float, int, int]] = []
        while heap:
            c, u = heapq.heappop(heap)
            if c > cost[u]:
                continue
            if len(starts) >= 8:
                break
            for w in info.inn[u]:
                if owner[w] == me:
                    if armies[w] + alloc.get(w, 0) + left >= 2:
                        starts.append((c, w, u))
                    continue
                cw = c + armies[w] + 1.0
                if cw < cost.get(w, 1e18):
                    cost[w] = cw
                    nxt[w] = u
                    heapq.heappush(heap, (cw, w))
        best: tuple[int, list[int]] | None = None
        best_p = self.s.strike
        for _, src, first in starts:
            path = [first]
            while nxt[path[-1]] >= 0:
                path.append(nxt[path[-1]])
            x = armies[src] + alloc.get(src, 0) + left - b.reserve(src, first)
            p = self._path_chance(b, x, path)
            if p > best_p:
                best, best_p = (src, path), p
        return best

    def _path_chance(self, b: Board, x: float, path: list[int]) -> float:
        """The chance that `x` attacking armies take every territory of `path` in turn."""
        armies, italian, me, owner = b.armies, b.italian, b.me, b.owner
        p_all = 1.0
        for t in path:
            if owner[t] == me:
                continue
            if x < 1:
                return 0.0
            p, after, _, _ = stats(int(x), armies[t], italian)
            p_all *= p
            x = after - 1
        return p_all

    def _route_step(self, b: Board) -> tuple[int, int] | None:
        """The next attack of the planned route, or None (and the plan dropped) when it
        no longer has a fair chance."""
        route, owner, armies, me = self.route, b.owner, b.armies, b.me
        pred = self.route_src
        for i, t in enumerate(route):
            if owner[t] != me:
                if owner[pred] != me or armies[pred] < 2 or (pred, t) in self.banned:
                    break
                x = armies[pred] - b.reserve(pred, t)
                if self._path_chance(b, x, route[i:]) < 0.5 * self.s.strike:
                    break
                return pred, t
            pred = t
        self.route = []
        return None

    def _any_frontier(self, b: Board, mine: list[int]) -> int:
        info, owner, me = b.info, b.owner, b.me
        best, most = mine[0], -1
        for t in mine:
            for e in info.nbr[t]:
                if owner[e] != me:
                    if b.armies[t] > most:
                        best, most = t, b.armies[t]
                    break
        return best

    def _best_stage(self, b: Board, left: int, alloc: dict[int, int]) -> tuple[int, int]:
        """The territory to attack from and the armies it should get (of `left`)."""
        info, owner, armies, me = b.info, b.owner, b.armies, b.me
        best, best_val = -1, 0.0
        for t in range(info.size):
            if owner[t] != me:
                continue
            for e in info.out[t]:
                if owner[e] != me:
                    break
            else:
                continue
            x = armies[t] + alloc.get(t, 0) - b.reserve(t)
            val = self._chain(b, t, x + left)
            if val > best_val:
                best, best_val = t, val
        if best < 0:
            return -1, 0
        base = armies[best] + alloc.get(best, 0) - b.reserve(best)
        # give the stage only what the plan needs (the rest defends), when that is clear
        want = left
        for k in (left // 3, (2 * left) // 3):
            if k > 0 and self._chain(b, best, base + k) >= 0.9 * best_val:
                want = k
                break
        return best, want

    def _chain(self, b: Board, start: int, x: int) -> float:
        """Worth of the greedy chain of conquests from `start` with `x` attacking armies."""
        if x < 1:
            return 0.0
        info, owner, armies, me = b.info, b.owner, b.armies, b.me
        italian = b.italian
        lw = self.s.loss_weight / b.unit
        need = self._odds_needed(b, False)
        need_prize = self._odds_needed(b, True)
        conquered = b.conquered
        taken: dict[int, int] = {}
        seen: set[int] = set()
        cur = start
        total = 0.0
        p_all = 1.0
        for _ in range(max(1, self.s.depth)):
            best, best_sc, best_p, best_left = -1, 0.0, 0.0, 0.0
            for e in info.out[cur]:
                if owner[e] == me or e in seen:
                    continue
                p, left, loss, kill = stats(x, armies[e], italian)
                v = b.value(e, conquered, taken)
                if p < (need_prize if v >= 4.0 + b.card_val * (not conquered) else need):
                    continue
                sc = p * v - lw * (loss - kill * b.kill_w[owner[e]])
                if sc > best_sc:
                    best, best_sc, best_p, best_left = e, sc, p, left
            if best < 0:
                break
            total += p_all * best_sc
            p_all *= best_p
            c = info.cont[best]
            taken[c] = taken.get(c, 0) + 1
            seen.add(best)
            conquered = True
            cur = best
            x = int(best_left) - 1
            if x < 1:
                break
        return total

    # ---------------------------------------------------------------- attacking

    def _attack(self, view: Any, d: Decision, info: MapInfo) -> str:
        self.attacks += 1
        if self.attacks > max(ATTACKS_PER_TURN, 2 * info.size):
            return "done"
        b = self._board(view, info)
        if self.s.strike and b.capital_val:
            if not self.route_checked:
                self.route_checked = True
                plan = self._strike(b, 0, {})
                if plan is not None:
                    self.route_src, self.route = plan
            if self.route:
                step = self._route_step(b)
                if step is not None:
                    return info.ids_attack[step[0]][step[1]]
        owner, armies, me = b.owner, b.armies, b.me
        italian = b.italian
        conquered = b.conquered
        lw = self.s.loss_weight / b.unit
        follow = self.s.follow
        need = self._odds_needed(b, False)
        need_prize = self._odds_needed(b, True)
        prize_at = 4.0 + (0 if conquered else b.card_val)
        banned = self.banned
        best, best_sc = None, 0.0
        value, kill_w, out = b.value, b.kill_w, info.out
        nexts: dict[int, float] = {}  # what a stack of x in t could take next, by t * 4096 + x
        least = min(need, need_prize)
        # with many players, each conquest beyond the first few leaves a lone army for others
        # to take: then only prizes are worth it
        spree = self.s.spree
        spent = bool(spree) and len(b.living) >= self.s.spree_from and b.cnt[me] - self.start_cnt >= spree
        for a in compress(info.every, map(me.__eq__, owner)):
            if armies[a] < 2:
                continue
            guard = b.importance(a) > 0
            x = armies[a] - b.reserve(a)
            for t in out[a]:
                if owner[t] == me or (a, t) in banned:
                    continue
                if guard:
                    x = armies[a] - b.reserve(a, t)
                if x < 1:
                    continue
                p, left, loss, kill = stats(x, armies[t], italian)
                if p < least:
                    continue
                v = value(t, conquered)
                if p < (need_prize if v >= prize_at else need):
                    continue
                if v < prize_at and spent:
                    continue
                sc = p * v - lw * (loss - kill * kill_w[owner[t]])
                if follow and left >= 3:
                    x2 = int(left) - 1
                    key = t * 4096 + x2 if x2 < 4096 else -1
                    nxt = nexts.get(key)
                    if nxt is None:
                        nxt = 0.0
                        for u in out[t]:
                            if owner[u] != me and u != t:
                                p2 = win(x2, armies[u], italian)
                                if p2 >= need:
                                    w = p2 * value(u, True)
                                    if w > nxt:
                                        nxt = w
                        nexts[key] = nxt
                    sc += follow * p * nxt
                if sc > best_sc:
                    best, best_sc = (a, t), sc
        if best is None and self.idle >= self.s.desperate and self.attacks == 1:
            # a stalemate (say, equal stacks under the Italian dice): someone has to fight
            best_p = 0.0
            for a in range(info.size):
                if owner[a] != me or armies[a] < 2:
                    continue
                for t in info.out[a]:
                    # not a stack thrown away against a far bigger one: that one waits
                    if owner[t] != me and 5 * (armies[a] - 1) >= 4 * armies[t]:
                        p = win(armies[a] - 1, armies[t], italian)
                        if p > best_p:
                            best, best_p = (a, t), p
            if best is not None:
                self.banned.add(best)  # one such attack a turn
                self.stubborn = True
        if best is None:
            return "done"
        return info.ids_attack[best[0]][best[1]]

    def _battle(self, view: Any, d: Decision, info: MapInfo) -> str:
        a, t = view.battle
        b = self._board(view, info)
        armies = b.armies
        reserve = b.reserve(a, t)
        x = armies[a] - reserve
        y = armies[t]
        conquered = b.conquered
        v = b.value(t, conquered)
        prize = v >= 4.0 + (0 if conquered else b.card_val)
        need = self._odds_needed(b, prize) - 0.05  # the same battle, a bit more stubborn
        p = win(x, y, b.italian)
        if self.stubborn:
            self.stubborn = False
            return "annihilate"
        if self.route and t in self.route and x >= 1:
            rest = self.route[self.route.index(t) :]
            if self._path_chance(b, x, rest) >= 0.5 * self.s.strike:
                return f"annihilate:{reserve}" if 1 < reserve < armies[a] else "annihilate"
            self.route = []
        if x < 1 or p < need:
            self.banned.add((a, t))
            return "retreat"
        if p >= 0.9 or armies[a] <= 4:
            stop = reserve
        else:
            stop = max(reserve, (armies[a] + reserve) // 2)
        if stop <= 1:
            return "annihilate"
        if stop >= armies[a]:
            return "roll:1" if armies[a] >= 2 else "retreat"
        return f"annihilate:{stop}"

    def _move(self, view: Any, d: Decision, info: MapInfo) -> str:
        hi = int(d.choices[0].id[5:])
        lo = int(d.choices[-1].id[5:])
        a, t = view.battle
        b = self._board(view, info)
        owner, armies, me = b.owner, b.armies, b.me
        total = armies[a] + armies[t]
        pa, pt = b.pressure(a), b.pressure(t)
        need = self._odds_needed(b, False)
        # can the armies in t (or a) attack something worthwhile next?
        opp_t = opp_a = False
        for u in info.out[t]:
            if owner[u] != me:
                opp_t = True
                break
        for u in info.out[a]:
            if owner[u] != me:
                opp_a = True
                break
        keep = max(1, b.min_armies)
        if b.importance(a) > 0 and pa > 0:
            keep = max(keep, int(pa * b.defend + 0.999))
        if self.route and t in self.route and t != self.route[-1]:
            return f"move:{min(hi, max(lo, total - max(1, b.reserve(a))))}"
        if not (pa or opp_a or pt or opp_t):
            # both quiet (say, the tip of a dead end taken): the stack waits on the side
            # nearer the fighting, not stranded where it takes turns of fortifying to get out
            k = hi if self._nearer_the_enemy(b, t, a) else lo
        elif not (pa or opp_a):
            k = hi
        elif not (pt or opp_t):
            k = lo
        elif opp_t and not opp_a:
            k = total - keep
        elif opp_t:
            # both can attack: the stack goes where the better target is
            best_t = max(
                (b.value(u, True) * win(hi - 1, armies[u], b.italian) for u in info.out[t] if owner[u] != me),
                default=0.0,
            )
            best_a = max(
                (
                    b.value(u, True) * win(total - lo - 1, armies[u], b.italian)
                    for u in info.out[a]
                    if owner[u] != me
                ),
                default=0.0,
            )
            k = total - keep if best_t >= best_a or best_t >= need * 2 else lo
        else:
            # only defence: split by pressure
            k = round(total * (pt + 1) / (pa + pt + 2))
            k = min(k, total - keep)
        return f"move:{min(hi, max(lo, k))}"

    @staticmethod
    def _nearer_the_enemy(b: Board, t: int, a: int) -> bool:
        """Whether `t` is strictly nearer than `a` to an enemy territory, in moves along the
        borders (a search back from every enemy territory until one of them is reached)."""
        info, owner, me = b.info, b.owner, b.me
        seen = {u for u in info.every if owner[u] != me}
        frontier = list(seen)
        while frontier:
            nxt = []
            for u in frontier:
                for w in info.inn[u]:
                    if w not in seen:
                        seen.add(w)
                        nxt.append(w)
            reached_t, reached_a = t in seen, a in seen
            if reached_t or reached_a:
                return reached_t and not reached_a
            frontier = nxt
        return False

    # ---------------------------------------------------------------- fortifying

    def _fortify(self, view: Any, d: Decision, info: MapInfo) -> str:
        # the board as the turn saw it (the same one as the last attack's, brought up to date)
        b = self._board(view, info) if len(d.choices) > 1 else None
        self._end_turn(view)
        if b is None:
            return "done"
        if not self.s.smart_fortify and self.idle < self.s.desperate:
            if self.rng.random() < 0.5:
                return "done"
            return self.rng.choice(d.choices).id
        owner, armies, me = b.owner, b.armies, b.me
        if self.idle >= self.s.desperate:
            # a long stalemate: the biggest stack next to the siege joins it
            siege = self._siege(b, 0, {})
            helpers = [w for w in info.inn[siege] if owner[w] == me and w != siege and armies[w] >= 2]
            if siege >= 0 and helpers:
                w = max(helpers, key=lambda w: armies[w])
                self.fortify_plan = (w, siege, armies[w] - 1)
                return f"fortify:{info.names[w]}->{info.names[siege]}"
        mine = [t for t in range(info.size) if owner[t] == me]
        pressure = {t: b.pressure(t) for t in mine}
        frontier = [t for t in mine if any(owner[e] != me for e in info.nbr[t])]
        if not frontier:
            return "done"
        # distance to the frontier along my own territories (armies walk along borders)
        dist = {t: 0 for t in frontier}
        queue = list(frontier)
        i = 0
        while i < len(queue):
            u = queue[i]
            i += 1
            for w in info.inn[u]:
                if owner[w] == me and w not in dist:
                    dist[w] = dist[u] + 1
                    queue.append(w)
        best: tuple[int, int, int] | None = None
        best_val = 0.0
        # interior armies one step toward the frontier
        for t in mine:
            if armies[t] < 2 or dist.get(t, 1) == 0:
                continue
            spare = armies[t] - max(1, b.min_armies)
            if spare < 1:
                continue
            cand = -1
            cand_key = (1 << 30, 0.0)
            for w in info.out[t]:
                if owner[w] == me and w in dist:
                    key = (dist[w], -(pressure[w] + b.importance(w)))
                    if key < cand_key:
                        cand, cand_key = w, key
            if cand >= 0 and cand_key[0] < dist.get(t, 1 << 30) and spare > best_val:
                best, best_val = (t, cand, spare), float(spare)
        # border to a more threatened border
        if best is None:
            for t in frontier:
                spare = armies[t] - 1 - int(pressure[t] * self.s.defend) - b.reserve(t) + 1
                if spare < 2:
                    continue
                for w in info.out[t]:
                    if owner[w] != me:
                        continue
                    want = int(pressure[w] * self.s.defend) + 1 - armies[w]
                    if want <= 0:
                        continue
                    val = min(spare, want) * (1.0 + b.importance(w)) / (1.0 + b.importance(t))
                    if val > best_val + 1:
                        best, best_val = (t, w, min(spare, want)), val
        if best is None:
            return "done"
        src, dst, k = best
        self.fortify_plan = (src, dst, k)
        return f"fortify:{info.names[src]}->{info.names[dst]}"

    def _fortify_count(self, view: Any, d: Decision, info: MapInfo) -> str:
        hi = int(d.choices[0].id[5:])
        src, dst, k = self.fortify_plan
        if (src, dst) != tuple(view.battle):
            k = hi  # not a move I planned (a fresh AI): move what can move
        return f"move:{min(hi, max(1, k))}"


_HANDLERS = {
    "claim": PlannerAI._claim,
    "place": PlannerAI._place,
    "place_count": PlannerAI._place_count,
    "capital": PlannerAI._capital,
    "trade": PlannerAI._trade,
    "attack": PlannerAI._attack,
    "battle": PlannerAI._battle,
    "move": PlannerAI._move,
    "fortify": PlannerAI._fortify,
    "fortify_count": PlannerAI._fortify_count,
}
