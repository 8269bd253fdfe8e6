# Heroes of Dominaria: az összetevők nevei.
# project's own: a fájl minden neve a projekt saját fordítása; a helyszínek latin betűs
# nevüket viselik, ahogy a térképen.

## The game (as the lobby names it; the terminal's table says the same)
game-dominaria = Dominaria hősei

## Mana colours
color-white = fehér
color-blue = kék
color-black = fekete
color-red = piros
color-green = zöld

## Locations (the map): in Latin in every language, as the map and the Russian book print them
## ("Стартовые локации: Caligo Morass, Orvada, Esturin, Verdura, Bogardan"; no book translates them)
map-dominaria = Dominaria
location-esturin = Esturin
location-lat-nam = Lat-Nam
location-tolaria = Tolaria
location-zhalfir = Zhalfir
location-orvada = Orvada
location-benalia = Benalia
location-sursi = Sursi
location-estark = Estark
location-caligo-morass = Caligo Morass
location-urborg = Urborg
location-nethermire = Nethermire
location-vesuva = Vesuva
location-bogardan = Bogardan
location-hammerheim = Hammerheim
location-keld = Keld
location-shiv = Shiv
location-verdura = Verdura
location-llanowar = Llanowar
location-shanodin = Shanodin
location-yavimaya = Yavimaya

## The player boards (planeswalkers)
hero-teferi = Teferi
hero-chandra = Chandra
hero-jhoira = Jhoira
hero-karn = Karn

## Quests
quest-keldon-warlords = Keldoni hadurak
quest-lair-of-the-shivan-dragon = A shivai sárkány barlangja
quest-heart-of-yavimaya = Yavimaya szíve
quest-arena-of-estark = Estark arénája
quest-the-lost-library-of-lat-nam = Lat-Nam elveszett könyvtára
quest-nethermire-rites = Nethermire-i rítusok
quest-tolarian-studies = Tolariai tanulmányok
quest-ruins-of-vesuva = Vesuva romjai
quest-heroes-far-and-wide = Hősök szerte a világban
quest-the-five-colour-pact = Az ötszínű paktum
quest-call-to-arms = Fegyverbe!
quest-the-coalition = A Koalíció
quest-forge-of-hammerheim = Hammerheim kovácsműhelye
quest-tower-of-benalia = Benália tornya
quest-spire-of-tolaria = Tolaria tornya
quest-black-spire-of-urborg = Urborg fekete tornya
quest-raid-on-the-cabal-camp = Rajtaütés a Kabal táborán
quest-mana-confluence = Mana-összefolyás
quest-prismatic-lattice = Prizmatikus rács
quest-gaea-s-blessing = Gaea áldása
quest-web-of-the-weatherlight = A Weatherlight hálója
quest-threads-of-power = Az erő fonalai
quest-the-road-to-sursi = Az út Sursiba
quest-leyline-of-the-void = Az Űr leyvonala
quest-hunt-for-the-cabal = Vadászat a Kabalra
quest-ley-weaver = Leyvonalszövő
quest-cabal-purge = A Kabal kiirtása
quest-break-the-cabal = Törd meg a Kabalt
quest-belzenlok-s-downfall = Belzenlok bukása
quest-cleansing-of-urborg = Urborg megtisztítása
quest-relic-hunter = Ereklyevadász
quest-tolarian-archivist = Tolariai levéltáros
quest-artificer-s-legacy = A műtárgykészítő öröksége
quest-tribute-to-teferi = Adó Teferinek
quest-chandra-s-pyre = Chandra máglyája
quest-offering-at-sursi = Áldozat Sursiban
quest-rainbow-hoard = Szivárványkincs
quest-treasury-of-benalia = Benália kincstára
quest-the-flight-of-the-weatherlight = A Weatherlight útja
quest-jhoira-s-expedition = Jhoira expedíciója
quest-crusade-of-benalia = Benália keresztes hadjárata
quest-bloom-of-llanowar = Llanowar virágzása
quest-keldon-raid = Keldoni portya
quest-muster-the-heroes = Hősök gyülekezője
quest-seeker-of-wisdom = A bölcsesség keresője

