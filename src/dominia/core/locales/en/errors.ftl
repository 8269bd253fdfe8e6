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

# A user's own Python agent (core/plugins.py: `file.py:Name` or `package.module:Name`)
error-agent-spec = “{ $spec }” is not file.py:Name or package.module:Name
error-agent-no-name = { $target } has no “{ $attr }”
error-agent-no-name-has = { $target } has no “{ $attr }” (it has: { $found })
error-agent-not-callable = { $target }:{ $attr } is not a class or a function
error-agent-signature = { $target }:{ $attr } must take exactly one argument, the seed: { $attr }(seed) makes the agent
error-agent-make = { $spec }: making the agent failed: { $error }
error-agent-no-choose = { $spec } made a { $kind }, which has no choose(view, decision) method
error-agent-no-file = no Python file { $target }
error-agent-not-python = { $target } cannot be loaded as Python
error-agent-load = { $target } failed to load: { $error }
error-agent-import = cannot import { $target }: { $error }
