# Ошибки Dominion: неверные настройки партии.

error-dominion-options-mapping = настройки должны быть словарём
error-dominion-unknown-options = { $n ->
    [one] неизвестная настройка
    [few] неизвестные настройки
    [many] неизвестные настройки
   *[other] неизвестные настройки
  } Dominion: { $options }
error-dominion-players = в Dominion играют от 2 до 6 игроков, а не { $players }
error-dominion-sets-type = наборы задаются названиями наборов карт, а не { $sets }; известные наборы: { $known }
error-dominion-unknown-set = неизвестный набор карт '{ $set }'; известные наборы: { $known }
error-dominion-kingdom-card-type = названия карт королевства должны быть строками, а не { $value }
error-dominion-not-kingdom-card = { $card } — не карта королевства
error-dominion-kingdom-twice = { $card } дважды в королевстве
error-dominion-kingdom-size = в королевстве { $size } карт, а не { $n }
error-dominion-kingdom-type = королевство: 'random', название рекомендуемого королевства или список карт
error-dominion-kingdom-pool = в выбранных наборах не хватает карт, чтобы заполнить королевство
error-dominion-shelters = shelters: 'auto', true или false, а не { $value }
error-dominion-autoplay = autoplay_treasures: true или false, а не { $value }
error-dominion-kingdom-needs = рекомендуемому королевству «{ $kingdom }» нужно дополнение { $needs }, которого в Dominia нет (его карты: { $cards })

# Bot files: a condition nested deeper than any rule needs (parentheses, not, minus, chains)
# project's own
bot-parse-too-deep = условие вложено слишком глубоко (не больше { $most } уровней скобок, not, минусов или цепочек операций)
