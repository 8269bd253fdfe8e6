"""Bots' display names: every shipped bot of every game is named in every language (not by its
id), the same in the terminal's seat line and the web lobby, and a `bmu+<card>` bot by its card's
name in the reader's language."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from dominia.cli.lang import translator
from dominia.cli.seats import display_names, parse_seats
from dominia.core.game import get_spec, registered_games
from dominia.core.i18n import LANGS, bundle, name, slug
from dominia.server.messages import lobby_table

# English names that are the ids themselves: these ids were chosen as the English words
# ("random bot", "heuristic bot", "hard AI"), so there is nothing else for English to say.
ENGLISH_IS_ID = {
    "dominion": {"random", "heuristic", "easy", "medium", "hard"},
    "domination": {"random", "easy", "average", "hard"},
    "dominaria": {
        *("easy", "medium", "hard"),
        *("random", "greedy", "planner", "leylines"),
        *("manaliths", "cabal", "artifacts", "quest-first"),
    },
}


def shipped() -> list[tuple[str, str]]:
    return [(g, b) for g in registered_games() for b in get_spec(g).bot_names()]


def display(game: str, bot: str, lang: str) -> str:
    return translator(game, lang=lang)(name(f"botname-{slug(bot)}", bot))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(ENGLISH_IS_ID))
def test_every_shipped_bot_has_a_name_of_its_own(game: str, lang: str) -> None:
    table = bundle(get_spec(game).messages, lang)
    bots = get_spec(game).bot_names()
    assert sorted(b for b in bots if not table.has_message(f"botname-{slug(b)}")) == []
    same = {b for b in bots if display(game, b, lang) == b}
    assert same == (ENGLISH_IS_ID[game] if lang == "en" else set())
    # a reference the table cannot resolve would show as "{card-x}"
    assert [b for b in bots if "{" in display(game, b, lang)] == []


def test_every_game_is_checked() -> None:
    assert set(registered_games()) == set(ENGLISH_IS_ID)


@pytest.mark.parametrize("lang", LANGS)
def test_a_bmu_bot_is_named_by_its_card_in_the_readers_language(lang: str) -> None:
    tr = translator("dominion", lang=lang)
    family = [b for b in get_spec("dominion").bot_names() if b.startswith("bmu+")]
    assert len(family) > 60
    for bot in family:
        card = bot.removeprefix("bmu+")
        assert display("dominion", bot, lang) == f"BMU + {tr(name(f'card-{card}', card))}"


def test_the_names_use_the_books_card_names() -> None:
    assert [display("dominion", "bmu+cellar", lang) for lang in LANGS] == [
        "BMU + Cellar",
        "BMU + Погреба",
        "BMU + Льох",
        "BMU + Pince",
    ]
    assert [display("dominion", "smithy", lang) for lang in LANGS] == [
        "Smithy Big Money",
        "Кузница и деньги",
        "Кузня і гроші",
        "Kovácsműhely és pénz",
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_shows_the_terminals_names(lang: str) -> None:
    # the lobby gets a filtered table: references (to card-x) must be resolved for it
    games = lobby_table(lang)["games"]
    for game, bot in shipped():
        assert games[game][f"botname-{slug(bot)}"] == [display(game, bot, lang)], (game, bot)
    described = games["dominion"]["bot-bmu-cellar"]
    assert len(described) == 1 and isinstance(described[0], str)


def test_the_terminal_seat_line_shows_the_name() -> None:
    bots = get_spec("dominion").bot_names()
    seats = parse_seats("human,bmu+cellar,smithy,heuristic", bots)
    assert display_names(seats, "bot", translator("dominion", lang="ru")) == [
        "Игрок 1",
        "бот «BMU + Погреба»",
        "бот «Кузница и деньги»",
        "бот «эвристический»",
    ]
    assert display_names(seats, "bot", translator("dominion", lang="en"))[1:] == [
        "BMU + Cellar bot",
        "Smithy Big Money bot",
        "heuristic bot",
    ]


def test_a_played_game_names_its_bots() -> None:
    from dominia.cli.main import app

    args = ["play", "dominion", "--players", "bot:bmu+cellar,bot:council-room", "--seed", "3"]
    result = CliRunner().invoke(app, [*args, "--kingdom", "first-game", "--lang", "uk"])
    assert result.exit_code == 0, result.output
    assert "бот «BMU + Льох»" in result.output and "бот «Зала ради і гроші»" in result.output
    assert "bmu+cellar" not in result.output
