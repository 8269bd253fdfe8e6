"""The `dominia` command: play, replay, list cards and kingdoms, simulate bots.

Its help, like every word it prints, comes from the terminal's message tables
(`locales/<lang>/cli.ftl`): `localize` fills in each command's and option's help in the
reader's language (ids `help-<command>`, `help-<command>-<option>`, `help-opt-<option>`)
when help or a parser's error is about to be shown."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from typer import _click as click  # typer's own copy of click: its commands are made of it
from typer.core import TyperArgument, TyperGroup

from dominia import __version__
from dominia.cli.errors import fail, os_error, user_errors
from dominia.cli.flags import flag_names, game_panel, help_text, with_game_flags
from dominia.cli.games import (
    default_game,
    game_ui,
    register_game_commands,
    terminal_help,
    terminal_settings,
    with_terminal_flags,
)
from dominia.cli.lang import (
    CLI,
    LANG_FLAGS,
    LangOpt,
    argv_lang,
    current,
    game_title,
    lang_callback,
    markup,
    set_game,
    set_lang,
)
from dominia.cli.play import Session
from dominia.cli.seats import parse_seats
from dominia.core.errors import DominiaError
from dominia.core.i18n import Translator, msg, slug
from dominia.core.record import GameRecord


def localize(cmd: click.Command, tr: Translator, path: tuple[str, ...] = ()) -> None:
    """Fills in the help of a command, its options and its subcommands from the tables (those
    that have no help in the tables keep their own)."""
    key = "help-" + "-".join(path) if path else "help-app"
    if tr.has(key):
        cmd.help = tr(msg(key))
        cmd.short_help = None
    epilog = tr.attr(key, "epilog")
    if epilog:
        cmd.epilog = epilog
    for p in cmd.params:
        name = slug(p.name or "")
        for k in (f"{key}-{name}", f"help-opt-{name}"):
            if tr.has(k) and hasattr(p, "help"):
                p.help = tr(msg(k))
                break
        else:  # a game's option flag (panel "help-panel-<game>"): its help id is in its schema
            text = help_text(p.name or "", tr)
            own = terminal_help(p.name or "")  # a game's terminal flag: its id is in its UI
            if text is None and own is not None and tr.has(own):
                text = tr(msg(own))
            if text is not None and hasattr(p, "help"):
                p.help = text
        panel = getattr(p, "rich_help_panel", None)
        if panel and tr.has(f"help-panel-{panel}"):
            p.rich_help_panel = tr(msg(f"help-panel-{panel}"))  # type: ignore[attr-defined]
        elif panel and (title := game_panel(panel)) is not None:  # a game's options: "<title> options"
            p.rich_help_panel = tr(msg("help-panel-game", game=title))  # type: ignore[attr-defined]
        type_word(p, tr, click.Context(cmd))
        metavar_word(p, tr)
    words = {
        "Usage: ": tr(msg("help-usage")) + " ",
        "[OPTIONS]": tr(msg("help-usage-options")),
        "COMMAND [ARGS]...": tr(msg("help-usage-command")),
    }
    get_usage = type(cmd).get_usage

    def usage(ctx: click.Context) -> str:
        text = get_usage(cmd, ctx)  # the vendored click writes these itself: the reader's words
        for english_, own in words.items():
            text = text.replace(english_, own, 1)
        return re.sub(r"\{([^{}\s]+)\}", r"\1", text)  # a required argument: FILE, not {FILE}

    cmd.get_usage = usage  # type: ignore[method-assign]
    help_option = cmd.get_help_option(click.Context(cmd))
    if help_option is not None:
        help_option.help = tr(msg("help-help-option"))
        type_word(help_option, tr, click.Context(cmd))
    if isinstance(cmd, TyperGroup):
        for name, sub in cmd.commands.items():
            localize(sub, tr, (*path, name))


# typer's type names (`<int>`, `<str>`, `<path>`), said with the tables' words
TYPE_WORDS = {
    "int": "help-type-number",
    "int range": "help-type-number",
    "str": "help-type-text",
    "path": "help-type-path",
}


def type_word(p: click.Parameter, tr: Translator, ctx: click.Context) -> None:
    """The type column of a parameter's help in the reader's words: nothing after a flag that
    takes no value or an argument named by its metavar (GAME), `<число>` for `<int>`."""
    shown = getattr(type(p), "display_type_rich", None)
    if shown is None:
        return
    if getattr(p, "is_flag", False) or (isinstance(p, TyperArgument) and p.metavar):
        word = ""
    else:
        key = TYPE_WORDS.get(str(shown(p, ctx)).strip("<>"))
        if key is None:  # a metavar of its own (LANG) or a list of choices: ids, as typed
            return
        word = tr(msg(key))
    p.display_type_rich = lambda ctx: word  # type: ignore[attr-defined]


def metavar_word(p: click.Parameter, tr: Translator) -> None:
    """A placeholder (GAME, FILE, `list|show|GAME`) in the reader's words; the words typed as
    they are (list, show) stay."""
    own = p.__dict__.setdefault("_metavar", p.metavar)  # as written, whatever language came before
    if not own:
        return
    parts = own.split("|")
    keys = [f"help-metavar-{slug(x)}" if x.isupper() else "" for x in parts]
    p.metavar = "|".join(tr(msg(k)) if k and tr.has(k) else x for k, x in zip(keys, parts, strict=True))


def localize_typer(tr: Translator) -> None:
    """Typer's own words in its help and error panels."""
    from typer import rich_utils  # (imported for help and errors only: a tenth of the start-up)

    rich_utils.ARGUMENTS_PANEL_TITLE = tr(msg("help-panel-arguments"))
    rich_utils.OPTIONS_PANEL_TITLE = tr(msg("help-panel-options"))
    rich_utils.COMMANDS_PANEL_TITLE = tr(msg("help-panel-commands"))
    rich_utils.ERRORS_PANEL_TITLE = tr(msg("help-panel-error"))
    rich_utils.DEFAULT_STRING = tr(msg("help-default", value="\ue000")).replace("\ue000", "{}")
    rich_utils.ENVVAR_STRING = tr(msg("help-envvar", name="\ue000")).replace("\ue000", "{}")
    rich_utils.REQUIRED_LONG_STRING = tr(msg("help-required"))
    rich_utils.ABORTED_TEXT = tr(msg("help-aborted"))
    rich_utils.RICH_HELP = markup(tr, msg("help-try"), command="[blue]'{command_path} {help_option}'[/]")


