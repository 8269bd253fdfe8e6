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
error-not-legal-list = '{ $choice }' — зараз неприпустимий вибір; можна: { $legal }{ $more ->
    [0] {""}
   *[other] , ... (усього { $total })
}
error-seat-type = місце — це номер місця, а не { $seat }
error-choice-type = вибір — це id вибору (текст), а не { $choice }
error-bad-seat = місця { $seat } немає
error-unknown-name-suggest = невідома назва ({ $what }): «{ $name }»; можливо, { $suggestions }?
