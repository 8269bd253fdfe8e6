"""Planning a whole turn: a beam search over the player's actions on a private copy of the game.

Each node is the game after some actions of this turn; its children are the legal actions,
each carried out on a copy with the smaller picks it asks for (paying, a colour, a quest to
keep) made at once by `pick`. Nodes are ranked by their value plus what the rest of the turn
still promises (a pile within reach); the plan is the path to the node whose own value is
best, so a turn may end at any point. The copy is a sandbox (hidden cards redealt), so
planning never peeks.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import Any, Protocol

from dominia.core.decision import Decision
from dominia.games.dominaria import actions, rules
from dominia.games.dominaria.ai.evaluate import INF, Board, Evaluator, Profile
from dominia.games.dominaria.state import DominariaState, PlayerState
from dominia.games.dominaria.view import DominariaView
from dominia.games.dominaria.vocabulary import ABILITIES, COLOUR_INDEX

Key = tuple[Any, ...]  # a position as `state_key` tells it


def fork(g: DominariaState, seat: int) -> DominariaState:
    """A copy for trying out `seat`'s actions in its Action phase: what those can change is
    copied (`seat`'s board, the map, supplies, decks drawn from, tasks); the rest is shared
    (other boards, the Dominaria deck, the random stream: nothing in the phase touches them)."""
    c = g.shallow()
    c.players = g.players[:]
    c.players[seat] = g.players[seat].clone()
    c.mana_on = g.mana_on[:]
    c.cabal_on = g.cabal_on[:]
    c.artifact_on = g.artifact_on[:]
    c.supply = g.supply[:]
    c.quest_deck = g.quest_deck[:]
    c.artifact_deck = g.artifact_deck[:]
    c.stacks = g.stacks[:]  # (the stacks themselves are shared: a claim replaces, never pops one)
    c.tasks = g.tasks[:]
    c.events = []
    return c


def fork_for_move(g: DominariaState, seat: int, light: bool = False) -> DominariaState:
    """A copy for trying out a Move action of `seat`: a move changes only its own board (a hero,
    the journeys it follows) and the public quest stacks (a claim on arrival); the Move actions
    left are a number. `light`: the move claims nothing, so of the board only the heroes and
    journeys are copied (`mover`)."""
    c = g.shallow()
    c.players = g.players[:]
    c.players[seat] = mover(g.players[seat]) if light else g.players[seat].clone()
    c.stacks = g.stacks[:]
    c.tasks = []  # (empty at an action decision)
    c.events = []
    return c


class Table(Protocol):
    """What `state_key` reads: a state, or a seat's view of one (all of it public to the seat)."""

    @property
    def moves(self) -> int: ...
    @property
    def collects(self) -> int: ...
    @property
    def mana_on(self) -> list[int]: ...
    @property
    def cabal_on(self) -> list[int]: ...
    @property
    def artifact_on(self) -> list[int]: ...


def fork_for_collect(g: DominariaState, seat: int) -> DominariaState:
    """A copy for trying out a Collect action of `seat` that claims nothing: it changes the pile
    taken, the player's pool and the supply (an artifact's bonus mana); Collect actions left are
    a number."""
    c = g.shallow()
    c.players = g.players[:]
    p = c.players[seat] = mover(g.players[seat])
    p.pool = p.pool[:]
    c.mana_on = g.mana_on[:]
    c.supply = g.supply[:]
    c.tasks = []  # (empty at an action decision)
    c.events = []
    return c


def mover(p: PlayerState) -> PlayerState:
    """A copy of `p` for a Move action: its heroes and journeys (`visited`) copied, which a move
    changes, the rest shared (whatever changes a copy's other parts copies it whole first)."""
    c = PlayerState.__new__(PlayerState)
    c.board = p.board
    c.heroes = p.heroes[:]
    c.hired = p.hired
    c.manaliths = p.manaliths
    c.leylines = p.leylines
    c.cabal = p.cabal
    c.pool = p.pool
    c.mtokens = p.mtokens
    c.hand = p.hand
    c.started = p.started
    c.marks = p.marks
    c.visited = dict(p.visited)
    c.artifacts = p.artifacts
    c.used = p.used
    c.quests_done = p.quests_done
    c.counted = p.counted
    c.tiles = p.tiles
    return c


def state_key(g: DominariaState, seat: int) -> Key:
    """What tells two positions apart for `seat`'s plan (its own board and the map)."""
    return table_key(g, g.players[seat])


def view_key(view: DominariaView) -> Key:
    """`state_key` of the game a view shows, for its own seat: checking that the game follows a
    plan needs no copy of the game."""
    assert view.seat is not None
    return table_key(view, view.player(view.seat))


def table_key(g: Table, p: PlayerState) -> Key:
    return (
        tuple(sorted(p.heroes)),
        tuple(p.pool),
        tuple(p.mtokens),
        g.moves,
        g.collects,
        tuple(g.mana_on),
        tuple(g.cabal_on),
        tuple(g.artifact_on),
        tuple(p.manaliths),
        tuple(sorted(p.leylines)),
        p.cabal,
        p.hired,
        tuple(sorted(p.hand)),
        tuple(p.started),
        tuple(p.artifacts),
        tuple(p.used),
        len(p.quests_done),
        len(p.tiles),
    )


def allowed(choice: str, prof: Profile) -> bool:
    if prof.abilities is ABILITIES:  # (every ability: most profiles)
        return True
    kind = choice.partition(":")[0]
    return kind not in ABILITIES or kind in prof.abilities


def pick(ev: Evaluator, g: DominariaState, d: Decision, prof: Profile) -> str:
    """A small pick (payment, colour, quest or artifact to keep, target of a free ability,
    a start location): the one whose result is worth most, judged one step ahead."""
    if d.kind == "pay":
        return "auto"
    seat = d.seat
    best, best_v = d.choices[0].id, -1e9
    if d.kind == "new_quest":  # (only the hand differs: the quest kept is worth more)
        index = g.comp.quest_index
        for ch in d.choices:
            v = ev.kept_quest(g, seat, index[ch.id[5:]], prof)
            if v > best_v:
                best, best_v = ch.id, v
        return best
    if d.kind == "any_mana" and ev.quick_steps and min(g.supply) >= PLENTY:
        return _colour(ev, g, d, prof)
    for ch in d.choices:
        if d.kind.startswith("free_") and not allowed(ch.id, prof):
            continue
        c = fork(g, seat)
        rules.apply_choice(c, ch.id)
        v = ev.value(c, seat, prof)
        if v > best_v:
            best, best_v = ch.id, v
    return best


PLENTY = 6  # mana of every colour in the supply: what follows a colour's pick cannot run short


def _colour(ev: Evaluator, g: DominariaState, d: Decision, prof: Profile) -> str:
    """`pick` for a colour of mana: the first colour's result, and every other colour's as that
    result with the token changed. What follows the pick reads neither the pool (no public
    quest counts mana) nor a supply running short (`PLENTY`), so these are the same positions
    `pick` would value, at the price of one."""
    seat = d.seat
    c = fork(g, seat)
    rules.apply_choice(c, d.choices[0].id)
    pool = c.players[seat].pool
    first = COLOUR_INDEX[d.choices[0].id[7:]]
    best, best_v = d.choices[0].id, -1e9
    for ch in d.choices:
        colour = COLOUR_INDEX[ch.id[7:]]
        pool[first] -= 1
        pool[colour] += 1
        v = ev.value(c, seat, prof)
        pool[colour] -= 1
        pool[first] += 1
        if v > best_v:
            best, best_v = ch.id, v
    return best


def carry_out(ev: Evaluator, g: DominariaState, seat: int, choice: str, prof: Profile) -> None:
    """Do `choice` on `g` and every pick it leads to, up to the next action (or the turn's end).
    A payment the action starts with is made `auto` at once, as `pick` would answer it: the
    same tokens are spent, without the payment's decision and its translated prompt."""
    kind = choice.partition(":")[0]
    if g.tasks:
        rules.apply_choice(g, choice)
    elif kind in ABILITIES:  # (`actions.act`'s payment, made `auto` as it is set up)
        p = g.players[seat]
        coloured, generic = actions.ability_cost(g.comp, p, kind)
        for c, k in sorted(coloured.items()):
            for _ in range(k):
                rules.spend(g, p, rules.auto_kind(p, c))
        for _ in range(generic):
            rules.spend(g, p, rules.auto_kind(p, -1))
        g.tasks.append(("do", choice))
        rules.advance(g)
    else:
        actions.act(g, choice)
        rules.advance(g, "auto" if g.tasks and g.tasks[0][0] == "pay" else None)
    d = g.decision
    while d is not None and d.seat == seat and d.kind != "action":
        rules.apply_choice(g, pick(ev, g, d, prof))
        d = g.decision


MANY = ("move:", "leyline:")  # the actions with the most targets (every neighbour of a hero)


def children(
    ev: Evaluator, s: DominariaState, seat: int, prof: Profile, many: bool = True
) -> Iterator[tuple[str, DominariaState, bool]]:
    """Every action `seat` may take from `s` (the end of the turn aside; Move actions and new
    Leylines, the actions with the most targets, only if `many`), carried out on a copy; and
    whether it was a quick step (a Move or Collect action: the player's board, as the valuation
    reads it, is `s`'s)."""
    for ch in actions.legal_actions(s, seat, labels=False):
        cid = ch.id
        if cid == "end" or not allowed(cid, prof):
            continue
        if not many and cid.startswith(MANY):
            continue
        quick = ev.quick_steps
        if cid.startswith("move:"):  # (most children: a lighter copy, and no pick to make)
            c = fork_for_move(s, seat, quick)
            if quick:  # the engine's step without its public quest check
                actions.perform(c, cid)
                c.decision = actions.action_decision(c)
            else:
                rules.apply_choice(c, cid)
        elif quick and cid.startswith("collect:"):  # (the same, on its own light copy)
            c = fork_for_collect(s, seat)
            actions.perform(c, cid)
            c.decision = actions.action_decision(c)
        else:
            c = fork(s, seat)
            carry_out(ev, c, seat, cid, prof)
            quick = False
        if c.decision is not None and c.decision.seat == seat:
            yield cid, c, quick


Plan = list[tuple[str, Key]]  # actions, each with the key of the position it should lead to


def plan_turn(
    ev: Evaluator, g: DominariaState, seat: int, prof: Profile, found: list[tuple[float, Plan]] | None = None
) -> Plan:
    """The best sequence of actions from `g` (at `seat`'s action decision), each with the key of
    the position it should lead to; the last step is `end`. `found` collects every position
    reached (its value and the plan to it), for a search that compares several."""
    root_v, root_rank = ev.assess(g, seat, prof)
    if found is not None:
        found.append((root_v, [("end", ())]))
    best_v, best_path = root_v, []
    # (rank, position, plan to it, the board the valuation read there if it is known)
    beam: list[tuple[float, DominariaState, Plan, Board | None]] = [(root_rank, g, [], None)]
    seen = {state_key(g, seat)}
    width = prof.width
    for _ in range(prof.depth):
        grown: list[tuple[float, DominariaState, Plan, Board | None]] = []
        top: list[float] = []  # the best `width` ranks of this depth so far (a heap)
        for i, (_rank, s, path, board) in enumerate(beam):
            for cid, c, quick in children(ev, s, seat, prof, i < prof.movers):
                k = state_key(c, seat)
                if k in seen:
                    continue
                seen.add(k)
                if quick:  # (a Move or Collect action leaves the board the valuation reads)
                    board = board or ev.board_of(s, seat, prof)
                # a rank that cannot reach the beam is not worked out
                floor = top[0] if len(top) >= width else -INF
                v, rank = ev.assess(c, seat, prof, floor=floor, board=board if quick else None)
                if len(top) < width:
                    heapq.heappush(top, rank)
                elif rank > top[0]:
                    heapq.heapreplace(top, rank)
                step = [*path, (cid, k)]
                if v > best_v + 1e-9:
                    best_v, best_path = v, step
                if found is not None:
                    found.append((v, [*step, ("end", ())]))
                grown.append((rank, c, step, board if quick else None))
        if not grown:
            break
        grown.sort(key=lambda t: -t[0])
        beam = grown[:width]
    return [*best_path, ("end", ())]


def greedy_step(ev: Evaluator, g: DominariaState, seat: int, prof: Profile) -> str:
    """The one action whose result (with what it leaves in reach this turn) beats stopping now."""
    return greedy_move(ev, g, seat, prof)[0]


def greedy_move(
    ev: Evaluator, g: DominariaState, seat: int, prof: Profile
) -> tuple[str, DominariaState | None]:
    """`greedy_step`, with the position the action leads to (None for the turn's end)."""
    best, best_v, after = "end", ev.value(g, seat, prof), None
    board = ev.board_of(g, seat, prof)
    for cid, c, quick in children(ev, g, seat, prof):
        v = ev.assess(c, seat, prof, floor=best_v + 1e-9, board=board if quick else None)[1]
        if v > best_v + 1e-9:
            best, best_v, after = cid, v, c
    return best, after
