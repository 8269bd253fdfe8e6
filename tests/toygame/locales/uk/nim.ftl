# Нім, гра лише для тестів: усі її слова.

game-nim = Нім
nim-prompt = Скільки каменів?
nim-take = Взяти { $n }
nim-event-take = { $player } бере { $n ->
    [one] { $n } камінь
    [few] { $n } камені
    [many] { $n } каменів
   *[other] { $n } каменя
}; залишилося { $left }
nim-outcome-last-stone = { $player } узяв останній камінь
nim-error-options = параметри Німа: players (2) і stones
nim-error-size = Нім — для 2 гравців і від 1 до 99 каменів
nim-error-not-legal = { $choice } — недозволений хід для { $player }
nim-help-stones = Скільки каменів на столі на початку (від 1 до 99). Типово: 10.
nim-lobby-stones = Каменів на початку
