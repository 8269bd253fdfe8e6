# Heroes of Dominaria: errors in component files (the file, the entry and the key, then the
# problem). TOML names ([[quest]], [board.NAME], 'green', `start`) stay as the files spell them.

where-at = { $where }{ $suffix }
where-location = { $where }: location { $n }
where-quest = { $where }: quest { $n }
where-artifact = { $where }: artifact { $n }
where-card = { $where }: card { $n }
where-tile = { $where }: tile { $n }
where-space = { $where } space { $n }
error-file-count = { $where }: expected a whole number >= 0, got { $value }
error-file-count-1 = { $where }: expected a whole number >= 1, got { $value }
error-file-colour = { $where }: unknown colour { $value }; colours: { $colours }
error-file-colour-or-any = { $where }: unknown colour { $value }; colours: { $colours } or any
error-file-location = { $where }: unknown location { $value }
error-file-locations = { $where }: expected a list of locations, got { $value }
error-file-discount = { $where }: expected a table of ability = amount, got { $value }
error-file-ability = { $where }: unknown ability { $value }; abilities: { $abilities }
error-file-mana = { $where }: expected a table of colour = amount, got { $value }
error-file-table = { $where }: expected a table, got { $value }
error-file-key = { $where }: unknown key { $key }; known: { $known }
error-file-started-only = { $where }: { $keys } only make sense in a quest with `start`
error-file-read = { $where }: cannot read ({ $reason })
error-file-utf8 = { $where }: not UTF-8 text
error-file-toml = { $where }: not valid TOML ({ $reason })
error-file-provenance = { $where }: provenance must be one of { $known }, not { $value }
error-file-version = { $where }: needs an integer version
error-file-entries = { $where }: needs [[{ $key }]] entries
error-file-entry-count = { $where }: { $n } [[{ $key }]] entries, the game has { $count }
error-file-missing = { $where }: missing { $key }
error-file-type = { $where }: { $key } must be { $kind }, got { $value }
error-file-two-locations = { $where }: two locations named { $name }
error-file-two-quests = { $where }: two quests named { $name }
error-file-two-artifacts = { $where }: two artifacts named { $name }
error-file-unknown-keys = { $where }: unknown key(s) { $keys }
error-file-start = { $where }: start location { $name } is not a location
error-file-no-start = { $where }: needs at least one start location
error-file-pair = { $where }: bad adjacency pair { $value } (two different location names)
error-file-bool = { $where }: { $key } must be true or false, got { $value }
error-file-green = { $where }: 'green' must be a whole number >= 0, got { $value }
error-file-board-table = { $where }: [board] must be a table of [board.NAME] tables
error-file-no-board = { $where }: no such board; boards: { $boards }
error-file-tracks-table = { $where }: must be a table of tracks ({ $tracks })
error-file-unknown-tracks = { $where }: unknown key(s) { $keys }; tracks: { $tracks }
error-file-spaces = { $n } spaces
error-file-track-length = { $where }: needs a list of { $n } spaces (as many as the shared [[{ $key }]] track), got { $got }
error-file-space = { $where }: a VP value or a space table, got { $value }
error-file-ability-needed = { $where }: needs a passive, use or once ability
error-file-use = { $where }: needs an effect (and an optional cost), nothing else
error-file-both-tokens = { $where }: a card shows an Artifact or a Cabal symbol, not both
error-file-artifact-location = { $where }: unknown location { $value } for the artifact token
error-file-cabal-location = { $where }: unknown location { $value } for the cabal token
error-file-no-folder = { $where }: does not exist; give a folder of component files ({ $files })
error-file-not-folder = { $where }: is not a folder; give a folder of component files ({ $files })
error-file-not-connected = { $where }: the map is not connected
error-file-board-names = { $where }: 'boards' must be a list of board names, got { $value }
error-file-two-boards = { $where }: needs at least 2 differently named boards
