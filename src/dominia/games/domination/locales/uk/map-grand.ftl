# Grand World (grand): the names of the built-in map, in file order.
# project's own: every name of this file (the rule book names only the classic continents)

map-grand = Великий світ

## Continents
continent-grand-arctic = Арктика
continent-grand-north-america = Північна Америка
continent-grand-south-america = Південна Америка
continent-grand-western-europe = Західна Європа
continent-grand-eastern-europe = Східна Європа
continent-grand-africa = Африка
continent-grand-middle-east = Близький Схід
continent-grand-siberia = Сибір
continent-grand-east-asia = Східна Азія
continent-grand-oceania = Океанія

## Territories
territory-grand-alaska = Аляска
territory-grand-yukon = Юкон
territory-grand-nunavut = Нунавут
territory-grand-greenland = Гренландія
territory-grand-british-columbia = Британська Колумбія
territory-grand-prairies = Прерії
territory-grand-quebec = Квебек
territory-grand-pacific-coast = Тихоокеанське узбережжя
territory-grand-rockies = Скелясті гори
territory-grand-great-plains = Великі рівнини
territory-grand-great-lakes = Великі озера
territory-grand-northeast = Північний Схід
territory-grand-southeast = Південний Схід
territory-grand-texas = Техас
territory-grand-mexico = Мексика
territory-grand-central-america = Центральна Америка
territory-grand-caribbean = Кариби
territory-grand-colombia = Колумбія
territory-grand-venezuela = Венесуела
territory-grand-peru = Перу
territory-grand-brazil = Бразилія
territory-grand-chile = Чилі
territory-grand-argentina = Аргентина
territory-grand-iceland = Ісландія
territory-grand-ireland = Ірландія
territory-grand-britain = Британія
territory-grand-iberia = Іберія
territory-grand-france = Франція
territory-grand-low-countries = Нідерланди
territory-grand-italy = Італія
territory-grand-scandinavia = Скандинавія
territory-grand-germany = Німеччина
territory-grand-poland = Польща
territory-grand-baltics = Балтія
territory-grand-balkans = Балкани
territory-grand-ukraine = Україна
territory-grand-moscow = Москва
territory-grand-maghreb = Магриб
territory-grand-sahara = Сахара
territory-grand-egypt = Єгипет
territory-grand-sahel = Сахель
territory-grand-sudan = Судан
territory-grand-horn-of-africa = Африканський Ріг
territory-grand-congo = Конго
territory-grand-east-africa = Східна Африка
territory-grand-south-africa = Південна Африка
territory-grand-madagascar = Мадагаскар
territory-grand-anatolia = Анатолія
territory-grand-caucasus = Кавказ
territory-grand-levant = Левант
territory-grand-mesopotamia = Месопотамія
territory-grand-arabia = Аравія
territory-grand-persia = Персія
territory-grand-afghanistan = Афганістан
territory-grand-urals = Урал
territory-grand-kazakhstan = Казахстан
territory-grand-west-siberia = Західний Сибір
territory-grand-central-siberia = Центральний Сибір
territory-grand-yakutia = Якутія
territory-grand-chukotka = Чукотка
territory-grand-kamchatka = Камчатка
territory-grand-mongolia = Монголія
territory-grand-manchuria = Маньчжурія
territory-grand-korea = Корея
territory-grand-japan = Японія
territory-grand-north-china = Північний Китай
territory-grand-tibet = Тибет
territory-grand-south-china = Південний Китай
territory-grand-india = Індія
territory-grand-indochina = Індокитай
territory-grand-philippines = Філіппіни
territory-grand-indonesia = Індонезія
territory-grand-new-guinea = Нова Гвінея
territory-grand-western-australia = Західна Австралія
territory-grand-eastern-australia = Східна Австралія
territory-grand-new-zealand = Нова Зеландія

## The map's description (dominia maps show)
# project's own
map-grand-description =
    Великий світ: велике поле світу з 76 країн на десяти континентах
    для довгих ігор багатьох гравців. Аляска межує з Чукоткою через Берингову
    протоку; Бразилія — із Сахелем через Атлантику.
    Намальовано для Dominia; позиції — це позначки армій на зображенні 1400 x 780.
