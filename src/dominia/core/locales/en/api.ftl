# The Python API's words (dominia.Match, dominia.simulate, dominia.env.DominiaEnv): what a
# program did wrong, said so that its author can fix it.

api-seed-type = a seed is a whole number, not { $seed }
api-seats-type = seats are a list with one entry per seat
api-seat-not-text = seat { $seat }: not text a saved game can hold
api-seats-players = the options give { $players } players but the seats list has { $seats } entries: give one per seat
api-not-an-agent = seat { $seat }: { $agent } is neither a bot's name nor an agent with choose(view, decision)
api-agents-type = agents are a list (one per seat) or a dict from seat number to agent
api-agents-count = the agents list has { $agents } entries for { $seats } seats: give one per seat (None where you answer)
api-stalled = the game did not end within { $steps } decisions
api-undo-nothing = there is no choice to take back
api-undo-chance = the last choice drew on chance (a shuffle or the dice): the rules do not allow taking it back
api-cannot-save = { $path }: cannot save ({ $reason })
api-games-count = the number of games is a whole number, at least 1, not { $games }
api-bots-type = bots are a list of bot names, one or more
api-jobs = jobs is a whole number, at least 1, not { $jobs }

env-players-opponents = the options give { $players } players but there are { $opponents } opponents: give one per other seat
env-seat-range = there is no seat { $seat } for the learner: the seats are 0 to { $last }
env-not-an-agent = an opponent is a bot's name or an agent with choose(view, decision), not { $opponent }
env-over = the game is over: call reset() for a new one
env-cut-off = the game was cut off: call reset() for a new one
env-reset-first = no game yet: call reset() first
