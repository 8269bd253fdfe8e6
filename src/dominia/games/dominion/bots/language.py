"""Dominion bots as data: the TOML bot file and its small condition language.

A bot file is an ordered list of buy rules, "buy the first rule that applies and
is affordable", with optional play and trash preferences::

    name = "smithy"
    description = "Big Money with Smithies"
    buy = [
        { card = "Province", if = "money in deck > 15" },
        { card = "Duchy", if = "Provinces left <= 4" },
        { card = "Smithy", if = "Smithies in deck < treasures in deck / 11" },
        "Silver",
    ]
    play = ["Smithy"]          # optional: the Actions to play, best first
    trash = ["Curse", "Estate"]  # optional: what to trash first when asked

A condition is parsed here into a tuple AST (never eval'd) and compiled into
plain closures `f(ctx)` over a `Context` (the view plus a lazily filled count of
the seat's cards by kind), so evaluating a rule allocates nothing. Every error
is a `BotFileError` naming the file, the rule and the problem.

Grammar (keywords are English; card names in any supported language)::

    condition := or
    or        := and ("or" and)*
    and       := not ("and" not)*
    not       := "not" not | comparison
    comparison:= sum [("<" | "<=" | ">" | ">=" | "==" | "=" | "!=") sum]
    sum       := product (("+" | "-") product)*
    product   := unary (("*" | "/") unary)*
    unary     := "-" unary | NUMBER | "(" condition ")" | quantity
    quantity  := (CARD | TYPE) ("in deck" | "in hand" | "in play") | CARD "in supply"
               | CARD "left" | "money in deck" | "total money" | "my vp" | "opponent vp"
               | "vp lead" | "turn" | "coins" | "buys" | "empty piles" | "smallest pile"
               | "gains to end" | "players"

"money in deck" is the coins of the Treasures owned; "total money" adds the +$ printed on
the Actions owned (`money.ACTION_COINS`), as DominionSim's "total $ in deck" does. "gains to
end" is how many cards must still be gained to end the game (the Provinces left, or the
three smallest Supply piles, four with 5 or more players, whichever is fewer); "smallest
pile" is the size of the smallest Supply pile not yet empty.

Beside the buy rules, a file may force its opening buys and switch on the penultimate
Province rule::

    opening = ["Smithy", "Silver"]   # the larger opening hand buys the first, the other the second
    opening = { "4/3" = ["Smithy", "Silver"], "5/2" = ["Witch", "nothing"] }   # per split
    penultimate_province = true      # no Province that leaves the last one to a winning opponent
"""

from __future__ import annotations

import functools
import operator
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import Msg, Text, msg
from dominia.games.dominion import cards as _cards  # noqa: F401  (registers the cards)
from dominia.games.dominion.bots.money import ACTION_COINS
from dominia.games.dominion.card_model import ACTION, ATTACK, REACTION, TREASURE, VICTORY
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.names import find_card, lookup_card, lookup_english
from dominia.games.dominion.view import DominionView


class BotFileError(InvalidOptions):
    """A bot file that cannot be read: names the file, the rule and the problem."""


# ------------------------------------------------------------------ the AST
#
# Nodes are tuples:
#   ("num", value)                         a number
#   ("q", what, arg)                       a quantity (QUANTITIES below; arg: card name or type)
#   ("neg", x)
#   ("arith", op, left, right)            op in + - * /
#   ("cmp", op, left, right)              op in < <= > >= == !=
#   ("and", left, right), ("or", left, right), ("not", x)

Node = tuple[Any, ...]

