"""Every word the terminal prints comes from the tables, in the reader's language.

Whole games are played in the pseudo-language `qps` (every message wrapped in ⟦ ⟧): a letter
outside the markers, other than a player's name or an id the user typed, is a sentence that
escaped the tables. The other tests pick the language the way a user does (--lang,
DOMINIA_LANG, the locale) and look for words of that language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.i18n import CLOSE, OPEN

runner = CliRunner()
WIDE = {"COLUMNS": "300", "DOMINIA_LANG": None}  # no wrapping inside a marker; no inherited language
LETTER = re.compile(r"[^\W\d_]")


def escaped(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The lines with a letter outside the ⟦ ⟧ markers (`allowed` words removed first: player
    names, ids the user typed). Markers may nest and span lines (a wrapped message)."""
    for word in sorted(allowed, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "", text)
    bad: list[str] = []
    depth = 0
    for line in text.splitlines():
        outside = []
        for ch in line:
            if ch == OPEN:
                depth += 1
            elif ch == CLOSE:
                depth = max(0, depth - 1)
            elif depth == 0:
                outside.append(ch)
        if LETTER.search("".join(outside)):
            bad.append(line)
    return bad


def test_the_checker_finds_an_escaped_word() -> None:
    assert escaped("⟦a ⟦b⟧\nc⟧ 12 ⟦d⟧") == []
    assert escaped("⟦a⟧ Seed 3\n⟦b⟧") == ["⟦a⟧ Seed 3"]
    assert escaped("Ann: ⟦x⟧", allowed=["Ann"]) == []
    assert len(escaped("  b ⟦the board⟧ Bob", allowed=["b"])) == 1  # Bob is not allowed


# a game and the flags of a short game of it between bots (random Domination AIs take ages)
GAMES = [
    pytest.param("dominion", ["-p", "random,random"], id="dominion"),
    pytest.param("domination", ["-p", "ai:easy,ai:easy", "--turn-limit", "4"], id="domination"),
    pytest.param("dominaria", ["-p", "greedy,greedy"], id="dominaria"),
    pytest.param("nim", ["-p", "bot:greedy,bot:random"], id="nim (the generic renderer)"),
]


@pytest.fixture
def nim() -> Iterator[None]:
    from dominia.core import game as registry
    from dominia.core.game import register_game, registered_games
    from tests.toygame.nim import NIM, SPEC

    registered_games()
    register_game(NIM, SPEC)
    yield
    registry._REGISTRY.pop("nim", None)
    registry._SPECS.pop("nim", None)


@pytest.mark.parametrize(("game", "flags"), GAMES)
def test_a_game_between_bots_in_the_pseudo_language_escapes_no_word(
    game: str, flags: list[str], nim: None
) -> None:
    result = runner.invoke(app, ["play", game, *flags, "--seed", "3", "--lang", "qps"], env=WIDE)
    assert result.exit_code == 0, result.output
    assert OPEN in result.output
    assert escaped(result.output) == []


def _answers(first: Iterable[str], then: str, n: int) -> str:
    return "\n".join([*first, *([then] * n), "q"]) + "\n"


HUMAN_GAMES = [
    pytest.param("dominion", ["-p", "human:Ann,random"], id="dominion"),
    pytest.param("domination", ["-p", "human:Ann,ai:easy", "--turn-limit", "3"], id="domination"),
    pytest.param("dominaria", ["-p", "human:Ann,greedy"], id="dominaria"),
    pytest.param("nim", ["-p", "human:Ann,bot:greedy"], id="nim (the generic renderer)"),
]


@pytest.mark.parametrize(("game", "flags"), HUMAN_GAMES)
def test_a_human_seat_in_the_pseudo_language_escapes_no_word(game: str, flags: list[str], nim: None) -> None:
    """Help, the board, the choices, a wrong answer, a number out of range, then the first choice
    until the game ends or the player leaves."""
    typed = ["?", "b", "c", "xyzzy", "999", "i nothing"]
    commands = ["b", "c", "i", "q", "nothing", "xyzzy"]  # what a player types, shown as typed
    args = ["play", game, *flags, "--seed", "5", "--lang", "qps"]
    result = runner.invoke(app, args, input=_answers(typed, "1", 60), env=WIDE)
    assert result.exit_code == 0, result.output
    assert escaped(result.output, allowed=["Ann", *commands]) == []


