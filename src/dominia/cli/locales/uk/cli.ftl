# Слова термінала: усі команди, їхня довідка, ігровий цикл, повтори, симулятор, каталоги.
# Слова самих ігор — у їхніх таблицях (games/<game>/locales).

## Назви ігор (таблиця гри може дати свою)

game-domination = Domination
# project's own (the two names below)
game-dominion = Домініон
game-dominaria = Герої Домінарії

## Місця

seat-bot = бот «{ $bot }»
seat-ai = ШІ «{ $bot }»

## Помилки

error-prefix = Помилка:
error-os-file = { $file }: { $text }
error-seat-spec = хибне місце { $seat }: вкажіть human, human:ІМ'Я, bot:ІМ'Я, ai:ІМ'Я або агента на Python (file.py:Name)
error-seat-no-bot-name = хибне місце { $seat }: бот мусить мати ім'я
error-seat-no-bot-file = хибне місце { $seat }: немає файлу бота { $file }
error-empty-seat = хибний список гравців { $players }: порожнє місце між комами
error-game-option = { $count ->
    [one] { $flags } — параметр гри { $owner }
    [few] { $flags } — параметри гри { $owner }
    [many] { $flags } — параметри гри { $owner }
   *[other] { $flags } — параметри гри { $owner }
}, не для { $game }
error-other-games-option = { $count ->
    [one] { $flags } — параметр іншої гри
    [few] { $flags } — параметри інших ігор
    [many] { $flags } — параметри інших ігор
   *[other] { $flags } — параметри інших ігор
}, не для { $game }
what-kingdom-or-card = королівство або карта
error-unknown-map-list = { $error }; мапи: { $maps } (див. dominia maps list)

## dominia play

play-stopped = гру зупинено: { $error }
play-cannot-save = не вдалося зберегти гру: { $error }
play-no-directory = не можна зберегти в { $path }: немає теки { $folder }
play-file-exists = { $path } уже існує; продовжте його з --resume { $path } або збережіть в інший файл
play-resume-drop = --resume продовжує збережену гру з її гравцями і параметрами; приберіть { $flags }
play-record-no-seats = { $path }: у записі не сказано, хто грає на кожному місці
play-record-seats = { $path }: у записі { $named ->
    [one] { $named } гравець
    [few] { $named } гравці
    [many] { $named } гравців
   *[other] { $named } гравця
} для гри на { $seats }
play-moves-do-not-replay = { $path }: збережені ходи не відтворюються ({ $error })
play-seed = Зерно { $seed } (те саме --seed роздає ту саму гру)
play-players = Гравці: { $players }
play-player-entry = { $n }. { $name }
play-saving = Збереження в { $path } після кожного ходу.
play-type-help = Введіть ? для довідки, q — щоб вийти.
play-resumed = { $title } (продовження)
play-resumed-line = Зерно { $seed }, зроблено { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
    [many] { $moves } ходів
   *[other] { $moves } ходу
}; збереження в { $path }.
play-game-over = Гру закінчено
play-saved-watch = Збережено в { $path }; переглянути знову: dominia replay { $path }
play-left-saved = Гру збережено в { $path }. Продовжити: dominia play --resume { $path }
play-left-unsaved = Ви вийшли з гри. Її не збережено (почніть з --save ФАЙЛ, щоб мати змогу продовжити).
play-pass-screen = Передайте екран гравцеві { $player } — натисніть Enter
play-pass-screen-help = (потім ? — довідка, q — вихід)
play-to-decide = Вирішує { $player }
play-since-last = Після вашого останнього рішення:
play-decider = { $player }:
play-no-info = Немає карти з назвою { $name }
play-try-again = — спробуйте ще раз (? — довідка)
play-not-a-number = { $n } — не номер варіанта (1-{ $last })
play-ambiguous = { $text } неоднозначне: { $options }; введіть номер
play-no-such-choice = немає такого варіанта: { $text }
play-no-such-choice-hint = немає такого варіанта: { $text } ({ $hint })
play-help-answer = Відповідайте номером варіанта, його id або його назвою, як у списку.
play-help-commands = Команди:
play-help-help = ця довідка
play-help-board = показати стіл ще раз
play-help-choices = показати варіанти ще раз
play-help-info-key = i НАЗВА
play-help-info = що робить карта (наприклад, i witch)
play-help-quit = вийти з гри (продовжити пізніше, якщо був --save)

