"""Heroes of Dominaria in words: messages (`core.i18n.Msg`) for names, quest conditions,
rewards, artifacts' abilities, events and outcomes. The words are in `locales/<lang>/*.ftl`;
every front end formats these messages with a Translator of the reader's language.

Names are messages keyed by the data files' English names (`location-hammerheim`,
`quest-gaea-s-blessing`, `artifact-mox-amber`, `public-quest-lord-of-heroes`,
`card-llanowar-elves`, `hero-teferi`, `color-red`); a name a replacement component file
brings that no table knows shows as the file gives it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, TypeVar

from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, Text, msg, name, slug
from dominia.games.dominaria.components import Artifact, Components, Quest, card_number
from dominia.games.dominaria.vocabulary import COLOURS

# ---------------------------------------------------------------- names
# (cached: the AIs list every legal action, each with its label, many times a turn; messages
# are immutable, so one per name is shared)


@cache
def location(n: str) -> Msg:
    return name(f"location-{slug(n)}", n)


@cache
def quest(n: str) -> Msg:
    return name(f"quest-{slug(n)}", n)


@cache
def artifact(n: str) -> Msg:
    return name(f"artifact-{slug(n)}", n)


@cache
def public_quest(n: str) -> Msg:
    return name(f"public-quest-{slug(n)}", n)


@cache
def public_type(n: str) -> Msg:
    return name(f"public-type-{slug(n)}", n)


@cache
def card(n: str) -> Msg:
    """A Dominaria card's name ("Card 3" in the reader's words for a card its file left unnamed)."""
    number = card_number(n)
    return name(f"card-{slug(n)}", n) if number is None else msg("dominaria-card-number", n=number)


@cache
def hero(n: str) -> Msg:
    """A player board's planeswalker."""
    return name(f"hero-{slug(n)}", n)


@cache
def colour(c: str) -> Msg:
    """A mana colour's name ("red"); `c` may also be "any"."""
    return msg("color-any") if c not in COLOURS else msg(f"color-{c}")


@cache
def colour_loc(c: str) -> Msg:
    """A colour describing a location ("a hero on a red location")."""
    return msg(f"color-{c}-loc")


def with_reason(prompt: Msg, why: str) -> Msg:
    """A reward's question with what it rewards ("Take 1 mana of a colour of your choice
    (reward of Relic Hunter)"); `why` is "quest:NAME", "artifact:NAME" or "track:heroes" ...
    (the question as it is for anything else)."""
    kind, _, name = why.partition(":")
    if kind == "quest":
        reason = msg("why-quest", quest=quest(name))
    elif kind == "artifact":
        reason = msg("why-artifact", artifact=artifact(name))
    elif kind == "track" and name in ("heroes", "manaliths", "leylines", "cabal"):
        reason = msg(f"why-track-{name}")
    else:
        return prompt
    return msg("prompt-why", prompt=prompt, why=reason)


@cache
def mana(c: str, n: int) -> Msg:
    """An amount of one colour: "2 red"."""
    return msg(f"mana-{c}", n=n)


def mana_table(table: dict[str, int]) -> Text:
    return and_list([mana(c, k) for c, k in table.items()])


@cache
def ability(a: str) -> Msg:
    return msg(f"ability-{a}")


@cache
def ability_short(a: str) -> Msg:
    return msg(f"ability-short-{a}")


# ---------------------------------------------------------------- lists


_Item = TypeVar("_Item")


def and_list(items: Sequence[_Item]) -> _Item | Text:
    """ "a, b and c" in the reader's language (items: messages, strings, seats)."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    first: Any = items[0]
    for item in items[1:-1]:
        first = msg("list-comma", first=first, rest=item)
    return msg("list-and", first=first, last=items[-1])


def comma_list(items: Sequence[Text]) -> Text:
    items = list(items)
    if not items:
        return ""
    out: Text = items[0]
    for item in items[1:]:
        out = msg("list-comma", first=out, rest=item)
    return out


def parts_list(items: Sequence[Text]) -> Text:
    """ "a; b; c"."""
    items = list(items)
    if not items:
        return ""
    out: Text = items[0]
    for item in items[1:]:
        out = msg("parts", first=out, rest=item)
    return out


# ---------------------------------------------------------------- costs


def cost(coloured: dict[int, int], generic: int) -> Text:
    """An ability's or a payment's price: "1 red + 4", "free"."""
    parts: list[Text] = [mana(COLOURS[c], k) for c, k in sorted(coloured.items())]
    if generic:
        parts.append(str(generic))
    return _plus(parts)


def cost_table(table: dict[str, int]) -> Text:
    """A data file's cost (`{black = 1, any = 2}`): "1 black + 2 of any colour"."""
    parts: list[Text] = [mana(c, k) for c, k in table.items() if c != "any"]
    if table.get("any"):
        parts.append(msg("cost-any", n=table["any"]))
    return _plus(parts)