def test_the_simulators_summary_escapes_no_word() -> None:
    args = ["sim", "-b", "random,random", "-n", "2", "--seed", "1", "--lang", "qps"]
    result = runner.invoke(app, args, env=WIDE)
    assert result.exit_code == 0, result.output
    assert escaped(result.stdout, allowed=["random #1", "random #2"]) == []


def test_a_saved_game_replays_in_the_pseudo_language(tmp_path) -> None:  # type: ignore[no-untyped-def]
    save = tmp_path / "g.json"
    played = runner.invoke(app, ["play", "-p", "random,random", "--seed", "4", "--save", str(save)], env=WIDE)
    assert played.exit_code == 0, played.output
    result = runner.invoke(app, ["replay", str(save), "--lang", "qps"], env=WIDE)
    assert result.exit_code == 0, result.output
    # the file's path is the user's; each move's number and the bots' ids are not words
    assert escaped(result.output, allowed=[str(save), "random"]) == []


def test_an_error_escapes_no_word() -> None:
    result = runner.invoke(app, ["play", "--players", "human,bot:nosuchbot", "--lang", "qps"], env=WIDE)
    assert result.exit_code == 2
    assert escaped(result.stderr, allowed=["nosuchbot"]) == []


# ---------------------------------------------------------------- choosing the language


def _bots_title(env: dict[str, str | None], *args: str) -> str:
    result = runner.invoke(app, ["bots", *args], env={"COLUMNS": "200", **env})
    assert result.exit_code == 0, result.output
    return result.output.splitlines()[0]


NO_LOCALE = {"DOMINIA_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": None}


@pytest.mark.parametrize(
    ("env", "args", "word"),
    [
        (NO_LOCALE, (), "Bots"),
        ({**NO_LOCALE, "DOMINIA_LANG": "uk"}, (), "Боти"),
        ({**NO_LOCALE, "LANG": "ru_RU.UTF-8"}, (), "Боты"),
        ({**NO_LOCALE, "LC_ALL": "hu_HU.UTF-8", "LANG": "ru_RU.UTF-8"}, (), "Botok"),
        ({**NO_LOCALE, "DOMINIA_LANG": "uk", "LANG": "ru_RU.UTF-8"}, ("--lang", "hu"), "Botok"),
        ({**NO_LOCALE, "LANG": "de_DE.UTF-8"}, ("-l", "ru"), "Боты"),
        ({**NO_LOCALE, "LANG": "de_DE.UTF-8"}, (), "Bots"),
    ],
)
def test_the_language_comes_from_lang_then_dominia_lang_then_the_locale(
    env: dict[str, str | None], args: tuple[str, ...], word: str
) -> None:
    assert _bots_title(env, *args).startswith(word)


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--lang", "de"],
        ["cards", "--lang", "de"],
        ["kingdoms", "-l", "de"],
        ["replay", "x.json", "--lang", "de"],
        ["sim", "-b", "random", "--lang", "de"],
        ["bots", "--lang", "de"],
    ],
)
def test_an_unknown_language_is_a_clear_error(args: list[str]) -> None:
    result = runner.invoke(app, args, env=NO_LOCALE)
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: unknown language 'de'; did you mean: en, ru, uk, hu?"


def test_an_unknown_language_is_refused_in_the_readers_language() -> None:
    result = runner.invoke(app, ["cards", "--lang", "xx"], env={**NO_LOCALE, "DOMINIA_LANG": "uk"})
    assert result.exit_code == 2 and result.stderr.startswith("Помилка:")


def _help(args: list[str], env: dict[str, str | None]) -> str:
    result = runner.invoke(app, [*args, "--help"], env={"COLUMNS": "200", **NO_LOCALE, **env})
    assert result.exit_code == 0, result.output
    return result.output


def test_play_help_in_ukrainian() -> None:
    out = _help(["play"], {"DOMINIA_LANG": "uk"})
    assert "Грати за клавіатурою проти ботів або інших людей." in out
    assert "Параметри Domination" in out and "Параметри Героїв Домінарії" in out  # the panels
    assert "Зерно випадковості" in out and "Мова: en, ru, uk або hu" in out
    assert "Приклади:" in out and "Показати цю довідку і вийти." in out
    assert "Використання: dominia play" in out and "Usage:" not in out
    assert "Play a game" not in out and "Random seed" not in out and "Show this message" not in out


