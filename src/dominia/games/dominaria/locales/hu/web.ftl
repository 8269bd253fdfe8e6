# A Heroes of Dominaria táblájának szavai a weboldalon; azonosítók: web-...
# project's own (az egész fájl: magyar szabálykönyv nincs)

web-lobby-components-stand-in = helyettesítő összetevők
web-lobby-components-official = hivatalos összetevők
web-lobby-components-partly-stand-in = részben helyettesítő összetevők
web-lobby-start-mana = Mana minden helyszínen a kezdéskor
web-lobby-start-mana-1 = 1 (a szabály)
web-lobby-start-mana-2 = 2 (gyorsabb változat)

web-turn-line = { $round }/{ $rounds }. kör, { $phase } · hátralévő mozgás { $moves } · hátralévő gyűjtés { $collects }
web-phase-keep = küldetések megtartása
web-phase-place = hősök lerakása
web-phase-action = akciófázis
web-phase-task = választás
web-phase-over = vége
web-last-card = utolsó Dominaria-lap: { $card }
web-mana-title = { $n } { $colour } mana
web-cabal-n = { $n } Kabal
web-artifact-n = { $n } műtárgy
web-hero-of = { $name } hőse
web-manalith-of = { $name } manalitja
web-leyline-of = { $name } erővonala: { $a }–{ $b }
web-locations = Dominaria
web-map = Dominaria térképe
web-location-label = { $location }: { $colour }, { $mana } mana
web-location-title = { $location } ({ $colour }): { $mana } mana{ $cabal ->
    [0] {""}
   *[other] , { $cabal } Kabal
}{ $artifacts ->
    [0] {""}
   *[other] , { $artifacts } műtárgy
}
web-public-quests = Nyilvános küldetések
web-public-quest = { $quest } ({ $vp } GyP, még { $left })
web-supply = Készlet:
web-supply-line = Kabal { $cabal } · műtárgyak { $artifacts } · paklik: { $decks }
web-deck-dominaria = Dominaria
web-deck-quests = küldetések
web-deck-artifacts = műtárgyak
web-vp = { $n } GyP
web-pool = Készlet
web-heroes = Hősök
web-heroes-line = { $heroes } ({ $n } a sávon)
web-manaliths = Manalitok
web-tokens = jelzők: { $colours }
web-leylines = Erővonalak
web-cabal = Kabal
web-artifacts = Műtárgyak
web-counted = { $artifact } (beszámítva)
web-quests = Küldetések
web-in-hand = { $n } kézben
web-started = elkezdve: { $quests }
web-done = teljesítve: { $quests }
web-public = nyilvános: { $quests }
web-score = Pontok
web-score-heroes = Hősök
web-score-manaliths = Manalitok
web-score-leylines = Erővonalak
web-score-cabal = Kabal
web-score-artifacts = Műtárgyak
web-score-quests = Küldetések
web-score-counted = Beszámítva
web-score-public = Nyilvános
web-your-quests = A küldetéseid ({ $n })
web-none = nincs
web-col-total = Összesen
web-col-quests-done = Teljesített küldetések
web-error-components = a Heroes of Dominaria összetevőit a szerver választja, nem a kliens

# quest and card text (hover, long-press, the side panel, the opening choice)
web-choose-quests = A felajánlott küldetések
web-info-quest = Küldetés
web-info-artifact = Műtárgy
web-info-public = Nyilvános küldetés
web-info-card = Dominaria-kártya
web-quest-info = { $quest }: mit kér és mit ad

# The end-of-game chart (history.py).
history-score-title = Pontok forrásonként
history-vp = GyP

## The status bar: the scores by source
web-goal-vp = GyP:
web-goal-vp-mine = te { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-source = { $source } { $vp }
