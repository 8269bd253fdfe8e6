# Duel Isles (duel): the names of the built-in map, in file order.
# project's own: every name of this file (no rule book names them in this language)

map-duel = Острова дуэли

## Continents
continent-duel-northreach = Северный край
continent-duel-eastmarch = Восточная марка
continent-duel-southvale = Южная долина
continent-duel-emberlands = Огненные земли

## Territories
territory-duel-frostholm = Морозный Холм
territory-duel-pinecrest = Сосновый Гребень
territory-duel-ironhills = Железные Холмы
territory-duel-wolfmoor = Волчья Топь
territory-duel-ravenfort = Вороний Форт
territory-duel-stormcape = Штормовой Мыс
territory-duel-copperdale = Медная Долина
territory-duel-saltmarsh = Солёные Топи
territory-duel-goldfields = Золотые Поля
territory-duel-riverbend = Речная Излучина
territory-duel-sunharbour = Солнечная Гавань
territory-duel-ashpeak = Пепельный Пик
territory-duel-cinderpass = Пепельный Перевал
territory-duel-lavasteps = Лавовые Ступени

## The map's description (dominia maps show)
# project's own
map-duel-description =
    Острова дуэли: небольшое поле из 14 территорий в четырёх краях
    для быстрых игр вдвоём.
    В каждый край ведут два-три пути; ни один не безопасен надолго.
    Нарисовано для Dominia; позиции — это отметки армий на картинке 800 x 480.
