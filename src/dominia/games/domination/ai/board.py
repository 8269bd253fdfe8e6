"""One look at the board from a seat (`Board`): counts per player, who holds each continent,
what each player earns, and the worths the planning AI decides by (a territory's worth to
take, the threats to mine, the armies to keep home); and how far each of my territories is
from falling (`safety_margins`)."""

from __future__ import annotations

import heapq
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any

from dominia.games.domination.ai.battlestats import win
from dominia.games.domination.ai.mapinfo import MapInfo
from dominia.games.domination.ai.settings import Settings
from dominia.games.domination.maps.model import ANY_CONTINENT, Mission
from dominia.games.domination.trades import INCREASING, ITALIAN

if TYPE_CHECKING:
    from dominia.games.domination.ai.planner import PlannerAI


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
                m = float(armies[t] - force)
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

    # what mypy cannot infer from the first assignments (the view's lists are untyped)
    me: int
    owner: list[int]
    armies: list[int]
    cnt: list[int]
    alive: list[bool]
    living: list[int]
    _parts: dict[int, tuple[float, float]]  # a territory's (keep chance, extra worth)
    _vals: dict[int, float]  # a territory's worth by (territory, taken before, conquered)
    _press: dict[int, tuple[int, int, int]]  # the threats to a territory (`_threats`)
    _margins: list[float] | None  # `safety_margins`, computed when first needed

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
        self._parts = {}
        self._vals = {}
        self._press = {}
        self._margins = None
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

    def guards(self, t: int) -> bool:
        """Whether `t` is my capital (which I keep guarded; capitals of others I hold are
        not: guarding them too lost ground against the original game's AI)."""
        return bool(self.capital_val) and self.capital_of.get(t) == self.me

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
        if self.guards(t):
            imp += 8.0
        return imp

    def reserve(self, t: int, skip: int = -1) -> int:
        """Armies to keep on `t` when attacking from it (`skip`: the territory attacked,
        whose threat the attack itself answers)."""
        if self.guards(t):
            # losing the capital loses the game (or most of it): guard it against everything
            return max(1, min(self.armies[t] - 1, self.capital_guard(t, skip)))
        imp = self.importance(t)
        if imp <= 0:
            return max(1, self.min_armies)
        p = self.pressure(t, skip)
        if p <= 0:
            return max(1, self.min_armies)
        return max(1, self.min_armies, min(self.armies[t] - 1, int(p * self.defend)))
