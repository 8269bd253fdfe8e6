# Heroes of Dominaria у терміналі: поле, планшети гравців, підказки, довідка, підсумок.
# project's own: увесь файл — власний переклад проєкту.

board-tag = Г{ $n }
board-none = немає
board-empty = порожньо
board-intro = { $players ->
    [one] { $players } гравець
    [few] { $players } гравці
    [many] { $players } гравців
   *[other] { $players } гравця
  }, { $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунди
    [many] { $rounds } раундів
   *[other] { $rounds } раунду
  }
board-intro-mana = мани на кожній локації на початку: { $mana }
board-variant = (варіант із правил)
board-components = Компоненти:
board-components-from = { $summary } з { $folder }
board-on-the-board = За столом:
board-round = Раунд { $round }/{ $rounds }
board-turn-of = ходить { $seat }
board-colour-mana = { $colour } мана
board-card-artifact = артефакт у { $location }
board-card-cabal = Кабал у { $location }
board-dominaria-card = Карта Домінарії: { $card } ({ $what })

## Карта
board-map-caption = ★ стартова локація (сюди ставлять і наймають Героїв)
board-map-caption-narrow = i НАЗВА: сусіди локації
board-col-colour = Колір
board-col-location = Локація
board-col-mana = Мана
board-col-cabal = Кабал
board-col-artifact = Артефакт
board-col-heroes = Герої
board-col-manaliths = Маналіти
board-col-next = Сусіди

## Спільні квести й запас
board-public = Спільні квести:
board-public-none = не залишилося
board-public-tile = { $name } { $vp } ({ $needs }; залишилося { $left })
board-supply = Запас: мана { $mana } · у колодах: квестів { $quests }, артефактів { $artifacts }, карт Домінарії { $cards }

## Гравці
board-pool-tokens = { $pool } + жетони мани Маналітів: { $tokens }
board-src-short-heroes = Герої { $vp }
board-src-short-manaliths = Маналіти { $vp }
board-src-short-leylines = Лейлінії { $vp }
board-src-short-cabal = Кабал { $vp }
board-src-short-artifacts = артефакти { $vp }
board-src-short-quests = квести { $vp }
board-src-short-counted = зараховані { $vp }
board-src-short-public = спільні { $vp }
board-in-hand = у руці { $n ->
    [one] { $n } квест
    [few] { $n } квести
    [many] { $n } квестів
   *[other] { $n } квесту
  }
board-heroes-line = Герої: { $heroes } (на треку: { $track }) · Манапул: { $pool }
board-assets-line = Маналіти { $manaliths }/{ $max_manaliths }: { $manalith_list } · Лейлінії { $leylines }/{ $max_leylines }: { $leyline_list } · Переможені культисти { $cultists }/{ $max_cultists }
board-artifacts = Артефакти: { $list }
board-started = Розпочаті: { $list }
board-accomplished = Зона Звершень: { $list }
board-counted = { $name } (зараховано)
board-public-done = { $name } ({ $vp } ПО, спільний)
board-phase-keep = Підготовка: вибір квестів
board-phase-place = Підготовка: розставлення Героїв
board-phase-over = Гру закінчено
board-moves = { $n ->
    [one] { $n } дія Руху
    [few] { $n } дії Руху
    [many] { $n } дій Руху
   *[other] { $n } дії Руху
  }
board-collects = { $n ->
    [one] { $n } збір мани
    [few] { $n } збори мани
    [many] { $n } зборів мани
   *[other] { $n } збору мани
  }
board-status = ходить { $seat } · залишилося: { $moves }, { $collects }
board-your-pool = Ваш манапул: { $pool } · Герої: { $heroes }
board-your-quests = Ваші квести
board-none-in-hand = у руці немає
board-item = { $name } ({ $vp } ПО): { $text }
board-can-complete = ✓ можна завершити
board-can-start = ✓ можна почати

## Запитання й відповіді
board-prompt-action = Ваша дія (залишилося: { $moves }, { $collects })
board-pay-hint = (номер або колір; номери не змінюються до кінця оплати)
board-keeps-quest = залишає квест
board-supply-empty = у запасі не залишилося мани цього кольору: { $colour }
board-not-a-number = { $n } — не номер вибору ({ $keys })
board-slot-is = { $n } — це { $token }: { $why }
board-name-one-colour = назвіть один колір (і { $manalith } для жетона мани Маналіту) або введіть його номер
board-word-manalith = маналіт
board-step-needs = цей крок оплати потребує ману: { $colour }
board-no-token-left = жетона мани Маналіту цього кольору у вас більше немає: { $colour }
board-no-mana-left = мани цього кольору у вас більше немає: { $colour }
board-hint-no-verb = дія { $verb } зараз неможлива
board-hint-unknown = немає локації, квесту чи артефакту з назвою { $query }
board-hint-cannot = { $verb } — зараз не можна: { $names }
board-hint-not-choice = зараз цього немає серед варіантів: { $names }

