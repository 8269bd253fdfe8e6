# The terminal's words: every command, its help, the play loop, replays, the simulator,
# the catalogues. A game's own words are in its table (games/<game>/locales).

## Games' titles (a game's table may give its own)

game-dominion = Dominion
game-domination = Domination
game-dominaria = Heroes of Dominaria

## Seats

seat-bot = { $bot } bot
seat-ai = { $bot } AI

## Errors

error-prefix = Error:
error-os-file = { $file }: { $text }
error-seat-spec = bad seat { $seat }: use human, human:NAME, bot:NAME, ai:NAME or a Python agent (file.py:Name)
error-seat-no-bot-name = bad seat { $seat }: the bot needs a name
error-seat-no-bot-file = bad seat { $seat }: no bot file { $file }
error-empty-seat = bad player list { $players }: an empty seat between commas
error-game-option = { $flags } { $count ->
    [one] is a { $owner } option
   *[other] are { $owner } options
}, not for { $game }
error-other-games-option = { $flags } { $count ->
    [one] is another game's option
   *[other] are other games' options
}, not for { $game }
what-kingdom-or-card = kingdom or card
error-unknown-map-list = { $error }; maps: { $maps } (see dominia maps list)

## dominia play

play-stopped = the game stopped: { $error }
play-cannot-save = cannot save the game: { $error }
play-no-directory = cannot save to { $path }: there is no directory { $folder }
play-file-exists = { $path } already exists; continue it with --resume { $path }, or save to another file
play-resume-drop = --resume continues a saved game with its own players and options; drop { $flags }
play-record-no-seats = { $path }: the record does not say who plays each seat
play-record-seats = { $path }: the record names { $named } players for a { $seats }-player game
play-moves-do-not-replay = { $path }: the saved moves do not replay ({ $error })
play-seed = Seed { $seed } (the same --seed deals the same game)
play-players = Players: { $players }
play-player-entry = { $n }. { $name }
play-saving = Saving to { $path } after every move.
play-type-help = Type ? for help, q to leave.
play-resumed = { $title } (resumed)
play-resumed-line = Seed { $seed }, { $moves } moves so far; saving to { $path }.
play-game-over = Game over
play-saved-watch = Saved to { $path }; watch it again with: dominia replay { $path }
play-left-saved = Game saved to { $path }. Resume it with: dominia play --resume { $path }
play-left-unsaved = Left the game. It was not saved (start with --save FILE to be able to resume).
play-pass-screen = Pass the screen to { $player } — press Enter
play-pass-screen-help = (then ? for help, q to leave)
play-to-decide = { $player } to decide
play-since-last = Since your last decision:
play-decider = { $player }:
play-no-info = No card named { $name }
play-try-again = — try again (? for help)
play-not-a-number = { $n } is not a choice number (1-{ $last })
play-ambiguous = { $text } is ambiguous: { $options }; type the number
play-no-such-choice = no such choice: { $text }
play-no-such-choice-hint = no such choice: { $text } ({ $hint })
play-help-answer = Answer with the number of a choice, its id or its name as the list shows it.
play-help-commands = Commands:
play-help-help = this help
play-help-board = show the board again
play-help-choices = show the choices again
play-help-info-key = i NAME
play-help-info = what a card does (e.g. i witch)
play-help-quit = leave the game (resume later if you used --save)

## A game without its own renderer

generic-options = Options: { $options }
generic-board = { $data }
generic-event = { $text }
generic-final-scores = Final scores
generic-col-seat = Seat
generic-col-player = Player
generic-col-score = Score
generic-winner = winner
generic-ended = The game ended: { $reason }

## dominia replay

replay-bad-options = { $path }: the record's options do not make a game ({ $error })
replay-bad-seat = --seat must be between 1 and { $n }
replay-title = { $title } replay: { $path }
replay-as-player = as { $player }
replay-as-spectator = as a spectator
replay-line = Seed { $seed }, { $moves } moves, watching { $who }
replay-after-end = { $path }: move { $move } comes after the end of the game
replay-seat-n = seat { $n }
replay-move-fails = { $path }: move { $move } ({ $seat }: { $choice }) does not replay: { $error }
replay-not-finished = Not finished
replay-stops = The record stops after { $moves } moves, before the end of the game.
replay-result-differs = Note: the result stored in the file differs from the replayed one.

