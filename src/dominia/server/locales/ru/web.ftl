# Слова веб-страниц (лобби, страница игры) и ошибки сервера.
# project's own (весь файл: книги правил не описывают веб-страницы)

## Лобби

lobby-tagline = Доминион, Domination и Герои Доминарии — с друзьями или против ботов.
page-language = Язык
lobby-new-game = Новая игра
lobby-game = Игра
lobby-players = Игроков
lobby-seats = Места
lobby-options = Параметры
lobby-create = Создать игру
lobby-ready = Игра готова
lobby-ready-help = Отправьте каждому игроку его ссылку: это секрет его места. Кто знает ссылку, тот и играет за это место. Если ссылка попала не к тому человеку, «Новая ссылка» заменит её: старая перестанет работать. Это право остаётся у этого браузера (см. «Ссылки…» в списке ваших игр).
lobby-your-games = Ваши игры
lobby-your-games-help = Игры, ссылки на которые открывались в этом браузере.
lobby-title-components = { $title } ({ $components })
lobby-seat-kind = Место { $seat }: кто играет
lobby-seat-bot = Место { $seat }: бот
lobby-seat-name = Место { $seat }: имя
lobby-human = Человек
lobby-bot = Бот / ИИ
lobby-game-options = Параметры: { $game }
lobby-link-of = Ссылка: { $label }
lobby-open = Открыть
lobby-copy = Копировать
lobby-new-link = Новая ссылка
lobby-hotseat = Все места людей на этом устройстве (по очереди)
lobby-seat-link = Место { $seat } ({ $name })
lobby-spectator = Зритель
lobby-spectator-who = зритель
lobby-none-yet = Пока нет.
lobby-finished = окончена
lobby-your-turn = ваш ход
lobby-waiting-for = ждём: { $name }
lobby-game-who = { $game }: { $who }
lobby-game-state = — { $state } (ход { $move })
lobby-links = Ссылки…
page-server-said = ответ сервера: { $status }
page-unreachable = сервер недоступен: { $error }

## Страница игры

