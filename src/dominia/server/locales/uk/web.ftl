# Слова вебсторінок (лобі, сторінка гри) і помилки сервера.
# project's own (увесь файл: книги правил не описують вебсторінок)

## Лобі

lobby-tagline = Домініон, Domination та Герої Домінарії — з друзями або проти ботів.
page-language = Мова
lobby-new-game = Нова гра
lobby-game = Гра
lobby-players = Гравців
lobby-seats = Місця
lobby-options = Параметри
lobby-create = Створити гру
lobby-ready = Гра готова
lobby-ready-help = Надішліть кожному гравцеві його посилання: це таємниця його місця. Хто має посилання, той і грає за це місце. Якщо посилання потрапило не до тієї людини, «Нове посилання» замінить його: старе перестане працювати. Це право лишається в цього браузера (див. «Посилання…» у списку ваших ігор).
lobby-your-games = Ваші ігри
lobby-your-games-help = Ігри, посилання на які відкривали в цьому браузері.
lobby-title-components = { $title } ({ $components })
lobby-seat-kind = Місце { $seat }: хто грає
lobby-seat-bot = Місце { $seat }: бот
lobby-seat-name = Місце { $seat }: ім’я
lobby-human = Людина
lobby-bot = Бот / ШІ
lobby-game-options = Параметри: { $game }
lobby-link-of = Посилання: { $label }
lobby-open = Відкрити
lobby-copy = Копіювати
lobby-new-link = Нове посилання
lobby-hotseat = Усі місця людей на цьому пристрої (по черзі)
lobby-seat-link = Місце { $seat } ({ $name })
lobby-spectator = Глядач
lobby-spectator-who = глядач
lobby-none-yet = Поки немає.
lobby-finished = завершена
lobby-your-turn = ваш хід
lobby-waiting-for = чекаємо: { $name }
lobby-game-who = { $game }: { $who }
lobby-game-state = — { $state } (хід { $move })
lobby-links = Посилання…
page-server-said = відповідь сервера: { $status }
page-unreachable = сервер недоступний: { $error }

## Сторінка гри

