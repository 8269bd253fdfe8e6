# Що сталося — так, як це пише журнал партії, — і чому партія скінчилася.
# project's own (covers every entry of this file): розіграє, купує, отримує, викидає на смітник,
# скидає, бере, розкриває, відкладає, резерв, колода, скид.

card-times = { $card } ×{ $n }
n-cards = { $n ->
    [one] { $n } карту
    [few] { $n } карти
    [many] { $n } карт
   *[other] { $n } карти
  }

event-turn-start = { $seat }: хід { $n }
event-kingdom = Королівство: { $cards }
event-game-end = Гру закінчено: { $reason }
event-play = { $seat } розігрує: { $what }
event-buy = { $seat } купує: { $what }
event-gain = { $seat } отримує: { $what }
event-gain-hand = { $seat } отримує в руку: { $what }
event-gain-deck = { $seat } отримує на колоду: { $what }
event-gain-trash = { $seat } отримує зі смітника: { $what }
event-gain-trash-deck = { $seat } отримує зі смітника на колоду: { $what }
event-gain-trash-hand = { $seat } отримує зі смітника в руку: { $what }
event-trash = { $seat } викидає на смітник: { $what }
event-discard = { $seat } скидає: { $what }
event-draw = { $seat } бере: { $what }
event-look = { $seat } дивиться: { $what }
event-set-aside = { $seat } відкладає: { $what }
event-topdeck = { $seat } кладе на колоду: { $what }
event-return = { $seat } повертає в стопку: { $what }
event-reveal-cards = { $seat } розкриває: { $what }
event-reveal-hand = { $seat } розкриває руку: { $what }
event-reveal-deck = { $seat } розкриває з колоди: { $what }
event-reveal-reaction = { $seat } розкриває реакцію: { $what }
event-to-hand = { $seat } бере в руку: { $what }
event-to-hand-trash = { $seat } бере в руку зі смітника: { $what }
event-to-hand-deck = { $seat } бере в руку з колоди: { $what }
event-name = { $seat } називає: { $card }
event-become = { $seat } розігрує { $what } як: { $card }
event-shuffle = { $seat } перемішує скид
event-discard-deck = { $seat } кладе колоду в скид
event-other = { $seat }: { $kind } { $what }

outcome-provinces = спорожніла стопка «{ $card }»
outcome-piles = { $n ->
    [one] спорожніла { $n } стопка резерву
    [few] спорожніли { $n } стопки резерву
    [many] спорожніло { $n } стопок резерву
   *[other] спорожніли { $n } стопки резерву
  }: { $cards }
outcome-other = { $reason }
