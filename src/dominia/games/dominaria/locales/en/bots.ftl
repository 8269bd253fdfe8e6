# Heroes of Dominaria's AIs: what each does (ids bot-<slug(name)>, shown beside the name).

# The levels, with their measured strength (benchmarks/dominaria_ai.py --only levels).
bot-easy = the greedy AI (level 1): the best single action each time; wins 100% of 2-player games against random
bot-medium = the planner (level 2): plans whole turns; wins 88% of 2-player games against easy
bot-hard = level 3: tries the planner's best plans in redealt worlds, playing on through its next turn; wins 66% of 2-player games against medium
bot-random = uniform over the legal choices
bot-greedy = the best single action each time, for its score and mana now
bot-planner = plans whole turns: income, reach, quests and public quests weighed to the end
bot-leylines = single-minded: only Leylines (and quests)
bot-manaliths = single-minded: only Manaliths (and quests)
bot-cabal = single-minded: only confronting the Cabal (and quests)
bot-artifacts = single-minded: only exploring for artifacts (and quests)
bot-quest-first = single-minded: quests above all
