# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = у { $game } нет файлов ботов, в которые можно импортировать
bots-import-needs-file = bots import нужен файл ботов DominionSim, например dominia bots import DomBots.xml
help-bots-out = Папка, куда записать импортированные файлы ботов (по умолчанию: текущая).
