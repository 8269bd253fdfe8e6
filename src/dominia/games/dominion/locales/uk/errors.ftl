# Помилки Dominion: неправильні налаштування партії.

error-dominion-options-mapping = налаштування мають бути словником
error-dominion-unknown-options = { $n ->
    [one] невідоме налаштування
    [few] невідомі налаштування
    [many] невідомі налаштування
   *[other] невідомі налаштування
  } Dominion: { $options }
error-dominion-players = у Dominion грають від 2 до 6 гравців, а не { $players }
error-dominion-sets-type = набори задаються назвами наборів карт, а не { $sets }; відомі набори: { $known }
error-dominion-unknown-set = невідомий набір карт '{ $set }'; відомі набори: { $known }
error-dominion-kingdom-card-type = назви карт королівства мають бути рядками, а не { $value }
error-dominion-not-kingdom-card = { $card } — не карта королівства
error-dominion-kingdom-twice = { $card } двічі в королівстві
error-dominion-kingdom-size = у королівстві { $size } карт, а не { $n }
error-dominion-kingdom-type = королівство: 'random', назва рекомендованого королівства або список карт
error-dominion-kingdom-pool = у вибраних наборах бракує карт, щоб заповнити королівство
error-dominion-shelters = shelters: 'auto', true або false, а не { $value }
error-dominion-autoplay = autoplay_treasures: true або false, а не { $value }
error-dominion-kingdom-needs = рекомендованому королівству «{ $kingdom }» потрібне доповнення { $needs }, якого в Dominia немає (його карти: { $cards })

# Bot files: a condition nested deeper than any rule needs (parentheses, not, minus, chains)
# project's own
bot-parse-too-deep = умова вкладена надто глибоко (не більше { $most } рівнів дужок, not, мінусів чи ланцюжків операцій)
