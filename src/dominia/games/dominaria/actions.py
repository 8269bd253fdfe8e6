"""The Action phase: what the current player may do now, and doing it.

Choice ids: `move:Urborg->Orvada`, `collect:Hammerheim`, `hire:Verdura`, `explore:Keld`,
`confront:Urborg`, `manalith:Hammerheim`, `leyline:Orvada|Shanodin` (the map's order),
`use:<artifact>`, `count:<artifact>`, `start:<quest>`, `complete:<quest>`, `end`.
"""

from __future__ import annotations

from typing import Any

from dominia.core.decision import Choice, Decision
from dominia.core.i18n import Msg, Text, msg
from dominia.games.dominaria import rules, texts
from dominia.games.dominaria.components import Components
from dominia.games.dominaria.conditions import holds, quest_ready, reachable
from dominia.games.dominaria.state import DominariaState, PlayerState
from dominia.games.dominaria.vocabulary import ABILITIES, COLOUR_INDEX, COLOURS

END = Choice("end", msg("choice-end"))
ABILITY_NAMES = {a: texts.ability(a) for a in ABILITIES}


# ---------------------------------------------------------------- costs


def ability_cost(comp: Components, p: PlayerState, ability: str) -> tuple[dict[int, int], int]:
    """(coloured mana, generic mana) for one use: the ability's colour + its cost, less discounts.
    (The coloured part is shared between calls: read it, do not change it.)"""
    a = comp.abilities[ability]
    generic = a.cost
    coloured = _ONE.get(a.colour)
    if coloured is None:
        coloured = _ONE[a.colour] = {a.colour: 1}
    if not p.artifacts:  # (most of the time: the planner asks hundreds of thousands of times a game)
        return coloured, generic if generic > 0 else 0
    for art in p.artifacts:
        generic -= comp.artifacts[art].passive.get("discount", {}).get(ability, 0)
    return coloured, generic if generic > 0 else 0


_ONE: dict[int, dict[int, int]] = {}  # colour -> {colour: 1}


def mana_cost(cost: dict[str, int]) -> tuple[dict[int, int], int]:
    """A data file's cost table (`{black = 1, any = 2}`) as (coloured, generic)."""
    return {COLOUR_INDEX[c]: k for c, k in cost.items() if c != "any"}, cost.get("any", 0)


def affordable(p: PlayerState, coloured: dict[int, int], generic: int) -> bool:
    need = 0
    for c, k in coloured.items():
        if p.mana(c) < k:
            return False
        need += k
    return p.total_mana() >= need + generic


def cost_text(coloured: dict[int, int], generic: int) -> Text:
    """A price in words: "1 red + 4", "free"."""
    return texts.cost(coloured, generic)


# ---------------------------------------------------------------- targets


def pair_id(comp: Components, a: int, b: int) -> str:
    lo, hi = min(a, b), max(a, b)
    return f"leyline:{comp.locations[lo].name}|{comp.locations[hi].name}"


def targets(g: DominariaState, seat: int, ability: str) -> list[str]:
    """Choice ids for every legal use of `ability` by `seat`, cost aside."""
    comp = g.comp
    p = g.players[seat]
    names = comp.locations
    here = sorted(set(p.heroes))
    if ability == "hire":
        if p.hired >= len(comp.hero_track):
            return []
        return [f"hire:{names[x].name}" for x in comp.start]
    if ability == "explore":
        if not g.artifact_deck:
            return []
        return [f"explore:{names[x].name}" for x in here if g.artifact_on[x]]
    if ability == "confront":
        if p.cabal >= len(comp.cabal_track):
            return []
        return [f"confront:{names[x].name}" for x in here if g.cabal_on[x]]
    if ability == "manalith":
        if len(p.manaliths) >= len(comp.manalith_track):
            return []
        used = {names[m].colour for m in p.manaliths}
        return [f"manalith:{names[x].name}" for x in here if names[x].colour not in used]
    if ability == "leyline":
        if len(p.leylines) >= len(comp.leyline_track):
            return []
        mine = set(p.leylines)
        out = []
        for x in here:
            for y in comp.adjacent[x]:
                pair = (min(x, y), max(x, y))
                if pair not in mine:
                    pid = pair_id(comp, x, y)
                    if pid not in out:
                        out.append(pid)
        return out
    raise KeyError(ability)


def target_label(g: DominariaState, choice: str) -> Msg:
    kind, _, arg = choice.partition(":")
    if kind == "leyline":
        a, _, b = arg.partition("|")
        return msg("choice-leyline", a=texts.location(a), b=texts.location(b))
    return msg(f"choice-{kind}", location=texts.location(arg))


