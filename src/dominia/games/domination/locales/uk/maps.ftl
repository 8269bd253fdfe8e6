# dominia maps: список, перегляд, перевірка та імпорт мап (Магазин карт у правилах).
# Терміни — з правил гри (країна, континент, картки Піхоти, Кавалерії, Артилерії, універсальні,
# місія); project's own: решта слів.

maps-no-cards = немає карток
maps-deck = { $n ->
    [one] { $n } картка
    [few] { $n } картки
    [many] { $n } карток
   *[other] { $n } картки
} ({ $kinds })
maps-deck-infantry = Піхота: { $n }
maps-deck-cavalry = Кавалерія: { $n }
maps-deck-artillery = Артилерія: { $n }
maps-deck-wildcard = універсальні: { $n }
maps-counts = { $territories ->
    [one] { $territories } країна
    [few] { $territories } країни
    [many] { $territories } країн
   *[other] { $territories } країни
}, континентів: { $continents }, кордонів: { $borders }, карток: { $cards }, місій: { $missions }
maps-counts-one-way = { $territories ->
    [one] { $territories } країна
    [few] { $territories } країни
    [many] { $territories } країн
   *[other] { $territories } країни
}, континентів: { $continents }, кордонів: { $borders } (в один бік: { $oneway }), карток: { $cards }, місій: { $missions }
maps-or = { $first } або { $last }
maps-semi-2 = { $a }; { $b }
maps-semi-more = { $first }; { $rest }
maps-goal = утримувати країн: { $n }
maps-goal-armies = утримувати країн: { $n }, у кожній армій: { $k }
maps-setup-every = з гравцями ({ $players }) кожному роздають досить країн і армій
maps-setup-some = з гравцями ({ $players }) — гравцю, якому роздали на одну країну більше
maps-setup-met = місію { $n } ({ $goal }) можна виконати ще під час розміщення: { $who }: { $text }
maps-setup-met-by = місію { $n } ({ $goal }) може виконати ще під час розміщення гравець { $player }, якщо вона йому випаде: { $who }: { $text }
maps-warning = попередження:
maps-warnings = попереджень: { $n }
maps-col-name = Назва
maps-col-title = Заголовок
maps-col-territories = Країни
maps-col-continents = Континенти
maps-col-source = Джерело
maps-col-continent = Континент
maps-col-bonus = Бонус
maps-col-territory = Країна
maps-col-borders = Кордони
maps-source-builtin = вбудована
maps-source-user = ваша
maps-invalid = помилкова: { $error }
maps-folder = Ваша тека мап: { $folder }
maps-continents = Континенти
maps-territories = Країни
maps-one-way-legend = Кордонів в один бік: { $n }. X → нападає на X, але X не може напасти у відповідь; ← X — напасти можна лише з X.
maps-cards = Картки: { $deck }
maps-missions = Місії: { $n }
maps-ok = OK { $path }: { $title }: { $counts }
maps-imported = Імпортовано { $path } до { $folder }: { $title }, { $n ->
    [one] { $n } країна
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}; грати можна як { $name }
maps-no-such-file = немає такого файлу: { $path }
maps-not-a-file = це не файл: { $path }
