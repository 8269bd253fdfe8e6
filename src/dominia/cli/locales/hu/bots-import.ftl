# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = a(z) { $game } játéknak nincsenek botfájljai, amelyekbe importálni lehetne
