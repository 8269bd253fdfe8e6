# Ним, игра только для тестов: все её слова.

game-nim = Ним
nim-prompt = Сколько камней?
nim-take = Взять { $n }
nim-event-take = { $player } берёт { $n ->
    [one] { $n } камень
    [few] { $n } камня
    [many] { $n } камней
   *[other] { $n } камня
}; осталось { $left }
nim-outcome-last-stone = { $player } взял последний камень
nim-error-options = параметры Нима: players (2) и stones
nim-error-size = Ним — для 2 игроков и от 1 до 99 камней
nim-error-not-legal = { $choice } — недопустимый ход для { $player }
nim-help-stones = Сколько камней на столе в начале (от 1 до 99). По умолчанию: 10.
nim-lobby-stones = Камней в начале
