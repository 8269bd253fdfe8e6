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

# Собственный агент пользователя на Python (core/plugins.py: `file.py:Name` или `package.module:Name`)
error-agent-spec = «{ $spec }» — не file.py:Name и не package.module:Name
error-agent-no-name = В { $target } нет «{ $attr }»
error-agent-no-name-has = В { $target } нет «{ $attr }» (есть: { $found })
error-agent-not-callable = { $target }:{ $attr } — не класс и не функция
error-agent-signature = { $target }:{ $attr } должен принимать ровно один аргумент, зерно: агента создаёт { $attr }(seed)
error-agent-make = { $spec }: не удалось создать агента: { $error }
error-agent-no-choose = { $spec } создал { $kind }, у которого нет метода choose(view, decision)
error-agent-no-file = Нет файла Python { $target }
error-agent-not-python = { $target } не загружается как код Python
error-agent-load = { $target } не загрузился: { $error }
error-agent-import = Не удалось импортировать { $target }: { $error }
