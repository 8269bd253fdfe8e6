# Что Dominion спрашивает у игрока и какие ответы предлагает.
# Слова — из русских правил (2-е издание, «Тёмные века»): резерв, свалка, сброс, колода, рука,
# разыграть, получить, выкинуть на свалку, сбросить, раскрыть, отложить, Действие, Сокровище.
# Названия карт в подстановках стоят в именительном падеже, поэтому ответы построены как «Глагол: Карта».

## Ход

prompt-play-action = Разыграйте Действие (осталось: { $n })
prompt-buy = Купите карту (${ $coins }, { $buys ->
    [one] { $buys } покупка
    [few] { $buys } покупки
    [many] { $buys } покупок
   *[other] { $buys } покупки
  })
choice-all-treasures = Разыграть все Сокровища
choice-end-actions = Закончить фазу действий
choice-end-turn = Закончить ход
choice-buy-cost = Купить: { $card } (${ $cost })

## Ответы с названием карты

choice-play = Разыграть: { $card }
choice-buy = Купить: { $card }
choice-gain = Получить: { $card }
choice-trash = На свалку: { $card }
choice-discard = Сбросить: { $card }
choice-topdeck = На колоду: { $card }
choice-reveal = Раскрыть: { $card }
choice-name = Назвать: { $card }
choice-react = Сбросить: { $card } (реакция)
choice-trigger = Сначала: { $card } (выкинута на свалку)
choice-become = Разыграть как: { $card }
choice-keep = Оставить: { $card }
choice-set-aside = Отложить: { $card }
choice-put-back = Вернуть на колоду: { $card }
choice-on-top = Наверх: { $card }
choice-next = Следующей: { $card }
choice-leave-on-deck = Оставить на колоде: { $card }
choice-trash-from-hand = На свалку с руки: { $card }
choice-trash-from-discard = На свалку из сброса: { $card }
choice-gain-three = Получить: { $card } ×3
choice-victim-discards = { $seat } сбрасывает: { $card }

## Другие ответы

choice-done = Готово
choice-no = Нет
choice-gain-nothing = Ничего не получать
choice-trash-nothing = Ничего не выкидывать
choice-play-nothing = Ничего не разыгрывать
choice-reveal-nothing = Ничего не раскрывать
choice-no-more-reactions = Больше никаких реакций
choice-done-discarding = Больше не сбрасывать
choice-done-choosing = Выбор сделан
choice-keep-it = Оставить
choice-leave-it = Не трогать
choice-leave-them = Не трогать
choice-leave-in-trash = Оставить на свалке
choice-discard-deck = Сбросить колоду
choice-discard-them = Сбросить их
choice-put-them-back = Вернуть на колоду
choice-plus-coins = +${ $n }
choice-plus-actions = +{ $n } { $n ->
    [one] Действие
    [few] Действия
    [many] Действий
   *[other] Действия
  }
choice-plus-buys = +{ $n } { $n ->
    [one] Покупка
    [few] Покупки
    [many] Покупок
   *[other] Покупки
  }
choice-count-discard2 = Сбросить 2 карты
choice-count-topdeck = Положить карту с руки на колоду
choice-count-trash-hand = Выкинуть на свалку всю руку
choice-catacombs-hand = Взять их на руку
choice-catacombs-discard = Сбросить их, +3 Карты
choice-graverobber-gain = Получить со свалки карту стоимостью от $3 до $6 на колоду
choice-graverobber-trash = Выкинуть на свалку карту действия с руки, чтобы получить карту дороже её не более чем на $3

## Вопросы нескольких карт

prompt-trash-trigger = Ваша карта выкинута на свалку: что происходит сначала?
prompt-reaction = Разыграна карта { $card }: раскрыть Реакцию?
prompt-trash-from-hand = { $card }: выкиньте на свалку карту с руки
prompt-trash-action = { $card }: выкиньте на свалку карту действия с руки
prompt-trash-up-to = { $card }: выкиньте на свалку ещё до { $n } { $n ->
    [one] карты
    [few] карт
    [many] карт
   *[other] карты
  }
prompt-gain-up-to = { $card }: получите карту стоимостью до ${ $cost }
prompt-may-gain-up-to = { $card }: можете получить карту стоимостью до ${ $cost }
prompt-gain-up-to-hand = { $card }: получите на руку карту стоимостью до ${ $cost }
prompt-gain-up-to-deck = { $card }: получите на колоду карту стоимостью до ${ $cost }
prompt-topdeck-from-hand = { $card }: положите карту с руки на свою колоду
prompt-discard-down = { $card }: сбросьте карты, пока на руке не останется { $n } (ещё { $more })
prompt-discard-n = { $card }: сбросьте { $n } { $n ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
  }
