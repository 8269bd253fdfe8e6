"""How good a position is for one seat, in victory points to be expected by the end.

The value is the score now, plus what the position is worth later: mana in the pool, Manalith
tokens and artifacts still to give, quests in hand weighed by the chance of finishing them,
public quests by the progress towards them, and the best pile within reach next turn. Later
is worth less as the game runs out: with no turn left, only the score counts.

A `Profile` holds the weights, so one evaluation serves every AI: the planner, the greedy AI
(no look beyond this turn) and the single-minded strategies of the balance benchmark.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from dominia.games.dominaria.actions import ability_cost
from dominia.games.dominaria.ai.knowledge import INFINITE, PER_MANA, Knowledge
from dominia.games.dominaria.components import Space
from dominia.games.dominaria.conditions import counters, reachable
from dominia.games.dominaria.rules import moves_per_turn
from dominia.games.dominaria.scoring import held_vp
from dominia.games.dominaria.state import DominariaState, PlayerState
from dominia.games.dominaria.vocabulary import ABILITIES

INF = float("inf")


@dataclass(frozen=True)
class Profile:
    """The weights of one AI, and how hard it searches."""

    name: str
    description: str
    mana: float = 1.0  # scales the value of a mana token
    future: bool = True  # value income, position and progress beyond this turn
    quests: float = 1.0  # weight of quests not finished yet
    public: float = 0.8  # weight of progress towards public quests
    abilities: tuple[str, ...] = ABILITIES  # the abilities it ever uses
    # beam width of the turn search (5, not 6: the same plan in 301 of 314 recorded turns, 8%
    # fewer positions)
    width: int = 5
    depth: int = 10  # actions per turn searched
    # the best nodes of each depth whose Move actions and new Leylines are tried: those are most
    # children, and those of the nodes ranked lower seldom lead to the plan (the two best against
    # all: the same plan in 141 of 147 turns, half the positions; the best alone against the two:
    # 291 of 314, 30% fewer; planner vs greedy on the same 200 seeds 82.5% before, 82.8% after)
    movers: int = 1
    replan: bool = False  # plan one step at a time (greedy)
    tracks: dict[str, float] = field(default_factory=dict)  # extra weight per track


def turns_left(g: DominariaState, seat: int) -> int:
    """Turns `seat` still has after its current (or last) one."""
    if g.round == 0:
        return g.rounds
    left = g.rounds - g.round
    if seat > g.current:
        left += 1
    return max(0, left)


def mana_value(turns: int) -> float:
    """VP a token in the pool is worth at the end of a turn with `turns` turns to come."""
    if turns <= 0:
        return 0.0
    if turns == 1:
        return 0.35
    return 0.45 + 0.02 * min(turns, 8)


def quest_value(comp: Any, turns: int, mu: float) -> float:
    """A new quest card (look at two, keep one)."""
    return 2.6 * min(1.0, turns / 3)


def effect_value(comp: Any, effect: dict[str, Any], turns: int, mu: float) -> float:
    """What a reward or a one-shot ability is worth, in VP."""
    v = 0.0
    for key, arg in effect.items():
        if key == "mana":
            v += sum(arg.values()) * mu
        elif key == "any_mana":
            v += arg * mu * 1.05
        elif key == "moves":
            v += arg * 0.25
        elif key == "collect":
            v += arg * 2.5 * mu
        elif key == "defeat":
            v += arg * 1.6
        elif key in ABILITIES:
            v += arg * (1 + comp.abilities[key].cost) * mu
        elif key == "quest":
            v += arg * quest_value(comp, turns, mu)
    return v


def _cost_total(cost: dict[str, int]) -> int:
    return sum(cost.values())


class Board(NamedTuple):
    """What a position's value reads of the player's board alone (`Evaluator._board`)."""

    tracks: float  # the four tracks, blended with their average worth
    moves: int  # Move actions a turn
    # the abilities worth using: (name, gain, coloured cost, generic cost, its colour, how many
    # of it, used only where a token lies)
    options: list[tuple[str, float, dict[int, int], int, int, int, bool]]
    top_gain: float  # the best of those gains


def _player_key(g: DominariaState, p: PlayerState, turns: int, prof: Profile) -> tuple[Any, ...]:
    """What an ability's worth and a board's table depend on: the profile, the turns left, the
    player's board, tracks, Manaliths and artifacts, and whether Cabal and artifacts are about."""
    return (
        prof.name,
        turns,
        p.board,
        p.hired,
        len(p.leylines),
        p.cabal,
        tuple(p.manaliths),
        tuple(p.artifacts),
        any(g.cabal_on),
        bool(g.artifact_deck) and any(g.artifact_on),
    )


