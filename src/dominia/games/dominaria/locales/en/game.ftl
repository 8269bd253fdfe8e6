# Heroes of Dominaria: the engine's words (prompts, choices, events, conditions, effects).

## Colours in their other forms
color-white-loc = white
color-blue-loc = blue
color-black-loc = black
color-red-loc = red
color-green-loc = green
mana-white = { $n } white
mana-blue = { $n } blue
mana-black = { $n } black
mana-red = { $n } red
mana-green = { $n } green
token-white = white Manalith token
token-blue = blue Manalith token
token-black = black Manalith token
token-red = red Manalith token
token-green = green Manalith token
pool-white = white mana ({ $n })
pool-blue = blue mana ({ $n })
pool-black = black mana ({ $n })
pool-red = red mana ({ $n })
pool-green = green mana ({ $n })
color-any = any colour

## Lists and amounts
list-and = { $first } and { $last }
list-comma = { $first }, { $rest }
vp = { $vp } VP
named-vp = { $name } ({ $vp } VP)
cost-plus = { $a } + { $b }
cost-free = free

## Planeswalker abilities
ability-hire = Hire a Hero
ability-explore = Explore an Artifact
ability-confront = Confront the Cabal
ability-manalith = Build a Manalith
ability-leyline = Create a Leyline
ability-short-hire = Hire
ability-short-explore = Explore
ability-short-confront = Confront
ability-short-manalith = Manalith
ability-short-leyline = Leyline

## Prompts
prompt-keep-quests = Keep { $n } of these quests
prompt-place-hero = Place a hero on a start location
prompt-action = Your action
prompt-pay = Pay 1 mana ({ $what }); { $left } to pay
prompt-pay-for = { $purpose }: pay 1 mana ({ $what }); { $left } to pay
purpose-use = Use { $artifact }
purpose-complete = Complete { $quest }
prompt-any-mana = Take 1 mana of a colour of your choice
prompt-defeat = Defeat a cultist anywhere on the map
prompt-free = Use { $ability } without paying
prompt-new-quest = A new quest: keep one, the other goes to the bottom of the deck
prompt-new-artifact = Explore: keep one artifact in play, the other goes to the bottom of the deck

## Choices
choice-skip = Skip
choice-end = End the turn
choice-auto = Pay automatically
choice-auto-keep = Pay automatically: ordinary mana first, Manalith tokens last
choice-auto-first = Pay automatically: Manalith tokens first (they come back at the end of turn)
choice-move = Move { $src } → { $dst }
choice-collect = Collect { $mana } in { $location }
choice-hire = Hire a Hero to { $location }
choice-explore = Explore an Artifact in { $location }
choice-confront = Confront the Cabal in { $location }
choice-manalith = Build a Manalith in { $location }
choice-leyline = Create a Leyline between { $a } and { $b }
choice-priced = { $action } ({ $cost })
choice-use = Use { $artifact } ({ $cost })
choice-count = Count { $artifact } for its one-shot ability
choice-start = Start the quest { $quest }
choice-complete = Complete { $quest } ({ $vp } VP)
choice-complete-pay = Complete { $quest } ({ $vp } VP, pay { $cost })
choice-defeat = Defeat a cultist in { $location }

## Quest conditions (every key must hold)
cond-none = nothing
cond-hero-at = a hero in { $location }
cond-hero-on = a hero on a { $colour } location
cond-hero-colours = heroes on locations of { $n } colours
cond-heroes = { $n ->
    [one] { $n } hero
   *[other] { $n } heroes
  } on the map
cond-manaliths = { $n ->
    [one] { $n } Manalith
   *[other] { $n } Manaliths
  }
cond-manalith-on = a Manalith on a { $colour } location
cond-manalith-at = a Manalith in { $location }
cond-leylines = { $n ->
    [one] { $n } Leyline
   *[other] { $n } Leylines
  }
cond-network = a Leyline network of { $n } locations
cond-connects = Leylines joining { $locations }
cond-leyline-at = a Leyline to { $location }
cond-cultists = { $n ->
    [one] { $n } cultist
   *[other] { $n } cultists
  } defeated
cond-artifacts = { $n ->
    [one] { $n } artifact
   *[other] { $n } artifacts
  }
cond-quests = { $n ->
    [one] { $n } quest
   *[other] { $n } quests
  } completed
cond-mana = { $mana } in your pool
cond-mana-total = { $n } mana in your pool
cond-mana-colours = mana of { $n } colours in your pool
cond-visited = your heroes visit { $locations } after it was started
cond-gained-cultists = { $n ->
    [one] { $n } cultist
   *[other] { $n } cultists
  } more since it was started
cond-gained-leylines = { $n ->
    [one] { $n } Leyline
   *[other] { $n } Leylines
  } more since it was started
cond-gained-manaliths = { $n ->
    [one] { $n } Manalith
   *[other] { $n } Manaliths
  } more since it was started
cond-gained-heroes = { $n ->
    [one] { $n } hero
   *[other] { $n } heroes
  } more since it was started
cond-gained-artifacts = { $n ->
    [one] { $n } artifact
   *[other] { $n } artifacts
  } more since it was started