# Quantities without a card: phrase -> what.
NAMED = {
    "money in deck": "money",
    "total money": "total_money",
    "gains to end": "gains_to_end",
    "smallest pile": "smallest_pile",
    "my vp": "my_vp",
    "vp": "my_vp",
    "opponent vp": "opponent_vp",
    "vp lead": "vp_lead",
    "turn": "turn",
    "coins": "coins",
    "buys": "buys",
    "empty piles": "empty_piles",
    "players": "players",
}
# Type words before "in deck" (0: every card).
TYPE_WORDS = {
    "card": 0,
    "cards": 0,
    "treasure": TREASURE,
    "treasures": TREASURE,
    "action": ACTION,
    "actions": ACTION,
    "victory": VICTORY,
    "victories": VICTORY,
    "victory card": VICTORY,
    "victory cards": VICTORY,
    "attack": ATTACK,
    "attacks": ATTACK,
    "reaction": REACTION,
    "reactions": REACTION,
}
TYPE_LABEL = {0: "cards", TREASURE: "treasures", ACTION: "actions", VICTORY: "victory cards"}
TYPE_LABEL |= {ATTACK: "attacks", REACTION: "reactions"}
# (kind, the +$ it prints) of every Action with one: what "total money" adds to the Treasures
ACTION_COINS_BY_KIND = tuple((T.BY_NAME[name].kind, coins) for name, coins in ACTION_COINS.items())
KEYWORDS = frozenset({"and", "or", "not"})
QUANTITY_HELP = msg("bot-quantity-help")

_TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|(<=|>=|==|!=|<|>|=|\+|-|\*|/|\(|\))|(\w+))")


class _ParseError(Exception):
    """A problem in one condition (BotFileError adds the file and the rule); `text` is the
    message."""

    def __init__(self, text: Msg) -> None:
        self.text = text
        super().__init__(str(text))


def tokenize(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, column) with kind in num / op / word; column counts from 1."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        m = _TOKEN.match(text, i)
        if m is None or m.end() == i:
            raise _ParseError(msg("bot-parse-char", char=repr(text[i]), col=i + 1))
        start = m.start(m.lastindex or 0)
        kind = ("num", "op", "word")[(m.lastindex or 1) - 1]
        out.append((kind, m.group(m.lastindex or 0), start + 1))
        i = m.end()
    return out


def find_card_name(name: str) -> str:
    """The canonical card name for `name` in any language, allowing English plurals
    ("Smithies", "Witches", "Provinces"); UnknownName with close matches if none."""
    low = name.strip().lower()
    tries = []
    if low.endswith("ies"):
        tries.append(name.strip()[:-3] + "y")
    if low.endswith("es"):
        tries.append(name.strip()[:-2])
    if low.endswith("s"):
        tries.append(name.strip()[:-1])
    # English names and their plurals first: no message table is read (the built-in bots,
    # read at every start); no other language's name is an English plural (tested)
    for t in (name, *tries):
        d = lookup_english(t)
        if d is not None:
            return d.name
    d = lookup_card(name)
    if d is not None:
        return d.name
    for t in tries:
        d = lookup_card(t)
        if d is not None:
            return d.name
    return find_card(name).name  # raises UnknownName with the close matches


# The deepest a condition may nest (parentheses, 'not', '-', and chains of 'and', 'or' and
# arithmetic): far beyond any real rule, well within Python's recursion limit.
MAX_NESTING = 64


