"""Heroes of Dominaria's reducer: setup, the Mana phase, every action, rewards and the end.

Everything that needs a choice is a *task* in `g.tasks` (first first): paying a cost, keeping
one of two quests, a reward's pick. `advance` runs tasks until one asks; when none is left in
the Action phase the player is asked for the next action. Tasks are tuples of immutable
values, so a state clones and replays between any two decisions.
"""

from __future__ import annotations

from typing import Any

from dominia.core.decision import Choice, Decision
from dominia.core.errors import InvalidOptions
from dominia.core.i18n import Msg, msg
from dominia.games.dominaria import actions, texts
from dominia.games.dominaria.components import Components
from dominia.games.dominaria.conditions import counters, holds
from dominia.games.dominaria.options import ROUNDS
from dominia.games.dominaria.scoring import winners
from dominia.games.dominaria.state import ACTION, KEEP, OVER, PLACE, TASK, DominariaState, PlayerState
from dominia.games.dominaria.vocabulary import COLOUR_INDEX, COLOURS, EFFECT_KEYS, FREE_ABILITIES

SKIP = Choice("skip", msg("choice-skip"))
AUTO = Choice("auto", msg("choice-auto"))
# With Manalith tokens and ordinary mana at hand, two ways to pay automatically (`auto` keeps
# its meaning: the AIs and saved games use it).
AUTO_KEEP = Choice("auto:keep", msg("choice-auto-keep"))
AUTO_FIRST = Choice("auto", msg("choice-auto-first"))


def log(
    g: DominariaState,
    kind: str,
    seat: int | None,
    cards: tuple[str, ...] = (),
    *,
    to: tuple[int, ...] | None = None,
    count: int = 0,
    detail: str = "",
    **data: Any,
) -> None:
    """An event: `detail` for people, `data` for programs (a location given by its index under
    a LOCATION_KEYS key becomes `{"index", "name"}`)."""
    if g.logging:
        for key in LOCATION_KEYS:
            if key in data:
                x = data[key]
                data[key] = {"index": x, "name": g.comp.locations[x].name}
        g.log_event(kind, seat, cards, to=to, count=count, detail=detail, data=data)


LOCATION_KEYS = ("location", "src", "dst")  # the data keys that name a location


# ---------------------------------------------------------------- setup


def new_state(opts: dict[str, Any], seed: int, comp: Components, *, logging: bool = True) -> DominariaState:
    n = opts["players"]
    if n > len(comp.boards):
        raise InvalidOptions(msg("error-boards", boards=len(comp.boards), players=n))
    g = DominariaState(comp)
    g.start(opts, seed, n, logging=logging)
    g.players = [PlayerState(comp.boards[s]) for s in range(n)]
    size = len(comp.locations)
    g.mana_on = [0] * size
    g.cabal_on = [0] * size
    g.artifact_on = [0] * size
    for x, loc in enumerate(comp.locations):
        put = min(opts["start_mana"], g.supply[loc.colour])
        g.mana_on[x] += put
        g.supply[loc.colour] -= put
    g.deck = list(range(len(comp.cards)))
    g.rng.shuffle(g.deck)
    g.artifact_deck = list(range(len(comp.artifacts)))
    g.rng.shuffle(g.artifact_deck)
    g.quest_deck = list(range(len(comp.quests)))
    g.rng.shuffle(g.quest_deck)
    g.stacks = []
    for t in comp.tile_types:
        tiles = [i for i, tile in enumerate(comp.tiles) if tile.type == t]
        g.stacks.append(sorted(tiles, key=lambda i: comp.tiles[i].vp))  # highest on top (the end)
    g.rounds = ROUNDS[n]
    log(
        g,
        "setup",
        None,
        detail=f"{n} players, {g.rounds} rounds, {opts['start_mana']} mana per location",
        players=n,
        rounds=g.rounds,
        start_mana=opts["start_mana"],
    )
    for s in range(n):
        dealt = tuple(draw(g.quest_deck) for _ in range(4))
        g.tasks.append(("keep", s, tuple(q for q in dealt if q >= 0), 2))
    g.tasks.append(("return_quests",))
    order = [0, 1, 1, 0] if n == 2 else list(range(n))
    g.tasks += [("place", s) for s in order]
    g.tasks.append(("turn_start",))
    g.phase = KEEP
    advance(g)
    return g