## Artifacts
artifact-mox-amber = Borostyán Mox
artifact-jhoira-s-familiar = Jhoira familiárisa
artifact-powerstone-shard = Erőkőszilánk
artifact-skyship-weatherlight = Weatherlight égihajó
artifact-navigator-s-compass = A navigátor iránytűje
artifact-helm-of-the-host = A sereg sisakja
artifact-thran-temporal-gateway = Thran időkapu
artifact-blackblade-reforged = Az újrakovácsolt Feketepenge
artifact-gilded-lotus = Aranyozott lótusz
artifact-icy-manipulator = Jeges manipulátor
artifact-urza-s-tome = Urza kötete
artifact-sorcerous-spyglass = Varázslatos távcső
artifact-forebear-s-blade = Az ősök pengéje
artifact-the-mirari = A Mirari
artifact-zhalfirin-void = Zhalfiri üresség
artifact-shield-of-the-realm = A birodalom pajzsa
artifact-traxos-scourge-of-kroog = Traxos, Kroog ostora
artifact-helm-of-awakening = Az ébredés sisakja
artifact-powerstone-of-urza = Urza erőköve
artifact-juggernaut = Juggernaut

## Public quests
public-quest-lord-of-heroes = A hősök ura
public-quest-captain-of-heroes = A hősök kapitánya
public-quest-manalith-master = Manalitmester
public-quest-manalith-builder = Manalitépítő
public-quest-weaver-of-leylines = Leyvonalak szövője
public-quest-ley-walker = Leyvándor
public-quest-scourge-of-the-cabal = A Kabal ostora
public-quest-cabal-hunter = Kabalvadász
public-quest-master-artificer = Műtárgymester
public-quest-relic-keeper = Ereklyeőr

## Public quest types
public-type-heroes = hősök
public-type-manaliths = manalitok
public-type-leylines = leyvonalak
public-type-cabal = Kabal
public-type-artifacts = műtárgyak

## Dominaria cards
# project's own: egy lap, amelynek a csere-fájl nem adott nevet, a fájlbeli helye szerint
dominaria-card-number = { $n }. kártya

card-siege-gang-commander = Ostromcsapat-parancsnok
card-josu-vess-lich-knight = Josu Vess, a lich lovag
card-benalish-marshal = Benáliai marsall
card-llanowar-elves = Llanowari elfek
card-tempest-djinn = Viharddzsinn
card-squee-the-immortal = Squee, a halhatatlan
card-demonlord-belzenlok = Belzenlok démonúr
card-serra-disciple = Serra tanítványa
card-steel-leaf-champion = Acéllevél bajnok
card-tetsuko-umezawa = Tetsuko Umezawa
card-keldon-overseer = Keldoni felügyelő
card-cabal-paladin = Kabal-paladin
card-knight-of-grace = A kegyelem lovagja
card-verdant-force = Zöldellő erő
card-academy-journeymage = Az Akadémia vándormágusa
card-ghitu-chronicler = Ghitu krónikás
card-deathbloom-thallid = Halálvirág thallid
card-danitha-capashen = Danitha Capashen
card-grunn-the-lonely-king = Grunn, a magányos király
card-cloudreader-sphinx = Felhőolvasó szfinx
card-fire-elemental = Tűzelementál
card-drudge-sentry = Robotoló őrszem
card-baird-steward-of-argive = Baird, Argive helytartója
card-yavimaya-sapherd = Yavimayai nedvpásztor
card-naban-dean-of-iteration = Naban, az ismétlés dékánja
card-valduk-keeper-of-the-flame = Valduk, a láng őrzője
card-yargle-glutton-of-urborg = Yargle, Urborg falánkja
card-kwende-pride-of-femeref = Kwende, Femeref büszkesége
card-song-of-freyalise = Freyalise éneke
card-tolarian-scholar = Tolariai tudós
card-verix-bladewing = Verix Pengeszárny
card-windgrace-acolyte = Windgrace akolitusa
card-pegasus-courser = Pegazus paripa
card-adventurous-impulse = Kalandvágy
card-zahid-djinn-of-the-lamp = Zahid, a lámpa dzsinnje
card-shivan-fire = Shivai tűz
card-thallid-soothsayer = Thallid jövendőmondó
card-mesa-unicorn = Fennsíki egyszarvú
card-gift-of-growth = A növekedés ajándéka
card-time-of-ice = A jég ideje
card-fight-with-fire = Tűzzel a tűz ellen
card-fungal-infection = Gombafertőzés
card-teshar-ancestor-s-apostle = Teshar, az ősök apostola
card-untamed-kavu = Szelídítetlen kavu
card-syncopate = Szinkópa
card-wizard-s-lightning = A varázsló villáma
card-vicious-offering = Kegyetlen áldozat
card-shalai-voice-of-plenty = Shalai, a bőség hangja
card-territorial-allosaurus = Territoriális allosaurus
card-wizard-s-retort = A varázsló visszavágása
