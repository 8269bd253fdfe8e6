# Довідка команд (`dominia КОМАНДА --help`).

help-app = Грайте і вивчайте Домініон, Domination і Героїв Домінарії в командному рядку: проти ботів і ШІ, за одним екраном, повтори, симуляції.
help-app-version = Показати версію і вийти.
help-usage = Використання:
help-usage-options = [ПАРАМЕТРИ]
help-usage-command = КОМАНДА [АРГУМЕНТИ]...
# the type of value an option takes, in its help
help-type-number = <число>
help-type-text = <текст>
help-type-path = <шлях>
# placeholders in the help: what to type there
help-metavar-game = ГРА
help-metavar-name = ІМ'Я
help-metavar-file = ФАЙЛ
help-metavar-lang = МОВА
help-metavar-attackers = НАПАДНИКИ
help-metavar-defenders = ЗАХИСНИКИ
help-help-option = Показати цю довідку і вийти.
help-panel-arguments = Аргументи
help-panel-options = Параметри
help-panel-commands = Команди
help-panel-error = Помилка
help-panel-dominion = Параметри Домініона
help-panel-domination = Параметри Domination
help-panel-dominaria = Параметри Героїв Домінарії
# a game's options without a panel title of its own (one where the language needs its own form)
help-panel-game = Параметри гри { $game }
help-default = [типово: { $value }]
help-required = [обов'язково]
help-aborted = Перервано.
help-try = Довідка: { $command }.

help-opt-lang = Мова: en, ru, uk або hu. Типово: DOMINIA_LANG, інакше локаль (LANG), інакше англійська.
help-opt-game = Гра: dominion, domination або dominaria (Герої Домінарії).
help-opt-kingdom = Рекомендоване королівство (id або назва будь-якою мовою, наприклад first-game, 'Первая партия') або назви карт через кому будь-якою мовою; якщо їх менше 10, решта вибирається випадково. Типово: випадкове.
help-opt-sets = Набори карт для випадкових карт королівства, через кому: base, base1e, dark-ages. Типово: base.
help-opt-map = Domination: назва мапи (див. dominia maps list) або файл .map. Типово: classic.
help-opt-mode = Domination: domination (Панування), capital (Столиця) або mission (Місія). Типово: domination.
help-opt-cards = Набори карт Domination: increasing, fixed або italian. Типово: increasing.
help-opt-recycle = Domination: обміняні карти повертаються в колоду, коли вона закінчується. Типово: recycle.
help-opt-auto-place = Domination: роздати території і розставити початкові армії випадково.
help-opt-auto-deal = Domination: роздати території випадково; потім кожен гравець розставляє решту армій. Типово: увімкнено, коли грають лише ШІ, інакше території займають по черзі.
help-opt-first-player = Domination: random (за правилами: із зерна) або seat1 (порядок місць — порядок ходу). Типово: random; sim використовує seat1, бо сам змінює місця.
help-opt-no-auto-defence = Domination: захисники вибирають кубики під час кожного кидка (типово: найбільше кубиків).
help-opt-continue-after-win = Domination: після перемоги за Столицею чи Місією грати далі в режимі Панування.
help-opt-turn-limit = Domination: закінчити після стількох раундів; перемагає більше територій (0: без обмеження, типово).
help-opt-start-mana = Герої Домінарії: жетонів мани на кожній локації на початку: 1 (за правилами) або 2 (варіант із книги, швидший старт). Типово: 1.
help-opt-components = Герої Домінарії: тека із замінними файлами компонентів (map.toml, boards.toml, quests.toml, artifacts.toml, dominaria.toml, public_quests.toml; будь-які з них, решта лишається тимчасовим набором; див. docs/dominaria.md). Типово: тимчасовий набір.
help-opt-json = Вивести список у JSON замість таблиці.

help-play = Грати за клавіатурою проти ботів або інших людей.
    .epilog = Приклади:  dominia play --seed 3 --save game.json  |  dominia play --players human:Ann,human:Bob  |  dominia play --resume game.json  |  dominia play domination --map duel --players human,ai:hard  |  dominia play dominaria --start-mana 2  |  dominia play dominaria --components my-boards/  |  dominia play --lang uk
help-play-players = Місця через кому в порядку ходу: human, human:ІМ'Я, bot:ІМ'Я або ai:ІМ'Я (або просто ім'я бота, або свій агент на Python: file.py:Name). Кілька людей грають за одним екраном. Типово: human,bot:heuristic (Domination: human,ai:average; Герої Домінарії: human,ai:planner).
help-play-seed = Зерно випадковості; те саме зерно роздає ту саму гру.
help-play-save = Зберігати гру в цей файл після кожного ходу (щоб продовжити чи переглянути її).
help-play-resume = Продовжити гру, збережену з --save, з її гравцями і параметрами.
help-play-manual-treasures = Домініон: питати, перш ніж грати Скарби (типово: грати всі).

help-replay = Переглянути збережену гру хід за ходом, із журналом і підсумком.
help-replay-file = Файл гри, записаний 'dominia play --save'.
help-replay-seat = Дивитися очима цього місця (1 = перший гравець) і бачити його карти; типово: як глядач.

help-cards = Список карт: назви карт Домініону всіма мовами, ціна, типи, набір, видання; набір компонентів Героїв Домінарії (планшети, квести, артефакти, спільні квести).
help-cards-set = Лише карти цих наборів, через кому: basic, base, base1e, dark-ages.

help-kingdoms = Список рекомендованих королівств із книг правил (зіграти: play --kingdom ID).

