# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
botname-easy = easy
botname-medium = medium
botname-hard = hard
botname-random = random
botname-greedy = greedy
botname-planner = planner
botname-leylines = leylines
botname-manaliths = manaliths
botname-cabal = cabal
botname-artifacts = artifacts
botname-quest-first = quest-first
