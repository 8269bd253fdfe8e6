# Слова поля Dominion на вебсторінці; id web-...
# project's own (увесь файл: української книги правил Dominion немає)

web-lobby-kingdom = Королівство
web-lobby-kingdom-example = випадкове; рекомендоване королівство або карти: Село, Кузня, Ринок
web-lobby-sets = Набори для випадкових карт
web-lobby-sets-help = Карти королівства, не вказані вище, випадково беруться з цих наборів.

web-turn-line = фаза { $phase } · Дії { $actions } · Купівлі { $buys } · ${ $coins }
web-phase-action = дій
web-phase-buy = купівель
web-phase-cleanup = прибирання
web-supply = Резерв
web-not-supply = Не в Резерві:
web-your-hand = Ваша рука ({ $n })
web-in-play = У грі ({ $name })
web-played-as = як { $card }
web-set-aside = Відкладені: { $cards }
web-trash = Смітник ({ $n })
web-empty = порожньо
web-nothing = нічого
web-cost = вартість
web-left = залишилося карт
web-card-title = { $types }, коштує ${ $cost }
web-col-vp = ПО
web-col-hand = Рука
web-col-deck = Колода
web-col-discard = Скид
web-col-turns = Ходи
web-col-cards = Карти
web-col-victory-cards = Карти перемоги
web-type-action = Дія
web-type-treasure = Скарб
web-type-victory = Перемога
web-type-curse = Прокляття
web-type-attack = Атака
web-type-reaction = Реакція
web-type-looter = Мародер
web-type-ruins = Руїни
web-type-shelter = Притулок
web-type-knight = Лицар

# a card's text (hover, long-press, the side panel); another player's last turn
web-card-info = { $card }: текст карти
web-card-cost = Коштує ${ $cost }
web-last-turn = Минулий хід: { $name }
web-bought = куплено: { $cards }
web-card-times = { card-times }
web-n-cards = { n-cards }

# The end-of-game charts (history.py).
history-vp-title = Переможні очки за ходами
history-vp-note = ПО кожного гравця наприкінці кожного його ходу.
history-coins-title = Гроші за хід
history-coins-note = Скільки монет гравець отримав за кожен свій хід (зіграні Скарби та +$; у DominionSim це «$ per turn»), а не гроші в його колоді.
history-turn = хід
history-vp = ПО
history-coins = монети

## The status bar: the score and how near the end is (empty Supply piles, Provinces left)
web-goal-vp = ПО:
web-goal-vp-mine = ви { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-end = { $card }: залишилося { $left } · порожніх стопок: { $empty }/{ $of }
web-goal-empty = порожні: { $piles }
