# Saved games (core/record.py): a record is a user's file, every way it can be wrong.
# project's own

error-record-not-record = { $source }: це не запис гри Dominia
error-record-version = { $source }: непідтримувана версія запису { $version }
error-record-missing = { $source }: запис пошкоджено (немає «{ $key }»)
error-record-bad-field = { $source }: запис пошкоджено («{ $key }» має неправильний тип)
error-record-bad-move = { $source }: запис пошкоджено (хід { $move } — не номер місця й вибір)
error-record-cannot-read = { $path }: не вдається прочитати ({ $reason })
error-record-not-text = { $path }: не вдається прочитати (це не текст в UTF-8)
error-record-not-json = { $path }: це не JSON (рядок { $line })
error-record-options = параметри запису не складають гри: { $error }
error-record-move = хід { $move } ({ $seat }: { $choice }) не відтворюється: { $error }

# Власний агент користувача на Python (core/plugins.py: `file.py:Name` або `package.module:Name`)
error-agent-spec = «{ $spec }» — не file.py:Name і не package.module:Name
error-agent-no-name = У { $target } немає «{ $attr }»
error-agent-no-name-has = У { $target } немає «{ $attr }» (є: { $found })
error-agent-not-callable = { $target }:{ $attr } — не клас і не функція
error-agent-signature = { $target }:{ $attr } має приймати рівно один аргумент, зерно: агента створює { $attr }(seed)
error-agent-make = { $spec }: не вдалося створити агента: { $error }
error-agent-no-choose = { $spec } створив { $kind }, який не має методу choose(view, decision)
error-agent-no-file = Немає файлу Python { $target }
error-agent-not-python = { $target } не завантажується як код Python
error-agent-load = { $target } не завантажився: { $error }
error-agent-import = Не вдалося імпортувати { $target }: { $error }
