"""Seat specs and how a typed answer picks a choice."""

from __future__ import annotations

import pytest
from rich.text import Text

from dominia.cli.dominion.render import DominionRenderer
from dominia.cli.play import resolve
from dominia.cli.seats import SeatSpec, display_names, parse_seats
from dominia.core.decision import Choice, Decision
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import msg
from dominia.games.dominion.card_model import card_msg

BOTS = ["random", "big-money"]


def test_parse_seats() -> None:
    seats = parse_seats("human, human:Alice ,bot:random,Big-Money", BOTS)
    assert seats == [
        SeatSpec("human"),
        SeatSpec("human", "Alice"),
        SeatSpec("bot", "random"),
        SeatSpec("bot", "big-money"),
    ]
    assert [s.spec for s in seats] == ["human", "human:Alice", "bot:random", "bot:big-money"]
    assert parse_seats([s.spec for s in seats], BOTS) == seats
    assert display_names(seats) == ["Player 1", "Alice", "random bot", "Big Money bot"]  # its botname-
    assert display_names(parse_seats("random,random", BOTS)) == ["random bot 1", "random bot 2"]


def test_parse_seats_errors() -> None:
    with pytest.raises(UnknownName, match="big-money"):
        parse_seats("human,bigmoney", BOTS)
    with pytest.raises(InvalidOptions):
        parse_seats("human,bot:", BOTS)
    with pytest.raises(InvalidOptions):
        parse_seats("human,robot:x", BOTS)
    assert parse_seats("bot:whatever", None) == [SeatSpec("bot", "whatever")]


def buy_decision() -> Decision:
    return Decision(
        0,
        "buy",
        "Buy a card ($6, 1 buy(s))",
        [
            Choice("treasures:all", "Play all Treasures"),
            Choice("play:Silver", "Play Silver"),
            Choice("buy:Silver", "Buy Silver ($3)"),
            Choice("buy:Smithy", "Buy Smithy ($4)"),
            Choice("buy:Throne Room", "Buy Throne Room ($4)"),
            Choice("done", "End turn"),
        ],
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1", "treasures:all"),
        ("6", "done"),
        ("buy:Smithy", "buy:Smithy"),
        ("BUY:SMITHY", "buy:Smithy"),
        ("end turn", "done"),
        ("done", "done"),
        ("smithy", "buy:Smithy"),
        ("Кузница", "buy:Smithy"),
        ("kovacsmuhely", "buy:Smithy"),
        ("тронный зал", "buy:Throne Room"),
        ("buy silver", "buy:Silver"),
        ("play:серебро", "play:Silver"),
        ("smi", "buy:Smithy"),
    ],
)
def test_resolve_picks(text: str, expected: str) -> None:
    assert resolve(text, buy_decision(), DominionRenderer("ru")) == (expected, "")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("0", "0 is not a choice number (1-6)"),
        ("7", "7 is not a choice number (1-6)"),
        ("silver", "ambiguous"),
        ("province", "Province is not one of the choices"),
        ("smithee", "did you mean Smithy"),
        ("xyzzy", "no such choice"),
    ],
)
def test_resolve_reasons(text: str, reason: str) -> None:
    choice, why = resolve(text, buy_decision(), DominionRenderer("en"))
    assert choice is None
    assert reason in why


def test_localized_labels_and_prompts() -> None:
    r = DominionRenderer("hu")
    label = msg("choice-buy-cost", card=card_msg("Throne Room"), cost=4)
    shown = Text.from_markup(r.choice_label(Choice("buy:Throne Room", label))).plain
    assert shown == "Trónterem megvétele ($4)"
    # Artisan's Hungarian name is the project's own (no Hungarian book has it)
    prompt = msg("prompt-gain-up-to", card=card_msg("Artisan"), cost=5)
    shown = Text.from_markup(r.prompt(Decision(0, "gain", prompt, [Choice("done")]))).plain
    assert shown == "Kézműves: kapsz egy legfeljebb $5 árú kártyát"


def test_log_merges_repeats_and_hides_the_gain_of_a_buy() -> None:
    from dominia.core.events import Event

    r = DominionRenderer("en")
    events = [
        Event("turn", 0, detail="3"),
        Event("play", 0, ("Copper",), 1),
        Event("play", 0, ("Copper",), 1),
        Event("play", 0, ("Silver",), 1),
        Event("buy", 0, ("Silver",), 1),
        Event("gain", 0, ("Silver",), 1, detail="discard"),
        Event("buy", 0, ("Silver",), 1),
        Event("gain", 0, ("Silver",), 1, detail="discard"),
        Event("draw", 1, (), 5),
        Event("gain", 1, ("Curse",), 1, detail="discard"),
    ]
    lines = [Text.from_markup(line).plain for line in r.events(events, ["Ann", "Bob"])]
    assert lines == [
        "── Ann: turn 3 ──",
        "Ann plays Copper ×2, Silver",
        "Ann buys Silver ×2",
        "Bob draws 5 cards",
        "Bob gains Curse",
    ]


def test_a_verb_in_the_readers_language_narrows_the_choice() -> None:
    from dominia.games.dominion.cards import table as T
    from dominia.games.dominion.engine import choice
    from dominia.games.dominion.rules import END_TURN, _buy_choice

    d = Decision(0, "buy", "", [choice("play", "Silver"), _buy_choice(T.kind("Silver")), END_TURN])
    assert resolve("купити срібло", d, DominionRenderer("uk")) == ("buy:Silver", "")
    assert resolve("розіграти срібло", d, DominionRenderer("uk")) == ("play:Silver", "")
    assert resolve("купить серебро", d, DominionRenderer("ru")) == ("buy:Silver", "")
    assert resolve("срібло", d, DominionRenderer("uk"))[0] is None  # play or buy: it asks
