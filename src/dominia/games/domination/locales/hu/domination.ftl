# Domination: a játék szavai (szabályok, kérdések, választások, események, küldetések).
# project's own: magyar szabálykönyv nincs; az egész fájl a projekt fordítása a Rizikó-szerű
# játékok szokásos szavaival (terület, sereg, támadás, védekezés, átcsoportosítás, gyalogság,
# lovasság, tüzérség, joker).

game-domination = Domination

## Számok

armies = { $n ->
    [one] { $n } sereg
   *[other] { $n } sereg
}
dice = { $n ->
    [one] { $n } kocka
   *[other] { $n } kocka
}
cards = { $n ->
    [one] { $n } kártya
   *[other] { $n } kártya
}
territories = { $n ->
    [one] { $n } terület
   *[other] { $n } terület
}
list-and-2 = { $a } és { $b }
list-and-more = { $first }, { $rest }
list-plus = { $a } + { $b }
nobody = senki

## Módok, cserélési szabályok, kártyák

mode-domination = Uralom
mode-capital = Főváros
mode-mission = Küldetés
cards-increasing = Növekvő
cards-fixed = Rögzített
cards-italian = Olasz
card-infantry = Gyalogság
card-cavalry = Lovasság
card-artillery = Tüzérség
card-wildcard = Joker
card-label = { $kind }: { $territory }
card-unknown = ?
goal-domination = Uralom
goal-capital = Főváros
goal-mission = Küldetés
goal-turn-limit = körlimit

## Küldetések

mission-continent = Foglald el és tartsd meg ezt a kontinenst: { $continent }.
mission-continents = Foglald el és tartsd meg ezeket a kontinenseket: { $continents }.
mission-continents-more = Foglald el és tartsd meg ezeket a kontinenseket: { $continents }, és még { $more ->
    [one] egy tetszőleges kontinenst
   *[other] { $more } tetszőleges kontinenst
}.
mission-any-continents = Foglalj el és tarts meg { $n ->
    [one] egy tetszőleges kontinenst
   *[other] { $n } tetszőleges kontinenst
}.
mission-hold = Tarts meg { $n } területet.
mission-hold-armies = Tarts meg { $n } területet, mindegyiken legalább { $k } sereggel.
mission-destroy = Pusztítsd el { $armies } ({ $player }). Ha ezek a te seregeid, vagy valaki más előbb végez velük, helyette tarts meg { $n } területet.
mission-destroy-armies = Pusztítsd el { $armies } ({ $player }). Ha ezek a te seregeid, vagy valaki más előbb végez velük, helyette tarts meg { $n } területet, mindegyiken legalább { $k } sereggel.
mission-destroy-only = Pusztítsd el { $armies } ({ $player }).

## Kérdések és válaszok

prompt-claim = Foglalj el egy szabad területet (1 sereg)
prompt-place-setup = Helyezz el 1 sereget (még { $left }): válassz területet
prompt-place = Helyezz el { $n } sereget (még { $n }): válassz területet
prompt-place-count = Hány sereg kerüljön ide: { $territory }?
prompt-capital = Válaszd ki a fővárosodat
prompt-trade = Becserélsz egy kártyasort?
prompt-trade-forced = Cserélj be egy kártyasort (kötelező: { $n } vagy több kártya)
prompt-attack = Támadj valamelyik területedről, vagy fejezd be a támadást
prompt-battle = { $src } ({ $a }) megtámadja: { $dst } ({ $d })
prompt-defend = { $territory } támadás alatt: { $n } kocka
prompt-move = Vonj át seregeket: { $src } → { $dst }
prompt-fortify = Átcsoportosítás: egyszer vonhatsz át seregeket szomszédos területek között
prompt-fortify-count = Hány sereg menjen át: { $src } → { $dst }?
choice-done = Kész
choice-pair = { $src } → { $dst }
choice-trade = { $cards } → { $n } sereg
choice-trade-done = Nem cserélek (több) kártyát
choice-end-attacks = Támadás vége
choice-end-turn = Kör vége
choice-roll = Dobás { $n } kockával
choice-annihilate = Megsemmisítés (dobás, amíg elesik, vagy 1 sereg marad)
choice-annihilate-stop = Megsemmisítés, megállás { $n } seregnél
choice-retreat = Itt abbahagyom a támadást
choice-place-rest = A többi sereg véletlenszerű lerakása
choice-defend = Védekezés { $n } kockával

## Hibák

