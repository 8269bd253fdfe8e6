# Saved games (core/record.py): a record is a user's file, every way it can be wrong.

error-record-not-record = { $source }: not a Dominia game record
error-record-version = { $source }: unsupported record version { $version }
error-record-missing = { $source }: malformed record (no “{ $key }”)
error-record-bad-field = { $source }: malformed record (“{ $key }” has the wrong type)
error-record-bad-move = { $source }: malformed record (move { $move } is not a seat number and a choice)
error-record-cannot-read = { $path }: cannot read ({ $reason })
error-record-not-text = { $path }: cannot read (not UTF-8 text)
error-record-not-json = { $path }: not valid JSON (line { $line })
error-record-options = record options do not make a game: { $error }
error-record-move = move { $move } ({ $seat }: { $choice }) does not replay: { $error }
