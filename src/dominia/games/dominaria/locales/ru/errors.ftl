# Heroes of Dominaria: ошибки в файлах компонентов (файл, запись и ключ, затем что не так).
# Имена TOML ([[quest]], [board.NAME], 'green', `start`) — как в файлах.
# project's own: в правилах этих слов нет.

where-at = { $where }{ $suffix }
where-location = { $where }: локация { $n }
where-quest = { $where }: квест { $n }
where-artifact = { $where }: артефакт { $n }
where-card = { $where }: карта { $n }
where-tile = { $where }: тайл { $n }
where-space = { $where }, ячейка { $n }
error-file-count = { $where }: нужно целое число >= 0, а не { $value }
error-file-count-1 = { $where }: нужно целое число >= 1, а не { $value }
error-file-colour = { $where }: неизвестный цвет { $value }; цвета: { $colours }
error-file-colour-or-any = { $where }: неизвестный цвет { $value }; цвета: { $colours } или any
error-file-location = { $where }: неизвестная локация { $value }
error-file-locations = { $where }: нужен список локаций, а не { $value }
error-file-discount = { $where }: нужна таблица «способность = число», а не { $value }
error-file-ability = { $where }: неизвестная способность { $value }; способности: { $abilities }
error-file-mana = { $where }: нужна таблица «цвет = число», а не { $value }
error-file-table = { $where }: нужна таблица, а не { $value }
error-file-key = { $where }: неизвестный ключ { $key }; известные: { $known }
error-file-started-only = { $where }: { $keys } имеют смысл только в квесте со `start`
error-file-read = { $where }: не удаётся прочитать ({ $reason })
error-file-utf8 = { $where }: не текст в UTF-8
error-file-toml = { $where }: неправильный TOML ({ $reason })
error-file-provenance = { $where }: provenance должно быть одним из { $known }, а не { $value }
error-file-version = { $where }: нужна целочисленная version
error-file-entries = { $where }: нужны записи [[{ $key }]]
error-file-entry-count = { $where }: записей [[{ $key }]] — { $n }, а в игре их { $count }
error-file-missing = { $where }: нет { $key }
error-file-type = { $where }: { $key } должно быть { $kind }, а не { $value }
error-file-two-locations = { $where }: две локации с названием { $name }
error-file-two-quests = { $where }: два квеста с названием { $name }
error-file-two-artifacts = { $where }: два артефакта с названием { $name }
error-file-unknown-keys = { $where }: неизвестные ключи { $keys }
error-file-start = { $where }: стартовая локация { $name } — не локация карты
error-file-no-start = { $where }: нужна хотя бы одна стартовая локация
error-file-pair = { $where }: плохая пара соседей { $value } (нужны две разные локации)
error-file-bool = { $where }: { $key } должно быть true или false, а не { $value }
error-file-green = { $where }: 'green' должно быть целым числом >= 0, а не { $value }
error-file-board-table = { $where }: [board] должно быть таблицей таблиц [board.NAME]
error-file-no-board = { $where }: такого планшета нет; планшеты: { $boards }
error-file-tracks-table = { $where }: нужна таблица треков ({ $tracks })
error-file-unknown-tracks = { $where }: неизвестные ключи { $keys }; треки: { $tracks }
error-file-spaces = { $n ->
    [one] { $n } ячейка
    [few] { $n } ячейки
    [many] { $n } ячеек
   *[other] { $n } ячейки
  }
error-file-track-length = { $where }: нужен список из { $n } ячеек (столько же, сколько на общем треке [[{ $key }]]), а не { $got }
error-file-space = { $where }: нужно число VP или таблица ячейки, а не { $value }
error-file-ability-needed = { $where }: нужна способность passive, use или once
error-file-use = { $where }: нужен effect (и, если надо, cost), больше ничего
error-file-both-tokens = { $where }: на карте символ Артефакта или Кабала, но не оба
error-file-artifact-location = { $where }: неизвестная локация { $value } для жетона артефакта
error-file-cabal-location = { $where }: неизвестная локация { $value } для жетона Кабала
error-file-no-folder = { $where }: не существует; укажите папку с файлами компонентов ({ $files })
error-file-not-folder = { $where }: не папка; укажите папку с файлами компонентов ({ $files })
error-file-not-connected = { $where }: карта не связна
error-file-board-names = { $where }: 'boards' должно быть списком названий планшетов, а не { $value }
error-file-two-boards = { $where }: нужно хотя бы 2 планшета с разными названиями