error-map-too-small = a(z) '{ $map }' térképen { $n } terület van: { $players } játékosnak túl kevés
error-map-unplayable = a(z) '{ $map }' térképen nem lehet játszani: { $problems }
error-few-missions = a(z) '{ $map }' térképen { $n } használható küldetés van { $players } játékosra
error-options-mapping = a beállításoknak szótárnak kell lenniük
error-unknown-options = ismeretlen Domination-beállítás: { $names }; ismertek: { $known }
error-players = a Dominationhöz 2–6 játékos kell, nem { $value }
error-map-option = a térkép egy térkép neve vagy egy .map fájl útvonala
error-unknown-mode = ismeretlen mód: { $mode }; módok: { $modes }
error-unknown-cards = ismeretlen cserélési szabály: { $rule }; szabályok: { $rules }
error-first-player = a first_player értéke ezek egyike lehet: { $choices }; nem { $value }
error-flag = a(z) { $flag } értéke true vagy false lehet, nem { $value }
error-turn-limit = a turn_limit a körök egész száma (0: nincs), nem { $value }
error-no-map-file = nincs ilyen térképfájl: { $path }
error-bad-map-name = { $name } nem lehet térkép neve
error-builtin-map-name = { $name } egy beépített térkép neve; nevezd át ezt: { $file }, hogy importálhasd

## Események

event-first-player = { $player } kezd
event-first-player-drawn = { $player } kezd (sorsolással)
event-turn = ── { $player }: { $round }. forduló ──
event-claim = { $player } elfoglalja: { $territory }
event-place = { $player } { $n } sereget helyez ide: { $territory }
event-place-random = { $player } { $n } sereget véletlenszerűen rak le
event-bonus = { $player } { $n } sereget kap ide: { $territory } (egy becserélt kártyán szerepel)
event-capital = { $player } fővárosa: { $territory } ★
event-trade = { $player } becseréli: { $cards }, { $n } seregért
event-trade-hidden = { $player } becserél { $count } kártyát { $n } seregért
event-attack = { $player } támad: { $src } → { $dst }
event-roll = kockák { $attack } – { $defend } → { $losses }
event-loss = { $territory } −{ $n }
event-conquer = { $player } meghódítja: { $territory } (eddig: { $loser })
event-eliminate = { $player } kiejti: { $loser }
event-eliminate-cards = { $player } kiejti: { $loser }, és elveszi { $n } kártyáját
event-move = { $player } { $n } sereget von át ide: { $dst }
event-fortify = { $player } átcsoportosít { $n } sereget: { $src } → { $dst }
event-card = { $player } kártyát húz: { $card }
event-card-hidden = { $player } kártyát húz
event-reshuffle = A becserélt kártyák visszakerülnek a pakliba
event-win = ★ { $player } nyert: { $goal }
event-win-goes-on = ★ { $player } nyert: { $goal } (a játék Uralom módban folytatódik)
event-game-over = A játék véget ért: { $reason }

## A játék vége

outcome-domination = { $winners } maradt egyedül a térképen.
outcome-capital = { $winners } { $count ->
    [one] birtokolja
   *[other] birtokolják
} az összes fővárost.
outcome-mission = { $winners } teljesítette a küldetését.
outcome-turn-limit = elérték a körlimitet; a legtöbb terület: { $winners }.

## A játékosok színei (az eredeti játék hat színe): minden hely a sajátját választja; a küldetések szín szerint nevezik meg a játékosokat

colour-red = piros
colour-blue = kék
colour-green = zöld
colour-yellow = sárga
colour-magenta = bíbor
colour-cyan = cián
# akit a küldetés szerint el kell pusztítani (mint a szabálykönyv küldetéseiben: „Pusztítsd el a kék seregeket”)
mission-armies-red = a piros seregeket
mission-armies-blue = a kék seregeket
mission-armies-green = a zöld seregeket
mission-armies-yellow = a sárga seregeket
mission-armies-magenta = a bíbor seregeket
mission-armies-cyan = a cián seregeket
error-colours-list = a színek a helyek sorrendjében megadott színnevek listája, nem { $value }
error-colour-unknown = ismeretlen szín: { $colour }; színek: { $colours }
error-colours-count = { $n } szín van megadva { $players } játékoshoz
error-colour-twice = a(z) { $a }. és a(z) { $b }. játékos ugyanazt a színt választotta ({ $colour }): mindenkinek saját szín kell
help-opt-colours = Domination: minden játékos színe a helyek sorrendjében, vesszővel elválasztva: red, blue, green, yellow, magenta, cyan (vagy a nevük a te nyelveden: kék, sárga…). A küldetések szín szerint nevezik meg a játékosokat. Alapértelmezés: ebben a sorrendben.
