# A terminál szavai: minden parancs, a súgójuk, a játékmenet, visszajátszás, szimulátor,
# katalógusok. A játékok saját szavai a saját tábláikban vannak (games/<game>/locales).

## A játékok címe (a játék táblája adhat sajátot)

game-dominion = Dominion
game-domination = Domination
# project's own
game-dominaria = Dominaria hősei

## Helyek

seat-bot = { $bot } bot
seat-ai = { $bot } MI

## Hibák

error-prefix = Hiba:
error-os-file = { $file }: { $text }
error-seat-spec = hibás hely: { $seat }; használd: human, human:NÉV, bot:NÉV, ai:NÉV vagy egy Python-ügynök (file.py:Name)
error-seat-no-bot-name = hibás hely: { $seat }; a botnak név kell
error-seat-no-bot-file = hibás hely: { $seat }; nincs ilyen botfájl: { $file }
error-empty-seat = hibás játékoslista: { $players }; üres hely két vessző között
error-game-option = { $flags } { $count ->
    [one] a(z) { $owner } kapcsolója
   *[other] a(z) { $owner } kapcsolói
}, nem a(z) { $game } játékhoz
error-other-games-option = { $flags } { $count ->
    [one] egy másik játék kapcsolója
   *[other] más játékok kapcsolói
}, nem a(z) { $game } játékhoz
what-kingdom-or-card = királyság vagy kártya
error-unknown-map-list = { $error }; térképek: { $maps } (lásd dominia maps list)

## dominia play

play-stopped = a játék leállt: { $error }
play-cannot-save = nem sikerült menteni a játékot: { $error }
play-no-directory = nem lehet ide menteni: { $path }; nincs ilyen mappa: { $folder }
play-file-exists = { $path } már létezik; folytasd ezzel: --resume { $path }, vagy ments másik fájlba
play-resume-drop = a --resume a mentett játékot a saját játékosaival és beállításaival folytatja; hagyd el: { $flags }
play-record-no-seats = { $path }: a felvétel nem mondja meg, ki ül az egyes helyeken
play-record-seats = { $path }: a felvétel { $named } játékost nevez meg egy { $seats } fős játékhoz
play-moves-do-not-replay = { $path }: a mentett lépések nem játszhatók vissza ({ $error })
play-seed = Mag: { $seed } (ugyanaz a --seed ugyanazt a játékot osztja)
play-players = Játékosok: { $players }
play-player-entry = { $n }. { $name }
play-saving = Mentés ide minden lépés után: { $path }.
play-type-help = Súgó: ?, kilépés: q.
play-resumed = { $title } (folytatás)
play-resumed-line = Mag: { $seed }, eddig { $moves } lépés; mentés ide: { $path }.
play-game-over = Vége a játéknak
play-saved-watch = Mentve ide: { $path }; újra megnézheted: dominia replay { $path }
play-left-saved = A játék mentve ide: { $path }. Folytatás: dominia play --resume { $path }
play-left-unsaved = Kiléptél a játékból. Nincs mentve (indítsd --save FÁJL kapcsolóval, hogy folytatni lehessen).
play-pass-screen = Add át a képernyőt neki: { $player } — nyomj Entert
play-pass-screen-help = (utána ? a súgó, q a kilépés)
play-to-decide = { $player } dönt
play-since-last = A legutóbbi döntésed óta:
play-decider = { $player }:
play-no-info = Nincs ilyen nevű kártya: { $name }
play-try-again = — próbáld újra (? a súgó)
play-not-a-number = { $n } nem választási szám (1-{ $last })
play-ambiguous = { $text } nem egyértelmű: { $options }; írd be a számot
play-no-such-choice = nincs ilyen választás: { $text }
play-no-such-choice-hint = nincs ilyen választás: { $text } ({ $hint })
play-help-answer = Válaszolj a választás számával, azonosítójával vagy a listában látható nevével.
play-help-commands = Parancsok:
play-help-help = ez a súgó
play-help-board = az asztal újra
play-help-choices = a választások újra
play-help-info-key = i NÉV
play-help-info = mit tesz egy kártya (pl. i witch)
play-help-quit = kilépés a játékból (később folytatható, ha --save volt)

