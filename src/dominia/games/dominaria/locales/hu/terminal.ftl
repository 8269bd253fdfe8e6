# Heroes of Dominaria a terminálon: a tábla, a játékostáblák, tippek, súgó, a vége.
# project's own: az egész fájl a projekt saját fordítása.

board-tag = J{ $n }
board-none = nincs
board-empty = üres
board-intro = { $players } játékos, { $rounds } forduló
board-intro-mana = kezdéskor helyszínenként { $mana } mana
board-variant = (a könyv változata)
board-components = Összetevők:
board-components-from = { $summary }, innen: { $folder }
board-on-the-board = Az asztalnál:
board-round = { $round }/{ $rounds }. forduló
board-turn-of = { $seat } következik
board-colour-mana = { $colour } mana
board-card-artifact = műtárgy ide: { $location }
board-card-cabal = a Kabal ide: { $location }
board-dominaria-card = Dominaria-kártya: { $card } ({ $what })

## A térkép
board-map-caption = ★ kezdőhelyszín (ide kerülnek és itt bérelhetők a hősök)
board-map-caption-narrow = i NÉV: egy helyszín szomszédai
board-col-colour = Szín
board-col-location = Helyszín
board-col-mana = Mana
board-col-cabal = Kabal
board-col-artifact = Műtárgy
board-col-heroes = Hősök
board-col-manaliths = Manalitok
board-col-next = Szomszédok

## Közös küldetések és a készlet
board-public = Közös küldetések:
board-public-none = nem maradt
board-public-tile = { $name } { $vp } ({ $needs }; még { $left })
board-supply = Készlet: mana { $mana } · a paklikban: { $quests } küldetés, { $artifacts } műtárgy, { $cards } Dominaria-kártya

## Játékosok
board-pool-tokens = { $pool } + Manalit-jelzők: { $tokens }
board-src-short-heroes = hősök { $vp }
board-src-short-manaliths = manalitok { $vp }
board-src-short-leylines = leyvonalak { $vp }
board-src-short-cabal = Kabal { $vp }
board-src-short-artifacts = műtárgyak { $vp }
board-src-short-quests = küldetések { $vp }
board-src-short-counted = beszámítottak { $vp }
board-src-short-public = közösek { $vp }
board-in-hand = { $n ->
    [one] { $n } küldetés
   *[other] { $n } küldetés
  } kézben
board-heroes-line = Hősök: { $heroes } (a sávon: { $track }) · Manakészlet: { $pool }
board-assets-line = Manalitok { $manaliths }/{ $max_manaliths }: { $manalith_list } · Leyvonalak { $leylines }/{ $max_leylines }: { $leyline_list } · Legyőzött kultisták { $cultists }/{ $max_cultists }
board-artifacts = Műtárgyak: { $list }
board-started = Elkezdett: { $list }
board-accomplished = Teljesítések: { $list }
board-counted = { $name } (beszámítva)
board-public-done = { $name } ({ $vp } GP, közös)
board-phase-keep = Előkészület: küldetések választása
board-phase-place = Előkészület: a hősök elhelyezése
board-phase-over = Vége a játéknak
board-moves = { $n } Mozgás
board-collects = { $n } Gyűjtés
board-status = { $seat } következik · hátravan: { $moves }, { $collects }
board-your-pool = A manakészleted: { $pool } · hősök: { $heroes }
board-your-quests = A küldetéseid
board-none-in-hand = nincs a kezedben
board-item = { $name } ({ $vp } GP): { $text }
board-can-complete = ✓ most teljesíthető
board-can-start = ✓ most elkezdhető

## Kérdések és válaszok
board-prompt-action = A lépésed (hátravan: { $moves }, { $collects })
board-pay-hint = (szám vagy szín; a számok a fizetés végéig nem változnak)
board-keeps-quest = megtart egy küldetést
board-supply-empty = a készletben nem maradt ilyen színű mana: { $colour }
board-not-a-number = a(z) { $n } nem választási szám ({ $keys })
board-slot-is = a(z) { $n }: { $token } — { $why }
board-name-one-colour = nevezz meg egy színt (és { $manalith } a Manalit-jelzőhöz), vagy írd be a számát
board-word-manalith = manalit
board-step-needs = ehhez a lépéshez ilyen mana kell: { $colour }
board-no-token-left = nincs több ilyen színű Manalit-jelződ: { $colour }
board-no-mana-left = nincs több ilyen színű manád: { $colour }
board-hint-no-verb = most nincs lehetőség erre: { $verb }
board-hint-unknown = nincs ilyen nevű helyszín, küldetés vagy műtárgy: { $query }
board-hint-cannot = most nem lehet ({ $verb }): { $names }
board-hint-not-choice = most nincs a választások között: { $names }

