# Amit a Dominion kérdez a játékostól, és a válaszok, amelyeket kínál.
# project's own (covers every entry of this file): a mondatok sajátok; a szavak az 1. kiadás
# magyar szabálykönyvéből: készlet, szemét, húzópakli, dobópakli, kéz, kijátszik, vásárol, kap,
# szemétbe dob, eldob, megmutat, félretesz, akció, kincs, győzelmi kártya.
# A kártyanevek alanyesetben kerülnek a szövegbe, ezért a válaszok névszói alakúak.

## A kör

prompt-play-action = Játssz ki egy akciót (még { $n })
prompt-buy = Vásárolj kártyát (${ $coins }, { $buys } vásárlás)
choice-all-treasures = Minden kincs kijátszása
choice-end-actions = Az akciólépés vége
choice-end-turn = A kör vége
choice-buy-cost = { $card } megvétele (${ $cost })

## Kártyát megnevező válaszok

choice-play = { $card } kijátszása
choice-buy = { $card } megvétele
choice-gain = { $card } megszerzése
choice-trash = { $card } a szemétbe
choice-discard = { $card } eldobása
choice-topdeck = { $card } a húzópakli tetejére
choice-reveal = { $card } megmutatása
choice-name = { $card } megnevezése
choice-react = { $card } eldobása (reakció)
choice-trigger = Először: { $card } (szemétbe került)
choice-become = Kijátszás mint { $card }
choice-keep = { $card } megtartása
choice-set-aside = { $card } félretétele
choice-put-back = { $card } vissza a húzópaklira
choice-on-top = { $card } legfelülre
choice-next = { $card } következőnek
choice-leave-on-deck = { $card } maradjon a húzópaklin
choice-trash-from-hand = { $card } a kézből a szemétbe
choice-trash-from-discard = { $card } a dobópakliból a szemétbe
choice-gain-three = { $card } megszerzése ×3
choice-victim-discards = { $seat } eldobja: { $card }

## További válaszok

choice-done = Kész
choice-no = Nem
choice-gain-nothing = Nem kérek semmit
choice-trash-nothing = Semmit nem dobok a szemétbe
choice-play-nothing = Semmit nem játszok ki
choice-reveal-nothing = Semmit nem mutatok meg
choice-no-more-reactions = Nincs több reakció
choice-done-discarding = Nem dobok el többet
choice-done-choosing = Kész a választás
choice-keep-it = Megtartom
choice-leave-it = Hagyom
choice-leave-them = Hagyom őket
choice-leave-in-trash = Maradjon a szemétben
choice-discard-deck = Eldobom a húzópaklimat
choice-discard-them = Eldobom őket
choice-put-them-back = Visszateszem őket
choice-plus-coins = +${ $n }
choice-plus-actions = +{ $n } akció
choice-plus-buys = +{ $n } vásárlás
choice-count-discard2 = 2 kártya eldobása
choice-count-topdeck = Egy kártya a kézből a húzópakli tetejére
choice-count-trash-hand = A teljes kéz a szemétbe
choice-catacombs-hand = Kézbe veszem őket
choice-catacombs-discard = Eldobom őket, +3 lap
choice-graverobber-gain = Egy $3–$6 árú kártya a szemétből a húzópakli tetejére
choice-graverobber-trash = Egy akciókártya a kézből a szemétbe, érte egy legfeljebb $3-ral drágább kártya

## Több kártya közös kérdései

prompt-trash-trigger = Egy kártyád a szemétbe került: mi történjen először?
prompt-reaction = Kijátszották: { $card }. Megmutatsz egy reakciót?
prompt-trash-from-hand = { $card }: dobj egy kártyát a kezedből a szemétbe
prompt-trash-action = { $card }: dobj egy akciókártyát a kezedből a szemétbe
prompt-trash-up-to = { $card }: még legfeljebb { $n } kártyát dobhatsz a szemétbe
prompt-gain-up-to = { $card }: kapsz egy legfeljebb ${ $cost } árú kártyát
prompt-may-gain-up-to = { $card }: kaphatsz egy legfeljebb ${ $cost } árú kártyát
prompt-gain-up-to-hand = { $card }: kapsz a kezedbe egy legfeljebb ${ $cost } árú kártyát
prompt-gain-up-to-deck = { $card }: kapsz a húzópaklid tetejére egy legfeljebb ${ $cost } árú kártyát
prompt-topdeck-from-hand = { $card }: tegyél egy kártyát a kezedből a húzópaklid tetejére
prompt-discard-down = { $card }: dobj el, amíg { $n } kártya marad a kezedben (még { $more })
prompt-discard-n = { $card }: dobj el { $n } kártyát
prompt-order-top = { $card }: melyik kártya kerüljön a húzópakli tetejére?
prompt-deck-to-discard = { $card }: a húzópaklidat a dobópaklira teszed?
prompt-choose-one = { $card }: válassz egyet
prompt-trash-revealed = { $card }: dobd a szemétbe az egyik megmutatott kártyát

## Alapjáték

