# A parancsok súgója (`dominia PARANCS --help`).

help-app = Dominion, Domination és a Dominaria hősei a parancssorban: játék botok és MI-k ellen, egy képernyőn többen, visszajátszás, szimuláció.
help-app-version = A verzió kiírása és kilépés.
help-usage = Használat:
help-usage-options = [KAPCSOLÓK]
help-usage-command = PARANCS [ARGUMENTUMOK]...
# the type of value an option takes, in its help
help-type-number = <szám>
help-type-text = <szöveg>
help-type-path = <útvonal>
# placeholders in the help: what to type there
help-metavar-game = JÁTÉK
help-metavar-name = NÉV
help-metavar-file = FÁJL
help-metavar-lang = NYELV
help-metavar-attackers = TÁMADÓK
help-metavar-defenders = VÉDŐK
help-help-option = Ez a súgó, majd kilépés.
help-panel-arguments = Argumentumok
help-panel-options = Kapcsolók
help-panel-commands = Parancsok
help-panel-error = Hiba
help-panel-dominion = A Dominion kapcsolói
help-panel-domination = A Domination kapcsolói
help-panel-dominaria = A Dominaria hősei kapcsolói
# a game's options without a panel title of its own (one where the language needs its own form)
help-panel-game = { $game }: kapcsolók
help-default = [alapértelmezés: { $value }]
help-required = [kötelező]
help-aborted = Megszakítva.
help-try = Súgó: { $command }.

help-opt-lang = A nyelv: en, ru, uk vagy hu. Alapértelmezés: DOMINIA_LANG, különben a területi beállítás (LANG), különben angol.
help-opt-game = A játék: dominion, domination vagy dominaria (Dominaria hősei).
help-opt-kingdom = Egy ajánlott királyság (azonosító vagy név bármely nyelven, pl. first-game, 'Первая партия') vagy vesszővel elválasztott kártyanevek bármely nyelven; ha 10-nél kevesebb, a többi véletlenszerű. Alapértelmezés: véletlen.
help-opt-sets = Kártyakészletek a véletlen királyságkártyákhoz, vesszővel: base, base1e, dark-ages. Alapértelmezés: base.
help-opt-map = Domination: egy térkép neve (lásd dominia maps list) vagy egy .map fájl. Alapértelmezés: classic.
help-opt-mode = Domination: domination, capital vagy mission. Alapértelmezés: domination.
help-opt-cards = A Domination kártyaszabályai: increasing, fixed vagy italian. Alapértelmezés: increasing.
help-opt-recycle = Domination: a beváltott kártyák visszakerülnek a pakliba, ha az elfogy. Alapértelmezés: recycle.
help-opt-auto-place = Domination: a területek kiosztása és a kezdő seregek elhelyezése véletlenszerűen.
help-opt-auto-deal = Domination: a területek véletlen kiosztása; utána minden játékos elhelyezi a többi seregét. Alapértelmezés: be, ha csak MI-k játszanak, különben a területeket sorban foglalják el.
help-opt-first-player = Domination: random (a szabály: a magból) vagy seat1 (a helyek sorrendje a körsorrend). Alapértelmezés: random; a sim seat1-et használ, mert maga forgatja a helyeket.
help-opt-no-auto-defence = Domination: a védők minden dobásnál maguk választják a kockáikat (alapértelmezés: a legtöbb kocka).
help-opt-continue-after-win = Domination: főváros- vagy küldetésgyőzelem után a játék domination módban folytatódik.
help-opt-turn-limit = Domination: ennyi forduló után vége; a legtöbb terület nyer (0: nincs korlát, ez az alapértelmezés).
help-opt-start-mana = Dominaria hősei: manajelzők minden helyszínen a kezdéskor: 1 (a szabály) vagy 2 (a könyv változata, gyorsabb kezdés). Alapértelmezés: 1.
help-opt-components = Dominaria hősei: egy mappa csere-komponensfájlokkal (map.toml, boards.toml, quests.toml, artifacts.toml, dominaria.toml, public_quests.toml; bármelyikük, a többi a szállított helyettesítő készlet marad; lásd docs/dominaria.md). Alapértelmezés: a helyettesítő készlet.
help-opt-json = JSON-lista táblázat helyett.

