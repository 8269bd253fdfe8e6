# Heroes of Dominaria on the terminal: the board, players' boards, hints, help, the end.

board-tag = P{ $n }
board-none = none
board-empty = empty
board-intro = { $players } players, { $rounds } rounds
board-intro-mana = { $mana } mana per location at the start
board-variant = (the book's variant)
board-components = Components:
board-components-from = { $summary } from { $folder }
board-on-the-board = On the board:
board-round = Round { $round }/{ $rounds }
board-turn-of = { $seat }'s turn
board-colour-mana = { $colour } mana
board-card-artifact = an artifact in { $location }
board-card-cabal = the Cabal in { $location }
board-dominaria-card = Dominaria card: { $card } ({ $what })

## The map
board-map-caption = ★ start location (heroes are placed and hired there)
board-map-caption-narrow = i NAME: a location's neighbours
board-col-colour = Colour
board-col-location = Location
board-col-mana = Mana
board-col-cabal = Cabal
board-col-artifact = Artifact
board-col-heroes = Heroes
board-col-manaliths = Manaliths
board-col-next = Next to

## Public quests and the supply
board-public = Public quests:
board-public-none = none left
board-public-tile = { $name } { $vp } ({ $needs }; { $left } left)
board-supply = Supply: mana { $mana } · quests { $quests }, artifacts { $artifacts }, Dominaria cards { $cards } in their decks

## Players
board-pool-tokens = { $pool } + Manalith tokens: { $tokens }
board-src-short-heroes = heroes { $vp }
board-src-short-manaliths = manaliths { $vp }
board-src-short-leylines = leylines { $vp }
board-src-short-cabal = cabal { $vp }
board-src-short-artifacts = artifacts { $vp }
board-src-short-quests = quests { $vp }
board-src-short-counted = counted { $vp }
board-src-short-public = public { $vp }
board-in-hand = { $n ->
    [one] { $n } quest
   *[other] { $n } quests
  } in hand
board-heroes-line = Heroes: { $heroes } ({ $track } on the track) · Pool: { $pool }
board-assets-line = Manaliths { $manaliths }/{ $max_manaliths }: { $manalith_list } · Leylines { $leylines }/{ $max_leylines }: { $leyline_list } · Cultists { $cultists }/{ $max_cultists }
board-artifacts = Artifacts: { $list }
board-started = Started: { $list }
board-accomplished = Accomplished: { $list }
board-counted = { $name } (counted)
board-public-done = { $name } ({ $vp } VP, public)
board-phase-keep = Setup: choosing quests
board-phase-place = Setup: placing heroes
board-phase-over = Game over
board-moves = { $n ->
    [one] { $n } Move
   *[other] { $n } Moves
  }
board-collects = { $n ->
    [one] { $n } Collect
   *[other] { $n } Collects
  }
board-status = { $seat } to play · { $moves }, { $collects } left
board-your-pool = Your pool: { $pool } · heroes: { $heroes }
board-your-quests = Your quests
board-none-in-hand = none in hand
board-item = { $name } ({ $vp } VP): { $text }
board-can-complete = ✓ can complete now
board-can-start = ✓ can start now

## Questions and answers
board-prompt-action = Your action ({ $moves }, { $collects } left)
board-pay-hint = (a number or a colour; numbers stay until paid)
board-keeps-quest = keeps a quest
board-supply-empty = the supply has no { $colour } mana left
board-not-a-number = { $n } is not a choice number ({ $keys })
board-slot-is = { $n } is the { $token }: { $why }
board-name-one-colour = name one colour (and { $manalith } for a Manalith token), or type its number
board-word-manalith = manalith
board-step-needs = this step needs { $colour } mana
board-no-token-left = you have no { $colour } Manalith token left
board-no-mana-left = you have no { $colour } mana left
board-hint-no-verb = no { $verb } is possible now
board-hint-unknown = no location, quest or artifact called { $query }
board-hint-cannot = cannot { $verb } { $names } now
board-hint-not-choice = { $names } is not one of the choices now

## i NAME
board-info-unknown = No location, quest, artifact or public quest called { $text }
board-info-which = Which one? { $names }
board-info-quest = { $name } (quest, { $vp } VP): { $text }
board-info-artifact = { $name } (artifact, { $vp } VP): { $text }
board-info-public = { $name } (public quest, { $type }, { $vp } VP): { $text }
board-info-location = { $location } ({ $colour })
board-info-location-start = { $location } ({ $colour }, a start location)
board-next-to = Next to: { $locations }
board-now = Now: { $mana ->
    [one] { $mana } mana token
   *[other] { $mana } mana tokens
  }, { $cabal ->
    [one] { $cabal } Cabal token
   *[other] { $cabal } Cabal tokens
  }, { $artifacts ->
    [one] { $artifacts } artifact token
   *[other] { $artifacts } artifact tokens
  }
board-heroes-of = Heroes of { $players }
board-manaliths-of = Manaliths of { $players }

## Help
board-help-answer = Answer with the number of a choice, its id ({ $example }) or in words:
board-help-words = an optional verb and names, any case; the beginning of a name or of one of its words is enough.
board-help-collect = collect the mana in Hammerheim
board-help-move = move a hero (or just the place it goes to)
board-help-abilities = the planeswalker's abilities
board-help-leyline = create a Leyline (either order)
board-help-quests = quests and artifacts
board-help-keep = when choosing quests (or just the quest's name)
board-help-shortcuts = end the turn · skip · pay automatically (ordinary mana first)
board-help-colour-word = чёрная
board-help-paying = Paying: { $black } (or { $local }) pays 1 black mana, { $black_manalith } the black Manalith token; a token's number stays the same until the whole cost is paid.
board-help-commands = Commands:
board-help-help = this help
board-help-board = show the board again
board-help-choices = show the choices again
board-help-info = a location, quest, artifact or public quest (e.g. i keld, i lotus)
board-help-quit = leave the game (resume later if you used --save)

## The end
board-final-scores = Final scores
board-vp-from = VP from
board-src-heroes = Heroes
board-src-manaliths = Manaliths
board-src-leylines = Leylines
board-src-cabal = Cabal
board-src-artifacts = Artifacts
board-src-quests = Quests
board-src-counted = Counted artifacts
board-src-public = Public quests
board-total = Total
board-tie-break = Completed quests (tie-break)
board-result = Result
board-winner = ★ winner
board-shared-win = ★ shared win
board-nobody-won = Nobody won.
board-verdict-shared = { $names } share the win with { $vp } VP and { $quests ->
    [one] { $quests } completed quest
   *[other] { $quests } completed quests
  } each.
board-verdict-tie = { $names } wins: { $vp } VP, tied with { $others }; the tie-break (most completed quests, public ones included) gives it with { $quests }.
board-verdict-win = { $names } wins with { $vp } VP.

## Verbs a player may type (space-separated, lower case; English ones always work too)
board-verbs-move = move
board-verbs-collect = collect
board-verbs-hire = hire
board-verbs-explore = explore
board-verbs-confront = confront
board-verbs-manalith = manalith
board-verbs-leyline = leyline
board-verbs-use = use
board-verbs-count = count
board-verbs-start = start
board-verbs-complete = complete
board-verbs-keep = keep
board-verbs-take = take
board-verbs-place = place
board-verbs-defeat = defeat
board-verbs-end = end
board-verbs-skip = skip

# What a player types, as examples in the help (verbs and names of this language)
board-help-cmd-collect = collect ham
board-help-cmd-move = move urborg orvada
board-help-cmd-abilities = hire orvada · manalith keld · explore vesuva · confront urborg
board-help-cmd-leyline = leyline orvada shanodin
board-help-cmd-quests = complete keldon · start flight · use lotus · count mirari
board-help-cmd-keep = keep keldon
board-help-cmd-shortcuts = e · s · a
board-help-cmd-info = i NAME
