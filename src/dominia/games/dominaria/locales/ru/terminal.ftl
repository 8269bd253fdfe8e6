# Heroes of Dominaria в терминале: поле, планшеты игроков, подсказки, справка, итог.

# project's own: метка игрока на поле (И — игрок)
board-tag = И{ $n }
board-none = нет
board-empty = пусто
board-intro = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
    [many] { $players } игроков
   *[other] { $players } игрока
  }, { $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунда
    [many] { $rounds } раундов
   *[other] { $rounds } раунда
  }
board-intro-mana = маны на каждой локации в начале: { $mana }
board-variant = (вариант из правил)
board-components = Компоненты:
board-components-from = { $summary } из { $folder }
board-on-the-board = За столом:
board-round = Раунд { $round }/{ $rounds }
board-turn-of = ходит { $seat }
board-colour-mana = { $colour } мана
board-card-artifact = артефакт в { $location }
board-card-cabal = Кабал в { $location }
board-dominaria-card = Карта Доминарии: { $card } ({ $what })

## Карта
board-map-caption = ★ стартовая локация (сюда ставят и нанимают Героев)
board-map-caption-narrow = i НАЗВАНИЕ: соседи локации
board-col-colour = Цвет
board-col-location = Локация
board-col-mana = Мана
board-col-cabal = Кабал
board-col-artifact = Артефакт
board-col-heroes = Герои
board-col-manaliths = Маналиты
board-col-next = Соседи

## Общие квесты и запас
board-public = Общие квесты:
board-public-none = не осталось
board-public-tile = { $name } { $vp } ({ $needs }; осталось { $left })
board-supply = Запас: мана { $mana } · в колодах: квестов { $quests }, артефактов { $artifacts }, карт Доминарии { $cards }

## Игроки
board-pool-tokens = { $pool } + жетоны маны Маналитов: { $tokens }
board-src-short-heroes = Герои { $vp }
board-src-short-manaliths = Маналиты { $vp }
board-src-short-leylines = Лейлинии { $vp }
board-src-short-cabal = Кабал { $vp }
board-src-short-artifacts = артефакты { $vp }
board-src-short-quests = квесты { $vp }
board-src-short-counted = посчитанные { $vp }
board-src-short-public = общие { $vp }
board-in-hand = в руке { $n ->
    [one] { $n } квест
    [few] { $n } квеста
    [many] { $n } квестов
   *[other] { $n } квеста
  }
board-heroes-line = Герои: { $heroes } (на треке: { $track }) · Манапул: { $pool }
board-assets-line = Маналиты { $manaliths }/{ $max_manaliths }: { $manalith_list } · Лейлинии { $leylines }/{ $max_leylines }: { $leyline_list } · Поверженные культисты { $cultists }/{ $max_cultists }
board-artifacts = Артефакты: { $list }
board-started = Начатые: { $list }
board-accomplished = Зона Свершений: { $list }
board-counted = { $name } (посчитан)
board-public-done = { $name } ({ $vp } VP, общий)
board-phase-keep = Подготовка: выбор квестов
board-phase-place = Подготовка: расстановка Героев
board-phase-over = Игра окончена
board-moves = { $n ->
    [one] { $n } действие Движения
    [few] { $n } действия Движения
    [many] { $n } действий Движения
   *[other] { $n } действия Движения
  }
board-collects = { $n ->
    [one] { $n } сбор маны
    [few] { $n } сбора маны
    [many] { $n } сборов маны
   *[other] { $n } сбора маны
  }
board-status = ходит { $seat } · осталось: { $moves }, { $collects }
board-your-pool = Ваш манапул: { $pool } · Герои: { $heroes }
board-your-quests = Ваши квесты
board-none-in-hand = в руке нет
board-item = { $name } ({ $vp } VP): { $text }
board-can-complete = ✓ можно завершить
board-can-start = ✓ можно начать

## Вопросы и ответы
board-prompt-action = Ваше действие (осталось: { $moves }, { $collects })
board-pay-hint = (номер или цвет; номера не меняются до конца оплаты)
board-keeps-quest = оставляет квест
board-supply-empty = в запасе не осталось маны этого цвета: { $colour }
board-not-a-number = { $n } — не номер выбора ({ $keys })
board-slot-is = { $n } — это { $token }: { $why }
board-name-one-colour = назовите один цвет (и { $manalith } для жетона маны Маналита) или введите его номер
board-word-manalith = маналит
board-step-needs = этот шаг оплаты требует ману: { $colour }
board-no-token-left = жетона маны Маналита этого цвета у вас больше нет: { $colour }
board-no-mana-left = маны этого цвета у вас больше нет: { $colour }
board-hint-no-verb = действие { $verb } сейчас невозможно
board-hint-unknown = нет локации, квеста или артефакта с названием { $query }
board-hint-cannot = { $verb } — сейчас нельзя: { $names }
board-hint-not-choice = сейчас этого нет среди вариантов: { $names }

