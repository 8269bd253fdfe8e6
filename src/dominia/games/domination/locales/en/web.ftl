# Domination's board words on the web page (the server's web client); ids web-...

web-lobby-map = Map
web-lobby-mode = Mode
web-lobby-trades = Card trades
web-lobby-recycle = Traded cards go back into the deck
web-lobby-setup-deal = Dealt at random; each player places the rest
web-lobby-setup-place = Dealt and every army placed at random
web-lobby-auto-defence = Defenders always roll the most dice
web-lobby-continue = Play on after a capital or mission win
web-lobby-turn-limit = Round limit (0: none)
# each seat's colour (its own field in the seat's row); help lines under the fields
web-lobby-colours = Colour
web-lobby-colour-red = { colour-red }
web-lobby-colour-blue = { colour-blue }
web-lobby-colour-green = { colour-green }
web-lobby-colour-yellow = { colour-yellow }
web-lobby-colour-magenta = { colour-magenta }
web-lobby-colour-cyan = { colour-cyan }
web-lobby-colours-help = Each player’s colour on the map. Missions name the player to destroy by colour (“Destroy the blue armies”).
web-lobby-recycle-help = Off: once the deck is empty, no more cards are given.
web-lobby-setup-deal-help = Off: players claim the territories one at a time, then place their armies (the rules). Mission mode always deals.
web-lobby-setup-place-help = The game starts at the first turn: territories and starting armies at random.
web-lobby-auto-defence-help = Off: a defender chooses how many dice to roll each time.
web-lobby-continue-help = After such a win the others play on until one player holds every territory.
web-lobby-turn-limit-help = After this many rounds the game ends: the most territories win.

web-turn-line = round { $round }, { $phase }{ $reinforcements ->
    [0] {""}
    [one] {" "}· { $reinforcements } army to place
   *[other] {" "}· { $reinforcements } armies to place
}
web-phase-claim = claim
web-phase-setup-place = setup place
web-phase-capital = capital
web-phase-trade = trade
web-phase-place = place
web-phase-place-count = place count
web-phase-attack = attack
web-phase-battle = battle
web-phase-defend = defend
web-phase-move = move
web-phase-fortify = fortify
web-phase-fortify-count = fortify count
web-phase-over = over
web-continents = Continents
web-held-by = held by
web-col-territories = Territories
web-col-armies = Armies
web-col-cards = Cards
web-col-capital = Capital
web-col-eliminated = Eliminated
web-col-out = Out
web-col-rounds = Rounds
web-out-by = by { $name }
web-out = (out)
web-your-cards = Your cards ({ $n })
web-none = none
web-mission = Mission:
web-deck-line = Cards traded: { $trades } · cards in the deck: { $deck }
web-nobody = nobody
web-territory-label = { $territory }: { $owner }, { $n ->
    [one] { $n } army
   *[other] { $n } armies
}
web-territory-title = { $territory } ({ $continent }) — { $owner }, { $n ->
    [one] { $n } army
   *[other] { $n } armies
}

## Dice and odds

web-last-roll = Last roll
web-attacker = Attacker
web-defender = Defender
web-die-unpaired = { $n } (not compared)
web-die-lost = { $n } (lost)
web-die-won = { $n } (won)
web-roll-result = Attacker lost { $attacker }, defender lost { $defender }.
web-battle = Battle
web-battle-line = { $src } ({ $a }) attacks { $dst } ({ $d })
web-to-the-end = fought to the end: { $odds }
web-odds-text = win { $win } · expect { $attackers } attackers, { $defenders } defenders left
web-odds-title = Odds of your attacks (fought to the end)
web-col-attack = Attack
web-col-win = Win
web-col-attackers-left = Attackers left
web-col-defenders-left = Defenders left
web-attack-from = { $dst } from { $src }
web-error-no-battle = no such battle (or too large to compute)
web-error-no-picture = the map { $map } has no picture

## The map: zoom

web-map-zoom = Zoom the map
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-zoom-fit = Whole map
# the log's filter of battles
web-log-battles = battles
# the lobby's help under a field
web-lobby-mode-help = Domination: conquer every territory. Capital: take every capital. Mission: complete your secret mission.
web-lobby-trades-help = Increasing: each set traded gives more (4, 6, 8, 10, 12, 15, then +5). Fixed and Italian: a set gives what its cards are worth.

# The end-of-game charts (history.py), as the original game's statistics.
history-territories-title = Territories per round
history-armies-title = Armies per round
history-round = round
history-setup = setup
history-territories = territories
history-armies = armies

## Seeing the game: the condensed log of others' moves (a run of placements, a battle)
web-log-places = { $seat } places { $n ->
    [one] { $n } army
   *[other] { $n } armies
}: { $where }
web-log-place-at = { $territory } { $n }
web-log-battle-held = { $seat } attacks { $dst } from { $src }: { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}, lost { $lost }, killed { $killed }; { $dst } holds
web-log-battle-won = { $seat } conquers { $dst } from { $src }: { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}, lost { $lost }, killed { $killed }
web-log-battle-won-moved = { $seat } conquers { $dst } from { $src }: { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}, lost { $lost }, killed { $killed }; moves { $moved } in

## The status bar: the seat's own goal and how far it has got
web-goal = Goal:
web-goal-world = every territory: { $held }/{ $of }
web-goal-hold = { $n } territories: { $held }/{ $n }
web-goal-hold-armies = { $n } territories with { $k }+ armies: { $held }/{ $n }
web-goal-continents = { $more ->
    [0] { $continents }
   *[other] { $continents } + { $more } more
}: { $held }/{ $of }
web-goal-any-continents = { $n ->
    [one] any continent
   *[other] any { $n } continents
}: { $held }/{ $n }
web-goal-destroy = destroy { $armies } ({ $player }): { $n ->
    [0] destroyed
    [one] { $n } territory left
   *[other] { $n } territories left
}
web-goal-capitals = capitals held: { $held }/{ $of }
web-goal-capital-held = your capital { $capital } holds ({ $n ->
    [one] { $n } army
   *[other] { $n } armies
})
web-goal-capital-lost = your capital { $capital } was taken by { $player }
web-goal-capital-choose = choose your capital
web-goal-limit = round { $round } of { $limit } (then the most territories win)
# a battle still being fought (its line so far)
web-log-battle-on = { $seat } attacks { $dst } from { $src }: { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}, lost { $lost }, killed { $killed }
