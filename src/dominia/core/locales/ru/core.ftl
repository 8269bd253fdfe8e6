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
error-not-legal-list = '{ $choice }' — сейчас недопустимый выбор; можно: { $legal }{ $more ->
    [0] {""}
   *[other] , ... (всего { $total })
}
error-seat-type = место — это номер места, а не { $seat }
error-choice-type = выбор — это id выбора (текст), а не { $choice }
error-bad-seat = места { $seat } нет
error-unknown-name-suggest = неизвестное имя ({ $what }): «{ $name }»; может быть, { $suggestions }?
