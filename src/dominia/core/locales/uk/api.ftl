# Слова Python API (dominia.Match, dominia.simulate, dominia.env.DominiaEnv).

api-seed-type = зерно — це ціле число, а не { $seed }
api-seats-type = місця задаються списком, по запису на місце
api-seat-not-text = місце { $seat }: це не текст, який можна зберегти в записі партії
api-seats-players = у параметрах { $players } гравців, а в списку місць записів: { $seats }; вкажіть по одному на місце
api-not-an-agent = місце { $seat }: { $agent } — не ім'я бота й не агент із choose(view, decision)
api-agents-type = агенти задаються списком (по одному на місце) або словником «номер місця → агент»
api-agents-count = у списку агентів записів: { $agents }, а місць: { $seats }; вкажіть по одному на місце (None, де відповідаєте ви)
api-stalled = гра не закінчилася за { $steps } рішень
api-undo-nothing = нічого скасовувати: ходів ще не було
api-undo-chance = останній вибір залежав від випадку (перетасування чи кубики): правила не дозволяють його скасувати
api-cannot-save = { $path }: не вдається зберегти ({ $reason })
api-games-count = кількість партій — ціле число, не менше 1, а не { $games }
api-bots-type = боти задаються списком імен ботів, хоча б одним
api-jobs = jobs — ціле число, не менше 1, а не { $jobs }

env-players-opponents = у параметрах { $players } гравців, а суперників: { $opponents }; вкажіть по одному на кожне інше місце
env-seat-range = місця { $seat } для учня немає: місця нумеруються від 0 до { $last }
env-not-an-agent = суперник — це ім'я бота або агент із choose(view, decision), а не { $opponent }
env-over = гру закінчено: викличте reset() для нової
env-cut-off = гру перервано: викличте reset() для нової
env-reset-first = гри ще немає: спершу викличте reset()
