# Errors in a bot file (TOML or YAML) a player writes: the file, where in it, and the problem.
# The keys of a bot file (name, description, buy, play, trash, card, if) and the words of its
# conditions (in deck, in supply, left, money, my vp, turn, coins, buys, and, or, not...) are
# the language's own keywords: they stay as they are in every language.

error-bot-file = { $source }: { $where }: { $problem }
error-bot-read = { $path }: cannot read the bot file: { $reason }
error-bot-utf8 = { $path }: the bot file is not UTF-8 text
error-bot-missing = { $path }: no such bot file
error-bot-not-file = { $path }: not a file

bot-where-top = top level
bot-where-entry = { $key } entry { $n }
bot-where-rule = rule { $n }
bot-where-rule-card = rule { $n } ({ $card })

bot-error-condition = condition { $condition }: { $problem }
bot-error-top-key = unknown key { $key }; the keys are { $keys }
bot-error-name = 'name' must be a non-empty string
bot-error-description = 'description' must be a string
bot-error-buy = 'buy' must be a non-empty list of rules, e.g. buy = ["Gold", "Silver"]
bot-error-card-list = '{ $key }' must be a list of card names, e.g. { $key } = ["Smithy"]
bot-error-rule-type = a rule is a card name or a table { "{" } card = ..., if = ... { "}" }
bot-error-rule-key = unknown key { $key }; a rule has 'card' and optionally 'if'
bot-error-no-card = the rule has no 'card'
bot-error-if = 'if' must be a string, e.g. if = "Gold in deck >= 1"
bot-error-yaml-mapping = the file must be a mapping (name: ..., buy: [...])

bot-parse-char = unexpected character { $char } at column { $col }
bot-parse-at = at column { $col } ({ $token })
bot-parse-at-end = at the end
bot-parse-empty = the condition is empty
bot-parse-unexpected = unexpected { $token } at column { $col }
bot-parse-number = the condition is a number, not a test: compare it, e.g. '... >= 1'
bot-parse-need-test = { $what } needs a test (a comparison) on each side
bot-parse-need-number = { $what } needs a number on each side
bot-parse-chained = chained comparison { $where }: join two comparisons with 'and'
bot-parse-zero = division by zero
bot-parse-too-soon = the condition ends too soon: a number or a quantity is missing
bot-parse-paren = missing ')' { $where } for the '(' at column { $col }
bot-parse-expected = expected a number or a quantity at column { $col }, found { $token }
bot-parse-quantity = unknown quantity { $phrase } at column { $col }; { $help }
bot-parse-card = { $error } (at column { $col })
bot-quantity-help = a quantity is CARD in deck, TYPE in deck (cards, treasures, actions, victory, attacks, reactions), CARD in hand, TYPE in hand, CARD in play, TYPE in play, CARD in supply, CARD left, money in deck, total money, my vp, opponent vp, vp lead, turn, coins, buys, empty piles, smallest pile, gains to end or players
