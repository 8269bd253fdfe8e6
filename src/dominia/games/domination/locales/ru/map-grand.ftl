# Grand World (grand): the names of the built-in map, in file order.
# project's own: every name of this file (no rule book names them in this language)

map-grand = Большой мир

## Continents
continent-grand-arctic = Арктика
continent-grand-north-america = Северная Америка
continent-grand-south-america = Южная Америка
continent-grand-western-europe = Западная Европа
continent-grand-eastern-europe = Восточная Европа
continent-grand-africa = Африка
continent-grand-middle-east = Ближний Восток
continent-grand-siberia = Сибирь
continent-grand-east-asia = Восточная Азия
continent-grand-oceania = Океания

## Territories
territory-grand-alaska = Аляска
territory-grand-yukon = Юкон
territory-grand-nunavut = Нунавут
territory-grand-greenland = Гренландия
territory-grand-british-columbia = Британская Колумбия
territory-grand-prairies = Прерии
territory-grand-quebec = Квебек
territory-grand-pacific-coast = Тихоокеанское побережье
territory-grand-rockies = Скалистые горы
territory-grand-great-plains = Великие равнины
territory-grand-great-lakes = Великие озёра
territory-grand-northeast = Северо-Восток
territory-grand-southeast = Юго-Восток
territory-grand-texas = Техас
territory-grand-mexico = Мексика
territory-grand-central-america = Центральная Америка
territory-grand-caribbean = Карибы
territory-grand-colombia = Колумбия
territory-grand-venezuela = Венесуэла
territory-grand-peru = Перу
territory-grand-brazil = Бразилия
territory-grand-chile = Чили
territory-grand-argentina = Аргентина
territory-grand-iceland = Исландия
territory-grand-ireland = Ирландия
territory-grand-britain = Британия
territory-grand-iberia = Иберия
territory-grand-france = Франция
territory-grand-low-countries = Нидерланды
territory-grand-italy = Италия
territory-grand-scandinavia = Скандинавия
territory-grand-germany = Германия
territory-grand-poland = Польша
territory-grand-baltics = Прибалтика
territory-grand-balkans = Балканы
territory-grand-ukraine = Украина
territory-grand-moscow = Москва
territory-grand-maghreb = Магриб
territory-grand-sahara = Сахара
territory-grand-egypt = Египет
territory-grand-sahel = Сахель
territory-grand-sudan = Судан
territory-grand-horn-of-africa = Африканский Рог
territory-grand-congo = Конго
territory-grand-east-africa = Восточная Африка
territory-grand-south-africa = Южная Африка
territory-grand-madagascar = Мадагаскар
territory-grand-anatolia = Анатолия
territory-grand-caucasus = Кавказ
territory-grand-levant = Левант
territory-grand-mesopotamia = Месопотамия
territory-grand-arabia = Аравия
territory-grand-persia = Персия
territory-grand-afghanistan = Афганистан
territory-grand-urals = Урал
territory-grand-kazakhstan = Казахстан
territory-grand-west-siberia = Западная Сибирь
territory-grand-central-siberia = Центральная Сибирь
territory-grand-yakutia = Якутия
territory-grand-chukotka = Чукотка
territory-grand-kamchatka = Камчатка
territory-grand-mongolia = Монголия
territory-grand-manchuria = Маньчжурия
territory-grand-korea = Корея
territory-grand-japan = Япония
territory-grand-north-china = Северный Китай
territory-grand-tibet = Тибет
territory-grand-south-china = Южный Китай
territory-grand-india = Индия
territory-grand-indochina = Индокитай
territory-grand-philippines = Филиппины
territory-grand-indonesia = Индонезия
territory-grand-new-guinea = Новая Гвинея
territory-grand-western-australia = Западная Австралия
territory-grand-eastern-australia = Восточная Австралия
territory-grand-new-zealand = Новая Зеландия

## The map's description (dominia maps show)
# project's own
map-grand-description =
    Большой мир: большое поле мира из 76 территорий на десяти континентах
    для долгих игр многих игроков. Аляска граничит с Чукоткой через Берингов
    пролив; Бразилия — с Сахелем через Атлантику.
    Нарисовано для Dominia; позиции — это отметки армий на картинке 1400 x 780.
