# Classic World (classic): the names of the built-in map, in file order.
# project's own: every name of this file (no rule book names them in this language)

map-classic = Klasszikus világ

## Continents
continent-classic-north-america = Észak-Amerika
continent-classic-south-america = Dél-Amerika
continent-classic-europe = Európa
continent-classic-africa = Afrika
continent-classic-asia = Ázsia
continent-classic-australia = Ausztrália

## Territories
territory-classic-alaska = Alaszka
territory-classic-northwest-territory = Északnyugati terület
territory-classic-greenland = Grönland
territory-classic-alberta = Alberta
territory-classic-ontario = Ontario
territory-classic-quebec = Québec
territory-classic-western-united-states = Nyugati Egyesült Államok
territory-classic-eastern-united-states = Keleti Egyesült Államok
territory-classic-central-america = Közép-Amerika
territory-classic-venezuela = Venezuela
territory-classic-peru = Peru
territory-classic-brazil = Brazília
territory-classic-argentina = Argentína
territory-classic-iceland = Izland
territory-classic-scandinavia = Skandinávia
territory-classic-great-britain = Nagy-Britannia
territory-classic-northern-europe = Észak-Európa
territory-classic-western-europe = Nyugat-Európa
territory-classic-southern-europe = Dél-Európa
territory-classic-ukraine = Ukrajna
territory-classic-north-africa = Észak-Afrika
territory-classic-egypt = Egyiptom
territory-classic-east-africa = Kelet-Afrika
territory-classic-congo = Kongó
territory-classic-south-africa = Dél-Afrika
territory-classic-madagascar = Madagaszkár
territory-classic-ural = Urál
territory-classic-siberia = Szibéria
territory-classic-yakutsk = Jakutszk
territory-classic-kamchatka = Kamcsatka
territory-classic-irkutsk = Irkutszk
territory-classic-mongolia = Mongólia
territory-classic-japan = Japán
territory-classic-afghanistan = Afganisztán
territory-classic-china = Kína
territory-classic-middle-east = Közel-Kelet
territory-classic-india = India
territory-classic-siam = Sziám
territory-classic-indonesia = Indonézia
territory-classic-new-guinea = Új-Guinea
territory-classic-western-australia = Nyugat-Ausztrália
territory-classic-eastern-australia = Kelet-Ausztrália

## The map's description (dominia maps show)
# project's own
map-classic-description =
    Klasszikus világ: a szokásos tábla 42 területtel, hat kontinensen.
    Észak-Amerika 5, Dél-Amerika 2, Európa 5, Afrika 3, Ázsia 7, Ausztrália 2.
    A Dominiához rajzolva; a pozíciók a seregjelzők helyei egy 1000 x 600-as képen.
