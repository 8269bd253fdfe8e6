# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = { $game } has no bot files to import into
bots-import-needs-file = bots import needs a DominionSim bot file, e.g. dominia bots import DomBots.xml
help-bots-out = The folder to write imported bot files to (default: this folder).