def _depth(node: Node) -> int:
    """How deep an AST goes (without recursion: the tree is a user's)."""
    deepest, todo = 0, [(node, 1)]
    while todo:
        n, d = todo.pop()
        deepest = max(deepest, d)
        todo.extend((x, d + 1) for x in n[1:] if isinstance(x, tuple))
    return deepest


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = tokenize(text)
        self.i = 0
        self.nesting = 0

    def deeper(self) -> None:
        self.nesting += 1
        if self.nesting > MAX_NESTING:
            raise _ParseError(msg("bot-parse-too-deep", most=MAX_NESTING))

    def peek(self) -> tuple[str, str, int] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def at(self, *ops: str) -> str | None:
        t = self.peek()
        if t is not None and t[0] != "num" and t[1].lower() in ops:
            return t[1].lower()
        return None

    def where(self) -> Msg:
        t = self.peek()
        return msg("bot-parse-at", col=t[2], token=repr(t[1])) if t is not None else msg("bot-parse-at-end")

    def parse(self) -> Node:
        if not self.toks:
            raise _ParseError(msg("bot-parse-empty"))
        node, typ = self.or_()
        if self.peek() is not None:
            t = self.peek()
            raise _ParseError(msg("bot-parse-unexpected", token=repr(t[1]), col=t[2]))  # type: ignore[index]
        if typ != "bool":
            raise _ParseError(msg("bot-parse-number"))
        if _depth(node) > MAX_NESTING:
            raise _ParseError(msg("bot-parse-too-deep", most=MAX_NESTING))
        return node

    def _need(self, typ: str, got: str, what: str) -> None:
        if got != typ:
            raise _ParseError(
                msg("bot-parse-need-test" if typ == "bool" else "bot-parse-need-number", what=what)
            )

    def or_(self) -> tuple[Node, str]:
        left, lt = self.and_()
        while self.at("or"):
            self.i += 1
            right, rt = self.and_()
            self._need("bool", lt, "'or'")
            self._need("bool", rt, "'or'")
            left, lt = ("or", left, right), "bool"
        return left, lt

    def and_(self) -> tuple[Node, str]:
        left, lt = self.not_()
        while self.at("and"):
            self.i += 1
            right, rt = self.not_()
            self._need("bool", lt, "'and'")
            self._need("bool", rt, "'and'")
            left, lt = ("and", left, right), "bool"
        return left, lt

    def not_(self) -> tuple[Node, str]:
        if self.at("not"):
            self.i += 1
            self.deeper()
            x, t = self.not_()
            self.nesting -= 1
            self._need("bool", t, "'not'")
            return ("not", x), "bool"
        return self.comparison()

    def comparison(self) -> tuple[Node, str]:
        left, lt = self.sum_()
        op = self.at("<", "<=", ">", ">=", "==", "=", "!=")
        if op is None:
            return left, lt
        self.i += 1
        right, rt = self.sum_()
        self._need("num", lt, repr(op))
        self._need("num", rt, repr(op))
        if self.at("<", "<=", ">", ">=", "==", "=", "!="):
            raise _ParseError(msg("bot-parse-chained", where=self.where()))
        return ("cmp", "==" if op == "=" else op, left, right), "bool"

    def sum_(self) -> tuple[Node, str]:
        left, lt = self.product()
        while (op := self.at("+", "-")) is not None:
            self.i += 1
            right, rt = self.product()
            self._need("num", lt, repr(op))
            self._need("num", rt, repr(op))
            left = ("arith", op, left, right)
        return left, lt

    def product(self) -> tuple[Node, str]:
        left, lt = self.unary()
        while (op := self.at("*", "/")) is not None:
            self.i += 1
            right, rt = self.unary()
            self._need("num", lt, repr(op))
            self._need("num", rt, repr(op))
            if op == "/" and right == ("num", 0):
                raise _ParseError(msg("bot-parse-zero"))
            left = ("arith", op, left, right)
        return left, lt

    def unary(self) -> tuple[Node, str]:
        t = self.peek()
        if t is None:
            raise _ParseError(msg("bot-parse-too-soon"))
        kind, text, col = t
        if kind == "num":
            self.i += 1
            return ("num", float(text) if "." in text else int(text)), "num"
        if text == "-":
            self.i += 1
            self.deeper()
            x, xt = self.unary()
            self.nesting -= 1
            self._need("num", xt, "'-'")
            return ("neg", x), "num"
        if text == "(":
            self.i += 1
            self.deeper()
            x, xt = self.or_()
            self.nesting -= 1
            if not self.at(")"):
                raise _ParseError(msg("bot-parse-paren", where=self.where(), col=col))
            self.i += 1
            return x, xt
        if kind == "word" and text.lower() not in KEYWORDS:
            words = []
            while (w := self.peek()) is not None and w[0] == "word" and w[1].lower() not in KEYWORDS:
                words.append(w[1])
                self.i += 1
            return quantity(words, col), "num"
        raise _ParseError(msg("bot-parse-expected", col=col, token=repr(text)))


