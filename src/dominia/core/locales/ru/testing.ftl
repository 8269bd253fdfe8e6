# Батарея проверок соответствия и эталонные партии (dominia.testing): инструмент разработчика,
# `python -m dominia.testing GAME`. «Решение» — один вопрос, который игра задаёт одному игроку.

testing-usage = Использование: python -m dominia.testing ИГРА [--battery small|large] [--seed N] [--games N] [--bot ИМЯ] [--lang ЯЗЫК]
testing-help =
    Прогоняет на игре батарею проверок соответствия: случайные игроки доигрывают партии с заданными зёрнами до конца, и по ходу выполняются все проверки.
      ИГРА              игра: { $games }
      --battery ИМЯ     small (размер, который запускает тестовая команда) или large (в пять раз больше партий, проверки чаще)
      --seed N          зерно первой партии (по умолчанию 0); партии играются с зёрнами N, N+1, …
      --games N         сколько партий (по умолчанию — число батареи для этой игры)
      --bot ИМЯ         проверить вместо игры агента: бота или ИИ игры либо своего (file.py:Name), на одном месте
      --lang ЯЗЫК       язык этого отчёта: en, ru, uk или hu
testing-error = Ошибка: { $error }
testing-error-unknown-flag = неизвестный параметр «{ $flag }»
testing-error-needs-value = «{ $flag }» требует значения
testing-error-number = «{ $flag }» принимает целое число (от { $least }), а не «{ $value }»
testing-error-battery = неизвестная батарея «{ $value }»: small или large
testing-error-no-game = укажите игру: { $games }
testing-error-two-games = по одной игре за раз, а не «{ $first }» и «{ $second }»

testing-start = Батарея проверок «{ $battery }» для игры { $game }: { $games ->
        [1] 1 партия, зерно { $first }
        [one] { $games } партия, зёрна { $first }–{ $last }
        [few] { $games } партии, зёрна { $first }–{ $last }
        [many] { $games } партий, зёрна { $first }–{ $last }
       *[other] { $games } партий, зёрна { $first }–{ $last }
    }
testing-progress = { $done } из { $games ->
        [one] { $games } партии
        [few] { $games } партий
        [many] { $games } партий
       *[other] { $games } партий
    }
testing-passed-line = ✓ { $check }: { $count }
testing-all-passed = Все проверки пройдены: { $games ->
        [one] { $games } партия.
        [few] { $games } партии.
        [many] { $games } партий.
       *[other] { $games } партий.
    }

testing-check-games = партии доиграны до конца
testing-check-invariants = инварианты соблюдены после каждого решения
testing-check-refusals = неверные выборы отклонены, ничего не изменилось
testing-check-hidden = обзоры не показывают скрытого от своего места
testing-check-clone = ход на копии — тот же ход, что и на оригинале
testing-check-json = обзоры и решения — простые данные JSON
testing-check-outcome = итог полон и является простыми данными JSON
testing-check-record = запись, сохранённая посреди партии, загружается и воспроизводится до того же момента
testing-check-replay = запись воспроизводится до того же конца
testing-check-setup = игра раскладывается
testing-check-end = партия заканчивается
testing-check-crash = нет непредвиденных исключений

testing-failed = ✗ { $game }, партия { $seed }, решение { $step }: { $check } — провал
testing-failure-move = ход: { $player } выбрал «{ $choice }»
testing-failure-options = параметры: { $options }
testing-failure-again = сыграть эту партию снова: python -m dominia.testing { $command }

testing-who-seat = место { $n }
testing-who-spectator = зритель
testing-what-view = обзор для «{ $who }»
testing-what-decision = ожидаемое решение
testing-what-outcome = итог

testing-fail-hooks = у игры { $game } нет крючков батареи (core.game.Conformable): { $missing }
testing-fail-setup = случайные параметры игры не дают партии: { $error }
testing-fail-no-end = нет конца после { $steps ->
        [one] { $steps } решения
        [few] { $steps } решений
        [many] { $steps } решений
       *[other] { $steps } решений
    }
