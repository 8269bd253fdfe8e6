# Слова терминала: все команды, их справка, игровой цикл, повторы, симулятор, каталоги.
# Слова самих игр — в их таблицах (games/<game>/locales).

## Названия игр (таблица игры может дать своё)

game-dominion = Доминион
game-domination = Domination
# project's own
game-dominaria = Герои Доминарии

## Места

seat-bot = бот «{ $bot }»
seat-ai = ИИ «{ $bot }»

## Ошибки

error-prefix = Ошибка:
error-os-file = { $file }: { $text }
error-seat-spec = неверное место { $seat }: укажите human, human:ИМЯ, bot:ИМЯ, ai:ИМЯ или агента на Python (file.py:Name)
error-seat-no-bot-name = неверное место { $seat }: у бота должно быть имя
error-seat-no-bot-file = неверное место { $seat }: нет файла бота { $file }
error-empty-seat = неверный список игроков { $players }: пустое место между запятыми
error-game-option = { $count ->
    [one] { $flags } — параметр игры { $owner }
    [few] { $flags } — параметры игры { $owner }
    [many] { $flags } — параметры игры { $owner }
   *[other] { $flags } — параметры игры { $owner }
}, не для { $game }
error-other-games-option = { $count ->
    [one] { $flags } — параметр другой игры
    [few] { $flags } — параметры других игр
    [many] { $flags } — параметры других игр
   *[other] { $flags } — параметры других игр
}, не для { $game }
what-kingdom-or-card = королевство или карта
error-unknown-map-list = { $error }; карты: { $maps } (см. dominia maps list)

## dominia play

play-stopped = игра остановлена: { $error }
play-cannot-save = не удалось сохранить игру: { $error }
play-no-directory = нельзя сохранить в { $path }: нет папки { $folder }
play-file-exists = { $path } уже существует; продолжите его с --resume { $path } или сохраните в другой файл
play-resume-drop = --resume продолжает сохранённую игру с её игроками и параметрами; уберите { $flags }
play-record-no-seats = { $path }: в записи не сказано, кто играет на каждом месте
play-record-seats = { $path }: в записи { $named ->
    [one] { $named } игрок
    [few] { $named } игрока
    [many] { $named } игроков
   *[other] { $named } игрока
} для игры на { $seats }
play-moves-do-not-replay = { $path }: сохранённые ходы не воспроизводятся ({ $error })
play-seed = Зерно { $seed } (то же --seed раздаёт ту же игру)
play-players = Игроки: { $players }
play-player-entry = { $n }. { $name }
play-saving = Сохранение в { $path } после каждого хода.
play-type-help = Введите ? для справки, q — чтобы выйти.
play-resumed = { $title } (продолжение)
play-resumed-line = Зерно { $seed }, { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
} сделано; сохранение в { $path }.
play-game-over = Игра окончена
play-saved-watch = Сохранено в { $path }; посмотреть снова: dominia replay { $path }
play-left-saved = Игра сохранена в { $path }. Продолжить: dominia play --resume { $path }
play-left-unsaved = Вы вышли из игры. Она не сохранена (начните с --save ФАЙЛ, чтобы её можно было продолжить).
play-pass-screen = Передайте экран игроку { $player } — нажмите Enter
play-pass-screen-help = (затем ? — справка, q — выход)
play-to-decide = Решает { $player }
play-since-last = С вашего последнего решения:
play-decider = { $player }:
play-no-info = Нет карты с названием { $name }
play-try-again = — попробуйте ещё раз (? — справка)
play-not-a-number = { $n } — не номер варианта (1-{ $last })
play-ambiguous = { $text } неоднозначно: { $options }; введите номер
play-no-such-choice = нет такого варианта: { $text }
play-no-such-choice-hint = нет такого варианта: { $text } ({ $hint })
play-help-answer = Ответьте номером варианта, его id или его названием, как в списке.
play-help-commands = Команды:
play-help-help = эта справка
play-help-board = показать стол ещё раз
play-help-choices = показать варианты ещё раз
play-help-info-key = i НАЗВАНИЕ
play-help-info = что делает карта (например, i witch)
play-help-quit = выйти из игры (продолжить позже, если был --save)