def purpose_label(g: DominariaState, choice: str) -> Msg | None:
    """What a payment is for, from the choice id that started it (None: not known)."""
    kind, _, arg = choice.partition(":")
    if kind in ABILITY_NAMES:
        return target_label(g, choice)
    if kind == "use":
        return msg("purpose-use", artifact=texts.artifact(arg))
    if kind == "complete":
        return msg("purpose-complete", quest=texts.quest(arg))
    return None


# ---------------------------------------------------------------- the decision


def action_decision(g: DominariaState) -> Decision:
    seat = g.current
    return Decision(seat, "action", PROMPT_ACTION, build=lambda: legal_actions(g, seat))


PROMPT_ACTION = msg("prompt-action")  # (made once: a message is immutable)


def legal_actions(g: DominariaState, seat: int, *, labels: bool = True) -> list[Choice]:
    """Every legal action; `labels=False` leaves the labels out (the AIs read ids only, and
    list actions thousands of times a turn)."""
    comp = g.comp
    p = g.players[seat]
    names = comp.locations
    out: list[Choice] = []
    if g.collects > 0:
        for x in sorted(reachable(p)):
            if g.mana_on[x] and not g.cabal_on[x]:
                loc = names[x]
                label = labels and msg(
                    "choice-collect",
                    mana=texts.mana(COLOURS[loc.colour], g.mana_on[x]),
                    location=texts.location(loc.name),
                )
                out.append(Choice(f"collect:{loc.name}", label or ""))
    if g.moves > 0:
        for x in sorted(set(p.heroes)):
            for y in comp.adjacent[x]:
                src, dst = names[x].name, names[y].name
                label = labels and msg("choice-move", src=texts.location(src), dst=texts.location(dst))
                out.append(Choice(f"move:{src}->{dst}", label or ""))
    for ability in ABILITIES:
        coloured, generic = ability_cost(comp, p, ability)
        if not affordable(p, coloured, generic):
            continue
        price = labels and cost_text(coloured, generic)
        for t in targets(g, seat, ability):
            out.append(
                Choice(t, (labels and msg("choice-priced", action=target_label(g, t), cost=price)) or "")
            )
    for a in p.artifacts:
        art = comp.artifacts[a]
        if art.use_cost is not None and a not in p.used:
            coloured, generic = mana_cost(art.use_cost)
            if affordable(p, coloured, generic):
                label = labels and msg(
                    "choice-use", artifact=texts.artifact(art.name), cost=cost_text(coloured, generic)
                )
                out.append(Choice(f"use:{art.name}", label or ""))
        if art.once is not None and holds(comp, p, art.once_when):
            label = labels and msg("choice-count", artifact=texts.artifact(art.name))
            out.append(Choice(f"count:{art.name}", label or ""))
    for q in p.hand:
        quest = comp.quests[q]
        if quest.start is not None and holds(comp, p, quest.start):
            label = labels and msg("choice-start", quest=texts.quest(quest.name))
            out.append(Choice(f"start:{quest.name}", label or ""))
    for q in p.hand + p.started:
        if quest_ready(g, seat, q):
            quest = comp.quests[q]
            coloured, generic = mana_cost(quest.cost)
            if affordable(p, coloured, generic):
                label = labels and (
                    msg(
                        "choice-complete-pay",
                        quest=texts.quest(quest.name),
                        vp=quest.vp,
                        cost=cost_text(coloured, generic),
                    )
                    if quest.cost
                    else msg("choice-complete", quest=texts.quest(quest.name), vp=quest.vp)
                )
                out.append(Choice(f"complete:{quest.name}", label or ""))
    out.append(END)
    return out


# ---------------------------------------------------------------- doing it


def act(g: DominariaState, choice: str) -> None:
    """Start the chosen action: at once, or as tasks (payment first)."""
    comp = g.comp
    seat = g.current
    p = g.players[seat]
    kind, _, arg = choice.partition(":")
    if kind == "end":
        g.tasks.append(("end_turn",))
    elif kind in ("move", "collect"):
        perform(g, choice)
    elif kind in ABILITY_NAMES:
        coloured, generic = ability_cost(comp, p, kind)
        g.tasks += [*rules.pay_tasks(p, coloured, generic, choice), ("do", choice)]
    elif kind == "use":
        a = comp.artifact_index[arg]
        art = comp.artifacts[a]
        p.used.append(a)
        rules.log(g, "use_artifact", seat, (art.name,))
        coloured, generic = mana_cost(art.use_cost or {})
        effect = ("effect", art.use_effect, f"artifact:{art.name}")
        g.tasks += [*rules.pay_tasks(p, coloured, generic, choice), effect]
    elif kind == "count":
        a = comp.artifact_index[arg]
        art = comp.artifacts[a]
        p.artifacts.remove(a)
        p.counted.append(a)
        # A counted artifact's abilities stop at once (the book): its Move action this turn too,
        # if one is left.
        g.moves = max(0, g.moves - art.passive.get("moves", 0))
        rules.log(g, "count_artifact", seat, (art.name,))
        g.tasks.append(("effect", art.once or {}, f"artifact:{art.name}"))
    elif kind == "start":
        q = comp.quest_index[arg]
        p.hand.remove(q)
        p.started.append(q)
        mark, seen = rules.start_marks(p)
        p.marks[q] = mark
        p.visited[q] = seen
        rules.log(g, "start_quest", seat, (arg,))
    elif kind == "complete":
        q = comp.quest_index[arg]
        coloured, generic = mana_cost(comp.quests[q].cost)
        g.tasks += [*rules.pay_tasks(p, coloured, generic, choice), ("complete", q)]
    else:
        raise KeyError(choice)