_RICH_FORMAT_ERROR: list[Callable[[click.ClickException], None]] = []  # typer's own, once imported

# The parser's own errors, which typer's copy of click writes in English only: recognised by
# their English form, then said with the tables (the part a pattern does not cover stays as is)
USAGE_ERRORS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), key)
    for pattern, key in (
        (
            r"No such option: (?P<option>\S+) \(Possible options: (?P<options>.+)\)",
            "usage-no-such-option-suggest",
        ),
        (r"No such option: (?P<option>\S+)", "usage-no-such-option"),
        (r"Missing argument (?P<name>.+)\.", "usage-missing-argument"),
        (r"Missing option (?P<name>.+)\.", "usage-missing-option"),
        (r"Option (?P<option>\S+) requires an argument\.", "usage-needs-value"),
        (
            r"No such command (?P<command>'.+')\. Did you mean (?P<commands>.+)\?",
            "usage-no-such-command-suggest",
        ),
        (r"No such command (?P<command>'.+')\.", "usage-no-such-command"),
        (r"Got unexpected extra argument\(s\) \((?P<args>.+)\)", "usage-extra-arguments"),
        (r"Invalid value for (?P<name>.+?): Input should be a valid integer.*", "usage-not-an-integer"),
        (
            r"Invalid value for (?P<name>.+?): Input should be greater than or equal to (?P<min>-?\d+)",
            "usage-at-least",
        ),
        (
            r"Invalid value for (?P<name>.+?): Input should be less than or equal to (?P<max>-?\d+)",
            "usage-at-most",
        ),
        (r"Invalid value for (?P<name>.+?): (?P<error>.+)", "usage-invalid-value"),
    )
)