def _plus(parts: list[Text]) -> Text:
    if not parts:
        return msg("cost-free")
    out: Text = parts[0]
    for p in parts[1:]:
        out = msg("cost-plus", a=out, b=p)
    return out


# ---------------------------------------------------------------- conditions and effects

COUNTED = {"heroes", "manaliths", "leylines", "cultists", "artifacts", "quests"}


def condition(cond: dict[str, Any]) -> Text:
    """Every key of a condition, joined with "and"."""
    if not cond:
        return msg("cond-none")
    return and_list([condition_key(k, v) for k, v in cond.items()])


def condition_key(key: str, v: Any) -> Msg:
    if key.startswith("gained_"):
        return msg(f"cond-{key.replace('_', '-')}", n=v)
    if key in ("visited", "connects"):
        return msg(f"cond-{key}", locations=and_list([location(n) for n in v]))
    if key in ("hero_at", "manalith_at", "leyline_at"):
        return msg(f"cond-{key.replace('_', '-')}", location=location(v))
    if key in ("hero_on", "manalith_on"):
        return msg(f"cond-{key.replace('_', '-')}", colour=colour_loc(v))
    if key == "mana":
        return msg("cond-mana", mana=mana_table(v))
    if key in COUNTED or key in ("hero_colours", "network", "mana_total", "mana_colours"):
        return msg(f"cond-{key.replace('_', '-')}", n=v)
    raise KeyError(key)  # the loader refuses unknown keys


def effect(table: dict[str, Any]) -> Text:
    """A reward: its parts joined with "and"."""
    parts: list[Text] = []
    for key, v in table.items():
        if key == "mana":
            parts.append(mana_table(v))
        elif key == "any_mana":
            parts.append(msg("effect-any-mana", n=v))
        elif key in ("moves", "collect", "defeat", "quest"):
            parts.append(msg(f"effect-{key}", n=v))
        elif key in ("hire", "explore", "manalith", "leyline"):
            parts.append(msg(f"effect-free-{key}", n=v))
        else:
            raise KeyError(key)  # the loader refuses unknown keys
    return and_list(parts) if parts else msg("effect-none")


def quest_text(q: Quest) -> Msg:
    """What a quest needs, costs and gives."""
    if q.start is not None:
        text = msg("quest-needs-started", start=condition(q.start), when=condition(q.when))
    else:
        text = msg("quest-needs", when=condition(q.when))
    if q.cost:
        text = msg("quest-pay", text=text, cost=cost_table(q.cost))
    if q.reward:
        text = msg("quest-reward", text=text, reward=effect(q.reward))
    return text


def artifact_text(art: Artifact) -> Text:
    """An artifact's abilities."""
    parts: list[Text] = []
    passive = art.passive
    if passive.get("moves"):
        parts.append(msg("artifact-moves", n=passive["moves"]))
    if passive.get("discount"):
        discount = passive["discount"]
        amounts = set(discount.values())
        names = and_list([ability_short(k) for k in discount])
        if len(amounts) == 1:
            parts.append(msg("artifact-discount", abilities=names, n=len(discount), less=amounts.pop()))
        else:
            parts.append(msg("artifact-discount-various", abilities=names, n=len(discount)))
    if passive.get("collect_bonus"):
        c = passive["collect_bonus"]
        parts.append(msg("artifact-collect-bonus", colour=colour_loc(c), more=colour(c)))
    if passive.get("end_mana"):
        parts.append(msg("artifact-end-mana", colour=colour(passive["end_mana"])))
    if art.use_cost is not None:
        parts.append(msg("artifact-use", cost=cost_table(art.use_cost), effect=effect(art.use_effect)))
    if art.once is not None:
        if art.once_when:
            parts.append(msg("artifact-once-when", when=condition(art.once_when), effect=effect(art.once)))
        else:
            parts.append(msg("artifact-once", effect=effect(art.once)))
    return parts_list(parts) if parts else msg("artifact-none")


