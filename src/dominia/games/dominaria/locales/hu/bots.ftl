# A Heroes of Dominaria MI-játékosai: mit csinál mindegyik.
# project's own: az egész fájl a projekt saját fordítása.

# The levels, with their measured strength (benchmarks/dominaria_ai.py --only levels).
bot-easy = a mohó MI (1. szint): mindig a legjobb egyetlen lépés; a kétszemélyes játékok 100%-át nyeri a véletlen ellen
bot-medium = a tervező (2. szint): egész köröket tervez; a kétszemélyes játékok 88%-át nyeri a könnyű ellen
bot-hard = 3. szint: a tervező legjobb terveit újraosztott világokban próbálja ki, a saját következő köre végéig továbbjátszva; a kétszemélyes játékok 66%-át nyeri a közepes ellen
bot-random = egyenletesen véletlen a szabályos lépések közül
bot-greedy = mindig a legjobb egyetlen lépés, a mostani pontért és manáért
bot-planner = egész köröket tervez: bevétel, elérés, küldetések és közös küldetések a játék végéig
bot-leylines = megszállott: csak Leyvonalak (és küldetések)
bot-manaliths = megszállott: csak Manalitok (és küldetések)
bot-cabal = megszállott: csak szembeszállás a Kaballal (és küldetések)
bot-artifacts = megszállott: csak műtárgyak felfedezése (és küldetések)
bot-quest-first = megszállott: mindenekelőtt küldetések
