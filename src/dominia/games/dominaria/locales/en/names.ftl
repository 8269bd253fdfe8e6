# Heroes of Dominaria: the names of the components (ids from the data files' English names).

## The game (as the lobby names it; the terminal's table says the same)
game-dominaria = Heroes of Dominaria

## Mana colours
color-white = white
color-blue = blue
color-black = black
color-red = red
color-green = green

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
quest-keldon-warlords = Keldon Warlords
quest-lair-of-the-shivan-dragon = Lair of the Shivan Dragon
quest-heart-of-yavimaya = Heart of Yavimaya
quest-arena-of-estark = Arena of Estark
quest-the-lost-library-of-lat-nam = The Lost Library of Lat-Nam
quest-nethermire-rites = Nethermire Rites
quest-tolarian-studies = Tolarian Studies
quest-ruins-of-vesuva = Ruins of Vesuva
quest-heroes-far-and-wide = Heroes Far and Wide
quest-the-five-colour-pact = The Five-Colour Pact
quest-call-to-arms = Call to Arms
quest-the-coalition = The Coalition
quest-forge-of-hammerheim = Forge of Hammerheim
quest-tower-of-benalia = Tower of Benalia
quest-spire-of-tolaria = Spire of Tolaria
quest-black-spire-of-urborg = Black Spire of Urborg
quest-raid-on-the-cabal-camp = Raid on the Cabal Camp
quest-mana-confluence = Mana Confluence
quest-prismatic-lattice = Prismatic Lattice
quest-gaea-s-blessing = Gaea's Blessing
quest-web-of-the-weatherlight = Web of the Weatherlight
quest-threads-of-power = Threads of Power
quest-the-road-to-sursi = The Road to Sursi
quest-leyline-of-the-void = Leyline of the Void
quest-hunt-for-the-cabal = Hunt for the Cabal
quest-ley-weaver = Ley Weaver
quest-cabal-purge = Cabal Purge
quest-break-the-cabal = Break the Cabal
quest-belzenlok-s-downfall = Belzenlok's Downfall
quest-cleansing-of-urborg = Cleansing of Urborg
quest-relic-hunter = Relic Hunter
quest-tolarian-archivist = Tolarian Archivist
quest-artificer-s-legacy = Artificer's Legacy
quest-tribute-to-teferi = Tribute to Teferi
quest-chandra-s-pyre = Chandra's Pyre
quest-offering-at-sursi = Offering at Sursi
quest-rainbow-hoard = Rainbow Hoard
quest-treasury-of-benalia = Treasury of Benalia
quest-the-flight-of-the-weatherlight = The Flight of the Weatherlight
quest-jhoira-s-expedition = Jhoira's Expedition
quest-crusade-of-benalia = Crusade of Benalia
quest-bloom-of-llanowar = Bloom of Llanowar
quest-keldon-raid = Keldon Raid
quest-muster-the-heroes = Muster the Heroes
quest-seeker-of-wisdom = Seeker of Wisdom

## Artifacts
artifact-mox-amber = Mox Amber
artifact-jhoira-s-familiar = Jhoira's Familiar
artifact-powerstone-shard = Powerstone Shard
artifact-skyship-weatherlight = Skyship Weatherlight
artifact-navigator-s-compass = Navigator's Compass
artifact-helm-of-the-host = Helm of the Host
artifact-thran-temporal-gateway = Thran Temporal Gateway
artifact-blackblade-reforged = Blackblade Reforged
artifact-gilded-lotus = Gilded Lotus
artifact-icy-manipulator = Icy Manipulator
artifact-urza-s-tome = Urza's Tome
artifact-sorcerous-spyglass = Sorcerous Spyglass
artifact-forebear-s-blade = Forebear's Blade
artifact-the-mirari = The Mirari
artifact-zhalfirin-void = Zhalfirin Void
artifact-shield-of-the-realm = Shield of the Realm
artifact-traxos-scourge-of-kroog = Traxos, Scourge of Kroog
artifact-helm-of-awakening = Helm of Awakening
artifact-powerstone-of-urza = Powerstone of Urza
artifact-juggernaut = Juggernaut

## Public quests
public-quest-lord-of-heroes = Lord of Heroes
public-quest-captain-of-heroes = Captain of Heroes
public-quest-manalith-master = Manalith Master
public-quest-manalith-builder = Manalith Builder
public-quest-weaver-of-leylines = Weaver of Leylines
public-quest-ley-walker = Ley Walker
public-quest-scourge-of-the-cabal = Scourge of the Cabal
public-quest-cabal-hunter = Cabal Hunter
public-quest-master-artificer = Master Artificer
public-quest-relic-keeper = Relic Keeper

## Public quest types
public-type-heroes = heroes
public-type-manaliths = manaliths
public-type-leylines = leylines
public-type-cabal = cabal
public-type-artifacts = artifacts

## Dominaria cards
# A card a replacement file leaves unnamed, by its place in the file
dominaria-card-number = Card { $n }

card-siege-gang-commander = Siege-Gang Commander
card-josu-vess-lich-knight = Josu Vess, Lich Knight
card-benalish-marshal = Benalish Marshal
card-llanowar-elves = Llanowar Elves
card-tempest-djinn = Tempest Djinn
card-squee-the-immortal = Squee, the Immortal
card-demonlord-belzenlok = Demonlord Belzenlok
card-serra-disciple = Serra Disciple
card-steel-leaf-champion = Steel Leaf Champion
card-tetsuko-umezawa = Tetsuko Umezawa
card-keldon-overseer = Keldon Overseer
card-cabal-paladin = Cabal Paladin
card-knight-of-grace = Knight of Grace
card-verdant-force = Verdant Force
card-academy-journeymage = Academy Journeymage
card-ghitu-chronicler = Ghitu Chronicler
card-deathbloom-thallid = Deathbloom Thallid
card-danitha-capashen = Danitha Capashen
card-grunn-the-lonely-king = Grunn, the Lonely King
card-cloudreader-sphinx = Cloudreader Sphinx
card-fire-elemental = Fire Elemental
card-drudge-sentry = Drudge Sentry
card-baird-steward-of-argive = Baird, Steward of Argive
card-yavimaya-sapherd = Yavimaya Sapherd
card-naban-dean-of-iteration = Naban, Dean of Iteration
card-valduk-keeper-of-the-flame = Valduk, Keeper of the Flame
card-yargle-glutton-of-urborg = Yargle, Glutton of Urborg
card-kwende-pride-of-femeref = Kwende, Pride of Femeref
card-song-of-freyalise = Song of Freyalise
card-tolarian-scholar = Tolarian Scholar
card-verix-bladewing = Verix Bladewing
card-windgrace-acolyte = Windgrace Acolyte
card-pegasus-courser = Pegasus Courser
card-adventurous-impulse = Adventurous Impulse
card-zahid-djinn-of-the-lamp = Zahid, Djinn of the Lamp
card-shivan-fire = Shivan Fire
card-thallid-soothsayer = Thallid Soothsayer
card-mesa-unicorn = Mesa Unicorn
card-gift-of-growth = Gift of Growth
card-time-of-ice = Time of Ice
card-fight-with-fire = Fight with Fire
card-fungal-infection = Fungal Infection
card-teshar-ancestor-s-apostle = Teshar, Ancestor's Apostle
card-untamed-kavu = Untamed Kavu
card-syncopate = Syncopate
card-wizard-s-lightning = Wizard's Lightning
card-vicious-offering = Vicious Offering
card-shalai-voice-of-plenty = Shalai, Voice of Plenty
card-territorial-allosaurus = Territorial Allosaurus
card-wizard-s-retort = Wizard's Retort
