# Що Dominion питає в гравця і які відповіді пропонує.
# project's own (covers every entry of this file): українських правил Dominion немає; слова —
# за російськими правилами: резерв, смітник, скид, колода, рука, розіграти, отримати,
# викинути на смітник, скинути, розкрити, відкласти, Дія, Скарб.
# Назви карт у підстановках стоять у називному відмінку, тому відповіді мають вигляд «Дієслово: Карта».

## Хід

prompt-play-action = Розіграйте Дію (лишилося: { $n })
prompt-buy = Купіть карту (${ $coins }, { $buys ->
    [one] { $buys } купівля
    [few] { $buys } купівлі
    [many] { $buys } купівель
   *[other] { $buys } купівлі
  })
choice-all-treasures = Розіграти всі Скарби
choice-end-actions = Завершити фазу дій
choice-end-turn = Завершити хід
choice-buy-cost = Купити: { $card } (${ $cost })

## Відповіді з назвою карти

choice-play = Розіграти: { $card }
choice-buy = Купити: { $card }
choice-gain = Отримати: { $card }
choice-trash = На смітник: { $card }
choice-discard = Скинути: { $card }
choice-topdeck = На колоду: { $card }
choice-reveal = Розкрити: { $card }
choice-name = Назвати: { $card }
choice-react = Скинути: { $card } (реакція)
choice-trigger = Спершу: { $card } (викинута на смітник)
choice-become = Розіграти як: { $card }
choice-keep = Залишити: { $card }
choice-set-aside = Відкласти: { $card }
choice-put-back = Повернути на колоду: { $card }
choice-on-top = Нагору: { $card }
choice-next = Наступною: { $card }
choice-leave-on-deck = Залишити на колоді: { $card }
choice-trash-from-hand = На смітник з руки: { $card }
choice-trash-from-discard = На смітник зі скиду: { $card }
choice-gain-three = Отримати: { $card } ×3
choice-victim-discards = { $seat } скидає: { $card }

## Інші відповіді

choice-done = Готово
choice-no = Ні
choice-gain-nothing = Нічого не отримувати
choice-trash-nothing = Нічого не викидати
choice-play-nothing = Нічого не розігрувати
choice-reveal-nothing = Нічого не розкривати
choice-no-more-reactions = Більше жодних реакцій
choice-done-discarding = Більше не скидати
choice-done-choosing = Вибір зроблено
choice-keep-it = Залишити
choice-leave-it = Не чіпати
choice-leave-them = Не чіпати
choice-leave-in-trash = Залишити на смітнику
choice-discard-deck = Скинути колоду
choice-discard-them = Скинути їх
choice-put-them-back = Повернути на колоду
choice-plus-coins = +${ $n }
choice-plus-actions = +{ $n } { $n ->
    [one] Дія
    [few] Дії
    [many] Дій
   *[other] Дії
  }
choice-plus-buys = +{ $n } { $n ->
    [one] Купівля
    [few] Купівлі
    [many] Купівель
   *[other] Купівлі
  }
choice-count-discard2 = Скинути 2 карти
choice-count-topdeck = Покласти карту з руки на колоду
choice-count-trash-hand = Викинути на смітник усю руку
choice-catacombs-hand = Взяти їх у руку
choice-catacombs-discard = Скинути їх, +3 Карти
choice-graverobber-gain = Отримати зі смітника карту вартістю від $3 до $6 на колоду
choice-graverobber-trash = Викинути на смітник карту дії з руки, щоб отримати карту, дорожчу не більш ніж на $3

## Питання кількох карт

prompt-trash-trigger = Вашу карту викинуто на смітник: що відбувається спершу?
prompt-reaction = Розіграно карту { $card }: розкрити Реакцію?
prompt-trash-from-hand = { $card }: викиньте на смітник карту з руки
prompt-trash-action = { $card }: викиньте на смітник карту дії з руки
prompt-trash-up-to = { $card }: викиньте на смітник ще до { $n } { $n ->
    [one] карти
    [few] карт
    [many] карт
   *[other] карти
  }
prompt-gain-up-to = { $card }: отримайте карту вартістю до ${ $cost }
prompt-may-gain-up-to = { $card }: можете отримати карту вартістю до ${ $cost }
prompt-gain-up-to-hand = { $card }: отримайте в руку карту вартістю до ${ $cost }
prompt-gain-up-to-deck = { $card }: отримайте на колоду карту вартістю до ${ $cost }
prompt-topdeck-from-hand = { $card }: покладіть карту з руки на свою колоду
prompt-discard-down = { $card }: скидайте карти, доки в руці не залишиться { $n } (ще { $more })
prompt-discard-n = { $card }: скиньте { $n } { $n ->
    [one] карту
    [few] карти
    [many] карт
   *[other] карти
  }