def usage_error(text: str, tr: Translator) -> str | None:
    """A parser error in the reader's words, None if it is not one the tables know."""
    for pattern, key in USAGE_ERRORS:
        if found := pattern.fullmatch(text):
            return tr(msg(key, **found.groupdict()))
    return None


def localize_errors(tr: Translator, words: Callable[[], None] = lambda: None) -> None:
    """The parser's errors in the reader's words; `words()` first puts the help's words in
    place (an error shows the usage line and names options by their placeholders). Called when
    an error is on its way to typer, which then shows it (`Dominia.make_context`, `invoke`)."""
    from typer import rich_utils

    if not _RICH_FORMAT_ERROR:
        _RICH_FORMAT_ERROR.append(rich_utils.rich_format_error)
    original = _RICH_FORMAT_ERROR[0]

    def show(self: click.ClickException) -> None:  # (named as the function it stands in for)
        words()
        text = usage_error(self.format_message(), tr)
        if text is not None:
            # Rich prints what format_message() says: this one exception's words, translated
            self.format_message = lambda: text  # type: ignore[method-assign]
        original(self)

    rich_utils.rich_format_error = show
    words()  # (also the words of typer's "Aborted!")


def _help_words(cmd: click.Command, tr: Translator) -> None:
    localize(cmd, tr)
    localize_typer(tr)


def _on_first_use(fn: Callable[[], None]) -> Callable[[], None]:
    done: list[bool] = []

    def once() -> None:
        if not done:
            done.append(True)
            fn()

    return once


def _before_help(cmd: click.Command, words: Callable[[], None]) -> None:
    """`words()` before a command's help is made: the help's words are looked up only when help
    is shown (--help, a group without its command) or an error is (`localize_errors`), not
    at every command's start (they were most of `dominia sim`'s start-up)."""
    get_help = cmd.get_help

    def help_(ctx: click.Context) -> str:
        words()
        return get_help(ctx)

    cmd.get_help = help_  # type: ignore[method-assign]
    if isinstance(cmd, TyperGroup):
        for sub in cmd.commands.values():
            _before_help(sub, words)


class Dominia(TyperGroup):
    """The `dominia` group: its help in the language the command line asks for."""

    def main(self, args: Sequence[str] | None = None, *a: Any, **kw: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        lang = argv_lang(argv)
        set_lang(lang)  # until --lang is parsed (and for commands without it)
        tr = Translator(lang, (CLI,))  # the help's words are all the terminal's (no game loaded)
        words = _on_first_use(lambda: _help_words(self, tr))
        _before_help(self, words)
        self._errors = _on_first_use(lambda: localize_errors(tr, words))
        try:
            try:
                argv = self._lang_for_all(argv)
            except typer.Exit as stop:  # a bad --lang, refused before the parser runs
                if not kw.get("standalone_mode", True):
                    raise
                sys.exit(stop.exit_code)
            return super().main(argv, *a, **kw)
        finally:  # this command's language and game end with it (one process may run several)
            set_lang(None)
            set_game(None)

    _errors: Callable[[], None] = staticmethod(lambda: None)  # (set by `main`)

    # An error or an abort on its way to typer, which shows it: the reader's words put in place
    # first (typer's rich_utils, which shows them, is imported only then)
    def make_context(self, *a: Any, **kw: Any) -> click.Context:
        try:
            return super().make_context(*a, **kw)
        except (click.ClickException, typer.Abort, EOFError):
            self._errors()
            raise

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, typer.Abort, EOFError):
            self._errors()
            raise

    def _lang_for_all(self, argv: list[str]) -> list[str]:
        """`--lang` where the command reached so far does not declare it (before the command:
        `dominia --lang uk play`; a command of another module): checked and applied here, then
        dropped, so that it is accepted everywhere."""
        cmd: Any = self
        out: list[str] = []
        value: str | None = None
        i = 0
        while i < len(argv):
            a, given, step = argv[i], None, 1
            if a == "--":
                out += argv[i:]
                break
            if a in LANG_FLAGS:
                given, step = (argv[i + 1] if i + 1 < len(argv) else ""), 2
            elif a.startswith("--lang="):
                given = a.partition("=")[2]
            elif a.startswith("-l") and len(a) > 2 and not a.startswith("--"):
                given = a[2:]
            if given is not None and not any(LANG_FLAGS[0] in getattr(p, "opts", ()) for p in cmd.params):
                value = given
                i += step
                continue
            if isinstance(cmd, TyperGroup) and a in cmd.commands:
                cmd = cmd.commands[a]
            out.append(a)
            i += 1
        if value is not None:
            lang_callback(value)
        return out


