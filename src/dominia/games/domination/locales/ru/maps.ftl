# dominia maps: список, просмотр, проверка и импорт карт.
# project's own: весь файл.

maps-no-cards = нет карточек
maps-deck = { $n ->
    [one] { $n } карточка
    [few] { $n } карточки
    [many] { $n } карточек
   *[other] { $n } карточки
} ({ $kinds })
maps-deck-infantry = пехота: { $n }
maps-deck-cavalry = кавалерия: { $n }
maps-deck-artillery = артиллерия: { $n }
maps-deck-wildcard = джокеры: { $n }
maps-counts = { $territories ->
    [one] { $territories } территория
    [few] { $territories } территории
    [many] { $territories } территорий
   *[other] { $territories } территории
}, континентов: { $continents }, границ: { $borders }, карточек: { $cards }, миссий: { $missions }
maps-counts-one-way = { $territories ->
    [one] { $territories } территория
    [few] { $territories } территории
    [many] { $territories } территорий
   *[other] { $territories } территории
}, континентов: { $continents }, границ: { $borders } (в одну сторону: { $oneway }), карточек: { $cards }, миссий: { $missions }
maps-or = { $first } или { $last }
maps-semi-2 = { $a }; { $b }
maps-semi-more = { $first }; { $rest }
maps-goal = удержать территорий: { $n }
maps-goal-armies = удержать территорий: { $n }, в каждой армий: { $k }
maps-setup-every = при числе игроков { $players } каждому раздают достаточно территорий и армий
maps-setup-some = при числе игроков { $players } — игроку, которому раздали на одну территорию больше
maps-setup-met = миссию { $n } ({ $goal }) можно выполнить ещё при расстановке: { $who }: { $text }
maps-setup-met-by = миссию { $n } ({ $goal }) может выполнить ещё при расстановке игрок { $player }, если она ему выпадет: { $who }: { $text }
maps-warning = предупреждение:
maps-warnings = предупреждений: { $n }
maps-col-name = Имя
maps-col-title = Название
maps-col-territories = Территории
maps-col-continents = Континенты
maps-col-source = Источник
maps-col-continent = Континент
maps-col-bonus = Бонус
maps-col-territory = Территория
maps-col-borders = Границы
maps-source-builtin = встроенная
maps-source-user = ваша
maps-invalid = ошибочная: { $error }
maps-folder = Ваша папка карт: { $folder }
maps-continents = Континенты
maps-territories = Территории
maps-one-way-legend = Границ в одну сторону: { $n }. X → атакует X, но X не может атаковать в ответ; ← X — атаковать можно только из X.
maps-cards = Карточки: { $deck }
maps-missions = Миссии: { $n }
maps-ok = OK { $path }: { $title }: { $counts }
maps-imported = { $path } импортирована в { $folder }: { $title }, { $n ->
    [one] { $n } территория
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}; играть можно как { $name }
maps-no-such-file = нет такого файла: { $path }
maps-not-a-file = это не файл: { $path }
