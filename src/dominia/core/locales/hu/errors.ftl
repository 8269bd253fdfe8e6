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
