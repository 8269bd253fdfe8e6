# Classic World (classic): the names of the built-in map, in file order.
# The continents are the rule book's (domination.uk.txt); the rest is marked.

# project's own
map-classic = Класичний світ

## Continents
continent-classic-north-america = Північна Америка
continent-classic-south-america = Південна Америка
continent-classic-europe = Європа
continent-classic-africa = Африка
continent-classic-asia = Азія
continent-classic-australia = Австралія

## Territories
# project's own: the territories below
territory-classic-alaska = Аляска
territory-classic-northwest-territory = Північно-Західна територія
territory-classic-greenland = Гренландія
territory-classic-alberta = Альберта
territory-classic-ontario = Онтаріо
territory-classic-quebec = Квебек
territory-classic-western-united-states = Західні США
territory-classic-eastern-united-states = Східні США
territory-classic-central-america = Центральна Америка
territory-classic-venezuela = Венесуела
territory-classic-peru = Перу
territory-classic-brazil = Бразилія
territory-classic-argentina = Аргентина
territory-classic-iceland = Ісландія
territory-classic-scandinavia = Скандинавія
territory-classic-great-britain = Велика Британія
territory-classic-northern-europe = Північна Європа
territory-classic-western-europe = Західна Європа
territory-classic-southern-europe = Південна Європа
territory-classic-ukraine = Україна
territory-classic-north-africa = Північна Африка
territory-classic-egypt = Єгипет
territory-classic-east-africa = Східна Африка
territory-classic-congo = Конго
territory-classic-south-africa = Південна Африка
territory-classic-madagascar = Мадагаскар
territory-classic-ural = Урал
territory-classic-siberia = Сибір
territory-classic-yakutsk = Якутськ
territory-classic-kamchatka = Камчатка
territory-classic-irkutsk = Іркутськ
territory-classic-mongolia = Монголія
territory-classic-japan = Японія
territory-classic-afghanistan = Афганістан
territory-classic-china = Китай
territory-classic-middle-east = Близький Схід
territory-classic-india = Індія
territory-classic-siam = Сіам
territory-classic-indonesia = Індонезія
territory-classic-new-guinea = Нова Гвінея
territory-classic-western-australia = Західна Австралія
territory-classic-eastern-australia = Східна Австралія

## The map's description (dominia maps show)
# project's own
map-classic-description =
    Класичний світ: стандартне поле з 42 країн на шести континентах.
    Північна Америка 5, Південна Америка 2, Європа 5, Африка 3, Азія 7, Австралія 2.
    Намальовано для Dominia; позиції — це позначки армій на зображенні 1000 x 600.
