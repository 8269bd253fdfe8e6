# Heroes of Dominaria: hibák az összetevőfájlokban (a fájl, a bejegyzés és a kulcs, aztán a hiba).
# A TOML-nevek ([[quest]], [board.NAME], 'green', `start`) a fájlok szerint maradnak.
# project's own: az egész fájl a projekt saját fordítása.

where-at = { $where }{ $suffix }
where-location = { $where }: { $n }. helyszín
where-quest = { $where }: küldetés { $n }
where-artifact = { $where }: műtárgy { $n }
where-card = { $where }: { $n }. kártya
where-tile = { $where }: { $n }. lapka
where-space = { $where }, { $n }. mező
error-file-count = { $where }: 0 vagy nagyobb egész szám kell, nem { $value }
error-file-count-1 = { $where }: 1 vagy nagyobb egész szám kell, nem { $value }
error-file-colour = { $where }: ismeretlen szín: { $value }; színek: { $colours }
error-file-colour-or-any = { $where }: ismeretlen szín: { $value }; színek: { $colours } vagy any
error-file-location = { $where }: ismeretlen helyszín: { $value }
error-file-locations = { $where }: helyszínek listája kell, nem { $value }
error-file-discount = { $where }: „képesség = szám” táblázat kell, nem { $value }
error-file-ability = { $where }: ismeretlen képesség: { $value }; képességek: { $abilities }
error-file-mana = { $where }: „szín = szám” táblázat kell, nem { $value }
error-file-table = { $where }: táblázat kell, nem { $value }
error-file-key = { $where }: ismeretlen kulcs: { $key }; ismertek: { $known }
error-file-started-only = { $where }: { $keys } csak `start` kulcsú küldetésben értelmes
error-file-read = { $where }: nem olvasható ({ $reason })
error-file-utf8 = { $where }: nem UTF-8 szöveg
error-file-toml = { $where }: hibás TOML ({ $reason })
error-file-provenance = { $where }: a provenance értéke ezek egyike lehet: { $known }, nem { $value }
error-file-version = { $where }: egész számú version kell
error-file-entries = { $where }: [[{ $key }]] bejegyzések kellenek
error-file-entry-count = { $where }: { $n } [[{ $key }]] bejegyzés van, a játékban { $count }
error-file-missing = { $where }: hiányzik: { $key }
error-file-type = { $where }: { $key } típusa { $kind } legyen, nem { $value }
error-file-two-locations = { $where }: két helyszín neve { $name }
error-file-two-quests = { $where }: két küldetés neve { $name }
error-file-two-artifacts = { $where }: két műtárgy neve { $name }
error-file-unknown-keys = { $where }: ismeretlen kulcs(ok): { $keys }
error-file-start = { $where }: a(z) { $name } kezdőhelyszín nem helyszín
error-file-no-start = { $where }: legalább egy kezdőhelyszín kell
error-file-pair = { $where }: hibás szomszédpár: { $value } (két különböző helyszín kell)
error-file-bool = { $where }: { $key } értéke true vagy false legyen, nem { $value }
error-file-green = { $where }: a 'green' 0 vagy nagyobb egész szám legyen, nem { $value }
error-file-board-table = { $where }: a [board] [board.NAME] táblázatok táblázata legyen
error-file-no-board = { $where }: nincs ilyen tábla; táblák: { $boards }
error-file-tracks-table = { $where }: sávok táblázata kell ({ $tracks })
error-file-unknown-tracks = { $where }: ismeretlen kulcs(ok): { $keys }; sávok: { $tracks }
error-file-spaces = { $n } mező
error-file-track-length = { $where }: { $n } mezős lista kell (ahány a közös [[{ $key }]] sávon van), nem { $got }
error-file-space = { $where }: GP-érték vagy mezőtáblázat kell, nem { $value }
error-file-ability-needed = { $where }: passive, use vagy once képesség kell
error-file-use = { $where }: effect kell (és ha kell, cost), semmi más
error-file-both-tokens = { $where }: egy kártyán Műtárgy- vagy Kabal-jel van, nem mindkettő
error-file-artifact-location = { $where }: ismeretlen helyszín a műtárgyjelzőhöz: { $value }
error-file-cabal-location = { $where }: ismeretlen helyszín a Kabal-jelzőhöz: { $value }
error-file-no-folder = { $where }: nem létezik; adj meg egy összetevőfájlokat tartalmazó mappát ({ $files })
error-file-not-folder = { $where }: nem mappa; adj meg egy összetevőfájlokat tartalmazó mappát ({ $files })
error-file-not-connected = { $where }: a térkép nem összefüggő
error-file-board-names = { $where }: a 'boards' táblanevek listája legyen, nem { $value }
error-file-two-boards = { $where }: legalább 2 különböző nevű tábla kell
