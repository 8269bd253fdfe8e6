# `dominia serve`: что пишет терминал при запуске веб-сервера.
# project's own (весь файл)

serve-open = Сервер Dominia: откройте { $url } (база данных { $database })
serve-stop = Ctrl+C останавливает его; при следующем запуске игры продолжатся с того же места.
serve-components = { $game }: { $summary }, из { $folder }
serve-no-folder = не удаётся создать папку данных { $folder }: { $error }
serve-bad-url = это не URL базы данных: { $url }
serve-no-database = не удаётся открыть базу данных { $url }: { $error }
serve-bad-env = { $name } должна быть числом больше 0 (DOMINIA_BOT_PACE может быть 0: без ограничения темпа), а не { $value }
serve-bad-switch = { $name } должна быть 0 (выключено) или 1 (включено), а не { $value }
serve-game-stalled = остановлена сервером: боты сделали подряд столько ходов ({ $moves }), а игра так и не закончилась
