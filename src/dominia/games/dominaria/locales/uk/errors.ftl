# Heroes of Dominaria: помилки у файлах компонентів (файл, запис і ключ, потім що не так).
# Імена TOML ([[quest]], [board.NAME], 'green', `start`) — як у файлах.
# project's own: увесь файл — власний переклад проєкту.

where-at = { $where }{ $suffix }
where-location = { $where }: локація { $n }
where-quest = { $where }: квест { $n }
where-artifact = { $where }: артефакт { $n }
where-card = { $where }: карта { $n }
where-tile = { $where }: тайл { $n }
where-space = { $where }, клітинка { $n }
error-file-count = { $where }: потрібне ціле число >= 0, а не { $value }
error-file-count-1 = { $where }: потрібне ціле число >= 1, а не { $value }
error-file-colour = { $where }: невідомий колір { $value }; кольори: { $colours }
error-file-colour-or-any = { $where }: невідомий колір { $value }; кольори: { $colours } або any
error-file-location = { $where }: невідома локація { $value }
error-file-locations = { $where }: потрібен список локацій, а не { $value }
error-file-discount = { $where }: потрібна таблиця «здібність = число», а не { $value }
error-file-ability = { $where }: невідома здібність { $value }; здібності: { $abilities }
error-file-mana = { $where }: потрібна таблиця «колір = число», а не { $value }
error-file-table = { $where }: потрібна таблиця, а не { $value }
error-file-key = { $where }: невідомий ключ { $key }; відомі: { $known }
error-file-started-only = { $where }: { $keys } мають сенс лише в квесті зі `start`
error-file-read = { $where }: не вдається прочитати ({ $reason })
error-file-utf8 = { $where }: не текст у UTF-8
error-file-toml = { $where }: неправильний TOML ({ $reason })
error-file-provenance = { $where }: provenance має бути одним із { $known }, а не { $value }
error-file-version = { $where }: потрібна ціла version
error-file-entries = { $where }: потрібні записи [[{ $key }]]
error-file-entry-count = { $where }: записів [[{ $key }]] — { $n }, а в грі їх { $count }
error-file-missing = { $where }: немає { $key }
error-file-type = { $where }: { $key } має бути { $kind }, а не { $value }
error-file-two-locations = { $where }: дві локації з назвою { $name }
error-file-two-quests = { $where }: два квести з назвою { $name }
error-file-two-artifacts = { $where }: два артефакти з назвою { $name }
error-file-unknown-keys = { $where }: невідомі ключі { $keys }
error-file-start = { $where }: стартова локація { $name } — не локація карти
error-file-no-start = { $where }: потрібна хоча б одна стартова локація
error-file-pair = { $where }: погана пара сусідів { $value } (потрібні дві різні локації)
error-file-bool = { $where }: { $key } має бути true або false, а не { $value }
error-file-green = { $where }: 'green' має бути цілим числом >= 0, а не { $value }
error-file-board-table = { $where }: [board] має бути таблицею таблиць [board.NAME]
error-file-no-board = { $where }: такого планшета немає; планшети: { $boards }
error-file-tracks-table = { $where }: потрібна таблиця треків ({ $tracks })
error-file-unknown-tracks = { $where }: невідомі ключі { $keys }; треки: { $tracks }
error-file-spaces = { $n ->
    [one] { $n } клітинка
    [few] { $n } клітинки
    [many] { $n } клітинок
   *[other] { $n } клітинки
  }
error-file-track-length = { $where }: потрібен список із { $n } клітинок (стільки ж, скільки на спільному треку [[{ $key }]]), а не { $got }
error-file-space = { $where }: потрібне число ПО або таблиця клітинки, а не { $value }
error-file-ability-needed = { $where }: потрібна здібність passive, use або once
error-file-use = { $where }: потрібен effect (і, якщо треба, cost), більше нічого
error-file-both-tokens = { $where }: на карті символ Артефакту або Кабалу, але не обидва
error-file-artifact-location = { $where }: невідома локація { $value } для жетона артефакту
error-file-cabal-location = { $where }: невідома локація { $value } для жетона Кабалу
error-file-no-folder = { $where }: не існує; вкажіть теку з файлами компонентів ({ $files })
error-file-not-folder = { $where }: не тека; вкажіть теку з файлами компонентів ({ $files })
error-file-not-connected = { $where }: карта не зв’язна
error-file-board-names = { $where }: 'boards' має бути списком назв планшетів, а не { $value }
error-file-two-boards = { $where }: потрібно щонайменше 2 планшети з різними назвами
