# The simulator's figures beyond wins: coins generated, the end of the game.

sim-col-coins = $/turn
sim-col-deck-size = Cards
sim-col-card = Card
sim-plot-coins = Coins generated in each turn (Treasures and +$)
sim-plot-ties = ties
sim-plot-piles = Piles empty at the end (% of games)
sim-plot-piles-ended = { $pct }% of games ended on piles
sim-plot-deck = Deck at the end (average copies)
sim-plot-pct = % of games
sim-plot-copies = copies
sim-piles-ended = Games ended on piles: { $pct }%.
sim-end-piles = Piles empty at the end (% of games): { $piles }.
sim-end-trash = Trash at the end, per game: { $cards }.
sim-end-nothing = nothing
sim-end-deck = Deck at the end (average copies per game)
