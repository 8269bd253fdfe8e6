# Domination: слова игры (правила, вопросы, выборы, события, миссии).
# project's own: русской книги правил нет; весь файл — перевод проекта в привычных словах
# игр в духе «Риска» (территория, армия, атака, оборона, передислокация, пехота, кавалерия,
# артиллерия, джокер), режимы — по украинской книге (Господство, Столица, Миссия).

game-domination = Domination

## Счёт

armies = { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
dice = { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
    [many] { $n } кубиков
   *[other] { $n } кубика
}
cards = { $n ->
    [one] { $n } карточка
    [few] { $n } карточки
    [many] { $n } карточек
   *[other] { $n } карточки
}
territories = { $n ->
    [one] { $n } территория
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}
list-and-2 = { $a } и { $b }
list-and-more = { $first }, { $rest }
list-plus = { $a } + { $b }
nobody = никто

## Режимы, правила обмена, карточки

mode-domination = Господство
mode-capital = Столица
mode-mission = Миссия
cards-increasing = Возрастающий
cards-fixed = Постоянный
cards-italian = Итальянский
card-infantry = Пехота
card-cavalry = Кавалерия
card-artillery = Артиллерия
card-wildcard = Джокер
card-label = { $kind }: { $territory }
card-unknown = ?
goal-domination = Господство
goal-capital = Столица
goal-mission = Миссия
goal-turn-limit = лимит ходов

## Миссии

mission-continent = Захватите и удержите континент: { $continent }.
mission-continents = Захватите и удержите континенты: { $continents }.
mission-continents-more = Захватите и удержите континенты: { $continents } и ещё { $more ->
    [one] { $more } континент
    [few] { $more } континента
    [many] { $more } континентов
   *[other] { $more } континента
} на ваш выбор.
mission-any-continents = Захватите и удержите любые { $n ->
    [one] { $n } континент
    [few] { $n } континента
    [many] { $n } континентов
   *[other] { $n } континента
}.
mission-hold = Удержите { $n ->
    [one] { $n } территорию
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}.
mission-hold-armies = Удержите { $n ->
    [one] { $n } территорию
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}, в каждой не меньше { $k ->
    [one] { $k } армии
    [few] { $k } армий
    [many] { $k } армий
   *[other] { $k } армии
}.
mission-destroy = Уничтожьте { $armies } ({ $player }). Если это ваши армии или их первым уничтожит другой игрок, удержите вместо этого { $n ->
    [one] { $n } территорию
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}.
mission-destroy-armies = Уничтожьте { $armies } ({ $player }). Если это ваши армии или их первым уничтожит другой игрок, удержите вместо этого { $n ->
    [one] { $n } территорию
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}, в каждой не меньше { $k ->
    [one] { $k } армии
    [few] { $k } армий
    [many] { $k } армий
   *[other] { $k } армии
}.
mission-destroy-only = Уничтожьте { $armies } ({ $player }).

## Вопросы и ответы

prompt-claim = Займите свободную территорию (1 армия)
prompt-place-setup = Разместите 1 армию (осталось: { $left }): выберите территорию
prompt-place = Разместите { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
} (осталось: { $n }): выберите территорию
prompt-place-count = Сколько армий разместить: { $territory }?
prompt-capital = Выберите свою столицу
prompt-trade = Обменять набор карточек?
prompt-trade-forced = Обменяйте набор карточек (обязательно: { $n } или больше карточек)
prompt-attack = Атакуйте с одной из своих территорий или закончите атаки
prompt-battle = Атака: { $src } ({ $a }) → { $dst } ({ $d })
prompt-defend = { $territory } атакуют: { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
    [many] { $n } кубиков
   *[other] { $n } кубика
}
prompt-move = Переместите армии: { $src } → { $dst }
prompt-fortify = Передислокация: один раз переместите армии между соседними территориями
prompt-fortify-count = Сколько армий переместить: { $src } → { $dst }?
choice-done = Готово
choice-pair = { $src } → { $dst }
choice-trade = { $cards } → { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
choice-trade-done = Не обменивать (больше) карточки
choice-end-attacks = Закончить атаки
choice-end-turn = Закончить ход
choice-roll = Бросить { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
    [many] { $n } кубиков
   *[other] { $n } кубика
}
choice-annihilate = Уничтожение (бросать, пока территория не падёт или не останется 1 армия)
choice-annihilate-stop = Уничтожение, остановиться, когда останется { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
choice-retreat = Прекратить атаку здесь
choice-place-rest = Расставить остальные армии случайно
choice-defend = Оборона: { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
    [many] { $n } кубиков
   *[other] { $n } кубика
}

## Ошибки

error-map-too-small = на карте '{ $map }' { $n ->
    [one] { $n } территория
    [few] { $n } территории
    [many] { $n } территорий
   *[other] { $n } территории
}: слишком мало для { $players } игроков
error-map-unplayable = на карте '{ $map }' играть нельзя: { $problems }
error-few-missions = на карте '{ $map }' годных миссий: { $n }, а игроков: { $players }
error-options-mapping = настройки должны быть словарём
error-unknown-options = неизвестные настройки Domination: { $names }; известные: { $known }
error-players = для Domination нужно от 2 до 6 игроков, а не { $value }
error-map-option = карта — это название карты или путь к файлу .map
error-unknown-mode = неизвестный режим { $mode }; режимы: { $modes }
error-unknown-cards = неизвестные правила обмена { $rule }; правила: { $rules }
error-first-player = first_player должен быть одним из: { $choices }, а не { $value }
error-flag = { $flag } должно быть true или false, а не { $value }
error-turn-limit = turn_limit должен быть целым числом раундов (0: без лимита), а не { $value }
error-no-map-file = нет файла карты { $path }
error-bad-map-name = { $name } не может быть названием карты
error-builtin-map-name = { $name } — название встроенной карты; переименуйте { $file }, чтобы импортировать её

## События

event-first-player = { $player } ходит первым
event-first-player-drawn = { $player } ходит первым (по жребию)
event-turn = ── { $player }: раунд { $round } ──
event-claim = { $player } занимает: { $territory }
event-place = { $player } размещает { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}: { $territory }
event-place-random = { $player } случайно расставляет { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
event-bonus = { $player } получает { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}: { $territory } (территория с обменянной карточки)
event-capital = { $player } выбирает столицей { $territory } ★
event-trade = { $player } обменивает { $cards } на { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
event-trade-hidden = { $player } обменивает { $count ->
    [one] { $count } карточку
    [few] { $count } карточки
    [many] { $count } карточек
   *[other] { $count } карточки
} на { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
event-attack = { $player } атакует: { $src } → { $dst }
event-roll = кубики { $attack } против { $defend } → { $losses }
event-loss = { $territory } −{ $n }
event-conquer = { $player } захватывает: { $territory } (у игрока { $loser })
event-eliminate = { $player } уничтожает игрока { $loser }
event-eliminate-cards = { $player } уничтожает игрока { $loser } и забирает { $n ->
    [one] { $n } карточку
    [few] { $n } карточки
    [many] { $n } карточек
   *[other] { $n } карточки
}
event-move = { $player } перемещает { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
} → { $dst }
event-fortify = { $player } передислоцирует { $n ->
    [one] { $n } армию
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}: { $src } → { $dst }
event-card = { $player } получает карточку: { $card }
event-card-hidden = { $player } получает карточку
event-reshuffle = Обменянные карточки снова замешаны в колоду
event-win = ★ { $player } побеждает: { $goal }
event-win-goes-on = ★ { $player } побеждает: { $goal } (игра продолжается в режиме «Господство»)
event-game-over = Игра окончена: { $reason }

## Конец игры

outcome-domination = { $winners } — последний игрок на карте.
outcome-capital = { $winners } { $count ->
    [one] удерживает
    [few] удерживают
    [many] удерживают
   *[other] удерживают
} все столицы.
outcome-mission = { $winners } выполняет свою миссию.
outcome-turn-limit = достигнут лимит ходов; больше всего территорий: { $winners }.

## Цвета игроков (шесть цветов оригинальной игры): каждое место выбирает свой; миссии называют игроков по цвету

colour-red = красный
colour-blue = синий
colour-green = зелёный
colour-yellow = жёлтый
colour-magenta = пурпурный
colour-cyan = голубой
# кого миссия велит уничтожить (как миссии правил: «Уничтожьте синие армии»)
mission-armies-red = красные армии
mission-armies-blue = синие армии
mission-armies-green = зелёные армии
mission-armies-yellow = жёлтые армии
mission-armies-magenta = пурпурные армии
mission-armies-cyan = голубые армии
error-colours-list = цвета задаются списком названий цветов в порядке мест, а не { $value }
error-colour-unknown = неизвестный цвет { $colour }; цвета: { $colours }
error-colours-count = задано цветов: { $n }, а игроков: { $players }
error-colour-twice = игроки { $a } и { $b } выбрали один и тот же цвет ({ $colour }): каждому игроку нужен свой
help-opt-colours = Domination: цвет каждого игрока в порядке мест, через запятую: red, blue, green, yellow, magenta, cyan (или их названия на вашем языке: синий, жёлтый…). Миссии называют игроков по цвету. По умолчанию — в этом порядке.
