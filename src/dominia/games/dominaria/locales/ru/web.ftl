# Слова поля Heroes of Dominaria на веб-странице; id web-...
# Термины — из русских правил (heroes-of-dominaria.ru.md): Маналит, Лейлиния, Кабал, Герой,
# артефакт, квест, общедоступный квест, мана, локация, раунд, жетон, пул, колода. Остальное
# помечено project's own.

# project's own
web-lobby-components-stand-in = временные компоненты
# project's own
web-lobby-components-official = официальные компоненты
# project's own
web-lobby-components-partly-stand-in = частично временные компоненты
# project's own
web-lobby-start-mana = Маны на каждой локации в начале
# project's own
web-lobby-start-mana-1 = 1 (по правилам)
# project's own
web-lobby-start-mana-2 = 2 (быстрый вариант)

web-turn-line = раунд { $round } из { $rounds }, { $phase } · осталось перемещений { $moves } · сборов маны { $collects }
# project's own
web-phase-keep = выбор квестов
# project's own
web-phase-place = расстановка Героев
web-phase-action = фаза действия
# project's own
web-phase-task = выбор
# project's own
web-phase-over = конец
# project's own
web-last-card = последняя карта Доминарии: { $card }
web-mana-title = { $colour }: { $n } маны
web-cabal-n = Кабал: { $n }
web-artifact-n = { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакта
    [many] { $n } артефактов
   *[other] { $n } артефакта
}
web-hero-of = Герой: { $name }
web-manalith-of = Маналит: { $name }
web-leyline-of = Лейлиния { $a }–{ $b }: { $name }
web-locations = Доминария
web-map = Карта Доминарии
web-location-label = { $location }: { $colour }, маны { $mana }
web-location-title = { $location } ({ $colour }): маны { $mana }{ $cabal ->
    [0] {""}
   *[other] , Кабал { $cabal }
}{ $artifacts ->
    [0] {""}
    [one] , { $artifacts } артефакт
    [few] , { $artifacts } артефакта
    [many] , { $artifacts } артефактов
   *[other] , { $artifacts } артефакта
}
web-public-quests = Общие квесты
web-public-quest = { $quest } ({ $vp } ПО, осталось { $left })
web-supply = Запас:
web-supply-line = Кабал { $cabal } · артефакты { $artifacts } · колоды: { $decks }
web-deck-dominaria = Доминария
web-deck-quests = квесты
web-deck-artifacts = артефакты
web-vp = { $n } ПО
web-pool = Пул
web-heroes = Герои
web-heroes-line = { $heroes } (на треке: { $n })
web-manaliths = Маналиты
web-tokens = жетоны: { $colours }
web-leylines = Лейлинии
web-cabal = Кабал
web-artifacts = Артефакты
# project's own
web-counted = { $artifact } (засчитан)
web-quests = Квесты
# project's own
web-in-hand = в руке: { $n }
# project's own
web-started = начаты: { $quests }
# project's own
web-done = выполнены: { $quests }
web-public = общие: { $quests }
web-score = Очки
web-score-heroes = Герои
web-score-manaliths = Маналиты
web-score-leylines = Лейлинии
web-score-cabal = Кабал
web-score-artifacts = Артефакты
web-score-quests = Квесты
# project's own
web-score-counted = Засчитано
web-score-public = Общие квесты
web-your-quests = Ваши квесты ({ $n })
web-none = нет
web-col-total = Всего
# project's own
web-col-quests-done = Выполнено квестов
web-error-components = компоненты Heroes of Dominaria выбирает сервер, а не клиент

# quest and card text (hover, long-press, the side panel, the opening choice)
web-choose-quests = Предложенные вам квесты
web-info-quest = Квест
web-info-artifact = Артефакт
web-info-public = Общий квест
web-info-card = Карта Доминарии
web-quest-info = { $quest }: что нужно и что даёт

# The end-of-game chart (history.py).
history-score-title = Очки по источникам
history-vp = ПО

## The status bar: the scores by source
web-goal-vp = ПО:
web-goal-vp-mine = вы { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-source = { $source } { $vp }
