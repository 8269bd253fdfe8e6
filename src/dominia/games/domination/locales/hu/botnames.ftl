# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
# project's own
botname-random = véletlen
botname-easy = könnyű
botname-average = közepes
botname-hard = erős
