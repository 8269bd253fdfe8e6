# Duel Isles (duel): the names of the built-in map, in file order.
# project's own: every name of this file (no rule book names them in this language)

map-duel = Párbajszigetek

## Continents
continent-duel-northreach = Északi vidék
continent-duel-eastmarch = Keleti határvidék
continent-duel-southvale = Déli völgy
continent-duel-emberlands = Parázsföld

## Territories
territory-duel-frostholm = Fagyhalom
territory-duel-pinecrest = Fenyőgerinc
territory-duel-ironhills = Vasdombok
territory-duel-wolfmoor = Farkasláp
territory-duel-ravenfort = Hollóvár
territory-duel-stormcape = Viharfok
territory-duel-copperdale = Rézvölgy
territory-duel-saltmarsh = Sósláp
territory-duel-goldfields = Aranymezők
territory-duel-riverbend = Folyókanyar
territory-duel-sunharbour = Napkikötő
territory-duel-ashpeak = Hamucsúcs
territory-duel-cinderpass = Zsarátnokhágó
territory-duel-lavasteps = Lávalépcsők

## The map's description (dominia maps show)
# project's own
map-duel-description =
    Párbajszigetek: kis tábla 14 területtel, négy vidéken,
    gyors kétszemélyes játékokhoz.
    Minden vidékre két-három út vezet; egyik sem biztonságos sokáig.
    A Dominiához rajzolva; a pozíciók a seregjelzők helyei egy 800 x 480-as képen.
