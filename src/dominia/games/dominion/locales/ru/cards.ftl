# Названия карт, наборов и рекомендуемых королевств: по русским книгам правил (2-е издание, «Тёмные века»).

## Cards
card-copper = Медь
card-silver = Серебро
card-gold = Золото
card-estate = Поместье
card-duchy = Герцогство
card-province = Провинция
card-curse = Проклятие
card-artisan = Ремесленник
card-bandit = Разбойник
card-bureaucrat = Чиновник
card-cellar = Погреба
card-chapel = Часовня
card-council-room = Зал совета
card-festival = Ярмарка
card-gardens = Сады
card-harbinger = Вестник
card-laboratory = Лаборатория
card-library = Библиотека
card-market = Рынок
card-merchant = Торговец
card-militia = Ополчение
card-mine = Рудник
card-moat = Ров
card-moneylender = Ростовщик
card-poacher = Браконьер
card-remodel = Реконструкция
card-sentry = Караульный
card-smithy = Кузница
card-throne-room = Тронный зал
card-vassal = Вассал
card-village = Деревня
card-witch = Ведьма
card-workshop = Мастерская
card-adventurer = Авантюрист
card-chancellor = Канцлер
card-feast = Пир
card-spy = Шпион
card-thief = Вор
card-woodcutter = Дровосек
card-band-of-misfits = Отребье
card-beggar = Нищий
card-counterfeit = Подделка
card-cultist = Сектант
card-death-cart = Повозка для трупов
card-fortress = Крепость
card-hermit = Отшельник
card-market-square = Базарная площадь
card-procession = Процессия
card-urchin = Сорванец
card-ruins = Руины
card-abandoned-mine = Заброшенная шахта
card-ruined-library = Разрушенная библиотека
card-ruined-market = Разрушенный рынок
card-ruined-village = Разрушенная деревня
card-survivors = Выжившие
card-hovel = Лачуга
card-necropolis = Некрополь
card-overgrown-estate = Заросшее поместье
card-spoils = Добыча
card-madman = Безумец
card-mercenary = Наёмник
card-knights = Рыцари
card-dame-anna = Дама Анна
card-dame-josephine = Дама Жозефина
card-dame-molly = Дама Молли
card-dame-natalie = Дама Натали
card-dame-sylvia = Дама Сильвия
card-sir-bailey = Сэр Бейли
card-sir-destry = Сэр Дестри
card-sir-martin = Сэр Мартин
card-sir-michael = Сэр Майкл
card-sir-vander = Сэр Вандер
card-altar = Алтарь
card-armory = Оружейная
card-bandit-camp = Лагерь бандитов
card-catacombs = Катакомбы
card-count = Граф
card-feodum = Феод
card-forager = Сборщица
card-graverobber = Расхититель могил
card-hunting-grounds = Охотничьи угодья
card-ironmonger = Жестянщик
card-junk-dealer = Старьёвщик
card-marauder = Мародёр
card-mystic = Медиум
card-pillage = Разбойничий набег
card-poor-house = Богадельня
card-rats = Крысы
card-rebuild = Новостройка
card-rogue = Жулик
card-sage = Мудрец
card-scavenger = Мусорщик
card-squire = Оруженосец
card-storeroom = Кладовая
card-vagrant = Бродяга
card-wandering-minstrel = Менестрель

## Sets
# project's own
set-basic = Базовые карты
# project's own
set-base = Базовая игра, 2-е издание (2016)
# project's own
set-base1e = Базовая игра: карты 1-го издания, убранные во 2-м
set-dark-ages = Тёмные века (2012)

## Recommended kingdoms
kingdom-first-game = Первая партия
kingdom-deck-top = Верх колоды
kingdom-size-distortion = Искажение размера
kingdom-sleight-of-hand = Ловкость рук
kingdom-improvements = Улучшения
kingdom-silver-and-gold = Серебро и золото
# project's own
kingdom-first-game-1e = Первая партия (1-е издание)
# project's own
kingdom-big-money = Большие деньги
# project's own
kingdom-interaction = Взаимодействие
# project's own
kingdom-size-distortion-1e = Искажение размера (1-е издание)
# project's own
kingdom-village-square = Деревенская площадь
kingdom-grim-parade = Похоронная процессия
kingdom-playing-chess-with-death = Игра со смертью
kingdom-high-and-low = Взад и вперёд
kingdom-chivalry-and-revelry = Рыцарские забавы
kingdom-prophecy = Пророчество
kingdom-invasion = Вторжение
kingdom-watery-graves = Гибель на море
kingdom-peasants = Простой люд
kingdom-infestations = Заражение
kingdom-lamentations = Горестный плач
kingdom-one-mans-trash = Для одного мусор, для другого…
kingdom-honor-among-thieves = Воровская честь
kingdom-dark-carnival = Чёрный карнавал
kingdom-to-the-victor = Вперёд, к победе
kingdom-far-from-home = Вдали от дома
kingdom-expeditions = Экспедиции

## Дополнения, которых в Dominia нет (названия — из русских правил «Тёмных веков»)
set-intrigue = Интрига
set-seaside = Приморье
set-alchemy = Алхимия
set-prosperity = Процветание
set-cornucopia = Изобилие
set-hinterlands = Окраины

# книги, чьи рекомендуемые королевства перечисляет лобби
kingdom-group-base = Базовая игра, 2-е издание
kingdom-group-base1e = Базовая игра, 1-е издание
kingdom-group-dark-ages = Тёмные века
