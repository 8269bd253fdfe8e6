# Heroes of Dominaria's AIs: what each does (ids bot-<slug(name)>, shown beside the name).

bot-random = uniform over the legal choices
bot-greedy = the best single action each time, for its score and mana now
bot-planner = plans whole turns: income, reach, quests and public quests weighed to the end
bot-leylines = single-minded: only Leylines (and quests)
bot-manaliths = single-minded: only Manaliths (and quests)
bot-cabal = single-minded: only confronting the Cabal (and quests)
bot-artifacts = single-minded: only exploring for artifacts (and quests)
bot-quest-first = single-minded: quests above all
