# A weboldalak saját szavai (előcsarnok, játékoldal) és a szerver hibaüzenetei.
# project's own (az egész fájl: a szabálykönyvek nem írnak weboldalakról)

## Előcsarnok

lobby-tagline = Dominion, Domination és Dominaria hősei — barátokkal vagy gépi játékosok ellen.
page-language = Nyelv
lobby-new-game = Új játék
lobby-game = Játék
lobby-players = Játékosok
lobby-seats = Helyek
lobby-options = Beállítások
lobby-create = A játék létrehozása
lobby-ready = A játék kész
lobby-ready-help = Küldd el minden játékosnak a saját hivatkozását: ez a helye titka. Akinél a hivatkozás van, az játszik azon a helyen. Ha egy hivatkozás rossz kézbe kerül, az „Új hivatkozás” lecseréli: a régi nem működik tovább. Ez a jog ennél a böngészőnél marad (lásd „Hivatkozások…” a játékaid alatt).
lobby-your-games = Játékaid
lobby-your-games-help = Játékok, amelyek hivatkozását ez a böngésző megnyitotta.
lobby-title-components = { $title } ({ $components })
lobby-seat-kind = { $seat }. hely: ki játszik
lobby-seat-bot = { $seat }. hely: gépi játékos
lobby-seat-name = { $seat }. hely: név
lobby-human = Ember
lobby-bot = Gép / MI
lobby-game-options = { $game } beállításai
lobby-link-of = Hivatkozás: { $label }
lobby-open = Megnyitás
lobby-copy = Másolás
lobby-new-link = Új hivatkozás
lobby-hotseat = Minden emberi hely ezen az eszközön (felváltva)
lobby-seat-link = { $seat }. hely ({ $name })
lobby-spectator = Néző
lobby-spectator-who = néző
lobby-none-yet = Még nincs.
lobby-finished = véget ért
lobby-your-turn = te következel
lobby-waiting-for = vár rá: { $name }
lobby-game-who = { $game }: { $who }
lobby-game-state = — { $state } ({ $move }. lépés)
lobby-links = Hivatkozások…
page-server-said = a szerver válasza: { $status }
page-unreachable = a szerver nem érhető el: { $error }

## A játékoldal

game-page-title = { $game } — Dominia
game-view-label = A játék, ahogy te látod
game-log = Napló
game-connecting = Kapcsolódás…
game-no-token = Ebben a hivatkozásban nincs helykulcs: nyisd meg a kapott hivatkozást.
game-revoked = A játék gazdája lecserélte ezt a hivatkozást: kérd el tőle az újat.
game-bad-link = Ez a hivatkozás nem nyit meg játékot.
game-reconnecting = Megszakadt a kapcsolat: a tábla zárolva, amíg helyre nem áll; újrakapcsolódás { $seconds } mp múlva…
game-spectator = néző
game-status = Te: { $me }. { $state }
game-status-over = A játék véget ért.
game-status-mine = Te következel.
game-status-waiting = Várakozás: { $name }.
game-status-more = Az állapotsor egészének megjelenítése
game-status-less = Az állapotsor összecsukása
game-pass-to = Add át az eszközt: { $name }.
game-show-mine = Én vagyok { $name }: mutasd a lapjaimat
game-picked = { $place }: válaszd ki, hová, vagy egy lehetőséget lent.
game-show-all = Minden lehetőség (Esc)
game-choosing = { $name } választ…
game-how-many = Hány ({ $lo }–{ $hi })
game-won = { $n ->
    [one] Győztes: { $names }
   *[other] Győztesek: { $names }
}
game-nobody = Senki
game-ended = A játék véget ért: { $reason }.
game-col-player = Játékos
game-col-score = Pont
page-players = Játékosok
page-yes = igen
page-no = nem
page-turn-of = { $name } köre
page-choice-odds = { $label } (győzelem { $win })
page-choice-claim = Elfoglalás: { $place }
page-choice-place = Lerakás ide: { $place }
page-choice-count = { $n } sereg
page-choice-attack = Támadás: { $src } → { $dst }
page-choice-fortify = Erősítés: { $src } → { $dst }
page-choice-move-to = Mozgás: { $src } → { $dst }
page-choice-move = Mozgatás: { $n }
page-choice-colour = Elvétel: { $colour }

# the action bar, the keys, the turn alerts, the disconnection banner (project's own)
game-page-title-turn = ● Te következel — { $game } — Dominia
game-round = { $n }. kör
game-sending = küldés…
game-all-choices = Minden lehetőség ({ $n })
game-stop-at = megállás, ha ennyi marad:
game-confirm = OK: { $choice }
game-less = kevesebb
game-more = több
game-all-n = mind ({ $n })
game-queued = A lépésed a kapcsolatra vár: { $choice }
game-queued-cancel = Mégse
game-queued-dropped = Nem ment el: a játék továbbhaladt, amíg nem volt kapcsolat ({ $choice }).
game-keys-title = Billentyűk
game-close = Bezárás
game-key-e = E
game-key-e-does = a fázis vagy a kör vége (Kész)
game-key-t = T
game-key-t-does = minden Kincs kijátszása
game-key-r = R
game-key-r-does = a többi véletlenszerű lerakása (kezdő lerakáskor)
game-key-y = Y
game-key-y-does = igen válasz
game-key-n = N
game-key-n-does = nem válasz
game-key-a = A
game-key-a-does = az összes lehetőség listájának megnyitása
game-key-enter = Enter
game-key-enter-does = a számmezőben: a szám megerősítése
game-key-esc = Esc
game-key-esc-does = a kiválasztott hely elvetése; a panel bezárása
game-key-tab = Tab
game-key-tab-does = lépkedés a tábla lehetőségei között; Enter vagy szóköz választ
game-key-help-does = a panel megjelenítése vagy elrejtése
game-sound-on = Hang, ha te következel: be
game-sound-off = Hang, ha te következel: ki
game-notify = Értesítés, ha én következem

