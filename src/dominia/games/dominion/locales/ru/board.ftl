# Стол, рука, строка хода и конец партии Dominion в терминале.
# Типы карт — из русских правил (Действие, Сокровище, Победа, Проклятие, Атака, Реакция,
# Грабитель, Руины, Убежище, Рыцарь).

board-kingdom = Королевство:
board-kingdom-named = Королевство «{ $name }»:
board-status-line = Ход { $turn } · { $seat } · { $phase } · Действия { $actions } · Покупки { $buys } · { $coins }
board-phase-action = фаза действий
board-phase-buy = фаза покупок
board-phase-cleanup = фаза расчистки
board-coins = ${ $n }
board-supply-title = Резерв (пустых стопок: { $n })
board-kingdom-column = Королевство
board-basic = Базовые
board-not-in-supply = (не в резерве)
board-player = Игрок
board-vp = ПО
board-deck = Колода
board-discard = Сброс
board-hand = Рука
board-discard-top = Верх сброса
board-in-play = В игре
board-you-marker = (вы)
board-aside = отложено: { $cards }
board-trash = Свалка ({ $n }):
board-trash-empty = Свалка: пусто
board-nothing = пусто
board-your-hand = Ваша рука ({ $n }):
board-treasures = (сокровища: ${ $n })
board-did-you-mean = может быть, { $cards }?
board-not-a-choice = { $card } — не один из вариантов
board-card-info = { $card } ({ $others }) — ${ $cost }, { $types }
board-scores = Итоговый счёт
board-turns = Ходы
board-outcome = Итог
board-win = ★ победа
board-win-shared = ★ общая победа
board-game-ended = Игра окончена: { $reason }.

## Типы карт

type-action = Действие
type-treasure = Сокровище
type-victory = Победа
type-curse = Проклятие
type-attack = Атака
type-reaction = Реакция
type-looter = Грабитель
type-ruins = Руины
type-shelter = Убежище
type-knight = Рыцарь
