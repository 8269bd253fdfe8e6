# Ошибки в файле бота (TOML или YAML), который пишет игрок: файл, место в нём и суть ошибки.
# project's own (covers every entry of this file). Ключи файла (name, description, buy, play,
# trash, card, if) и слова условий (in deck, in supply, left, money, my vp, turn, coins, buys,
# and, or, not...) — ключевые слова языка ботов: они не переводятся.

error-bot-file = { $source }: { $where }: { $problem }
error-bot-read = { $path }: не удаётся прочитать файл бота: { $reason }
error-bot-utf8 = { $path }: файл бота — не текст в UTF-8
error-bot-missing = { $path }: нет такого файла бота
error-bot-not-file = { $path }: это не файл

bot-where-top = верхний уровень
bot-where-entry = { $key }, элемент { $n }
bot-where-rule = правило { $n }
bot-where-rule-card = правило { $n } ({ $card })

bot-error-condition = условие { $condition }: { $problem }
bot-error-top-key = неизвестный ключ { $key }; ключи: { $keys }
bot-error-name = 'name' должно быть непустой строкой
bot-error-description = 'description' должно быть строкой
bot-error-buy = 'buy' должно быть непустым списком правил, например buy = ["Gold", "Silver"]
bot-error-card-list = '{ $key }' должно быть списком названий карт, например { $key } = ["Smithy"]
bot-error-rule-type = правило — это название карты или таблица { "{" } card = ..., if = ... { "}" }
bot-error-rule-key = неизвестный ключ { $key }; у правила есть 'card' и, если нужно, 'if'
bot-error-no-card = у правила нет 'card'
bot-error-if = 'if' должно быть строкой, например if = "Gold in deck >= 1"
bot-error-yaml-mapping = файл должен быть словарём (name: ..., buy: [...])

bot-parse-char = неожиданный символ { $char } в столбце { $col }
bot-parse-at = в столбце { $col } ({ $token })
bot-parse-at-end = в конце
bot-parse-empty = условие пустое
bot-parse-unexpected = неожиданное { $token } в столбце { $col }
bot-parse-number = условие — число, а не проверка: сравните его, например '... >= 1'
bot-parse-need-test = { $what }: с каждой стороны нужна проверка (сравнение)
bot-parse-need-number = { $what }: с каждой стороны нужно число
bot-parse-chained = цепочка сравнений { $where }: соедините два сравнения через 'and'
bot-parse-zero = деление на ноль
bot-parse-too-soon = условие обрывается: не хватает числа или величины
bot-parse-paren = нет ')' { $where } для '(' в столбце { $col }
bot-parse-expected = в столбце { $col } ожидалось число или величина, а стоит { $token }
bot-parse-quantity = неизвестная величина { $phrase } в столбце { $col }; { $help }
bot-parse-card = { $error } (в столбце { $col })
bot-quantity-help = величина — это CARD in deck, TYPE in deck (cards, treasures, actions, victory, attacks, reactions), CARD in hand, TYPE in hand, CARD in play, TYPE in play, CARD in supply, CARD left, money in deck, total money, my vp, opponent vp, vp lead, turn, coins, buys, empty piles, smallest pile, gains to end или players
