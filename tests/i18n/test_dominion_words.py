"""Dominion speaks the player's language: every word on the terminal comes from the tables.

A game is played by bots and rendered as a seat sees it (intro, board, hand, status, log,
prompts, every choice label, the outcome). In the `qps` pseudo-language every message shows in
⟦ ⟧, so a letter outside them (but for the players' names) is a sentence that escaped the
tables. In Russian and Ukrainian the same game shows the books' words and no English word of
the English table."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fluent.syntax import FluentParser, ast
from rich.console import Console

from dominia.cli.dominion.render import DominionRenderer
from dominia.core.game import get_game, get_spec
from dominia.core.i18n import CLOSE, LANGS, OPEN, Translator, _files, bundle, msg, slug
from dominia.games.dominion.card_model import MESSAGES, card_msg
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import choice
from dominia.games.dominion.kingdoms import KINGDOMS

PLAYERS = ["Оля", "Tamás"]


def transcript(
    lang: str, kingdom: str, seed: int, bots: tuple[str, str], limit: int = 100_000
) -> Iterator[str]:
    """Everything a terminal prints for this game, one `console.print` (or label) at a time, as
    the seat to decide sees it."""
    game = get_game("dominion")
    spec = get_spec("dominion")
    # "random": a random kingdom of every set
    options = {"sets": ["base", "base1e", "dark-ages"]} if kingdom == "random" else {"kingdom": kingdom}
    state = game.setup({"players": 2, **options}, seed)
    agents = [spec.make_bot(bots[s], seed + s) for s in range(2)]
    r = DominionRenderer(lang)
    console = Console(record=True, width=1000, color_system=None)

    def flush() -> str:
        return console.export_text()

    r.intro(console, game.view(state, None), PLAYERS, state.options)
    yield flush()
    seen = [0, 0]
    steps = 0
    while (d := game.pending(state)) is not None and steps < limit:
        steps += 1
        view = game.view(state, d.seat)
        for line in r.events(game.events(state, d.seat, seen[d.seat]), PLAYERS):
            yield line
        seen[d.seat] = game.event_count(state)
        if steps % 25 == 1:  # the board now and then (it is the same words every time)
            r.board(console, view, PLAYERS)
            r.private(console, view)
            yield flush()
        yield r.status(view, PLAYERS)
        yield r.prompt(d)
        for c in d.choices:
            yield r.choice_label(c)
        game.apply(state, d.seat, agents[d.seat].choose(view, d))
    for line in r.events(game.events(state, None, 0), PLAYERS):
        yield line
    outcome = game.outcome(state)
    if outcome is not None:
        r.outcome(console, game.view(state, None), outcome, PLAYERS)
        yield flush()


def plain(markup: str) -> str:
    from rich.text import Text

    return Text.from_markup(markup).plain


def outside_markers(text: str) -> str:
    """The text outside every ⟦ ⟧ (nested ones included)."""
    out, depth = [], 0
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    assert depth == 0, f"unbalanced markers in {text!r}"
    return "".join(out)


GAMES = [
    ("grim-parade", 3, ("heuristic", "bmu+cultist")),  # played to the end
    ("first-game", 5, ("heuristic", "big-money")),
    ("chivalry-and-revelry", 7, ("random", "random")),
    ("size-distortion-1e", 11, ("random", "random")),
    ("playing-chess-with-death", 13, ("random", "random")),
    ("deck-top", 17, ("random", "random")),
    ("random", 19, ("random", "random")),
    ("random", 23, ("random", "random")),
    ("random", 29, ("random", "random")),
]


@pytest.mark.parametrize(("kingdom", "seed", "bots"), GAMES)
def test_in_the_pseudo_language_no_word_escapes_the_tables(
    kingdom: str, seed: int, bots: tuple[str, str]
) -> None:
    escaped = []
    n = 0
    for chunk in transcript("qps", kingdom, seed, bots, limit=1500):
        for line in plain(chunk).splitlines():
            n += 1
            rest = outside_markers(line)
            for name in PLAYERS:
                rest = rest.replace(name, "")
            # (a message missing from every table shows its id in brackets)
            if any(ch.isalpha() for ch in rest) or re.search(r"\[[a-z]+-[a-z0-9-]+\]", line):
                escaped.append(line)
    assert n > 100
    assert escaped == [], f"{len(escaped)} lines with words outside the tables, e.g. {escaped[:5]}"


def english_words() -> set[str]:
    """Words of four letters or more that English uses in Dominion's table (none is Ukrainian or
    Russian, so none may show in those languages)."""
    words: set[str] = set()
    for text in _files(MESSAGES, "en"):
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                for el in entry.value.elements:
                    if isinstance(el, ast.TextElement):
                        words.update(w.lower() for w in re.findall(r"[A-Za-z]{4,}", el.value))
    return words


@pytest.mark.parametrize(
    ("lang", "terms"),
    [
        ("ru", ["Медь", "Провинция", "Деревня", "Поместье", "разыгрывает", "покупает", "Резерв", "Свалка"]),
        ("uk", ["Мідь", "Провінція", "Село", "Маєток", "розігрує", "купує", "Резерв", "Смітник"]),
    ],
)
def test_a_game_in_russian_and_ukrainian_uses_the_books_words_and_no_english(
    lang: str, terms: list[str]
) -> None:
    text = "\n".join(plain(c) for c in transcript(lang, "first-game", 5, ("heuristic", "big-money")))
    for term in terms:
        assert term in text, f"{lang}: {term!r} missing"
    english = english_words()
    found = {w for w in re.findall(r"\b[A-Za-z]{4,}\b", text) if w.lower() in english}
    assert found == set(), f"{lang}: English words on the screen: {sorted(found)[:20]}"


def test_every_card_kingdom_and_set_has_a_name_in_every_language() -> None:
    for lang in LANGS:
        b = bundle(MESSAGES, lang)
        missing = [d.name for d in T.CARDS if not b.has_message(f"card-{slug(d.name)}")]
        missing += [k.id for k in KINGDOMS if not b.has_message(f"kingdom-{slug(k.id)}")]
        missing += [
            s for s in ("basic", "base", "base1e", "dark-ages") if not b.has_message(f"set-{slug(s)}")
        ]
        assert missing == [], f"{lang} lacks names for {missing}"


def test_names_are_the_books_names() -> None:
    for d in T.CARDS:
        for lang, book_name in d.names.items():
            assert d.local_name(lang) == book_name, (d.name, lang)
    assert [T.BY_NAME[n].local_name("ru") for n in ("Copper", "Province", "Village")] == [
        "Медь",
        "Провинция",
        "Деревня",
    ]
    assert T.BY_NAME["Council Room"].local_name("hu") == "Tanácsterem"
    assert T.BY_NAME["Village"].local_name("uk") == "Село"


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        ("en", ["1 more card", "2 more cards", "5 more cards", "21 more cards"]),
        ("ru", ["до 1 карты", "до 2 карт", "до 5 карт", "до 21 карты"]),
        ("uk", ["до 1 карти", "до 2 карт", "до 5 карт", "до 21 карти"]),
        (
            "hu",
            ["legfeljebb 1 kártyát", "legfeljebb 2 kártyát", "legfeljebb 5 kártyát", "legfeljebb 21 kártyát"],
        ),
    ],
)
def test_counted_prompts_take_the_plural_form_of_the_number(lang: str, want: list[str]) -> None:
    tr = Translator(lang, (MESSAGES,))
    got = [tr(msg("prompt-trash-up-to", card=card_msg("Chapel"), n=n)) for n in (1, 2, 5, 21)]
    assert all(w in g for w, g in zip(want, got, strict=True)), got


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        ("ru", ["1 карту", "2 карты", "5 карт", "21 карту"]),
        ("uk", ["1 карту", "2 карти", "5 карт", "21 карту"]),
        ("en", ["1 card", "2 cards", "5 cards", "21 cards"]),
    ],
)
def test_hidden_cards_are_counted_in_the_languages_forms(lang: str, want: list[str]) -> None:
    tr = Translator(lang, (MESSAGES,))
    assert [tr(msg("n-cards", n=n)) for n in (1, 2, 5, 21)] == want
    buys = [tr(msg("prompt-buy", coins=3, buys=n)) for n in (1, 2, 5, 21)]
    if lang == "uk":
        assert [b.split(", ")[1] for b in buys] == ["1 купівля)", "2 купівлі)", "5 купівель)", "21 купівля)"]


def test_typed_names_match_in_every_language() -> None:
    from dominia.games.dominion.names import find_card

    for typed in ("Каплиця", "каплиця", "Часовня", "kápolna", "chapel"):
        assert find_card(typed).name == "Chapel", typed


def test_choices_are_made_once_and_formatted_only_when_read() -> None:
    assert choice("play", "Village") is choice("play", "Village")
    label = choice("play", "Village").label
    assert not isinstance(label, str)
    assert Translator("uk", (MESSAGES,))(label) == "Розіграти: Село"


@pytest.mark.parametrize("lang", ["ru", "uk", "hu"])
def test_card_descriptions_are_in_the_readers_language(lang: str) -> None:
    r = DominionRenderer(lang)
    english = english_words() - {"ironmonger"}  # (a name listed among the other languages' names)
    for d in T.CARDS:
        assert bundle(MESSAGES, lang).has_message(f"cardtext-{slug(d.name)}"), d.name
        shown = plain(r.info(d.name) or "").split("\n", 1)[1]
        found = {w for w in re.findall(r"\b[A-Za-z]{4,}\b", shown) if w.lower() in english}
        assert found == set(), (d.name, found)
    assert "Выкиньте на свалку до 4 карт с руки." in plain(DominionRenderer("ru").info("Chapel") or "")


def test_every_built_in_bot_is_described_in_every_language() -> None:
    names = get_spec("dominion").bot_names()
    for lang in LANGS:
        b = bundle(MESSAGES, lang)
        assert [n for n in names if not b.has_message(f"bot-{slug(n)}")] == [], lang
    assert Translator("ru", (MESSAGES,))(msg("bot-bmu-witch")).count("Ведьма") == 1


def test_event_texts_use_only_what_the_viewer_sees() -> None:
    from dominia.core.events import Event
    from dominia.core.game import Outcome
    from dominia.games.dominion.texts import TEXTS

    draw = Event("draw", 1, ("Copper", "Copper", "Estate"), 3, (1,))
    tr = Translator("uk", (MESSAGES,), players=["Оля", "Тарас"])
    assert tr(TEXTS.event(draw.for_viewer(0))) == "Тарас бере: 3 карти"
    assert tr(TEXTS.event(draw.for_viewer(1))) == "Тарас бере: Мідь ×2, Маєток"
    assert TEXTS.event(Event("cleanup", 0, data={"hand": 2, "play": 3})) is None
    ended = Outcome((10, 8), (0,), "piles", {"empty_piles": ["Estate", "Curse", "Village"]})
    assert tr(TEXTS.outcome(ended)) == "спорожніли 3 стопки резерву: Маєток, Прокляття, Село"
    assert str(TEXTS.outcome(Outcome((1, 2), (1,), "provinces"))) == "the Province pile is empty"
