# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = a(z) { $game } játéknak nincsenek botfájljai, amelyekbe importálni lehetne
bots-import-needs-file = a bots import egy DominionSim-botfájlt vár, pl. dominia bots import DomBots.xml
help-bots-out = A mappa, ahová az importált botfájlok kerülnek (alapértelmezés: az aktuális).
