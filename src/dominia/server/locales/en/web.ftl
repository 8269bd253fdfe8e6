# The web pages' own words (the lobby, the game page) and the server's errors. A game's board
# words are in its own table (ids web-...); this table's ids are lobby-, game-, page-, web-error-.

## The lobby

lobby-tagline = Dominion, Domination and Heroes of Dominaria — with friends or against bots.
page-language = Language
lobby-new-game = New game
lobby-game = Game
lobby-players = Players
lobby-seats = Seats
lobby-options = Options
lobby-create = Create the game
lobby-ready = Your game is ready
lobby-ready-help = Send each player their own link: it is their seat's secret. Anyone with a link can play that seat. If a link reaches the wrong person, New link replaces it: the old one stops working. This browser keeps the right to do so (see Links… under your games).
lobby-your-games = Your games
lobby-your-games-help = Games whose links this browser has opened.
lobby-title-components = { $title } ({ $components })
lobby-seat-kind = Seat { $seat }: who plays
lobby-seat-bot = Seat { $seat }: bot
lobby-seat-name = Seat { $seat }: name
lobby-human = Human
lobby-bot = Bot / AI
lobby-game-options = { $game } options
lobby-link-of = { $label } link
lobby-open = Open
lobby-copy = Copy
lobby-new-link = New link
lobby-hotseat = All human seats on this device (hot-seat)
lobby-seat-link = Seat { $seat } ({ $name })
lobby-spectator = Spectator
lobby-spectator-who = spectator
lobby-none-yet = None yet.
lobby-finished = finished
lobby-your-turn = your turn
lobby-waiting-for = waiting for { $name }
lobby-game-who = { $game }: { $who }
lobby-game-state = — { $state } (move { $move })
lobby-links = Links…
page-server-said = the server said { $status }
page-unreachable = cannot reach the server: { $error }

## The game page

game-page-title = { $game } — Dominia
game-view-label = The game as you see it
game-log = Log
game-connecting = Connecting…
game-no-token = This link has no seat token: open the link you were sent.
game-revoked = This link was replaced by the game's host: ask them for the new one.
game-bad-link = This link does not open a game.
game-reconnecting = Connection lost: the board is locked until it is back; reconnecting in { $seconds } s…
game-spectator = spectator
game-status = You: { $me }. { $state }
game-status-over = The game is over.
game-status-mine = Your turn.
game-status-waiting = Waiting for { $name }.
game-status-more = Show the whole status bar
game-status-less = Fold the status bar
game-pass-to = Pass the device to { $name }.
game-show-mine = I am { $name }: show my cards
game-picked = { $place }: pick where to, or a choice below.
game-show-all = Show all choices (Esc)
game-choosing = { $name } is choosing…
game-how-many = How many ({ $lo } to { $hi })
game-won = { $n ->
    [one] { $names } won
   *[other] { $names } won
}
game-nobody = Nobody
game-ended = The game ended: { $reason }.
game-col-player = Player
game-col-score = Score
page-players = Players
page-yes = yes
page-no = no
page-turn-of = { $name }’s turn
page-choice-odds = { $label } (win { $win })
page-choice-claim = Claim { $place }
page-choice-place = Place on { $place }
page-choice-count = { $n ->
    [one] { $n } army
   *[other] { $n } armies
}
page-choice-attack = Attack { $dst } from { $src }
page-choice-fortify = Fortify { $dst } from { $src }
page-choice-move-to = Move from { $src } to { $dst }
page-choice-move = Move { $n }
page-choice-colour = Take { $colour }

