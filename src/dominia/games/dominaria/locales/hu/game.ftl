# Heroes of Dominaria: a játékmotor szavai (kérdések, választások, események, feltételek, jutalmak).
# project's own: magyar szabálykönyv nincs; a kifejezések a projekt saját fordításai
# (mana, Manalit, Leyvonal, Kabal, legyőzött kultisták, küldetés, műtárgy, hős, GP).
# A helyszínnevek után nincs rag: „itt: Hammerheim”, „(Hammerheim)”.

## A színek más alakjai
color-white-loc = fehér
color-blue-loc = kék
color-black-loc = fekete
color-red-loc = piros
color-green-loc = zöld
mana-white = { $n } fehér
mana-blue = { $n } kék
mana-black = { $n } fekete
mana-red = { $n } piros
mana-green = { $n } zöld
token-white = fehér Manalit-mana jelző
token-blue = kék Manalit-mana jelző
token-black = fekete Manalit-mana jelző
token-red = piros Manalit-mana jelző
token-green = zöld Manalit-mana jelző
pool-white = fehér mana ({ $n })
pool-blue = kék mana ({ $n })
pool-black = fekete mana ({ $n })
pool-red = piros mana ({ $n })
pool-green = zöld mana ({ $n })
color-any = bármilyen színű

## Felsorolások és mennyiségek
list-and = { $first } és { $last }
list-comma = { $first }, { $rest }
vp = { $vp } GP
named-vp = { $name } ({ $vp } GP)
cost-plus = { $a } + { $b }
cost-free = ingyen

## A síkjáró képességei
ability-hire = Hős felbérelése
ability-explore = Műtárgy felfedezése
ability-confront = Szembeszállás a Kaballal
ability-manalith = Manalit építése
ability-leyline = Leyvonal létrehozása
ability-short-hire = Felbérelés
ability-short-explore = Felfedezés
ability-short-confront = Szembeszállás
ability-short-manalith = Manalit
ability-short-leyline = Leyvonal

## Kérdések
prompt-keep-quests = Tarts meg { $n } küldetést ezek közül
prompt-place-hero = Tegyél egy hőst egy kezdőhelyszínre
prompt-action = A lépésed
prompt-pay = Fizess 1 manát ({ $what }); még { $left } van hátra
prompt-pay-for = { $purpose }: fizess 1 manát ({ $what }); még { $left } van hátra
purpose-use = { $artifact } használata
purpose-complete = Teljesítés: { $quest }
prompt-any-mana = Végy el 1 tetszőleges színű manát
prompt-defeat = Győzz le egy kultistát bárhol a térképen
prompt-free = { $ability } fizetés nélkül
prompt-new-quest = Új küldetés: egyet tarts meg, a másik a pakli aljára kerül
prompt-new-artifact = Felfedezés: egy műtárgyat tegyél játékba, a másik a pakli aljára kerül

## Választások
choice-skip = Kihagyás
choice-end = A kör vége
choice-auto = Automatikus fizetés
choice-auto-keep = Automatikus fizetés: előbb a közönséges mana, a Manalit-jelzők utoljára
choice-auto-first = Automatikus fizetés: előbb a Manalit-jelzők (a kör végén visszajönnek)
choice-move = Hős mozgatása: { $src } → { $dst }
choice-collect = Mana gyűjtése itt: { $location } ({ $mana })
choice-hire = Hős felbérelése ide: { $location }
choice-explore = Műtárgy felfedezése itt: { $location }
choice-confront = Szembeszállás a Kaballal itt: { $location }
choice-manalith = Manalit építése ide: { $location }
choice-leyline = Leyvonal létrehozása: { $a } – { $b }
choice-priced = { $action } ({ $cost })
choice-use = { $artifact } használata ({ $cost })
choice-count = { $artifact } beszámítása az egyszeri képességéért
choice-start = Küldetés elkezdése: { $quest }
choice-complete = Teljesítés: { $quest } ({ $vp } GP)
choice-complete-pay = Teljesítés: { $quest } ({ $vp } GP, fizetendő { $cost })
choice-defeat = Kultista legyőzése itt: { $location }

## A küldetések feltételei (mindnek teljesülnie kell)
cond-none = semmi
cond-hero-at = hős { $location } helyszínen
cond-hero-on = hős { $colour } helyszínen
cond-hero-colours = hősök { $n } különböző színű helyszínen
cond-heroes = { $n ->
    [one] { $n } hős
   *[other] { $n } hős
  } a térképen