help-play = Játék a billentyűzetnél botok vagy más emberek ellen.
    .epilog = Példák:  dominia play --seed 3 --save game.json  |  dominia play --players human:Ann,human:Bob  |  dominia play --resume game.json  |  dominia play domination --map duel --players human,ai:hard  |  dominia play dominaria --start-mana 2  |  dominia play dominaria --components my-boards/  |  dominia play --lang uk
help-play-players = Vesszővel elválasztott helyek körsorrendben: human, human:NÉV, bot:NÉV vagy ai:NÉV (vagy csak egy bot neve, vagy saját Python-ügynök: file.py:Name). Több ember egy képernyőn játszik. Alapértelmezés: human,bot:heuristic (Domination: human,ai:average; Dominaria hősei: human,ai:planner).
help-play-seed = Véletlenmag; ugyanaz a mag ugyanazt a játékot osztja.
help-play-save = A játék mentése ebbe a fájlba minden lépés után (folytatáshoz vagy visszajátszáshoz).
help-play-resume = Egy --save kapcsolóval mentett játék folytatása a saját játékosaival és beállításaival.
help-play-manual-treasures = Dominion: kérdezzen, mielőtt Kincseket játszik ki (alapértelmezés: mindet kijátssza).

help-replay = Egy mentett játék visszajátszása lépésről lépésre, a naplóval és az eredménnyel.
help-replay-file = A 'dominia play --save' által írt játékfájl.
help-replay-seat = Nézés ennek a helynek a szemével (1 = első játékos), a kártyáival együtt; alapértelmezés: néző.

help-cards = A kártyák listája: a Dominion kártyanevei minden nyelven, ár, típusok, készlet, kiadások; a Dominaria hősei komponenskészlete (táblák, küldetések, műtárgyak, közös küldetések).
help-cards-set = Csak ezeknek a készleteknek a kártyái, vesszővel: basic, base, base1e, dark-ages.

help-kingdoms = A szabálykönyvek ajánlott királyságai (játék vele: play --kingdom ID).

help-bots = A botok, amelyek ellen játszhatsz (play --players bot:NÉV) vagy amelyeket szimulálhatsz; egy adatbot szabályai.
    .epilog = Példák:  dominia bots  |  dominia bots list dominaria  |  dominia bots show smithy  |  dominia bots show my-bot.toml
help-bots-what = list [JÁTÉK]: egy játék botjai (alapértelmezés; 'dominia bots JÁTÉK' is); show NÉV: egy Dominion-adatbot szabályai (beépített név vagy .toml / .yaml fájl). import FÁJL: DominionSim bot-XML-jéből Dominion-botfájlok (--out MAPPA).
help-bots-name = A listázandó játék, a megmutatandó bot vagy az importálandó fájl.

help-sim = Botok játszanak egymás ellen, összesítéssel: győzelmek, döntetlenek és győzelem % 95%-os intervallumokkal, játékhossz és a játék saját mutatói.
    .epilog = Példa: dominia sim domination --ai hard,easy -n 100 --map classic --jobs 2
help-sim-bots = Vesszővel elválasztott botok vagy MI-k, pl. bmu,smithy vagy hard,easy; Dominion-botfájl (mybot.toml vagy mybot.yaml) vagy saját Python-ügynök (mybot.py:Name) is.
help-sim-games = Hány játék.
help-sim-seed = Alapmag; minden játék magja ebből származik.
help-sim-players = Helyek játékonként (alapértelmezés: botonként egy; a botok ismétlődnek).
help-sim-seating = rotate: minden bot játékonként egy hellyel odébb ül; shuffle: véletlen helyek minden játékban.
help-sim-jobs = Folyamatok ezen a gépen.
help-sim-backend = local vagy ray (pip install 'dominia\[ray]').
help-sim-address = Egy Ray-fürt címe (alapértelmezés: helyi Ray).
help-sim-json = Az összesítés JSON-ként.
help-sim-csv = Az összesítés CSV-ként.
help-sim-games-out = Játékonként egy sor ebbe a fájlba (.csv vagy JSON-sorok); újrafuttatáskor folytatja.
help-sim-plot = Grafikonok mentése ebbe a PNG-fájlba.

