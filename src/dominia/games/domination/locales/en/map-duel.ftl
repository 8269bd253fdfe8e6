# Duel Isles (duel): the names of the built-in map, in file order.

map-duel = Duel Isles

## Continents
continent-duel-northreach = Northreach
continent-duel-eastmarch = Eastmarch
continent-duel-southvale = Southvale
continent-duel-emberlands = Emberlands

## Territories
territory-duel-frostholm = Frostholm
territory-duel-pinecrest = Pinecrest
territory-duel-ironhills = Ironhills
territory-duel-wolfmoor = Wolfmoor
territory-duel-ravenfort = Ravenfort
territory-duel-stormcape = Stormcape
territory-duel-copperdale = Copperdale
territory-duel-saltmarsh = Saltmarsh
territory-duel-goldfields = Goldfields
territory-duel-riverbend = Riverbend
territory-duel-sunharbour = Sunharbour
territory-duel-ashpeak = Ashpeak
territory-duel-cinderpass = Cinderpass
territory-duel-lavasteps = Lavasteps

## The map's description (dominia maps show)
map-duel-description =
    Duel Isles: a small board of 14 territories on four regions,
    for quick two-player games.
    Every region has two or three ways in; none is safe for long.
    Drawn for Dominia; the positions are army markers on an 800 x 480 picture.
