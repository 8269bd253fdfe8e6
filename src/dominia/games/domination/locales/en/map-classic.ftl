# Classic World (classic): the names of the built-in map, in file order.

map-classic = Classic World

## Continents
continent-classic-north-america = North America
continent-classic-south-america = South America
continent-classic-europe = Europe
continent-classic-africa = Africa
continent-classic-asia = Asia
continent-classic-australia = Australia

## Territories
territory-classic-alaska = Alaska
territory-classic-northwest-territory = Northwest Territory
territory-classic-greenland = Greenland
territory-classic-alberta = Alberta
territory-classic-ontario = Ontario
territory-classic-quebec = Quebec
territory-classic-western-united-states = Western United States
territory-classic-eastern-united-states = Eastern United States
territory-classic-central-america = Central America
territory-classic-venezuela = Venezuela
territory-classic-peru = Peru
territory-classic-brazil = Brazil
territory-classic-argentina = Argentina
territory-classic-iceland = Iceland
territory-classic-scandinavia = Scandinavia
territory-classic-great-britain = Great Britain
territory-classic-northern-europe = Northern Europe
territory-classic-western-europe = Western Europe
territory-classic-southern-europe = Southern Europe
territory-classic-ukraine = Ukraine
territory-classic-north-africa = North Africa
territory-classic-egypt = Egypt
territory-classic-east-africa = East Africa
territory-classic-congo = Congo
territory-classic-south-africa = South Africa
territory-classic-madagascar = Madagascar
territory-classic-ural = Ural
territory-classic-siberia = Siberia
territory-classic-yakutsk = Yakutsk
territory-classic-kamchatka = Kamchatka
territory-classic-irkutsk = Irkutsk
territory-classic-mongolia = Mongolia
territory-classic-japan = Japan
territory-classic-afghanistan = Afghanistan
territory-classic-china = China
territory-classic-middle-east = Middle East
territory-classic-india = India
territory-classic-siam = Siam
territory-classic-indonesia = Indonesia
territory-classic-new-guinea = New Guinea
territory-classic-western-australia = Western Australia
territory-classic-eastern-australia = Eastern Australia

## The map's description (dominia maps show)
map-classic-description =
    Classic World: the standard board of 42 territories on six continents.
    North America 5, South America 2, Europe 5, Africa 3, Asia 7, Australia 2.
    Drawn for Dominia; the positions are army markers on a 1000 x 600 picture.
