"""Bots as data: `DataBot` plays a `BotSpec` (bots/language.py) read from a TOML file.

The built-in bots are the files in `bots/data/` (big-money, bmu, smithy, witch...)
and, generated from bmu, a `bmu+X` for every kingdom card X (one X, bought before
Silver when it has none, played whenever drawn). A user's file is loaded by
`make_bot("path/to/bot.toml")` (or `.yaml`).

Buying is the hot path of every simulation, so it is kept cheap: the rules are
bound to the game's piles once per game (a rule whose card is not in this
game's Supply is dropped), a rule is considered only if the coins reach its
card's cost and its pile is not empty (so `buy:X` is legal without scanning the
choices), and the seat's cards are counted at most once per decision, and only
if a condition asks.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any, Final

from dominia.core.decision import Decision
from dominia.core.errors import UnknownName
from dominia.core.i18n import msg
from dominia.core.rng import Rng
from dominia.games.dominion.bots import register_bot
from dominia.games.dominion.bots.common import CANTRIPS, VILLAGES, BaseBot, fallback, names_of
from dominia.games.dominion.bots.language import (
    NOTHING,
    BotFileError,
    BotSpec,
    Context,
    Fn,
    Node,
    NoValue,
    Rule,
    compile_node,
    find_card_name,
    is_bot_file,
    load_bot_file,
    members,
    parse_bot_text,
    pile_of,
)
from dominia.games.dominion.card_model import ACTION
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.rules import ActionDecision
from dominia.games.dominion.view import DominionView

DONE: Final = 1_000_000  # the priority of "done" in the Action phase
NEVER: Final = 2_000_000  # an Action the bot does not play
# Sources whose trash decision means something else than "trash this card of mine".
_OWN_TRASH_SPECIAL = frozenset({"Hermit", "Hovel", "Thief", "Urchin", "Death Cart"})


class DataBot(BaseBot):
    """Buys by the spec's rules, plays and trashes by its preferences, else BaseBot's defaults.

    Its buying state (and the turn's choice of Action) lives in a `Buyer`, a native class when
    compiled: DataBot subclasses the interpreted BaseBot, so its own attributes are entries of
    a dict, read at every decision."""

    def __init__(self, seed: int = 0, spec: BotSpec | None = None, name: str | None = None) -> None:
        super().__init__(seed)
        if spec is None:
            raise ValueError("a DataBot needs a BotSpec")
        self.spec = spec
        self.name = name or spec.name
        # (the turn's Actions chosen natively only for DataBot itself: a subclass may play
        # otherwise)
        self._buyer = Buyer(spec, type(self) is DataBot)
        self._priority = _priorities(spec)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its seed, spec and name (the server's thinking pool, Ray): the spec's rules
        pickle as their text (`language.Rule`); the buying state is remade for the next game
        it sees, and its random stream and slips come along."""
        state = (self._seed, self._rng, self.slips, self.last_slip)
        return (_remade, (type(self), self.spec, self.name, *state))

    def renew(self, seed: int) -> None:
        """Become what `DataBot(seed, spec, name)` is, for a new game (the simulator's batch
        loop makes each entry's bot once): a fresh random stream and slips, no game seen."""
        BaseBot.__init__(self, seed)
        self._buyer.reset()

    # ---- buying

    def choose(self, view: DominionView, decision: Decision) -> str:
        buyer = self._buyer
        if decision.kind == "buy":
            return buyer.buy(view, decision)
        if buyer.order is not None and type(decision) is ActionDecision:
            return buyer.play(decision)
        return super().choose(view, decision)

    def buy(self, view: DominionView, decision: Decision) -> str:
        return self._buyer.buy(view, decision)

    def _bind(self, view: DominionView) -> None:
        self._buyer.bind(view)

    @property
    def _by_coins(self) -> tuple[tuple[BoundRule, ...], ...]:
        return self._buyer.by_coins

    @property
    def _piles(self) -> tuple[str, ...]:
        return self._buyer.piles

    # ---- playing and trashing

    def play_action(self, view: DominionView, decision: Decision) -> str:
        if decision.source == "Cultist":
            return super().play_action(view, decision)
        priority = self._priority
        pick, pick_p = "", NEVER
        for c in decision.choices:
            p = priority.get(c.id)
            if p is None:
                p = priority[c.id] = _priority(self.spec, c.id)
            if p < pick_p:
                pick, pick_p = c.id, p
        return pick or fallback(decision)

    def trash(self, view: DominionView, decision: Decision) -> str:
        prefs = self.spec.trash
        victim = decision.data.get("victim")
        if prefs and decision.source not in _OWN_TRASH_SPECIAL and victim in (None, view.seat):
            opts = names_of(decision, "trash")
            for name in prefs:
                if name in opts:
                    return f"trash:{name}"
        return super().trash(view, decision)


def _remade(
    cls: type[DataBot],
    spec: BotSpec,
    name: str,
    seed: int,
    rng: Rng | None,
    slips: int,
    last_slip: str | None,
) -> DataBot:
    """A pickled DataBot, made again (see `DataBot.__reduce__`)."""
    bot = cls(seed, spec, name)
    bot._rng = rng
    bot.slips = slips
    bot.last_slip = last_slip
    return bot


class Buyer:
    """A data bot's buying state, and its choice of the turn's Action: what `DataBot` reads at
    every decision, kept in a native class (compiled: its attributes are C fields).

    Buying, the hot path; the answer is always legal (see the module docstring)."""

    def __init__(self, spec: BotSpec, native_play: bool) -> None:
        self.spec = spec
        self.ctx = Context()
        self.key: object = None
        self.by_coins: tuple[tuple[BoundRule, ...], ...] = ()
        self.piles: tuple[str, ...] = ()  # the piles its rules read, by slot
        self.slots: list[int] = []  # per slot: its pile's number in this game (`view.pile_slot`)
        self.opened: tuple[int, int] | None = None  # (the view, its turn) of the last opening buy
        self.opening_rule = spec.opening
        self.ppr = spec.penultimate_province
        # per kind: its priority in the turn's Action decision (None: DataBot.play_action asks)
        self.order: list[int] | None = _play_order(spec) if native_play else None

    def reset(self) -> None:
        """As made: no game seen (its binding is remade from the caches at the next buy)."""
        self.ctx.view = None
        self.key = None
        self.opened = None

    def play(self, decision: ActionDecision) -> str:
        """`DataBot.play_action` for the turn's Action decision (`rules.ActionDecision`), from
        its kinds: the first of the least priority, else `done` (priority DONE)."""
        order = self.order
        assert order is not None
        pick, pick_p = -1, DONE
        for k in decision.kinds:
            p = order[k]
            if p < pick_p:
                pick, pick_p = k, p
        return "done" if pick < 0 else _play_ids()[pick]

    def buy(self, view: DominionView, decision: Decision) -> str:
        treasures = decision.data.get("treasures")  # engines that say so spare building the choices
        if treasures is None:
            treasures = decision.choices[0].id == "treasures:all"
        if treasures:
            return "treasures:all"
        ctx = self.ctx
        if ctx.view is not view:  # a new game (a game keeps one view per seat) or kingdom
            if view.kingdom is not self.key:
                self.bind(view)
            ctx.view = view
            ctx.count = view.count_in_supply
            ctx.seat = view.seat if view.seat is not None else 0
            self.slots = [view.pile_slot(pile) for pile in self.piles]
        coins = view.coins
        opening = self.opening_rule
        if opening is not None and view.turns(ctx.seat) <= 2:
            forced = self._opening(view, opening, coins)
            if forced is not None:
                return forced
        table = self.by_coins
        rules = table[coins] if coins < len(table) else table[-1]
        if not rules:
            return "done"
        ctx.filled = False
        slots = self.slots
        ppr = self.ppr
        for slot, choice, test, vp, when, op, n in rules:
            if when != NO_SLOT:  # "CARD left <op> N", the commonest condition
                if not compare(op, view.pile_count(slots[when]), n):
                    continue
            elif test is not None:  # first: it is usually what rules a rule out
                try:
                    if not test(ctx):
                        continue
                except NoValue:
                    continue
            left = view.pile_count(slots[slot])
            if not left:
                continue
            if vp is None:  # a mixed pile: is its top card the one wanted, and affordable?
                choice, vp = _mixed_top(view, self.piles[slot], choice, coins)
                if not choice:
                    continue
            if left == 1 and _ends_as_loser(view, self.piles[slot], vp):
                continue
            if left == 2 and ppr and self.piles[slot] == "Province" and _leaves_last(view, vp):
                continue
            return choice
        return "done"

    def bind(self, view: DominionView) -> None:
        """The rules that can apply in this game, with their piles resolved: cached by which of
        the piles its rules read the game has (and whether in the Supply), so that random
        kingdoms, a new one every game, share them."""
        entry = _BOUND.get(id(self.spec))
        if entry is None or entry[0] is not self.spec:
            _room(_BOUND)
            entry = _BOUND[id(self.spec)] = (self.spec, _read_piles(self.spec), {})
        _, piles, cache = entry
        key = view.pile_states(piles)
        hit = cache.get(key)
        if hit is None:
            if len(cache) >= 512:  # (bounded: a spec reading many piles, many kingdoms)
                cache.clear()
            hit = cache[key] = _bind_rules(self.spec, view)
        self.by_coins, self.piles = hit
        self.key = view.kingdom

    def _opening(self, view: DominionView, opening: dict[str, tuple[str, ...]], coins: int) -> str | None:
        """The forced buy of an opening turn: the split is read from the coins (7 Coppers in
        two hands), the larger hand buys the first card and the smaller the second; None when
        the opening names nothing buyable (the rules decide), and after the turn's first buy."""
        turn = (id(view), view.turns(self.ctx.seat))
        if self.opened == turn:
            return None
        self.opened = turn
        split = "5/2" if coins in (2, 5) else "4/3" if coins in (3, 4) else None
        cards = opening.get(split or "", opening.get("any")) if split else None
        if not cards:
            return None
        pick = 0 if 2 * coins > 7 else 1
        if pick >= len(cards):
            return None
        card = cards[pick]
        if card == NOTHING:
            return "done"
        pile = pile_of(card)
        d = T.BY_NAME[card]
        if d.cost > coins or not view.count_in_supply(pile) or not view.in_supply(pile):
            return None
        if pile != card and view.pile_top(pile) != card:  # a mixed pile: only its top card
            return None
        return f"buy:{card}"


def _mixed_top(view: DominionView, pile: str, want: str, coins: int) -> tuple[str, int]:
    """("buy:<top>", its VP) if the top card of a mixed pile is `want` (or `want` is the pile
    itself) and costs at most `coins`; ("", 0) if not."""
    top = view.pile_top(pile)
    if top is None or (want != pile and top != want):
        return "", 0
    d = T.BY_NAME[top]
    if d.cost > coins:
        return "", 0
    return f"buy:{top}", d.vp


def _leaves_last(view: DominionView, vp: int) -> bool:
    """The penultimate Province rule: would this Province leave the last one to an opponent
    whom it would make the winner?"""
    seat = view.seat if view.seat is not None else 0
    mine = view.score(seat) + vp
    best = max((view.score(s) for s in range(view.num_players) if s != seat), default=0)
    return best + 6 > mine


def _ends_as_loser(view: DominionView, pile: str, vp: int) -> bool:
    """Would taking the last card of `pile` end the game with this seat not among the winners?"""
    if pile != "Province":
        limit = 4 if view.num_players >= 5 else 3
        if view.empty_piles() + 1 < limit:
            return False
    seat = view.seat if view.seat is not None else 0
    scores = [view.score(s) for s in range(view.num_players)]
    scores[seat] += vp
    top = max(scores)
    if scores[seat] < top:
        return True
    fewest = min(view.turns(s) for s, v in enumerate(scores) if v == top)
    return view.turns(seat) != fewest


_PLAY_IDS: Final[list[list[str]]] = [[]]


def _play_ids() -> list[str]:
    """Per kind: its `play:<Card>` choice id (made again when more cards are registered)."""
    ids = _PLAY_IDS[0]
    if len(ids) != len(T.NAME):
        ids = _PLAY_IDS[0] = [f"play:{name}" for name in T.NAME]
    return ids


_PLAY_ORDERS: dict[int, tuple[BotSpec, int, list[int]]] = {}
SPECS_KEPT: Final = 256  # specs a per-spec cache holds (a bot sent to a process and back is a new one)


def _room(cache: dict[int, Any]) -> None:
    """Make room for one more spec in a per-spec cache: the caches hold their specs, and a data
    bot unpickled (the web server's thinking pool, Ray) brings a new spec object each time."""
    if len(cache) >= SPECS_KEPT:
        cache.clear()


def _play_order(spec: BotSpec) -> list[int]:
    """Per kind: its priority (`_priority` of its `play:<Card>`) for `spec`, shared by every
    bot playing it (made again when more cards are registered)."""
    entry = _PLAY_ORDERS.get(id(spec))
    if entry is None or entry[0] is not spec or entry[1] != len(T.NAME):
        order = [_priority(spec, i) for i in _play_ids()]
        _room(_PLAY_ORDERS)
        entry = _PLAY_ORDERS[id(spec)] = (spec, len(T.NAME), order)
    return entry[2]


# the bound rules by coins, and the pile of each slot
# a bound rule: (slot of its pile, choice id or card wanted, compiled test, VP or None for a
# mixed pile, slot of a "CARD left <op> N" condition's pile or NO_SLOT, its operator, N)
BoundRule = tuple[int, str, Fn | None, int | None, int, int, int]
NO_SLOT: Final = -1  # a bound rule without a supply test

# a supply test's comparison by number (`compare`: no call of an operator function per rule)
OPS: Final = ("<", "<=", ">", ">=", "==", "!=")


def compare(op: int, a: int, b: int) -> bool:
    """`language.COMPARE[OPS[op]](a, b)`."""
    if op == 0:
        return a < b
    if op == 1:
        return a <= b
    if op == 2:
        return a > b
    if op == 3:
        return a >= b
    if op == 4:
        return a == b
    return a != b


Bound = tuple[tuple[tuple[BoundRule, ...], ...], tuple[str, ...]]
# id(spec) -> (spec, the piles its rules read, their `pile_states` -> Bound): bots are made
# for every game.
_BOUND: dict[int, tuple[BotSpec, tuple[str, ...], dict[tuple[int, ...], Bound]]] = {}


def _read_piles(spec: BotSpec) -> tuple[str, ...]:
    """The piles whose presence `_bind_rules` looks at: each rule's card's and each "CARD left
    <op> N" condition's."""
    piles: list[str] = []
    for r in spec.rules:
        when = _supply_test(r.condition)
        for pile in (pile_of(r.card), *(when[:1] if when is not None else ())):
            if pile not in piles:
                piles.append(pile)
    return tuple(piles)


def _bind_rules(spec: BotSpec, view: DominionView) -> Bound:
    """The rules that can apply in this game, by coins, and the piles they read.

    Entry `c` of the first (the last entry for more) holds, in order, the rules whose card may
    cost at most `c`, each as (slot of its pile, choice id, compiled test, VP of the card,
    *supply test), or for a mixed pile (slot, the card wanted or the pile's name for any of its
    cards, compiled test, None, *supply test). A condition "CARD left <op> N" is kept as the
    supply test (slot of the pile, operator, N) instead of the compiled one, else it is
    (NO_SLOT, 0, 0): `choose` reads each pile's count through a counter the view gives
    once per game (`supply_counter`).
    """
    supply = view.supply()
    piles: list[str] = []

    def slot(pile: str) -> int:
        if pile not in piles:
            piles.append(pile)
        return piles.index(pile)

    bound: list[tuple[int, BoundRule]] = []
    for r in spec.rules:
        pile = pile_of(r.card)
        if pile not in supply or not view.in_supply(pile):
            continue
        kinds = members(pile)
        d = T.BY_NAME[r.card]
        test, cond = r.test, _supply_test(r.condition)
        when, n = NO_SLOT, 0
        op = 0
        if cond is not None and cond[0] in supply:
            test, when, op, n = None, slot(cond[0]), cond[1], cond[2]
        # (else a pile this game does not have: the compiled test counts 0 left)
        if len(kinds) > 1:  # a mixed pile (Knights, Ruins): only its top card is buyable
            floor = d.cost if r.card != pile else min(T.COST[k] for k in kinds)
            bound.append((floor, (slot(pile), r.card, test, None, when, op, n)))
        else:
            bound.append((d.cost, (slot(pile), f"buy:{r.card}", test, T.VP[d.kind], when, op, n)))
    top = max((f for f, _ in bound), default=0)
    return tuple(tuple(rule for f, rule in bound if f <= c) for c in range(top + 1)), tuple(piles)


def _supply_test(node: Node | None) -> tuple[str, int, int] | None:
    """(pile, comparison, N) for a condition "CARD left <op> N" (N a number); else None."""
    if node is None or node[0] != "cmp" or node[3][0] != "num" or node[2][:2] != ("q", "supply"):
        return None
    return (pile_of(node[2][2]), OPS.index(node[1]), node[3][1])


# ------------------------------------------------------------------ play order


@functools.cache
def _expand(name: str) -> tuple[str, ...]:
    """A card name as the cards it may be in hand as (Knights: each Knight)."""
    kinds = members(name)
    return (name,) if len(kinds) == 1 else tuple(T.NAME[k] for k in kinds if T.CARDS[k].pile == name)


def default_play(spec: BotSpec) -> list[str]:
    """The Actions its rules buy, villages first, then other non-terminals, then terminals."""
    seen: list[str] = []
    for r in spec.rules:
        for n in _expand(r.card):
            if T.BY_NAME[n].types & ACTION and n not in seen:
                seen.append(n)
    return sorted(seen, key=_action_class)


def _action_class(name: str) -> int:
    return 0 if name in VILLAGES else 1 if name in CANTRIPS else 2


def _priority(spec: BotSpec, choice_id: str) -> int:
    if choice_id == "done":
        return DONE
    verb, _, name = choice_id.partition(":")
    d = T.BY_NAME.get(name)
    if verb != "play" or d is None or not d.types & ACTION:
        return NEVER
    if spec.play is not None:
        order = [n for p in spec.play for n in _expand(p)]
        return order.index(name) if name in order else NEVER
    order = default_play(spec)
    # An Action it did not buy (forced on it: Ruins, a Madman...) stays in hand: playing
    # what it does not plan for can wreck a money deck (Rats trashing every Copper).
    return order.index(name) if name in order else NEVER


_PRIORITIES: dict[int, tuple[BotSpec, dict[str, int]]] = {}


def _priorities(spec: BotSpec) -> dict[str, int]:
    """The choice id -> priority cache shared by every bot playing `spec`."""
    entry = _PRIORITIES.get(id(spec))
    if entry is None or entry[0] is not spec:
        _room(_PRIORITIES)
        entry = _PRIORITIES[id(spec)] = (spec, {})
    return entry[1]


# ------------------------------------------------------------------ the built-in bots

# The built-in files, in the order `bot_names` lists them (any other file follows).
BUILTIN_ORDER = (
    "big-money",
    "basic-big-money",
    "bmu",
    "smithy-bm",
    "smithy",
    "witch",
    "militia",
    "laboratory",
    "council-room",
)
SPECS: dict[str, Callable[[], BotSpec]] = {}  # bot name -> its spec (data bots only)


def _builtin_files() -> list[tuple[str, str]]:
    """(name, text) of the built-in bot files."""
    folder = resources.files(__package__) / "data"
    files = {f.name[:-5]: f for f in folder.iterdir() if f.name.endswith(".toml")}
    order = [n for n in BUILTIN_ORDER if n in files] + sorted(set(files) - set(BUILTIN_ORDER))
    return [(n, files[n].read_text(encoding="utf-8")) for n in order]


def _register(name: str, description: str, get_spec: Callable[[], BotSpec]) -> None:
    SPECS[name] = get_spec

    def factory(seed: int) -> DataBot:
        return DataBot(seed, get_spec(), name)

    register_bot(name, description, factory)


def _register_builtins() -> None:
    for stem, text in _builtin_files():
        spec = parse_bot_text(text, f"built-in (bots/data/{stem}.toml)", stem)
        _register(spec.name, spec.description, functools.partial(lambda s: s, spec))


def slug(card: str) -> str:
    return card.lower().replace(" ", "-")


def variant_name(card: str) -> str:
    return f"bmu+{slug(card)}"


def bmu_plus(card: str) -> BotSpec:
    """BMU with one `card`, bought before Silver when it has none, played whenever drawn."""
    base = SPECS["bmu"]()
    node = ("cmp", "==", ("q", "deck", card), ("num", 0))
    extra = Rule(card, node, compile_node(node))
    rules = list(base.rules)
    silver = max((i for i, r in enumerate(rules) if r.card == "Silver"), default=len(rules))
    rules.insert(silver, extra)
    return BotSpec(
        name=variant_name(card),
        description=f"Big Money Ultimate plus one {card}, played whenever drawn",
        rules=rules,
        source=f"built-in (generated: bmu with one {card})",
    )


def register_variants() -> None:
    """A `bmu+x` for every kingdom card of every set (called once the other bots are in)."""
    for d in T.CARDS:
        if d.kingdom:
            _register(
                variant_name(d.name),
                f"Big Money Ultimate plus one {d.name}, played whenever drawn",
                functools.cache(functools.partial(bmu_plus, d.name)),
            )


def variant_for(name: str) -> str | None:
    """The registered `bmu+x` name for `bmu+<card name in any language>`, if it is one."""
    head, plus, card = name.partition("+")
    if not plus or head.strip().lower() != "bmu":
        return None
    try:
        canonical = find_card_name(card.strip().replace("-", " "))
    except UnknownName:
        return None
    v = variant_name(canonical)
    return v if v in SPECS else None


# ------------------------------------------------------------------ a user's file

_FILES: dict[str, tuple[tuple[int, int], BotSpec]] = {}


def file_spec(path: str) -> BotSpec:
    """The spec in a bot file, re-read only when the file changed (sims load it every game)."""
    p = Path(path)
    try:
        st = p.stat()
    except OSError:
        raise BotFileError(msg("error-bot-missing", path=str(path))) from None
    if not p.is_file():
        raise BotFileError(msg("error-bot-not-file", path=str(path)))
    key = str(p.resolve())
    stamp = (st.st_mtime_ns, st.st_size)
    cached = _FILES.get(key)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    spec = load_bot_file(p)
    _FILES[key] = (stamp, spec)
    return spec


def file_bot(path: str, seed: int) -> DataBot:
    return DataBot(seed, file_spec(path))


def spec_for(name: str) -> BotSpec | None:
    """The spec of a data bot by name or file path; None for a bot written in Python."""
    if is_bot_file(name):
        return file_spec(name)
    get = SPECS.get(name) or SPECS.get(variant_for(name) or "")
    return get() if get is not None else None


_register_builtins()
