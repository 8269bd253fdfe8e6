# What happened, as the game log says it, and why the game ended.
# $seat: a player; $what: the cards (a list of names, or how many when they are hidden); $card: a card.

card-times = { $card } ×{ $n }
n-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }

event-turn-start = { $seat }: turn { $n }
event-kingdom = Kingdom: { $cards }
event-game-end = The game ends: { $reason }
event-play = { $seat } plays { $what }
event-buy = { $seat } buys { $what }
event-gain = { $seat } gains { $what }
event-gain-hand = { $seat } gains { $what } to their hand
event-gain-deck = { $seat } gains { $what } onto their deck
event-gain-trash = { $seat } gains { $what } from the trash
event-gain-trash-deck = { $seat } gains { $what } from the trash onto their deck
event-gain-trash-hand = { $seat } gains { $what } from the trash to their hand
event-trash = { $seat } trashes { $what }
event-discard = { $seat } discards { $what }
event-draw = { $seat } draws { $what }
event-look = { $seat } looks at { $what }
event-set-aside = { $seat } sets aside { $what }
event-topdeck = { $seat } puts { $what } onto their deck
event-return = { $seat } returns { $what } to its pile
event-reveal-cards = { $seat } reveals { $what }
event-reveal-hand = { $seat } reveals { $what } (their hand)
event-reveal-deck = { $seat } reveals { $what } from their deck
event-reveal-reaction = { $seat } reveals { $what } (reaction)
event-to-hand = { $seat } puts { $what } into their hand
event-to-hand-trash = { $seat } puts { $what } from the trash into their hand
event-to-hand-deck = { $seat } puts { $what } from their deck into their hand
event-name = { $seat } names { $card }
event-become = { $seat } plays { $what } as { $card }
event-shuffle = { $seat } shuffles their discard pile
event-discard-deck = { $seat } puts their deck into their discard pile
event-other = { $seat }: { $kind } { $what }

outcome-provinces = the { $card } pile is empty
outcome-piles = { $n ->
    [one] { $n } Supply pile is empty
   *[other] { $n } Supply piles are empty
  }: { $cards }
outcome-other = { $reason }