@pytest.mark.parametrize(
    ("args", "env", "words"),
    [
        (["-l", "ru", "sim"], {}, "Сыграть ботами друг против друга"),
        (["--lang=hu", "replay"], {}, "Egy mentett játék visszajátszása"),
        (["cards"], {"LANG": "ru_RU.UTF-8"}, "Список карт"),
        ([], {"DOMINIA_LANG": "hu"}, "Dominion, Domination és a Dominaria hősei a parancssorban"),
    ],
)
def test_every_commands_help_in_the_readers_language(
    args: list[str], env: dict[str, str | None], words: str
) -> None:
    head = [a for a in args if a.startswith("-") or a in ("ru", "hu")]
    command = [a for a in args if a not in head]
    assert words in _help([*command, *head], env)


def test_every_command_and_option_has_its_help_from_the_tables_in_every_language() -> None:
    from typer.main import get_command

    from dominia.cli.lang import CLI
    from dominia.cli.main import localize
    from dominia.core.i18n import LANGS, Translator

    def helps(lang: str) -> dict[str, str | None]:
        group = get_command(app)
        localize(group, Translator(lang, (CLI,)))
        out: dict[str, str | None] = {}
        for path, cmd in [("dominia", group), *_commands(group)]:
            out[path] = cmd.help  # type: ignore[attr-defined]
            for p in cmd.params:  # type: ignore[attr-defined]
                out[f"{path} {p.name}"] = getattr(p, "help", None)
        return out

    english = helps("en")
    assert [k for k, v in english.items() if not v] == []
    for lang in LANGS[1:]:
        other = helps(lang)
        assert [k for k in english if other[k] == english[k]] == [], f"{lang}: help left in English"


def _commands(group, path: str = "") -> Iterator[tuple[str, object]]:  # type: ignore[no-untyped-def]
    for name, cmd in group.commands.items():
        yield f"{path} {name}".strip(), cmd
        if hasattr(cmd, "commands"):
            yield from _commands(cmd, f"{path} {name}")


def test_the_simulators_summary_in_russian() -> None:
    args = ["sim", "-b", "random,random", "-n", "2", "--seed", "1", "--lang", "ru"]
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "2 игры, зерно 1, 2 игрока, места по кругу" in out
    for head in (
        "Бот",
        "Победы",
        "Ничьи",
        "% побед (95% ДИ)",
        "Очки",
        "Ходы",
        "ПО/ход",
        "$/ход",
        "Сокровища $",
    ):
        assert head in out
    assert "Игры закончились по:" in out and "Средняя длина игры" in out
    # the end of the game, cards under the Russian book's names
    assert "Пустые стопки в конце (% игр):" in out and "Колода в конце" in out and "Медь" in out
    assert "Wins" not in out and "games" not in out and "Copper" not in out
    as_json = runner.invoke(app, [*args, "--json"], env={"COLUMNS": "200"})
    assert '"wins"' in as_json.stdout and "Победы" not in as_json.stdout  # JSON stays neutral


@pytest.mark.parametrize(
    "args", [["odds", "3", "2", "--lang", "uk"], ["odds", "-l", "uk", "3", "2", "--json"]]
)
def test_lang_works_on_every_command(args: list[str]) -> None:
    result = runner.invoke(app, args, env=NO_LOCALE)
    assert result.exit_code == 0, result.output
    bad = runner.invoke(app, [*args[:-1], "de"] if args[-2] == "--lang" else ["odds", "-l", "de", "3", "2"])
    assert bad.exit_code == 2 and "unknown language 'de'" in bad.stderr


def test_odds_help_in_ukrainian() -> None:
    out = _help(["odds"], {"DOMINIA_LANG": "uk"})
    assert "Італійські правила" in out and "Italian rules" not in out


def test_a_game_without_texts_shows_its_events_as_data_inside_the_tables_words() -> None:
    """`GenericRenderer` for a game that gives no sentences: kind and detail, still marked."""
    from rich.console import Console

    from dominia.cli.render import GenericRenderer
    from dominia.core.events import Event
    from dominia.core.game import Outcome

    r = GenericRenderer("qps")
    lines = r.events([Event("take", 0, count=2, detail="two")], ["Ann"])
    assert lines == ["⟦Ann take 2 two⟧"]
    console = Console(record=True, width=120)
    r.outcome(console, None, Outcome((1, 0), (0,), "last stone"), ["Ann", "Bob"])
    text = console.export_text()
    assert escaped(text, allowed=["Ann", "Bob", "last stone"]) == []
    assert "⟦The game ended: last stone⟧" in text  # the reason as the game gives it