help-serve = A webszerver indítása: előtér a játékok indításához, megosztható helylinkek, élő játék a böngészőben.
help-serve-host = A figyelt cím.
help-serve-port = A figyelt port.
help-serve-db = Az adatbázis: SQLAlchemy URL (sqlite:///FÁJL vagy postgresql://...) vagy SQLite-fájl. Alapértelmezés: server.sqlite3 a felhasználó adatmappájában ($DOMINIA_DATA, különben $XDG_DATA_HOME/dominia, különben ~/.local/share/dominia).

help-maps = Domination-térképek: lista, megjelenítés, ellenőrzés, importálás.
help-maps-list = A játszható térképek: a beépítettek és az általad importáltak.
help-maps-show = Egy térkép kontinensei a bónuszaikkal, minden terület határai, a kártyái és küldetései.
help-maps-show-name = Egy könyvtári térkép neve vagy egy .map fájl útvonala.
help-maps-validate = Egy .map fájl és kártyafájljának ellenőrzése: OK a darabszámokkal, vagy az első hiba fájl:sor alakban. Figyelmeztet arra, ami betöltődik, de talán nem jól játszható (például egy küldetés, amely már az első seregek elhelyezésekor teljesül).
help-maps-validate-file = Egy .map fájl (a kártyafájlja is beolvasódik).
help-maps-import = Egy .map fájl ellenőrzése és átmásolása a kártyafájljával együtt a térképmappádba.
help-maps-import-file = Egy .map fájl; a kártyafájlja vele együtt másolódik.

help-odds = Domination: egy csata pontos esélyei, mindkét fél a legtöbb kockával dob a végéig. Megmutatja a hódítás esélyét, hány sereget tart meg várhatóan mindkét fél, és minden lehetséges kimenetet (halmozottan: az a kimenet vagy egy jobb a támadónak).
help-odds-attackers = A támadó seregek, a hátramaradót nem számítva (a területen eggyel több van).
help-odds-defenders = A védő seregek.
help-odds-italian = Olasz szabályok: a védő legfeljebb 3 kockával dob.
help-odds-stop = A támadás abbahagyása, ha N támadó sereg marad (0: harc az utolsóig, csak a hátramaradó sereg marad).
help-odds-json = Minden JSON-ként, a lebegőpontos számok mellett pontos törtekkel.

## A parancssor saját hibái

usage-no-such-option = Nincs ilyen kapcsoló: { $option }
usage-no-such-option-suggest = Nincs ilyen kapcsoló: { $option } (lehetséges: { $options })
usage-missing-argument = Hiányzó argumentum: { $name }.
usage-missing-option = Hiányzó kapcsoló: { $name }.
usage-needs-value = A(z) { $option } kapcsolónak érték kell.
usage-no-such-command = Nincs ilyen parancs: { $command }.
usage-no-such-command-suggest = Nincs ilyen parancs: { $command }. Erre gondoltál: { $commands }?
usage-extra-arguments = Váratlan további argumentumok ({ $args })
usage-not-an-integer = Hibás érték: { $name }; egész szám kell
usage-at-least = Hibás érték: { $name }; legalább { $min } kell
usage-at-most = Hibás érték: { $name }; legfeljebb { $max } kell
usage-invalid-value = Hibás érték: { $name }; { $error }

help-optimize = A királyságra legjobb, szabályokkal leírt Dominion-bot (botfájl) keresése: szimulációval játszott evolúciós keresés; a legjobb bot fájlba kerül, a bmu, a heuristic és a királyság legjobb egykártyás botja elleni győzelmi arányával.
help-optimize-out = A kiírandó botfájl (alapértelmezés: optimized.toml; meglévőt nem ír felül).
help-optimize-population = Botok nemzedékenként.
help-optimize-generations = Nemzedékek száma.
help-optimize-games = Minden bot játszmái minden ellenfél ellen nemzedékenként.
help-optimize-final-games = A legjobb bot játszmái a végén minden mérce ellen.
help-optimize-players = Játékosok játszmánként.
help-optimize-seed = Alapmag: ugyanaz a mag és beállítás ugyanazt a botot találja.
help-optimize-jobs = Folyamatok ezen a gépen.
help-optimize-backend = local vagy ray (pip install 'dominia\[ray]').
help-optimize-address = Egy Ray-fürt címe (alapértelmezés: helyi Ray).
