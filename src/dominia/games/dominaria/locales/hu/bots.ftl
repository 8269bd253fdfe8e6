# A Heroes of Dominaria MI-játékosai: mit csinál mindegyik.
# project's own: az egész fájl a projekt saját fordítása.

bot-random = egyenletesen véletlen a szabályos lépések közül
bot-greedy = mindig a legjobb egyetlen lépés, a mostani pontért és manáért
bot-planner = egész köröket tervez: bevétel, elérés, küldetések és közös küldetések a játék végéig
bot-leylines = megszállott: csak Leyvonalak (és küldetések)
bot-manaliths = megszállott: csak Manalitok (és küldetések)
bot-cabal = megszállott: csak szembeszállás a Kaballal (és küldetések)
bot-artifacts = megszállott: csak műtárgyak felfedezése (és küldetések)
bot-quest-first = megszállott: mindenekelőtt küldetések
