"""The `dominia` command: play, replay, list cards and kingdoms, simulate bots."""

from __future__ import annotations

import os
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from dominia.cli.errors import fail, user_errors
from dominia.cli.games import flag_names, game_ui
from dominia.cli.maps import maps_app
from dominia.cli.odds import CONTEXT_SETTINGS as ODDS_CONTEXT
from dominia.cli.odds import odds_command
from dominia.cli.play import Session
from dominia.cli.seats import DEFAULT_PLAYERS, parse_seats
from dominia.core.errors import DominiaError
from dominia.core.record import GameRecord

app = typer.Typer(
    name="dominia",
    help="Play and study Dominion, Domination and Heroes of Dominaria on the command line: against bots "
    "and AIs, hot-seat, replays, simulations.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)
app.add_typer(maps_app, name="maps", help="Domination maps: list, show, validate, import.")


class Lang(StrEnum):
    en = "en"
    ru = "ru"
    hu = "hu"


GameArg = Annotated[
    str,
    typer.Argument(metavar="GAME", help="The game: dominion, domination or dominaria (Heroes of Dominaria)."),
]
LangOpt = Annotated[
    Lang,
    typer.Option("--lang", "-l", help="Language of card names: en, ru or hu (hu falls back to en)."),
]
KingdomOpt = Annotated[
    str | None,
    typer.Option(
        "--kingdom",
        "-k",
        help="A recommended kingdom (id or name in any language, e.g. first-game, 'Первая партия') or "
        "comma-separated card names in any language; fewer than 10 are filled at random. Default: random.",
    ),
]
SetsOpt = Annotated[
    str | None,
    typer.Option(
        "--sets",
        help="Card sets for random kingdom cards, comma-separated: base, base1e, dark-ages. Default: base.",
    ),
]


DOMINATION = "Domination options"
MapOpt = Annotated[
    str | None,
    typer.Option(
        "--map",
        help="Domination: a map name (see dominia maps list) or a .map file. Default: classic.",
        rich_help_panel=DOMINATION,
    ),
]
ModeOpt = Annotated[
    str | None,
    typer.Option(
        "--mode",
        help="Domination: domination, capital or mission. Default: domination.",
        rich_help_panel=DOMINATION,
    ),
]
CardsOpt = Annotated[
    str | None,
    typer.Option(
        "--cards",
        help="Domination card sets: increasing, fixed or italian. Default: increasing.",
        rich_help_panel=DOMINATION,
    ),
]
RecycleOpt = Annotated[
    bool | None,
    typer.Option(
        "--recycle/--no-recycle",
        help="Domination: traded cards go back into the deck when it runs out. Default: recycle.",
        show_default=False,
        rich_help_panel=DOMINATION,
    ),
]
AutoPlaceOpt = Annotated[
    bool,
    typer.Option(
        "--auto-place",
        help="Domination: deal the territories and place the starting armies at random.",
        rich_help_panel=DOMINATION,
    ),
]
AutoDealOpt = Annotated[
    bool | None,
    typer.Option(
        "--auto-deal/--no-auto-deal",
        help="Domination: deal the territories at random; every player then places the rest of its "
        "armies. Default: on when only AIs play, else the territories are claimed in turn.",
        show_default=False,
        rich_help_panel=DOMINATION,
    ),
]
FirstPlayerOpt = Annotated[
    str | None,
    typer.Option(
        "--first-player",
        help="Domination: random (the rules: drawn from the seed) or seat1 (seat order is turn order). "
        "Default: random; sim uses seat1, as it rotates the seats itself.",
        rich_help_panel=DOMINATION,
    ),
]
NoAutoDefenceOpt = Annotated[
    bool,
    typer.Option(
        "--no-auto-defence",
        help="Domination: defenders choose their dice every roll (default: the most dice).",
        rich_help_panel=DOMINATION,
    ),
]
ContinueOpt = Annotated[
    bool,
    typer.Option(
        "--continue-after-win",
        help="Domination: after a capital or mission win, play on in domination mode.",
        rich_help_panel=DOMINATION,
    ),
]
TurnLimitOpt = Annotated[
    int | None,
    typer.Option(
        "--turn-limit",
        min=0,
        help="Domination: end after this many rounds; the most territories win (0: no limit, the default).",
        rich_help_panel=DOMINATION,
    ),
]

DOMINARIA = "Heroes of Dominaria options"
StartManaOpt = Annotated[
    int | None,
    typer.Option(
        "--start-mana",
        help="Heroes of Dominaria: mana tokens on each location at the start: 1 (the rules) or 2 "
        "(the book's variant, a faster start). Default: 1.",
        rich_help_panel=DOMINARIA,
    ),
]
ComponentsOpt = Annotated[
    Path | None,
    typer.Option(
        "--components",
        help="Heroes of Dominaria: a folder of replacement component files (map.toml, boards.toml, "
        "quests.toml, artifacts.toml, dominaria.toml, public_quests.toml; any of them, the rest stay "
        "the shipped stand-in set; see docs/dominaria.md). Default: the stand-in set.",
        rich_help_panel=DOMINARIA,
    ),
]


def game_flags(
    map_: str | None,
    mode: str | None,
    cards: str | None,
    recycle: bool | None,
    auto_place: bool,
    no_auto_defence: bool,
    continue_after_win: bool,
    turn_limit: int | None,
    start_mana: int | None = None,
    components: Path | None = None,
    auto_deal: bool | None = None,
    first_player: str | None = None,
) -> dict[str, Any]:
    """The game options given as flags beyond players, kingdom and sets (only those given)."""
    given: dict[str, Any] = {
        "map": map_,
        "mode": mode,
        "cards": cards,
        "recycle": recycle,
        "auto_place": auto_place or None,
        "auto_deal": auto_deal,
        "first_player": first_player.strip().lower() if first_player else None,
        "auto_defence": False if no_auto_defence else None,
        "continue_after_win": continue_after_win or None,
        "turn_limit": turn_limit,
        "start_mana": start_mana,
        "components": str(components) if components is not None else None,
    }
    return {k: v for k, v in given.items() if v is not None}


def random_seed() -> int:
    return int.from_bytes(os.urandom(4), "big") % 1_000_000


@app.command(
    epilog="Examples:  dominia play --seed 3 --save game.json  |  "
    "dominia play --players human:Ann,human:Bob  |  dominia play --resume game.json  |  "
    "dominia play domination --map duel --players human,ai:hard  |  "
    "dominia play dominaria --start-mana 2  |  dominia play dominaria --components my-boards/"
)
def play(
    game: GameArg = "dominion",
    players: Annotated[
        str | None,
        typer.Option(
            "--players",
            "-p",
            help="Comma-separated seats in turn order: human, human:NAME, bot:NAME or ai:NAME (or just a "
            "bot name, or your own Python agent as file.py:Name). Several humans play hot-seat. "
            f"Default: {DEFAULT_PLAYERS} "
            "(Domination: human,ai:average; Heroes of Dominaria: human,ai:planner).",
        ),
    ] = None,
    kingdom: KingdomOpt = None,
    sets: SetsOpt = None,
    seed: Annotated[int | None, typer.Option(help="Random seed; the same seed deals the same game.")] = None,
    save: Annotated[
        Path | None,
        typer.Option(help="Save the game to this file after every move (to resume or replay it)."),
    ] = None,
    resume: Annotated[
        Path | None, typer.Option(help="Continue a game saved with --save, with its own players and options.")
    ] = None,
    lang: LangOpt = Lang.en,
    manual_treasures: Annotated[
        bool,
        typer.Option(
            "--manual-treasures", help="Dominion: ask before playing Treasures (default: play them all)."
        ),
    ] = False,
    map_: MapOpt = None,
    mode: ModeOpt = None,
    cards: CardsOpt = None,
    recycle: RecycleOpt = None,
    auto_place: AutoPlaceOpt = False,
    auto_deal: AutoDealOpt = None,
    first_player: FirstPlayerOpt = None,
    no_auto_defence: NoAutoDefenceOpt = False,
    continue_after_win: ContinueOpt = False,
    turn_limit: TurnLimitOpt = None,
    start_mana: StartManaOpt = None,
    components: ComponentsOpt = None,
) -> None:
    """Play a game at the keyboard against bots or other humans."""
    console = Console()
    extra = game_flags(
        map_,
        mode,
        cards,
        recycle,
        auto_place,
        no_auto_defence,
        continue_after_win,
        turn_limit,
        start_mana,
        components,
        auto_deal=auto_deal,
        first_player=first_player,
    )
    with user_errors():
        if resume is not None:
            session = _resume(resume, players, kingdom, sets, seed, save, lang.value, console, extra)
        else:
            session = _new_game(game, players, kingdom, sets, seed, save, lang.value, console, extra)
        if manual_treasures and hasattr(session.renderer, "autoplay"):
            session.renderer.autoplay = False
    try:
        code = session.run()
    except DominiaError as exc:
        fail(f"the game stopped: {exc}", code=1)
    except OSError as exc:
        fail(f"cannot save the game: {exc}", code=1)
    raise typer.Exit(code)


def _check_new_file(path: Path) -> None:
    if not path.parent.is_dir():
        fail(f"cannot save to {path}: there is no directory {path.parent}")
    if path.exists():
        fail(f"{path} already exists; continue it with --resume {path}, or save to another file")


def _new_game(
    game: str,
    players: str | None,
    kingdom: str | None,
    sets: str | None,
    seed: int | None,
    save: Path | None,
    lang: str,
    console: Console,
    extra: dict[str, Any] | None = None,
) -> Session:
    ui = game_ui(game)
    seats = parse_seats(players or getattr(ui, "default_players", DEFAULT_PLAYERS), ui.bot_names())
    if hasattr(ui, "for_seats"):  # defaults that depend on who plays (Domination: AIs only are dealt)
        extra = ui.for_seats(extra, not any(s.is_human for s in seats))
    options = ui.options(len(seats), kingdom, sets, extra)
    if seed is None:
        seed = random_seed()
    state = ui.game.setup(options, seed)
    record = GameRecord(ui.game.name, options, seed, [s.spec for s in seats])
    if save is not None:
        _check_new_file(save)
        record.save(save)
    renderer = ui.renderer(lang)
    session = Session(ui, state, record, seats, renderer, console, save=save)
    console.rule(f"[bold]{escape(ui.game.title)}[/]")
    console.print(f"Seed [bold]{seed}[/] (the same --seed deals the same game)")
    console.print("Players: " + ", ".join(f"{i + 1}. {escape(n)}" for i, n in enumerate(session.names)))
    renderer.intro(console, ui.game.view(state, None), session.names, options)
    if save is not None:
        console.print(f"Saving to {escape(str(save))} after every move.")
    if any(s.is_human for s in seats):
        console.print("[dim]Type ? for help, q to leave.[/]")
    session.catch_up()
    return session


def _resume(
    path: Path,
    players: str | None,
    kingdom: str | None,
    sets: str | None,
    seed: int | None,
    save: Path | None,
    lang: str,
    console: Console,
    extra: dict[str, Any] | None = None,
) -> Session:
    given = [
        flag
        for flag, v in (("--players", players), ("--kingdom", kingdom), ("--sets", sets), ("--seed", seed))
        if v is not None
    ]
    if extra:
        given.append(flag_names(extra))
    if given:
        fail(f"--resume continues a saved game with its own players and options; drop {', '.join(given)}")
    record = GameRecord.load(path)
    ui = game_ui(record.game)
    if not record.seats:
        fail(f"{path}: the record does not say who plays each seat")
    seats = parse_seats(record.seats, ui.bot_names())
    if save is not None and save != path:
        _check_new_file(save)
    target = save or path
    state = ui.game.setup(record.options, record.seed)
    if len(seats) != ui.game.num_seats(state):
        fail(f"{path}: the record names {len(seats)} players for a {ui.game.num_seats(state)}-player game")
    renderer = ui.renderer(lang)
    session = Session(ui, state, record, seats, renderer, console, save=target)
    try:
        session.catch_up()
    except DominiaError as exc:
        fail(f"{path}: the saved moves do not replay ({exc})")
    console.rule(f"[bold]{escape(ui.game.title)}[/] (resumed)")
    console.print(f"Seed {record.seed}, {len(record.moves)} moves so far; saving to {escape(str(target))}.")
    console.print("Players: " + ", ".join(f"{i + 1}. {escape(n)}" for i, n in enumerate(session.names)))
    renderer.intro(console, ui.game.view(state, None), session.names, record.options)
    return session


@app.command("replay")
def replay_cmd(
    file: Annotated[Path, typer.Argument(help="A game file written by 'dominia play --save'.")],
    seat: Annotated[
        int | None,
        typer.Option(help="Watch as this seat (1 = first player) and see its cards; default: spectator."),
    ] = None,
    lang: LangOpt = Lang.en,
) -> None:
    """Replay a saved game move by move, with the log and the final result."""
    from dominia.cli.replay import replay_game

    with user_errors():
        replay_game(Console(), file, seat, lang.value)


@app.command()
def cards(
    game: GameArg = "dominion",
    set_: Annotated[
        str | None,
        typer.Option(
            "--set", help="Only cards of these sets, comma-separated: basic, base, base1e, dark-ages."
        ),
    ] = None,
    lang: LangOpt = Lang.en,
    json_: Annotated[bool, typer.Option("--json", help="Print a JSON list instead of a table.")] = False,
    components: ComponentsOpt = None,
) -> None:
    """List the cards: Dominion's names in English, Russian and Hungarian, cost, types, set,
    editions; Heroes of Dominaria's component set (boards, quests, artifacts, public quests)."""
    from dominia.cli.catalog import cards_command

    with user_errors():
        cards_command(Console(), game, set_, lang.value, json_, components)


@app.command()
def kingdoms(
    game: GameArg = "dominion",
    lang: LangOpt = Lang.en,
    json_: Annotated[bool, typer.Option("--json", help="Print a JSON list instead of a table.")] = False,
) -> None:
    """List the recommended kingdoms from the rule books (use one with play --kingdom ID)."""
    from dominia.cli.catalog import kingdoms_command

    with user_errors():
        kingdoms_command(Console(), game, lang.value, json_)


@app.command(
    epilog="Examples:  dominia bots  |  dominia bots list dominaria  |  dominia bots show smithy  |  "
    "dominia bots show my-bot.toml"
)
def bots(
    what: Annotated[
        str,
        typer.Argument(
            metavar="list|show|GAME",
            help="list [GAME]: the bots of a game (the default; 'dominia bots GAME' too); "
            "show NAME: a Dominion data bot's rules (a built-in name or a .toml / .yaml file).",
        ),
    ] = "list",
    name: Annotated[
        str | None,
        typer.Argument(metavar="GAME|NAME", help="The game to list, or the bot to show.", show_default=False),
    ] = None,
) -> None:
    """List the bots you can play against (play --players bot:NAME) or simulate; show a data bot's rules."""
    from dominia.cli.catalog import bot_show_command, bots_command

    with user_errors():
        if what == "show":
            if name is None:
                fail("bots show needs a bot name or a bot file, e.g. dominia bots show smithy")
            bot_show_command(Console(), name)
        elif what == "list":
            bots_command(Console(), name or "dominion")
        else:
            if name is not None:
                fail(f"unexpected {name!r}: use dominia bots list GAME or dominia bots show NAME")
            bots_command(Console(), what)


@app.command()
def sim(
    game: GameArg = "dominion",
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            "--ai",
            "-b",
            help="Comma-separated bots or AIs, e.g. bmu,smithy or hard,easy; a Dominion bot file "
            "(mybot.toml or mybot.yaml) or your own Python agent (mybot.py:Name) too.",
        ),
    ] = "",
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="How many games.")] = 100,
    seed: Annotated[int | None, typer.Option(help="Base seed; each game's seed is derived from it.")] = None,
    players: Annotated[
        int | None,
        typer.Option("--players", "-p", help="Seats per game (default: one per bot; bots repeat)."),
    ] = None,
    kingdom: KingdomOpt = None,
    sets: SetsOpt = None,
    seating: Annotated[
        str, typer.Option(help="rotate: every bot moves one seat each game; shuffle: random seats per game.")
    ] = "rotate",
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Processes on this machine.")] = 1,
    backend: Annotated[str, typer.Option(help="local, or ray (pip install 'dominia\\[ray]').")] = "local",
    address: Annotated[
        str | None, typer.Option(help="A Ray cluster's address (default: a local Ray).")
    ] = None,
    json_: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    csv_: Annotated[bool, typer.Option("--csv", help="Print the summary as CSV.")] = False,
    games_out: Annotated[
        str | None,
        typer.Option(
            "--games-out",
            help="Stream one row per game to this file (.csv or JSON lines); a rerun resumes it.",
        ),
    ] = None,
    plot_: Annotated[str | None, typer.Option("--plot", help="Save charts to this PNG file.")] = None,
    map_: MapOpt = None,
    mode: ModeOpt = None,
    cards: CardsOpt = None,
    recycle: RecycleOpt = None,
    auto_place: AutoPlaceOpt = False,
    auto_deal: AutoDealOpt = None,
    first_player: FirstPlayerOpt = None,
    no_auto_defence: NoAutoDefenceOpt = False,
    continue_after_win: ContinueOpt = False,
    turn_limit: TurnLimitOpt = None,
    start_mana: StartManaOpt = None,
    components: ComponentsOpt = None,
) -> None:
    """Play bots against each other and summarize: wins, ties and win % with 95% intervals,
    game length, and each game's own figures.

    Example: dominia sim domination --ai hard,easy -n 100 --map classic --jobs 2
    """
    from dominia.cli.simulate import SimRequest, sim_command

    if not bots:
        fail("--bots is required, e.g. --bots random,random")
    if json_ and csv_:
        fail("choose one of --json and --csv")
    if seed is None:
        seed = random_seed()
    extra = game_flags(
        map_,
        mode,
        cards,
        recycle,
        auto_place,
        no_auto_defence,
        continue_after_win,
        turn_limit,
        start_mana,
        components,
        auto_deal=auto_deal,
        first_player=first_player,
    )
    req = SimRequest(
        game,
        bots,
        games,
        seed,
        players,
        kingdom,
        sets,
        extra,
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
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="The port to listen on.")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            help="The database: a SQLAlchemy URL (sqlite:///FILE or postgresql://...) or a SQLite file. "
            "Default: server.sqlite3 in the user's data folder ($DOMINIA_DATA, else "
            "$XDG_DATA_HOME/dominia, else ~/.local/share/dominia)."
        ),
    ] = None,
    components: ComponentsOpt = None,
) -> None:
    """Run the web server: a lobby to start games, seat links to share, live play in the browser."""
    from dominia.server.run import serve_command

    with user_errors():
        serve_command(Console(), host, port, db, components)


app.command("odds", context_settings=ODDS_CONTEXT)(odds_command)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