def quantity(words: list[str], col: int) -> Node:
    phrase = " ".join(words)
    low = phrase.lower()
    what = NAMED.get(low)
    if what is not None:
        return ("q", what, None)
    lows = [w.lower() for w in words]
    if len(words) >= 3 and lows[-2:] == ["in", "deck"]:
        subject = " ".join(words[:-2])
        mask = TYPE_WORDS.get(subject.lower())
        if mask is not None:
            return ("q", "deck_type", mask)
        return ("q", "deck", _card(subject, col))
    for place in ("hand", "play"):  # the seat's own hand, the cards it has in play
        if len(words) >= 3 and lows[-2:] == ["in", place]:
            subject = " ".join(words[:-2])
            mask = TYPE_WORDS.get(subject.lower())
            if mask is not None:
                return ("q", f"{place}_type", mask)
            return ("q", place, _card(subject, col))
    if len(words) >= 3 and lows[-2:] == ["in", "supply"]:
        return ("q", "supply", _card(" ".join(words[:-2]), col))
    if len(words) >= 2 and lows[-1] == "left":
        return ("q", "supply", _card(" ".join(words[:-1]), col))
    raise _ParseError(msg("bot-parse-quantity", phrase=repr(phrase), col=col, help=QUANTITY_HELP))


def _card(name: str, col: int) -> str:
    try:
        return find_card_name(name)
    except UnknownName as exc:
        raise _ParseError(msg("bot-parse-card", error=exc.text, col=col)) from None


def parse_condition(text: str) -> Node:
    """The AST of one condition; `_ParseError` with the problem if it is not valid."""
    return _Parser(text).parse()


# ------------------------------------------------------------------ printing


def plural(name: str) -> str:
    """An English plural for printing ("Smithies in deck"); `find_card_name` reads it back."""
    if name.endswith("s"):
        return name  # Knights, Gardens, Band of Misfits
    if name.endswith("y") and name[-2:-1] not in ("a", "e", "o", "u"):
        return name[:-1] + "ies"
    if name.endswith(("sh", "ch", "x")):
        return name + "es"
    return name + "s"


_PREC = {"or": 1, "and": 2, "not": 3, "cmp": 4, "+": 5, "-": 5, "*": 6, "/": 6, "neg": 7}


def unparse(node: Node, parent: int = 0) -> str:
    """A canonical, readable form of a condition (card names in English)."""
    tag = node[0]
    if tag == "num":
        return str(node[1])
    if tag == "q":
        what, arg = node[1], node[2]
        if what == "deck":
            return f"{plural(arg)} in deck"
        if what == "deck_type":
            return f"{TYPE_LABEL[arg]} in deck"
        if what in ("hand", "play"):
            return f"{plural(arg)} in {what}"
        if what in ("hand_type", "play_type"):
            return f"{TYPE_LABEL[arg]} in {what[:4]}"
        if what == "supply":
            return f"{plural(arg)} left"
        return next(k for k, v in NAMED.items() if v == what)
    if tag == "neg":
        text, prec = "-" + unparse(node[1], _PREC["neg"]), _PREC["neg"]
    elif tag == "not":
        text, prec = "not " + unparse(node[1], _PREC["not"]), _PREC["not"]
    elif tag in ("and", "or"):
        prec = _PREC[tag]
        text = f"{unparse(node[1], prec)} {tag} {unparse(node[2], prec + 1)}"
    elif tag == "cmp":
        prec = _PREC["cmp"]
        text = f"{unparse(node[2], prec + 1)} {node[1]} {unparse(node[3], prec + 1)}"
    else:  # arith
        prec = _PREC[node[1]]
        text = f"{unparse(node[2], prec)} {node[1]} {unparse(node[3], prec + 1)}"
    return f"({text})" if prec < parent else text


# ------------------------------------------------------------------ evaluation


class NoValue(Exception):
    """A condition that has no value here (a division by zero): the rule does not apply."""


def _no_count(pile: str) -> int:
    raise RuntimeError("a Context is read before reset(view)")


