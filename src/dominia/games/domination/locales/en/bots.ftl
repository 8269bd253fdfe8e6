# Domination's AIs, as `dominia bots domination` and the web lobby describe them.

bot-random = uniform over the legal choices
bot-easy = planning AI, weak: random placement 2 times in 5, timid attacks, no ganging up
bot-average = planning AI: some random placement, fair odds, short plans
bot-hard = planning AI, strong: continents, card timing, eliminations, ganging up on the leader
