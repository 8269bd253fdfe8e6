# Grand World (grand): the names of the built-in map, in file order.

map-grand = Grand World

## Continents
continent-grand-arctic = Arctic
continent-grand-north-america = North America
continent-grand-south-america = South America
continent-grand-western-europe = Western Europe
continent-grand-eastern-europe = Eastern Europe
continent-grand-africa = Africa
continent-grand-middle-east = Middle East
continent-grand-siberia = Siberia
continent-grand-east-asia = East Asia
continent-grand-oceania = Oceania

## Territories
territory-grand-alaska = Alaska
territory-grand-yukon = Yukon
territory-grand-nunavut = Nunavut
territory-grand-greenland = Greenland
territory-grand-british-columbia = British Columbia
territory-grand-prairies = Prairies
territory-grand-quebec = Quebec
territory-grand-pacific-coast = Pacific Coast
territory-grand-rockies = Rockies
territory-grand-great-plains = Great Plains
territory-grand-great-lakes = Great Lakes
territory-grand-northeast = Northeast
territory-grand-southeast = Southeast
territory-grand-texas = Texas
territory-grand-mexico = Mexico
territory-grand-central-america = Central America
territory-grand-caribbean = Caribbean
territory-grand-colombia = Colombia
territory-grand-venezuela = Venezuela
territory-grand-peru = Peru
territory-grand-brazil = Brazil
territory-grand-chile = Chile
territory-grand-argentina = Argentina
territory-grand-iceland = Iceland
territory-grand-ireland = Ireland
territory-grand-britain = Britain
territory-grand-iberia = Iberia
territory-grand-france = France
territory-grand-low-countries = Low Countries
territory-grand-italy = Italy
territory-grand-scandinavia = Scandinavia
territory-grand-germany = Germany
territory-grand-poland = Poland
territory-grand-baltics = Baltics
territory-grand-balkans = Balkans
territory-grand-ukraine = Ukraine
territory-grand-moscow = Moscow
territory-grand-maghreb = Maghreb
territory-grand-sahara = Sahara
territory-grand-egypt = Egypt
territory-grand-sahel = Sahel
territory-grand-sudan = Sudan
territory-grand-horn-of-africa = Horn of Africa
territory-grand-congo = Congo
territory-grand-east-africa = East Africa
territory-grand-south-africa = South Africa
territory-grand-madagascar = Madagascar
territory-grand-anatolia = Anatolia
territory-grand-caucasus = Caucasus
territory-grand-levant = Levant
territory-grand-mesopotamia = Mesopotamia
territory-grand-arabia = Arabia
territory-grand-persia = Persia
territory-grand-afghanistan = Afghanistan
territory-grand-urals = Urals
territory-grand-kazakhstan = Kazakhstan
territory-grand-west-siberia = West Siberia
territory-grand-central-siberia = Central Siberia
territory-grand-yakutia = Yakutia
territory-grand-chukotka = Chukotka
territory-grand-kamchatka = Kamchatka
territory-grand-mongolia = Mongolia
territory-grand-manchuria = Manchuria
territory-grand-korea = Korea
territory-grand-japan = Japan
territory-grand-north-china = North China
territory-grand-tibet = Tibet
territory-grand-south-china = South China
territory-grand-india = India
territory-grand-indochina = Indochina
territory-grand-philippines = Philippines
territory-grand-indonesia = Indonesia
territory-grand-new-guinea = New Guinea
territory-grand-western-australia = Western Australia
territory-grand-eastern-australia = Eastern Australia
territory-grand-new-zealand = New Zealand

## The map's description (dominia maps show)
map-grand-description =
    Grand World: a large world board of 76 territories on ten continents,
    for long games with many players. Alaska meets Chukotka across the Bering
    Strait; Brazil meets the Sahel across the Atlantic.
    Drawn for Dominia; the positions are army markers on a 1400 x 780 picture.