class Evaluator:
    """Values positions for AIs playing one component set."""

    def __init__(self, kn: Knowledge) -> None:
        self.kn = kn
        comp = kn.comp
        self.comp = comp
        # per board (their values may differ), track and spaces uncovered: (VP now, the track's
        # average worth of that many)
        self.tracks: dict[str, dict[str, list[Space]]] = {}
        self.track_table: dict[str, dict[str, list[tuple[int, float]]]] = {}
        for b in comp.board_tracks:
            tracks = {
                "heroes": b.hero_track,
                "manaliths": b.manalith_track,
                "leylines": b.leyline_track,
                "cabal": b.cabal_track,
            }
            self.tracks[b.name] = tracks
            table = self.track_table[b.name] = {}
            for name, t in tracks.items():
                top = max((s.vp for s in t), default=0)
                table[name] = [
                    (max((s.vp for s in t[:k]), default=0), top * k / len(t) if t else 0.0)
                    for k in range(len(t) + 1)
                ]
        self._gain_memo: dict[tuple[Any, ...], dict[str, float]] = {}
        self._board_memo: dict[tuple[Any, ...], Board] = {}
        self._site_memo: dict[tuple[Any, ...], int] = {}
        self._worth_memo: dict[tuple[Any, ...], tuple[float, float]] = {}
        self._held_memo: dict[tuple[int, int, float], float] = {}
        # artifacts' lasting worth per turn to come, beyond their VP
        self.art_per_turn: list[float] = []
        for art in comp.artifacts:
            per = 0.0
            pas = art.passive
            per += 0.25 * pas.get("moves", 0)
            per += 0.28 * sum(pas.get("discount", {}).values())
            if "collect_bonus" in pas:
                per += 0.2
            if "end_mana" in pas:
                per += 0.5
            if art.use_cost is not None:
                # half what a use is worth beyond its price (not every turn has a use for it)
                net = effect_value(comp, art.use_effect, 4, USE_MU) - USE_MU * _cost_total(art.use_cost)
                per += min(0.8, max(0.15, 0.5 * net))
            self.art_per_turn.append(per)
        self._rival_key: tuple[Any, ...] = ()
        self._rival_memo: list[tuple[str, Any, int, int, float]] = []
        # the public quests' worth per counts, while the rows hold (`_public`)
        self._public_memo: dict[tuple[Any, ...], float] = {}
        self._public_counts = all(set(t.when) <= COUNTING for t in comp.tiles)
        # no Move or Collect action can claim a public quest (their conditions only count), so
        # the planner steps those without the engine's check (`search.children`)
        self.quick_steps = self._public_counts

    def _artifact_worth(self, turns: int, mu: float) -> float:
        """An artifact explored now (the better of two cards): its VP, what it gives every turn to
        come and what counting it gives, as `value` counts them once it is held."""
        comp = self.comp
        total = 0.0
        for a, art in enumerate(comp.artifacts):
            total += art.vp + self.art_per_turn[a] * turns
            if art.once is not None:
                total += 0.8 * effect_value(comp, art.once, turns, mu)
        return 1.1 * total / len(comp.artifacts) if comp.artifacts else 0.0

    def _track(self, board: str, name: str, k: int, smooth: float, prof: Profile) -> float:
        """A track with `k` spaces uncovered (covered, for the Cabal): its VP now, blended early in
        the game with the track's average worth per space, so a first step that scores nothing
        yet is not worth nothing."""
        now, linear = self.track_table[board][name][k]
        return ((1 - smooth) * now + smooth * linear) * (1 + prof.tracks.get(name, 0.0))

    def gains(
        self, g: DominariaState, p: PlayerState, turns: int, mu: float, prof: Profile
    ) -> dict[str, float]:
        """What one more use of each ability the player can still use is worth, less its price."""
        key = _player_key(g, p, turns, prof)
        got = self._gain_memo.get(key)
        if got is None:
            if len(self._gain_memo) > 20_000:
                self._gain_memo.clear()
            got = self._gain_memo[key] = self._gains(g, p, turns, mu, prof)
        return got

    def _gains(
        self, g: DominariaState, p: PlayerState, turns: int, mu: float, prof: Profile
    ) -> dict[str, float]:
        comp = self.comp
        smooth = min(0.5, turns / 10)
        qv = quest_value(comp, turns, mu)
        out: dict[str, float] = {}
        for ability in prof.abilities:
            coloured, generic = ability_cost(comp, p, ability)
            price = (sum(coloured.values()) + generic) * mu
            if ability == "hire":
                k, name = p.hired, "heroes"
            elif ability == "manalith":
                k, name = len(p.manaliths), "manaliths"
                if len({self.kn.colour[m] for m in p.manaliths}) >= 5:
                    continue
            elif ability == "leyline":
                k, name = len(p.leylines), "leylines"
            elif ability == "confront":
                k, name = p.cabal, "cabal"
                if not any(g.cabal_on):
                    continue
            else:
                if any(g.artifact_on) and g.artifact_deck:
                    out[ability] = self._artifact_worth(turns, mu) - price
                continue
            track = self.tracks[p.board][name]
            if k >= len(track):
                continue
            space = track[k]
            board = p.board
            gain = self._track(board, name, k + 1, smooth, prof) - self._track(board, name, k, smooth, prof)
            gain += qv if space.quest else 0.0
            gain += space.green * mu
            if ability == "hire":
                gain += (0.12 if space.move else 0.0) * turns + 0.15 * turns
            elif ability == "manalith":
                gain += turns * mu * 0.9
            out[ability] = gain - price
        return out

    def _board(self, g: DominariaState, p: PlayerState, turns: int, mu: float, prof: Profile) -> Board:
        """What `value` and `potential` read of a player's board and the map's tokens, kept per
        board: a turn's plan reaches hundreds of positions over a handful of boards."""
        key = (g.n, _player_key(g, p, turns, prof))
        got = self._board_memo.get(key)
        if got is None:
            if len(self._board_memo) > 20_000:
                self._board_memo.clear()
            got = self._board_memo[key] = self._make_board(g, p, turns, mu, prof)
        return got

    def _make_board(self, g: DominariaState, p: PlayerState, turns: int, mu: float, prof: Profile) -> Board:
        smooth = min(0.5, turns / 10)
        rough = 1 - smooth
        table = self.track_table[p.board]
        extra = prof.tracks
        now, linear = table["heroes"][p.hired]
        v = (rough * now + smooth * linear) * (1 + extra.get("heroes", 0.0))
        now, linear = table["manaliths"][len(p.manaliths)]
        v += (rough * now + smooth * linear) * (1 + extra.get("manaliths", 0.0))
        now, linear = table["leylines"][len(p.leylines)]
        v += (rough * now + smooth * linear) * (1 + extra.get("leylines", 0.0))
        now, linear = table["cabal"][p.cabal]
        v += (rough * now + smooth * linear) * (1 + extra.get("cabal", 0.0))
        gains = self.gains(g, p, turns, mu, prof)
        options = []
        for ability, gain in gains.items():
            if gain > 0:
                coloured, generic = ability_cost(self.comp, p, ability)
                ((c, k),) = coloured.items()
                options.append((ability, gain, coloured, generic, c, k, ability in SITED))
        return Board(v, moves_per_turn(g, p), options, max((o[1] for o in options), default=0.0))

    def value(self, g: DominariaState, seat: int, prof: Profile) -> float:
        """Expected VP by the end for `seat`, as the position stands after its turn."""
        return self.assess(g, seat, prof, False)[0]

    def board_of(self, g: DominariaState, seat: int, prof: Profile) -> Board:
        """What the valuation reads of `seat`'s board in `g` (`assess` takes it for a position
        that a Move or Collect action reached from `g`: the same board)."""
        p = g.players[seat]
        turns = turns_left(g, seat)
        return self._board(g, p, turns, mana_value(turns) * prof.mana, prof)

    def assess(
        self,
        g: DominariaState,
        seat: int,
        prof: Profile,
        rest: bool = True,
        floor: float = -INF,
        board: Board | None = None,
    ) -> tuple[float, float]:
        """(`value`, `value` + `potential`) at once: a plan ranks every position by both, and
        the two read the same board. When even the most the rest of the turn could promise (the
        largest pile and the best ability) leaves the rank at or below `floor`, the rank is
        -INF: a search that only keeps ranks above `floor` loses nothing by not counting it."""
        comp = self.comp
        kn = self.kn
        p = g.players[seat]
        turns = turns_left(g, seat)
        mu = mana_value(turns) * prof.mana
        if board is None:
            board = self._board(g, p, turns, mu, prof)
        v = board.tracks
        v += held_vp(comp, p)  # (the tracks are valued above, blended)
        v += mu * sum(p.pool)
        near = kn.near(p.heroes)
        if turns == 0 or not prof.future:
            v += self._ready_quests(g, p, turns, mu, prof)
            return v, self._rank(g, seat, p, turns, board, near, prof, v, floor) if rest else v
        moves = board.moves
        v += len(p.manaliths) * turns * mu * 0.9
        v += (moves - 1) * turns * 0.12 + (len(p.heroes) - 1) * turns * 0.15
        for a in p.artifacts:
            v += self._held_artifact(a, turns, mu)
        v += self._quests(g, p, turns, mu, moves, prof)
        v += self._public(g, p, turns, moves, prof)
        # what next turn's mana (the pool and the Manalith tokens coming back) can buy
        power = p.pool[:]
        for m in p.manaliths:
            power[kn.colour[m]] += 1
        best_gain = 0.0
        need: tuple[float, ...] = NO_NEED  # per colour: the best gain that lacks only mana of that colour
        step = max(1, moves)
        for ability, gain, coloured, generic, c, k, sited in board.options:
            if sited:
                # usable only where a token lies (a colour not built on): the walk there counts
                gain *= FAR[min(-(-self._site(g, p, ability, near) // step), 8)]
            if _affords(power, coloured, generic):
                best_gain = max(best_gain, gain)
                continue
            if power[c] < k and gain > need[c]:
                need = need[:c] + (gain,) + need[c + 1 :]
        v += 0.5 * best_gain
        # the best pile within reach next turn (others may take it first); a colour an ability
        # needs is worth more (black for the Cabal: its tokens never lie on a pile one can take)
        best = 0.0
        reach = reachable(p)
        cabal_on = g.cabal_on
        for x, (pile, c, d) in enumerate(zip(g.mana_on, kn.colour, near, strict=True)):
            if not pile or cabal_on[x]:
                continue
            if d <= moves or x in reach:
                worth = 0.45 * mu * pile + NEED_SHARE * need[c]
            elif need[c]:  # farther: the walk there is worth something already
                worth = NEED_SHARE * need[c] * FAR[min(-(-d // step), 8)]
            else:
                continue
            if worth > best:
                best = worth
        v += best
        return v, self._rank(g, seat, p, turns, board, near, prof, v, floor) if rest else v

    def _held_artifact(self, a: int, turns: int, mu: float) -> float:
        """An artifact in play: what it gives every turn to come and what counting it gives."""
        key = (a, turns, mu)
        got = self._held_memo.get(key)
        if got is None:  # (the same all game long)
            art = self.comp.artifacts[a]
            got = self.art_per_turn[a] * turns
            if art.once is not None:
                got += 0.8 * effect_value(self.comp, art.once, turns, mu)
            self._held_memo[key] = got
        return got

    def _rank(
        self,
        g: DominariaState,
        seat: int,
        p: PlayerState,
        turns: int,
        board: Board,
        near: list[int],
        prof: Profile,
        v: float,
        floor: float,
    ) -> float:
        if floor > -INF and g.current == seat:
            pile = max(g.mana_on) if g.collects > 0 else 0
            most = pile * max(0.4, mana_value(turns)) * prof.mana + board.top_gain
            if v + most <= floor:
                return -INF
        return v + self._potential(g, seat, p, turns, board, near, prof)

    def _site(self, g: DominariaState, p: PlayerState, ability: str, near: list[int]) -> int:
        """Moves from the player's heroes to the nearest place `ability` can be used."""
        if ability == "explore":
            key = (ability, tuple(p.heroes), tuple(g.artifact_on))
        elif ability == "confront":
            key = (ability, tuple(p.heroes), tuple(g.cabal_on))
        else:
            key = (ability, tuple(p.heroes), tuple(p.manaliths))
        got = self._site_memo.get(key)
        if got is None:
            if len(self._site_memo) > 20_000:
                self._site_memo.clear()
            got = self._site_memo[key] = self._nearest_site(g, p, ability, near)
        return got

    def _nearest_site(self, g: DominariaState, p: PlayerState, ability: str, near: list[int]) -> int:
        if ability == "explore":
            return min((d for d, k in zip(near, g.artifact_on, strict=True) if k), default=self.kn.size)
        if ability == "confront":
            return min((d for d, k in zip(near, g.cabal_on, strict=True) if k), default=self.kn.size)
        colour = self.kn.colour
        if not p.manaliths:
            return min(near, default=self.kn.size)
        used = {colour[m] for m in p.manaliths}
        return min((d for d, c in zip(near, colour, strict=True) if c not in used), default=self.kn.size)

    def potential(self, g: DominariaState, seat: int, prof: Profile) -> float:
        """What the rest of this turn promises: a hero going to a location (nearer is surer),
        collecting there, and using an ability that the pile makes affordable there."""
        p = g.players[seat]
        turns = turns_left(g, seat)
        board = self._board(g, p, turns, mana_value(turns) * prof.mana, prof)
        return self._potential(g, seat, p, turns, board, self.kn.near(p.heroes), prof)

    def _potential(
        self,
        g: DominariaState,
        seat: int,
        p: PlayerState,
        turns: int,
        board: Board,
        near: list[int],
        prof: Profile,
    ) -> float:
        if g.current != seat:
            return 0.0
        kn = self.kn
        mu_now = max(0.4, mana_value(turns)) * prof.mana
        # (gain, its colour, has that colour, total mana it needs, where) per useful ability
        total = sum(p.pool) + sum(p.mtokens)
        pool, mtokens = p.pool, p.mtokens
        options = [
            (gain, c, pool[c] + mtokens[c] >= k, k + generic, ability)
            for ability, gain, _coloured, generic, c, k, _sited in board.options
        ]
        options.sort(reverse=True)
        colour = kn.colour
        used = {colour[m] for m in p.manaliths}
        collects = g.collects > 0
        reach = reachable(p) if collects else ()
        moves = g.moves
        mana_on, cabal_on, artifact_on = g.mana_on, g.cabal_on, g.artifact_on
        best = 0.0
        for x, d in enumerate(near):
            pile = mana_on[x] if collects and not cabal_on[x] else 0
            if d > moves:
                if pile and x in reach and pile * mu_now > best:  # collected through the Leylines
                    best = pile * mu_now
                continue
            if not pile and not options:
                continue  # (worth nothing here)
            c = colour[x]
            site = 0.0
            for gain, need_c, has_c, need, ability in options:
                if (has_c or (pile and c == need_c)) and total + pile >= need:
                    if (
                        ability in ("hire", "leyline")
                        or (ability == "manalith" and c not in used)
                        or (ability == "explore" and artifact_on[x])
                        or (ability == "confront" and cabal_on[x])
                    ):
                        site = gain
                        break
                    if not has_c and pile and c == need_c:
                        # the colour it lacks, for a use elsewhere (a later turn)
                        site = max(site, NEED_SHARE * gain)
            here = (pile * mu_now + site) * DECAY[d]
            if here > best:
                best = here
        return best

    # ---------------------------------------------------------------- quests

    def _ready_quests(self, g: DominariaState, p: PlayerState, turns: int, mu: float, prof: Profile) -> float:
        """Without a future, only quests that can be completed now are worth anything (greedy)."""
        if turns == 0:
            return 0.0
        comp = self.comp
        v = 0.0
        for q in p.hand:
            quest = comp.quests[q]
            if quest.start is None and self.kn.effort(p, quest.when, 1) == 0:
                v += 0.5 * quest.vp * prof.quests
        return v

    def _quests(
        self, g: DominariaState, p: PlayerState, turns: int, mu: float, moves: int, prof: Profile
    ) -> float:
        comp = self.comp
        kn = self.kn
        v = 0.0
        for q in p.started:
            quest = comp.quests[q]
            e = kn.effort(p, quest.when, moves, p.marks.get(q), p.visited.get(q))
            v += self._worth(quest, e, turns, mu)
        for q in p.hand:
            quest = comp.quests[q]
            v += self._worth(quest, self._hand_effort(p, quest, moves), turns, mu)
        return v * prof.quests

    def _hand_effort(self, p: Any, quest: Any, moves: int) -> float:
        """The effort a quest in hand still needs: to start it (one with a start), then to do it."""
        kn = self.kn
        if quest.start is None:
            return kn.effort(p, quest.when, moves)
        e = kn.effort(p, quest.start, moves)
        if e < INFINITE:
            e += 0.3 + kn.effort(p, quest.when, moves, counters(p), frozenset(p.heroes))
        return e

    def kept_quest(self, g: DominariaState, seat: int, q: int, prof: Profile) -> float:
        """What quest `q` taken into `seat`'s hand adds to its `value`: a new quest's pick (keep
        one of two) compares these instead of valuing two whole positions."""
        p = g.players[seat]
        turns = turns_left(g, seat)
        quest = self.comp.quests[q]
        kn = self.kn
        if turns == 0:
            return 0.0
        if not prof.future:  # as `_ready_quests`
            return (
                0.5 * quest.vp * prof.quests
                if quest.start is None and kn.effort(p, quest.when, 1) == 0
                else 0.0
            )
        e = self._hand_effort(p, quest, moves_per_turn(g, p))
        return self._worth(quest, e, turns, mana_value(turns) * prof.mana) * prof.quests

    def _worth(self, quest: Any, effort: float, turns: int, mu: float) -> float:
        if effort >= INFINITE:
            return 0.0
        key = (id(quest), turns, mu)
        got = self._worth_memo.get(key)
        if got is None:  # (what does not depend on the position: the same all game long)
            if len(self._worth_memo) > 20_000:
                self._worth_memo.clear()
            total = _cost_total(quest.cost)
            gain = quest.vp + effect_value(self.comp, quest.reward, turns - 1, mu) - mu * total
            got = self._worth_memo[key] = (total * PER_MANA * 0.5, max(0.0, gain))
        extra, gain = got
        return chance_of(effort + extra, turns) * gain

    def _public(self, g: DominariaState, p: PlayerState, turns: int, moves: int, prof: Profile) -> float:
        """Progress towards public quests; when a rival is nearer the top tile, the one below."""
        rows = self._rows(g, p)
        if not self._public_counts:
            return self._public_sum(p, rows, turns, moves, prof)
        # conditions that only count: the same for every position with the same counts
        key = (tuple(p.tiles), counters(p), turns, prof.public)
        got = self._public_memo.get(key)
        if got is None:
            got = self._public_memo[key] = self._public_sum(p, rows, turns, moves, prof)
        return got

    def _public_sum(
        self,
        p: PlayerState,
        rows: list[tuple[str, Any, int, int, float]],
        turns: int,
        moves: int,
        prof: Profile,
    ) -> float:
        tiles = self.comp.tiles
        v = 0.0
        mine = {tiles[t].type for t in p.tiles} if p.tiles else ()
        effort = self.kn.effort
        for kind, when, top, below, rival in rows:
            if kind in mine:
                continue
            e = effort(p, when, moves)
            if e >= INFINITE:
                continue
            vp: float
            if rival < e:
                vp = below
            elif rival < e + 1:
                vp = (top + below) / 2
            else:
                vp = top
            v += chance_of(e, turns) ** 2 * vp
        return v * prof.public

    def _rows(self, g: DominariaState, p: PlayerState) -> list[tuple[str, Any, int, int, float]]:
        """Per public quest stack with a tile left: its type, condition, VP, the VP of the tile
        below, and the least effort any other player needs for it. Others' boards do not change
        during a turn, so this is kept for the turn (`forget` drops it: another world)."""
        key = (g.turns, g.round, p.board, tuple(map(len, g.stacks)))
        if self._rival_key == key:
            return self._rival_memo
        comp = self.comp
        out = []
        for stack in g.stacks:
            if not stack:
                continue
            best = INFINITE
            tile = comp.tiles[stack[-1]]
            for q in g.players:
                if q.board == p.board or any(comp.tiles[t].type == tile.type for t in q.tiles):
                    continue
                best = min(best, self.kn.effort(q, tile.when, moves_per_turn(g, q)))
            below = comp.tiles[stack[-2]].vp if len(stack) > 1 else 0
            out.append((tile.type, tile.when, tile.vp, below, best))
        self._rival_key, self._rival_memo = key, out
        self._public_memo = {}
        return out

    def forget(self) -> None:
        """Drop what is kept for the turn: the next position may be of another world."""
        self._rival_key = ()


DECAY = [0.92**d for d in range(64)]
# the condition keys that only count (how many heroes, Manaliths...), wherever the heroes stand
COUNTING = frozenset(("heroes", "manaliths", "leylines", "cultists", "artifacts", "quests"))
SITED = frozenset(("explore", "confront", "manalith"))  # abilities used only where a token lies
USE_MU = 0.55  # a mana token's worth in the middle of the game (judging an artifact's use)
NO_NEED = (0.0,) * 5
NEED_SHARE = 0.35  # of an ability's gain: a pile of the one colour it lacks
FAR = [1.0] + [0.6 ** (t - 1) for t in range(1, 9)]  # by turns of walking (none or one: 1)


def _affords(power: list[int], coloured: dict[int, int], generic: int) -> bool:
    need = 0
    for c, k in coloured.items():
        if power[c] < k:
            return False
        need += k
    return sum(power) >= need + generic


def chance_of(effort: float, turns: int) -> float:
    """The chance of finishing something `effort` turns away with `turns` turns to come."""
    if effort <= 0:
        return 0.95
    if turns <= 0:
        return 0.0
    r = 1.0 - effort / (turns + 0.7)
    return 0.9 * r * r if r > 0 else 0.0