## i НАЗВА
board-info-unknown = Немає локації, квесту, артефакту чи спільного квесту з назвою { $text }
board-info-which = Який саме? { $names }
board-info-quest = { $name } (квест, { $vp } ПО): { $text }
board-info-artifact = { $name } (артефакт, { $vp } ПО): { $text }
board-info-public = { $name } (спільний квест, { $type }, { $vp } ПО): { $text }
board-info-location = { $location } ({ $colour })
board-info-location-start = { $location } ({ $colour }, стартова локація)
board-next-to = Сусіди: { $locations }
board-now = Зараз: жетонів мани { $mana }, жетонів Кабалу { $cabal }, жетонів артефактів { $artifacts }
board-heroes-of = Герої гравців: { $players }
board-manaliths-of = Маналіти гравців: { $players }

## Довідка
board-help-answer = Відповідайте номером варіанта, його кодом ({ $example }) або словами:
board-help-words = необов’язкове дієслово (українською чи англійською: зібрати, пересунути, найняти, збудувати, створити, завершити…) і назви, у будь-якому регістрі; досить початку назви чи одного з її слів.
board-help-collect = зібрати ману в Hammerheim
board-help-move = пересунути Героя (або лише локація, куди він іде)
board-help-abilities = здібності мандрівника світами
board-help-leyline = створити Лейлінію (у будь-якому порядку)
board-help-quests = квести й артефакти
board-help-keep = під час вибору квестів (або просто назва квесту)
board-help-shortcuts = закінчити хід · пропустити · заплатити автоматично (спершу звичайна мана)
board-help-colour-word = чорна
board-help-paying = Оплата: { $black } (або { $local }) платить 1 чорну ману, { $black_manalith } — чорним жетоном мани Маналіту; номер жетона не змінюється, доки не сплачено всю ціну.
board-help-commands = Команди:
board-help-help = ця довідка
board-help-board = показати поле знову
board-help-choices = показати варіанти знову
board-help-info = локація, квест, артефакт чи спільний квест (наприклад, i keld, i lotus)
board-help-quit = вийти з гри (продовжити можна, якщо було вказано --save)

## Підсумок
board-final-scores = Підсумковий рахунок
board-vp-from = ПО за
board-src-heroes = Героїв
board-src-manaliths = Маналіти
board-src-leylines = Лейлінії
board-src-cabal = Кабал
board-src-artifacts = Артефакти
board-src-quests = Квести
board-src-counted = Зараховані артефакти
board-src-public = Спільні квести
board-total = Разом
board-tie-break = Завершені квести (за нічиєї)
board-result = Підсумок
board-winner = ★ перемога
board-shared-win = ★ спільна перемога
board-nobody-won = Ніхто не переміг.
board-verdict-shared = { $names } ділять перемогу: { $vp } ПО і { $quests ->
    [one] { $quests } завершений квест
    [few] { $quests } завершені квести
    [many] { $quests } завершених квестів
   *[other] { $quests } завершеного квесту
  } у кожного.
board-verdict-tie = Перемагає { $names }: { $vp } ПО, порівну з { $others }; за нічиєї вирішує кількість завершених квестів (разом зі спільними): { $quests }.
board-verdict-win = Перемагає { $names }: { $vp } ПО.

## Дієслова, які можна вводити (через пробіл, малими літерами; англійські працюють завжди)
board-verbs-move = рухати пересунути іти йди
board-verbs-collect = зібрати збери
board-verbs-hire = найняти найми
board-verbs-explore = дослідити досліди
board-verbs-confront = зіткнутися
board-verbs-manalith = збудувати будувати
board-verbs-leyline = створити
board-verbs-use = використати
board-verbs-count = зарахувати
board-verbs-start = почати
board-verbs-complete = завершити виконати
board-verbs-keep = залишити залиш
board-verbs-take = взяти візьми
board-verbs-place = поставити постав
board-verbs-defeat = перемогти
board-verbs-end = кінець закінчити
board-verbs-skip = пропустити

# What a player types, as examples in the help (verbs and names of this language)
# project's own
board-help-cmd-collect = зібрати ham
board-help-cmd-move = йди urborg orvada
board-help-cmd-abilities = найняти orvada · збудувати keld · дослідити vesuva · зіткнутися urborg
board-help-cmd-leyline = створити orvada shanodin
board-help-cmd-quests = завершити келдонські · почати політ · використати лотос · зарахувати мірарі
board-help-cmd-keep = залишити келдонські
board-help-cmd-shortcuts = e · s · a
board-help-cmd-info = i НАЗВА
