# Duel Isles (duel): the names of the built-in map, in file order.
# project's own: every name of this file (the rule book names only the classic continents)

map-duel = Острови двобою

## Continents
continent-duel-northreach = Північний край
continent-duel-eastmarch = Східна марка
continent-duel-southvale = Південна долина
continent-duel-emberlands = Вогняні землі

## Territories
territory-duel-frostholm = Морозний Пагорб
territory-duel-pinecrest = Сосновий Гребінь
territory-duel-ironhills = Залізні Пагорби
territory-duel-wolfmoor = Вовче Болото
territory-duel-ravenfort = Вороняча Фортеця
territory-duel-stormcape = Штормовий Мис
territory-duel-copperdale = Мідна Долина
territory-duel-saltmarsh = Солоні Болота
territory-duel-goldfields = Золоті Поля
territory-duel-riverbend = Річкова Лука
territory-duel-sunharbour = Сонячна Гавань
territory-duel-ashpeak = Попелястий Пік
territory-duel-cinderpass = Жариновий Перевал
territory-duel-lavasteps = Лавові Сходи

## The map's description (dominia maps show)
# project's own
map-duel-description =
    Острови двобою: невелике поле з 14 країн у чотирьох краях
    для швидких ігор удвох.
    У кожен край можна потрапити двома-трьома шляхами; жоден не безпечний надовго.
    Намальовано для Dominia; позиції — це позначки армій на зображенні 800 x 480.
