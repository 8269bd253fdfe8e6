# The simulator's figures beyond wins: coins generated, the end of the game.

sim-col-coins = $/хід
sim-col-deck-size = Карт
sim-col-card = Карта
sim-plot-coins = Монети, отримані за кожен хід (Скарби та +$)
sim-plot-ties = нічиї
sim-plot-piles = Порожні стоси наприкінці (% ігор)
sim-plot-piles-ended = { $pct }% ігор закінчилися через стоси
sim-plot-deck = Колода наприкінці (копій у середньому)
sim-plot-pct = % ігор
sim-plot-copies = копії
sim-piles-ended = Ігри, що закінчилися через стоси: { $pct }%.
sim-end-piles = Порожні стоси наприкінці (% ігор): { $piles }.
sim-end-trash = Смітник наприкінці, на гру: { $cards }.
sim-end-nothing = нічого
sim-end-deck = Колода наприкінці (копій у середньому за гру)
