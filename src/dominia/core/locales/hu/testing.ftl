# A megfelelőségi tesztsor és az etalon játszmák (dominia.testing): fejlesztői eszköz,
# `python -m dominia.testing GAME`. A „döntés” egy kérdés, amelyet a játék egy játékosnak tesz fel.

testing-usage = Használat: python -m dominia.testing JÁTÉK [--battery small|large] [--seed N] [--games N] [--bot NÉV] [--lang NYELV]
testing-help =
    Lefuttatja a megfelelőségi tesztsort egy játékon: véletlen játékosok rögzített magokkal végigjátsszák a játszmákat, és közben minden ellenőrzés lefut.
      JÁTÉK             a játék: { $games }
      --battery NÉV     small (amekkorát a tesztparancs futtat) vagy large (ötször annyi játszma, gyakoribb ellenőrzés)
      --seed N          az első játszma magja (alapértelmezés: 0); a játszmák magjai N, N+1, …
      --games N         hány játszma (alapértelmezés: a tesztsor száma az adott játékra)
      --bot NÉV         ágens tesztelése: a játék egy robotja vagy MI-je, vagy a sajátod (file.py:Name), egy helyen
      --lang NYELV      a jelentés nyelve: en, ru, uk vagy hu
testing-error = Hiba: { $error }
testing-error-unknown-flag = ismeretlen kapcsoló: „{ $flag }”
testing-error-needs-value = a(z) „{ $flag }” értéket vár
testing-error-number = a(z) „{ $flag }” egész számot vár ({ $least } vagy több), nem ezt: „{ $value }”
testing-error-battery = ismeretlen tesztsor: „{ $value }”; small vagy large
testing-error-no-game = nevezz meg egy játékot: { $games }
testing-error-two-games = egyszerre egy játékot, nem „{ $first }” és „{ $second }” kettőt

testing-start = „{ $battery }” megfelelőségi tesztsor, { $game }: { $games ->
        [one] { $games } játszma, mag: { $first }
       *[other] { $games } játszma, magok: { $first }–{ $last }
    }
testing-progress = { $done } / { $games } játszma
testing-passed-line = ✓ { $check }: { $count }
testing-all-passed = Minden ellenőrzés sikeres: { $games } játszma.

testing-check-games = végigjátszott játszmák
testing-check-invariants = az invariánsok minden döntés után teljesülnek
testing-check-refusals = a hibás választásokat elutasítja, semmi sem változik
testing-check-hidden = a nézetek semmit sem mutatnak abból, ami a helyük elől rejtett
testing-check-clone = egy lépés a másolaton ugyanaz, mint az eredetin
testing-check-json = a nézetek és a döntések egyszerű JSON-adatok
testing-check-outcome = az eredmény teljes és egyszerű JSON-adat
testing-check-record = a játszma közben mentett felvétel betölthető, és ugyanoda játszható vissza
testing-check-replay = a felvétel ugyanahhoz a véghez játszható vissza
testing-check-setup = a játék felállítható
testing-check-end = a játszma véget ér
testing-check-crash = nincs váratlan kivétel

testing-failed = ✗ { $game }, { $seed }. játszma, { $step }. döntés: { $check } — sikertelen
testing-failure-move = a lépés: { $player } ezt választotta: „{ $choice }”
testing-failure-options = beállítások: { $options }
testing-failure-again = a játszma újrajátszása: python -m dominia.testing { $command }

testing-who-seat = { $n }. hely
testing-who-spectator = egy néző
testing-what-view = a(z) „{ $who }” nézete
testing-what-decision = a függő döntés
testing-what-outcome = az eredmény

