# Heroes of Dominaria: названия компонентов.
# Локации — латиницей, как в русских правилах (Caligo Morass, Orvada, Hammerheim…) и как на карте;
# так же и Gaea's Blessing (квест из примера в правилах).

## The game (as the lobby names it; the terminal's table says the same)
game-dominaria = Герои Доминарии

## Mana colours
color-white = белая
color-blue = синяя
color-black = чёрная
color-red = красная
color-green = зелёная

## Locations (the map): in Latin in every language, as the map and the Russian book print them
## ("Стартовые локации: Caligo Morass, Orvada, Esturin, Verdura, Bogardan"; no book translates them)
map-dominaria = Доминария
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
# project's own: the planeswalkers' names
hero-teferi = Теферий
hero-chandra = Чандра
hero-jhoira = Джойра
hero-karn = Карн

## Quests
# project's own: the stand-in quests' names (all but Gaea's Blessing, the book's)
quest-keldon-warlords = Келдонские военачальники
quest-lair-of-the-shivan-dragon = Логово шиванского дракона
quest-heart-of-yavimaya = Сердце Yavimaya
quest-arena-of-estark = Арена Estark
quest-the-lost-library-of-lat-nam = Утерянная библиотека Lat-Nam
quest-nethermire-rites = Обряды Nethermire
quest-tolarian-studies = Толарийские штудии
quest-ruins-of-vesuva = Руины Vesuva
quest-heroes-far-and-wide = Герои повсюду
quest-the-five-colour-pact = Пакт пяти цветов
quest-call-to-arms = К оружию
quest-the-coalition = Коалиция
quest-forge-of-hammerheim = Кузня Hammerheim
quest-tower-of-benalia = Башня Benalia
quest-spire-of-tolaria = Шпиль Tolaria
quest-black-spire-of-urborg = Чёрный шпиль Urborg
quest-raid-on-the-cabal-camp = Набег на лагерь Кабала
quest-mana-confluence = Слияние маны
quest-prismatic-lattice = Призматическая решётка
quest-gaea-s-blessing = Gaea's Blessing
quest-web-of-the-weatherlight = Паутина «Везерлайта»
quest-threads-of-power = Нити силы
quest-the-road-to-sursi = Дорога в Sursi
quest-leyline-of-the-void = Лейлиния Пустоты
quest-hunt-for-the-cabal = Охота на Кабал
quest-ley-weaver = Прядильщик Лейлиний
quest-cabal-purge = Чистка Кабала
quest-break-the-cabal = Сломить Кабал
quest-belzenlok-s-downfall = Падение Белзенлока
quest-cleansing-of-urborg = Очищение Urborg
quest-relic-hunter = Охотник за реликвиями
quest-tolarian-archivist = Толарийский архивариус
quest-artificer-s-legacy = Наследие изобретателя
quest-tribute-to-teferi = Дань Теферию
quest-chandra-s-pyre = Костёр Чандры
quest-offering-at-sursi = Подношение в Sursi
quest-rainbow-hoard = Радужный клад
quest-treasury-of-benalia = Казна Benalia
quest-the-flight-of-the-weatherlight = Полёт «Везерлайта»
quest-jhoira-s-expedition = Экспедиция Джойры
quest-crusade-of-benalia = Крестовый поход Benalia
quest-bloom-of-llanowar = Цветение Llanowar
quest-keldon-raid = Келдонский набег
quest-muster-the-heroes = Сбор героев
quest-seeker-of-wisdom = Искатель мудрости

## Artifacts
# project's own: the stand-in artifacts' names
artifact-mox-amber = Янтарный Мокс
artifact-jhoira-s-familiar = Фамильяр Джойры
artifact-powerstone-shard = Осколок камня силы
artifact-skyship-weatherlight = Небесный корабль «Везерлайт»
artifact-navigator-s-compass = Компас штурмана
artifact-helm-of-the-host = Шлем воинства
artifact-thran-temporal-gateway = Транские врата времени
artifact-blackblade-reforged = Перекованный Чёрный клинок
artifact-gilded-lotus = Позолоченный лотос
artifact-icy-manipulator = Ледяной манипулятор
artifact-urza-s-tome = Фолиант Урзы
artifact-sorcerous-spyglass = Колдовская подзорная труба
artifact-forebear-s-blade = Клинок предков
artifact-the-mirari = Мирари
artifact-zhalfirin-void = Жалфирская пустота
artifact-shield-of-the-realm = Щит королевства
artifact-traxos-scourge-of-kroog = Траксос, бич Круга
artifact-helm-of-awakening = Шлем пробуждения
artifact-powerstone-of-urza = Камень силы Урзы
artifact-juggernaut = Джаггернаут

