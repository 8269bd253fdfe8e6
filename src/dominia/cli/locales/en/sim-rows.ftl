# A games file (`dominia sim --games-out`) whose rows were changed: which line, which field.

sim-row-missing = { $path }:{ $line }: the row has no “{ $field }”
sim-row-bad = { $path }:{ $line }: “{ $field }” { $problem }
sim-row-twice = { $path }:{ $line }: game { $game } is in the file already (line { $first })
sim-row-other-fields = { $path }:{ $line }: “{ $field }” is in this row or in the row of line { $other }, not in both
sim-want-index = is not a game's number (a whole number, 0 or more)
sim-want-int = is not a whole number
sim-want-text = is not text
sim-want-seconds = is not a number of seconds
sim-want-batch = is not what this run gives that game (the file was changed)
sim-want-seats = is not a seating (the seat numbers 0, 1, ... in some order)
sim-want-bots = is not a bot's name per seat
sim-want-per-seat = is not a number per seat
sim-want-winners = is not a list of seat numbers
sim-want-turns = is not a number of turns (per seat or for the whole game)
sim-want-figure = is not one of the game's figures (an entry per seat: numbers, lists or tables of numbers)
sim-want-same-shape = does not have the shape it has in the rows before
