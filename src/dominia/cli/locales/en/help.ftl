# The commands' help (`dominia COMMAND --help`): `help-<command>` is a command's, with its
# examples as `.epilog`; `help-<command>-<option>` an option's, `help-opt-<option>` the same
# option's in every command; `help-panel-<id>` a group of options.

help-app = Play and study Dominion, Domination and Heroes of Dominaria on the command line: against bots and AIs, hot-seat, replays, simulations.
help-app-version = Print the version and exit.
help-usage = Usage:
help-usage-options = [OPTIONS]
help-usage-command = COMMAND [ARGS]...
# the type of value an option takes, in its help
help-type-number = <number>
help-type-text = <text>
help-type-path = <path>
# placeholders in the help: what to type there
help-metavar-game = GAME
help-metavar-name = NAME
help-metavar-file = FILE
help-metavar-lang = LANG
help-metavar-attackers = ATTACKERS
help-metavar-defenders = DEFENDERS
help-help-option = Show this message and exit.
help-panel-arguments = Arguments
help-panel-options = Options
help-panel-commands = Commands
help-panel-error = Error
help-panel-dominion = Dominion options
help-panel-domination = Domination options
help-panel-dominaria = Heroes of Dominaria options
# a game's options without a panel title of its own (one where the language needs its own form)
help-panel-game = { $game } options
help-default = [default: { $value }]
help-required = [required]
help-aborted = Aborted.
help-try = Try { $command } for help.

