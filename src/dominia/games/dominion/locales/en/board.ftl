# The terminal's board, hand, status line and end of game for Dominion.

board-kingdom = Kingdom:
board-kingdom-named = Kingdom “{ $name }”:
board-status-line = Turn { $turn } · { $seat } · { $phase } · Actions { $actions } · Buys { $buys } · { $coins }
board-phase-action = Action phase
board-phase-buy = Buy phase
board-phase-cleanup = Cleanup phase
board-coins = ${ $n }
board-supply-title = Supply (empty piles: { $n })
board-kingdom-column = Kingdom
board-basic = Basic
board-not-in-supply = (not in Supply)
board-player = Player
board-vp = VP
board-deck = Deck
board-discard = Disc.
board-hand = Hand
board-discard-top = Discard top
board-in-play = In play
board-you-marker = (you)
board-aside = aside: { $cards }
board-trash = Trash ({ $n }):
board-trash-empty = Trash: empty
board-nothing = empty
board-your-hand = Your hand ({ $n }):
board-treasures = (treasures: ${ $n })
board-did-you-mean = did you mean { $cards }?
board-not-a-choice = { $card } is not one of the choices
board-card-info = { $card } ({ $others }) — ${ $cost }, { $types }
board-scores = Final scores
board-turns = Turns
board-outcome = Result
board-win = ★ winner
board-win-shared = ★ shared win
board-game-ended = The game ended because { $reason }.

## Card types

type-action = Action
type-treasure = Treasure
type-victory = Victory
type-curse = Curse
type-attack = Attack
type-reaction = Reaction
type-looter = Looter
type-ruins = Ruins
type-shelter = Shelter
type-knight = Knight
