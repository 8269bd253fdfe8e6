# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
# project's own
botname-random = випадковий
botname-easy = легкий
botname-average = середній
botname-hard = сильний
