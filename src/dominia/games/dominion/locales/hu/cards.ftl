# Kártyák, készletek és javasolt királyságok nevei: az 1. kiadás magyar szabálykönyve szerint.

## Cards
card-copper = Réz
card-silver = Ezüst
card-gold = Arany
card-estate = Birtok
card-duchy = Hercegség
card-province = Tartomány
card-curse = Átok
# project's own
card-artisan = Kézműves
# project's own
card-bandit = Bandita
card-bureaucrat = Hivatalnok
card-cellar = Pince
card-chapel = Kápolna
card-council-room = Tanácsterem
card-festival = Fesztivál
card-gardens = Park
# project's own
card-harbinger = Hírnök
card-laboratory = Laboratórium
card-library = Könyvtár
card-market = Piac
# project's own
card-merchant = Kereskedő
card-militia = Polgárőrség
card-mine = Bánya
card-moat = Várárok
card-moneylender = Uzsorás
# project's own
card-poacher = Orvvadász
card-remodel = Átépítés
# project's own
card-sentry = Őrszem
card-smithy = Kovácsműhely
card-throne-room = Trónterem
# project's own
card-vassal = Hűbéres
card-village = Falu
card-witch = Boszorkány
card-workshop = Műhely
card-adventurer = Kalandor
card-chancellor = Kancellár
card-feast = Lakoma
card-spy = Kém
card-thief = Tolvaj
card-woodcutter = Favágó
# project's own
card-band-of-misfits = Kétes társaság
# project's own
card-beggar = Koldus
# project's own
card-counterfeit = Hamisítvány
# project's own
card-cultist = Szektás
# project's own
card-death-cart = Halottaskocsi
# project's own
card-fortress = Erőd
# project's own
card-hermit = Remete
# project's own
card-market-square = Piactér
# project's own
card-procession = Körmenet
# project's own
card-urchin = Utcagyerek
# project's own
card-ruins = Romok
# project's own
card-abandoned-mine = Elhagyott bánya
# project's own
card-ruined-library = Romos könyvtár
# project's own
card-ruined-market = Romos piac
# project's own
card-ruined-village = Romos falu
# project's own
card-survivors = Túlélők
# project's own
card-hovel = Kunyhó
# project's own
card-necropolis = Nekropolisz
# project's own
card-overgrown-estate = Benőtt birtok
# project's own
card-spoils = Zsákmány
# project's own
card-madman = Őrült
# project's own
card-mercenary = Zsoldos
# project's own
card-knights = Lovagok
# project's own
card-dame-anna = Anna úrnő
# project's own
card-dame-josephine = Jozefin úrnő
# project's own
card-dame-molly = Molly úrnő
# project's own
card-dame-natalie = Natália úrnő
# project's own
card-dame-sylvia = Szilvia úrnő
# project's own
card-sir-bailey = Bailey lovag
# project's own
card-sir-destry = Destry lovag
# project's own
card-sir-martin = Márton lovag
# project's own
card-sir-michael = Mihály lovag
# project's own
card-sir-vander = Vander lovag
# project's own
card-altar = Oltár
# project's own
card-armory = Fegyvertár
# project's own
card-bandit-camp = Banditatábor
# project's own
card-catacombs = Katakombák
# project's own
card-count = Gróf
# project's own
card-feodum = Hűbérbirtok
# project's own
card-forager = Gyűjtögető
# project's own
card-graverobber = Sírrabló
# project's own
card-hunting-grounds = Vadászterület
# project's own
card-ironmonger = Vaskereskedő
# project's own
card-junk-dealer = Ócskás
# project's own
card-marauder = Martalóc
# project's own
card-mystic = Misztikus
# project's own
card-pillage = Fosztogatás
# project's own
card-poor-house = Szegényház
# project's own
card-rats = Patkányok
# project's own
card-rebuild = Újjáépítés
# project's own
card-rogue = Gazember
# project's own
card-sage = Bölcs
# project's own
card-scavenger = Guberáló
# project's own
card-squire = Fegyverhordozó
# project's own
card-storeroom = Raktár
# project's own
card-vagrant = Csavargó
# project's own
card-wandering-minstrel = Vándorénekes

## Sets
# project's own
set-basic = Alapkártyák
# project's own
set-base = Alapjáték, 2. kiadás (2016)
# project's own
set-base1e = Alapjáték: az 1. kiadás lapjai, amelyek a 2.-ból kimaradtak
# project's own
set-dark-ages = Sötét középkor (2012)

## Recommended kingdoms
# project's own
kingdom-first-game = Első játék
# project's own
kingdom-deck-top = A pakli teteje
# project's own
kingdom-size-distortion = Mérettorzítás
# project's own
kingdom-sleight-of-hand = Kézügyesség
# project's own
kingdom-improvements = Fejlesztések
# project's own
kingdom-silver-and-gold = Ezüst és arany
kingdom-first-game-1e = Kezdőknek
kingdom-big-money = Pénzhalmozás
kingdom-interaction = Interakció
kingdom-size-distortion-1e = Különleges
kingdom-village-square = Városi
# project's own
kingdom-grim-parade = Gyászmenet
# project's own
kingdom-playing-chess-with-death = Sakk a halállal
# project's own
kingdom-high-and-low = Fel és le
# project's own
kingdom-chivalry-and-revelry = Lovagi mulatság
# project's own
kingdom-prophecy = Jóslat
# project's own
kingdom-invasion = Invázió
# project's own
kingdom-watery-graves = Vizes sírok
# project's own
kingdom-peasants = Parasztok
# project's own
kingdom-infestations = Fertőzések
# project's own
kingdom-lamentations = Siratók
# project's own
kingdom-one-mans-trash = Egyik ember szemete
# project's own
kingdom-honor-among-thieves = Becsület a tolvajok közt
# project's own
kingdom-dark-carnival = Sötét karnevál
# project's own
kingdom-to-the-victor = A győztesé
# project's own
kingdom-far-from-home = Messze otthonról
# project's own
kingdom-expeditions = Expedíciók

## Expansions Dominia does not have
# project's own (covers the group)
set-intrigue = Intrika
set-seaside = Tengerpart
set-alchemy = Alkímia
set-prosperity = Jólét
set-cornucopia = Bőségszaru
set-hinterlands = Határvidék

# a könyvek, amelyek ajánlott királyságait a lobbi felsorolja
kingdom-group-base = Alapjáték, 2. kiadás
kingdom-group-base1e = Alapjáték, 1. kiadás
kingdom-group-dark-ages = Sötét középkor
