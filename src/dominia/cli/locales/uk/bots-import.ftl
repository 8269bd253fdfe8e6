# `dominia bots import`: for a game whose bots are not written as rules.

bots-import-unsupported = { $game } не має файлів ботів, у які можна імпортувати