## Hibák (semmi sem változott)

web-error-players = a(z) { $game } játékhoz { $lo }–{ $hi } játékos kell, nem { $n }
web-error-seat-kind = { $seat }. hely: a fajta 'human' vagy 'bot' lehet, nem '{ $kind }'
web-error-option-players = a beállítások { $players } játékost mondanak, de { $seats } hely van
web-error-option-unknown = a(z) { $game } játéknak nincs { $option } beállítása (a beállításai: { $known })
web-error-option-server = a(z) { $option } beállítást a szerver választja, nem a kliens
web-error-option-choice = a(z) { $option } nem lehet { $value }: válasszon ezek közül: { $choices }
web-error-bad-token = ennek a hivatkozásnak a kulcsa nem érvényes ehhez a játékhoz
web-error-no-seeds = ez a szerver nem fogad el magot
web-error-no-game = nincs ilyen játék
web-error-broken = ezt a játékot nem lehet újraépíteni: { $error }
web-error-not-host = hivatkozást csak a játék gazdájának hivatkozásával lehet cserélni
web-error-no-seat = nincs { $seat }. hely: a játékban { $seats } hely van
web-error-bot-seat = a(z) { $seat }. helyen gép játszik: nincs hivatkozása
web-error-storage-link = az új hivatkozást nem sikerült menteni; próbáld újra
web-error-storage-move = a lépést nem sikerült menteni; próbáld újra
web-error-revoked = a játék gazdája lecserélte ezt a hivatkozást
web-error-spectator = néző nem léphet
web-error-stale = ez a(z) { $version }. változatra válaszol, de a játék már a(z) { $current }. változatnál tart; íme a mostani állás
web-error-conflict = előbb egy másik lépés került mentésre; íme a mostani állás
web-error-bots = a gépi játékosok nem állnak le
web-error-too-large = a kérés nagyobb { $limit } bájtnál
web-error-message-size = egy üzenet legfeljebb { $limit } bájt lehet
web-error-slow-down = túl sok üzenet; lassabban
web-error-too-many-games = túl sok új játék erről a címről; próbáld újra egy perc múlva
web-error-not-json = az üzenetnek JSON-objektumnak kell lennie
web-error-malformed = hibás üzenet: { $detail }
web-error-no-endpoint = nincs ilyen oldal
# a bot's seat on the page, by the game's name for it (botname-)
web-seat-bot = { $bot } bot
web-seat-ai = { $bot } MI

# seeing the game: others' moves replayed, the condensed log, card and quest text
game-replaying = { $name } lépett: visszajátszás…
game-others = A többiek
game-skip = Átugrás
game-key-s = S
game-key-s-does = a többiek lépéseinek visszajátszása átugorva
game-key-i = I
game-key-i-does = egy kártyán: a szövege az oldalsó panelen
game-log-times = { $text } ×{ $n }
game-log-filter = A naplóban
game-log-all = mind
game-log-mine = enyém
game-log-others = másoké
game-since = Az előző köröd óta ({ $n })
game-info-title = Kártyaszöveg
game-replay-setting = A többiek lépéseinek visszajátszása egyenként (nagyjából fél másodperc mindegyik)

# The end of a game: its charts (static/charts.js), a rematch, back to the lobby.
end-charts = Hogyan alakult a játék
end-charts-loading = A grafikonok készülnek…
end-chart-table = A számok mutatása
end-chart-line-desc = Vonaldiagram: { $y } / { $x }, játékosonként egy vonal; a számok az alatta lévő táblázatban.
end-chart-stack-desc = Játékosonként egy oszlop: { $y } forrásonként; a számok az alatta lévő táblázatban.
end-chart-point = { $name }, { $x } { $at }: { $value }
end-chart-part = { $name }, { $part }: { $value }
end-chart-total = Összesen
end-rematch = Visszavágó
end-rematch-note = Ugyanazok a játékosok, botok és beállítások, új leosztás.
end-rematch-join = Csatlakozás a visszavágóhoz
end-rematch-started = { $name } visszavágót kért.
end-rematch-making = A visszavágó készül…
end-lobby = Vissza az előtérbe

# A lobbi megjegyzi minden játék utolsó beállításait; a hely saját beállításai; javaslatok egy mezőhöz
lobby-reset = Alapértelmezések visszaállítása
lobby-seat-option = { $seat }. hely: { $option }
lobby-suggestions = { $option }: ajánlott
lobby-suggestions-label = Ajánlott:
lobby-suggestions-none = — válassz —

# the mark beside a winner's name in the final table
game-winner-mark = Győztes
