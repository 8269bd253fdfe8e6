# Помилки у файлі бота (TOML або YAML), який пише гравець: файл, місце в ньому і суть помилки.
# project's own (covers every entry of this file). Ключі файлу (name, description, buy, play,
# trash, card, if) і слова умов (in deck, in supply, left, money, my vp, turn, coins, buys,
# and, or, not...) — ключові слова мови ботів: їх не перекладають.

error-bot-file = { $source }: { $where }: { $problem }
error-bot-read = { $path }: не вдається прочитати файл бота: { $reason }
error-bot-utf8 = { $path }: файл бота — не текст у UTF-8
error-bot-missing = { $path }: немає такого файлу бота
error-bot-not-file = { $path }: це не файл

bot-where-top = верхній рівень
bot-where-entry = { $key }, елемент { $n }
bot-where-rule = правило { $n }
bot-where-rule-card = правило { $n } ({ $card })

bot-error-condition = умова { $condition }: { $problem }
bot-error-top-key = невідомий ключ { $key }; ключі: { $keys }
bot-error-name = 'name' має бути непорожнім рядком
bot-error-description = 'description' має бути рядком
bot-error-buy = 'buy' має бути непорожнім списком правил, наприклад buy = ["Gold", "Silver"]
bot-error-card-list = '{ $key }' має бути списком назв карт, наприклад { $key } = ["Smithy"]
bot-error-rule-type = правило — це назва карти або таблиця { "{" } card = ..., if = ... { "}" }
bot-error-rule-key = невідомий ключ { $key }; у правила є 'card' і, за потреби, 'if'
bot-error-no-card = у правила немає 'card'
bot-error-if = 'if' має бути рядком, наприклад if = "Gold in deck >= 1"
bot-error-yaml-mapping = файл має бути словником (name: ..., buy: [...])

bot-parse-char = неочікуваний символ { $char } у стовпці { $col }
bot-parse-at = у стовпці { $col } ({ $token })
bot-parse-at-end = у кінці
bot-parse-empty = умова порожня
bot-parse-unexpected = неочікуване { $token } у стовпці { $col }
bot-parse-number = умова — число, а не перевірка: порівняйте його, наприклад '... >= 1'
bot-parse-need-test = { $what }: з кожного боку потрібна перевірка (порівняння)
bot-parse-need-number = { $what }: з кожного боку потрібне число
bot-parse-chained = ланцюжок порівнянь { $where }: з'єднайте два порівняння через 'and'
bot-parse-zero = ділення на нуль
bot-parse-too-soon = умова уривається: бракує числа або величини
bot-parse-paren = немає ')' { $where } для '(' у стовпці { $col }
bot-parse-expected = у стовпці { $col } очікувалося число або величина, а стоїть { $token }
bot-parse-quantity = невідома величина { $phrase } у стовпці { $col }; { $help }
bot-parse-card = { $error } (у стовпці { $col })
bot-quantity-help = величина — це CARD in deck, TYPE in deck (cards, treasures, actions, victory, attacks, reactions), CARD in hand, TYPE in hand, CARD in play, TYPE in play, CARD in supply, CARD left, money in deck, total money, my vp, opponent vp, vp lead, turn, coins, buys, empty piles, smallest pile, gains to end або players