app = typer.Typer(
    name="dominia",
    cls=Dominia,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)


def _version(value: bool) -> None:
    if value:
        print(f"dominia {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True)] = False,
) -> None:
    """Play and study the games on the command line."""


GameArg = Annotated[str, typer.Argument(metavar="GAME")]
DEFAULT_GAME = default_game()  # the first in the games' own order
ComponentsOpt = Annotated[
    Path | None,
    typer.Option("--components"),
]


def random_seed() -> int:
    return int.from_bytes(os.urandom(4), "big") % 1_000_000


@app.command()
@with_terminal_flags  # (outermost: a game's terminal flags come after its options in its panel)
@with_game_flags
def play(
    game: GameArg = DEFAULT_GAME,
    players: Annotated[str | None, typer.Option("--players", "-p")] = None,
    seed: Annotated[int | None, typer.Option()] = None,
    save: Annotated[Path | None, typer.Option()] = None,
    resume: Annotated[Path | None, typer.Option()] = None,
    lang: LangOpt = None,
    game_options: dict[str, Any] | None = None,
    terminal: dict[str, bool] | None = None,
) -> None:
    """Play a game at the keyboard against bots or other humans."""
    console = Console()
    lang = lang or current()
    extra = game_options or {}  # every game's option flags (`flags.with_game_flags`), as given
    settings = terminal or {}  # every game's terminal flags (`games.with_terminal_flags`), as given
    with user_errors():
        if resume is not None:
            session = _resume(resume, players, seed, save, lang, console, extra, settings)
        else:
            session = _new_game(game, players, seed, save, lang, console, extra, settings)
    try:
        code = session.run()
    except DominiaError as exc:
        fail(msg("play-stopped", error=exc.text), code=1)
    except OSError as exc:
        fail(msg("play-cannot-save", error=os_error(exc)), code=1)
    raise typer.Exit(code)


def _check_new_file(path: Path) -> None:
    if not path.parent.is_dir():
        fail(msg("play-no-directory", path=str(path), folder=str(path.parent)))
    if path.exists():
        fail(msg("play-file-exists", path=str(path)))


def _players_line(console: Console, session: Session) -> None:
    tr = session.tr
    listed = [markup(tr, msg("play-player-entry", n=i + 1, name=n)) for i, n in enumerate(session.names)]
    console.print(markup(tr, msg("play-players"), players=", ".join(listed)))


def _new_game(
    game: str,
    players: str | None,
    seed: int | None,
    save: Path | None,
    lang: str,
    console: Console,
    extra: dict[str, Any] | None = None,
    terminal: dict[str, bool] | None = None,
) -> Session:
    ui = game_ui(game)
    settings = terminal_settings(ui, terminal or {})
    seats = parse_seats(players or ui.default_players, ui.bot_names())
    extra = ui.for_seats(extra, not any(s.is_human for s in seats))  # defaults that depend on who plays
    options = ui.options(len(seats), None, None, extra)
    if seed is None:
        seed = random_seed()
    state = ui.game.setup(options, seed)
    record = GameRecord(ui.game.name, options, seed, [s.spec for s in seats])
    if save is not None:
        _check_new_file(save)
        record.save(save)
    renderer = ui.renderer(lang)
    ui.configure(renderer, settings)
    session = Session(ui, state, record, seats, renderer, console, save=save, lang=lang)
    tr = session.tr
    console.rule(f"[bold]{markup(tr, game_title(ui.game))}[/]")
    console.print(markup(tr, msg("play-seed", seed=str(seed))))
    _players_line(console, session)
    renderer.intro(console, ui.game.view(state, None), session.names, options)
    if save is not None:
        console.print(markup(tr, msg("play-saving", path=str(save))))
    if any(s.is_human for s in seats):
        console.print(f"[dim]{markup(tr, msg('play-type-help'))}[/]")
    session.catch_up()
    return session