## Игра без своего отображения

generic-options = Параметры: { $options }
generic-board = { $data }
generic-event = { $text }
generic-final-scores = Итоговый счёт
generic-col-seat = Место
generic-col-player = Игрок
generic-col-score = Очки
generic-winner = победитель
generic-ended = Игра окончена: { $reason }

## dominia replay

replay-bad-options = { $path }: параметры записи не составляют игру ({ $error })
replay-bad-seat = --seat должно быть от 1 до { $n }
replay-title = { $title }, повтор: { $path }
replay-as-player = глазами игрока { $player }
replay-as-spectator = как зритель
replay-line = Зерно { $seed }, { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}, просмотр { $who }
replay-after-end = { $path }: ход { $move } идёт после конца игры
replay-seat-n = место { $n }
replay-move-fails = { $path }: ход { $move } ({ $seat }: { $choice }) не воспроизводится: { $error }
replay-not-finished = Не окончена
replay-stops = Запись обрывается после { $moves ->
    [one] { $moves } хода
    [few] { $moves } ходов
    [many] { $moves } ходов
   *[other] { $moves } хода
}, до конца игры.
replay-result-differs = Внимание: результат, сохранённый в файле, отличается от воспроизведённого.

## dominia bots

bots-show-needs-name = bots show нужно имя бота или файл бота, например: dominia bots show smithy
bots-unexpected = лишнее { $name }: используйте dominia bots list ИГРА или dominia bots show ИМЯ

## dominia sim

sim-bots-required = нужен --bots, например --bots random,random
sim-json-or-csv = выберите что-то одно: --json или --csv
sim-too-many-bots = { $bots ->
    [one] { $bots } бот не помещается
    [few] { $bots } бота не помещаются
    [many] { $bots } ботов не помещаются
   *[other] { $bots } бота не помещаются
} на { $seats ->
    [one] { $seats } место
    [few] { $seats } места
    [many] { $seats } мест
   *[other] { $seats } места
}
sim-bots-only = sim играет только ботами; уберите 'human' из --bots
sim-seating = --seating — одно из: { $seatings }
sim-progress = Симуляция
sim-rate = { $rate } игр/с
sim-seating-rotate = по кругу
sim-seating-shuffle = вперемешку
sim-title = { $games ->
    [one] { $games } игра
    [few] { $games } игры
    [many] { $games } игр
   *[other] { $games } игры
}, зерно { $seed }, { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
    [many] { $players } игроков
   *[other] { $players } игрока
}, места { $seating }
sim-col-bot = Бот
sim-col-wins = Победы
sim-col-ties = Ничьи
sim-col-win-pct = % побед (95% ДИ)
sim-col-score = Очки
sim-col-turns = Ходы
sim-col-eliminated = Выбыл
sim-col-vp-per-turn = ПО/ход
sim-col-money = Сокровища $
sim-ended-on = Игры закончились по: { $ends }.
sim-ended-provinces = провинциям
sim-ended-piles = стопкам
sim-per-turn-columns = ПО/ход: итоговые ПО, делённые на ходы; $/ход: монеты, полученные за ход (Сокровища и +$), в среднем по ходам; Сокровища $: стоимость Сокровищ игрока в монетах, в среднем по ходам.
sim-score-by-source = Средние очки по источникам
sim-source-heroes = Герои
sim-source-manaliths = Манал.
sim-source-leylines = Лейл.
sim-source-cabal = Кабал
sim-source-artifacts = Артеф.
sim-source-quests = Квесты
sim-source-counted = Учтён.
sim-source-public = Общие
sim-seat-pct = место { $seat } { $pct }%
sim-seat-win-pct = % побед по местам в порядке хода (кто бы там ни сидел): { $seats }.
sim-shared-wins = Игр с общей победой: { $n }.
sim-average-length = Средняя длина игры: ходов — { $turns }.
sim-speed = Игр за секунду процессора: { $rate }.
sim-shared-win-fraction = % побед считает общую победу долей.
sim-turns-every-player = Ходы считают ходы всех игроков.
sim-stalled = { $n ->
    [one] { $n } игра не закончилась
    [few] { $n } игры не закончились
    [many] { $n } игр не закончились
   *[other] { $n } игры не закончились
} за { $steps } решений: считаются играми без победителя (--games-out перечисляет их с причиной 'stalled').
sim-resumed = { $n ->
    [one] { $n } игра уже была
    [few] { $n } игры уже были
    [many] { $n } игр уже были
   *[other] { $n } игры уже были
} в файле игр; сыграно сейчас: { $played }.
sim-uneven = Внимание: { $games ->
    [one] { $games } игра не распределяется
    [few] { $games } игры не распределяются
    [many] { $games } игр не распределяются
   *[other] { $games } игры не распределяются
} поровну по { $players ->
    [one] { $players } месту
    [few] { $players } местам
    [many] { $players } местам
   *[other] { $players } местам
}.
sim-unknown-backend = неизвестный бэкенд { $backend }; используйте один из: { $backends }
sim-jobs-at-least-1 = --jobs должно быть не меньше 1
sim-needs-ray = бэкенду Ray нужен Ray: pip install 'dominia[ray]' (или --jobs N на этой машине)
sim-cannot-read = { $path }: не удаётся прочитать ({ $error })
sim-another-run = в { $path } игры другого прогона (другие боты, параметры, зерно или рассадка); укажите другой файл --games-out или удалите этот
sim-not-a-row = { $path }:{ $line }: это не строка результатов игры
sim-needs-matplotlib = --plot нужен matplotlib (pip install matplotlib)
sim-cannot-write-plot = { $path }: не удаётся записать график ({ $error })
sim-plot-win-pct = % побед (95% интервал)
sim-plot-title = { $game }: { $games ->
    [one] { $games } игра
    [few] { $games } игры
    [many] { $games } игр
   *[other] { $games } игры
}
sim-plot-vp = ПО после каждого хода
sim-plot-money = Стоимость Сокровищ игрока в монетах после каждого хода
sim-plot-territories = Территории после каждого раунда
sim-plot-while = (пока длятся { $share } или больше его игр)
sim-plot-round = раунд
sim-plot-turn = ход