## i NÉV
board-info-unknown = Nincs ilyen nevű helyszín, küldetés, műtárgy vagy közös küldetés: { $text }
board-info-which = Melyik? { $names }
board-info-quest = { $name } (küldetés, { $vp } GP): { $text }
board-info-artifact = { $name } (műtárgy, { $vp } GP): { $text }
board-info-public = { $name } (közös küldetés, { $type }, { $vp } GP): { $text }
board-info-location = { $location } ({ $colour })
board-info-location-start = { $location } ({ $colour }, kezdőhelyszín)
board-next-to = Szomszédok: { $locations }
board-now = Most: { $mana } manajelző, { $cabal } Kabal-jelző, { $artifacts } műtárgyjelző
board-heroes-of = Hősei: { $players }
board-manaliths-of = Manalitjai: { $players }

## Súgó
board-help-answer = Válaszolj egy választás számával, azonosítójával ({ $example }) vagy szavakkal:
board-help-words = egy ige, ha kell (magyarul vagy angolul: gyűjt, mozgat, felbérel, épít, létrehoz, teljesít…), és nevek, kis- vagy nagybetűvel; elég egy név vagy egyik szavának eleje.
board-help-collect = mana gyűjtése itt: Hammerheim
board-help-move = hős mozgatása (vagy csak a cél)
board-help-abilities = a síkjáró képességei
board-help-leyline = Leyvonal létrehozása (bármilyen sorrendben)
board-help-quests = küldetések és műtárgyak
board-help-keep = küldetések választásakor (vagy csak a küldetés neve)
board-help-shortcuts = a kör vége · kihagyás · automatikus fizetés (előbb a közönséges mana)
board-help-colour-word = fekete
board-help-paying = Fizetés: { $black } (vagy { $local }) 1 fekete manával fizet, { $black_manalith } a fekete Manalit-jelzővel; egy jelző száma nem változik, amíg a teljes árat meg nem fizetted.
board-help-commands = Parancsok:
board-help-help = ez a súgó
board-help-board = a tábla újra
board-help-choices = a választások újra
board-help-info = helyszín, küldetés, műtárgy vagy közös küldetés (pl. i keld, i lotus)
board-help-quit = kilépés a játékból (később folytatható, ha megadtad a --save kapcsolót)

## A vége
board-final-scores = Végeredmény
board-vp-from = GP forrása
board-src-heroes = Hősök
board-src-manaliths = Manalitok
board-src-leylines = Leyvonalak
board-src-cabal = Kabal
board-src-artifacts = Műtárgyak
board-src-quests = Küldetések
board-src-counted = Beszámított műtárgyak
board-src-public = Közös küldetések
board-total = Összesen
board-tie-break = Teljesített küldetések (döntetlennél)
board-result = Eredmény
board-winner = ★ győztes
board-shared-win = ★ közös győzelem
board-nobody-won = Senki sem nyert.
board-verdict-shared = { $names } osztozik a győzelmen: { $vp } GP és { $quests ->
    [one] { $quests } teljesített küldetés
   *[other] { $quests } teljesített küldetés
  } fejenként.
board-verdict-tie = { $names } nyer: { $vp } GP, holtversenyben vele: { $others }; a döntetlent a teljesített küldetések száma dönti el (a közösekkel együtt): { $quests }.
board-verdict-win = { $names } nyer { $vp } GP-vel.

## Beírható igék (szóközzel elválasztva, kisbetűvel; az angolok mindig működnek)
board-verbs-move = mozgat menj
board-verbs-collect = gyűjt
board-verbs-hire = bérel felbérel
board-verbs-explore = felfedez
board-verbs-confront = szembeszáll
board-verbs-manalith = épít
board-verbs-leyline = létrehoz
board-verbs-use = használ
board-verbs-count = beszámít
board-verbs-start = elkezd
board-verbs-complete = teljesít
board-verbs-keep = megtart
board-verbs-take = elvesz
board-verbs-place = lerak tesz
board-verbs-defeat = legyőz
board-verbs-end = vége
board-verbs-skip = kihagy

# What a player types, as examples in the help (verbs and names of this language)
# project's own
board-help-cmd-collect = gyűjt ham
board-help-cmd-move = menj urborg orvada
board-help-cmd-abilities = bérel orvada · épít keld · felfedez vesuva · szembeszáll urborg
board-help-cmd-leyline = létrehoz orvada shanodin
board-help-cmd-quests = teljesít keldoni · elkezd weatherlight · használ lótusz · beszámít mirari
board-help-cmd-keep = megtart keldoni
board-help-cmd-shortcuts = e · s · a
board-help-cmd-info = i NÉV