@pytest.mark.parametrize("game", ["dominion", "domination", "dominaria"])
def test_the_bots_list_escapes_no_word(game: str) -> None:
    from dominia.core.game import get_spec

    result = runner.invoke(app, ["bots", game, "--lang", "qps"], env=WIDE)
    assert result.exit_code == 0, result.output
    assert escaped(result.output, allowed=get_spec(game).bot_names()) == []  # names are ids


def test_the_kingdoms_list_escapes_no_word() -> None:
    import json

    from dominia.games.dominion.cards import table

    kingdoms = json.loads(runner.invoke(app, ["kingdoms", "--json"]).stdout)
    ids = [k["id"] for k in kingdoms]
    known = {d.name for d in table.CARDS}
    # cards of sets Dominia does not have (Intrigue's, in the Dark Ages book's kingdoms) are named
    # only as the book gives them
    foreign = {c for k in kingdoms for c in k["cards"] if c not in known}
    result = runner.invoke(app, ["kingdoms", "--lang", "qps"], env=WIDE)
    assert result.exit_code == 0, result.output
    assert escaped(result.output, allowed=[*ids, *foreign]) == []


def test_lang_before_the_command() -> None:
    assert _bots_title(NO_LOCALE, "--lang", "uk").startswith("Боти")
    result = runner.invoke(app, ["--lang", "ru", "bots"], env={"COLUMNS": "200", **NO_LOCALE})
    assert result.exit_code == 0 and result.output.startswith("Боты")
    bad = runner.invoke(app, ["-l", "de", "bots"], env=NO_LOCALE)
    assert bad.exit_code == 2 and bad.stderr.startswith("Error: unknown language 'de'")


def _panel(result) -> str:  # type: ignore[no-untyped-def]
    return " ".join(line.strip("│ ").strip() for line in result.stderr.splitlines() if line.startswith("│"))


@pytest.mark.parametrize(
    ("args", "english", "ukrainian"),
    [
        (["play", "--nope"], "No such option: --nope", "Немає такого параметра: --nope"),
        (["replay"], "Missing argument 'FILE'.", "Бракує аргументу 'ФАЙЛ'."),
        (["sim", "-n", "0"], "greater than or equal to 1", "потрібно не менше 1"),
        (["sim", "-n", "x"], "Input should be a valid integer", "потрібне ціле число"),
        (["play", "a", "b"], "Got unexpected extra argument(s) (b)", "Зайві аргументи (b)"),
    ],
)
def test_the_parsers_own_errors_in_the_readers_language(
    args: list[str], english: str, ukrainian: str
) -> None:
    en = runner.invoke(app, args, env={"COLUMNS": "200", **NO_LOCALE})
    assert en.exit_code == 2 and english in _panel(en)
    uk = runner.invoke(app, [*args, "--lang", "uk"], env={"COLUMNS": "200", **NO_LOCALE})
    assert uk.exit_code == 2 and ukrainian in _panel(uk) and english not in _panel(uk)
    assert "Помилка" in uk.stderr and "Довідка:" in uk.stderr  # the panel's title, the hint


def test_an_unknown_command_in_the_readers_language() -> None:
    result = runner.invoke(app, ["-l", "ru", "plai"], env={"COLUMNS": "200", **NO_LOCALE})
    assert result.exit_code == 2 and "Нет такой команды: 'plai'. Может быть, 'play'" in _panel(result)


@pytest.mark.parametrize(
    ("game", "flags", "lang", "want"),
    [
        ("domination", ["-p", "ai:easy,ai:hard", "--turn-limit", "1"], "uk", ["ШІ «легкий»", "ШІ «сильний»"]),
        ("dominaria", ["-p", "planner,greedy"], "ru", ["ИИ «стратег»", "ИИ «жадный»"]),
        ("dominion", ["-p", "random,big-money"], "hu", ["véletlen bot", "Nagy pénz bot"]),
    ],
)
def test_bots_are_named_in_the_readers_words(game: str, flags: list[str], lang: str, want: list[str]) -> None:
    # the ids stay as typed; the seats show the names of the game's table (botname-<id>)
    result = runner.invoke(app, ["play", game, *flags, "--seed", "3", "--lang", lang], env=WIDE)
    assert result.exit_code == 0, result.output
    head = result.output[:2000]
    assert all(w in head for w in want), head