class Context:
    """What compiled conditions read: the view, and the seat's cards counted once per decision."""

    __slots__ = ("view", "count", "seat", "counts", "filled")

    def __init__(self) -> None:
        self.view: DominionView | None = None
        self.count: Callable[[str], int] = _no_count  # the view's count_in_supply
        self.seat = 0
        self.counts: list[int] = []  # made by fill(), if a condition counts cards
        self.filled = False

    def reset(self, view: DominionView) -> None:
        self.view = view
        self.count = view.count_in_supply
        self.seat = view.seat if view.seat is not None else 0
        self.filled = False

    def fill(self) -> list[int]:
        self.counts = counts = [0] * len(T.CARDS)
        self.view.count_owned(self.seat, counts)  # type: ignore[union-attr]
        self.filled = True
        return counts


@functools.cache
def members(name: str) -> tuple[int, ...]:
    """The kinds a card or pile name stands for: itself, and for a mixed pile (Knights,
    Ruins) every card in it."""
    d = T.BY_NAME.get(name)
    own = (d.kind,) if d is not None else ()
    return own + tuple(c.kind for c in T.CARDS if c.pile == name)


def pile_of(name: str) -> str:
    """The Supply pile a card is bought from (Knights and Ruins share a pile)."""
    return T.BY_NAME[name].pile or name


def _no_overflow(op: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """An arithmetic operator whose overflow (an integer too large for a float met a float)
    leaves the condition without a value, as a division by zero does."""

    def checked(a: Any, b: Any) -> Any:
        try:
            return op(a, b)
        except OverflowError:
            raise NoValue from None

    return checked


_ARITH = {"+": _no_overflow(operator.add), "-": _no_overflow(operator.sub), "*": _no_overflow(operator.mul)}
COMPARE = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
}

Fn = Callable[[Context], Any]


def _best_opponent(view: DominionView, seat: int) -> int:
    return max((view.score(s) for s in range(view.num_players) if s != seat), default=0)


def _quantity(what: str, arg: Any) -> Fn:
    if what == "deck":
        kinds = members(arg)
        if len(kinds) == 1:
            k = kinds[0]

            def deck(c: Context) -> int:
                return (c.counts if c.filled else c.fill())[k]

            return deck

        def deck_group(c: Context) -> int:
            counts = c.counts if c.filled else c.fill()
            total = 0
            for k in kinds:
                total += counts[k]
            return total

        return deck_group
    if what == "deck_type":
        mask = arg
        kinds = tuple(d.kind for d in T.CARDS if mask == 0 or d.types & mask)

        def deck_type(c: Context) -> int:
            counts = c.counts if c.filled else c.fill()
            total = 0
            for k in kinds:
                total += counts[k]
            return total

        return deck_type
    if what == "money":
        return lambda c: c.view.money_owned(c.seat)  # type: ignore[union-attr]
    if what == "total_money":
        return _total_money
    if what in ("hand", "play", "hand_type", "play_type"):
        return _in_zone(what, arg)
    if what == "gains_to_end":
        return lambda c: gains_to_end(c.view)  # type: ignore[arg-type]
    if what == "smallest_pile":
        return lambda c: smallest_pile(c.view)  # type: ignore[arg-type]
    if what == "supply":
        pile = pile_of(arg)
        return lambda c: c.count(pile)
    if what == "my_vp":
        return lambda c: c.view.score(c.seat)  # type: ignore[union-attr]
    if what == "opponent_vp":
        return lambda c: _best_opponent(c.view, c.seat)  # type: ignore[arg-type]
    if what == "vp_lead":
        return lambda c: c.view.score(c.seat) - _best_opponent(c.view, c.seat)  # type: ignore[union-attr,arg-type,operator]
    if what == "turn":
        return lambda c: c.view.turns(c.seat)  # type: ignore[union-attr]
    if what == "coins":
        return lambda c: c.view.coins  # type: ignore[union-attr]
    if what == "buys":
        return lambda c: c.view.buys  # type: ignore[union-attr]
    if what == "empty_piles":
        return lambda c: c.view.empty_piles()  # type: ignore[union-attr]
    if what == "players":
        return lambda c: c.view.num_players  # type: ignore[union-attr]
    raise ValueError(f"unknown quantity {what!r}")