## dominia bots

bots-show-needs-name = bots show needs a bot name or a bot file, e.g. dominia bots show smithy
bots-unexpected = unexpected { $name }: use dominia bots list GAME or dominia bots show NAME

## dominia sim

sim-bots-required = --bots is required, e.g. --bots random,random
sim-json-or-csv = choose one of --json and --csv
sim-too-many-bots = { $bots } bots do not fit in { $seats } seats
sim-bots-only = sim plays bots only; drop 'human' from --bots
sim-seating = --seating is one of: { $seatings }
sim-progress = Simulating
sim-rate = { $rate } games/s
sim-seating-rotate = rotated
sim-seating-shuffle = shuffled
sim-title = { $games } games, seed { $seed }, { $players } players, seats { $seating }
sim-col-bot = Bot
sim-col-wins = Wins
sim-col-ties = Ties
sim-col-win-pct = Win % (95% CI)
sim-col-score = Score
sim-col-turns = Turns
sim-col-eliminated = Eliminated
sim-col-vp-per-turn = VP/turn
sim-col-money = Treasure $
sim-ended-on = Games ended on: { $ends }.
sim-ended-provinces = provinces
sim-ended-piles = piles
sim-per-turn-columns = VP/turn: final VP over turns; $/turn: coins generated in a turn (Treasures and +$), averaged over turns; Treasure $: coin value of the Treasures owned, averaged over turns.
sim-score-by-source = Average score by source
sim-source-heroes = Heroes
sim-source-manaliths = Mlith
sim-source-leylines = Ley
sim-source-cabal = Cabal
sim-source-artifacts = Artif
sim-source-quests = Quests
sim-source-counted = Count
sim-source-public = Public
sim-seat-pct = seat { $seat } { $pct }%
sim-seat-win-pct = Win % by seat in turn order (whoever sat there): { $seats }.
sim-shared-wins = Games with a shared win: { $n }.
sim-average-length = Average game length: { $turns } turns.
sim-speed = { $rate } games per CPU-second.
sim-shared-win-fraction = Win % counts a shared win as a fraction.
sim-turns-every-player = Turns count every player's turns.
sim-stalled = { $n } game(s) did not end within { $steps } decisions: counted as games nobody won (--games-out lists them with reason 'stalled').
sim-resumed = { $n } games were already in the games file; { $played } played now.
sim-uneven = Note: { $games } games do not rotate evenly over { $players } seats.
sim-unknown-backend = unknown backend { $backend }; use one of: { $backends }
sim-jobs-at-least-1 = --jobs must be at least 1
sim-needs-ray = the Ray backend needs Ray: pip install 'dominia[ray]' (or use --jobs N on this machine)
sim-cannot-read = { $path }: cannot read ({ $error })
sim-another-run = { $path } holds games of another run (other bots, options, seed or seating); use another --games-out file or delete this one
sim-not-a-row = { $path }:{ $line }: not a row of game results
sim-needs-matplotlib = --plot needs matplotlib (pip install matplotlib)
sim-cannot-write-plot = { $path }: cannot write the plot ({ $error })
sim-plot-win-pct = win % (95% interval)
sim-plot-title = { $game }: { $games } games
sim-plot-vp = VP after each turn
sim-plot-money = Coin value of the Treasures owned after each turn
sim-plot-territories = Territories after each round
sim-plot-while = (while { $share } or more of its games last)
sim-plot-round = round
sim-plot-turn = turn

## dominia cards, kingdoms, bots

