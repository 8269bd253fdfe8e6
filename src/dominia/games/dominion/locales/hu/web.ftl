# A Dominion táblájának szavai a weboldalon; azonosítók: web-...
# Kifejezések (készlet, szemét, győzelmi pont, pakli, akció) az 1. kiadás könyvéből.

# project's own (az előcsarnok űrlapja)
web-lobby-kingdom = Királyság
web-lobby-kingdom-example = véletlen; egy ajánlott királyság vagy kártyák: Falu, Kovácsműhely, Piac
# project's own
# project's own
# project's own
# project's own
# project's own
# project's own
web-lobby-sets = Készletek a véletlen lapokhoz
web-lobby-sets-help = A fent meg nem adott birodalomkártyák véletlenszerűen ezekből a készletekből kerülnek ki.

# project's own
web-turn-line = { $phase } fázis · Akciók { $actions } · Vásárlások { $buys } · ${ $coins }
web-phase-action = akció
web-phase-buy = vásárlás
# project's own
web-phase-cleanup = rendrakás
web-supply = Készlet
web-not-supply = Nincs a készletben:
# project's own
web-your-hand = A kezed ({ $n })
# project's own
web-in-play = Játékban ({ $name })
# project's own
web-played-as = mint { $card }
# project's own
web-set-aside = Félretéve: { $cards }
web-trash = Szemét ({ $n })
# project's own
web-empty = üres
# project's own
web-nothing = semmi
# project's own
web-cost = ár
# project's own
web-left = maradt lap
# project's own
web-card-title = { $types }, ára ${ $cost }
web-col-vp = GyP
# project's own
web-col-hand = Kéz
web-col-deck = Pakli
# project's own
web-col-discard = Dobott lapok
# project's own
web-col-turns = Körök
# project's own
web-col-cards = Lapok
# project's own
web-col-victory-cards = Győzelmi lapok
web-type-action = Akció
web-type-treasure = Kincs
web-type-victory = Győzelmi
web-type-curse = Átok
web-type-attack = Támadás
web-type-reaction = Reakció
# project's own
web-type-looter = Fosztogató
# project's own
web-type-ruins = Romok
# project's own
web-type-shelter = Menedék
# project's own
web-type-knight = Lovag

# a card's text (hover, long-press, the side panel); another player's last turn
web-card-info = { $card }: a kártya szövege
web-card-cost = Ára ${ $cost }
web-last-turn = { $name } előző köre
web-bought = megvette: { $cards }
web-card-times = { card-times }
web-n-cards = { n-cards }

# The end-of-game charts (history.py).
history-vp-title = Győzelmi pontok körönként
history-vp-note = Minden játékos GyP-je a saját körei végén.
history-coins-title = Pénz körönként
history-coins-note = Hány érmét termelt a játékos a saját köreiben (kijátszott Kincsek és +$; a DominionSim „$ per turn”-je), nem a paklijában lévő pénz.
history-turn = kör
history-vp = GyP
history-coins = érme

## The status bar: the score and how near the end is (empty Supply piles, Provinces left)
web-goal-vp = GyP:
web-goal-vp-mine = te { $vp }
web-goal-vp-of = { $name } { $vp }
web-goal-end = { $card }: maradt { $left } · üres paklik: { $empty }/{ $of }
web-goal-empty = üres: { $piles }