def _total_money(c: Context) -> int:
    """DominionSim's "total $ in deck": the Treasures' coins and the Actions' printed +$."""
    counts = c.counts if c.filled else c.fill()
    extra = 0
    for k, coins in ACTION_COINS_BY_KIND:
        extra += counts[k] * coins
    return c.view.money_owned(c.seat) + extra  # type: ignore[union-attr]


def _in_zone(what: str, arg: Any) -> Fn:
    """Copies of a card (or cards of a type) in the seat's hand or in play (read when asked:
    a rare condition, so names are counted, not kinds)."""
    place, _, by_type = what.partition("_")
    if by_type:
        mask = arg
        wanted = frozenset(d.name for d in T.CARDS if mask == 0 or d.types & mask)
    else:
        wanted = frozenset(T.NAME[k] for k in members(arg))

    def zone(c: Context) -> int:
        view = c.view
        names = view.hand if place == "hand" else view.in_play(c.seat)  # type: ignore[union-attr]
        return sum(1 for n in names if n in wanted)

    return zone


def gains_to_end(view: DominionView) -> int:
    """Cards still to be gained to end the game: the Provinces left, or the smallest Supply
    piles that would make the piles ending (3, or 4 with 5 or more players), if fewer."""
    sizes = sorted(n for name, n in view.supply().items() if view.in_supply(name))
    piles = 4 if view.num_players >= 5 else 3
    return min(view.count_in_supply("Province"), sum(sizes[:piles]))


def smallest_pile(view: DominionView) -> int:
    """The size of the smallest Supply pile not yet empty (0 if none is left)."""
    return min((n for name, n in view.supply().items() if n and view.in_supply(name)), default=0)


def _fast_compare(op: str, what: str, arg: Any, v: Any) -> Fn | None:
    """One closure for the commonest tests: "CARD in deck <op> N" and "CARD left <op> N"."""
    if what == "supply":
        pile = pile_of(arg)
        makers = {
            "<": lambda: lambda c: c.count(pile) < v,
            "<=": lambda: lambda c: c.count(pile) <= v,
            ">": lambda: lambda c: c.count(pile) > v,
            ">=": lambda: lambda c: c.count(pile) >= v,
            "==": lambda: lambda c: c.count(pile) == v,
            "!=": lambda: lambda c: c.count(pile) != v,
        }
        return makers[op]()
    if what == "money" and op in (">", ">=", "<", "<="):
        cmp = COMPARE[op]
        return lambda c: cmp(c.view.money_owned(c.seat), v)  # type: ignore[union-attr]
    if what == "deck" and len(members(arg)) == 1:
        k = members(arg)[0]
        makers = {
            "<": lambda: lambda c: (c.counts if c.filled else c.fill())[k] < v,
            "<=": lambda: lambda c: (c.counts if c.filled else c.fill())[k] <= v,
            ">": lambda: lambda c: (c.counts if c.filled else c.fill())[k] > v,
            ">=": lambda: lambda c: (c.counts if c.filled else c.fill())[k] >= v,
            "==": lambda: lambda c: (c.counts if c.filled else c.fill())[k] == v,
            "!=": lambda: lambda c: (c.counts if c.filled else c.fill())[k] != v,
        }
        return makers[op]()
    return None


def compile_node(node: Node) -> Fn:
    """A closure evaluating `node` on a Context (no allocation per call)."""
    tag = node[0]
    if tag == "num":
        v = node[1]
        return lambda c: v
    if tag == "q":
        return _quantity(node[1], node[2])
    if tag == "neg":
        x = compile_node(node[1])
        return lambda c: -x(c)
    if tag == "not":
        x = compile_node(node[1])
        return lambda c: not x(c)
    if tag == "and":
        a, b = compile_node(node[1]), compile_node(node[2])
        return lambda c: a(c) and b(c)
    if tag == "or":
        a, b = compile_node(node[1]), compile_node(node[2])
        return lambda c: a(c) or b(c)
    left, right = node[2], node[3]
    lf = compile_node(left)
    if tag == "arith" and node[1] == "/":
        rf = compile_node(right)

        def divide(c: Context) -> float:
            d = rf(c)
            if not d:
                raise NoValue
            try:
                quotient: float = lf(c) / d
                return quotient
            except OverflowError:  # an integer quotient too large for a float
                raise NoValue from None

        return divide
    if tag == "cmp" and right[0] == "num" and left[0] == "q":
        fast = _fast_compare(node[1], left[1], left[2], right[1])
        if fast is not None:
            return fast
    fn = _ARITH[node[1]] if tag == "arith" else COMPARE[node[1]]
    if right[0] == "num":  # the common "quantity <op> constant"
        v = right[1]
        return lambda c: fn(lf(c), v)
    rf = compile_node(right)
    return lambda c: fn(lf(c), rf(c))