def _resume(
    path: Path,
    players: str | None,
    seed: int | None,
    save: Path | None,
    lang: str,
    console: Console,
    extra: dict[str, Any] | None = None,
    terminal: dict[str, bool] | None = None,
) -> Session:
    given = [flag for flag, v in (("--players", players), ("--seed", seed)) if v is not None]
    if extra:
        given.append(flag_names(extra))
    if given:
        fail(msg("play-resume-drop", flags=", ".join(given)))
    record = GameRecord.load(path)
    ui = game_ui(record.game)
    settings = terminal_settings(ui, terminal or {})  # how the terminal asks: a resumed game may change it
    if not record.seats:
        fail(msg("play-record-no-seats", path=str(path)))
    seats = parse_seats(record.seats, ui.bot_names())
    if save is not None and save != path:
        _check_new_file(save)
    target = save or path
    state = ui.game.setup(record.options, record.seed)
    if len(seats) != ui.game.num_seats(state):
        fail(msg("play-record-seats", path=str(path), named=len(seats), seats=ui.game.num_seats(state)))
    renderer = ui.renderer(lang)
    ui.configure(renderer, settings)
    session = Session(ui, state, record, seats, renderer, console, save=target, lang=lang)
    try:
        session.catch_up()
    except DominiaError as exc:
        fail(msg("play-moves-do-not-replay", path=str(path), error=exc.text))
    tr = session.tr
    console.rule(f"[bold]{markup(tr, msg('play-resumed', title=game_title(ui.game)))}[/]")
    console.print(
        markup(tr, msg("play-resumed-line", seed=str(record.seed), moves=len(record.moves), path=str(target)))
    )
    _players_line(console, session)
    renderer.intro(console, ui.game.view(state, None), session.names, record.options)
    return session


@app.command("replay")
def replay_cmd(
    file: Annotated[Path, typer.Argument(metavar="FILE")],
    seat: Annotated[int | None, typer.Option()] = None,
    lang: LangOpt = None,
) -> None:
    """Replay a saved game move by move, with the log and the final result."""
    from dominia.cli.replay import replay_game

    with user_errors():
        replay_game(Console(), file, seat, lang or current())


@app.command()
def cards(
    game: GameArg = DEFAULT_GAME,
    set_: Annotated[str | None, typer.Option("--set")] = None,
    lang: LangOpt = None,
    json_: Annotated[bool, typer.Option("--json")] = False,
    components: ComponentsOpt = None,
) -> None:
    """List the cards of a game."""
    with user_errors():
        game_ui(game).cards(Console(), set_, lang or current(), json_, components)


