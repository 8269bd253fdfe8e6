# Heroes of Dominaria: назви компонентів.
# project's own: усі назви цього файлу — власний переклад проєкту; локації — латиницею,
# як у російських правилах і на карті.

## The game (as the lobby names it; the terminal's table says the same)
game-dominaria = Герої Домінарії

## Mana colours
color-white = біла
color-blue = синя
color-black = чорна
color-red = червона
color-green = зелена

## Locations (the map): in Latin in every language, as the map and the Russian book print them
## ("Стартовые локации: Caligo Morass, Orvada, Esturin, Verdura, Bogardan"; no book translates them)
map-dominaria = Домінарія
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
hero-teferi = Теферій
hero-chandra = Чандра
hero-jhoira = Джойра
hero-karn = Карн

## Quests
quest-keldon-warlords = Келдонські воєначальники
quest-lair-of-the-shivan-dragon = Лігво шиванського дракона
quest-heart-of-yavimaya = Серце Yavimaya
quest-arena-of-estark = Арена Estark
quest-the-lost-library-of-lat-nam = Загублена бібліотека Lat-Nam
quest-nethermire-rites = Обряди Nethermire
quest-tolarian-studies = Толарійські студії
quest-ruins-of-vesuva = Руїни Vesuva
quest-heroes-far-and-wide = Герої всюди
quest-the-five-colour-pact = Пакт п’яти кольорів
quest-call-to-arms = До зброї
quest-the-coalition = Коаліція
quest-forge-of-hammerheim = Кузня Hammerheim
quest-tower-of-benalia = Вежа Benalia
quest-spire-of-tolaria = Шпиль Tolaria
quest-black-spire-of-urborg = Чорний шпиль Urborg
quest-raid-on-the-cabal-camp = Набіг на табір Кабалу
quest-mana-confluence = Злиття мани
quest-prismatic-lattice = Призматична ґратка
quest-gaea-s-blessing = Благословення Геї
quest-web-of-the-weatherlight = Павутина «Везерлайта»
quest-threads-of-power = Нитки сили
quest-the-road-to-sursi = Дорога до Sursi
quest-leyline-of-the-void = Лейлінія Порожнечі
quest-hunt-for-the-cabal = Полювання на Кабал
quest-ley-weaver = Прядильник Лейліній
quest-cabal-purge = Чистка Кабалу
quest-break-the-cabal = Зламати Кабал
quest-belzenlok-s-downfall = Падіння Белзенлока
quest-cleansing-of-urborg = Очищення Urborg
quest-relic-hunter = Мисливець за реліквіями
quest-tolarian-archivist = Толарійський архіваріус
quest-artificer-s-legacy = Спадок винахідника
quest-tribute-to-teferi = Данина Теферію
quest-chandra-s-pyre = Вогнище Чандри
quest-offering-at-sursi = Пожертва в Sursi
quest-rainbow-hoard = Райдужний скарб
quest-treasury-of-benalia = Скарбниця Benalia
quest-the-flight-of-the-weatherlight = Політ «Везерлайта»
quest-jhoira-s-expedition = Експедиція Джойри
quest-crusade-of-benalia = Хрестовий похід Benalia
quest-bloom-of-llanowar = Цвітіння Llanowar
quest-keldon-raid = Келдонський набіг
quest-muster-the-heroes = Збір героїв
quest-seeker-of-wisdom = Шукач мудрості

## Artifacts
artifact-mox-amber = Бурштиновий Мокс
artifact-jhoira-s-familiar = Фамільяр Джойри
artifact-powerstone-shard = Уламок каменя сили
artifact-skyship-weatherlight = Небесний корабель «Везерлайт»
artifact-navigator-s-compass = Компас штурмана
artifact-helm-of-the-host = Шолом воїнства
artifact-thran-temporal-gateway = Транська брама часу
artifact-blackblade-reforged = Перекований Чорний клинок
artifact-gilded-lotus = Позолочений лотос
artifact-icy-manipulator = Крижаний маніпулятор
artifact-urza-s-tome = Фоліант Урзи
artifact-sorcerous-spyglass = Чаклунська підзорна труба
artifact-forebear-s-blade = Клинок предків
artifact-the-mirari = Мірарі
artifact-zhalfirin-void = Жалфірська порожнеча
artifact-shield-of-the-realm = Щит королівства
artifact-traxos-scourge-of-kroog = Траксос, бич Круга
artifact-helm-of-awakening = Шолом пробудження
artifact-powerstone-of-urza = Камінь сили Урзи
artifact-juggernaut = Джаґернаут

