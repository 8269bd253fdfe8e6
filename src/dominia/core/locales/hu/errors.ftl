# Saved games (core/record.py): a record is a user's file, every way it can be wrong.
# project's own

error-record-not-record = { $source }: ez nem Dominia-játszmafelvétel
error-record-version = { $source }: nem támogatott felvételváltozat: { $version }
error-record-missing = { $source }: hibás felvétel (nincs benne „{ $key }”)
error-record-bad-field = { $source }: hibás felvétel („{ $key }” típusa rossz)
error-record-bad-move = { $source }: hibás felvétel ({ $move }. lépés: nem helyszám és választás)
error-record-cannot-read = { $path }: nem olvasható ({ $reason })
error-record-not-text = { $path }: nem olvasható (nem UTF-8 szöveg)
error-record-not-json = { $path }: nem érvényes JSON ({ $line }. sor)
error-record-options = a felvétel beállításaiból nem lesz játszma: { $error }
error-record-move = { $move }. lépés ({ $seat }: { $choice }): nem játszható le újra: { $error }

# A felhasználó saját Python-ügynöke (core/plugins.py: `file.py:Name` vagy `package.module:Name`)
error-agent-spec = „{ $spec }” nem file.py:Name és nem package.module:Name alakú
error-agent-no-name = A(z) { $target } nem tartalmaz „{ $attr }” nevet
error-agent-no-name-has = A(z) { $target } nem tartalmaz „{ $attr }” nevet (ezek vannak benne: { $found })
error-agent-not-callable = A(z) { $target }:{ $attr } nem osztály és nem függvény
error-agent-signature = A(z) { $target }:{ $attr } pontosan egy argumentumot, a magot kell kapja: az ügynököt a(z) { $attr }(seed) hozza létre
error-agent-make = { $spec }: az ügynök létrehozása nem sikerült: { $error }
error-agent-no-choose = A(z) { $spec } egy { $kind } objektumot adott, amelynek nincs choose(view, decision) metódusa
error-agent-no-file = Nincs ilyen Python-fájl: { $target }
error-agent-not-python = A(z) { $target } nem tölthető be Pythonként
error-agent-load = A(z) { $target } betöltése nem sikerült: { $error }
error-agent-import = A(z) { $target } nem importálható: { $error }
