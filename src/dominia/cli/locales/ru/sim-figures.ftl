# The simulator's figures beyond wins: coins generated, the end of the game.

sim-col-coins = $/ход
sim-col-deck-size = Карт
sim-col-card = Карта
sim-plot-coins = Монеты, полученные за каждый ход (Сокровища и +$)
sim-plot-ties = ничьи
sim-plot-piles = Пустые стопки в конце (% игр)
sim-plot-piles-ended = { $pct }% игр закончились по стопкам
sim-plot-deck = Колода в конце (копий в среднем)
sim-plot-pct = % игр
sim-plot-copies = копии
sim-piles-ended = Игры, закончившиеся по стопкам: { $pct }%.
sim-end-piles = Пустые стопки в конце (% игр): { $piles }.
sim-end-trash = Свалка в конце, на игру: { $cards }.
sim-end-nothing = ничего
sim-end-deck = Колода в конце (копий в среднем за игру)
