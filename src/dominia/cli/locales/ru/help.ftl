# Справка команд (`dominia КОМАНДА --help`).

help-app = Играйте и изучайте Доминион, Domination и Героев Доминарии в командной строке: против ботов и ИИ, за одним экраном, повторы, симуляции.
help-app-version = Показать версию и выйти.
help-usage = Использование:
help-usage-options = [ПАРАМЕТРЫ]
help-usage-command = КОМАНДА [АРГУМЕНТЫ]...
# the type of value an option takes, in its help
help-type-number = <число>
help-type-text = <текст>
help-type-path = <путь>
# placeholders in the help: what to type there
help-metavar-game = ИГРА
help-metavar-name = ИМЯ
help-metavar-file = ФАЙЛ
help-metavar-lang = ЯЗЫК
help-metavar-attackers = НАПАДАЮЩИЕ
help-metavar-defenders = ЗАЩИТНИКИ
help-help-option = Показать эту справку и выйти.
help-panel-arguments = Аргументы
help-panel-options = Параметры
help-panel-commands = Команды
help-panel-error = Ошибка
help-panel-dominion = Параметры Доминиона
help-panel-domination = Параметры Domination
help-panel-dominaria = Параметры Героев Доминарии
# a game's options without a panel title of its own (one where the language needs its own form)
help-panel-game = Параметры игры { $game }
help-default = [по умолчанию: { $value }]
help-required = [обязательно]
help-aborted = Прервано.
help-try = Справка: { $command }.

help-opt-lang = Язык: en, ru, uk или hu. По умолчанию: DOMINIA_LANG, иначе локаль (LANG), иначе английский.
help-opt-game = Игра: dominion, domination или dominaria (Герои Доминарии).
help-opt-kingdom = Рекомендованное королевство (id или название на любом языке, например first-game, 'Первая партия') или названия карт через запятую на любом языке; если их меньше 10, остальные выбираются случайно. По умолчанию: случайное.
help-opt-sets = Наборы карт для случайных карт королевства, через запятую: base, base1e, dark-ages. По умолчанию: base.
help-opt-map = Domination: название карты (см. dominia maps list) или файл .map. По умолчанию: classic.
help-opt-mode = Domination: domination, capital или mission. По умолчанию: domination.
help-opt-cards = Наборы карт Domination: increasing, fixed или italian. По умолчанию: increasing.
help-opt-recycle = Domination: обменянные карты возвращаются в колоду, когда она кончается. По умолчанию: recycle.
help-opt-auto-place = Domination: раздать территории и расставить начальные армии случайно.
help-opt-auto-deal = Domination: раздать территории случайно; затем каждый игрок расставляет остальные армии. По умолчанию: включено, когда играют только ИИ, иначе территории занимают по очереди.
help-opt-first-player = Domination: random (по правилам: из зерна) или seat1 (порядок мест — порядок хода). По умолчанию: random; sim использует seat1, так как сам меняет места.
help-opt-no-auto-defence = Domination: защитники выбирают кубики при каждом броске (по умолчанию: наибольшее число кубиков).
help-opt-continue-after-win = Domination: после победы по столице или миссии играть дальше в режиме domination.
help-opt-turn-limit = Domination: закончить после стольких раундов; побеждает больше территорий (0: без предела, по умолчанию).
help-opt-start-mana = Герои Доминарии: жетонов маны на каждой локации в начале: 1 (по правилам) или 2 (вариант из книги, быстрее старт). По умолчанию: 1.
help-opt-components = Герои Доминарии: папка с заменяющими файлами компонентов (map.toml, boards.toml, quests.toml, artifacts.toml, dominaria.toml, public_quests.toml; любые из них, остальные остаются временным набором; см. docs/dominaria.md). По умолчанию: временный набор.
help-opt-json = Вывести список в JSON вместо таблицы.

help-play = Играть за клавиатурой против ботов или других людей.
    .epilog = Примеры:  dominia play --seed 3 --save game.json  |  dominia play --players human:Ann,human:Bob  |  dominia play --resume game.json  |  dominia play domination --map duel --players human,ai:hard  |  dominia play dominaria --start-mana 2  |  dominia play dominaria --components my-boards/  |  dominia play --lang uk
help-play-players = Места через запятую в порядке хода: human, human:ИМЯ, bot:ИМЯ или ai:ИМЯ (или просто имя бота, или свой агент на Python: file.py:Name). Несколько людей играют за одним экраном. По умолчанию: human,bot:heuristic (Domination: human,ai:average; Герои Доминарии: human,ai:planner).
help-play-seed = Зерно случайности; то же зерно раздаёт ту же игру.
help-play-save = Сохранять игру в этот файл после каждого хода (чтобы продолжить или пересмотреть её).
help-play-resume = Продолжить игру, сохранённую с --save, с её игроками и параметрами.
help-play-manual-treasures = Доминион: спрашивать, прежде чем играть Сокровища (по умолчанию: играть все).

help-replay = Пересмотреть сохранённую игру ход за ходом, с журналом и итогом.
help-replay-file = Файл игры, записанный 'dominia play --save'.
help-replay-seat = Смотреть глазами этого места (1 = первый игрок) и видеть его карты; по умолчанию: как зритель.

help-cards = Список карт: названия карт Доминиона на всех языках, цена, типы, набор, издания; набор компонентов Героев Доминарии (планшеты, квесты, артефакты, общие квесты).
help-cards-set = Только карты этих наборов, через запятую: basic, base, base1e, dark-ages.

help-kingdoms = Список рекомендованных королевств из книг правил (сыграть: play --kingdom ID).