def draw(deck: list[int]) -> int:
    return deck.pop() if deck else -1


# ---------------------------------------------------------------- the loop


def advance(g: DominariaState, choice: str | None = None) -> None:
    """Run tasks (the head one gets `choice`) until one asks, then set `g.decision`."""
    while g.tasks:
        task = g.tasks[0]
        d = TASKS[task[0]](g, task, choice)
        choice = None
        if d is not None:
            g.decision = d
            return
    if g.phase == OVER:
        g.decision = None
        return
    claim_public(g, g.current)
    g.phase = ACTION
    g.decision = actions.action_decision(g)


def finish(g: DominariaState, *new: tuple[Any, ...]) -> None:
    """The head task is done; `new` tasks run next, in order."""
    g.tasks[0:1] = list(new)


def apply_choice(g: DominariaState, choice: str) -> None:
    """`choice` is already known to be one of the pending decision's."""
    if g.tasks:
        advance(g, choice)
        return
    actions.act(g, choice)
    advance(g)


# ---------------------------------------------------------------- setup tasks


def _keep(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    _, seat, dealt, left = task
    g.phase = KEEP
    comp = g.comp
    if choice is None:
        if len(dealt) <= left:  # a quest deck too thin to choose from: keep what there is
            g.players[seat].hand += list(dealt)
            g.tasks[0] = ("keep_done", seat, ())
            return _keep_done(g, g.tasks[0], None)
        return Decision(
            seat,
            "keep_quest",
            msg("prompt-keep-quests", n=left),
            [Choice(f"keep:{comp.quests[q].name}", _quest_label(comp, q)) for q in dealt],
            data={"quests": [comp.quests[q].name for q in dealt]},
        )
    q = comp.quest_index[choice[5:]]
    p = g.players[seat]
    p.hand.append(q)
    rest = tuple(x for x in dealt if x != q)
    if left - 1 > 0:
        g.tasks[0] = ("keep", seat, rest, left - 1)
        return _keep(g, g.tasks[0], None)
    g.tasks[0] = ("keep_done", seat, rest)
    return _keep_done(g, g.tasks[0], None)


def _keep_done(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    _, seat, rest = task
    g.quest_deck[0:0] = list(rest)  # shuffled in once everybody has chosen
    log(g, "keep_quests", seat, count=len(g.players[seat].hand))
    finish(g)
    return None


def _return_quests(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    g.rng.shuffle(g.quest_deck)
    finish(g)
    return None


def _place(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    seat = task[1]
    comp = g.comp
    g.phase = PLACE
    if choice is None:
        return Decision(
            seat,
            "place_hero",
            msg("prompt-place-hero"),
            [
                Choice(f"place:{comp.locations[x].name}", texts.location(comp.locations[x].name))
                for x in comp.start
            ],
        )
    x = comp.loc_index[choice[6:]]
    p = g.players[seat]
    if p.heroes:
        p.hired += 1  # two players: the second starting hero comes off the Hero track
    p.heroes.append(x)
    log(g, "place", seat, detail=comp.locations[x].name, location=x)
    finish(g)
    return None


# ---------------------------------------------------------------- turns


def moves_per_turn(g: DominariaState, p: PlayerState) -> int:
    comp = g.comp
    n = 1 + sum(1 for s in comp.board(p.board).hero_track[: p.hired] if s.move)
    if g.n == 2:
        n += 1  # the book's extra Move action for two players
    for a in p.artifacts:
        n += comp.artifacts[a].passive.get("moves", 0)
    return n


def _turn_start(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    finish(g)
    if g.round == 0:
        g.round = 1
        g.current = 0
    p = g.players[g.current]
    g.moves = moves_per_turn(g, p)
    g.collects = 1
    p.used = []
    log(g, "turn", g.current, detail=f"round {g.round}", round=g.round)
    mana_phase(g)
    g.phase = ACTION
    return None


def mana_phase(g: DominariaState) -> None:
    """Reveal the top Dominaria card: a token of its colour on each location of that colour,
    and the Artifact or Cabal token it names."""
    comp = g.comp
    if not g.deck:
        g.deck, g.discard = g.discard, []
        g.rng.shuffle(g.deck)
    k = draw(g.deck)
    if k < 0:
        return
    g.discard.append(k)
    g.last_card = k
    card = comp.cards[k]
    c = card.colour
    for x in comp.by_colour[c]:
        if g.supply[c]:
            g.supply[c] -= 1
            g.mana_on[x] += 1
    extra = ""
    token: dict[str, Any] = {}  # the token the card put on the map, if any
    if card.artifact >= 0 and g.artifact_supply:
        g.artifact_supply -= 1
        g.artifact_on[card.artifact] += 1
        extra = f"; an artifact in {comp.locations[card.artifact].name}"
        token = {"token": "artifact", "location": card.artifact}
    if card.cabal >= 0 and g.cabal_supply:
        g.cabal_supply -= 1
        g.cabal_on[card.cabal] += 1
        extra = f"; the Cabal in {comp.locations[card.cabal].name}"
        token = {"token": "cabal", "location": card.cabal}
    log(g, "reveal", g.current, (card.name,), detail=f"{COLOURS[c]} mana{extra}", colour=COLOURS[c], **token)


def _end_turn(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    finish(g)
    comp = g.comp
    seat = g.current
    p = g.players[seat]
    got = []
    for m in p.manaliths:
        c = comp.locations[m].colour
        if not p.mtokens[c]:
            p.mtokens[c] = True
            got.append(COLOURS[c])
    for a in p.artifacts:
        colour = comp.artifacts[a].passive.get("end_mana")
        if colour is not None:
            take_mana(g, p, COLOUR_INDEX[colour], 1)
    if got:
        log(g, "manalith_mana", seat, detail=", ".join(got), colours=got)
    claim_public(g, seat)
    g.turns += 1
    log(g, "end_turn", seat)
    g.current += 1
    if g.current == g.n:
        g.current = 0
        g.round += 1
        if g.round > g.rounds:
            game_over(g)
            return None
    g.tasks.insert(0, ("turn_start",))
    return None


def game_over(g: DominariaState) -> None:
    g.phase = OVER
    g.tasks = []
    g.decision = None
    g.winners = winners(g)
    log(g, "game_over", None, detail=", ".join(str(s + 1) for s in g.winners), winners=list(g.winners))


# ---------------------------------------------------------------- mana


def take_mana(g: DominariaState, p: PlayerState, c: int, k: int) -> int:
    """Up to `k` tokens of colour `c` from the supply into `p`'s pool; how many it got."""
    got = min(k, g.supply[c])
    g.supply[c] -= got
    p.pool[c] += got
    return got


def claim_public(g: DominariaState, seat: int) -> None:
    """Public quests: the top tile of each type whose condition `seat` meets, one per type."""
    comp = g.comp
    p = g.players[seat]
    tiles = comp.tiles
    have = {tiles[t].type for t in p.tiles}  # one tile per type (this call's claims included)
    stacks = g.stacks
    for i, stack in enumerate(stacks):
        if not stack:
            continue
        tile = tiles[stack[-1]]
        if tile.type in have:
            continue
        if holds(comp, p, tile.when):
            p.tiles.append(stack[-1])
            stacks[i] = stack[:-1]  # a new list, not pop(): the planner's copies share the stacks
            have.add(tile.type)
            log(g, "public_quest", seat, (tile.name,), detail=f"{tile.vp} VP", vp=tile.vp)


# ---------------------------------------------------------------- paying


def pay_tasks(p: PlayerState, cost: dict[int, int], generic: int, purpose: str = "") -> list[tuple[Any, ...]]:
    """Coloured mana first, so that generic mana never spends a colour still needed. Each step
    carries the token kinds `p` holds as the payment starts (`held`): the front ends number
    them once, so a number means the same token for the whole payment; and `purpose`, the
    choice id being paid for (the prompt says it)."""
    held = tuple(token_id(k) for k in _kinds(p, -1))
    out: list[tuple[Any, ...]] = [("pay", c, k, held, purpose) for c, k in sorted(cost.items()) if k > 0]
    if generic > 0:
        out.append(("pay", -1, generic, held, purpose))
    return out


def token_id(kind: tuple[bool, int]) -> str:
    """A token kind's choice id: `manalith:red` (a Manalith token) or `mana:red`."""
    return f"{'manalith' if kind[0] else 'mana'}:{COLOURS[kind[1]]}"


def _kinds(p: PlayerState, colour: int) -> list[tuple[bool, int]]:
    """Token kinds that can pay one mana of `colour` (-1: any): (Manalith token?, colour)."""
    cs = range(5) if colour < 0 else (colour,)
    out = []
    for c in cs:
        if p.mtokens[c]:
            out.append((True, c))
        if p.pool[c]:
            out.append((False, c))
    return out


def auto_kind(p: PlayerState, colour: int) -> tuple[bool, int]:
    """`auto`: Manalith tokens first (they come back at the end of the turn), then the colour
    held most."""
    kinds = _kinds(p, colour)
    for k in kinds:
        if k[0]:
            return k
    return max(kinds, key=lambda k: (p.pool[k[1]], -k[1]))


def keep_kind(p: PlayerState, colour: int) -> tuple[bool, int]:
    """`auto:keep`: ordinary mana first (the colour held most), Manalith tokens last, so the
    tokens' colours stay at hand for the rest of the turn."""
    kinds = _kinds(p, colour)
    plain = [k for k in kinds if not k[0]]
    if plain:
        return max(plain, key=lambda k: (p.pool[k[1]], -k[1]))
    return kinds[0]


AUTO_PICK = {"auto": auto_kind, "auto:keep": keep_kind}


def spend(g: DominariaState, p: PlayerState, kind: tuple[bool, int]) -> None:
    token, c = kind
    if token:
        p.mtokens[c] = False
    else:
        p.pool[c] -= 1
        g.supply[c] += 1


def _pay(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    _, colour, left, held, purpose = task
    p = g.players[g.current]
    pick = AUTO_PICK.get(choice or "")
    if pick is not None:
        while g.tasks and g.tasks[0][0] == "pay":
            colour, left = g.tasks[0][1:3]
            for _ in range(left):
                spend(g, p, pick(p, colour))
            finish(g)
        return None
    if choice is not None:
        token, _, name = choice.partition(":")
        spend(g, p, (token == "manalith", COLOUR_INDEX[name]))
        left -= 1
    while left > 0:
        kinds = _kinds(p, colour)
        if len(kinds) > 1:
            g.tasks[0] = ("pay", colour, left, held, purpose)
            g.phase = TASK
            what = "any colour" if colour < 0 else COLOURS[colour]
            what_msg = texts.colour(COLOURS[colour] if colour >= 0 else "any")
            label = actions.purpose_label(g, purpose) if purpose else None
            prompt = (
                msg("prompt-pay-for", purpose=label, what=what_msg, left=left)
                if label is not None
                else msg("prompt-pay", what=what_msg, left=left)
            )
            # Both automatic payments only when they can differ: a Manalith token and ordinary
            # mana were held as the payment started (the same offer on every step of it).
            both = any(t.startswith("manalith:") for t in held) and any(t.startswith("mana:") for t in held)
            return Decision(
                g.current,
                "pay",
                prompt,
                ([AUTO_KEEP, AUTO_FIRST] if both else [AUTO])
                + [
                    Choice(
                        token_id((t, c)),
                        msg(f"token-{COLOURS[c]}") if t else msg(f"pool-{COLOURS[c]}", n=p.pool[c]),
                    )
                    for t, c in kinds
                ],
                data={"left": left, "colour": what, "tokens": list(held)},
            )
        spend(g, p, kinds[0])
        left -= 1
    finish(g)
    return None


# ---------------------------------------------------------------- rewards


def effect_tasks(effect: dict[str, Any], why: str = "") -> list[tuple[Any, ...]]:
    """An effect table as tasks, in the vocabulary's order; those that ask a question carry
    `why` last ("quest:NAME", "artifact:NAME"), so that the question says what it rewards."""
    out: list[tuple[Any, ...]] = []
    for key in EFFECT_KEYS:
        if key not in effect:
            continue
        v = effect[key]
        if key == "mana":
            out.append(("mana", tuple((COLOUR_INDEX[c], k) for c, k in v.items())))
        elif key == "any_mana":
            out += [("any_mana", why)] * v
        elif key in ("moves", "collect"):
            out.append((key, v))
        elif key == "defeat":
            out += [("defeat", why)] * v
        elif key in FREE_ABILITIES:
            out += [("free", key, why)] * v
        elif key == "quest":
            out += [("quest", why)] * v
    return out


def _mana(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    p = g.players[g.current]
    got = {COLOURS[c]: take_mana(g, p, c, k) for c, k in task[1]}
    log(g, "gain_mana", g.current, detail=", ".join(f"{n} {c}" for c, n in got.items()), mana=got)
    finish(g)
    return None


def _counter(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    if task[0] == "moves":
        g.moves += task[1]
    else:
        g.collects += task[1]
    finish(g)
    return None


def _any_mana(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    p = g.players[g.current]
    if choice is None:
        free = [c for c in range(5) if g.supply[c]]
        if len(free) > 1:
            g.phase = TASK
            return Decision(
                g.current,
                "any_mana",
                texts.with_reason(msg("prompt-any-mana"), _why(task, 1)),
                [Choice(f"colour:{COLOURS[c]}", texts.colour(COLOURS[c])) for c in free],
            )
        c = free[0] if free else -1
    else:
        c = COLOUR_INDEX[choice[7:]]
    if c >= 0:
        take_mana(g, p, c, 1)
        log(g, "gain_mana", g.current, detail=f"1 {COLOURS[c]}", mana={COLOURS[c]: 1})
    finish(g)
    return None


def _defeat(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    comp = g.comp
    p = g.players[g.current]
    if p.cabal >= len(comp.cabal_track):
        finish(g)
        return None
    if choice is None:
        spots = [x for x in range(len(comp.locations)) if g.cabal_on[x]]
        if not spots:
            finish(g)
            return None
        g.phase = TASK
        return Decision(
            g.current,
            "defeat",
            texts.with_reason(msg("prompt-defeat"), _why(task, 1)),
            [
                Choice(
                    f"defeat:{comp.locations[x].name}",
                    msg("choice-defeat", location=texts.location(comp.locations[x].name)),
                )
                for x in spots
            ]
            + [SKIP],
        )
    finish(g)
    if choice != "skip":
        actions.confront(g, comp.loc_index[choice[7:]])
    return None


def _free(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    ability = task[1]
    if choice is None:
        targets = actions.targets(g, g.current, ability)
        if not targets:
            finish(g)
            log(g, "free_lost", g.current, detail=ability, ability=ability)
            return None
        g.phase = TASK
        return Decision(
            g.current,
            "free_" + ability,
            texts.with_reason(msg("prompt-free", ability=texts.ability(ability)), _why(task, 2)),
            [Choice(t, actions.target_label(g, t)) for t in targets] + [SKIP],
        )
    finish(g)
    if choice != "skip":
        actions.perform(g, choice)
    return None


def _look(deck: list[int]) -> list[int]:
    """The top two cards (or fewer), top first."""
    return [deck[-1 - i] for i in range(min(2, len(deck)))]


def _quest(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    comp = g.comp
    seat = g.current
    p = g.players[seat]
    top = _look(g.quest_deck)
    if not top:
        finish(g)
        return None
    if choice is None and len(top) == 2:
        g.phase = TASK
        return Decision(
            seat,
            "new_quest",
            texts.with_reason(msg("prompt-new-quest"), _why(task, 1)),
            [Choice(f"keep:{comp.quests[q].name}", _quest_label(comp, q)) for q in top],
            data={"quests": [comp.quests[q].name for q in top]},
        )
    q = top[0] if choice is None else comp.quest_index[choice[5:]]
    g.quest_deck.remove(q)
    p.hand.append(q)
    if len(top) == 2:
        other = top[1] if top[0] == q else top[0]
        g.quest_deck.remove(other)
        g.quest_deck.insert(0, other)
    log(g, "new_quest", seat, (comp.quests[q].name,), to=(seat,), count=1)
    finish(g)
    return None


def _artifact(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    comp = g.comp
    seat = g.current
    p = g.players[seat]
    top = _look(g.artifact_deck)
    if not top:
        finish(g)
        return None
    if choice is None and len(top) == 2:
        g.phase = TASK
        return Decision(
            seat,
            "new_artifact",
            msg("prompt-new-artifact"),
            [Choice(f"take:{comp.artifacts[a].name}", artifact_label(comp, a)) for a in top],
        )
    a = top[0] if choice is None else comp.artifact_index[choice[5:]]
    g.artifact_deck.remove(a)
    p.artifacts.append(a)
    # Its abilities are active at once (the book, Explore). The other passives are read from
    # `p.artifacts` when used; Move actions are counted at the start of the turn, so this
    # turn's come now.
    art = comp.artifacts[a]
    g.moves += art.passive.get("moves", 0)
    if len(top) == 2:
        other = top[1] if top[0] == a else top[0]
        g.artifact_deck.remove(other)
        g.artifact_deck.insert(0, other)
    log(g, "artifact", seat, (art.name,))
    finish(g)
    return None


def _effect(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    finish(g, *effect_tasks(task[1], _why(task, 2)))
    return None


def _why(task: tuple[Any, ...], at: int) -> str:
    """Where a reward task comes from (its last element when it has one; "" for none)."""
    return str(task[at]) if len(task) > at else ""


def _do(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    finish(g)
    actions.perform(g, task[1])
    return None


def _complete(g: DominariaState, task: tuple[Any, ...], choice: str | None) -> Decision | None:
    finish(g)
    actions.complete(g, task[1])
    return None


def _quest_label(comp: Components, q: int) -> Msg:
    return texts.quest_vp(comp, q)


def artifact_label(comp: Components, a: int) -> Msg:
    return texts.artifact_vp(comp, a)


TASKS = {
    "keep": _keep,
    "keep_done": _keep_done,
    "return_quests": _return_quests,
    "place": _place,
    "turn_start": _turn_start,
    "end_turn": _end_turn,
    "pay": _pay,
    "mana": _mana,
    "any_mana": _any_mana,
    "moves": _counter,
    "collect": _counter,
    "defeat": _defeat,
    "free": _free,
    "quest": _quest,
    "artifact": _artifact,
    "effect": _effect,
    "do": _do,
    "complete": _complete,
}


def start_marks(p: PlayerState) -> tuple[tuple[int, ...], frozenset[int]]:
    return counters(p), frozenset(p.heroes)