cond-manaliths = { $n ->
    [one] { $n } Manalit
   *[other] { $n } Manalit
  }
cond-manalith-on = Manalit { $colour } helyszínen
cond-manalith-at = Manalit { $location } helyszínen
cond-leylines = { $n ->
    [one] { $n } Leyvonal
   *[other] { $n } Leyvonal
  }
cond-network = { $n } helyszínt összekötő Leyvonal-hálózat
cond-connects = Leyvonalak, amelyek összekötik: { $locations }
cond-leyline-at = Leyvonal { $location } helyszínhez
cond-cultists = { $n ->
    [one] { $n } legyőzött kultista
   *[other] { $n } legyőzött kultista
  }
cond-artifacts = { $n ->
    [one] { $n } műtárgy
   *[other] { $n } műtárgy
  }
cond-quests = { $n ->
    [one] { $n } teljesített küldetés
   *[other] { $n } teljesített küldetés
  }
cond-mana = a manakészletedben: { $mana }
cond-mana-total = { $n } mana a manakészletedben
cond-mana-colours = { $n } különböző színű mana a manakészletedben
cond-visited = a hőseid a küldetés kezdete után eljutnak ide: { $locations }
cond-gained-cultists = { $n ->
    [one] még { $n } legyőzött kultista
   *[other] még { $n } legyőzött kultista
  } a küldetés kezdete óta
cond-gained-leylines = { $n ->
    [one] még { $n } Leyvonal
   *[other] még { $n } Leyvonal
  } a küldetés kezdete óta
cond-gained-manaliths = { $n ->
    [one] még { $n } Manalit
   *[other] még { $n } Manalit
  } a küldetés kezdete óta
cond-gained-heroes = { $n ->
    [one] még { $n } hős
   *[other] még { $n } hős
  } a küldetés kezdete óta
cond-gained-artifacts = { $n ->
    [one] még { $n } műtárgy
   *[other] még { $n } műtárgy
  } a küldetés kezdete óta
cond-gained-quests = { $n ->
    [one] még { $n } teljesített küldetés
   *[other] még { $n } teljesített küldetés
  } a küldetés kezdete óta

## Jutalmak
effect-none = semmi
effect-any-mana = { $n } tetszőleges színű mana
effect-moves = +{ $n } Mozgás
effect-collect = +{ $n } Gyűjtés
effect-defeat = { $n ->
    [one] egy kultista legyőzése bárhol
   *[other] legfeljebb { $n } kultista legyőzése bárhol
  }
effect-free-hire = { $n ->
    [one] egy ingyenes Felbérelés
   *[other] { $n } ingyenes Felbérelés
  }
effect-free-explore = { $n ->
    [one] egy ingyenes Felfedezés
   *[other] { $n } ingyenes Felfedezés
  }
effect-free-manalith = { $n ->
    [one] egy ingyenes Manalit
   *[other] { $n } ingyenes Manalit
  }
effect-free-leyline = { $n ->
    [one] egy ingyenes Leyvonal
   *[other] { $n } ingyenes Leyvonal
  }
effect-quest = { $n ->
    [one] egy új küldetés
   *[other] { $n } új küldetés
  }

## Küldetések, műtárgyak és közös küldetések szavakban
quest-needs = feltétel: { $when }
quest-needs-started = elkezdhető, ha: { $start }; utána feltétel: { $when }
quest-pay = { $text }; fizetendő { $cost }
quest-reward = { $text } → { $reward }
cost-any = { $n } bármilyen színű
artifact-moves = +{ $n } Mozgás minden körben
artifact-discount = { $abilities } { $less } manával { $n ->
    [one] olcsóbb
   *[other] olcsóbbak
  }
artifact-discount-various = { $abilities } { $n ->
    [one] olcsóbb
   *[other] olcsóbbak
  }
artifact-collect-bonus = gyűjtés { $colour } helyszínen: még 1 mana ({ $more })
artifact-end-mana = 1 { $colour } mana minden köröd végén
artifact-use = körönként egyszer, { $cost } megfizetéséért: { $effect }
artifact-once = beszámítva: { $effect }
artifact-once-when = beszámítva (ha { $when }): { $effect }
artifact-none = nincs képessége
public-quest-text = azonnal azé az első játékosé, akinél teljesül: { $when }
parts = { $first }; { $rest }