## Public quests
# project's own: the stand-in public quest tiles' names
public-quest-lord-of-heroes = Повелитель героев
public-quest-captain-of-heroes = Капитан героев
public-quest-manalith-master = Мастер Маналитов
public-quest-manalith-builder = Строитель Маналитов
public-quest-weaver-of-leylines = Ткач Лейлиний
public-quest-ley-walker = Странник Лейлиний
public-quest-scourge-of-the-cabal = Бич Кабала
public-quest-cabal-hunter = Охотник на Кабал
public-quest-master-artificer = Мастер артефактов
public-quest-relic-keeper = Хранитель реликвий

## Public quest types
public-type-heroes = герои
public-type-manaliths = Маналиты
public-type-leylines = Лейлинии
public-type-cabal = Кабал
public-type-artifacts = артефакты

## Dominaria cards
# Карта, которой заменяющий файл не дал названия, — по её номеру в файле («карта Доминарии» — слово книги)
dominaria-card-number = Карта { $n }

# project's own: the stand-in Dominaria cards' names
card-siege-gang-commander = Командир осадной банды
card-josu-vess-lich-knight = Джосу Весс, рыцарь-лич
card-benalish-marshal = Беналийский маршал
card-llanowar-elves = Лановарские эльфы
card-tempest-djinn = Джинн бури
card-squee-the-immortal = Скви, бессмертный
card-demonlord-belzenlok = Повелитель демонов Белзенлок
card-serra-disciple = Ученица Серры
card-steel-leaf-champion = Чемпион Стального Листа
card-tetsuko-umezawa = Тецуко Умэдзава
card-keldon-overseer = Келдонский надсмотрщик
card-cabal-paladin = Паладин Кабала
card-knight-of-grace = Рыцарь благодати
card-verdant-force = Сила зелени
card-academy-journeymage = Странствующий маг Академии
card-ghitu-chronicler = Гиту-летописец
card-deathbloom-thallid = Таллид Смертоцвета
card-danitha-capashen = Данита Капашен
card-grunn-the-lonely-king = Грунн, одинокий король
card-cloudreader-sphinx = Сфинкс-облакочтец
card-fire-elemental = Огненный элементаль
card-drudge-sentry = Страж-прислужник
card-baird-steward-of-argive = Бейрд, управитель Арджива
card-yavimaya-sapherd = Явимайский сапаст
card-naban-dean-of-iteration = Набан, декан повторения
card-valduk-keeper-of-the-flame = Валдук, хранитель пламени
card-yargle-glutton-of-urborg = Яргл, обжора Urborg
card-kwende-pride-of-femeref = Квенде, гордость Фемерефа
card-song-of-freyalise = Песнь Фреялиз
card-tolarian-scholar = Толарийский учёный
card-verix-bladewing = Верикс Клинокрыл
card-windgrace-acolyte = Послушник Виндгрейса
card-pegasus-courser = Скакун-пегас
card-adventurous-impulse = Тяга к приключениям
card-zahid-djinn-of-the-lamp = Захид, джинн лампы
card-shivan-fire = Шиванский огонь
card-thallid-soothsayer = Таллид-прорицатель
card-mesa-unicorn = Единорог с плато
card-gift-of-growth = Дар роста
card-time-of-ice = Время льда
card-fight-with-fire = Бой с огнём
card-fungal-infection = Грибковая инфекция
card-teshar-ancestor-s-apostle = Тешар, апостол предков
card-untamed-kavu = Неукротимый каву
card-syncopate = Синкопа
card-wizard-s-lightning = Молния волшебника
card-vicious-offering = Жестокое подношение
card-shalai-voice-of-plenty = Шалай, голос изобилия
card-territorial-allosaurus = Территориальный аллозавр
card-wizard-s-retort = Ответ волшебника