## Гра без власного відображення

generic-options = Параметри: { $options }
generic-board = { $data }
generic-event = { $text }
generic-final-scores = Підсумковий рахунок
generic-col-seat = Місце
generic-col-player = Гравець
generic-col-score = Очки
generic-winner = переможець
generic-ended = Гру закінчено: { $reason }

## dominia replay

replay-bad-options = { $path }: параметри запису не складають гри ({ $error })
replay-bad-seat = --seat має бути від 1 до { $n }
replay-title = { $title }, повтор: { $path }
replay-as-player = очима гравця { $player }
replay-as-spectator = як глядач
replay-line = Зерно { $seed }, { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
    [many] { $moves } ходів
   *[other] { $moves } ходу
}, перегляд { $who }
replay-after-end = { $path }: хід { $move } іде після кінця гри
replay-seat-n = місце { $n }
replay-move-fails = { $path }: хід { $move } ({ $seat }: { $choice }) не відтворюється: { $error }
replay-not-finished = Не закінчено
replay-stops = Запис уривається після { $moves ->
    [one] { $moves } ходу
    [few] { $moves } ходів
    [many] { $moves } ходів
   *[other] { $moves } ходу
}, до кінця гри.
replay-result-differs = Увага: результат, збережений у файлі, відрізняється від відтвореного.

## dominia bots

bots-show-needs-name = bots show потрібне ім'я бота або файл бота, наприклад: dominia bots show smithy
bots-unexpected = зайве { $name }: використовуйте dominia bots list ГРА або dominia bots show ІМ'Я

## dominia sim

sim-bots-required = потрібен --bots, наприклад --bots random,random
sim-json-or-csv = виберіть щось одне: --json або --csv
sim-too-many-bots = { $bots ->
    [one] { $bots } бот не вміщується
    [few] { $bots } боти не вміщуються
    [many] { $bots } ботів не вміщуються
   *[other] { $bots } бота не вміщуються
} на { $seats ->
    [one] { $seats } місце
    [few] { $seats } місця
    [many] { $seats } місць
   *[other] { $seats } місця
}
sim-bots-only = sim грає лише ботами; приберіть 'human' з --bots
sim-seating = --seating — одне з: { $seatings }
sim-progress = Симуляція
sim-rate = { $rate } ігор/с
sim-seating-rotate = по колу
sim-seating-shuffle = упереміш
sim-title = { $games ->
    [one] { $games } гра
    [few] { $games } гри
    [many] { $games } ігор
   *[other] { $games } гри
}, зерно { $seed }, { $players ->
    [one] { $players } гравець
    [few] { $players } гравці
    [many] { $players } гравців
   *[other] { $players } гравця
}, місця { $seating }
sim-col-bot = Бот
sim-col-wins = Перемоги
sim-col-ties = Нічиї
sim-col-win-pct = % перемог (95% ДІ)
sim-col-score = Очки
sim-col-turns = Ходи
sim-col-eliminated = Вибув
sim-col-vp-per-turn = ПО/хід
sim-col-money = Скарби $
sim-ended-on = Ігри закінчилися через: { $ends }.
sim-ended-provinces = провінції
sim-ended-piles = стоси
sim-per-turn-columns = ПО/хід: підсумкові ПО, поділені на ходи; $/хід: монети, отримані за хід (Скарби та +$), у середньому за ходи; Скарби $: вартість Скарбів гравця в монетах, у середньому за ходи.
sim-score-by-source = Середні очки за джерелами
sim-source-heroes = Герої
sim-source-manaliths = Манал.
sim-source-leylines = Лейл.
sim-source-cabal = Кабал
sim-source-artifacts = Артеф.
sim-source-quests = Квести
sim-source-counted = Зарах.
sim-source-public = Спільні
sim-seat-pct = місце { $seat } { $pct }%
sim-seat-win-pct = % перемог за місцями в порядку ходу (хто б там не сидів): { $seats }.
sim-shared-wins = Ігор зі спільною перемогою: { $n }.
sim-average-length = Середня тривалість гри: ходів — { $turns }.
sim-speed = Ігор за секунду процесора: { $rate }.
sim-shared-win-fraction = % перемог рахує спільну перемогу часткою.
sim-turns-every-player = Ходи рахують ходи всіх гравців.
sim-stalled = { $n ->
    [one] { $n } гра не закінчилася
    [few] { $n } гри не закінчилися
    [many] { $n } ігор не закінчилися
   *[other] { $n } гри не закінчилися
} за { $steps } рішень: вважаються іграми без переможця (--games-out перелічує їх із причиною 'stalled').
sim-resumed = { $n ->
    [one] { $n } гра вже була
    [few] { $n } гри вже були
    [many] { $n } ігор уже були
   *[other] { $n } гри вже були
} у файлі ігор; зіграно зараз: { $played }.
sim-uneven = Увага: { $games ->
    [one] { $games } гра не розподіляється
    [few] { $games } гри не розподіляються
    [many] { $games } ігор не розподіляються
   *[other] { $games } гри не розподіляються
} порівну на { $players ->
    [one] { $players } місце
    [few] { $players } місця
    [many] { $players } місць
   *[other] { $players } місця
}.
sim-unknown-backend = невідомий бекенд { $backend }; використовуйте один із: { $backends }
sim-jobs-at-least-1 = --jobs має бути не менше 1
sim-needs-ray = бекенду Ray потрібен Ray: pip install 'dominia[ray]' (або --jobs N на цій машині)
sim-cannot-read = { $path }: не вдається прочитати ({ $error })
sim-another-run = у { $path } ігри іншого прогону (інші боти, параметри, зерно чи розсадка); вкажіть інший файл --games-out або видаліть цей
sim-not-a-row = { $path }:{ $line }: це не рядок результатів гри
sim-needs-matplotlib = --plot потрібен matplotlib (pip install matplotlib)
sim-cannot-write-plot = { $path }: не вдається записати графік ({ $error })
sim-plot-win-pct = % перемог (95% інтервал)
sim-plot-title = { $game }: { $games ->
    [one] { $games } гра
    [few] { $games } гри
    [many] { $games } ігор
   *[other] { $games } гри
}
sim-plot-vp = ПО після кожного ходу
sim-plot-money = Вартість Скарбів гравця в монетах після кожного ходу
sim-plot-territories = Території після кожного раунду
sim-plot-while = (поки тривають { $share } або більше його ігор)
sim-plot-round = раунд
sim-plot-turn = хід

