# `dominia bots import`: DominionSim's bot files read into Dominia's bot language.

dombots-not-xml = { $path }: nem XML-fájl ({ $line }. sor, { $col }. oszlop)
dombots-no-players = { $path }: nincs <player> elem: nem DominionSim-botfájl
dombots-same-name = { $path }: két bot neve „{ $name }”
dombots-no-name = { $path }: a(z) { $n }. játékosnak nincs neve
dombots-no-buys = { $path }: „{ $bot }”: nincs <buy> szabálya
dombots-buy-no-name = { $path }: „{ $bot }”, { $n }. vásárlási szabály: nincs megnevezve a megveendő lap
dombots-bad-condition = { $path }: „{ $bot }”, { $n }. vásárlási szabály: a feltételhez <left>, <operator> és <right> kell (számláláshoz egy lap is)
dombots-bad-operator = { $path }: „{ $bot }”, { $n }. vásárlási szabály: ismeretlen művelet: { $operator }
dombots-bad-number = { $path }: „{ $bot }”, { $n }. vásárlási szabály: { $number } nem szám
dombots-not-rule = a(z) { $n }. vásárlási szabály ({ $card }) kimarad: { $why }
dombots-why-card = { $card } nem a Dominia készleteinek lapja
dombots-why-function = a „{ $function }” feltételének nincs megfelelője a Dominia botnyelvében
dombots-why-type = a „{ $type }” laptípusának nincs megfelelője a Dominia botnyelvében
dombots-why-zero = a feltétele nullával oszt
dombots-not-strategy = a(z) { $n }. vásárlási szabály ({ $card }): a „{ $strategy }” kijátszási módja nem kerül át: a lapot úgy játssza ki, ahogy a Dominia
dombots-not-board = a javasolt királysága nem kerül át (add meg a --kingdom kapcsolóval): { $cards }
dombots-not-start = a kezdőállása nem kerül át
dombots-nothing-carried = egyetlen vásárlási szabály sem vihető át: nem készül fájl
dombots-wrote = { $name }: { $path } ({ $rules } vásárlási szabály)
dombots-skipped = { $name }: nem készült fájl
dombots-exists = { $path } már létezik: semmi sem íródott ki (töröld, vagy válassz másik --out mappát)
dombots-play-note = Az Akciókat úgy játssza ki, ahogy a Dominia adatbotjai (amelyeket a szabályai megvesznek, a falvakat először): a DominionSim saját kijátszási módja lapról lapra nem kerül át.
