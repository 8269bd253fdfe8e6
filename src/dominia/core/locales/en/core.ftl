# The kernel's words: players, errors every game can raise.

player-n = Player { $n }
language-name = English

error-unknown-name = unknown { $what } '{ $name }'
what-game = game
what-bot = bot
what-language = language
what-card = card
what-kingdom = kingdom
what-map = map
what-option = option

error-game-over = the game is over
error-not-your-turn = it is { $seat }’s decision, not { $you }’s
error-not-legal = '{ $choice }' is not a legal choice now
error-not-legal-list = '{ $choice }' is not a legal choice now; legal: { $legal }{ $more ->
    [0] {""}
   *[other] , ... ({ $total } in all)
}
error-seat-type = a seat is a seat number, not { $seat }
error-choice-type = a choice is a choice id (text), not { $choice }
error-bad-seat = there is no seat { $seat }
error-unknown-name-suggest = unknown { $what } '{ $name }'; did you mean: { $suggestions }?
