# A Dominion asztala, keze, állapotsora és a játék vége a terminálban.
# A szavak az 1. kiadás magyar szabálykönyvéből (készlet, szemét, akció, vásárlás, győzelmi pont);
# project's own: a többi (covers the entries the book does not name)

board-kingdom = Birodalom:
board-kingdom-named = „{ $name }” birodalom:
board-status-line = { $turn }. kör · { $seat } · { $phase } · Akciók { $actions } · Vásárlások { $buys } · { $coins }
board-phase-action = akció lépés
board-phase-buy = vásárlás lépés
board-phase-cleanup = befejezés lépés
board-coins = ${ $n }
board-supply-title = Készlet (üres paklik: { $n })
board-kingdom-column = Birodalom
board-basic = Alap
board-not-in-supply = (nincs a készletben)
board-player = Játékos
board-vp = GYP
board-deck = Húzó
board-discard = Dobó
board-hand = Kéz
board-discard-top = Dobópakli teteje
board-in-play = Játékban
board-you-marker = (te)
board-aside = félretéve: { $cards }
board-trash = Szemét ({ $n }):
board-trash-empty = Szemét: üres
board-nothing = üres
board-your-hand = A kezed ({ $n }):
board-treasures = (kincsek: ${ $n })
board-did-you-mean = erre gondoltál: { $cards }?
board-not-a-choice = { $card } nem szerepel a választható lehetőségek között
board-card-info = { $card } ({ $others }) — ${ $cost }, { $types }
board-scores = Végeredmény
board-turns = Körök
board-outcome = Eredmény
board-win = ★ győztes
board-win-shared = ★ közös győzelem
board-game-ended = A játék véget ért: { $reason }.

## Kártyatípusok

type-action = Akció
type-treasure = Kincs
type-victory = Győzelmi
type-curse = Átok
type-attack = Támadás
type-reaction = Reakció
type-looter = Fosztogató
type-ruins = Romok
type-shelter = Menedék
type-knight = Lovag