@app.command()
def kingdoms(
    game: GameArg = DEFAULT_GAME,
    lang: LangOpt = None,
    json_: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """List the recommended kingdoms from the rule books."""
    with user_errors():
        game_ui(game).kingdoms(Console(), lang or current(), json_)


@app.command()
def bots(
    what: Annotated[str, typer.Argument(metavar="list|show|import|GAME")] = "list",
    name: Annotated[str | None, typer.Argument(metavar="GAME|NAME|FILE", show_default=False)] = None,
    out: Annotated[str | None, typer.Option("--out")] = None,
    lang: LangOpt = None,
) -> None:
    """List the bots you can play against or simulate; show a data bot's rules; import bots."""
    from dominia.cli.catalog import bots_command

    with user_errors():
        if what == "import":
            if name is None:
                fail(msg("bots-import-needs-file"))
            game_ui(DEFAULT_GAME).import_bots(Console(), name, out, lang)
        elif what == "show":
            if name is None:
                fail(msg("bots-show-needs-name"))
            game_ui(DEFAULT_GAME).show_bot(Console(), name, lang)
        elif what == "list":
            bots_command(Console(), name or DEFAULT_GAME, lang)
        else:
            if name is not None:
                fail(msg("bots-unexpected", name=repr(name)))
            bots_command(Console(), what, lang)


@app.command()
@with_game_flags
def sim(
    game: GameArg = DEFAULT_GAME,
    bots: Annotated[str, typer.Option("--bots", "--ai", "-b")] = "",
    games: Annotated[int, typer.Option("--games", "-n", min=1)] = 100,
    seed: Annotated[int | None, typer.Option()] = None,
    players: Annotated[int | None, typer.Option("--players", "-p")] = None,
    seating: Annotated[str, typer.Option()] = "rotate",
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1)] = 1,
    backend: Annotated[str, typer.Option()] = "local",
    address: Annotated[str | None, typer.Option()] = None,
    json_: Annotated[bool, typer.Option("--json")] = False,
    csv_: Annotated[bool, typer.Option("--csv")] = False,
    games_out: Annotated[str | None, typer.Option("--games-out")] = None,
    plot_: Annotated[str | None, typer.Option("--plot")] = None,
    lang: LangOpt = None,
    game_options: dict[str, Any] | None = None,
) -> None:
    """Play bots against each other and summarize."""
    from dominia.cli.simulate import SimRequest, sim_command

    if not bots:
        fail(msg("sim-bots-required"))
    if json_ and csv_:
        fail(msg("sim-json-or-csv"))
    if seed is None:
        seed = random_seed()
    req = SimRequest(
        game,
        bots,
        games,
        seed,
        players,
        None,
        None,
        game_options or {},
        seating,
        jobs,
        backend,
        address,
        json_,
        csv_,
        games_out,
        plot_,
    )
    with user_errors():
        sim_command(Console(), req)


@app.command()
@with_game_flags
def optimize(
    game: GameArg = DEFAULT_GAME,
    out: Annotated[str | None, typer.Option("--out", "-o")] = None,
    population: Annotated[int, typer.Option()] = 16,
    generations: Annotated[int, typer.Option()] = 8,
    games: Annotated[int, typer.Option("--games", "-n")] = 200,
    final_games: Annotated[int, typer.Option("--final-games")] = 2000,
    players: Annotated[int, typer.Option("--players", "-p", min=2)] = 2,
    seed: Annotated[int | None, typer.Option()] = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1)] = 1,
    backend: Annotated[str, typer.Option()] = "local",
    address: Annotated[str | None, typer.Option()] = None,
    lang: LangOpt = None,
    game_options: dict[str, Any] | None = None,
) -> None:
    """Search the bots written as rules for the best under the options given."""
    from dominia.cli.optimize import OptimizeRequest, optimize_command
    from dominia.sim.optimize import Settings

    seed = random_seed() if seed is None else seed
    settings = Settings(population, generations, games, final_games, seed, jobs, backend, address)
    with user_errors():
        settings.check()
        optimize_command(Console(), OptimizeRequest(game, out, settings, players, game_options or {}))


@app.command()
def serve(
    host: Annotated[str, typer.Option(envvar="DOMINIA_HOST")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, envvar="DOMINIA_PORT")] = 8000,
    db: Annotated[str | None, typer.Option(envvar="DOMINIA_DB")] = None,
    components: ComponentsOpt = None,
    forwarded_allow_ips: Annotated[str | None, typer.Option(envvar="DOMINIA_FORWARDED_ALLOW_IPS")] = None,
    log_format: Annotated[str, typer.Option(envvar="DOMINIA_LOG_FORMAT")] = "text",
) -> None:
    """Run the web server."""
    from dominia.server.run import serve_command

    with user_errors():  # (its terminal lines in the terminal's language)
        serve_command(
            Console(),
            host,
            port,
            db,
            components,
            current(),
            forwarded_allow_ips=forwarded_allow_ips,
            log_format=log_format,
        )


register_game_commands(app)  # each game's own (its terminal module's), after the common ones


def main() -> None:
    app()


if __name__ == "__main__":
    main()
