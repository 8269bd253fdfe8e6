# Bots' names as players read them (the ids stay as they are: -p ai:hard, saved games)
# project's own
botname-easy = könnyű
botname-medium = közepes
botname-hard = erős
botname-random = véletlen
botname-greedy = mohó
botname-planner = tervező
botname-leylines = leyvonalak
botname-manaliths = manalitok
botname-cabal = kabal
botname-artifacts = műtárgyak
botname-quest-first = küldetés-először