## dominia cards, kingdoms, bots

catalog-no-card-list = у игры { $game } пока нет списка карт
catalog-no-kingdom-list = у игры { $game } пока нет списка королевств
catalog-set-not-dominaria = --set — для наборов карт Доминиона; у Героев Доминарии один набор компонентов
catalog-unknown-set = неизвестный набор карт { $set }; известные наборы: { $sets }
catalog-cards-title = { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
catalog-lang-en = Английский
catalog-lang-ru = Русский
catalog-lang-uk = Украинский
catalog-lang-hu = Венгерский
catalog-lang-pseudo = Псевдо
catalog-col-types = Типы
catalog-col-set = Набор
catalog-col-editions = Изд.
catalog-kingdoms-title = { $n ->
    [one] { $n } рекомендованное королевство
    [few] { $n } рекомендованных королевства
    [many] { $n } рекомендованных королевств
   *[other] { $n } рекомендованного королевства
} (сыграть: dominia play --kingdom ID)
catalog-col-id = ID
catalog-col-name = Название
catalog-col-book = Книга
catalog-col-cards = Карты
catalog-needs = нужно: { $sets }
catalog-bots-title = Боты (сыграть против бота: --players human,bot:ИМЯ)
catalog-col-bot = Бот
catalog-col-plays = Как играет
catalog-data-bots = Боты-данные (все, кроме random и heuristic) — списки правил: их печатает dominia bots show ИМЯ. Свой бот: файл .toml или .yaml (docs/dominion.md, «Bots as data»), указанный как bot:path/to/bot.toml.
catalog-own-agent = Или свой агент на Python, для любой игры: file.py:Name везде, где можно указать бота (docs/agents.md; examples/bots/smithy_money.py).
catalog-python-bot = бот { $bot } написан на Python, а не данными: у него нет правил для показа
catalog-components-title = { $game }: { $summary }
catalog-components-from = из { $folder }
catalog-components-file = { $file } { $provenance } v{ $version }
catalog-provenance-stand-in = временный
catalog-provenance-official = официальный
catalog-fingerprint = отпечаток { $fingerprint }
catalog-components-replace = Замените любой файл печатными компонентами: dominia play dominaria --components ПАПКА (docs/dominaria.md).
catalog-abilities = Способности
catalog-col-ability = Способность
catalog-col-ability-cost = Цена (её цвет + любой цвет)
catalog-boards = Планшеты игроков: значения треков слева направо (♦ +1 Перемещение, !! квест, +2g зелёная мана)
catalog-col-board = Планшет
catalog-col-hero = Герой
catalog-col-manalith = Маналит
catalog-col-leyline = Лейлиния
catalog-col-cabal = Кабал
catalog-quests-title = { $n ->
    [one] { $n } квест
    [few] { $n } квеста
    [many] { $n } квестов
   *[other] { $n } квеста
}
catalog-col-quests-name = Квест
catalog-col-quests-text = Требует → награда
catalog-artifacts-title = { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакта
    [many] { $n } артефактов
   *[other] { $n } артефакта
}
catalog-col-artifacts-name = Артефакт
catalog-col-artifacts-text = Способности
catalog-public-quests-title = { $n ->
    [one] { $n } общий квест
    [few] { $n } общих квеста
    [many] { $n } общих квестов
   *[other] { $n } общего квеста
}
catalog-col-public-quests-name = Общий квест
catalog-col-public-quests-text = Требует
catalog-col-vp = ПО
catalog-dominaria-cards-title = { $n ->
    [one] { $n } карта Доминарии
    [few] { $n } карты Доминарии
    [many] { $n } карт Доминарии
   *[other] { $n } карты Доминарии
} по цветам
catalog-col-colour = Цвет
catalog-col-artifact-tokens = Жетоны артефактов на
catalog-col-cabal-tokens = Жетоны Кабала на

## dominia bots show ИМЯ (правила остаются на ключевых словах языка ботов)

bots-show-title = { $bot }: { $description }
bots-show-built-in = встроенный ({ $file })
bots-show-generated = встроенный (создан из bmu с одной картой { $card })
bots-show-from = из { $source }
bots-show-buy = Покупает по первому подходящему правилу, на которое хватает денег:
bots-show-play = Играет, лучшие сначала: { $cards }
bots-show-play-nothing = Играет: без Действий
bots-show-trash = Выбрасывает, первую найденную: { $cards }
bots-show-trash-nothing = Выбрасывает, первую найденную: без предпочтений
bots-show-defaults = Всё остальное: как у всех ботов (bots/common.py)

# dominia optimize
optimize-setting = --{ $name } — целое число от { $low } до { $high } (получено { $value })
optimize-unsupported = В игре { $game } нет ботов, записанных правилами, — оптимизировать нечего
optimize-out-suffix = { $path }: файл бота должен оканчиваться на { $suffix }
optimize-cannot-write = { $path }: не удалось записать бота ({ $error })
optimize-start = Поиск: { $population } ботов в поколении, поколений: { $generations }, { $games } партий против каждого соперника, зерно { $seed }.
optimize-rivals = Лучшие боты с одной картой против { $yardstick } (лучший — соперник и мерило):
optimize-generation = Поколение { $n }/{ $of }: лучший { $best }%, в среднем { $mean }%, испробовано ботов: { $tried }
optimize-options = Королевство: { $options }
optimize-best = Лучший найденный бот, { $games } партий против каждого:
optimize-wrote = Записан { $path }. Сыграйте им: dominia sim { $game } --bots { $path },bmu — или загрузите его в лобби.
optimize-description = Найден командой dominia optimize для: { $options }; выигрывает { $pct }% против { $yardstick }
optimize-col-bot = Бот
optimize-col-opponent = Против
optimize-col-games = Партии
optimize-file-exists = { $path } уже существует: укажите другой файл в --out (файл бота не перезаписывается)
bots-show-opening = Дебют при { $split }: { $cards } (большая рука покупает первое)
bots-show-opening-any = Дебют: { $cards } (большая рука покупает первое)
bots-show-opening-nothing = ничего
bots-show-penultimate = Правило предпоследней Провинции: не брать Провинцию, которая оставит последнюю выигрывающему сопернику
