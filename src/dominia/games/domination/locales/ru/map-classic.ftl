# Classic World (classic): the names of the built-in map, in file order.
# project's own: every name of this file (no rule book names them in this language)

map-classic = Классический мир

## Continents
continent-classic-north-america = Северная Америка
continent-classic-south-america = Южная Америка
continent-classic-europe = Европа
continent-classic-africa = Африка
continent-classic-asia = Азия
continent-classic-australia = Австралия

## Territories
territory-classic-alaska = Аляска
territory-classic-northwest-territory = Северо-Западная территория
territory-classic-greenland = Гренландия
territory-classic-alberta = Альберта
territory-classic-ontario = Онтарио
territory-classic-quebec = Квебек
territory-classic-western-united-states = Западные США
territory-classic-eastern-united-states = Восточные США
territory-classic-central-america = Центральная Америка
territory-classic-venezuela = Венесуэла
territory-classic-peru = Перу
territory-classic-brazil = Бразилия
territory-classic-argentina = Аргентина
territory-classic-iceland = Исландия
territory-classic-scandinavia = Скандинавия
territory-classic-great-britain = Великобритания
territory-classic-northern-europe = Северная Европа
territory-classic-western-europe = Западная Европа
territory-classic-southern-europe = Южная Европа
territory-classic-ukraine = Украина
territory-classic-north-africa = Северная Африка
territory-classic-egypt = Египет
territory-classic-east-africa = Восточная Африка
territory-classic-congo = Конго
territory-classic-south-africa = Южная Африка
territory-classic-madagascar = Мадагаскар
territory-classic-ural = Урал
territory-classic-siberia = Сибирь
territory-classic-yakutsk = Якутск
territory-classic-kamchatka = Камчатка
territory-classic-irkutsk = Иркутск
territory-classic-mongolia = Монголия
territory-classic-japan = Япония
territory-classic-afghanistan = Афганистан
territory-classic-china = Китай
territory-classic-middle-east = Ближний Восток
territory-classic-india = Индия
territory-classic-siam = Сиам
territory-classic-indonesia = Индонезия
territory-classic-new-guinea = Новая Гвинея
territory-classic-western-australia = Западная Австралия
territory-classic-eastern-australia = Восточная Австралия

## The map's description (dominia maps show)
# project's own
map-classic-description =
    Классический мир: стандартное поле из 42 территорий на шести континентах.
    Северная Америка 5, Южная Америка 2, Европа 5, Африка 3, Азия 7, Австралия 2.
    Нарисовано для Dominia; позиции — это отметки армий на картинке 1000 x 600.