## dominia cards, kingdoms, bots

catalog-no-card-list = у гри { $game } поки немає списку карт
catalog-no-kingdom-list = у гри { $game } поки немає списку королівств
catalog-set-not-dominaria = --set — для наборів карт Домініону; у Героїв Домінарії один набір компонентів
catalog-unknown-set = невідомий набір карт { $set }; відомі набори: { $sets }
catalog-cards-title = { $n ->
    [one] { $n } карта
    [few] { $n } карти
    [many] { $n } карт
   *[other] { $n } карти
}
catalog-lang-en = Англійська
catalog-lang-ru = Російська
catalog-lang-uk = Українська
catalog-lang-hu = Угорська
catalog-lang-pseudo = Псевдо
catalog-col-types = Типи
catalog-col-set = Набір
catalog-col-editions = Вид.
catalog-kingdoms-title = { $n ->
    [one] { $n } рекомендоване королівство
    [few] { $n } рекомендовані королівства
    [many] { $n } рекомендованих королівств
   *[other] { $n } рекомендованого королівства
} (зіграти: dominia play --kingdom ID)
catalog-col-id = ID
catalog-col-name = Назва
catalog-col-book = Книга
catalog-col-cards = Карти
catalog-needs = потрібно: { $sets }
catalog-bots-title = Боти (зіграти проти бота: --players human,bot:ІМ'Я)
catalog-col-bot = Бот
catalog-col-plays = Як грає
catalog-data-bots = Боти-дані (усі, крім random і heuristic) — списки правил: їх друкує dominia bots show ІМ'Я. Свій бот: файл .toml або .yaml (docs/dominion.md, «Bots as data»), вказаний як bot:path/to/bot.toml.
catalog-own-agent = Або свій агент на Python, для будь-якої гри: file.py:Name скрізь, де можна вказати бота (docs/agents.md; examples/bots/smithy_money.py).
catalog-python-bot = бот { $bot } написаний на Python, а не даними: у нього немає правил для показу
catalog-components-title = { $game }: { $summary }
catalog-components-from = з { $folder }
catalog-components-file = { $file } { $provenance } v{ $version }
catalog-provenance-stand-in = тимчасовий
catalog-provenance-official = офіційний
catalog-fingerprint = відбиток { $fingerprint }
catalog-components-replace = Замініть будь-який файл друкованими компонентами: dominia play dominaria --components ТЕКА (docs/dominaria.md).
catalog-abilities = Здібності
catalog-col-ability = Здібність
catalog-col-ability-cost = Ціна (її колір + будь-який колір)
catalog-boards = Планшети гравців: значення треків зліва направо (♦ +1 Переміщення, !! квест, +2g зелена мана)
catalog-col-board = Планшет
catalog-col-hero = Герой
catalog-col-manalith = Маналіт
catalog-col-leyline = Лейлінія
catalog-col-cabal = Кабал
catalog-quests-title = { $n ->
    [one] { $n } квест
    [few] { $n } квести
    [many] { $n } квестів
   *[other] { $n } квесту
}
catalog-col-quests-name = Квест
catalog-col-quests-text = Вимагає → нагорода
catalog-artifacts-title = { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакти
    [many] { $n } артефактів
   *[other] { $n } артефакту
}
catalog-col-artifacts-name = Артефакт
catalog-col-artifacts-text = Здібності
catalog-public-quests-title = { $n ->
    [one] { $n } спільний квест
    [few] { $n } спільні квести
    [many] { $n } спільних квестів
   *[other] { $n } спільного квесту
}
catalog-col-public-quests-name = Спільний квест
catalog-col-public-quests-text = Вимагає
catalog-col-vp = ПО
catalog-dominaria-cards-title = { $n ->
    [one] { $n } карта Домінарії
    [few] { $n } карти Домінарії
    [many] { $n } карт Домінарії
   *[other] { $n } карти Домінарії
} за кольорами
catalog-col-colour = Колір
catalog-col-artifact-tokens = Жетони артефактів на
catalog-col-cabal-tokens = Жетони Кабалу на

## dominia bots show ІМ'Я (правила лишаються ключовими словами мови ботів)

bots-show-title = { $bot }: { $description }
bots-show-built-in = вбудований ({ $file })
bots-show-generated = вбудований (створений із bmu з однією картою { $card })
bots-show-from = з { $source }
bots-show-buy = Купує за першим правилом, яке підходить і на яке вистачає грошей:
bots-show-play = Грає, найкращі спершу: { $cards }
bots-show-play-nothing = Грає: без Дій
bots-show-trash = Викидає, першу знайдену: { $cards }
bots-show-trash-nothing = Викидає, першу знайдену: без уподобань
bots-show-defaults = Усе інше: як у всіх ботів (bots/common.py)

# dominia optimize
optimize-setting = --{ $name } — ціле число від { $low } до { $high } (отримано { $value })
optimize-unsupported = У грі { $game } немає ботів, записаних правилами, — оптимізувати нічого
optimize-out-suffix = { $path }: файл бота має закінчуватися на { $suffix }
optimize-cannot-write = { $path }: не вдалося записати бота ({ $error })
optimize-start = Пошук: { $population } ботів у поколінні, поколінь: { $generations }, { $games } партій проти кожного суперника, зерно { $seed }.
optimize-rivals = Найкращі боти з однією картою проти { $yardstick } (найкращий — суперник і мірило):
optimize-generation = Покоління { $n }/{ $of }: найкращий { $best }%, у середньому { $mean }%, випробувано ботів: { $tried }
optimize-options = Королівство: { $options }
optimize-best = Найкращий знайдений бот, { $games } партій проти кожного:
optimize-wrote = Записано { $path }. Зіграйте ним: dominia sim { $game } --bots { $path },bmu — або завантажте його в лобі.
optimize-description = Знайдено командою dominia optimize для: { $options }; виграє { $pct }% проти { $yardstick }
optimize-col-bot = Бот
optimize-col-opponent = Проти
optimize-col-games = Партії
optimize-file-exists = { $path } вже існує: вкажіть інший файл у --out (файл бота не перезаписується)
bots-show-opening = Дебют при { $split }: { $cards } (більша рука купує перше)
bots-show-opening-any = Дебют: { $cards } (більша рука купує перше)
bots-show-opening-nothing = нічого
bots-show-penultimate = Правило передостанньої Провінції: не брати Провінцію, яка залишить останню суперникові, що виграє
