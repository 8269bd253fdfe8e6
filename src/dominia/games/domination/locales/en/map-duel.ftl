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