help-bots = Список ботів, проти яких можна грати (play --players bot:ІМ'Я) або яких можна симулювати; правила бота-даних.
    .epilog = Приклади:  dominia bots  |  dominia bots list dominaria  |  dominia bots show smithy  |  dominia bots show my-bot.toml
help-bots-what = list [ГРА]: боти гри (типово; також 'dominia bots ГРА'); show ІМ'Я: правила бота-даних Домініону (вбудоване ім'я або файл .toml / .yaml). import ФАЙЛ: XML ботів DominionSim у файли ботів Домініону (--out ТЕКА).
help-bots-name = Гра, чиїх ботів показати, бот, якого показати, або файл для імпорту.

help-sim = Зіграти ботами один проти одного і підбити підсумок: перемоги, нічиї і % перемог із 95% інтервалами, тривалість гри та показники самої гри.
    .epilog = Приклад: dominia sim domination --ai hard,easy -n 100 --map classic --jobs 2
help-sim-bots = Боти або ШІ через кому, наприклад bmu,smithy або hard,easy; також файл бота Домініону (mybot.toml або mybot.yaml) чи свій агент на Python (mybot.py:Name).
help-sim-games = Скільки ігор.
help-sim-seed = Базове зерно; зерно кожної гри виводиться з нього.
help-sim-players = Місць у грі (типово: по одному на бота; боти повторюються).
help-sim-seating = rotate: кожен бот зсувається на одне місце щогри; shuffle: випадкові місця в кожній грі.
help-sim-jobs = Процесів на цій машині.
help-sim-backend = local або ray (pip install 'dominia\[ray]').
help-sim-address = Адреса кластера Ray (типово: локальний Ray).
help-sim-json = Вивести підсумок у JSON.
help-sim-csv = Вивести підсумок у CSV.
help-sim-games-out = Записувати по рядку на гру в цей файл (.csv або JSON-рядки); повторний запуск продовжує його.
help-sim-plot = Зберегти графіки в цей PNG-файл.

help-serve = Запустити вебсервер: лобі для початку ігор, посилання на місця, гра в браузері.
help-serve-host = Адреса, на якій слухати.
help-serve-port = Порт, на якому слухати.
help-serve-db = База даних: URL SQLAlchemy (sqlite:///ФАЙЛ або postgresql://...) або файл SQLite. Типово: server.sqlite3 у теці даних користувача ($DOMINIA_DATA, інакше $XDG_DATA_HOME/dominia, інакше ~/.local/share/dominia).

help-maps = Мапи Domination: список, показ, перевірка, імпорт.
help-maps-list = Мапи, на яких можна грати: вбудовані та імпортовані вами.
help-maps-show = Континенти мапи з їхніми бонусами, кордони кожної території, її карти і місії.
help-maps-show-name = Назва мапи з бібліотеки або шлях до файлу .map.
help-maps-validate = Перевірити файл .map і його файл карт: OK із підрахунками або перша помилка з файл:рядок. Попереджає про те, що завантажується, але може погано гратися (скажімо, місія, виконана вже під час розставляння перших армій).
help-maps-validate-file = Файл .map (його файл карт теж читається).
help-maps-import = Перевірити файл .map і скопіювати його разом із файлом карт у вашу теку мап.
help-maps-import-file = Файл .map; його файл карт копіюється разом із ним.

help-odds = Domination: точні шанси битви, обидві сторони кидають найбільше кубиків до кінця. Показує шанс захоплення, скільки армій кожна сторона сподівається зберегти, і всі можливі наслідки (накопичувально: цей наслідок або кращий для нападника).
help-odds-attackers = Армії нападника, не рахуючи тієї, що лишається (на території на одну більше).
help-odds-defenders = Армії захисника.
help-odds-italian = Італійські правила: захисник кидає до 3 кубиків.
help-odds-stop = Припинити напад, коли лишиться N армій нападника (0: битися до останньої, залишивши лише армію, що лишається на місці).
help-odds-json = Вивести все в JSON, із точними дробами поруч із числами з рухомою комою.

## Помилки самого командного рядка

usage-no-such-option = Немає такого параметра: { $option }
usage-no-such-option-suggest = Немає такого параметра: { $option } (можливі: { $options })
usage-missing-argument = Бракує аргументу { $name }.
usage-missing-option = Бракує параметра { $name }.
usage-needs-value = Параметру { $option } потрібне значення.
usage-no-such-command = Немає такої команди: { $command }.
usage-no-such-command-suggest = Немає такої команди: { $command }. Можливо, { $commands }?
usage-extra-arguments = Зайві аргументи ({ $args })
usage-not-an-integer = Хибне значення { $name }: потрібне ціле число
usage-at-least = Хибне значення { $name }: потрібно не менше { $min }
usage-at-most = Хибне значення { $name }: потрібно не більше { $max }
usage-invalid-value = Хибне значення { $name }: { $error }

help-optimize = Знайти найкращого бота Dominion, записаного правилами (файл бота), для королівства: еволюційний пошук із моделюванням партій; найкращого бота записано у файл із часткою перемог проти bmu, heuristic і найкращого бота з однією картою цього королівства.
help-optimize-out = Файл бота (типово optimized.toml; наявний не перезаписується).
help-optimize-population = Ботів у поколінні.
help-optimize-generations = Поколінь.
help-optimize-games = Партій кожного бота проти кожного суперника за покоління.
help-optimize-final-games = Партій найкращого бота проти кожного мірила наприкінці.
help-optimize-players = Гравців у партії.
help-optimize-seed = Базове зерно: те саме зерно й ті самі налаштування знаходять того самого бота.
help-optimize-jobs = Процесів на цій машині.
help-optimize-backend = local або ray (pip install 'dominia\[ray]').
help-optimize-address = Адреса кластера Ray (типово: локальний Ray).
