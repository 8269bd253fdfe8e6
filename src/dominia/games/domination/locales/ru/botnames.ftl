# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
# project's own
botname-random = случайный
botname-easy = лёгкий
botname-average = средний
botname-hard = сильный