# ------------------------------------------------------------------ the bot file


@dataclass
class Rule:
    card: str  # canonical card name
    condition: Node | None = None
    test: Fn | None = None  # the compiled condition

    def text(self) -> str:
        return self.card if self.condition is None else f"{self.card} if {unparse(self.condition)}"

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its card and condition; the compiled test (closures) is made again."""
        return (_remade_rule, (self.card, self.condition))


def _remade_rule(card: str, condition: Node | None) -> Rule:
    return Rule(card, condition, None if condition is None else compile_node(condition))


@dataclass
class BotSpec:
    name: str
    description: str = ""
    rules: list[Rule] = field(default_factory=list)
    play: list[str] | None = None  # None: the default order
    trash: list[str] | None = None  # None: BaseBot's defaults
    source: str = ""  # the file (or "built-in ...") the spec came from
    # the forced opening: per split ("4/3", "5/2", or "any" for both), the cards the larger
    # and the smaller opening hand buy ("nothing": no buy; a card it cannot buy: the rules)
    opening: dict[str, tuple[str, ...]] | None = None
    penultimate_province: bool = False  # the penultimate Province rule


TOP_KEYS = ("name", "description", "buy", "play", "trash", "opening", "penultimate_province")
SPLITS = ("4/3", "5/2")
NOTHING = "nothing"  # an opening hand that buys nothing
RULE_KEYS = ("card", "if")


def _fail(source: str, where: Text, problem: Text) -> BotFileError:
    """The error of a bot file: which file, where in it (a key of the file, a rule) and what."""
    return BotFileError(msg("error-bot-file", source=source, where=where, problem=problem))


def _rule_where(i: int, card: Any) -> Msg:
    if isinstance(card, str) and card:
        return msg("bot-where-rule-card", n=i, card=card)
    return msg("bot-where-rule", n=i)


def make_rule(card: str, condition: str | None, *, source: str = "", where: Text = "rule") -> Rule:
    """One buy rule from its card name and condition text (BotFileError if either is bad)."""
    try:
        name = find_card_name(card)
    except UnknownName as exc:
        raise _fail(source, where, exc.text) from None
    if condition is None:
        return Rule(name)
    try:
        node = parse_condition(condition)
    except _ParseError as exc:
        raise _fail(
            source, where, msg("bot-error-condition", condition=repr(condition), problem=exc.text)
        ) from None
    return Rule(name, node, compile_node(node))


def _card_list(data: dict[str, Any], key: str, source: str) -> list[str] | None:
    if key not in data:
        return None
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(source, key, msg("bot-error-card-list", key=key))
    out = []
    for i, v in enumerate(value, 1):
        try:
            out.append(find_card_name(v))
        except UnknownName as exc:
            raise _fail(source, msg("bot-where-entry", key=key, n=i), exc.text) from None
    return out


def _opening(data: dict[str, Any], source: str) -> dict[str, tuple[str, ...]] | None:
    """`opening`: a list of one or two cards, or a table of such lists by split."""
    if "opening" not in data:
        return None
    value = data["opening"]
    by_split = value if isinstance(value, dict) else {"any": value}
    if (
        not by_split
        or any(k not in SPLITS and k != "any" for k in by_split)
        or (isinstance(value, dict) and "any" in value)
    ):
        raise _fail(source, "opening", msg("bot-error-opening", splits=", ".join(SPLITS)))
    out = {}
    for split, cards in by_split.items():
        if (
            not isinstance(cards, list)
            or not 1 <= len(cards) <= 2
            or not all(isinstance(c, str) for c in cards)
        ):
            raise _fail(source, "opening", msg("bot-error-opening", splits=", ".join(SPLITS)))
        names = []
        for i, c in enumerate(cards, 1):
            if c.strip().lower() == NOTHING:
                names.append(NOTHING)
                continue
            try:
                names.append(find_card_name(c))
            except UnknownName as exc:
                raise _fail(source, msg("bot-where-entry", key="opening", n=i), exc.text) from None
        out[split] = tuple(names)
    return out


def parse_bot(data: dict[str, Any], source: str, default_name: str = "") -> BotSpec:
    """A BotSpec from a decoded TOML table; BotFileError naming `source` if it is not valid."""
    for key in data:
        if key not in TOP_KEYS:
            raise _fail(
                source, msg("bot-where-top"), msg("bot-error-top-key", key=repr(key), keys=list(TOP_KEYS))
            )
    name = data.get("name", default_name)
    if not isinstance(name, str) or not name.strip():
        raise _fail(source, "name", msg("bot-error-name"))
    description = data.get("description", "")
    if not isinstance(description, str):
        raise _fail(source, "description", msg("bot-error-description"))
    rules_data = data.get("buy")
    if not isinstance(rules_data, list) or not rules_data:
        raise _fail(source, "buy", msg("bot-error-buy"))
    rules = []
    for i, r in enumerate(rules_data, 1):
        if isinstance(r, str):
            rules.append(make_rule(r, None, source=source, where=_rule_where(i, r)))
            continue
        if not isinstance(r, dict):
            raise _fail(source, _rule_where(i, None), msg("bot-error-rule-type"))
        where = _rule_where(i, r.get("card"))
        for key in r:
            if key not in RULE_KEYS:
                raise _fail(source, where, msg("bot-error-rule-key", key=repr(key)))
        card = r.get("card")
        if not isinstance(card, str) or not card.strip():
            raise _fail(source, where, msg("bot-error-no-card"))
        cond = r.get("if")
        if cond is not None and not isinstance(cond, str):
            raise _fail(source, where, msg("bot-error-if"))
        rules.append(make_rule(card, cond, source=source, where=where))
    return BotSpec(
        name=name.strip(),
        description=description,
        rules=rules,
        play=_card_list(data, "play", source),
        trash=_card_list(data, "trash", source),
        source=source,
        opening=_opening(data, source),
        penultimate_province=_switch(data, "penultimate_province", source),
    )


def _switch(data: dict[str, Any], key: str, source: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise _fail(source, key, msg("bot-error-switch", key=key))
    return value


YAML_SUFFIXES = (".yaml", ".yml")
BOT_FILE_SUFFIXES = (".toml", *YAML_SUFFIXES)


def is_bot_file(name: str) -> bool:
    """Whether a bot name is the path of a bot file (TOML or YAML)."""
    return name.lower().endswith(BOT_FILE_SUFFIXES)


def parse_bot_text(text: str, source: str, default_name: str = "", *, yaml_text: bool = False) -> BotSpec:
    """A bot from the text of a file: TOML, or YAML with the same keys."""
    if yaml_text:
        import yaml

        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise _fail(source, "YAML", str(exc).replace("\n", " ")) from None
        if not isinstance(data, dict):
            raise _fail(source, "YAML", msg("bot-error-yaml-mapping"))
        return parse_bot(data, source, default_name)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _fail(source, "TOML", str(exc)) from None
    return parse_bot(data, source, default_name)


def load_bot_file(path: str | Path) -> BotSpec:
    """A bot file from disk (BotFileError if it cannot be read or is not valid)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise BotFileError(msg("error-bot-read", path=str(path), reason=str(exc.strerror or exc))) from None
    except UnicodeDecodeError:
        raise BotFileError(msg("error-bot-utf8", path=str(path))) from None
    return parse_bot_text(text, str(path), p.stem, yaml_text=p.suffix.lower() in YAML_SUFFIXES)