def arrive(p: PlayerState, x: int) -> None:
    """A hero arrives at `x`: started journeys remember it."""
    for q, seen in p.visited.items():
        if x not in seen:
            p.visited[q] = seen | {x}


def perform(g: DominariaState, choice: str) -> None:
    """Carry out a move, a collection or a paid (or free) ability use; rewards become tasks."""
    comp = g.comp
    seat = g.current
    p = g.players[seat]
    kind, _, arg = choice.partition(":")
    names = comp.locations
    rewards: list[tuple[Any, ...]] = []
    if kind == "move":
        a, _, b = arg.partition("->")
        x, y = comp.loc_index[a], comp.loc_index[b]
        p.heroes[p.heroes.index(x)] = y
        g.moves -= 1
        arrive(p, y)
        rules.log(g, "move", seat, detail=f"{a} -> {b}", src=x, dst=y)
    elif kind == "collect":
        x = comp.loc_index[arg]
        c = names[x].colour
        k = g.mana_on[x]
        g.mana_on[x] = 0
        p.pool[c] += k
        g.collects -= 1
        for art in p.artifacts:
            if comp.artifacts[art].passive.get("collect_bonus") == COLOURS[c]:
                k += rules.take_mana(g, p, c, 1)
        rules.log(
            g, "collect", seat, count=k, detail=f"{k} {COLOURS[c]} from {arg}", location=x, colour=COLOURS[c]
        )
    elif kind == "hire":
        x = comp.loc_index[arg]
        space = comp.board(p.board).hero_track[p.hired]
        p.hired += 1
        p.heroes.append(x)
        arrive(p, x)
        if space.move:
            g.moves += 1
        rules.log(g, "hire", seat, detail=arg, location=x)
        if space.quest:
            rewards.append(("quest", "track:heroes"))
    elif kind == "explore":
        x = comp.loc_index[arg]
        g.artifact_on[x] -= 1
        g.artifact_supply += 1
        rules.log(g, "explore", seat, detail=arg, location=x)
        rewards.append(("artifact",))
    elif kind == "confront":
        rewards += confront(g, comp.loc_index[arg], queue=False)
    elif kind == "manalith":
        x = comp.loc_index[arg]
        space = comp.board(p.board).manalith_track[len(p.manaliths)]
        p.manaliths.append(x)
        rules.log(g, "manalith", seat, detail=arg, location=x)
        if space.quest:
            rewards.append(("quest", "track:manaliths"))
    elif kind == "leyline":
        a, _, b = arg.partition("|")
        x, y = comp.loc_index[a], comp.loc_index[b]
        space = comp.board(p.board).leyline_track[len(p.leylines)]
        p.leylines.append((min(x, y), max(x, y)))
        rules.log(g, "leyline", seat, detail=f"{a} - {b}", src=x, dst=y)
        if space.green:
            rewards.append(("mana", ((COLOUR_INDEX["green"], space.green),)))
        if space.quest:
            rewards.append(("quest", "track:leylines"))
    else:
        raise KeyError(choice)
    g.tasks[0:0] = rewards


def confront(g: DominariaState, x: int, *, queue: bool = True) -> list[tuple[Any, ...]]:
    """A Cabal token from `x` onto the current player's track; the !! reward (queued, or returned)."""
    comp = g.comp
    p = g.players[g.current]
    space = comp.board(p.board).cabal_track[p.cabal]
    g.cabal_on[x] -= 1
    p.cabal += 1
    rules.log(g, "confront", g.current, detail=comp.locations[x].name, location=x)
    rewards = [("quest", "track:cabal")] if space.quest else []
    if queue:
        g.tasks[0:0] = rewards
        return []
    return rewards


def complete(g: DominariaState, q: int) -> None:
    comp = g.comp
    seat = g.current
    p = g.players[seat]
    if q in p.started:
        p.started.remove(q)
        p.marks.pop(q, None)
        p.visited.pop(q, None)
    else:
        p.hand.remove(q)
    p.quests_done.append(q)
    quest = comp.quests[q]
    rules.log(g, "complete_quest", seat, (quest.name,), detail=f"{quest.vp} VP", vp=quest.vp)
    g.tasks[0:0] = rules.effect_tasks(quest.reward, f"quest:{quest.name}")