## Saját megjelenítés nélküli játék

generic-options = Beállítások: { $options }
generic-board = { $data }
generic-event = { $text }
generic-final-scores = Végeredmény
generic-col-seat = Hely
generic-col-player = Játékos
generic-col-score = Pont
generic-winner = győztes
generic-ended = A játék véget ért: { $reason }

## dominia replay

replay-bad-options = { $path }: a felvétel beállításaiból nem áll össze játék ({ $error })
replay-bad-seat = a --seat 1 és { $n } között lehet
replay-title = { $title } visszajátszás: { $path }
replay-as-player = { $player } szemével
replay-as-spectator = nézőként
replay-line = Mag: { $seed }, { $moves } lépés, nézet: { $who }
replay-after-end = { $path }: a(z) { $move }. lépés a játék vége után jön
replay-seat-n = { $n }. hely
replay-move-fails = { $path }: a(z) { $move }. lépés ({ $seat }: { $choice }) nem játszható vissza: { $error }
replay-not-finished = Nincs befejezve
replay-stops = A felvétel { $moves } lépés után véget ér, a játék vége előtt.
replay-result-differs = Figyelem: a fájlban tárolt eredmény eltér a visszajátszottól.

## dominia bots

bots-show-needs-name = a bots show egy bot nevét vagy botfájlt vár, pl. dominia bots show smithy
bots-unexpected = váratlan: { $name }; használd: dominia bots list JÁTÉK vagy dominia bots show NÉV

## dominia sim

sim-bots-required = a --bots kötelező, pl. --bots random,random
sim-json-or-csv = válassz egyet: --json vagy --csv
sim-too-many-bots = { $bots } bot nem fér el { $seats } helyen
sim-bots-only = a sim csak botokkal játszik; vedd ki a 'human'-t a --bots listából
sim-seating = a --seating értéke egyike ezeknek: { $seatings }
sim-progress = Szimuláció
sim-rate = { $rate } játék/s
sim-seating-rotate = körbeforgatva
sim-seating-shuffle = keverve
sim-title = { $games } játék, mag: { $seed }, { $players } játékos, helyek { $seating }
sim-col-bot = Bot
sim-col-wins = Győzelem
sim-col-ties = Döntetlen
sim-col-win-pct = Győzelem % (95% KI)
sim-col-score = Pont
sim-col-turns = Kör
sim-col-eliminated = Kiesett
sim-col-vp-per-turn = GyP/kör
sim-col-money = Kincs $
sim-ended-on = A játékok vége: { $ends }.
sim-ended-provinces = tartományok
sim-ended-piles = paklik
sim-per-turn-columns = GyP/kör: a végső győzelmi pont osztva a körökkel; $/kör: egy körben szerzett érmék (Kincsek és +$), a körök átlagában; Kincs $: a játékos Kincseinek értéke érmében, a körök átlagában.
sim-score-by-source = Átlagpont forrásonként
# project's own (the short column names below)
sim-source-heroes = Hősök
sim-source-manaliths = Manal.
sim-source-leylines = Leyv.
sim-source-cabal = Kabal
sim-source-artifacts = Műtárgy
sim-source-quests = Küld.
sim-source-counted = Beszám.
sim-source-public = Közös
sim-seat-pct = { $seat }. hely { $pct }%
sim-seat-win-pct = Győzelem % helyenként, körsorrendben (bárki ült ott): { $seats }.
sim-shared-wins = Megosztott győzelmű játékok: { $n }.
sim-average-length = Átlagos játékhossz: { $turns } kör.
sim-speed = { $rate } játék CPU-másodpercenként.
sim-shared-win-fraction = A győzelem % a megosztott győzelmet törtként számolja.
sim-turns-every-player = A körök minden játékos körét számolják.
sim-stalled = { $n } játék nem ért véget { $steps } döntésen belül: senki sem nyerte őket (a --games-out 'stalled' okkal sorolja fel őket).
sim-resumed = { $n } játék már benne volt a játékfájlban; most { $played } lett lejátszva.
sim-uneven = Figyelem: { $games } játék nem forog egyenletesen { $players } helyen.
sim-unknown-backend = ismeretlen háttér: { $backend }; ezek egyike: { $backends }
sim-jobs-at-least-1 = a --jobs legalább 1
sim-needs-ray = a Ray háttérhez Ray kell: pip install 'dominia[ray]' (vagy --jobs N ezen a gépen)
sim-cannot-read = { $path }: nem olvasható ({ $error })
sim-another-run = { $path } egy másik futás játékait tartalmazza (más botok, beállítások, mag vagy ültetés); adj meg másik --games-out fájlt, vagy töröld ezt
sim-not-a-row = { $path }:{ $line }: ez nem játékeredmény-sor
sim-needs-matplotlib = a --plot a matplotlibet igényli (pip install matplotlib)
sim-cannot-write-plot = { $path }: a grafikon nem írható ki ({ $error })
sim-plot-win-pct = győzelem % (95% intervallum)
sim-plot-title = { $game }: { $games } játék
sim-plot-vp = Győzelmi pont minden kör után
sim-plot-money = A játékos Kincseinek értéke érmében minden kör után
sim-plot-territories = Területek minden forduló után
sim-plot-while = (amíg a játékai legalább { $share } része tart)
sim-plot-round = forduló
sim-plot-turn = kör