catalog-no-card-list = { $game } has no card list yet
catalog-no-kingdom-list = { $game } has no kingdom list yet
catalog-set-not-dominaria = --set is for Dominion's card sets; Heroes of Dominaria has one component set
catalog-unknown-set = unknown card set { $set }; known sets: { $sets }
catalog-cards-title = { $n } cards
catalog-lang-en = English
catalog-lang-ru = Russian
catalog-lang-uk = Ukrainian
catalog-lang-hu = Hungarian
catalog-lang-pseudo = Pseudo
catalog-col-types = Types
catalog-col-set = Set
catalog-col-editions = Ed.
catalog-kingdoms-title = { $n } recommended kingdoms (play one with: dominia play --kingdom ID)
catalog-col-id = ID
catalog-col-name = Name
catalog-col-book = Book
catalog-col-cards = Cards
catalog-needs = needs { $sets }
catalog-bots-title = Bots (play against one with --players human,bot:NAME)
catalog-col-bot = Bot
catalog-col-plays = Plays
catalog-data-bots = Data bots (all but random and heuristic) are rule lists: dominia bots show NAME prints them. Your own: a .toml or .yaml file (docs/dominion.md, "Bots as data") given as bot:path/to/bot.toml.
catalog-own-agent = Or your own agent in Python, for any game: file.py:Name wherever a bot goes (docs/agents.md; examples/bots/smithy_money.py).
catalog-python-bot = the { $bot } bot is written in Python, not as data: it has no rules to show
catalog-components-title = { $game }: { $summary }
catalog-components-from = from { $folder }
catalog-components-file = { $file } { $provenance } v{ $version }
catalog-provenance-stand-in = stand-in
catalog-provenance-official = official
catalog-fingerprint = fingerprint { $fingerprint }
catalog-components-replace = Replace any file with the printed components: dominia play dominaria --components FOLDER (docs/dominaria.md).
catalog-abilities = Abilities
catalog-col-ability = Ability
catalog-col-ability-cost = Cost (its colour + any colour)
catalog-boards = Player boards: track values left to right (♦ +1 Move, !! a quest, +2g green mana)
catalog-col-board = Board
catalog-col-hero = Hero
catalog-col-manalith = Manalith
catalog-col-leyline = Leyline
catalog-col-cabal = Cabal
catalog-quests-title = { $n } quests
catalog-col-quests-name = Quest
catalog-col-quests-text = Needs → reward
catalog-artifacts-title = { $n } artifacts
catalog-col-artifacts-name = Artifact
catalog-col-artifacts-text = Abilities
catalog-public-quests-title = { $n } public quests
catalog-col-public-quests-name = Public quest
catalog-col-public-quests-text = Needs
catalog-col-vp = VP
catalog-dominaria-cards-title = { $n } Dominaria cards, by colour
catalog-col-colour = Colour
catalog-col-artifact-tokens = Artifact tokens to
catalog-col-cabal-tokens = Cabal tokens to

## dominia bots show NAME (the rules stay in the bot language's own keywords)

bots-show-title = { $bot }: { $description }
bots-show-built-in = from built-in ({ $file })
bots-show-generated = from built-in (generated: bmu with one { $card })
bots-show-from = from { $source }
bots-show-buy = Buy the first rule that applies and is affordable:
bots-show-play = Play, best first: { $cards }
bots-show-play-nothing = Play: no Actions
bots-show-trash = Trash, first found: { $cards }
bots-show-trash-nothing = Trash, first found: nothing preferred
bots-show-defaults = Everything else: the defaults of every bot (bots/common.py)

# dominia optimize
optimize-setting = --{ $name } must be a whole number from { $low } to { $high } (got { $value })
optimize-unsupported = { $game } has no bots written as rules to optimize
optimize-out-suffix = { $path }: the bot file must end in { $suffix }
optimize-cannot-write = { $path }: cannot write the bot ({ $error })
optimize-start = Searching: { $population } bots a generation, { $generations } generations, { $games } games against each opponent, seed { $seed }.
optimize-rivals = The best single-card bots against { $yardstick } (the best is an opponent and a yardstick):
optimize-generation = Generation { $n }/{ $of }: best { $best }%, mean { $mean }%, { $tried } bots tried
optimize-options = Kingdom: { $options }
optimize-best = The best bot found, { $games } games against each:
optimize-wrote = Wrote { $path }. Play it: dominia sim { $game } --bots { $path },bmu — or load it in the lobby.
optimize-description = Found by dominia optimize for { $options }; wins { $pct }% against { $yardstick }
optimize-col-bot = Bot
optimize-col-opponent = Against
optimize-col-games = Games
optimize-file-exists = { $path } exists already: choose another --out file (a bot file is never overwritten)
bots-show-opening = Opening on { $split }: { $cards } (the larger hand buys the first)
bots-show-opening-any = Opening: { $cards } (the larger hand buys the first)
bots-show-opening-nothing = nothing
bots-show-penultimate = Penultimate Province rule: no Province that would leave the last one to a winning opponent
