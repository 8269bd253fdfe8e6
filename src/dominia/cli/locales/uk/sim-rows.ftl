# Файл партій (`dominia sim --games-out`), рядки якого змінено: який рядок, яке поле.

sim-row-missing = { $path }:{ $line }: у рядку немає поля «{ $field }»
sim-row-bad = { $path }:{ $line }: «{ $field }» { $problem }
sim-row-twice = { $path }:{ $line }: партія { $game } вже є у файлі (рядок { $first })
sim-row-other-fields = { $path }:{ $line }: поле «{ $field }» є або в цьому рядку, або в рядку { $other }, але не в обох
sim-want-index = — не номер партії (ціле число, 0 або більше)
sim-want-int = — не ціле число
sim-want-text = — не текст
sim-want-seconds = — не кількість секунд
sim-want-batch = — не те, що цей прогін дає цій партії (файл змінено)
sim-want-seats = — не розсадка (номери місць 0, 1, … у якомусь порядку)
sim-want-bots = — не ім'я бота для кожного місця
sim-want-per-seat = — не число для кожного місця
sim-want-winners = — не список номерів місць
sim-want-turns = — не кількість ходів (для кожного місця чи на всю гру)
sim-want-figure = — не показник гри (по запису на місце: числа, списки чи таблиці чисел)
sim-want-same-shape = має не той вигляд, що в попередніх рядках