testing-fail-hooks = a(z) { $game } játékból hiányoznak a tesztsor kampói (core.game.Conformable): { $missing }
testing-fail-setup = a játék véletlen beállításaiból nem lesz játszma: { $error }
testing-fail-no-end = { $steps } döntés után sincs vége
testing-fail-invariants = sérült invariánsok: { $problems }
testing-fail-refusal-accepted = { $player } { $choice } választását el kellett volna utasítani, de a játék elfogadta
testing-fail-refusal-error = { $player } { $choice } választása { $error } kivételt dobott, nem szabálytalan választás hibát
testing-fail-refusal-changed = az elutasított választások ({ $choice }) megváltoztatták az állapotot, itt: { $where }
testing-fail-hidden = „{ $who }” látja, ami elől rejtett: a nézet más, ha a rejtett lapokat átrendezzük, itt: { $where }
testing-fail-clone-shared = a másolaton tett lépés megváltoztatta az eredetit, itt: { $where }
testing-fail-clone-state = ugyanazon lépés után a másolat állapota eltér az eredetiétől, itt: { $where }
testing-fail-clone-view = ugyanazon lépés után a másolat nézete („{ $who }”) eltér, itt: { $where }
testing-fail-json-plain = { $what } nem egyszerű JSON-adat, itt: { $where }
testing-fail-json-trip = { $what } megváltozik a JSON-on át, itt: { $where }
testing-fail-no-outcome = nincs függő döntés, de a játszmának nincs eredménye
testing-fail-outcome-shape = az eredményben helyenként ({ $seats }) egy pontszám kell, és a győztesek a helyek közül valók; pontszámok: { $scores }, győztesek: { $winners }
testing-fail-record = a(z) { $moves } lépés után mentett felvétel nem tölthető be vagy nem játszható vissza: { $error }
testing-fail-record-state = a(z) { $moves } lépés után mentett felvétel más állapotba játszható vissza, itt: { $where }
testing-fail-replay-move = a többi lépés nem játszható vissza: { $error }
testing-fail-replay = a felvétel más véghez játszható vissza, itt: { $where }
testing-fail-replay-view = a visszajátszott játszma nézete („{ $who }”) eltér, itt: { $where }
testing-fail-crash = { $error }

testing-start-agent = Ágens-tesztsor, „{ $agent }”, { $game }: { $games ->
        [one] { $games } játszma, mag: { $first }
       *[other] { $games } játszma, magok: { $first }–{ $last }
    }
testing-check-agent-legal = a válaszai a döntés által kínált lehetőségek
testing-check-agent-hands-off = választás közben a játék nem változik
testing-check-agent-same = vele újra lejátszva ugyanaz a játszma
testing-fail-agent-legal = az ágens ezt válaszolta: { $choice }, ami nem a döntés lehetőségei közül való
testing-fail-agent-state = a játék megváltozott, amíg az ágens választott, itt: { $where }
testing-fail-agent-same = ugyanazzal a maggal újrajátszva a játszma a(z) { $n }. lépésnél másként alakul

# etalon játszmák (dominia.testing.golden): felvett játszmák, amelyek naplója és eredménye nem változhat
testing-golden-replay = { $file }: a felvett lépések már nem játszhatók vissza: { $error }
testing-golden-unfinished = { $file }: a felvett lépések már nem viszik végig a játszmát
testing-golden-choices = { $file }: a(z) { $n }. döntés ({ $player }) felvételkor { $want } lehetőséget kínált, most { $have } lehetőséget
testing-golden-outcome = { $file }: az eredmény eltér a felvettől, itt: { $where }
testing-golden-log = { $file }: a napló eltér a felvettől (- felvett, + mostani):
testing-golden-more = … és további sorok: { $n }
testing-golden-hint = Ha a szabályok szándékosan változtak, készítsd el újra az etalonokat: { $command }
testing-golden-wrote = { $file }: kiírva (lépések: { $moves }, események: { $events }, vége: { $reason })
testing-golden-unchanged = { $file }: változatlan
testing-golden-refused = { $file }: megváltozna, nincs kiírva
testing-golden-refused-all = Megváltozó fájlok: { $n }. Csak szándékos szabályváltozás után futtasd újra --overwrite kapcsolóval.
