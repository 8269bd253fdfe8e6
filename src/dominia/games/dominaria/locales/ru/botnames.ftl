# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
# project's own
botname-easy = лёгкий
botname-medium = средний
botname-hard = сильный
botname-random = случайный
botname-greedy = жадный
botname-planner = стратег
botname-leylines = лейлинии
botname-manaliths = маналиты
botname-cabal = кабал
botname-artifacts = артефакты
botname-quest-first = квесты-прежде-всего
