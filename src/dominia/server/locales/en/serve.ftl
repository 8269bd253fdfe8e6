# `dominia serve`: what the terminal says when it starts the web server.

serve-open = Dominia server: open { $url } (database { $database })
serve-stop = Ctrl+C stops it; games continue where they were when it is started again.
serve-components = { $game }: { $summary }, from { $folder }
serve-no-folder = cannot make the data folder { $folder }: { $error }
serve-bad-url = not a database URL: { $url }
serve-no-database = cannot open the database { $url }: { $error }
serve-bad-env = { $name } must be a number above 0 (DOMINIA_BOT_PACE may be 0: unpaced), not { $value }
serve-bad-switch = { $name } must be 0 (off) or 1 (on), not { $value }
serve-game-stalled = stopped by the server: the bots made { $moves } moves in a row and the game did not end