def public_text(when: dict[str, Any]) -> Msg:
    return msg("public-quest-text", when=condition(when))


def named_vp(n: Msg, vp: int) -> Msg:
    """ "Keldon Warlords (3 VP)"."""
    return msg("named-vp", name=n, vp=vp)


def quest_vp(comp: Components, q: int) -> Msg:
    return named_vp(quest(comp.quests[q].name), comp.quests[q].vp)


def artifact_vp(comp: Components, a: int) -> Msg:
    return named_vp(artifact(comp.artifacts[a].name), comp.artifacts[a].vp)


def summary(comp: Components) -> Msg:
    """Whose design a component set is (`Components.summary()` in words of the tables)."""
    stand_in = comp.stand_in
    if len(stand_in) == len(comp.provenance):
        return msg("components-stand-in")
    if not stand_in:
        return msg("components-official")
    return msg("components-mixed", files=", ".join(stand_in))


# ---------------------------------------------------------------- events

QUEST_EVENTS = ("new_quest", "start_quest", "complete_quest")
ARTIFACT_EVENTS = ("artifact", "use_artifact", "count_artifact")
# events nobody reads: none today (every kind the engine logs has a sentence)
SILENT: frozenset[str] = frozenset()


def _loc(data: dict[str, Any], key: str) -> Msg | str:
    ref = data.get(key)
    return location(ref["name"]) if isinstance(ref, dict) else ""


class DominariaTexts:
    """`core.spec.Texts` for Heroes of Dominaria."""

    def event(self, event: Event) -> Msg | None:
        k = event.kind
        if k in SILENT:
            return None
        d = event.data or {}
        seat = Seat(event.seat) if event.seat is not None else None
        first = event.cards[0] if event.cards else None
        key = f"event-{k.replace('_', '-')}"
        if k == "setup":
            return msg(
                key, players=d.get("players", 0), rounds=d.get("rounds", 0), mana=d.get("start_mana", 1)
            )
        if k == "keep_quests":
            return msg(key, seat=seat, n=event.count)
        if k == "turn":
            return msg(key, seat=seat, round=d.get("round", 0))
        if k == "reveal":
            c = d.get("colour", "")
            args: dict[str, Any] = {"card": card(first or ""), "colour": colour(c)}
            token = d.get("token")
            if token in ("artifact", "cabal"):
                return msg(f"event-reveal-{token}", **args, location=_loc(d, "location"))
            return msg(key, **args)
        if k in ("place", "hire", "explore", "confront", "manalith"):
            return msg(key, seat=seat, location=_loc(d, "location"))
        if k in ("move", "leyline"):
            return msg(key, seat=seat, src=_loc(d, "src"), dst=_loc(d, "dst"))
        if k == "collect":
            return msg(
                key, seat=seat, mana=mana(d.get("colour", "white"), event.count), location=_loc(d, "location")
            )
        if k == "gain_mana":
            got = d.get("mana") or {}
            return msg(key, seat=seat, mana=and_list([mana(c, n) for c, n in got.items()]))
        if k == "manalith_mana":
            return msg(key, seat=seat, colours=comma_list([colour(c) for c in d.get("colours") or []]))
        if k == "new_quest":
            if first is None:  # another seat's quest: hidden
                return msg(key, seat=seat)
            return msg("event-new-quest-named", seat=seat, quest=quest(first))
        if k in ("start_quest", "complete_quest"):
            return msg(key, seat=seat, quest=quest(first or ""), vp=d.get("vp", 0))
        if k == "public_quest":
            return msg(key, seat=seat, quest=public_quest(first or ""), vp=d.get("vp", 0))
        if k in ARTIFACT_EVENTS:
            return msg(key, seat=seat, artifact=artifact(first or ""))
        if k == "free_lost":
            return msg(key, seat=seat, ability=ability_short(d.get("ability", "hire")))
        if k == "end_turn":
            return msg(key, seat=seat)
        if k == "game_over":
            winners = d.get("winners") or []
            if not winners:
                return msg("event-game-over-nobody")
            return msg(key, winners=and_list([Seat(s) for s in winners]))
        return None  # a kind this table does not know (a newer engine)

    def outcome(self, outcome: Outcome) -> Msg:
        rounds = outcome.details.get("rounds")
        return msg("outcome-rounds", rounds=rounds) if rounds else msg("outcome-over")


TEXTS = DominariaTexts()