help-bots = Список ботов, против которых можно играть (play --players bot:ИМЯ) или которых можно симулировать; правила бота-данных.
    .epilog = Примеры:  dominia bots  |  dominia bots list dominaria  |  dominia bots show smithy  |  dominia bots show my-bot.toml
help-bots-what = list [ИГРА]: боты игры (по умолчанию; также 'dominia bots ИГРА'); show ИМЯ: правила бота-данных Доминиона (встроенное имя или файл .toml / .yaml). import ФАЙЛ: XML ботов DominionSim в файлы ботов Доминиона (--out ПАПКА).
help-bots-name = Игра, чьих ботов показать, бот, которого показать, или файл для импорта.

help-sim = Сыграть ботами друг против друга и подвести итог: победы, ничьи и % побед с 95% интервалами, длина игры и показатели самой игры.
    .epilog = Пример: dominia sim domination --ai hard,easy -n 100 --map classic --jobs 2
help-sim-bots = Боты или ИИ через запятую, например bmu,smithy или hard,easy; также файл бота Доминиона (mybot.toml или mybot.yaml) или свой агент на Python (mybot.py:Name).
help-sim-games = Сколько игр.
help-sim-seed = Базовое зерно; зерно каждой игры выводится из него.
help-sim-players = Мест в игре (по умолчанию: по одному на бота; боты повторяются).
help-sim-seating = rotate: каждый бот сдвигается на одно место каждую игру; shuffle: случайные места в каждой игре.
help-sim-jobs = Процессов на этой машине.
help-sim-backend = local или ray (pip install 'dominia\[ray]').
help-sim-address = Адрес кластера Ray (по умолчанию: локальный Ray).
help-sim-json = Вывести итог в JSON.
help-sim-csv = Вывести итог в CSV.
help-sim-games-out = Записывать по строке на игру в этот файл (.csv или JSON-строки); повторный запуск продолжает его.
help-sim-plot = Сохранить графики в этот PNG-файл.

help-serve = Запустить веб-сервер: лобби для начала игр, ссылки на места, игра в браузере.
help-serve-host = Адрес, на котором слушать.
help-serve-port = Порт, на котором слушать.
help-serve-db = База данных: URL SQLAlchemy (sqlite:///ФАЙЛ или postgresql://...) или файл SQLite. По умолчанию: server.sqlite3 в папке данных пользователя ($DOMINIA_DATA, иначе $XDG_DATA_HOME/dominia, иначе ~/.local/share/dominia).

help-maps = Карты Domination: список, показ, проверка, импорт.
help-maps-list = Карты, на которых можно играть: встроенные и импортированные вами.
help-maps-show = Континенты карты с их бонусами, границы каждой территории, её карты и миссии.
help-maps-show-name = Название карты из библиотеки или путь к файлу .map.
help-maps-validate = Проверить файл .map и его файл карт: OK с подсчётами или первая ошибка с файл:строка. Предупреждает о том, что загружается, но может плохо играться (скажем, миссия, выполненная уже при расстановке первых армий).
help-maps-validate-file = Файл .map (его файл карт тоже читается).
help-maps-import = Проверить файл .map и скопировать его вместе с файлом карт в вашу папку карт.
help-maps-import-file = Файл .map; его файл карт копируется вместе с ним.

help-odds = Domination: точные шансы битвы, обе стороны бросают наибольшее число кубиков до конца. Показывает шанс захвата, сколько армий каждая сторона ожидает сохранить и все возможные исходы (накопительно: этот исход или лучший для атакующего).
help-odds-attackers = Атакующие армии, не считая той, что остаётся (на территории на одну больше).
help-odds-defenders = Защищающиеся армии.
help-odds-italian = Итальянские правила: защитник бросает до 3 кубиков.
help-odds-stop = Прекратить атаку, когда останется N атакующих армий (0: биться до последней, оставив только армию, что остаётся на месте).
help-odds-json = Вывести всё в JSON, с точными дробями рядом с числами с плавающей точкой.

## Ошибки самой командной строки

usage-no-such-option = Нет такого параметра: { $option }
usage-no-such-option-suggest = Нет такого параметра: { $option } (возможные: { $options })
usage-missing-argument = Не хватает аргумента { $name }.
usage-missing-option = Не хватает параметра { $name }.
usage-needs-value = Параметру { $option } нужно значение.
usage-no-such-command = Нет такой команды: { $command }.
usage-no-such-command-suggest = Нет такой команды: { $command }. Может быть, { $commands }?
usage-extra-arguments = Лишние аргументы ({ $args })
usage-not-an-integer = Неверное значение { $name }: нужно целое число
usage-at-least = Неверное значение { $name }: нужно не меньше { $min }
usage-at-most = Неверное значение { $name }: нужно не больше { $max }
usage-invalid-value = Неверное значение { $name }: { $error }

help-optimize = Найти лучшего бота Dominion, записанного правилами (файл бота), для королевства: эволюционный поиск с моделированием партий; лучший бот записывается в файл с долей побед против bmu, heuristic и лучшего бота с одной картой этого королевства.
help-optimize-out = Файл бота (по умолчанию optimized.toml; существующий не перезаписывается).
help-optimize-population = Ботов в поколении.
help-optimize-generations = Поколений.
help-optimize-games = Партий каждого бота против каждого соперника за поколение.
help-optimize-final-games = Партий лучшего бота против каждого мерила в конце.
help-optimize-players = Игроков в партии.
help-optimize-seed = Базовое зерно: то же зерно и те же настройки находят того же бота.
help-optimize-jobs = Процессов на этой машине.
help-optimize-backend = local или ray (pip install 'dominia\[ray]').
help-optimize-address = Адрес кластера Ray (по умолчанию: локальный Ray).
