# Слова поля Heroes of Dominaria на вебсторінці; id web-...
# project's own (увесь файл: української книги правил немає; терміни перекладено з російських
# правил: Маналіт, Лейлінія, Кабал, Герой, артефакт, квест, мана, локація)

web-lobby-components-stand-in = тимчасові компоненти
web-lobby-components-official = офіційні компоненти
web-lobby-components-partly-stand-in = частково тимчасові компоненти
web-lobby-start-mana = Мани на кожній локації на початку
web-lobby-start-mana-1 = 1 (за правилами)
web-lobby-start-mana-2 = 2 (швидкий варіант)

web-turn-line = раунд { $round } з { $rounds }, { $phase } · залишилося переміщень { $moves } · збирань мани { $collects }
web-phase-keep = вибір квестів
web-phase-place = розстановка Героїв
web-phase-action = фаза дії
web-phase-task = вибір
web-phase-over = кінець
web-last-card = остання карта Домінарії: { $card }
web-mana-title = { $colour }: { $n } мани
web-cabal-n = Кабал: { $n }
web-artifact-n = { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакти
    [many] { $n } артефактів
   *[other] { $n } артефакту
}
web-hero-of = Герой: { $name }
web-manalith-of = Маналіт: { $name }
web-leyline-of = Лейлінія { $a }–{ $b }: { $name }
web-locations = Домінарія
web-map = Мапа Домінарії
web-location-label = { $location }: { $colour }, мани { $mana }
web-location-title = { $location } ({ $colour }): мани { $mana }{ $cabal ->
    [0] {""}
   *[other] , Кабал { $cabal }
}{ $artifacts ->
    [0] {""}
    [one] , { $artifacts } артефакт
    [few] , { $artifacts } артефакти
    [many] , { $artifacts } артефактів
   *[other] , { $artifacts } артефакту
}
web-public-quests = Спільні квести
web-public-quest = { $quest } ({ $vp } ПО, залишилось { $left })
web-supply = Запас:
web-supply-line = Кабал { $cabal } · артефакти { $artifacts } · колоди: { $decks }
web-deck-dominaria = Домінарія
web-deck-quests = квести
web-deck-artifacts = артефакти
web-vp = { $n } ПО
web-pool = Пул
web-heroes = Герої
web-heroes-line = { $heroes } (на треку: { $n })
web-manaliths = Маналіти
web-tokens = жетони: { $colours }
web-leylines = Лейлінії
web-cabal = Кабал
web-artifacts = Артефакти
web-counted = { $artifact } (зараховано)
web-quests = Квести
web-in-hand = у руці: { $n }
web-started = розпочаті: { $quests }
web-done = виконані: { $quests }
web-public = спільні: { $quests }
web-score = Очки
web-score-heroes = Герої
web-score-manaliths = Маналіти
web-score-leylines = Лейлінії
web-score-cabal = Кабал
web-score-artifacts = Артефакти
web-score-quests = Квести
web-score-counted = Зараховано
web-score-public = Спільні квести
web-your-quests = Ваші квести ({ $n })
web-none = немає
web-col-total = Усього
web-col-quests-done = Виконано квестів
web-error-components = компоненти Heroes of Dominaria вибирає сервер, а не клієнт

# quest and card text (hover, long-press, the side panel, the opening choice)
web-choose-quests = Запропоновані вам квести
web-info-quest = Квест
web-info-artifact = Артефакт
web-info-public = Спільний квест
web-info-card = Карта Домінарії
web-quest-info = { $quest }: що потрібно і що дає

# The end-of-game chart (history.py).
history-score-title = Очки за джерелами
history-vp = ПО

## The status bar: the scores by source
web-goal-vp = ПО:
web-goal-vp-mine = ви { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-source = { $source } { $vp }
