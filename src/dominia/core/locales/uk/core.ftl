player-n = Гравець { $n }
language-name = Українська

error-unknown-name = невідома назва ({ $what }): «{ $name }»
what-game = гра
what-bot = бот
what-language = мова
what-card = карта
what-kingdom = королівство
what-map = мапа
what-option = параметр

error-game-over = гру закінчено
error-not-your-turn = зараз вирішує { $seat }, а не { $you }
error-not-legal = «{ $choice }» — зараз недозволений хід
error-bad-seat = місця { $seat } немає
error-unknown-name-suggest = невідома назва ({ $what }): «{ $name }»; можливо, { $suggestions }?
