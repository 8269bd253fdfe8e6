# Domination: the game's words (rules, prompts, choices, events, missions).
# Kept as the English texts the game showed before the tables.

game-domination = Domination

## Counts

armies = { $n ->
    [one] { $n } army
   *[other] { $n } armies
}
dice = { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
territories = { $n ->
    [one] { $n } territory
   *[other] { $n } territories
}
list-and-2 = { $a } and { $b }
list-and-more = { $first }, { $rest }
list-plus = { $a } + { $b }
nobody = nobody

## Modes, card rules, cards

mode-domination = Domination
mode-capital = Capital
mode-mission = Mission
cards-increasing = Increasing
cards-fixed = Fixed
cards-italian = Italian
card-infantry = Infantry
card-cavalry = Cavalry
card-artillery = Artillery
card-wildcard = Wildcard
card-label = { $kind }: { $territory }
# a card an event names in a way the game does not know
card-unknown = ?
goal-domination = domination
goal-capital = capital
goal-mission = mission
goal-turn-limit = turn limit

## Missions (built from their parts; a player to destroy by colour and name)

mission-continent = Take and hold { $continent }.
mission-continents = Take and hold { $continents }.
mission-continents-more = Take and hold { $continents } and { $more ->
    [one] one more continent
   *[other] { $more } more continents
} of your choice.
mission-any-continents = Take and hold any { $n ->
    [one] continent
   *[other] { $n } continents
}.
mission-hold = Hold { $n ->
    [one] { $n } territory
   *[other] { $n } territories
}.
mission-hold-armies = Hold { $n } territories with at least { $k } armies on each.
mission-destroy = Destroy { $armies } ({ $player }). If they are yours, or another player destroys them first, hold { $n } territories instead.
mission-destroy-armies = Destroy { $armies } ({ $player }). If they are yours, or another player destroys them first, hold { $n } territories with at least { $k } armies on each instead.
mission-destroy-only = Destroy { $armies } ({ $player }).

## Questions and answers

prompt-claim = Claim an unoccupied territory (1 army)
prompt-place-setup = Place 1 army ({ $left } left): choose a territory
prompt-place = Place { $n ->
    [one] { $n } army
   *[other] { $n } armies
} ({ $n } left): choose a territory
prompt-place-count = How many armies on { $territory }?
prompt-capital = Choose your capital
prompt-trade = Trade a set of cards?
prompt-trade-forced = Trade a set of cards (you must: { $n } or more cards)
prompt-attack = Attack from one of your territories, or end attacks
prompt-battle = { $src } ({ $a }) attacks { $dst } ({ $d })
prompt-defend = { $territory } is attacked with { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
prompt-move = Move armies from { $src } into { $dst }
prompt-fortify = Fortify: move armies once between adjacent territories
prompt-fortify-count = How many armies from { $src } to { $dst }?
choice-done = Done
choice-pair = { $src } → { $dst }
choice-trade = { $cards } → { $n } armies
choice-trade-done = Trade no (more) cards
choice-end-attacks = End attacks
choice-end-turn = End turn
choice-roll = Roll { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
choice-annihilate = Annihilate (roll until it falls or 1 army is left)
choice-annihilate-stop = Annihilate, stop when { $n } armies are left
choice-retreat = Stop attacking here
choice-place-rest = Place the rest at random
choice-defend = Defend with { $n ->
    [one] { $n } die
   *[other] { $n } dice
}

## Errors

error-map-too-small = the map '{ $map }' has { $n } territories: too few for { $players } players
error-map-unplayable = the map '{ $map }' cannot be played: { $problems }
error-few-missions = the map '{ $map }' has { $n } usable missions for { $players } players
error-options-mapping = options must be a mapping
error-unknown-options = unknown Domination option(s): { $names }; known: { $known }
error-players = Domination needs 2 to 6 players, not { $value }
error-map-option = map must be a map name or a path to a .map file
error-unknown-mode = unknown mode { $mode }; modes: { $modes }
error-unknown-cards = unknown card rule { $rule }; rules: { $rules }
error-first-player = first_player must be one of { $choices }, not { $value }
error-flag = { $flag } must be true or false, not { $value }
error-turn-limit = turn_limit must be a whole number of rounds (0: none), not { $value }
error-no-map-file = no map file { $path }
error-bad-map-name = { $name } cannot be a map name
error-builtin-map-name = { $name } is the name of a built-in map; rename { $file } to import it

## Events

event-first-player = { $player } plays first
event-first-player-drawn = { $player } plays first (drawn at random)
event-turn = ── { $player }: round { $round } ──
event-claim = { $player } claims { $territory }
event-place = { $player } places { $n ->
    [one] { $n } army
   *[other] { $n } armies
} on { $territory }
event-place-random = { $player } places { $n ->
    [one] { $n } army
   *[other] { $n } armies
} at random
event-bonus = { $player } gets { $n ->
    [one] { $n } army
   *[other] { $n } armies
} on { $territory } (a traded card shows it)
event-capital = { $player } chooses { $territory } as capital ★
event-trade = { $player } trades { $cards } for { $n } armies
event-trade-hidden = { $player } trades { $count ->
    [one] { $count } card
   *[other] { $count } cards
} for { $n } armies
event-attack = { $player } attacks { $dst } from { $src }
event-roll = dice { $attack } vs { $defend } → { $losses }
event-loss = { $territory } −{ $n }
event-conquer = { $player } conquers { $territory } from { $loser }
event-eliminate = { $player } eliminates { $loser }
event-eliminate-cards = { $player } eliminates { $loser } and takes { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
event-move = { $player } moves { $n ->
    [one] { $n } army
   *[other] { $n } armies
} into { $dst }
event-fortify = { $player } fortifies: { $n ->
    [one] { $n } army
   *[other] { $n } armies
} from { $src } to { $dst }
event-card = { $player } draws a card: { $card }
event-card-hidden = { $player } draws a card
event-reshuffle = The traded cards are shuffled back into the deck
event-win = ★ { $player } wins: { $goal }
event-win-goes-on = ★ { $player } wins: { $goal } (the game goes on in Domination mode)
event-game-over = The game ends: { $reason }

## Outcomes (why the game ended)

outcome-domination = { $winners } is the last player standing.
outcome-capital = { $winners } { $count ->
    [one] holds
   *[other] hold
} every capital.
outcome-mission = { $winners } completed their mission.
outcome-turn-limit = the turn limit was reached; most territories: { $winners }.

## The seats' colours (the original game's six): a seat picks its own; missions name players by them

colour-red = red
colour-blue = blue
colour-green = green
colour-yellow = yellow
colour-magenta = magenta
colour-cyan = cyan
# whom a mission says to destroy (as the book's missions: "Destroy the blue armies")
mission-armies-red = the red armies
mission-armies-blue = the blue armies
mission-armies-green = the green armies
mission-armies-yellow = the yellow armies
mission-armies-magenta = the magenta armies
mission-armies-cyan = the cyan armies
error-colours-list = colours must be a list of colour names in seat order, not { $value }
error-colour-unknown = unknown colour { $colour }; colours: { $colours }
error-colours-count = { $n } colours given for { $players } players
error-colour-twice = players { $a } and { $b } both chose { $colour }: each player needs a colour of their own
help-opt-colours = Domination: each player’s colour in seat order, comma-separated: red, blue, green, yellow, magenta, cyan (or their names in your language). Missions name the players by colour. Default: in that order.
