# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = { $game } не має файлів ботів, у які можна імпортувати
bots-import-needs-file = bots import потрібен файл ботів DominionSim, наприклад dominia bots import DomBots.xml
help-bots-out = Тека, куди записати імпортовані файли ботів (типово: поточна).
