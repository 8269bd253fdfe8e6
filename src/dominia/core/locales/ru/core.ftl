player-n = Игрок { $n }
language-name = Русский

error-unknown-name = неизвестное имя ({ $what }): «{ $name }»
what-game = игра
what-bot = бот
what-language = язык
what-card = карта
what-kingdom = королевство
what-map = карта местности
what-option = параметр

error-game-over = игра окончена
error-not-your-turn = сейчас решает { $seat }, а не { $you }
error-not-legal = «{ $choice }» — сейчас недопустимый ход
error-bad-seat = места { $seat } нет
error-unknown-name-suggest = неизвестное имя ({ $what }): «{ $name }»; может быть, { $suggestions }?
