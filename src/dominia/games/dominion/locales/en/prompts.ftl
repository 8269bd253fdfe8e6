# What Dominion asks a player, and the answers it offers.
# $card, $attack: a card's name; $cards: a list of names; $seat: a player; $cost, $coins: coins.

## Turn

prompt-play-action = Play an Action ({ $n } left)
prompt-buy = Buy a card (${ $coins }, { $buys ->
    [one] { $buys } buy
   *[other] { $buys } buys
  })
choice-all-treasures = Play all Treasures
choice-end-actions = End Action phase
choice-end-turn = End turn
choice-buy-cost = Buy { $card } (${ $cost })

## Answers naming a card

choice-play = Play { $card }
choice-buy = Buy { $card }
choice-gain = Gain { $card }
choice-trash = Trash { $card }
choice-discard = Discard { $card }
choice-topdeck = Topdeck { $card }
choice-reveal = Reveal { $card }
choice-name = Name { $card }
choice-react = Discard { $card } (reaction)
choice-trigger = Resolve { $card } (when trashed)
choice-become = Play as { $card }
choice-keep = Keep { $card }
choice-set-aside = Set { $card } aside
choice-put-back = Put { $card } back
choice-on-top = { $card } on top
choice-next = { $card } next
choice-leave-on-deck = Leave { $card } on your deck
choice-trash-from-hand = Trash { $card } from your hand
choice-trash-from-discard = Trash { $card } from your discard
choice-gain-three = Gain { $card } ×3
choice-victim-discards = { $seat } discards { $card }

## Other answers

choice-done = Done
choice-no = No
choice-gain-nothing = Gain nothing
choice-trash-nothing = Trash nothing
choice-play-nothing = Play nothing
choice-reveal-nothing = Reveal nothing
choice-no-more-reactions = No more reactions
choice-done-discarding = Done discarding
choice-done-choosing = Done choosing
choice-keep-it = Keep it
choice-leave-it = Leave it
choice-leave-them = Leave them
choice-leave-in-trash = Leave it in the trash
choice-discard-deck = Discard my deck
choice-discard-them = Discard them
choice-put-them-back = Put them back
choice-plus-coins = +${ $n }
choice-plus-actions = +{ $n } Actions
choice-plus-buys = +{ $n } Buys
choice-count-discard2 = Discard 2 cards
choice-count-topdeck = Put a card from your hand onto your deck
choice-count-trash-hand = Trash your hand
choice-catacombs-hand = Put them into your hand
choice-catacombs-discard = Discard them, +3 Cards
choice-graverobber-gain = Gain a card costing $3-$6 from the trash onto your deck
choice-graverobber-trash = Trash an Action card from your hand to gain one costing up to $3 more

## Prompts shared by several cards

prompt-trash-trigger = Your card was trashed: what happens first?
prompt-reaction = { $card } is played: reveal a Reaction?
prompt-trash-from-hand = { $card }: trash a card from your hand
prompt-trash-action = { $card }: trash an Action card from your hand
prompt-trash-up-to = { $card }: trash up to { $n } more { $n ->
    [one] card
   *[other] cards
  }
prompt-gain-up-to = { $card }: gain a card costing up to ${ $cost }
prompt-may-gain-up-to = { $card }: you may gain a card costing up to ${ $cost }
prompt-gain-up-to-hand = { $card }: gain a card costing up to ${ $cost } to your hand
prompt-gain-up-to-deck = { $card }: gain a card costing up to ${ $cost } onto your deck
prompt-topdeck-from-hand = { $card }: put a card from your hand onto your deck
prompt-discard-down = { $card }: discard down to { $n } cards ({ $more } more)
prompt-discard-n = { $card }: discard { $n } { $n ->
    [one] card
   *[other] cards
  }
