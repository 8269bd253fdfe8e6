# Стіл, рука, рядок ходу й кінець партії Dominion у терміналі.
# project's own (covers every entry of this file)

board-kingdom = Королівство:
board-kingdom-named = Королівство «{ $name }»:
board-status-line = Хід { $turn } · { $seat } · { $phase } · Дії { $actions } · Купівлі { $buys } · { $coins }
board-phase-action = фаза дій
board-phase-buy = фаза купівлі
board-phase-cleanup = фаза прибирання
board-coins = ${ $n }
board-supply-title = Резерв (порожніх стопок: { $n })
board-kingdom-column = Королівство
board-basic = Базові
board-not-in-supply = (не в резерві)
board-player = Гравець
board-vp = ПО
board-deck = Колода
board-discard = Скид
board-hand = Рука
board-discard-top = Верх скиду
board-in-play = У грі
board-you-marker = (ви)
board-aside = відкладено: { $cards }
board-trash = Смітник ({ $n }):
board-trash-empty = Смітник: порожньо
board-nothing = порожньо
board-your-hand = Ваша рука ({ $n }):
board-treasures = (скарби: ${ $n })
board-did-you-mean = можливо, { $cards }?
board-not-a-choice = { $card } — не один із варіантів
board-card-info = { $card } ({ $others }) — ${ $cost }, { $types }
board-scores = Підсумковий рахунок
board-turns = Ходи
board-outcome = Підсумок
board-win = ★ перемога
board-win-shared = ★ спільна перемога
board-game-ended = Гру закінчено: { $reason }.

## Типи карт

type-action = Дія
type-treasure = Скарб
type-victory = Перемога
type-curse = Прокляття
type-attack = Атака
type-reaction = Реакція
type-looter = Грабіжник
type-ruins = Руїни
type-shelter = Притулок
type-knight = Лицар
