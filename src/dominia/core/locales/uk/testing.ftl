# Батарея перевірок відповідності та еталонні партії (dominia.testing): інструмент розробника,
# `python -m dominia.testing GAME`. «Рішення» — одне питання, яке гра ставить одному гравцеві.

testing-usage = Використання: python -m dominia.testing ГРА [--battery small|large] [--seed N] [--games N] [--bot НАЗВА] [--lang МОВА]
testing-help =
    Проганяє на грі батарею перевірок відповідності: випадкові гравці догравають партії із заданими зернами до кінця, і дорогою виконуються всі перевірки.
      ГРА               гра: { $games }
      --battery НАЗВА   small (розмір, який запускає тестова команда) або large (уп'ятеро більше партій, перевірки частіше)
      --seed N          зерно першої партії (типово 0); партії грають із зернами N, N+1, …
      --games N         скільки партій (типово — число батареї для цієї гри)
      --bot НАЗВА       перевірити замість гри агента: бота чи ШІ гри або власного (file.py:Name), на одному місці
      --lang МОВА       мова цього звіту: en, ru, uk або hu
testing-error = Помилка: { $error }
testing-error-unknown-flag = невідомий параметр «{ $flag }»
testing-error-needs-value = «{ $flag }» потребує значення
testing-error-number = «{ $flag }» приймає ціле число (від { $least }), а не «{ $value }»
testing-error-battery = невідома батарея «{ $value }»: small або large
testing-error-no-game = назвіть гру: { $games }
testing-error-two-games = по одній грі за раз, а не «{ $first }» і «{ $second }»

testing-start = Батарея перевірок «{ $battery }» для гри { $game }: { $games ->
        [1] 1 партія, зерно { $first }
        [one] { $games } партія, зерна { $first }–{ $last }
        [few] { $games } партії, зерна { $first }–{ $last }
        [many] { $games } партій, зерна { $first }–{ $last }
       *[other] { $games } партій, зерна { $first }–{ $last }
    }
testing-progress = { $done } з { $games ->
        [one] { $games } партії
        [few] { $games } партій
        [many] { $games } партій
       *[other] { $games } партій
    }
testing-passed-line = ✓ { $check }: { $count }
testing-all-passed = Усі перевірки пройдено: { $games ->
        [one] { $games } партія.
        [few] { $games } партії.
        [many] { $games } партій.
       *[other] { $games } партій.
    }

testing-check-games = партії дограно до кінця
testing-check-invariants = інваріанти дотримано після кожного рішення
testing-check-refusals = хибні вибори відхилено, нічого не змінилося
testing-check-hidden = огляди не показують прихованого від свого місця
testing-check-clone = хід на копії — той самий хід, що й на оригіналі
testing-check-json = огляди й рішення — прості дані JSON
testing-check-outcome = підсумок повний і є простими даними JSON
testing-check-record = запис, збережений посеред партії, завантажується й відтворюється до того самого моменту
testing-check-replay = запис відтворюється до того самого кінця
testing-check-setup = гра розкладається
testing-check-end = партія закінчується
testing-check-crash = немає непередбачених винятків

testing-failed = ✗ { $game }, партія { $seed }, рішення { $step }: { $check } — провал
testing-failure-move = хід: { $player } вибрав «{ $choice }»
testing-failure-options = параметри: { $options }
testing-failure-again = зіграти цю партію знову: python -m dominia.testing { $command }

testing-who-seat = місце { $n }
testing-who-spectator = глядач
testing-what-view = огляд для «{ $who }»
testing-what-decision = очікуване рішення
testing-what-outcome = підсумок

testing-fail-hooks = у гри { $game } немає гачків батареї (core.game.Conformable): { $missing }
testing-fail-setup = випадкові параметри гри не дають партії: { $error }
testing-fail-no-end = немає кінця після { $steps ->
        [one] { $steps } рішення
        [few] { $steps } рішень
        [many] { $steps } рішень
       *[other] { $steps } рішень
    }
testing-fail-invariants = порушено інваріанти: { $problems }
testing-fail-refusal-accepted = вибір { $choice } гравцем { $player } мав бути відхилений, а гра його прийняла
testing-fail-refusal-error = вибір { $choice } гравцем { $player } спричинив { $error }, а не помилку неприпустимого вибору
testing-fail-refusal-changed = відхилені вибори ({ $choice }) змінили стан, у { $where }
testing-fail-hidden = «{ $who }» бачить приховане від нього: огляд змінюється, коли приховані карти перекладено, у { $where }
testing-fail-clone-shared = хід на копії змінив оригінал, у { $where }
testing-fail-clone-state = після того самого ходу стан копії відрізняється від оригіналу, у { $where }
testing-fail-clone-view = після того самого ходу огляд копії для «{ $who }» відрізняється, у { $where }
testing-fail-json-plain = { $what } — не прості дані JSON, у { $where }
testing-fail-json-trip = { $what } змінюється при проходженні через JSON, у { $where }
testing-fail-no-outcome = рішень більше не очікується, але в партії немає підсумку
testing-fail-outcome-shape = у підсумку має бути по одному рахунку на місце ({ $seats }) і переможці серед місць; у ньому рахунків: { $scores }, переможці: { $winners }
testing-fail-record = запис, збережений після { $moves ->
        [one] { $moves } ходу
        [few] { $moves } ходів
        [many] { $moves } ходів
       *[other] { $moves } ходів
    }, не завантажується або не відтворюється: { $error }
testing-fail-record-state = запис, збережений після { $moves ->
        [one] { $moves } ходу
        [few] { $moves } ходів
        [many] { $moves } ходів
       *[other] { $moves } ходів
    }, відтворюється в інший стан, у { $where }
testing-fail-replay-move = решта ходів не відтворюється: { $error }
testing-fail-replay = запис відтворюється до іншого кінця, у { $where }
testing-fail-replay-view = огляд відтвореної партії для «{ $who }» відрізняється, у { $where }
testing-fail-crash = { $error }

testing-start-agent = Батарея для агента «{ $agent }» у грі { $game }: { $games ->
        [1] 1 партія, зерно { $first }
        [one] { $games } партія, зерна { $first }–{ $last }
        [few] { $games } партії, зерна { $first }–{ $last }
        [many] { $games } партій, зерна { $first }–{ $last }
       *[other] { $games } партій, зерна { $first }–{ $last }
    }
testing-check-agent-legal = його відповіді — варіанти, які пропонує рішення
testing-check-agent-hands-off = поки він вибирає, гра не змінюється
testing-check-agent-same = партія, зіграна з ним знову, — та сама партія
testing-fail-agent-legal = агент відповів { $choice }, а такого варіанта в рішення немає
testing-fail-agent-state = гра змінилася, поки агент вибирав, у { $where }
testing-fail-agent-same = зіграна знову з тим самим зерном, партія пішла інакше на ході { $n }

# еталонні партії (dominia.testing.golden): записані партії, журнал і підсумок яких не мають змінюватися
testing-golden-replay = { $file }: записані ходи більше не відтворюються: { $error }
testing-golden-unfinished = { $file }: записані ходи більше не доводять партію до кінця
testing-golden-choices = { $file }: рішення { $n } ({ $player }) під час запису пропонувало варіантів: { $want }, тепер: { $have }
testing-golden-outcome = { $file }: підсумок відрізняється від записаного, у { $where }
testing-golden-log = { $file }: журнал відрізняється від записаного (- записано, + тепер):
testing-golden-more = … і ще рядків: { $n }
testing-golden-hint = Якщо правила змінено навмисно, створіть еталони заново: { $command }
testing-golden-wrote = { $file }: записано (ходів: { $moves }, подій: { $events }, кінець: { $reason })
testing-golden-unchanged = { $file }: без змін
testing-golden-refused = { $file }: змінився б, не записано
testing-golden-refused-all = Файлів, які змінилися б: { $n }. Лише після навмисної зміни правил запустіть знову з --overwrite.
