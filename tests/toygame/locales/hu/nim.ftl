# Nim, a csak tesztekhez való játék: minden szava.

game-nim = Nim
nim-prompt = Hány követ veszel el?
nim-take = { $n } elvétele
nim-event-take = { $player } elvesz { $n ->
    [one] { $n } követ
   *[other] { $n } követ
}; maradt { $left }
nim-outcome-last-stone = { $player } vette el az utolsó követ
nim-error-options = a Nim beállításai: players (2) és stones
nim-error-size = a Nim 2 játékosra és 1–99 kőre való
nim-error-not-legal = { $choice } nem szabályos lépés neki: { $player }
nim-help-stones = Hány kő van az asztalon a játék elején (1–99). Alapértelmezés: 10.
nim-lobby-stones = Kövek száma az elején
