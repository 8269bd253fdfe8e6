# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
# project's own
botname-easy = легкий
botname-medium = середній
botname-hard = сильний
botname-random = випадковий
botname-greedy = жадібний
botname-planner = стратег
botname-leylines = лейлінії
botname-manaliths = маналіти
botname-cabal = кабал
botname-artifacts = артефакти
botname-quest-first = квести-передусім