game-page-title = { $game } — Dominia
game-view-label = Игра, как вы её видите
game-log = Журнал
game-connecting = Подключение…
game-no-token = В ссылке нет ключа места: откройте ссылку, которую вам прислали.
game-revoked = Хозяин игры заменил эту ссылку: попросите у него новую.
game-bad-link = Эта ссылка не открывает игру.
game-reconnecting = Связь потеряна: поле заблокировано до её восстановления; переподключение через { $seconds } с…
game-spectator = зритель
game-status = Вы: { $me }. { $state }
game-status-over = Игра окончена.
game-status-mine = Ваш ход.
game-status-waiting = Ждём: { $name }.
game-status-more = Показать строку состояния целиком
game-status-less = Свернуть строку состояния
game-pass-to = Передайте устройство: { $name }.
game-show-mine = Я — { $name }: показать мои карты
game-picked = { $place }: выберите, куда, или вариант ниже.
game-show-all = Показать все варианты (Esc)
game-choosing = { $name } выбирает…
game-how-many = Сколько (от { $lo } до { $hi })
game-won = { $n ->
    [one] Победа: { $names }
    [few] Победа: { $names }
    [many] Победа: { $names }
   *[other] Победа: { $names }
}
game-nobody = Никто
game-ended = Игра окончена: { $reason }.
game-col-player = Игрок
game-col-score = Очки
page-players = Игроки
page-yes = да
page-no = нет
page-turn-of = Ходит { $name }
page-choice-odds = { $label } (победа { $win })
page-choice-claim = Занять: { $place }
page-choice-place = Поставить на { $place }
page-choice-count = { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
page-choice-attack = Атаковать { $dst } из { $src }
page-choice-fortify = Укрепить { $dst } из { $src }
page-choice-move-to = Перейти из { $src } в { $dst }
page-choice-move = Переместить { $n }
page-choice-colour = Взять: { $colour }

# the action bar, the keys, the turn alerts, the disconnection banner (project's own)
game-page-title-turn = ● Ваш ход — { $game } — Dominia
game-round = раунд { $n }
game-sending = отправка…
game-all-choices = Все варианты ({ $n })
game-stop-at = остановиться, когда останется:
game-confirm = OK: { $choice }
game-less = меньше
game-more = больше
game-all-n = все ({ $n })
game-queued = Ваш ход ждёт связи: { $choice }
game-queued-cancel = Отменить
game-queued-dropped = Не отправлено: пока не было связи, игра пошла дальше ({ $choice }).
game-keys-title = Клавиши
game-close = Закрыть
game-key-e = E
game-key-e-does = закончить фазу или ход (Готово)
game-key-t = T
game-key-t-does = сыграть все сокровища
game-key-r = R
game-key-r-does = случайно расставить остальное (при расстановке)
game-key-y = Y
game-key-y-does = ответить «да»
game-key-n = N
game-key-n-does = ответить «нет»
game-key-a = A
game-key-a-does = открыть список всех вариантов
game-key-enter = Enter
game-key-enter-does = в поле числа: подтвердить число
game-key-esc = Esc
game-key-esc-does = сбросить выбранное место; закрыть эту панель
game-key-tab = Tab
game-key-tab-does = переходить между вариантами на поле; Enter или пробел выбирает
game-key-help-does = показать или скрыть эту панель
game-sound-on = Звук, когда ваш ход: включён
game-sound-off = Звук, когда ваш ход: выключен
game-notify = Уведомлять, когда мой ход

## Ошибки (ничего не изменилось)

web-error-players = для игры { $game } нужно от { $lo } до { $hi } игроков, а не { $n }
web-error-seat-kind = место { $seat }: тип должен быть 'human' или 'bot', а не '{ $kind }'
web-error-option-players = в параметрах { $players } игроков, а мест { $seats }
web-error-option-unknown = в игре { $game } нет параметра { $option } (её параметры: { $known })
web-error-option-server = { $option } выбирает сервер, а не клиент
web-error-option-choice = { $option } не может быть { $value }: выберите одно из значений { $choices }
web-error-bad-token = ключ этой ссылки не подходит к этой игре
web-error-no-seeds = этот сервер не принимает зерно случайности
web-error-no-game = такой игры нет
web-error-broken = эту игру нельзя восстановить: { $error }
web-error-not-host = заменять ссылки может только ссылка хозяина игры
web-error-no-seat = места { $seat } нет: в игре { $seats ->
    [one] { $seats } место
    [few] { $seats } места
    [many] { $seats } мест
   *[other] { $seats } места
}
web-error-bot-seat = место { $seat } занято ботом: у него нет ссылки
web-error-storage-link = новую ссылку не удалось сохранить; попробуйте ещё раз
web-error-storage-move = ход не удалось сохранить; попробуйте ещё раз
web-error-revoked = хозяин игры заменил эту ссылку
web-error-spectator = зритель не может ходить
web-error-stale = это ответ на версию { $version }, а игра уже на версии { $current }; вот текущее состояние
web-error-conflict = раньше был сохранён другой ход; вот текущее состояние
web-error-bots = боты не останавливаются
web-error-too-large = запрос больше { $limit } байт
web-error-message-size = сообщение может быть не больше { $limit } байт
web-error-slow-down = слишком много сообщений; помедленнее
web-error-too-many-games = слишком много новых игр с этого адреса; попробуйте через минуту
web-error-not-json = сообщение должно быть объектом JSON
web-error-malformed = неверное сообщение: { $detail }
web-error-no-endpoint = такой страницы нет
# a bot's seat on the page, by the game's name for it (botname-)
web-seat-bot = бот «{ $bot }»
web-seat-ai = ИИ «{ $bot }»

# seeing the game: others' moves replayed, the condensed log, card and quest text
game-replaying = Ход игрока { $name }: повтор…
game-others = Другие игроки
game-skip = Пропустить
game-key-s = S
game-key-s-does = пропустить повтор ходов других игроков
game-key-i = I
game-key-i-does = на карте: её текст в боковой панели
game-log-times = { $text } ×{ $n }
game-log-filter = Показывать в журнале
game-log-all = всё
game-log-mine = мои
game-log-others = чужие
game-since = С вашего прошлого хода ({ $n })
game-info-title = Текст карты
game-replay-setting = Показывать ходы других игроков по одному (около полсекунды на каждый)

# The end of a game: its charts (static/charts.js), a rematch, back to the lobby.
end-charts = Как шла игра
end-charts-loading = Рисуем графики…
end-chart-table = Показать числа
end-chart-line-desc = График «{ $y }» по оси «{ $x }», по линии на игрока; числа — в таблице под ним.
end-chart-stack-desc = По столбцу на игрока: { $y } по источникам; числа — в таблице под ним.
end-chart-point = { $name }, { $x } { $at }: { $value }
end-chart-part = { $name }, { $part }: { $value }
end-chart-total = Всего
end-rematch = Реванш
end-rematch-note = Те же игроки, боты и настройки, новая раздача.
end-rematch-join = Перейти в реванш
end-rematch-started = { $name } предлагает реванш.
end-rematch-making = Готовим реванш…
end-lobby = Назад в лобби

# Лобби помнит последние настройки каждой игры; собственные параметры места; подсказки для поля
lobby-reset = Сбросить к стандартным
lobby-seat-option = Место { $seat }: { $option }
lobby-suggestions = { $option }: рекомендуемые
lobby-suggestions-label = Рекомендуемые:
lobby-suggestions-none = — выберите —

# the mark beside a winner's name in the final table
game-winner-mark = Победитель