prompt-cellar = Pince: dobj el tetszőleges számú kártyát, majd húzz ugyanannyit
prompt-moneylender = Uzsorás: a szemétbe dobsz egy Rezet +$3-ért?
prompt-mine-trash = Bánya: a szemétbe dobsz egy kincset, hogy jobbat kapj a kezedbe?
prompt-mine-gain = Bánya: kapsz a kezedbe egy legfeljebb ${ $cost } árú kincset
prompt-harbinger = Hírnök: teszel egy kártyát a dobópaklidból a húzópaklid tetejére?
prompt-poacher = Orvvadász: dobj el { $n } kártyát (üres készletpaklinként egyet)
prompt-vassal = Hűbéres: kijátszod az eldobott kártyát ({ $card })?
prompt-throne-room = Trónterem: kijátszol kétszer egy akciókártyát a kezedből?
prompt-library = Könyvtár: megtartod vagy félreteszed? ({ $card })
prompt-sentry = Őrszem: mi legyen ezzel: { $card }?
prompt-bureaucrat = Hivatalnok: mutass meg egy győzelmi kártyát, és tedd a húzópaklid tetejére
prompt-bandit = Bandita: dobd a szemétbe az egyik megmutatott kincsedet
prompt-spy-own = Kém: a húzópaklid felső lapja: { $card }
prompt-spy = Kém: { $seat } húzópaklijának felső lapja: { $card }
prompt-thief-trash = Tolvaj: { $seat } melyik kincse kerüljön a szemétbe?
prompt-thief-gain = Tolvaj: megszerzed a szemétbe dobott kártyát ({ $card })?

## Sötét középkor

prompt-survivors = Túlélők: eldobod ({ $cards }), vagy visszateszed { $n ->
    [one] azt
   *[other] őket
  }?
prompt-hovel = Győzelmi kártyát vettél: a Kunyhót a kezedből a szemétbe dobod?
prompt-mercenary = Zsoldos: 2 kártyát dobsz a kezedből a szemétbe?
prompt-mercenary-second = Zsoldos: dobj egy második kártyát a szemétbe
prompt-band-of-misfits = Kétes társaság: melyik kártyaként játszod ki?
prompt-counterfeit = Hamisítvány: kijátszol kétszer egy kincset a kezedből (aztán a szemétbe dobod)?
prompt-cultist = Szektás: kijátszol egy Szektást a kezedből?
prompt-death-cart = Halottaskocsi: dobj egy akciókártyát a kezedből a szemétbe, vagy dobd a szemétbe a Halottaskocsit
prompt-hermit = Remete: a szemétbe dobsz egy nem-kincs kártyát a kezedből vagy a dobópaklidból?
prompt-procession = Körmenet: kijátszol kétszer egy akciókártyát, majd a szemétbe dobod?
prompt-procession-gain = Körmenet: kapsz egy pontosan ${ $cost } árú akciókártyát
prompt-urchin = Kijátszották: { $attack }. A szemétbe dobod ({ $card }), hogy kapj egy Zsoldost?
prompt-count = Gróf ({ $n }/2): válassz egyet
prompt-catacombs = Katakombák: ezeket látod: { $cards }. Kézbe veszed őket, vagy eldobod és +3 lap?
prompt-graverobber-gain = Sírrabló: kapsz egy kártyát a szemétből a húzópaklid tetejére
prompt-ironmonger = Vaskereskedő: a húzópaklid felső lapja: { $card }. Eldobod?
prompt-catacombs-trashed = A Katakombák kártya a szemétbe került: kapsz egy ${ $cost }-nál olcsóbb kártyát
prompt-hunting-grounds-trashed = A Vadászterület a szemétbe került: egy Hercegség, vagy 3 Birtok?
prompt-mystic = Misztikus: nevezz meg egy kártyát; ha az a húzópaklid felső lapja, a kezedbe kerül
prompt-pillage = Fosztogatás: melyik kártyát dobja el { $seat }?
prompt-rats = Patkányok: dobj a szemétbe egy nem-Patkányok kártyát a kezedből
prompt-rebuild = Újjáépítés: nevezz meg egy kártyát (a megnevezett győzelmi kártya nem kerül a szemétbe), aztán mutass meg lapokat
prompt-rebuild-gain = Újjáépítés: kapsz egy legfeljebb ${ $cost } árú győzelmi kártyát
prompt-rogue = Gazember: kapsz a szemétből egy $3–$6 árú kártyát
prompt-scavenger = Guberáló: tegyél egy kártyát a dobópaklidból a húzópaklid tetejére
prompt-squire = Fegyverhordozó: +$1, és válassz egyet
prompt-squire-trashed = A Fegyverhordozó a szemétbe került: kapsz egy támadókártyát
prompt-storeroom-cards = Raktár: dobj el tetszőleges számú kártyát, mindegyikért +1 lap
prompt-storeroom-coins = Raktár: dobj el tetszőleges számú kártyát, mindegyikért +$1
prompt-minstrel = Vándorénekes: melyik akciókártya kerüljön a húzópakli tetejére?
prompt-minstrel-next = Vándorénekes: melyik akciókártya jöjjön következőnek, ez alá: { $card }?
