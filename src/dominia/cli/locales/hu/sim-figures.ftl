# The simulator's figures beyond wins: coins generated, the end of the game.

sim-col-coins = $/kör
sim-col-deck-size = Lapok
sim-col-card = Lap
sim-plot-coins = Minden körben szerzett érmék (Kincsek és +$)
sim-plot-ties = döntetlenek
sim-plot-piles = Üres paklik a végén (a játékok %-a)
sim-plot-piles-ended = A játékok { $pct }%-a paklik kiürülésével ért véget
sim-plot-deck = Pakli a végén (átlagos példányszám)
sim-plot-pct = a játékok %-a
sim-plot-copies = példány
sim-piles-ended = Paklik kiürülésével véget ért játékok: { $pct }%.
sim-end-piles = Üres paklik a végén (a játékok %-a): { $piles }.
sim-end-trash = Szemét a végén, játékonként: { $cards }.
sim-end-nothing = semmi
sim-end-deck = Pakli a végén (átlagos példányszám játékonként)
