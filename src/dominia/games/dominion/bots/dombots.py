"""DominionSim's bot files (its DomBots.xml format) read into Dominia's bot language.

A DominionSim file holds `<player>` elements (one, or many under a root), each with buy rules
in order: `<buy name="CARD">` with `<condition>`s that must all hold, each comparing a `<left>`
and a `<right>` operand (`type` a function, `attribute` its card, card type or number) by an
`<operator>`, the right one first changed by an optional `<extra_operation>` (plus, minus,
multiplyWith, divideBy). Each player becomes a bot file's text (`ImportedBot.toml`), and what
cannot be carried is said, rule by rule (`ImportedBot.notes`): a rule whose card or condition
has no counterpart is left out whole (a rule without its condition would buy where the bot
would not); the suggested kingdom, the start state and the cards' play strategies are not
carried. A file that is not such XML is refused (`BotFileError`), naming the file and where.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from dominia.core.errors import UnknownName
from dominia.core.i18n import Msg, msg
from dominia.games.dominion.bots.language import BotFileError, find_card_name, parse_bot_text, plural

# DominionSim's functions -> a quantity of the bot language: "{}" takes the card's plural
FUNCTIONS = {
    "countCardsInDeck": "{} in deck",
    "countCardsInSupply": "{} left",
    "countCardsInHand": "{} in hand",
    "countCardsInPlay": "{} in play",
    "countCardTypeInDeck": "{} in deck",  # (a card type: `TYPES`)
    "countAllCardsInDeck": "cards in deck",
    "gainsNeededToEndGame": "gains to end",
    "countAvailableMoney": "coins",
    "countTurns": "turn",
    "countEmptyPiles": "empty piles",
    "countBuysLeft": "buys",
    "getTotalMoney": "total money",
    "getTotalMoneyExcludingNativeVillage": "total money",  # (no Native Village in Dominia's sets)
    "countCardsLeftInSmallestPile": "smallest pile",
    "countVP": "my vp",
    "countMAXOpponentVP": "opponent vp",
}
TYPES = {"Action": "actions", "Treasure": "treasures", "Victory": "victory", "Attack": "attacks"}
TYPES |= {"Reaction": "reactions"}
COMPARATORS = {
    "equalTo": "==",
    "smallerOrEqualThan": "<=",
    "smallerThan": "<",
    "greaterOrEqualThan": ">=",
    "greaterThan": ">",
}
EXTRA = {"plus": "+", "minus": "-", "multiplyWith": "*", "divideBy": "/"}


@dataclass
class ImportedBot:
    name: str
    toml: str  # the bot file's text ("" when no rule could be carried)
    rules: int  # buy rules carried
    notes: list[Msg] = field(default_factory=list)  # what was not carried, and why


class _Skip(Exception):
    """A rule that cannot be carried: `why` says what in it has no counterpart."""

    def __init__(self, why: Msg) -> None:
        self.why = why


def read_dombots(path: str | Path) -> list[ImportedBot]:
    """Every player of a DominionSim bot file; BotFileError if it is not one."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise BotFileError(msg("error-bot-read", path=str(path), reason=str(exc.strerror or exc))) from None
    return parse_dombots(data, str(path))


def parse_dombots(data: bytes | str, source: str) -> list[ImportedBot]:
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        line, col = exc.position
        raise BotFileError(msg("dombots-not-xml", path=source, line=line, col=col + 1)) from None
    players = [root] if root.tag == "player" else root.findall("player")
    if not players:
        raise BotFileError(msg("dombots-no-players", path=source))
    bots = [_player(el, i, source) for i, el in enumerate(players, 1)]
    names = [b.name for b in bots]
    for n in names:
        if names.count(n) > 1:
            raise BotFileError(msg("dombots-same-name", path=source, name=n))
    return bots


