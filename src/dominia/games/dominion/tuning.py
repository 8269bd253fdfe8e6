"""Dominion's bot family for `dominia optimize`: buy-rule bots as genomes, and how they vary.

A `Plan` is a bot of the bot language (bots/language.py) in a fixed shape, the shape of the
published Big Money bots: Province once the money in deck passes a threshold, Duchy and
Estate as the Provinces run out, Gold, a later Duchy, the kingdom cards each with a cap (a
count, or one per so many Treasures; before or after Gold), Silver; a forced opening per
split and the penultimate-Province switch. Every plan writes a valid bot file (tested), so
the search (sim/optimize.py, generic) only varies plans and plays them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from dominia.core.i18n import Text
from dominia.core.rng import Rng
from dominia.games.dominion import cards as _cards  # noqa: F401  (registers the cards)
from dominia.games.dominion.bots.language import plural
from dominia.games.dominion.card_table import BY_NAME
from dominia.games.dominion.setup import KINGDOM_SIZE, kingdom_cards, normalize_options

BASELINES = ("bmu", "heuristic")  # what every optimized bot is measured against
RIVAL_PREFIX = "bmu+"
MAX_CARDS = 3  # kingdom cards a plan buys (more rarely helps a buy-rule bot, and slows the search)
NOTHING = "nothing"
PARTS = ("province_money", "duchy_late", "estate_late", "duchy_mid", "caps", "opening", "penultimate")


@dataclass(frozen=True)
class Cap:
    """How many of a kingdom card a plan wants: `count` copies, or one per `per` Treasures."""

    card: str
    count: int = 1  # used when per == 0
    per: int = 0  # one copy per `per` Treasures in deck (0: a fixed count)
    before_gold: bool = False

    def condition(self) -> str:
        many = plural(self.card)
        if self.per:
            return f"{many} in deck < treasures in deck / {self.per}"
        return f"{many} in deck < {self.count}"


@dataclass(frozen=True)
class Plan:
    province_money: int = 18  # Province when money in deck > this (0: always)
    duchy_late: int = 4  # Duchy before Gold when Provinces left <= this
    estate_late: int = 2  # Estate when Provinces left <= this
    duchy_mid: int = 6  # Duchy after Gold when Provinces left <= this
    caps: tuple[Cap, ...] = ()
    opening: tuple[str, str, str, str] | None = None  # 4/3: larger, smaller; 5/2: larger, smaller
    penultimate: bool = False

    def buy_rules(self) -> list[dict[str, str] | str]:
        rules: list[dict[str, str] | str] = []
        if self.province_money:
            rules.append({"card": "Province", "if": f"money in deck > {self.province_money}"})
        else:
            rules.append("Province")
        rules.append({"card": "Duchy", "if": f"Provinces left <= {self.duchy_late}"})
        rules.append({"card": "Estate", "if": f"Provinces left <= {self.estate_late}"})
        rules += [{"card": c.card, "if": c.condition()} for c in self.caps if c.before_gold]
        rules.append("Gold")
        rules.append({"card": "Duchy", "if": f"Provinces left <= {self.duchy_mid}"})
        rules += [{"card": c.card, "if": c.condition()} for c in self.caps if not c.before_gold]
        rules.append("Silver")
        return rules


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list | tuple):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    return str(v)


class DominionFamily:
    """The `core.spec.BotFamily` of Dominion (the spec's `bot_family`)."""

    suffix = ".toml"
    baselines = BASELINES

    def prepare(self, options: dict[str, Any], seed: int) -> dict[str, Any]:
        """The options every game of the search plays: a kingdom of 10 cards (one given in part
        is filled at random from `seed`, once), two players unless asked."""
        opts = normalize_options({"players": 2, **options})
        if len(opts["kingdom"]) < KINGDOM_SIZE:
            filled = kingdom_cards(opts, Rng(seed))
            opts = normalize_options({**options, "players": opts["players"], "kingdom": list(filled)})
        return opts

    def describe_options(self, options: dict[str, Any]) -> list[Text]:
        """The kingdom's cards, each in the reader's language when printed."""
        return [BY_NAME[c].msg for c in options["kingdom"]]

    def rivals(self, options: dict[str, Any]) -> list[str]:
        """The single-card Big Money bots of the kingdom (the best is an anchor)."""
        return [f"{RIVAL_PREFIX}{c.lower().replace(' ', '-')}" for c in _buyable(options)]

    def random(self, rng: Rng, options: dict[str, Any]) -> Plan:
        cards = _buyable(options)
        plan = Plan(
            province_money=rng.choice((0, 14, 15, 16, 17, 18)),
            duchy_late=rng.below(6),
            estate_late=rng.below(3),
            duchy_mid=rng.below(8),
        )
        if cards:
            plan = replace(plan, caps=(_random_cap(rng, rng.choice(cards)),))
        return plan

    def seeds(self, options: dict[str, Any], rivals: list[str]) -> list[Plan]:
        """Plans to start from beside random ones, best rival first: BMU with one of the card,
        and the published single-card shape (one per 11 Treasures, Province from $16 in deck);
        then BMU. The search starts where the anchors are."""
        by_name = {f"{RIVAL_PREFIX}{c.lower().replace(' ', '-')}": c for c in _buyable(options)}
        base = Plan()
        out = []
        for r in rivals:
            if r in by_name:
                out.append(replace(base, caps=(Cap(by_name[r]),)))
                out.append(replace(base, province_money=15, caps=(Cap(by_name[r], per=11),)))
        return [*out, base]

    def mutate(self, plan: Plan, rng: Rng, options: dict[str, Any]) -> Plan:
        cards = _buyable(options)
        move = rng.below(9)
        if move == 0:
            return replace(plan, province_money=_nudge(rng, plan.province_money, 0, 22, zero_ok=True))
        if move == 1:
            return replace(plan, duchy_late=_nudge(rng, plan.duchy_late, 0, 8))
        if move == 2:
            return replace(plan, estate_late=_nudge(rng, plan.estate_late, 0, 4))
        if move == 3:
            return replace(plan, duchy_mid=_nudge(rng, plan.duchy_mid, 0, 8))
        if move == 4 and cards and len(plan.caps) < MAX_CARDS:  # another kingdom card
            free = [c for c in cards if c not in {x.card for x in plan.caps}]
            if free:
                return replace(plan, caps=(*plan.caps, _random_cap(rng, rng.choice(free))))
        if move == 5 and plan.caps:  # drop one
            i = rng.below(len(plan.caps))
            return replace(plan, caps=plan.caps[:i] + plan.caps[i + 1 :])
        if move == 6 and plan.caps:  # change one's cap
            i = rng.below(len(plan.caps))
            caps = list(plan.caps)
            caps[i] = _vary_cap(rng, caps[i])
            return replace(plan, caps=tuple(caps))
        if move == 7:
            return replace(plan, opening=_random_opening(rng, options) if rng.below(3) else None)
        if move == 8:
            return replace(plan, penultimate=not plan.penultimate)
        return replace(plan, duchy_mid=_nudge(rng, plan.duchy_mid, 0, 8))

    def crossover(self, a: Plan, b: Plan, rng: Rng) -> Plan:
        """Each part from one parent or the other (a kingdom card's caps travel together)."""
        take_a = [rng.below(2) == 1 for _ in range(7)]
        parts = [getattr(a if t else b, f) for t, f in zip(take_a, PARTS, strict=True)]
        return Plan(*parts)

    def write(self, plan: Plan, name: str, description: str) -> str:
        """The plan as a bot file (TOML) that `dominia sim --bots FILE` and the lobby read."""
        lines = [f"name = {_toml_value(name)}", f"description = {_toml_value(description)}", "buy = ["]
        lines += [f"    {_toml_value(r)}," for r in plan.buy_rules()]
        lines.append("]")
        if plan.opening is not None:
            o = plan.opening
            lines.append(f'opening = {{ "4/3" = {_toml_value(o[:2])}, "5/2" = {_toml_value(o[2:])} }}')
        if plan.penultimate:
            lines.append("penultimate_province = true")
        return "\n".join(lines) + "\n"


def _buyable(options: dict[str, Any]) -> list[str]:
    """The kingdom's cards a buy rule can name (a mixed pile's name, e.g. Knights, included)."""
    return [c for c in options["kingdom"] if c in BY_NAME]


def _nudge(rng: Rng, v: int, lo: int, hi: int, *, zero_ok: bool = False) -> int:
    if zero_ok and rng.below(6) == 0:
        return 0 if v else 16
    return max(lo, min(hi, v + rng.choice((-2, -1, 1, 2))))


def _random_cap(rng: Rng, card: str) -> Cap:
    if rng.below(2):
        return Cap(card, per=3 + rng.below(12), before_gold=rng.below(3) == 0)
    return Cap(card, count=1 + rng.below(4), before_gold=rng.below(3) == 0)


def _vary_cap(rng: Rng, cap: Cap) -> Cap:
    move = rng.below(4)
    if move == 0:
        return replace(cap, before_gold=not cap.before_gold)
    if move == 1:  # a count for a share of the Treasures, or the other way round
        return replace(cap, per=0, count=2) if cap.per else replace(cap, per=8 + rng.below(6))
    if cap.per:
        return replace(cap, per=max(2, min(20, cap.per + rng.choice((-2, -1, 1, 2)))))
    return replace(cap, count=max(1, min(8, cap.count + rng.choice((-1, 1)))))


def _random_opening(rng: Rng, options: dict[str, Any]) -> tuple[str, str, str, str]:
    def up_to(coins: int) -> list[str]:
        silver = ["Silver"] if coins >= BY_NAME["Silver"].cost else []
        return [NOTHING, *silver, *(c for c in _buyable(options) if BY_NAME[c].cost <= coins)]

    return (
        rng.choice([c for c in up_to(4) if c != NOTHING]),
        rng.choice(up_to(3)),
        rng.choice([c for c in up_to(5) if c != NOTHING]),
        rng.choice(up_to(2)),
    )


FAMILY = DominionFamily()
