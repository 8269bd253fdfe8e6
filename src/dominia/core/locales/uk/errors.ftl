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