## i НАЗВАНИЕ
board-info-unknown = Нет локации, квеста, артефакта или общего квеста с названием { $text }
board-info-which = Какой именно? { $names }
board-info-quest = { $name } (квест, { $vp } VP): { $text }
board-info-artifact = { $name } (артефакт, { $vp } VP): { $text }
board-info-public = { $name } (общий квест, { $type }, { $vp } VP): { $text }
board-info-location = { $location } ({ $colour })
board-info-location-start = { $location } ({ $colour }, стартовая локация)
board-next-to = Соседи: { $locations }
board-now = Сейчас: жетонов маны { $mana }, жетонов Кабала { $cabal }, жетонов артефактов { $artifacts }
board-heroes-of = Герои игроков: { $players }
board-manaliths-of = Маналиты игроков: { $players }

## Справка
board-help-answer = Отвечайте номером варианта, его кодом ({ $example }) или словами:
board-help-words = необязательный глагол (по-русски или по-английски: собрать, подвинуть, нанять, построить, создать, завершить…) и названия, в любом регистре; достаточно начала названия или одного из его слов.
board-help-collect = собрать ману в Hammerheim
board-help-move = подвинуть Героя (или только локация, куда он идёт)
board-help-abilities = способности мироходца
board-help-leyline = создать Лейлинию (в любом порядке)
board-help-quests = квесты и артефакты
board-help-keep = при выборе квестов (или просто название квеста)
board-help-shortcuts = закончить ход · пропустить · заплатить автоматически (сначала обычная мана)
board-help-colour-word = чёрная
board-help-paying = Оплата: { $black } (или { $local }) платит 1 чёрную ману, { $black_manalith } — чёрным жетоном маны Маналита; номер жетона не меняется, пока не оплачена вся цена.
board-help-commands = Команды:
board-help-help = эта справка
board-help-board = показать поле снова
board-help-choices = показать варианты снова
board-help-info = локация, квест, артефакт или общий квест (например, i keld, i lotus)
board-help-quit = выйти из игры (продолжить можно, если был указан --save)

## Итог
board-final-scores = Итоговый счёт
board-vp-from = VP за
board-src-heroes = Героев
board-src-manaliths = Маналиты
board-src-leylines = Лейлинии
board-src-cabal = Кабал
board-src-artifacts = Артефакты
board-src-quests = Квесты
board-src-counted = Посчитанные артефакты
board-src-public = Общие квесты
board-total = Всего
board-tie-break = Завершённые квесты (при ничьей)
board-result = Итог
board-winner = ★ победа
board-shared-win = ★ общая победа
board-nobody-won = Никто не победил.
board-verdict-shared = { $names } делят победу: { $vp } VP и { $quests ->
    [one] { $quests } завершённый квест
    [few] { $quests } завершённых квеста
    [many] { $quests } завершённых квестов
   *[other] { $quests } завершённого квеста
  } у каждого.
board-verdict-tie = Побеждает { $names }: { $vp } VP, поровну с { $others }; при ничьей решает число завершённых квестов (включая общие): { $quests }.
board-verdict-win = Побеждает { $names }: { $vp } VP.

## Глаголы, которые можно вводить (через пробел, строчными; английские работают всегда)
# project's own
board-verbs-move = двигать подвинуть идти иди
board-verbs-collect = собрать собери
board-verbs-hire = нанять найми
board-verbs-explore = исследовать исследуй
board-verbs-confront = столкнуться сразиться
board-verbs-manalith = построить строить
board-verbs-leyline = создать
board-verbs-use = использовать
board-verbs-count = посчитать
board-verbs-start = начать
board-verbs-complete = завершить выполнить
board-verbs-keep = оставить оставь
board-verbs-take = взять возьми
board-verbs-place = поставить поставь
board-verbs-defeat = победить
board-verbs-end = конец закончить
board-verbs-skip = пропустить

# What a player types, as examples in the help (verbs and names of this language)
# project's own
board-help-cmd-collect = собрать ham
board-help-cmd-move = идти urborg orvada
board-help-cmd-abilities = нанять orvada · построить keld · исследовать vesuva · сразиться urborg
board-help-cmd-leyline = создать orvada shanodin
board-help-cmd-quests = завершить келдонские · начать полёт · использовать лотос · посчитать мирари
board-help-cmd-keep = оставить келдонские
board-help-cmd-shortcuts = e · s · a
board-help-cmd-info = i НАЗВАНИЕ
