# Слова поля Domination на веб-странице; id web-...
# project's own (весь файл: русской книги правил Domination нет; термины — как в domination.ftl)

web-lobby-map = Карта
web-lobby-mode = Режим
web-lobby-trades = Обмен карточек
web-lobby-recycle = Обменянные карточки возвращаются в колоду
web-lobby-setup-deal = Раздаются случайно; остальные армии игроки ставят сами
web-lobby-setup-place = Раздаются, и все армии ставятся случайно
web-lobby-auto-defence = Защитник всегда бросает больше всего кубиков
web-lobby-continue = Играть дальше после победы по Столице или Миссии
web-lobby-turn-limit = Лимит раундов (0: нет)
# цвет каждого места (своё поле в строке места); подсказки под полями
web-lobby-colours = Цвет
web-lobby-colour-red = { colour-red }
web-lobby-colour-blue = { colour-blue }
web-lobby-colour-green = { colour-green }
web-lobby-colour-yellow = { colour-yellow }
web-lobby-colour-magenta = { colour-magenta }
web-lobby-colour-cyan = { colour-cyan }
web-lobby-colours-help = Цвет каждого игрока на карте. Миссии называют игрока, которого нужно уничтожить, по цвету («Уничтожьте синие армии»).
web-lobby-recycle-help = Выключено: когда колода кончится, карточки больше не выдаются.
web-lobby-setup-deal-help = Выключено: игроки по очереди занимают территории по одной, затем размещают армии (как в правилах). В режиме «Миссия» территории всегда раздаются.
web-lobby-setup-place-help = Игра начинается сразу с первого хода: территории и начальные армии — случайно.
web-lobby-auto-defence-help = Выключено: Защитник каждый раз сам выбирает, сколько кубиков бросать.
web-lobby-continue-help = После такой победы остальные играют дальше, пока один игрок не займёт все территории.
web-lobby-turn-limit-help = После стольких раундов игра заканчивается: побеждает тот, у кого больше всего территорий.

web-turn-line = раунд { $round }, { $phase }{ $reinforcements ->
    [0] {""}
    [one] {" "}· поставить { $reinforcements } армию
    [few] {" "}· поставить { $reinforcements } армии
    [many] {" "}· поставить { $reinforcements } армий
   *[other] {" "}· поставить { $reinforcements } армии
}
web-phase-claim = занятие территорий
web-phase-setup-place = расстановка
web-phase-capital = выбор столицы
web-phase-trade = обмен
web-phase-place = подкрепления
web-phase-place-count = подкрепления
web-phase-attack = атака
web-phase-battle = бой
web-phase-defend = защита
web-phase-move = перемещение
web-phase-fortify = передислокация
web-phase-fortify-count = передислокация
web-phase-over = конец
web-continents = Континенты
web-held-by = владеет
web-col-territories = Территории
web-col-armies = Армии
web-col-cards = Карточки
web-col-capital = Столица
web-col-eliminated = Выбил
web-col-out = Выбыл
web-col-rounds = Раунды
web-out-by = выбит: { $name }
web-out = (выбыл)
web-your-cards = Ваши карточки ({ $n })
web-none = нет
web-mission = Миссия:
web-deck-line = Обменяно карточек: { $trades } · в колоде: { $deck }
web-nobody = никто
web-territory-label = { $territory }: { $owner }, { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
web-territory-title = { $territory } ({ $continent }) — { $owner }, { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}

## Кубики и шансы

web-last-roll = Последний бросок
web-attacker = Атакующий
web-defender = Защитник
web-die-unpaired = { $n } (не сравнивается)
web-die-lost = { $n } (проиграл)
web-die-won = { $n } (выиграл)
web-roll-result = Атакующий потерял { $attacker }, защитник — { $defender }.
web-battle = Бой
web-battle-line = { $src } ({ $a }) атакует { $dst } ({ $d })
web-to-the-end = бой до конца: { $odds }
web-odds-text = победа { $win } · останется в среднем { $attackers } у атакующего, { $defenders } у защитника
web-odds-title = Шансы ваших атак (бой до конца)
web-col-attack = Атака
web-col-win = Победа
web-col-attackers-left = Останется атакующих
web-col-defenders-left = Останется защитников
web-attack-from = { $dst } из { $src }
web-error-no-battle = такого боя нет (или он слишком велик для расчёта)
web-error-no-picture = у карты { $map } нет картинки

## The map: zoom

web-map-zoom = Масштаб карты
web-zoom-in = Приблизить
web-zoom-out = Отдалить
web-zoom-fit = Вся карта
# the log's filter of battles
web-log-battles = сражения
# the lobby's help under a field
web-lobby-mode-help = Господство: захватить все территории. Столица: захватить все столицы. Миссия: выполнить свою тайную миссию.
web-lobby-trades-help = Возрастающий: каждый следующий обмен даёт больше (4, 6, 8, 10, 12, 15, затем +5). Постоянный и Итальянский: набор даёт столько, сколько стоят его карточки.

# The end-of-game charts (history.py), as the original game's statistics.
history-territories-title = Территории по раундам
history-armies-title = Армии по раундам
history-round = раунд
history-setup = расстановка
history-territories = территории
history-armies = армии

## Seeing the game: the condensed log of others' moves (a run of placements, a battle)
web-log-places = { $seat } размещает { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}: { $where }
web-log-place-at = { $territory } { $n }
web-log-battle-held = { $seat } атакует: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
    [many] { $rolls } бросков
   *[other] { $rolls } броска
}, потери { $lost }, уничтожено { $killed }; захват не удался
web-log-battle-won = { $seat } захватывает: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
    [many] { $rolls } бросков
   *[other] { $rolls } броска
}, потери { $lost }, уничтожено { $killed }
web-log-battle-won-moved = { $seat } захватывает: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
    [many] { $rolls } бросков
   *[other] { $rolls } броска
}, потери { $lost }, уничтожено { $killed }; перемещает { $moved }

## The status bar: the seat's own goal and how far it has got
web-goal = Цель:
web-goal-world = все территории: { $held }/{ $of }
web-goal-hold = { $n ->
    [one] { $n } территория
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}: { $held }/{ $n }
web-goal-hold-armies = { $n ->
    [one] { $n } территория
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
} с { $k }+ армиями: { $held }/{ $n }
web-goal-continents = { $more ->
    [0] { $continents }
   *[other] { $continents } и ещё { $more }
}: { $held }/{ $of }
web-goal-any-continents = { $n ->
    [one] любой континент
    [few] любые { $n } континента
    [many] любые { $n } континентов
   *[other] любые { $n } континента
}: { $held }/{ $n }
web-goal-destroy = уничтожить { $armies } ({ $player }): { $n ->
    [0] уничтожены
    [one] осталась { $n } территория
    [few] осталось { $n } территории
    [many] осталось { $n } территорий
   *[other] осталось { $n } территории
}
web-goal-capitals = удержано столиц: { $held }/{ $of }
web-goal-capital-held = ваша столица { $capital } держится ({ $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
})
web-goal-capital-lost = вашу столицу { $capital } захватил { $player }
web-goal-capital-choose = выберите свою столицу
web-goal-limit = раунд { $round } из { $limit } (затем побеждает тот, у кого больше всего территорий)
# a battle still being fought (its line so far)
web-log-battle-on = { $seat } атакует: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
    [many] { $rolls } бросков
   *[other] { $rolls } броска
}, потери { $lost }, уничтожено { $killed }
