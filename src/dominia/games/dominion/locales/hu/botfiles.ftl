# Hibák a játékos által írt botfájlban (TOML vagy YAML): a fájl, a hely benne és a probléma.
# project's own (covers every entry of this file). A fájl kulcsai (name, description, buy, play,
# trash, card, if) és a feltételek szavai (in deck, in supply, left, money, my vp, turn, coins,
# buys, and, or, not...) a botnyelv kulcsszavai: nem fordítjuk őket.

error-bot-file = { $source }: { $where }: { $problem }
error-bot-read = { $path }: a botfájl nem olvasható: { $reason }
error-bot-utf8 = { $path }: a botfájl nem UTF-8 szöveg
error-bot-missing = { $path }: nincs ilyen botfájl
error-bot-not-file = { $path }: nem fájl

bot-where-top = legfelső szint
bot-where-entry = { $key }, { $n }. elem
bot-where-rule = { $n }. szabály
bot-where-rule-card = { $n }. szabály ({ $card })

bot-error-condition = feltétel: { $condition }: { $problem }
bot-error-top-key = ismeretlen kulcs: { $key }; a kulcsok: { $keys }
bot-error-name = a 'name' nem lehet üres szöveg
bot-error-description = a 'description' csak szöveg lehet
bot-error-buy = a 'buy' szabályok nem üres listája, például buy = ["Gold", "Silver"]
bot-error-card-list = a '{ $key }' kártyanevek listája, például { $key } = ["Smithy"]
bot-error-rule-type = egy szabály kártyanév vagy tábla: { "{" } card = ..., if = ... { "}" }
bot-error-rule-key = ismeretlen kulcs: { $key }; egy szabálynak 'card' és esetleg 'if' kulcsa van
bot-error-no-card = a szabálynak nincs 'card' kulcsa
bot-error-if = az 'if' csak szöveg lehet, például if = "Gold in deck >= 1"
bot-error-yaml-mapping = a fájlnak szótárnak kell lennie (name: ..., buy: [...])

bot-parse-char = váratlan karakter: { $char }, { $col }. oszlop
bot-parse-at = a(z) { $col }. oszlopban ({ $token })
bot-parse-at-end = a végén
bot-parse-empty = a feltétel üres
bot-parse-unexpected = váratlan { $token } a(z) { $col }. oszlopban
bot-parse-number = a feltétel egy szám, nem vizsgálat: hasonlítsd össze, például '... >= 1'
bot-parse-need-test = { $what }: mindkét oldalán vizsgálat (összehasonlítás) kell
bot-parse-need-number = { $what }: mindkét oldalán szám kell
bot-parse-chained = láncolt összehasonlítás { $where }: két összehasonlítást 'and' köt össze
bot-parse-zero = osztás nullával
bot-parse-too-soon = a feltétel túl korán véget ér: hiányzik egy szám vagy mennyiség
bot-parse-paren = hiányzik a ')' { $where }, a(z) { $col }. oszlopbeli '(' párja
bot-parse-expected = a(z) { $col }. oszlopban szám vagy mennyiség kellene, de ez áll ott: { $token }
bot-parse-quantity = ismeretlen mennyiség: { $phrase }, { $col }. oszlop; { $help }
bot-parse-card = { $error } ({ $col }. oszlop)
bot-quantity-help = egy mennyiség lehet CARD in deck, TYPE in deck (cards, treasures, actions, victory, attacks, reactions), CARD in hand, TYPE in hand, CARD in play, TYPE in play, CARD in supply, CARD left, money in deck, total money, my vp, opponent vp, vp lead, turn, coins, buys, empty piles, smallest pile, gains to end vagy players
