# The game's name (the Russian book's title; Ukrainian the project's own)
game-dominion = Домініон
