# Слова поля Dominion на веб-странице; id web-...
# Термины (Резерв, Свалка, ПО, фазы, типы карт) — из книг правил (2-е издание, «Тёмные века»).

# project's own (форма лобби)
web-lobby-kingdom = Королевство
web-lobby-kingdom-example = случайное; рекомендуемое королевство или карты: Деревня, Кузница, Рынок
# project's own
# project's own
# project's own
# project's own
# project's own
# project's own
web-lobby-sets = Наборы для случайных карт
web-lobby-sets-help = Карты королевства, не указанные выше, случайно берутся из этих наборов.

web-turn-line = фаза { $phase } · Действия { $actions } · Покупки { $buys } · ${ $coins }
web-phase-action = действий
web-phase-buy = покупок
web-phase-cleanup = расчистки
web-supply = Резерв
web-not-supply = Не в Резерве:
web-your-hand = Ваша рука ({ $n })
web-in-play = В игре ({ $name })
# project's own
web-played-as = как { $card }
web-set-aside = Отложенные: { $cards }
web-trash = Свалка ({ $n })
# project's own
web-empty = пусто
# project's own
web-nothing = ничего
# project's own
web-cost = стоимость
# project's own
web-left = осталось карт
# project's own
web-card-title = { $types }, стоит ${ $cost }
web-col-vp = ПО
# project's own
web-col-hand = Рука
web-col-deck = Колода
web-col-discard = Сброс
# project's own
web-col-turns = Ходы
web-col-cards = Карты
web-col-victory-cards = Карты победы
web-type-action = Действие
web-type-treasure = Сокровище
web-type-victory = Победа
web-type-curse = Проклятие
web-type-attack = Атака
web-type-reaction = Реакция
web-type-looter = Мародёр
web-type-ruins = Руины
web-type-shelter = Убежище
web-type-knight = Рыцарь

# a card's text (hover, long-press, the side panel); another player's last turn
web-card-info = { $card }: текст карты
web-card-cost = Стоит ${ $cost }
web-last-turn = Прошлый ход: { $name }
web-bought = куплено: { $cards }
web-card-times = { card-times }
web-n-cards = { n-cards }

# The end-of-game charts (history.py).
history-vp-title = Победные очки по ходам
history-vp-note = ПО каждого игрока в конце каждого его хода.
history-coins-title = Деньги за ход
history-coins-note = Сколько монет игрок получил за каждый свой ход (сыгранные Сокровища и +$; в DominionSim это «$ per turn»), а не деньги в его колоде.
history-turn = ход
history-vp = ПО
history-coins = монеты

## The status bar: the score and how near the end is (empty Supply piles, Provinces left)
web-goal-vp = ПО:
web-goal-vp-mine = вы { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-end = { $card }: осталось { $left } · пустых стопок: { $empty }/{ $of }
web-goal-empty = пусты: { $piles }
