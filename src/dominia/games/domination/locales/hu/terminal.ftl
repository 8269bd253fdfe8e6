# Domination a terminálban (dominia play domination): a tábla, az állapotsor, a tippek, a
# semmit sem választó válaszok, a játék vége.
# project's own: az egész fájl (magyar szabálykönyv nincs).

board-tag = J{ $n }
board-who = { $player }
board-list-2 = { $a }, { $b }
board-list-more = { $first }, { $rest }
board-map-label = Térkép:
board-map-size = { $territories } terület, { $continents } kontinens
board-mode-label = Mód:
board-mode = { $mode }: { $goal }
board-goal-domination = ejts ki minden más játékost
board-goal-capital = foglald el az összes fővárost (mindenki a lerakás után választ egyet)
board-goal-mission = teljesítsd a titkos küldetésedet
board-cards-label = Kártyák:
board-cards-increasing = növekvő (a sorok értéke 4, 6, 8, 10, 12, 15, 20, aztán +5)
board-cards-fixed = rögzített (3 gyalogság 4, lovasság 6, tüzérség 8, mindből egy 10, jokerrel 12)
board-cards-italian = olasz (nincs kötelező csere, a védő legfeljebb 3 kockával dob)
board-not-recycled = { $rule }, nem keverik vissza
board-setup-auto-place = a területeket kiosztották, a seregeket véletlenszerűen helyezték el
board-setup-auto-deal = a területeket véletlenszerűen osztották ki, a többit mindenki maga helyezi el
board-setup-claim = a területeket sorban foglalják el
board-defenders-choose = a védők maguk választják a kockáikat
board-goes-on = a játék főváros- vagy küldetésgyőzelem után is folytatódik
board-turn-limit = vége { $n } kör után (a legtöbb terület nyer)
board-colours-label = Színek:
board-seat-colour = { $player } ({ $colour })
board-held-by = birtokosa: { $tag }

## A játékosok táblázata

board-col-player = Játékos
board-col-territories = Területek
board-col-armies = Seregek
board-col-cards = Kártyák
board-col-reinforcements = Utánpótlás
board-col-capital = Főváros
board-col-result = Eredmény
board-you = (te)
board-eliminated = kiesett

## Az állapotsor

board-turn = { $n }. kör
board-setup = Előkészítés
board-phase-claim = területek elfoglalása
board-phase-setup-place = kezdő seregek lerakása
board-phase-capital = fővárosok választása
board-phase-trade = kártyacsere
board-phase-place = utánpótlás lerakása
board-phase-attack = támadás
board-phase-fortify = átcsoportosítás
board-phase-over = vége a játéknak
board-to-place = lerakandó: { $n } sereg
board-next-set = következő sor: { $n } sereg
board-next-set-note = (következő sor: { $n } sereg)
board-attacks = { $src } megtámadja: { $dst }
board-defend-note = (döntetlennél a védő nyer; két kocka két sereget kockáztat)
board-odds-label = Esélyek
board-odds = { $src } → { $dst }, mindig a legtöbb kockával a végéig: hódítás { $win }; várhatóan megmarad { $a_left } a { $a } támadódból, { $d_left } a { $d } védőből
board-odds-note = (ha a védő a legtöbb kockával dob)
board-odds-short = { $win } győzelem, ~{ $left }/{ $a } marad
board-your-cards = Kártyáid ({ $n }):
board-your-mission = Küldetésed:

## A napló

board-dealt = Kiosztott területek: { $counts }
board-dealt-count = { $player } { $n }
board-event-other = { $player } { $kind } { $extra }

## Kérdések: tippek és választások

board-hint-claim = egy szabad terület száma vagy neve
board-hint-place = egy saját területed száma vagy neve
board-hint-capital = egy saját területed száma vagy neve
board-hint-attack = pl. { $example }, vagy egy szám
board-hint-fortify = pl. { $example }, vagy egy szám; kész: a kör vége
board-hint-place-count = hány: egy szám, vagy mind
board-hint-move = hány: egy szám, vagy mind
board-hint-fortify-count = hány: egy szám, vagy mind
board-hint-battle = 3/2/1 kocka, a megsemmisítés, a4 megállás 4-nél, r visszavonulás
board-hint-defend = hány kocka
board-annihilate-stop = Megsemmisítés, megállás { $n } seregnél
board-retreat = Visszavonulás (itt abbahagyom a támadást)
board-all-armies = mind a { $n } sereg
board-that-many = ennyi sereg
board-annihilate-range = Megsemmisítés, megállás ennyi seregnél (a5: 5-nél)