prompt-order-top = { $card }: which card goes on top of your deck?
prompt-deck-to-discard = { $card }: put your deck into your discard pile?
prompt-choose-one = { $card }: choose one
prompt-trash-revealed = { $card }: trash one of your revealed cards

## Base game

prompt-cellar = Cellar: discard any number of cards, then draw that many
prompt-moneylender = Moneylender: trash a Copper for +$3?
prompt-mine-trash = Mine: trash a Treasure to gain a better one to your hand?
prompt-mine-gain = Mine: gain a Treasure costing up to ${ $cost } to your hand
prompt-harbinger = Harbinger: put a card from your discard pile onto your deck?
prompt-poacher = Poacher: discard { $n } { $n ->
    [one] card
   *[other] cards
  } (one per empty Supply pile)
prompt-vassal = Vassal: play the discarded { $card }?
prompt-throne-room = Throne Room: play an Action card from your hand twice?
prompt-library = Library: keep { $card } or set it aside?
prompt-sentry = Sentry: what to do with { $card }?
prompt-bureaucrat = Bureaucrat: reveal a Victory card and put it onto your deck
prompt-bandit = Bandit: trash one of your revealed Treasures
prompt-spy-own = Spy: your top card is { $card }
prompt-spy = Spy: { $seat }’s top card is { $card }
prompt-thief-trash = Thief: trash which of { $seat }’s Treasures?
prompt-thief-gain = Thief: gain the trashed { $card }?

## Dark Ages

prompt-survivors = Survivors: discard { $cards }, or put { $n ->
    [one] it
   *[other] them
  } back?
prompt-hovel = You bought a Victory card: trash Hovel from your hand?
prompt-mercenary = Mercenary: trash 2 cards from your hand?
prompt-mercenary-second = Mercenary: trash a second card
prompt-band-of-misfits = Band of Misfits: play it as which card?
prompt-counterfeit = Counterfeit: play a Treasure from your hand twice (then trash it)?
prompt-cultist = Cultist: play a Cultist from your hand?
prompt-death-cart = Death Cart: trash an Action card from your hand, or trash Death Cart
prompt-hermit = Hermit: trash a non-Treasure from your hand or discard pile?
prompt-procession = Procession: play an Action card twice, then trash it?
prompt-procession-gain = Procession: gain an Action card costing exactly ${ $cost }
prompt-urchin = { $attack } is played: trash { $card } to gain a Mercenary?
prompt-count = Count ({ $n } of 2): choose one
prompt-catacombs = Catacombs: you see { $cards }. Put them into your hand, or discard them and +3 Cards?
prompt-graverobber-gain = Graverobber: gain a card from the trash onto your deck
prompt-ironmonger = Ironmonger: you reveal { $card } from your deck. Discard it?
prompt-catacombs-trashed = Catacombs was trashed: gain a card costing less than ${ $cost }
prompt-hunting-grounds-trashed = Hunting Grounds was trashed: gain a Duchy, or an Estate ×3?
prompt-mystic = Mystic: name a card; if the top card of your deck is that card, it goes into your hand
prompt-pillage = Pillage: which card does { $seat } discard?
prompt-rats = Rats: trash a card from your hand other than a Rats
prompt-rebuild = Rebuild: name a card (a Victory card you name is not trashed), then reveal
prompt-rebuild-gain = Rebuild: gain a Victory card costing up to ${ $cost }
prompt-rogue = Rogue: gain a card costing from $3 to $6 from the trash
prompt-scavenger = Scavenger: put a card from your discard pile on top of your deck
prompt-squire = Squire: +$1 and choose one
prompt-squire-trashed = Squire was trashed: gain an Attack card
prompt-storeroom-cards = Storeroom: discard any number of cards for +1 Card each
prompt-storeroom-coins = Storeroom: discard any number of cards for +$1 each
prompt-minstrel = Wandering Minstrel: which Action card goes on top of your deck?
prompt-minstrel-next = Wandering Minstrel: which Action card goes next, under { $card }?
