# Слова Python API (dominia.Match, dominia.simulate, dominia.env.DominiaEnv).

api-seed-type = зерно — это целое число, а не { $seed }
api-seats-type = места задаются списком, по записи на место
api-seat-not-text = место { $seat }: это не текст, который можно сохранить в записи партии
api-seats-players = в параметрах { $players } игроков, а в списке мест записей: { $seats }; укажите по одной на место
api-not-an-agent = место { $seat }: { $agent } — не имя бота и не агент с choose(view, decision)
api-agents-type = агенты задаются списком (по одному на место) или словарём «номер места → агент»
api-agents-count = в списке агентов записей: { $agents }, а мест: { $seats }; укажите по одной на место (None, где отвечаете вы)
api-stalled = игра не закончилась за { $steps } решений
api-undo-nothing = нечего отменять: ходов ещё не было
api-undo-chance = последний выбор зависел от случая (перемешивание или кубики): правила не позволяют его отменить
api-cannot-save = { $path }: не удаётся сохранить ({ $reason })
api-games-count = число партий — целое число не меньше 1, а не { $games }
api-bots-type = боты задаются списком имён ботов, хотя бы одним
api-jobs = jobs — целое число не меньше 1, а не { $jobs }

env-players-opponents = в параметрах { $players } игроков, а соперников: { $opponents }; укажите по одному на каждое другое место
env-seat-range = места { $seat } для обучаемого нет: места нумеруются от 0 до { $last }
env-not-an-agent = соперник — это имя бота или агент с choose(view, decision), а не { $opponent }
env-over = игра окончена: вызовите reset() для новой
env-cut-off = игра прервана: вызовите reset() для новой
env-reset-first = игры ещё нет: сначала вызовите reset()
