# Dominion's board words on the web page (the server's web client); ids web-...

web-lobby-kingdom = Kingdom
web-lobby-kingdom-example = random; a recommended kingdom, or cards: Village, Smithy, Market
web-lobby-sets = Card sets for random cards
web-lobby-sets-help = The Kingdom cards not given above are drawn at random from these sets.

web-turn-line = { $phase } phase · Actions { $actions } · Buys { $buys } · ${ $coins }
web-phase-action = action
web-phase-buy = buy
web-phase-cleanup = cleanup
web-supply = Supply
web-not-supply = Not in the Supply:
web-your-hand = Your hand ({ $n })
web-in-play = In play ({ $name })
web-played-as = as { $card }
web-set-aside = Set aside: { $cards }
web-trash = Trash ({ $n })
web-empty = empty
web-nothing = nothing
web-cost = cost
web-left = cards left
web-card-title = { $types }, costs ${ $cost }
web-col-vp = VP
web-col-hand = Hand
web-col-deck = Deck
web-col-discard = Discard
web-col-turns = Turns
web-col-cards = Cards
web-col-victory-cards = Victory cards
web-type-action = Action
web-type-treasure = Treasure
web-type-victory = Victory
web-type-curse = Curse
web-type-attack = Attack
web-type-reaction = Reaction
web-type-looter = Looter
web-type-ruins = Ruins
web-type-shelter = Shelter
web-type-knight = Knight

# a card's text (hover, long-press, the side panel); another player's last turn
web-card-info = { $card }: card text
web-card-cost = Costs ${ $cost }
web-last-turn = { $name }’s last turn
web-bought = bought: { $cards }
web-card-times = { card-times }
web-n-cards = { n-cards }

# The end-of-game charts (history.py).
history-vp-title = Victory points per turn
history-vp-note = Each player’s VP at the end of each of its turns.
history-coins-title = Money per turn
history-coins-note = The coins each player made in each of its turns (Treasures played and +$; what DominionSim calls “$ per turn”), not the money in its deck.
history-turn = turn
history-vp = VP
history-coins = coins

## The status bar: the score and how near the end is (empty Supply piles, Provinces left)
web-goal-vp = VP:
web-goal-vp-mine = you { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-end = { $card } pile: { $left } left · empty piles: { $empty }/{ $of }
web-goal-empty = empty: { $piles }
