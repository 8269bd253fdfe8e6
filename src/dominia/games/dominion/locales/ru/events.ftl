# Что произошло — так, как это пишет журнал партии, — и почему партия закончилась.
# Слова — из русских правил: разыгрывает, покупает, получает, выкидывает на свалку, сбрасывает,
# берёт, раскрывает, откладывает, резерв, колода, сброс.

card-times = { $card } ×{ $n }
n-cards = { $n ->
    [one] { $n } карту
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
  }

event-turn-start = { $seat }: ход { $n }
event-kingdom = Королевство: { $cards }
event-game-end = Игра окончена: { $reason }
event-play = { $seat } разыгрывает: { $what }
event-buy = { $seat } покупает: { $what }
event-gain = { $seat } получает: { $what }
event-gain-hand = { $seat } получает на руку: { $what }
event-gain-deck = { $seat } получает на колоду: { $what }
event-gain-trash = { $seat } получает со свалки: { $what }
event-gain-trash-deck = { $seat } получает со свалки на колоду: { $what }
event-gain-trash-hand = { $seat } получает со свалки на руку: { $what }
event-trash = { $seat } выкидывает на свалку: { $what }
event-discard = { $seat } сбрасывает: { $what }
event-draw = { $seat } берёт: { $what }
event-look = { $seat } смотрит: { $what }
event-set-aside = { $seat } откладывает: { $what }
event-topdeck = { $seat } кладёт на колоду: { $what }
event-return = { $seat } возвращает в стопку: { $what }
event-reveal-cards = { $seat } раскрывает: { $what }
event-reveal-hand = { $seat } раскрывает руку: { $what }
event-reveal-deck = { $seat } раскрывает с колоды: { $what }
event-reveal-reaction = { $seat } раскрывает реакцию: { $what }
event-to-hand = { $seat } берёт на руку: { $what }
event-to-hand-trash = { $seat } берёт на руку со свалки: { $what }
event-to-hand-deck = { $seat } берёт на руку с колоды: { $what }
event-name = { $seat } называет: { $card }
event-become = { $seat } разыгрывает { $what } как: { $card }
event-shuffle = { $seat } перемешивает сброс
event-discard-deck = { $seat } кладёт колоду в сброс
event-other = { $seat }: { $kind } { $what }

outcome-provinces = опустела стопка «{ $card }»
outcome-piles = { $n ->
    [one] опустела { $n } стопка резерва
    [few] опустели { $n } стопки резерва
    [many] опустели { $n } стопок резерва
   *[other] опустели { $n } стопки резерва
  }: { $cards }
outcome-other = { $reason }
