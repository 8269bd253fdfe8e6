# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = { $game } has no bot files to import into