def _player(el: ET.Element, index: int, source: str) -> ImportedBot:
    name = (el.get("name") or "").strip()
    if not name:
        raise BotFileError(msg("dombots-no-name", path=source, n=index))
    author = (el.get("author") or "").strip()
    description = (el.get("description") or "").replace("XXXX", "\n").strip()
    notes: list[Msg] = []
    rules: list[str] = []
    for child in el:
        if child.tag == "board":
            notes.append(msg("dombots-not-board", cards=(child.get("contents") or "").strip() or "-"))
        elif child.tag in ("startState", "start_state", "startstate"):
            notes.append(msg("dombots-not-start"))
    buys = el.findall("buy")
    for n, buy in enumerate(buys, 1):
        card_id = (buy.get("name") or "").strip()
        if not card_id:
            raise BotFileError(msg("dombots-buy-no-name", path=source, bot=name, n=n))
        try:
            card = _card(card_id)
            conditions = [_condition(c, source, name, n) for c in buy.findall("condition")]
        except _Skip as skip:
            notes.append(msg("dombots-not-rule", n=n, card=card_id, why=skip.why))
            continue
        strategy = buy.get("strategy")
        if strategy and strategy != "standard":
            notes.append(msg("dombots-not-strategy", n=n, card=card_id, strategy=strategy))
        cond = " and ".join(conditions)
        rules.append(f"    {{ card = {_q(card)}, if = {_q(cond)} }}," if cond else f"    {_q(card)},")
    if not buys:
        raise BotFileError(msg("dombots-no-buys", path=source, bot=name))
    if not rules:
        notes.append(msg("dombots-nothing-carried"))
        return ImportedBot(name, "", 0, notes)
    about = f"{description} ({author})" if author and description else description or author
    lines = [
        f"# Imported from DominionSim's bot file {Path(source).name}: {name}",
        f"name = {_q(name)}",
        f"description = {_q(about)}",
        "buy = [",
        *rules,
        "]",
        "",
    ]
    text = "\n".join(lines)
    parse_bot_text(text, f"{source}: {name}", name)  # (what is written always loads)
    return ImportedBot(name, text, len(rules), notes)


def _q(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


def _card(card_id: str) -> str:
    """A DominionSim card id (`Throne_Room`, `Fool$s_Gold`) as Dominia's card name."""
    words = card_id.replace("$", "'").replace("_", " ")
    try:
        return find_card_name(words)
    except UnknownName:
        raise _Skip(msg("dombots-why-card", card=card_id)) from None


def _condition(el: ET.Element, source: str, bot: str, n: int) -> str:
    left, op, right = el.find("left"), el.find("operator"), el.find("right")
    if left is None or op is None or right is None:
        raise BotFileError(msg("dombots-bad-condition", path=source, bot=bot, n=n))
    comparator = COMPARATORS.get(op.get("type") or "")
    if comparator is None:
        raise BotFileError(
            msg("dombots-bad-operator", path=source, bot=bot, n=n, operator=repr(op.get("type") or ""))
        )
    lhs, rhs = _operand(left, source, bot, n), _operand(right, source, bot, n)
    extra = el.find("extra_operation")
    if extra is not None:
        sign = EXTRA.get(extra.get("type") or "")
        if sign is None:
            raise BotFileError(
                msg("dombots-bad-operator", path=source, bot=bot, n=n, operator=repr(extra.get("type") or ""))
            )
        x = _number(extra.get("attribute"), source, bot, n)
        if sign == "/" and float(x) == 0:
            raise _Skip(msg("dombots-why-zero"))
        if float(x) != 0 or sign in ("*",):
            rhs = f"{rhs} {sign} {x}" if sign in ("+", "-") else f"({rhs}) {sign} {x}"
    return f"{lhs} {comparator} {rhs}"


def _operand(el: ET.Element, source: str, bot: str, n: int) -> str:
    function = el.get("type") or ""
    attribute = el.get("attribute")
    if function == "constant":
        return _number(attribute, source, bot, n)
    form = FUNCTIONS.get(function)
    if form is None:
        raise _Skip(msg("dombots-why-function", function=function or "-"))
    if "{}" not in form:
        return form
    if function == "countCardTypeInDeck":
        words = TYPES.get(attribute or "")
        if words is None:
            raise _Skip(msg("dombots-why-type", type=attribute or "-"))
        return form.format(words)
    if not attribute:
        raise BotFileError(msg("dombots-bad-condition", path=source, bot=bot, n=n))
    return form.format(plural(_card(attribute)))


_NUMBER = re.compile(r"-?\d+(\.\d+)?([eE][-+]?\d+)?")


def _number(text: str | None, source: str, bot: str, n: int) -> str:
    """DominionSim writes numbers as doubles ("6.0"): whole ones are written whole."""
    t = (text or "").strip()
    if not _NUMBER.fullmatch(t):
        raise BotFileError(msg("dombots-bad-number", path=source, bot=bot, n=n, number=repr(t)))
    x = float(t)
    if abs(x) > 1e9:
        raise BotFileError(msg("dombots-bad-number", path=source, bot=bot, n=n, number=repr(t)))
    return str(int(x)) if x == int(x) else repr(x)