prompt-order-top = { $card }: яка карта ляже на верх колоди?
prompt-deck-to-discard = { $card }: покласти колоду в скид?
prompt-choose-one = { $card }: виберіть одне
prompt-trash-revealed = { $card }: викиньте на смітник одну з розкритих карт

## Базова гра

prompt-cellar = Льох: скиньте скільки завгодно карт, потім візьміть стільки ж
prompt-moneylender = Лихвар: викинути на смітник Мідь за +$3?
prompt-mine-trash = Копальня: викинути на смітник Скарб, щоб отримати в руку кращий?
prompt-mine-gain = Копальня: отримайте в руку Скарб вартістю до ${ $cost }
prompt-harbinger = Вісник: покласти карту зі скиду на колоду?
prompt-poacher = Браконьєр: скиньте { $n } { $n ->
    [one] карту
    [few] карти
    [many] карт
   *[other] карти
  } (по одній за кожну порожню стопку резерву)
prompt-vassal = Васал: розіграти скинуту карту { $card }?
prompt-throne-room = Тронна зала: розіграти карту дії з руки двічі?
prompt-library = Бібліотека: залишити карту { $card } чи відкласти її?
prompt-sentry = Вартовий: що зробити з картою { $card }?
prompt-bureaucrat = Чиновник: розкрийте карту перемоги й покладіть її на колоду
prompt-bandit = Розбійник: викиньте на смітник один з розкритих Скарбів
prompt-spy-own = Шпигун: верхня карта вашої колоди — { $card }
prompt-spy = Шпигун: верхня карта колоди гравця { $seat } — { $card }
prompt-thief-trash = Злодій: який Скарб гравця { $seat } викинути на смітник?
prompt-thief-gain = Злодій: отримати викинуту карту { $card }?

## «Темні віки»

prompt-survivors = Уцілілі: скинути { $cards } чи повернути { $n ->
    [one] її
    [few] їх
    [many] їх
   *[other] їх
  } на колоду?
prompt-hovel = Ви купили карту перемоги: викинути Халупу з руки на смітник?
prompt-mercenary = Найманець: викинути на смітник 2 карти з руки?
prompt-mercenary-second = Найманець: викиньте на смітник другу карту
prompt-band-of-misfits = Набрід: якою картою його розіграти?
prompt-counterfeit = Підробка: розіграти Скарб з руки двічі (і викинути його на смітник)?
prompt-cultist = Сектант: розіграти Сектанта з руки?
prompt-death-cart = Віз для мерців: викиньте на смітник карту дії з руки або сам Віз для мерців
prompt-hermit = Відлюдник: викинути на смітник не-Скарб з руки чи зі скиду?
prompt-procession = Процесія: розіграти карту дії двічі, потім викинути її на смітник?
prompt-procession-gain = Процесія: отримайте карту дії вартістю рівно ${ $cost }
prompt-urchin = Розіграно карту { $attack }: викинути на смітник карту { $card }, щоб отримати Найманця?
prompt-count = Граф ({ $n } з 2): виберіть одне
prompt-catacombs = Катакомби: ви бачите { $cards }. Взяти їх у руку чи скинути й +3 Карти?
prompt-graverobber-gain = Грабіжник могил: отримайте карту зі смітника на свою колоду
prompt-ironmonger = Бляхар: ви розкриваєте з колоди { $card }. Скинути її?
prompt-catacombs-trashed = Катакомби викинуто на смітник: отримайте карту, дешевшу за ${ $cost }
prompt-hunting-grounds-trashed = Мисливські угіддя викинуто на смітник: отримати Герцогство чи 3 Маєтки?
prompt-mystic = Медіум: назвіть карту; якщо це верхня карта вашої колоди, вона йде в руку
prompt-pillage = Грабіжницький набіг: яку карту скине { $seat }?
prompt-rats = Щури: викиньте на смітник карту з руки, крім Щурів
prompt-rebuild = Новобудова: назвіть карту (названу карту перемоги не викидають), потім розкривайте
prompt-rebuild-gain = Новобудова: отримайте карту перемоги вартістю до ${ $cost }
prompt-rogue = Шахрай: отримайте зі смітника карту вартістю від $3 до $6
prompt-scavenger = Сміттяр: покладіть карту зі скиду на верх колоди
prompt-squire = Зброєносець: +$1 і виберіть одне
prompt-squire-trashed = Зброєносця викинуто на смітник: отримайте карту атаки
prompt-storeroom-cards = Комора: скиньте скільки завгодно карт, +1 Карта за кожну
prompt-storeroom-coins = Комора: скиньте скільки завгодно карт, +$1 за кожну
prompt-minstrel = Менестрель: яка карта дії ляже на верх колоди?
prompt-minstrel-next = Менестрель: яка карта дії ляже наступною, під { $card }?
