# Heroes of Dominaria's board words on the web page (the server's web client); ids web-...

web-lobby-components-stand-in = stand-in components
web-lobby-components-official = official components
web-lobby-components-partly-stand-in = partly stand-in components
web-lobby-start-mana = Mana on each location at the start
web-lobby-start-mana-1 = 1 (the rules)
web-lobby-start-mana-2 = 2 (faster variant)

web-turn-line = round { $round } of { $rounds }, { $phase } · moves left { $moves } · collections left { $collects }
web-phase-keep = keep
web-phase-place = place
web-phase-action = action
web-phase-task = task
web-phase-over = over
web-last-card = last Dominaria card: { $card }
web-mana-title = { $n } { $colour } mana
web-cabal-n = { $n } Cabal
web-artifact-n = { $n ->
    [one] { $n } artifact
   *[other] { $n } artifacts
}
web-hero-of = { $name }’s hero
web-manalith-of = { $name }’s Manalith
web-leyline-of = { $name }’s Leyline { $a }–{ $b }
web-locations = Dominaria
web-map = The map of Dominaria
web-location-label = { $location }: { $colour }, { $mana } mana
web-location-title = { $location } ({ $colour }): { $mana } mana{ $cabal ->
    [0] {""}
   *[other] , { $cabal } Cabal
}{ $artifacts ->
    [0] {""}
    [one] , { $artifacts } artifact
   *[other] , { $artifacts } artifacts
}
web-public-quests = Public quests
web-public-quest = { $quest } ({ $vp } VP, { $left } left)
web-supply = Supply:
web-supply-line = Cabal { $cabal } · artifacts { $artifacts } · decks: { $decks }
web-deck-dominaria = dominaria
web-deck-quests = quests
web-deck-artifacts = artifacts
web-vp = { $n } VP
web-pool = Pool
web-heroes = Heroes
web-heroes-line = { $heroes } ({ $n } on the track)
web-manaliths = Manaliths
web-tokens = tokens: { $colours }
web-leylines = Leylines
web-cabal = Cabal
web-artifacts = Artifacts
web-counted = { $artifact } (counted)
web-quests = Quests
web-in-hand = { $n } in hand
web-started = started: { $quests }
web-done = done: { $quests }
web-public = public: { $quests }
web-score = Score
web-score-heroes = Heroes
web-score-manaliths = Manaliths
web-score-leylines = Leylines
web-score-cabal = Cabal
web-score-artifacts = Artifacts
web-score-quests = Quests
web-score-counted = Counted
web-score-public = Public
web-your-quests = Your quests ({ $n })
web-none = none
web-col-total = Total
web-col-quests-done = Quests done
web-error-components = the server chooses the Heroes of Dominaria components, not a client

# quest and card text (hover, long-press, the side panel, the opening choice)
web-choose-quests = Quests you are offered
web-info-quest = Quest
web-info-artifact = Artifact
web-info-public = Public quest
web-info-card = Dominaria card
web-quest-info = { $quest }: what it needs and gives

# The end-of-game chart (history.py).
history-score-title = Score by source
history-vp = VP

## The status bar: the scores by source
web-goal-vp = VP:
web-goal-vp-mine = you { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-source = { $source } { $vp }