## Semmit sem választó válaszok

board-no-stop = nincs megállás ennyi seregnél: { $n } (megállások: { $lo }-{ $hi })
board-no-stop-here = nincs megállás ennyi seregnél: { $n } (itt nincs megállás)
board-cannot-roll = most nem dobhatsz { $n } kockával
board-not-a-key = a #{ $n } egyik választás kulcsa sem
board-only = csak { $n }
board-bad-armies = { $n } itt nem lehet a seregek száma: { $lo }-{ $hi }
board-bad-dice = { $n } itt nem lehet a kockák száma: { $lo }-{ $hi }
board-can-roll = { $lo }-{ $hi } kockával dobhatsz (a: megsemmisítés, r: visszavonulás)
board-not-a-choice-taken = { $n } { $territory } nem választható (foglalt)
board-not-a-choice-not-yours = { $n } { $territory } nem választható (nem a tiéd)
board-not-a-territory-number = { $n } nem egy terület száma (1-{ $count })
board-not-a-choice-number = { $n } nem egy választás száma (1-{ $count })
board-no-territory = nincs ilyen terület: { $query }
board-no-territory-suggest = nincs ilyen terület: { $query }; erre gondoltál: { $names }?
board-could-be = { $query } lehet: { $listed }{ $more ->
    [0] {""}
   *[other] {" "}és még { $more }
}; írj be többet a névből, vagy a számot
board-none-a-choice = { $names } — egyik sem választható
board-is-taken = { $territory } foglalt
board-is-not-yours = { $territory } nem a tiéd
board-what-attack = támadás
board-what-fortify = átcsoportosítás
board-whats-attack = támadás
board-whats-fortify = átcsoportosítás
board-not-possible = { $src } → { $dst } nem lehetséges lépés ({ $what }): { $why }
board-no-match = egyik lépés ({ $what }) sem illik erre: { $query }
board-matches = { $query } több lépésre illik ({ $whats }, { $n }): { $listed }{ $more ->
    [0] {""}
   *[other] {" "}és még { $more }
}; nevezd meg mindkét területet, vagy írd be a számot
board-why-not-a-choice = nem választható
board-why-not-yours = { $territory } nem a tiéd
board-why-no-border = { $src } nem szomszédos ezzel: { $dst }
board-why-yours = { $territory } a tiéd
board-why-one-army = { $territory } területen csak 1 sereg van

## i NÉV: egy terület

board-which-one = Melyik? { $listed }
board-held = { $player }, { $armies }
board-free = szabad
board-borders-label = Szomszédai:
board-one-way-from = Egyirányú támadás innen: { $names }

## A vége

board-final = Végeredmény
board-winner = győztes
board-shared-win = megosztott győzelem
board-ended = A játék véget ért: { $reason }
board-ended-after = A játék { $turns } kör után véget ért: { $reason }
board-first-win = { $player } nyert először ({ $goal }); a játék Uralom módban folytatódott.
board-mission-of = { $player } küldetése: { $mission }
board-outcome-turn-limit = elérték a körlimitet ({ $rounds } kör); a legtöbb terület: { $winners }.

## Súgó (?)

board-help =
    Válaszolj egy választás melletti kulccsal, egy választás azonosítójával
    (attack:Alaska->Kamchatka) vagy területnevekkel: a kis- és nagybetű mindegy, elég egy
    egyértelmű kezdet (ala: Alaszka).
    Hogy egy puszta szám mit jelent, a kérdéstől függ (a kulcsok mutatják):
      hány?            maga a seregek vagy kockák száma (all: a legtöbb)
      csata            3/2/1 kocka · a megsemmisítés · a4 megállás 4 seregnél · r visszavonulás
      foglalás,        egy terület száma a táblán
      lerakás,
      főváros
      támadás,         a választás száma a listában; vagy két terület:
      átcsoportosítás  ala kam, ala > kam, 1 4 (számok a táblán); egy név, ha
                       csak egy lépést ad
      #N               mindig az N kulcsú választás
    A done (vagy e) befejezi a támadást, a kört vagy a cserét.
    Parancsok:
      ?        ez a súgó
      b        a tábla újra
      c        a választások újra
      i NÉV    egy terület: birtokos, seregek, szomszédok (pl. i kam)
      q        kilépés (később folytatható, ha --save-vel játszottál)

# project's own
board-words-done = kész, vége, tovább
board-words-all = mind, összes, max
