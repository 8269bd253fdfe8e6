# A Domination táblájának szavai a weboldalon; azonosítók: web-...
# project's own (az egész fájl: magyar Domination szabálykönyv nincs; a kifejezések a domination.ftl-éi)

web-lobby-map = Térkép
web-lobby-mode = Mód
web-lobby-trades = Kártyacsere
web-lobby-recycle = A beváltott kártyák visszakerülnek a pakliba
web-lobby-setup-deal = Véletlenül kiosztva; a többit a játékosok rakják le
web-lobby-setup-place = Kiosztva, és minden sereg véletlenül lerakva
web-lobby-auto-defence = A védő mindig a legtöbb kockával dob
web-lobby-continue = Játék tovább főváros- vagy küldetésgyőzelem után
web-lobby-turn-limit = Körlimit (0: nincs)
# minden hely színe (saját mező a hely sorában); súgósorok a mezők alatt
web-lobby-colours = Szín
web-lobby-colour-red = { colour-red }
web-lobby-colour-blue = { colour-blue }
web-lobby-colour-green = { colour-green }
web-lobby-colour-yellow = { colour-yellow }
web-lobby-colour-magenta = { colour-magenta }
web-lobby-colour-cyan = { colour-cyan }
web-lobby-colours-help = Minden játékos színe a térképen. A küldetések szín szerint nevezik meg az elpusztítandó játékost („Pusztítsd el a kék seregeket”).
web-lobby-recycle-help = Kikapcsolva: ha elfogy a pakli, nem jár több kártya.
web-lobby-setup-deal-help = Kikapcsolva: a játékosok egyenként foglalják el a területeket, aztán lerakják a seregeiket (a szabály szerint). Küldetés módban mindig kiosztás van.
web-lobby-setup-place-help = A játék rögtön az első körrel indul: a területek és a kezdő seregek véletlenszerűek.
web-lobby-auto-defence-help = Kikapcsolva: a védő minden dobásnál maga választja meg, hány kockával dob.
web-lobby-continue-help = Egy ilyen győzelem után a többiek tovább játszanak, amíg egy játékosé nem lesz minden terület.
web-lobby-turn-limit-help = Ennyi kör után véget ér a játék: a legtöbb terület nyer.

web-turn-line = { $round }. kör, { $phase }{ $reinforcements ->
    [0] {""}
    [one] {" "}· { $reinforcements } sereg lerakható
   *[other] {" "}· { $reinforcements } sereg lerakható
}
web-phase-claim = foglalás
web-phase-setup-place = kezdő lerakás
web-phase-capital = főváros választása
web-phase-trade = csere
web-phase-place = erősítés
web-phase-place-count = erősítés
web-phase-attack = támadás
web-phase-battle = csata
web-phase-defend = védekezés
web-phase-move = mozgatás
web-phase-fortify = átcsoportosítás
web-phase-fortify-count = átcsoportosítás
web-phase-over = vége
web-continents = Kontinensek
web-held-by = birtokosa
web-col-territories = Területek
web-col-armies = Seregek
web-col-cards = Kártyák
web-col-capital = Főváros
web-col-eliminated = Kiejtett
web-col-out = Kiesett
web-col-rounds = Körök
web-out-by = kiejtette: { $name }
web-out = (kiesett)
web-your-cards = A kártyáid ({ $n })
web-none = nincs
web-mission = Küldetés:
web-deck-line = Beváltott kártyák: { $trades } · a pakliban: { $deck }
web-nobody = senki
web-territory-label = { $territory }: { $owner }, { $n } sereg
web-territory-title = { $territory } ({ $continent }) — { $owner }, { $n } sereg

## Kockák és esélyek

web-last-roll = Utolsó dobás
web-attacker = Támadó
web-defender = Védő
web-die-unpaired = { $n } (nincs párja)
web-die-lost = { $n } (vesztett)
web-die-won = { $n } (nyert)
web-roll-result = A támadó { $attacker }, a védő { $defender } sereget vesztett.
web-battle = Csata
web-battle-line = { $src } ({ $a }) megtámadja: { $dst } ({ $d })
web-to-the-end = végig harcolva: { $odds }
web-odds-text = győzelem { $win } · várhatóan { $attackers } támadó és { $defenders } védő marad
web-odds-title = Támadásaid esélyei (végig harcolva)
web-col-attack = Támadás
web-col-win = Győzelem
web-col-attackers-left = Maradó támadók
web-col-defenders-left = Maradó védők
web-attack-from = { $dst } innen: { $src }
web-error-no-battle = nincs ilyen csata (vagy túl nagy a kiszámításhoz)
web-error-no-picture = a(z) { $map } térképnek nincs képe

## The map: zoom

web-map-zoom = A térkép nagyítása
web-zoom-in = Nagyítás
web-zoom-out = Kicsinyítés
web-zoom-fit = Az egész térkép
# the log's filter of battles
web-log-battles = csaták
# the lobby's help under a field
web-lobby-mode-help = Uralom: minden terület elfoglalása. Főváros: minden főváros elfoglalása. Küldetés: a titkos küldetésed teljesítése.
web-lobby-trades-help = Növekvő: minden beváltott sor többet ér (4, 6, 8, 10, 12, 15, aztán +5). Rögzített és Olasz: egy sor annyit ér, amennyit a kártyái.

# The end-of-game charts (history.py), as the original game's statistics.
history-territories-title = Területek körönként
history-armies-title = Seregek körönként
history-round = kör
history-setup = kezdés
history-territories = területek
history-armies = seregek

## Seeing the game: the condensed log of others' moves (a run of placements, a battle)
web-log-places = { $seat } { $n } sereget helyez el: { $where }
web-log-place-at = { $territory } { $n }
web-log-battle-held = { $seat } támad: { $src } → { $dst }, { $rolls } dobás, veszteség { $lost }, ellenfél vesztesége { $killed }; { $dst } kitart
web-log-battle-won = { $seat } meghódítja: { $src } → { $dst }, { $rolls } dobás, veszteség { $lost }, ellenfél vesztesége { $killed }
web-log-battle-won-moved = { $seat } meghódítja: { $src } → { $dst }, { $rolls } dobás, veszteség { $lost }, ellenfél vesztesége { $killed }; { $moved } sereget von át

## The status bar: the seat's own goal and how far it has got
web-goal = Cél:
web-goal-world = minden terület: { $held }/{ $of }
web-goal-hold = { $n } terület: { $held }/{ $n }
web-goal-hold-armies = { $n } terület legalább { $k } sereggel: { $held }/{ $n }
web-goal-continents = { $more ->
    [0] { $continents }
   *[other] { $continents } és még { $more }
}: { $held }/{ $of }
web-goal-any-continents = { $n ->
    [one] bármely kontinens
   *[other] bármely { $n } kontinens
}: { $held }/{ $n }
web-goal-destroy = pusztítsd el { $armies } ({ $player }): { $n ->
    [0] elpusztult
   *[other] még { $n } területe van
}
web-goal-capitals = megtartott fővárosok: { $held }/{ $of }
web-goal-capital-held = fővárosod, { $capital } kitart ({ $n } sereg)
web-goal-capital-lost = fővárosodat, { $capital } elfoglalta { $player }
web-goal-capital-choose = válaszd ki a fővárosodat
web-goal-limit = { $round }. kör ennyiből: { $limit } (utána a legtöbb terület nyer)
# a battle still being fought (its line so far)
web-log-battle-on = { $seat } támad: { $src } → { $dst }, { $rolls } dobás, veszteség { $lost }, ellenfél vesztesége { $killed }
