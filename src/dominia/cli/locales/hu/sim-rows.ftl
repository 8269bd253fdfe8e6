# Egy játszmafájl (`dominia sim --games-out`), amelynek sorait megváltoztatták: melyik sor, melyik mező.

sim-row-missing = { $path }:{ $line }: a sorból hiányzik a(z) „{ $field }” mező
sim-row-bad = { $path }:{ $line }: a(z) „{ $field }” { $problem }
sim-row-twice = { $path }:{ $line }: a(z) { $game }. játszma már szerepel a fájlban ({ $first }. sor)
sim-row-other-fields = { $path }:{ $line }: a(z) „{ $field }” mező vagy ebben a sorban, vagy a(z) { $other }. sorban van, de nem mindkettőben
sim-want-index = nem játszmaszám (0 vagy nagyobb egész szám)
sim-want-int = nem egész szám
sim-want-text = nem szöveg
sim-want-seconds = nem másodpercek száma
sim-want-batch = nem az, amit ez a futás ennek a játszmának ad (a fájlt megváltoztatták)
sim-want-seats = nem ültetés (a 0, 1, … helyszámok valamilyen sorrendben)
sim-want-bots = nem botnév helyenként
sim-want-per-seat = nem helyenkénti szám
sim-want-winners = nem helyszámok listája
sim-want-turns = nem a körök száma (helyenként vagy az egész játékra)
sim-want-figure = nem a játék mutatója (helyenként egy bejegyzés: számok, listák vagy számtáblázatok)
sim-want-same-shape = alakja eltér a korábbi sorokétól