## dominia cards, kingdoms, bots

catalog-no-card-list = a(z) { $game } játéknak még nincs kártyalistája
catalog-no-kingdom-list = a(z) { $game } játéknak még nincs királyságlistája
catalog-set-not-dominaria = a --set a Dominion kártyakészleteihez való; a Dominaria hősei egyetlen komponenskészletből áll
catalog-unknown-set = ismeretlen kártyakészlet: { $set }; ismert készletek: { $sets }
catalog-cards-title = { $n } kártya
catalog-lang-en = Angol
catalog-lang-ru = Orosz
catalog-lang-uk = Ukrán
catalog-lang-hu = Magyar
catalog-lang-pseudo = Ál
catalog-col-types = Típusok
catalog-col-set = Készlet
catalog-col-editions = Kiad.
catalog-kingdoms-title = { $n } ajánlott királyság (játék vele: dominia play --kingdom ID)
catalog-col-id = ID
catalog-col-name = Név
catalog-col-book = Könyv
catalog-col-cards = Kártyák
catalog-needs = kell hozzá: { $sets }
catalog-bots-title = Botok (játék ellene: --players human,bot:NÉV)
catalog-col-bot = Bot
catalog-col-plays = Játékstílus
catalog-data-bots = Az adatbotok (a random és a heuristic kivételével mind) szabálylisták: a dominia bots show NÉV kiírja őket. Saját bot: egy .toml vagy .yaml fájl (docs/dominion.md, „Bots as data”), így megadva: bot:path/to/bot.toml.
catalog-own-agent = Vagy saját Python-ügynök, bármely játékhoz: file.py:Name mindenhol, ahol bot állhat (docs/agents.md; examples/bots/smithy_money.py).
catalog-python-bot = a(z) { $bot } bot Pythonban készült, nem adatként: nincsenek megmutatható szabályai
catalog-components-title = { $game }: { $summary }
catalog-components-from = innen: { $folder }
catalog-components-file = { $file } { $provenance } v{ $version }
# project's own (the components' words below)
catalog-provenance-stand-in = helyettesítő
catalog-provenance-official = hivatalos
catalog-fingerprint = ujjlenyomat: { $fingerprint }
catalog-components-replace = Bármelyik fájlt lecserélheted a nyomtatott komponensekre: dominia play dominaria --components MAPPA (docs/dominaria.md).
catalog-abilities = Képességek
catalog-col-ability = Képesség
catalog-col-ability-cost = Ár (a saját színe + bármely szín)
catalog-boards = Játékostáblák: a sávok értékei balról jobbra (♦ +1 Mozgás, !! küldetés, +2g zöld mana)
catalog-col-board = Tábla
catalog-col-hero = Hős
catalog-col-manalith = Manalit
catalog-col-leyline = Leyvonal
catalog-col-cabal = Kabal
catalog-quests-title = { $n } küldetés
catalog-col-quests-name = Küldetés
catalog-col-quests-text = Feltétel → jutalom
catalog-artifacts-title = { $n } műtárgy
catalog-col-artifacts-name = Műtárgy
catalog-col-artifacts-text = Képességek
catalog-public-quests-title = { $n } közös küldetés
catalog-col-public-quests-name = Közös küldetés
catalog-col-public-quests-text = Feltétel
catalog-col-vp = GyP
catalog-dominaria-cards-title = { $n } Dominaria-kártya színenként
catalog-col-colour = Szín
catalog-col-artifact-tokens = Műtárgyjelzők ide
catalog-col-cabal-tokens = Kabaljelzők ide

