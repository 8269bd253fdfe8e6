# The web app's refusals of a request no route takes.

web-error-method = this address does not take { $method } requests

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = the server is already running as many games of bots only as it takes ({ $n }); try again when one has ended
serve-error-bot-games-address = too many games of bots only from this address are still playing (at most { $n } at once); try again when one has ended

# The end of a game: its charts and a rematch (history.py, rematch.py).
web-error-history-playing = the game is still being played: its charts are shown when it ends
web-error-rematch-playing = the game is still being played: a rematch can be asked for once it ends
web-error-rematch-spectator = only a player of the game can ask for a rematch
web-error-rematch-taken = this seat of the rematch was already taken with another link