## Public quests
public-quest-lord-of-heroes = Володар героїв
public-quest-captain-of-heroes = Капітан героїв
public-quest-manalith-master = Майстер Маналітів
public-quest-manalith-builder = Будівничий Маналітів
public-quest-weaver-of-leylines = Ткач Лейліній
public-quest-ley-walker = Мандрівник Лейліній
public-quest-scourge-of-the-cabal = Бич Кабалу
public-quest-cabal-hunter = Мисливець на Кабал
public-quest-master-artificer = Майстер артефактів
public-quest-relic-keeper = Охоронець реліквій

## Public quest types
public-type-heroes = герої
public-type-manaliths = Маналіти
public-type-leylines = Лейлінії
public-type-cabal = Кабал
public-type-artifacts = артефакти

## Dominaria cards
# project's own: карта, якій файл-заміна не дав назви, — за її номером у файлі
dominaria-card-number = Карта { $n }

card-siege-gang-commander = Командир облогової ватаги
card-josu-vess-lich-knight = Джосу Весс, лицар-ліч
card-benalish-marshal = Беналійський маршал
card-llanowar-elves = Лановарські ельфи
card-tempest-djinn = Джин бурі
card-squee-the-immortal = Скві, безсмертний
card-demonlord-belzenlok = Володар демонів Белзенлок
card-serra-disciple = Учениця Серри
card-steel-leaf-champion = Чемпіон Сталевого Листа
card-tetsuko-umezawa = Тецуко Умедзава
card-keldon-overseer = Келдонський наглядач
card-cabal-paladin = Паладин Кабалу
card-knight-of-grace = Лицар благодаті
card-verdant-force = Сила зелені
card-academy-journeymage = Мандрівний маг Академії
card-ghitu-chronicler = Гіту-літописець
card-deathbloom-thallid = Талід Смертоцвіту
card-danitha-capashen = Даніта Капашен
card-grunn-the-lonely-king = Грунн, самотній король
card-cloudreader-sphinx = Сфінкс-хмарочит
card-fire-elemental = Вогняний елементаль
card-drudge-sentry = Вартовий-прислужник
card-baird-steward-of-argive = Бейрд, управитель Арджива
card-yavimaya-sapherd = Явімайський сапаст
card-naban-dean-of-iteration = Набан, декан повторення
card-valduk-keeper-of-the-flame = Валдук, охоронець полум’я
card-yargle-glutton-of-urborg = Яргл, ненажера Urborg
card-kwende-pride-of-femeref = Квенде, гордість Фемерефа
card-song-of-freyalise = Пісня Фреяліз
card-tolarian-scholar = Толарійський учений
card-verix-bladewing = Верікс Клинокрил
card-windgrace-acolyte = Послушник Віндгрейса
card-pegasus-courser = Скакун-пегас
card-adventurous-impulse = Потяг до пригод
card-zahid-djinn-of-the-lamp = Захід, джин лампи
card-shivan-fire = Шиванський вогонь
card-thallid-soothsayer = Талід-віщун
card-mesa-unicorn = Єдиноріг із плато
card-gift-of-growth = Дар зростання
card-time-of-ice = Час льоду
card-fight-with-fire = Бій з вогнем
card-fungal-infection = Грибкова інфекція
card-teshar-ancestor-s-apostle = Тешар, апостол предків
card-untamed-kavu = Неприборканий каву
card-syncopate = Синкопа
card-wizard-s-lightning = Блискавка чарівника
card-vicious-offering = Жорстока пожертва
card-shalai-voice-of-plenty = Шалай, голос достатку
card-territorial-allosaurus = Територіальний алозавр
card-wizard-s-retort = Відповідь чарівника