help-opt-lang = The language to read: en, ru, uk or hu. Default: DOMINIA_LANG, else the locale (LANG), else English.
help-opt-game = The game: dominion, domination or dominaria (Heroes of Dominaria).
help-opt-kingdom = A recommended kingdom (id or name in any language, e.g. first-game, 'Первая партия') or comma-separated card names in any language; fewer than 10 are filled at random. Default: random.
help-opt-sets = Card sets for random kingdom cards, comma-separated: base, base1e, dark-ages. Default: base.
help-opt-map = Domination: a map name (see dominia maps list) or a .map file. Default: classic.
help-opt-mode = Domination: domination, capital or mission. Default: domination.
help-opt-cards = Domination card sets: increasing, fixed or italian. Default: increasing.
help-opt-recycle = Domination: traded cards go back into the deck when it runs out. Default: recycle.
help-opt-auto-place = Domination: deal the territories and place the starting armies at random.
help-opt-auto-deal = Domination: deal the territories at random; every player then places the rest of its armies. Default: on when only AIs play, else the territories are claimed in turn.
help-opt-first-player = Domination: random (the rules: drawn from the seed) or seat1 (seat order is turn order). Default: random; sim uses seat1, as it rotates the seats itself.
help-opt-no-auto-defence = Domination: defenders choose their dice every roll (default: the most dice).
help-opt-continue-after-win = Domination: after a capital or mission win, play on in domination mode.
help-opt-turn-limit = Domination: end after this many rounds; the most territories win (0: no limit, the default).
help-opt-start-mana = Heroes of Dominaria: mana tokens on each location at the start: 1 (the rules) or 2 (the book's variant, a faster start). Default: 1.
help-opt-components = Heroes of Dominaria: a folder of replacement component files (map.toml, boards.toml, quests.toml, artifacts.toml, dominaria.toml, public_quests.toml; any of them, the rest stay the shipped stand-in set; see docs/dominaria.md). Default: the stand-in set.
help-opt-json = Print a JSON list instead of a table.

help-play = Play a game at the keyboard against bots or other humans.
    .epilog = Examples:  dominia play --seed 3 --save game.json  |  dominia play --players human:Ann,human:Bob  |  dominia play --resume game.json  |  dominia play domination --map duel --players human,ai:hard  |  dominia play dominaria --start-mana 2  |  dominia play dominaria --components my-boards/  |  dominia play --lang uk
help-play-players = Comma-separated seats in turn order: human, human:NAME, bot:NAME or ai:NAME (or just a bot name, or your own Python agent as file.py:Name). Several humans play hot-seat. Default: human,bot:heuristic (Domination: human,ai:average; Heroes of Dominaria: human,ai:planner).
help-play-seed = Random seed; the same seed deals the same game.
help-play-save = Save the game to this file after every move (to resume or replay it).
help-play-resume = Continue a game saved with --save, with its own players and options.
help-play-manual-treasures = Dominion: ask before playing Treasures (default: play them all).

help-replay = Replay a saved game move by move, with the log and the final result.
help-replay-file = A game file written by 'dominia play --save'.
help-replay-seat = Watch as this seat (1 = first player) and see its cards; default: spectator.

help-cards = List the cards: Dominion's names in every language, cost, types, set, editions; Heroes of Dominaria's component set (boards, quests, artifacts, public quests).
help-cards-set = Only cards of these sets, comma-separated: basic, base, base1e, dark-ages.

help-kingdoms = List the recommended kingdoms from the rule books (use one with play --kingdom ID).

help-bots = List the bots you can play against (play --players bot:NAME) or simulate; show a data bot's rules.
    .epilog = Examples:  dominia bots  |  dominia bots list dominaria  |  dominia bots show smithy  |  dominia bots show my-bot.toml
help-bots-what = list [GAME]: the bots of a game (the default; 'dominia bots GAME' too); show NAME: a Dominion data bot's rules (a built-in name or a .toml / .yaml file). import FILE: DominionSim's bot XML written as Dominion bot files (--out FOLDER).
help-bots-name = The game to list, the bot to show, or the file to import.

help-sim = Play bots against each other and summarize: wins, ties and win % with 95% intervals, game length, and each game's own figures.
    .epilog = Example: dominia sim domination --ai hard,easy -n 100 --map classic --jobs 2
help-sim-bots = Comma-separated bots or AIs, e.g. bmu,smithy or hard,easy; a Dominion bot file (mybot.toml or mybot.yaml) or your own Python agent (mybot.py:Name) too.
help-sim-games = How many games.
help-sim-seed = Base seed; each game's seed is derived from it.
help-sim-players = Seats per game (default: one per bot; bots repeat).
help-sim-seating = rotate: every bot moves one seat each game; shuffle: random seats per game.
help-sim-jobs = Processes on this machine.
help-sim-backend = local, or ray (pip install 'dominia\[ray]').
help-sim-address = A Ray cluster's address (default: a local Ray).
help-sim-json = Print the summary as JSON.
help-sim-csv = Print the summary as CSV.
help-sim-games-out = Stream one row per game to this file (.csv or JSON lines); a rerun resumes it.
help-sim-plot = Save charts to this PNG file.

help-serve = Run the web server: a lobby to start games, seat links to share, live play in the browser.
help-serve-host = The address to listen on.
help-serve-port = The port to listen on.
help-serve-db = The database: a SQLAlchemy URL (sqlite:///FILE or postgresql://...) or a SQLite file. Default: server.sqlite3 in the user's data folder ($DOMINIA_DATA, else $XDG_DATA_HOME/dominia, else ~/.local/share/dominia).

help-maps = Domination maps: list, show, validate, import.
help-maps-list = The maps you can play: built-in ones and the ones you imported.
help-maps-show = A map's continents with their bonuses, every territory's borders, its cards and missions.
help-maps-show-name = A library map name, or a path to a .map file.
help-maps-validate = Check a .map file and its cards file: OK with the counts, or the first error with file:line. Warns about what loads but may not play well (say, a mission met while placing the first armies).
help-maps-validate-file = A .map file (its cards file is read too).
help-maps-import = Check a .map file and copy it with its cards file into your maps folder.
help-maps-import-file = A .map file; its cards file is copied with it.

help-odds = Domination: exact odds of a battle, both sides rolling the most dice until it ends. Shows the chance of conquest, the armies each side expects to keep and every possible outcome (cumulative: that outcome or a better one for the attacker).
help-odds-attackers = Attacking armies, not counting the one that stays behind (the territory holds one more).
help-odds-defenders = Defending armies.
help-odds-italian = Italian rules: the defender rolls up to 3 dice.
help-odds-stop = Stop attacking when N attacking armies are left (0: fight to the last, keeping only the army that stays behind).
help-odds-json = Print everything as JSON, with exact fractions beside the floats.

## The command line's own errors

usage-no-such-option = No such option: { $option }
usage-no-such-option-suggest = No such option: { $option } (Possible options: { $options })
usage-missing-argument = Missing argument { $name }.
usage-missing-option = Missing option { $name }.
usage-needs-value = Option { $option } requires an argument.
usage-no-such-command = No such command { $command }.
usage-no-such-command-suggest = No such command { $command }. Did you mean { $commands }?
usage-extra-arguments = Got unexpected extra argument(s) ({ $args })
usage-not-an-integer = Invalid value for { $name }: Input should be a valid integer, unable to parse string as an integer
usage-at-least = Invalid value for { $name }: Input should be greater than or equal to { $min }
usage-at-most = Invalid value for { $name }: Input should be less than or equal to { $max }
usage-invalid-value = Invalid value for { $name }: { $error }

help-optimize = Search the Dominion bots written as rules (bot files) for the best on a kingdom: an evolutionary search played by simulation, the best bot written as a file with its win rate against bmu, heuristic and the kingdom's best single-card bot.
help-optimize-out = The bot file to write (default: optimized.toml; never overwritten).
help-optimize-population = Bots per generation.
help-optimize-generations = Generations.
help-optimize-games = Games of each bot against each opponent per generation.
help-optimize-final-games = Games of the best bot against each yardstick at the end.
help-optimize-players = Players per game.
help-optimize-seed = Base seed: the same seed and settings find the same bot.
help-optimize-jobs = Processes on this machine.
help-optimize-backend = local, or ray (pip install 'dominia\[ray]').
help-optimize-address = A Ray cluster's address (default: a local Ray).
