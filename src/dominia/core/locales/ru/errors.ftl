# Saved games (core/record.py): a record is a user's file, every way it can be wrong.
# project's own

error-record-not-record = { $source }: это не запись партии Dominia
error-record-version = { $source }: неподдерживаемая версия записи { $version }
error-record-missing = { $source }: запись повреждена (нет «{ $key }»)
error-record-bad-field = { $source }: запись повреждена (у «{ $key }» неверный тип)
error-record-bad-move = { $source }: запись повреждена (ход { $move } — не номер места и выбор)
error-record-cannot-read = { $path }: не удаётся прочитать ({ $reason })
error-record-not-text = { $path }: не удаётся прочитать (это не текст в UTF-8)
error-record-not-json = { $path }: это не JSON (строка { $line })
error-record-options = параметры записи не составляют партию: { $error }
error-record-move = ход { $move } ({ $seat }: { $choice }) не воспроизводится: { $error }