testing-fail-invariants = нарушены инварианты: { $problems }
testing-fail-refusal-accepted = выбор { $choice } игроком { $player } должен был быть отклонён, а игра его приняла
testing-fail-refusal-error = выбор { $choice } игроком { $player } вызвал { $error }, а не ошибку недопустимого выбора
testing-fail-refusal-changed = отклонённые выборы ({ $choice }) изменили состояние, в { $where }
testing-fail-hidden = «{ $who }» видит скрытое от него: обзор меняется, когда скрытые карты переложены, в { $where }
testing-fail-clone-shared = ход на копии изменил оригинал, в { $where }
testing-fail-clone-state = после того же хода состояние копии отличается от оригинала, в { $where }
testing-fail-clone-view = после того же хода обзор копии для «{ $who }» отличается, в { $where }
testing-fail-json-plain = { $what } — не простые данные JSON, в { $where }
testing-fail-json-trip = { $what } меняется при проходе через JSON, в { $where }
testing-fail-no-outcome = решений больше не ожидается, но у партии нет итога
testing-fail-outcome-shape = в итоге должно быть по одному счёту на место ({ $seats }) и победители среди мест; в нём счетов: { $scores }, победители: { $winners }
testing-fail-record = запись, сохранённая после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
        [many] { $moves } ходов
       *[other] { $moves } ходов
    }, не загружается или не воспроизводится: { $error }
testing-fail-record-state = запись, сохранённая после { $moves ->
        [one] { $moves } хода
        [few] { $moves } ходов
        [many] { $moves } ходов
       *[other] { $moves } ходов
    }, воспроизводится в другое состояние, в { $where }
testing-fail-replay-move = остальные ходы не воспроизводятся: { $error }
testing-fail-replay = запись воспроизводится к другому концу, в { $where }
testing-fail-replay-view = обзор воспроизведённой партии для «{ $who }» отличается, в { $where }
testing-fail-crash = { $error }

testing-start-agent = Батарея для агента «{ $agent }» в игре { $game }: { $games ->
        [1] 1 партия, зерно { $first }
        [one] { $games } партия, зёрна { $first }–{ $last }
        [few] { $games } партии, зёрна { $first }–{ $last }
        [many] { $games } партий, зёрна { $first }–{ $last }
       *[other] { $games } партий, зёрна { $first }–{ $last }
    }
testing-check-agent-legal = его ответы — варианты, которые предлагает решение
testing-check-agent-hands-off = пока он выбирает, игра не меняется
testing-check-agent-same = партия, сыгранная с ним снова, — та же партия
testing-fail-agent-legal = агент ответил { $choice }, а такого варианта у решения нет
testing-fail-agent-state = игра изменилась, пока агент выбирал, в { $where }
testing-fail-agent-same = сыгранная снова с тем же зерном, партия пошла иначе на ходу { $n }

# эталонные партии (dominia.testing.golden): записанные партии, журнал и итог которых не должны меняться
testing-golden-replay = { $file }: записанные ходы больше не воспроизводятся: { $error }
testing-golden-unfinished = { $file }: записанные ходы больше не доводят партию до конца
testing-golden-choices = { $file }: решение { $n } ({ $player }) при записи предлагало вариантов: { $want }, теперь: { $have }
testing-golden-outcome = { $file }: итог отличается от записанного, в { $where }
testing-golden-log = { $file }: журнал отличается от записанного (- записано, + сейчас):
testing-golden-more = … и ещё строк: { $n }
testing-golden-hint = Если правила изменены намеренно, пересоздайте эталоны: { $command }
testing-golden-wrote = { $file }: записан (ходов: { $moves }, событий: { $events }, конец: { $reason })
testing-golden-unchanged = { $file }: без изменений
testing-golden-refused = { $file }: изменился бы, не записан
testing-golden-refused-all = Файлов, которые изменились бы: { $n }. Только после намеренного изменения правил запустите снова с --overwrite.
