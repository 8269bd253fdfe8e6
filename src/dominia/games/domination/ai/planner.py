"""The planning Domination AI: one player, three levels of play.

Each decision looks at the board once (`board.Board`: counts per player, who holds each
continent, what each player earns) and answers from a small set of values; the levels'
settings are in `settings.py`. The board is
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
misses (`_strike`), and in games of four players or more a turn that takes every capital
it misses when the chance is even (`_sweep`: the original game's hard AI wins its
six-player Capital games so); in Mission mode each territory toward "occupy N territories" is worth
more the closer it gets, the named continents weigh more, and in a duel the first armies
guard every border. In games of four players or more, while four are left, it takes one
ordinary territory a turn (the card) and after it only prizes (`spree`): each further
conquest leaves a lone army, and many players share out lone armies and the cards they
bring (spread thin, it outlived the original game's AI but lost the ends of the games);
under Fixed cards the stack that took that conquest stays where it stood (`spree_hold`)
rather than move on to stand exposed where it may take nothing more this turn; under Fixed
and Increasing cards (not in Capital games under Increasing cards) breaking a continent
weighs a quarter (no longer a prize beyond that conquest) and nobody is ganged up on.

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
from itertools import compress
from typing import Any

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.domination.ai.battlestats import stats, win
from dominia.games.domination.ai.board import Board, safety_margins
from dominia.games.domination.ai.mapinfo import MapInfo, info_for
from dominia.games.domination.ai.settings import ADAPT, LEVELS, Settings, adapt, closing
from dominia.games.domination.maps.model import Mission
from dominia.games.domination.options import starting_armies
from dominia.games.domination.trades import FIXED, INCREASING, ITALIAN, set_value

ATTACKS_PER_TURN = 200  # a hard cap on attack decisions in one turn (besides the bans)


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
        self.routes: list[tuple[int, list[int]]] = []  # the paths after it (a sweep of capitals)
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
        self.routes = []
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
            if self.s.sweep and b.capital_val and self._sweep(b, b.income[me] + value) is not None:
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
                if b.guards(t):
                    give(t, b.capital_guard(t) - armies[t] - alloc.get(t, 0))
            # a path of conquests to the capitals I miss
            if left and s.strike and not self.route_checked:
                self.route_checked = True
                sweep = self._sweep(b, left)
                if sweep is not None:
                    start, routes = sweep
                    (self.route_src, self.route), self.routes = routes[0], routes[1:]
                    give(start, left)
                strike = None if sweep is not None else self._strike(b, left, alloc)
                if strike is not None:
                    start, route = strike
                    self.route, self.route_src = route, start
                    give(start, left)
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
                lack = want - armies[t] - alloc.get(t, 0)
                if lack > 0:
                    needs.append((-imp, t, lack))
            needs.sort()
            for _, t, lack in needs:
                if budget <= 0:
                    break
                k = min(lack, budget)
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
        owner, armies, me = b.owner, b.armies, b.me
        while self.route:
            route, pred = self.route, self.route_src
            for i, t in enumerate(route):
                if owner[t] != me:
                    if owner[pred] != me or armies[pred] < 2 or (pred, t) in self.banned:
                        break
                    x = armies[pred] - b.reserve(pred, t)
                    if self._path_chance(b, x, route[i:]) < 0.5 * self.s.strike:
                        break
                    return pred, t
                pred = t
            else:
                # this path is taken: on to the next of the sweep
                if self.routes:
                    self.route_src, self.route = self.routes.pop(0)
                    continue
            break
        self.route = []
        self.routes = []
        return None

    def _sweep(self, b: Board, left: int) -> tuple[int, list[tuple[int, list[int]]]] | None:
        """Paths of conquests that take every capital I miss this turn (which wins a
        Capital game), from my stacks with `left` more armies on one of them, when the
        chance to take them all is at least the settings' `sweep`: (where the `left`
        armies go, the paths as (start, path)), or None. The original game's hard AI ends
        most six-player Capital games so, taking three to six capitals in one turn."""
        info, owner, armies, me = b.info, b.owner, b.armies, b.me
        missing = [t for t in b.capital_of if owner[t] != me]
        if not self.s.sweep or len(missing) < 2:
            return None
        force = {t: armies[t] - b.reserve(t) for t in compress(info.every, map(me.__eq__, owner))}
        starts = [-1]
        if left:
            front = [t for t in force if any(owner[e] != me for e in info.out[t])]
            starts = sorted(front, key=lambda t: -force[t])[:6]
        best: tuple[int, list[tuple[int, list[int]]]] | None = None
        best_p = self.s.sweep
        for s0 in starts:
            f = dict(force)
            if s0 >= 0:
                f[s0] += left
            plan, p = self._sweep_from(b, missing, f, best_p)
            if plan and p > best_p:
                best, best_p = (s0, plan), p
        return best

    def _sweep_from(
        self, b: Board, missing: list[int], force: dict[int, int], floor: float
    ) -> tuple[list[tuple[int, list[int]]], float]:
        """The capitals in `missing` taken one after another, each by the path with the
        best chance from a stack in `force` (armies free to attack; a stack that took a
        capital goes on from there), and the chance of it all (0 below `floor`)."""
        info, armies, me, italian = b.info, b.armies, b.me, b.italian
        owner = list(b.owner)
        todo = list(missing)
        plan: list[tuple[int, list[int]]] = []
        p_all = 1.0
        while todo:
            pick: tuple[float, int, list[int], float] | None = None
            for goal in todo:
                cost = {goal: armies[goal] + 1.0}
                nxt: dict[int, int] = {goal: -1}
                heap = [(cost[goal], goal)]
                starts: list[tuple[int, int]] = []
                while heap and len(starts) < 6:
                    c, u = heapq.heappop(heap)
                    if c > cost[u]:
                        continue
                    for w in info.inn[u]:
                        if owner[w] == me:
                            if force.get(w, 0) >= 1:
                                starts.append((w, u))
                            continue
                        cw = c + armies[w] + 1.0
                        if cw < cost.get(w, 1e18):
                            cost[w] = cw
                            nxt[w] = u
                            heapq.heappush(heap, (cw, w))
                for src, first in starts:
                    path = [first]
                    while nxt[path[-1]] >= 0:
                        path.append(nxt[path[-1]])
                    x = float(force[src])
                    p = 1.0
                    for t in path:
                        if x < 1:
                            p = 0.0
                            break
                        q, after, _, _ = stats(int(x), armies[t], italian)
                        p *= q
                        x = after - 1
                    if pick is None or p > pick[0]:
                        pick = (p, src, path, x)
            if pick is None or p_all * pick[0] < floor:
                return [], 0.0
            p, src, path, x = pick
            p_all *= p
            plan.append((src, path))
            force[src] = 0
            for t in path:
                owner[t] = me
                force[t] = 0
            force[path[-1]] = int(x)
            todo.remove(path[-1])
        return plan, p_all

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
                sweep = self._sweep(b, 0)
                plan = self._strike(b, 0, {}) if sweep is None else sweep[1][0]
                if sweep is not None:
                    self.routes = sweep[1][1:]
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
        spent = self._spent(b)
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

    def _spent(self, b: Board) -> bool:
        """Whether this turn's ordinary conquests are used up (`Settings.spree`)."""
        spree = self.s.spree
        return bool(spree) and len(b.living) >= self.s.spree_from and b.cnt[b.me] - self.start_cnt >= spree

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
        if self.route and t == self.route[-1] and self.routes and self.routes[0][0] == t:
            return f"move:{hi}"  # the sweep goes on from this capital
        if self.s.spree_hold and (pa or opp_a) and self._spent(b):
            # no ordinary conquest left this turn: the stack stays where it stands (the
            # conquest is exposed), unless a prize is to be had from the conquest
            if not any(owner[u] != me and b.value(u, True) >= 4.0 for u in info.out[t]):
                return f"move:{lo}"
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


__all__ = ["ADAPT", "LEVELS", "Board", "PlannerAI", "Settings", "adapt", "closing", "safety_margins"]
