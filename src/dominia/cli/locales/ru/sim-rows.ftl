# Файл партий (`dominia sim --games-out`), строки которого изменены: какая строка, какое поле.

sim-row-missing = { $path }:{ $line }: в строке нет поля «{ $field }»
sim-row-bad = { $path }:{ $line }: «{ $field }» { $problem }
sim-row-twice = { $path }:{ $line }: партия { $game } уже есть в файле (строка { $first })
sim-row-other-fields = { $path }:{ $line }: поле «{ $field }» есть либо в этой строке, либо в строке { $other }, но не в обеих
sim-want-index = — не номер партии (целое число, 0 или больше)
sim-want-int = — не целое число
sim-want-text = — не текст
sim-want-seconds = — не число секунд
sim-want-batch = — не то, что этот прогон даёт этой партии (файл изменён)
sim-want-seats = — не рассадка (номера мест 0, 1, … в каком-либо порядке)
sim-want-bots = — не имя бота для каждого места
sim-want-per-seat = — не число для каждого места
sim-want-winners = — не список номеров мест
sim-want-turns = — не число ходов (для каждого места или на всю игру)
sim-want-figure = — не показатель игры (по записи на место: числа, списки или таблицы чисел)
sim-want-same-shape = имеет не тот вид, что в предыдущих строках