prompt-order-top = { $card }: какая карта ляжет на верх колоды?
prompt-deck-to-discard = { $card }: положить колоду в сброс?
prompt-choose-one = { $card }: выберите одно
prompt-trash-revealed = { $card }: выкиньте на свалку одну из раскрытых карт

## Базовая игра

prompt-cellar = Погреба: сбросьте сколько угодно карт, затем возьмите столько же
prompt-moneylender = Ростовщик: выкинуть на свалку Медь за +$3?
prompt-mine-trash = Рудник: выкинуть на свалку Сокровище, чтобы получить на руку Сокровище получше?
prompt-mine-gain = Рудник: получите на руку Сокровище стоимостью до ${ $cost }
prompt-harbinger = Вестник: положить карту из сброса на колоду?
prompt-poacher = Браконьер: сбросьте { $n } { $n ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
  } (по одной за каждую пустую стопку резерва)
prompt-vassal = Вассал: разыграть сброшенную карту { $card }?
prompt-throne-room = Тронный зал: разыграть карту действия с руки дважды?
prompt-library = Библиотека: оставить карту { $card } или отложить её?
prompt-sentry = Караульный: что сделать с картой { $card }?
prompt-bureaucrat = Чиновник: раскройте карту победы и положите её на колоду
prompt-bandit = Разбойник: выкиньте на свалку одно из раскрытых Сокровищ
prompt-spy-own = Шпион: верхняя карта вашей колоды — { $card }
prompt-spy = Шпион: верхняя карта колоды игрока { $seat } — { $card }
prompt-thief-trash = Вор: какое Сокровище игрока { $seat } выкинуть на свалку?
prompt-thief-gain = Вор: получить выкинутую карту { $card }?

## «Тёмные века»

prompt-survivors = Выжившие: сбросить { $cards } или вернуть { $n ->
    [one] её
    [few] их
    [many] их
   *[other] их
  } на колоду?
prompt-hovel = Вы купили карту победы: выкинуть Лачугу с руки на свалку?
prompt-mercenary = Наёмник: выкинуть на свалку 2 карты с руки?
prompt-mercenary-second = Наёмник: выкиньте на свалку вторую карту
prompt-band-of-misfits = Отребье: какой картой её разыграть?
prompt-counterfeit = Подделка: разыграть Сокровище с руки дважды (и выкинуть его на свалку)?
prompt-cultist = Сектант: разыграть Сектанта с руки?
prompt-death-cart = Повозка для трупов: выкиньте на свалку карту действия с руки или саму Повозку для трупов
prompt-hermit = Отшельник: выкинуть на свалку не-Сокровище с руки или из сброса?
prompt-procession = Процессия: разыграть карту действия дважды, затем выкинуть её на свалку?
prompt-procession-gain = Процессия: получите карту действия стоимостью ровно ${ $cost }
prompt-urchin = Разыграна карта { $attack }: выкинуть на свалку карту { $card }, чтобы получить Наёмника?
prompt-count = Граф ({ $n } из 2): выберите одно
prompt-catacombs = Катакомбы: вы видите { $cards }. Взять их на руку или сбросить и +3 Карты?
prompt-graverobber-gain = Расхититель могил: получите карту со свалки на свою колоду
prompt-ironmonger = Жестянщик: вы раскрываете с колоды { $card }. Сбросить её?
prompt-catacombs-trashed = Катакомбы выкинуты на свалку: получите карту дешевле ${ $cost }
prompt-hunting-grounds-trashed = Охотничьи угодья выкинуты на свалку: получить Герцогство или 3 Поместья?
prompt-mystic = Медиум: назовите карту; если это верхняя карта вашей колоды, она идёт на руку
prompt-pillage = Разбойничий набег: какую карту сбросит { $seat }?
prompt-rats = Крысы: выкиньте на свалку карту с руки, кроме Крыс
prompt-rebuild = Новостройка: назовите карту (названная карта победы не выкидывается), затем раскрывайте
prompt-rebuild-gain = Новостройка: получите карту победы стоимостью до ${ $cost }
prompt-rogue = Жулик: получите со свалки карту стоимостью от $3 до $6
prompt-scavenger = Мусорщик: положите карту из сброса на верх колоды
prompt-squire = Оруженосец: +$1 и выберите одно
prompt-squire-trashed = Оруженосец выкинут на свалку: получите карту атаки
prompt-storeroom-cards = Кладовая: сбросьте сколько угодно карт, +1 Карта за каждую
prompt-storeroom-coins = Кладовая: сбросьте сколько угодно карт, +$1 за каждую
prompt-minstrel = Менестрель: какая карта действия ляжет на верх колоды?
prompt-minstrel-next = Менестрель: какая карта действия ляжет следующей, под { $card }?
