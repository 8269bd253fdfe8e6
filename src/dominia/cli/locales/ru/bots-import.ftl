# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = у { $game } нет файлов ботов, в которые можно импортировать