game-page-title = { $game } — Dominia
game-view-label = Гра, як ви її бачите
game-log = Журнал
game-connecting = З’єднання…
game-no-token = У посиланні немає ключа місця: відкрийте посилання, яке вам надіслали.
game-revoked = Господар гри замінив це посилання: попросіть у нього нове.
game-bad-link = Це посилання не відкриває гру.
game-reconnecting = Зв’язок втрачено: поле заблоковано, доки його не відновлено; повторне з’єднання через { $seconds } с…
game-spectator = глядач
game-status = Ви: { $me }. { $state }
game-status-over = Гру завершено.
game-status-mine = Ваш хід.
game-status-waiting = Чекаємо: { $name }.
game-status-more = Показати рядок стану повністю
game-status-less = Згорнути рядок стану
game-pass-to = Передайте пристрій: { $name }.
game-show-mine = Я — { $name }: показати мої карти
game-picked = { $place }: виберіть, куди, або варіант нижче.
game-show-all = Показати всі варіанти (Esc)
game-choosing = { $name } вибирає…
game-how-many = Скільки (від { $lo } до { $hi })
game-won = { $n ->
    [one] Перемога: { $names }
    [few] Перемога: { $names }
    [many] Перемога: { $names }
   *[other] Перемога: { $names }
}
game-nobody = Ніхто
game-ended = Гру завершено: { $reason }.
game-col-player = Гравець
game-col-score = Очки
page-players = Гравці
page-yes = так
page-no = ні
page-turn-of = Ходить { $name }
page-choice-odds = { $label } (перемога { $win })
page-choice-claim = Зайняти: { $place }
page-choice-place = Поставити на { $place }
page-choice-count = { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
page-choice-attack = Атакувати { $dst } з { $src }
page-choice-fortify = Укріпити { $dst } з { $src }
page-choice-move-to = Перейти з { $src } до { $dst }
page-choice-move = Перемістити { $n }
page-choice-colour = Взяти: { $colour }

# the action bar, the keys, the turn alerts, the disconnection banner (project's own)
game-page-title-turn = ● Ваш хід — { $game } — Dominia
game-round = раунд { $n }
game-sending = надсилання…
game-all-choices = Усі варіанти ({ $n })
game-stop-at = зупинитися, коли залишиться:
game-confirm = OK: { $choice }
game-less = менше
game-more = більше
game-all-n = усі ({ $n })
game-queued = Ваш хід чекає на зв’язок: { $choice }
game-queued-cancel = Скасувати
game-queued-dropped = Не надіслано: поки не було зв’язку, гра пішла далі ({ $choice }).
game-keys-title = Клавіші
game-close = Закрити
game-key-e = E
game-key-e-does = завершити фазу або хід (Готово)
game-key-t = T
game-key-t-does = зіграти всі скарби
game-key-r = R
game-key-r-does = випадково розставити решту (під час розстановки)
game-key-y = Y
game-key-y-does = відповісти «так»
game-key-n = N
game-key-n-does = відповісти «ні»
game-key-a = A
game-key-a-does = відкрити список усіх варіантів
game-key-enter = Enter
game-key-enter-does = у полі числа: підтвердити число
game-key-esc = Esc
game-key-esc-does = скинути вибране місце; закрити цю панель
game-key-tab = Tab
game-key-tab-does = переходити між варіантами на полі; Enter або пробіл вибирає
game-key-help-does = показати або сховати цю панель
game-sound-on = Звук, коли ваш хід: увімкнено
game-sound-off = Звук, коли ваш хід: вимкнено
game-notify = Сповіщати, коли мій хід

## Помилки (нічого не змінилося)

web-error-players = для гри { $game } потрібно від { $lo } до { $hi } гравців, а не { $n }
web-error-seat-kind = місце { $seat }: тип має бути 'human' або 'bot', а не '{ $kind }'
web-error-option-players = у параметрах { $players } гравців, а місць { $seats }
web-error-option-unknown = у грі { $game } немає параметра { $option } (її параметри: { $known })
web-error-option-server = { $option } обирає сервер, а не клієнт
web-error-option-choice = { $option } не може бути { $value }: оберіть одне зі значень { $choices }
web-error-bad-token = ключ цього посилання не підходить до цієї гри
web-error-no-seeds = цей сервер не приймає зерна випадковості
web-error-no-game = такої гри немає
web-error-broken = цю гру неможливо відновити: { $error }
web-error-not-host = замінювати посилання може лише посилання господаря гри
web-error-no-seat = місця { $seat } немає: у грі { $seats ->
    [one] { $seats } місце
    [few] { $seats } місця
    [many] { $seats } місць
   *[other] { $seats } місця
}
web-error-bot-seat = місце { $seat } займає бот: у нього немає посилання
web-error-storage-link = нове посилання не вдалося зберегти; спробуйте ще раз
web-error-storage-move = хід не вдалося зберегти; спробуйте ще раз
web-error-revoked = господар гри замінив це посилання
web-error-spectator = глядач не може ходити
web-error-stale = це відповідь на версію { $version }, а гра вже на версії { $current }; ось поточний стан
web-error-conflict = раніше було збережено інший хід; ось поточний стан
web-error-bots = боти не зупиняються
web-error-too-large = запит більший за { $limit } байт
web-error-message-size = повідомлення може мати щонайбільше { $limit } байт
web-error-slow-down = забагато повідомлень; повільніше
web-error-too-many-games = забагато нових ігор з цієї адреси; спробуйте за хвилину
web-error-not-json = повідомлення має бути об’єктом JSON
web-error-malformed = хибне повідомлення: { $detail }
web-error-no-endpoint = такої сторінки немає
# a bot's seat on the page, by the game's name for it (botname-)
web-seat-bot = бот «{ $bot }»
web-seat-ai = ШІ «{ $bot }»

# seeing the game: others' moves replayed, the condensed log, card and quest text
game-replaying = Хід гравця { $name }: повтор…
game-others = Інші гравці
game-skip = Пропустити
game-key-s = S
game-key-s-does = пропустити повтор ходів інших гравців
game-key-i = I
game-key-i-does = на карті: її текст у бічній панелі
game-log-times = { $text } ×{ $n }
game-log-filter = Показувати в журналі
game-log-all = усе
game-log-mine = мої
game-log-others = чужі
game-since = Від вашого минулого ходу ({ $n })
game-info-title = Текст карти
game-replay-setting = Показувати ходи інших гравців по одному (близько пів секунди на кожен)

# The end of a game: its charts (static/charts.js), a rematch, back to the lobby.
end-charts = Як ішла гра
end-charts-loading = Малюємо графіки…
end-chart-table = Показати числа
end-chart-line-desc = Графік «{ $y }» за віссю «{ $x }», по лінії на гравця; числа — у таблиці під ним.
end-chart-stack-desc = По стовпчику на гравця: { $y } за джерелами; числа — у таблиці під ним.
end-chart-point = { $name }, { $x } { $at }: { $value }
end-chart-part = { $name }, { $part }: { $value }
end-chart-total = Усього
end-rematch = Реванш
end-rematch-note = Ті самі гравці, боти й налаштування, нова роздача.
end-rematch-join = Перейти до реваншу
end-rematch-started = { $name } пропонує реванш.
end-rematch-making = Готуємо реванш…
end-lobby = Назад до лобі

# Лобі пам’ятає останні налаштування кожної гри; власні параметри місця; підказки для поля
lobby-reset = Скинути до типових
lobby-seat-option = Місце { $seat }: { $option }
lobby-suggestions = { $option }: рекомендовані
lobby-suggestions-label = Рекомендовані:
lobby-suggestions-none = — оберіть —

# the mark beside a winner's name in the final table
game-winner-mark = Переможець