cond-gained-quests = { $n ->
    [one] { $n } quest
   *[other] { $n } quests
  } more since it was started

## Effects (rewards)
effect-none = nothing
effect-any-mana = { $n } mana of your choice
effect-moves = +{ $n } Move
effect-collect = +{ $n } Collect
effect-defeat = { $n ->
    [one] defeat a cultist anywhere
   *[other] defeat up to { $n } cultists anywhere
  }
effect-free-hire = { $n ->
    [one] a free Hire
   *[other] { $n } free Hires
  }
effect-free-explore = { $n ->
    [one] a free Explore
   *[other] { $n } free Explores
  }
effect-free-manalith = { $n ->
    [one] a free Manalith
   *[other] { $n } free Manaliths
  }
effect-free-leyline = { $n ->
    [one] a free Leyline
   *[other] { $n } free Leylines
  }
effect-quest = { $n ->
    [one] a new quest
   *[other] { $n } new quests
  }

## Quests, artifacts and public quests in words
quest-needs = needs { $when }
quest-needs-started = start when { $start }; then needs { $when }
quest-pay = { $text }; pay { $cost }
quest-reward = { $text } → { $reward }
cost-any = { $n } of any colour
artifact-moves = +{ $n } Move every turn
artifact-discount = { $abilities } { $n ->
    [one] costs
   *[other] cost
  } { $less } less
artifact-discount-various = { $abilities } { $n ->
    [one] costs
   *[other] cost
  } less
artifact-collect-bonus = collecting on a { $colour } location gives 1 more { $more }
artifact-end-mana = 1 { $colour } at the end of each of your turns
artifact-use = once a turn, pay { $cost }: { $effect }
artifact-once = count it: { $effect }
artifact-once-when = count it (when { $when }): { $effect }
artifact-none = no ability
public-quest-text = claimed at once by the first player with { $when }
parts = { $first }; { $rest }

## Events
event-setup = Setup: { $players } players, { $rounds } rounds, { $mana } mana per location
event-keep-quests = { $seat } keeps { $n ->
    [one] { $n } quest
   *[other] { $n } quests
  }
event-place = { $seat } places a hero in { $location }
event-turn = ── { $seat }: round { $round } ──
event-reveal = Dominaria card: { $card } — { $colour } mana on every { $colour } location
event-reveal-artifact = Dominaria card: { $card } — { $colour } mana on every { $colour } location; an artifact in { $location }
event-reveal-cabal = Dominaria card: { $card } — { $colour } mana on every { $colour } location; the Cabal in { $location }
event-move = { $seat } moves a hero { $src } → { $dst }
event-collect = { $seat } collects { $mana } in { $location }
event-hire = { $seat } hires a hero in { $location }
event-explore = { $seat } explores { $location }
event-artifact = { $seat } takes the artifact { $artifact }
event-confront = { $seat } defeats a cultist in { $location }
event-manalith = { $seat } builds a Manalith in { $location }
event-leyline = { $seat } creates a Leyline { $src }–{ $dst }
event-gain-mana = { $seat } gains { $mana }
event-manalith-mana = { $seat }'s Manaliths give tokens: { $colours }
event-new-quest = { $seat } takes a new quest
event-new-quest-named = { $seat } takes a new quest: { $quest }
event-start-quest = { $seat } starts the quest { $quest }
event-complete-quest = { $seat } completes { $quest } ({ $vp } VP)
event-public-quest = { $seat } claims the public quest { $quest } ({ $vp } VP)
event-use-artifact = { $seat } uses { $artifact }
event-count-artifact = { $seat } counts { $artifact } for its one-shot ability
event-free-lost = { $seat }'s free { $ability } is lost (no legal use)
event-end-turn = { $seat } ends the turn
event-game-over = Game over: { $winners } won
event-game-over-nobody = Game over: nobody won

## Outcome
# why the game ended: a clause the front ends put after “The game ended:”
outcome-rounds = all { $rounds } rounds were played
outcome-over = play stopped

## Components
components-stand-in = stand-in components (Dominia's own design, not the printed game's)
components-official = official components
components-mixed = official components, stand-in { $files } (Dominia's own design)

## Errors
error-players = Heroes of Dominaria needs 2 to 4 players, not { $players }
error-start-mana = start_mana must be 1 (the rules) or 2 (the book's variant), not { $value }
error-options = options must be a mapping
error-unknown-options = unknown Heroes of Dominaria option(s): { $unknown }; known: { $known }
error-components-path = components must be a path to a folder of component files
error-fingerprint = components_fingerprint must be 16 hex digits, not { $value }
error-boards = the component set has { $boards } player boards, not { $players }
error-other-components = this game was made with other Heroes of Dominaria components (fingerprint { $want }) than { $where } (fingerprint { $have }); it can only be played or replayed with those
error-other-components-folder = the files in { $folder }
error-other-components-shipped = this Dominia's shipped components

## What a reward's question rewards
prompt-why = { $prompt } ({ $why })
why-quest = reward of { $quest }
why-artifact = ability of { $artifact }
why-track-heroes = a !! space of your Hero track
why-track-manaliths = a !! space of your Manalith track
why-track-leylines = a !! space of your Leyline track
why-track-cabal = a !! space of your Cabal track