# the action bar, the keys, the turn alerts, the disconnection banner (project's own)
game-page-title-turn = ● Your turn — { $game } — Dominia
game-round = round { $n }
game-sending = sending…
game-all-choices = All choices ({ $n })
game-stop-at = stop when this many are left:
game-confirm = OK: { $choice }
game-less = fewer
game-more = more
game-all-n = all ({ $n })
game-queued = Your move waits for the connection: { $choice }
game-queued-cancel = Cancel it
game-queued-dropped = Not sent: the game moved on while the connection was lost ({ $choice }).
game-keys-title = Keys
game-close = Close
game-key-e = E
game-key-e-does = end the phase or the turn (Done)
game-key-t = T
game-key-t-does = play all Treasures
game-key-r = R
game-key-r-does = place the rest of your set-up at random
game-key-y = Y
game-key-y-does = answer yes
game-key-n = N
game-key-n-does = answer no
game-key-a = A
game-key-a-does = open the list of all choices
game-key-enter = Enter
game-key-enter-does = in the number box: confirm the number
game-key-esc = Esc
game-key-esc-does = forget the picked place; close this panel
game-key-tab = Tab
game-key-tab-does = move between the choices on the board; Enter or Space takes one
game-key-help-does = show or hide this panel
game-sound-on = A sound when it is your turn: on
game-sound-off = A sound when it is your turn: off
game-notify = Notify me when it is my turn

## Errors (nothing changed)

web-error-players = { $game } needs { $lo } to { $hi } players, not { $n }
web-error-seat-kind = seat { $seat }: kind must be 'human' or 'bot', not '{ $kind }'
web-error-option-players = options say { $players } players but { $seats } seats are given
web-error-option-unknown = { $game } has no option { $option } (its options: { $known })
web-error-option-server = { $option } is the server's to choose, not a client's
web-error-option-choice = { $option } cannot be { $value }: choose one of { $choices }
web-error-bad-token = this link's token is not valid for this game
web-error-no-seeds = this server does not take seeds
web-error-no-game = no such game
web-error-broken = this game cannot be rebuilt: { $error }
web-error-not-host = only the game's host link may replace links
web-error-no-seat = no seat { $seat }: the game has { $seats } seats
web-error-bot-seat = seat { $seat } is a bot: it has no link
web-error-storage-link = the new link could not be saved; try again
web-error-storage-move = the move could not be saved; try again
web-error-revoked = this link was replaced by the game's host
web-error-spectator = a spectator cannot move
web-error-stale = that answers version { $version }, but the game is at version { $current }; here is the current state
web-error-conflict = another move was stored first; here is the current state
web-error-bots = the bots did not stop moving
web-error-too-large = the request is over { $limit } bytes
web-error-message-size = a message may have at most { $limit } bytes
web-error-slow-down = too many messages; slow down
web-error-too-many-games = too many new games from this address; try again in a minute
web-error-not-json = a message must be a JSON object
web-error-malformed = malformed message: { $detail }
web-error-no-endpoint = no such page
# a bot's seat on the page, by the game's name for it (botname-)
web-seat-bot = { $bot } bot
web-seat-ai = { $bot } AI

# seeing the game: others' moves replayed, the condensed log, card and quest text
game-replaying = { $name } moved: replaying…
game-others = The others
game-skip = Skip
game-key-s = S
game-key-s-does = skip the replay of the others' moves
game-key-i = I
game-key-i-does = on a card: its text in the side panel
game-log-times = { $text } ×{ $n }
game-log-filter = Show in the log
game-log-all = all
game-log-mine = mine
game-log-others = others
game-since = Since your last turn ({ $n })
game-info-title = Card text
game-replay-setting = Replay the others’ moves one by one (about half a second each)

# The end of a game: its charts (static/charts.js), a rematch, back to the lobby.
end-charts = How the game went
end-charts-loading = Drawing the charts…
end-chart-table = Show the figures
end-chart-line-desc = A line chart of { $y } by { $x }, one line per player; the figures are in the table below it.
end-chart-stack-desc = A bar per player of { $y }, each bar split by source; the figures are in the table below it.
end-chart-point = { $name }, { $x } { $at }: { $value }
end-chart-part = { $name }, { $part }: { $value }
end-chart-total = Total
end-rematch = Rematch
end-rematch-note = The same players, bots and settings, a new deal.
end-rematch-join = Join the rematch
end-rematch-started = { $name } asked for a rematch.
end-rematch-making = Setting up the rematch…
end-lobby = Back to the lobby

# The lobby remembers each game's last settings; a seat's own options; suggestions for a field
lobby-reset = Reset to defaults
lobby-seat-option = Seat { $seat }: { $option }
lobby-suggestions = { $option }: recommended
lobby-suggestions-label = Recommended:
lobby-suggestions-none = — choose —

# the mark beside a winner's name in the final table
game-winner-mark = Winner
