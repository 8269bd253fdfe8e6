# Grand World (grand): the names of the built-in map, in file order.
# project's own: every name of this file (no rule book names them in this language)

map-grand = Nagy világ

## Continents
continent-grand-arctic = Sarkvidék
continent-grand-north-america = Észak-Amerika
continent-grand-south-america = Dél-Amerika
continent-grand-western-europe = Nyugat-Európa
continent-grand-eastern-europe = Kelet-Európa
continent-grand-africa = Afrika
continent-grand-middle-east = Közel-Kelet
continent-grand-siberia = Szibéria
continent-grand-east-asia = Kelet-Ázsia
continent-grand-oceania = Óceánia

## Territories
territory-grand-alaska = Alaszka
territory-grand-yukon = Yukon
territory-grand-nunavut = Nunavut
territory-grand-greenland = Grönland
territory-grand-british-columbia = Brit Columbia
territory-grand-prairies = Préri
territory-grand-quebec = Québec
territory-grand-pacific-coast = Csendes-óceáni part
territory-grand-rockies = Sziklás-hegység
territory-grand-great-plains = Nagy-síkság
territory-grand-great-lakes = Nagy-tavak
territory-grand-northeast = Északkelet
territory-grand-southeast = Délkelet
territory-grand-texas = Texas
territory-grand-mexico = Mexikó
territory-grand-central-america = Közép-Amerika
territory-grand-caribbean = Karib-térség
territory-grand-colombia = Kolumbia
territory-grand-venezuela = Venezuela
territory-grand-peru = Peru
territory-grand-brazil = Brazília
territory-grand-chile = Chile
territory-grand-argentina = Argentína
territory-grand-iceland = Izland
territory-grand-ireland = Írország
territory-grand-britain = Britannia
territory-grand-iberia = Ibéria
territory-grand-france = Franciaország
territory-grand-low-countries = Németalföld
territory-grand-italy = Olaszország
territory-grand-scandinavia = Skandinávia
territory-grand-germany = Németország
territory-grand-poland = Lengyelország
territory-grand-baltics = Baltikum
territory-grand-balkans = Balkán
territory-grand-ukraine = Ukrajna
territory-grand-moscow = Moszkva
territory-grand-maghreb = Maghreb
territory-grand-sahara = Szahara
territory-grand-egypt = Egyiptom
territory-grand-sahel = Száhel
territory-grand-sudan = Szudán
territory-grand-horn-of-africa = Afrika szarva
territory-grand-congo = Kongó
territory-grand-east-africa = Kelet-Afrika
territory-grand-south-africa = Dél-Afrika
territory-grand-madagascar = Madagaszkár
territory-grand-anatolia = Anatólia
territory-grand-caucasus = Kaukázus
territory-grand-levant = Levante
territory-grand-mesopotamia = Mezopotámia
territory-grand-arabia = Arábia
territory-grand-persia = Perzsia
territory-grand-afghanistan = Afganisztán
territory-grand-urals = Urál
territory-grand-kazakhstan = Kazahsztán
territory-grand-west-siberia = Nyugat-Szibéria
territory-grand-central-siberia = Közép-Szibéria
territory-grand-yakutia = Jakutföld
territory-grand-chukotka = Csukotka
territory-grand-kamchatka = Kamcsatka
territory-grand-mongolia = Mongólia
territory-grand-manchuria = Mandzsúria
territory-grand-korea = Korea
territory-grand-japan = Japán
territory-grand-north-china = Észak-Kína
territory-grand-tibet = Tibet
territory-grand-south-china = Dél-Kína
territory-grand-india = India
territory-grand-indochina = Indokína
territory-grand-philippines = Fülöp-szigetek
territory-grand-indonesia = Indonézia
territory-grand-new-guinea = Új-Guinea
territory-grand-western-australia = Nyugat-Ausztrália
territory-grand-eastern-australia = Kelet-Ausztrália
territory-grand-new-zealand = Új-Zéland

## The map's description (dominia maps show)
# project's own
map-grand-description =
    Nagy világ: nagy világtábla 76 területtel, tíz kontinensen,
    hosszú, sokszereplős játékokhoz. Alaszka a Bering-szoroson át határos
    Csukotkával, Brazília az Atlanti-óceánon át a Száhellel.
    A Dominiához rajzolva; a pozíciók a seregjelzők helyei egy 1400 x 780-as képen.