## dominia bots show NÉV (a szabályok a botnyelv saját kulcsszavaival maradnak)

bots-show-title = { $bot }: { $description }
bots-show-built-in = beépített ({ $file })
bots-show-generated = beépített (a bmu-ból, egy { $card } kártyával)
bots-show-from = innen: { $source }
bots-show-buy = Az első illeszkedő és megfizethető szabály szerint vásárol:
bots-show-play = Kijátszás, a legjobb előbb: { $cards }
bots-show-play-nothing = Kijátszás: Akció nélkül
bots-show-trash = Kukázás, az első talált: { $cards }
bots-show-trash-nothing = Kukázás, az első talált: nincs előnyben részesített
bots-show-defaults = Minden más: minden bot alapértelmezése (bots/common.py)

# dominia optimize
optimize-setting = --{ $name }: { $low } és { $high } közötti egész szám kell (kapott érték: { $value })
optimize-unsupported = A(z) { $game } játéknak nincsenek szabályokkal leírt botjai, nincs mit optimalizálni
optimize-out-suffix = { $path }: a botfájl nevének { $suffix } végződésűnek kell lennie
optimize-cannot-write = { $path }: a bot nem írható ki ({ $error })
optimize-start = Keresés: nemzedékenként { $population } bot, { $generations } nemzedék, { $games } játszma minden ellenfél ellen, mag: { $seed }.
optimize-rivals = A legjobb egykártyás botok { $yardstick } ellen (a legjobb ellenfél és mérce is):
optimize-generation = { $n }/{ $of }. nemzedék: legjobb { $best }%, átlag { $mean }%, kipróbált botok: { $tried }
optimize-options = Királyság: { $options }
optimize-best = A legjobb talált bot, { $games } játszma mindegyik ellen:
optimize-wrote = Kiírva: { $path }. Játssz vele: dominia sim { $game } --bots { $path },bmu — vagy töltsd be az előtérben.
optimize-description = A dominia optimize találta erre: { $options }; { $pct }%-ot nyer { $yardstick } ellen
optimize-col-bot = Bot
optimize-col-opponent = Ellenfél
optimize-col-games = Játszmák
optimize-file-exists = { $path } már létezik: adj meg másik --out fájlt (botfájlt nem írunk felül)
bots-show-opening = Nyitás { $split } esetén: { $cards } (a nagyobb kéz veszi az elsőt)
bots-show-opening-any = Nyitás: { $cards } (a nagyobb kéz veszi az elsőt)
bots-show-opening-nothing = semmi
bots-show-penultimate = Utolsó előtti Tartomány szabály: nem vesz olyan Tartományt, amely az utolsót egy nyerésre álló ellenfélnek hagyná