## Események
event-setup = Előkészület: { $players } játékos, { $rounds } forduló, helyszínenként { $mana } mana
event-keep-quests = { $seat } megtart { $n ->
    [one] { $n } küldetést
   *[other] { $n } küldetést
  }
event-place = { $seat } hőst tesz ide: { $location }
event-turn = ── { $seat }: { $round }. forduló ──
event-reveal = Dominaria-kártya: { $card } — { $colour } mana minden { $colour } helyszínre
event-reveal-artifact = Dominaria-kártya: { $card } — { $colour } mana minden { $colour } helyszínre; műtárgy ide: { $location }
event-reveal-cabal = Dominaria-kártya: { $card } — { $colour } mana minden { $colour } helyszínre; a Kabal ide: { $location }
event-move = { $seat } mozgat egy hőst: { $src } → { $dst }
event-collect = { $seat } manát gyűjt itt: { $location } ({ $mana })
event-hire = { $seat } hőst bérel fel itt: { $location }
event-explore = { $seat } felfedezi ezt: { $location }
event-artifact = { $seat } elveszi a műtárgyat: { $artifact }
event-confront = { $seat } legyőz egy kultistát itt: { $location }
event-manalith = { $seat } Manalitot épít ide: { $location }
event-leyline = { $seat } Leyvonalat hoz létre: { $src }–{ $dst }
event-gain-mana = { $seat } manát kap: { $mana }
event-manalith-mana = { $seat } Manalitjai jelzőket adnak: { $colours }
event-new-quest = { $seat } új küldetést kap
event-new-quest-named = { $seat } új küldetést kap: { $quest }
event-start-quest = { $seat } elkezdi a küldetést: { $quest }
event-complete-quest = { $seat } teljesíti: { $quest } ({ $vp } GP)
event-public-quest = { $seat } megszerzi a közös küldetést: { $quest } ({ $vp } GP)
event-use-artifact = { $seat } használja: { $artifact }
event-count-artifact = { $seat } beszámítja az egyszeri képességéért: { $artifact }
event-free-lost = { $seat } ingyenes „{ $ability }” lépése elvész (nincs szabályos használata)
event-end-turn = { $seat } befejezi a körét
event-game-over = Vége a játéknak: { $winners } nyert
event-game-over-nobody = Vége a játéknak: senki sem nyert

## Eredmény
# why the game ended: a clause the front ends put after “The game ended:”
outcome-rounds = mind a(z) { $rounds } forduló lement
outcome-over = a játék leállt

## Components
components-stand-in = helyettesítő összetevők (a Dominia saját terve, nem a nyomtatott játéké)
components-official = hivatalos összetevők
components-mixed = hivatalos összetevők, helyettesítő: { $files } (a Dominia saját terve)

## Hibák
error-players = A Heroes of Dominaria 2–4 játékosra való, nem { $players } játékosra
error-start-mana = a start_mana értéke 1 (a szabály) vagy 2 (a könyv változata) lehet, nem { $value }
error-options = a beállításoknak táblázatnak kell lenniük
error-unknown-options = ismeretlen Heroes of Dominaria beállítás(ok): { $unknown }; ismertek: { $known }
error-components-path = a components egy komponensfájlokat tartalmazó mappa útvonala
error-fingerprint = a components_fingerprint 16 hexadecimális számjegy, nem { $value }
error-boards = a komponenskészletben { $boards } játékostábla van, nem { $players }
error-other-components = ez a játék más Heroes of Dominaria komponensekkel készült (ujjlenyomat: { $want }), mint { $where } (ujjlenyomat: { $have }); csak azokkal játszható és játszható vissza
error-other-components-folder = a(z) { $folder } mappa fájljai
error-other-components-shipped = a Dominiával szállított komponensek

## What a reward's question rewards
prompt-why = { $prompt } ({ $why })
why-quest = a(z) { $quest } küldetés jutalma
why-artifact = a(z) { $artifact } műtárgy képessége
why-track-heroes = a Hős-sávod egy !! mezője
why-track-manaliths = a Manalit-sávod egy !! mezője
why-track-leylines = a Leyvonal-sávod egy !! mezője
why-track-cabal = a Kabal-sávod egy !! mezője
