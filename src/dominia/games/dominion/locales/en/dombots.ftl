# `dominia bots import`: DominionSim's bot files read into Dominia's bot language.

dombots-not-xml = { $path }: not an XML file (line { $line }, column { $col })
dombots-no-players = { $path }: no <player> element: not a DominionSim bot file
dombots-same-name = { $path }: two bots are named “{ $name }”
dombots-no-name = { $path }: player { $n } has no name
dombots-no-buys = { $path }: “{ $bot }” has no <buy> rule
dombots-buy-no-name = { $path }: “{ $bot }”, buy rule { $n }: the card to buy is not named
dombots-bad-condition = { $path }: “{ $bot }”, buy rule { $n }: a condition needs <left>, <operator> and <right> (and a card for a count)
dombots-bad-operator = { $path }: “{ $bot }”, buy rule { $n }: unknown operator { $operator }
dombots-bad-number = { $path }: “{ $bot }”, buy rule { $n }: { $number } is not a number
dombots-not-rule = buy rule { $n } ({ $card }) is left out: { $why }
dombots-why-card = { $card } is not a card of Dominia's sets
dombots-why-function = its condition “{ $function }” has no counterpart in Dominia's bot language
dombots-why-type = its card type “{ $type }” has no counterpart in Dominia's bot language
dombots-why-zero = its condition divides by zero
dombots-not-strategy = buy rule { $n } ({ $card }): its play strategy “{ $strategy }” is not carried: the card is played as Dominia plays it
dombots-not-board = its suggested kingdom is not carried (give it with --kingdom): { $cards }
dombots-not-start = its start state is not carried
dombots-nothing-carried = no buy rule could be carried: no file is written
dombots-wrote = { $name }: { $path } ({ $rules } buy rules)
dombots-skipped = { $name }: not written
dombots-exists = { $path } exists already: nothing was written (remove it or choose another --out folder)
dombots-play-note = Actions are played as Dominia's data bots play them (the ones the rules buy, villages first): DominionSim's own way of playing each card is not carried.
