# dominia maps: list, show, validate and import maps.

maps-no-cards = no cards
maps-deck = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} ({ $kinds })
maps-deck-infantry = { $n } infantry
maps-deck-cavalry = { $n } cavalry
maps-deck-artillery = { $n } artillery
maps-deck-wildcard = { $n ->
    [one] { $n } wildcard
   *[other] { $n } wildcards
}
maps-counts = { $territories ->
    [one] { $territories } territory
   *[other] { $territories } territories
}, { $continents ->
    [one] { $continents } continent
   *[other] { $continents } continents
}, { $borders ->
    [one] { $borders } border
   *[other] { $borders } borders
}, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $missions ->
    [one] { $missions } mission
   *[other] { $missions } missions
}
maps-counts-one-way = { $territories ->
    [one] { $territories } territory
   *[other] { $territories } territories
}, { $continents ->
    [one] { $continents } continent
   *[other] { $continents } continents
}, { $borders ->
    [one] { $borders } border
   *[other] { $borders } borders
} ({ $oneway } one-way), { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $missions ->
    [one] { $missions } mission
   *[other] { $missions } missions
}
maps-or = { $first } or { $last }
maps-semi-2 = { $a }; { $b }
maps-semi-more = { $first }; { $rest }
maps-goal = occupy { $n } territories
maps-goal-armies = occupy { $n } territories with { $k } armies each
maps-setup-every = with { $players } players every player is dealt enough territories and armies
maps-setup-some = with { $players } players a player dealt one territory more is
maps-setup-met = mission { $n } ({ $goal }) can be met during setup: { $who }: { $text }
maps-setup-met-by = mission { $n } ({ $goal }) can be met during setup by player { $player } if dealt it: { $who }: { $text }
maps-warning = warning:
maps-warnings = { $n } warning(s):
maps-col-name = Name
maps-col-title = Title
maps-col-territories = Territories
maps-col-continents = Continents
maps-col-source = Source
maps-col-continent = Continent
maps-col-bonus = Bonus
maps-col-territory = Territory
maps-col-borders = Borders
maps-source-builtin = builtin
maps-source-user = user
maps-invalid = invalid: { $error }
maps-folder = Your maps folder: { $folder }
maps-continents = Continents
maps-territories = Territories
maps-one-way-legend = { $n } one-way border(s): X → attacks X but cannot be attacked back from it; ← X can be attacked from X only.
maps-cards = Cards: { $deck }
maps-missions = Missions: { $n }
maps-ok = OK { $path }: { $title }: { $counts }
maps-imported = Imported { $path } into { $folder }: { $title }, { $n } territories; playable as { $name }
maps-no-such-file = no such file: { $path }
maps-not-a-file = not a file: { $path }
