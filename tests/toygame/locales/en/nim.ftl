# Nim, the test-only game: its every word.

game-nim = Nim
nim-prompt = How many stones?
nim-take = Take { $n }
nim-event-take = { $player } takes { $n ->
    [one] { $n } stone
   *[other] { $n } stones
}; { $left } left
nim-outcome-last-stone = { $player } took the last stone
nim-error-options = Nim's options are players (2) and stones
nim-error-size = Nim is for 2 players with 1 to 99 stones
nim-error-not-legal = { $choice } is not a legal choice for { $player }
nim-help-stones = How many stones are on the table at the start (1 to 99). Default: 10.
nim-lobby-stones = Stones at the start
