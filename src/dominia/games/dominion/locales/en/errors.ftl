# Dominion's errors: bad game options.

error-dominion-options-mapping = options must be a mapping
error-dominion-unknown-options = unknown Dominion { $n ->
    [one] option
   *[other] options
  }: { $options }
error-dominion-players = Dominion needs 2 to 6 players, not { $players }
error-dominion-sets-type = sets must be card set names, not { $sets }; known sets: { $known }
error-dominion-unknown-set = unknown card set '{ $set }'; known sets: { $known }
error-dominion-kingdom-card-type = kingdom card names must be strings, not { $value }
error-dominion-not-kingdom-card = { $card } is not a kingdom card
error-dominion-kingdom-twice = { $card } is in the kingdom twice
error-dominion-kingdom-size = a kingdom has { $size } cards, not { $n }
error-dominion-kingdom-type = kingdom must be 'random', a recommended kingdom's name or a list of cards
error-dominion-kingdom-pool = not enough kingdom cards in the chosen sets to fill the kingdom
error-dominion-shelters = shelters must be 'auto', true or false, not { $value }
error-dominion-autoplay = autoplay_treasures must be true or false, not { $value }
error-dominion-kingdom-needs = the recommended kingdom “{ $kingdom }” needs { $needs }, which Dominia does not have (it uses { $cards })

# Bot files: a condition nested deeper than any rule needs (parentheses, not, minus, chains)
bot-parse-too-deep = the condition nests too deep (at most { $most } levels of parentheses, not, minus or chained operators)
