# Domination on the terminal (dominia play domination): the board, the status line, hints,
# answers that pick nothing, the end. Markup (colours, bold) is added around these words.

board-tag = P{ $n }
board-who = { $player }
board-list-2 = { $a }, { $b }
board-list-more = { $first }, { $rest }
board-map-label = Map:
board-map-size = { $territories ->
    [one] { $territories } territory
   *[other] { $territories } territories
}, { $continents ->
    [one] { $continents } continent
   *[other] { $continents } continents
}
board-mode-label = Mode:
board-mode = { $mode }: { $goal }
board-goal-domination = eliminate every other player
board-goal-capital = hold every capital (each player picks one after placing)
board-goal-mission = complete your secret mission
board-cards-label = Cards:
board-cards-increasing = increasing (sets worth 4, 6, 8, 10, 12, 15, 20, then +5)
board-cards-fixed = fixed (3 infantry 4, cavalry 6, artillery 8, one of each 10, with a wildcard 12)
board-cards-italian = Italian (no forced trades, the defender rolls up to 3 dice)
board-not-recycled = { $rule }, not recycled
board-setup-auto-place = territories dealt and armies placed at random
board-setup-auto-deal = territories dealt at random, the rest placed by each player
board-setup-claim = territories claimed in turn
board-defenders-choose = defenders choose their dice
board-goes-on = the game goes on after a capital or mission win
board-turn-limit = ends after { $n ->
    [one] { $n } round
   *[other] { $n } rounds
} (most territories win)
board-colours-label = Colours:
board-seat-colour = { $player } ({ $colour })
board-held-by = held by { $tag }

## The players table

board-col-player = Player
board-col-territories = Territories
board-col-armies = Armies
board-col-cards = Cards
board-col-reinforcements = Reinforcements
board-col-capital = Capital
board-col-result = Result
board-you = (you)
board-eliminated = eliminated

## The status line

board-turn = Turn { $n }
board-setup = Setup
board-phase-claim = claiming territories
board-phase-setup-place = placing starting armies
board-phase-capital = choosing capitals
board-phase-trade = trading cards
board-phase-place = placing reinforcements
board-phase-attack = attacking
board-phase-fortify = fortifying
board-phase-over = game over
board-to-place = { $n ->
    [one] { $n } army
   *[other] { $n } armies
} to place
board-next-set = next set: { $n } armies
board-next-set-note = (next set: { $n } armies)
board-attacks = { $src } attacks { $dst }
board-defend-note = (ties go to the defender; two dice risk two armies)
board-odds-label = Odds
board-odds = { $src } → { $dst }, most dice to the end: conquest { $win }; expected left: { $a_left } of your { $a } attacking, { $d_left } of { $d } defending
board-odds-note = (if the defender rolls the most dice)
board-odds-short = { $win } win, ~{ $left }/{ $a } left
board-your-cards = Your cards ({ $n }):
board-your-mission = Your mission:

## The log

board-dealt = Territories dealt: { $counts }
board-dealt-count = { $player } { $n }
board-event-other = { $player } { $kind } { $extra }

## Questions: hints and choices

board-hint-claim = the number or name of a free territory
board-hint-place = the number or name of one of your territories
board-hint-capital = the number or name of one of your territories
board-hint-attack = e.g. { $example }, or a number
board-hint-fortify = e.g. { $example }, or a number; done ends the turn
board-hint-place-count = how many: a number, or all
board-hint-move = how many: a number, or all
board-hint-fortify-count = how many: a number, or all
board-hint-battle = 3/2/1 dice, a annihilate, a4 stop at 4, r retreat
board-hint-defend = how many dice
board-annihilate-stop = Annihilate, stop at { $n } armies
board-retreat = Retreat (stop attacking here)
board-all-armies = all { $n } armies
board-that-many = that many armies
board-annihilate-range = Annihilate, stop at that many armies (a5: at 5)

## Answers that pick nothing

board-no-stop = no stop at { $n } armies (stops: { $lo }-{ $hi })
board-no-stop-here = no stop at { $n } armies (stops: none here)
board-cannot-roll = you cannot roll { $n ->
    [one] { $n } die
   *[other] { $n } dice
} now
board-not-a-key = #{ $n } is not a key of the choices
board-only = only { $n }
board-bad-armies = { $n } is not a possible number of armies here: { $lo }-{ $hi }
board-bad-dice = { $n } is not a possible number of dice here: { $lo }-{ $hi }
board-can-roll = you can roll { $lo }-{ $hi } dice (a: annihilate, r: retreat)
board-not-a-choice-taken = { $n } { $territory } is not one of the choices (it is taken)
board-not-a-choice-not-yours = { $n } { $territory } is not one of the choices (it is not yours)
board-not-a-territory-number = { $n } is not a territory number (1-{ $count })
board-not-a-choice-number = { $n } is not a choice number (1-{ $count })
board-no-territory = no territory called { $query }
board-no-territory-suggest = no territory called { $query }; did you mean { $names }?
board-could-be = { $query } could be { $listed }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}: type more of the name or the number
board-none-a-choice = { $names } — none of them is a choice
board-is-taken = { $territory } is taken
board-is-not-yours = { $territory } is not yours
board-what-attack = attack
board-what-fortify = fortify move
board-whats-attack = attacks
board-whats-fortify = fortify moves
board-not-possible = { $src } → { $dst } is not a possible { $what }: { $why }
board-no-match = no { $what } matches { $query }
board-matches = { $query } matches { $n } { $whats }: { $listed }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}; name both territories or type the number
board-why-not-a-choice = it is not one of the choices
board-why-not-yours = { $territory } is not yours
board-why-no-border = { $src } does not border { $dst }
board-why-yours = { $territory } is yours
board-why-one-army = { $territory } has only 1 army

## i NAME: a territory

board-which-one = Which one? { $listed }
board-held = { $player }, { $armies }
board-free = free
board-borders-label = Borders:
board-one-way-from = Attacked one-way from: { $names }

## The end

board-final = Final position
board-winner = winner
board-shared-win = shared win
board-ended = The game ended: { $reason }
board-ended-after = The game ended after { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}: { $reason }
board-first-win = { $player } won by { $goal } first; the game went on in Domination mode.
board-mission-of = { $player }’s mission: { $mission }
board-outcome-turn-limit = the turn limit ({ $rounds } rounds) was reached; most territories: { $winners }.

## Help (?)

board-help =
    Answer with the key beside a choice, a choice id (attack:Alaska->Kamchatka) or
    territory names: any case, unique beginnings are enough (ala for Alaska).
    What a bare number means depends on the question (the keys show it):
      how many?        the number of armies or dice itself (all: the most)
      battle           3/2/1 dice · a annihilate · a4 stop at 4 armies · r retreat
      claim, place,    a territory's number on the board
      capital
      attack, fortify  the choice's number in the list; or two territories:
                       ala kam, ala > kam, 1 4 (board numbers); one name if it
                       makes a single move
      #N               always the choice with key N
    done (or e) ends the attacks, the turn or trading.
    Commands:
      ?        this help
      b        show the board again
      c        show the choices again
      i NAME   a territory: owner, armies, borders (e.g. i kam)
      q        leave the game (resume later if you used --save)

# Words a player may type (comma-separated) as well as the English ones (done, all).
board-words-done = done, end, pass
board-words-all = all, max, most
