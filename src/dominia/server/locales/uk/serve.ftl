# `dominia serve`: що пише термінал під час запуску вебсервера.
# project's own (увесь файл)

serve-open = Сервер Dominia: відкрийте { $url } (база даних { $database })
serve-stop = Ctrl+C зупиняє його; під час наступного запуску ігри продовжаться з того самого місця.
serve-components = { $game }: { $summary }, з { $folder }
serve-no-folder = не вдається створити теку даних { $folder }: { $error }
serve-bad-url = це не URL бази даних: { $url }
serve-no-database = не вдається відкрити базу даних { $url }: { $error }
serve-bad-env = { $name } має бути числом, більшим за 0 (DOMINIA_BOT_PACE може бути 0: без обмеження темпу), а не { $value }
serve-bad-switch = { $name } має бути 0 (вимкнено) або 1 (увімкнено), а не { $value }
serve-game-stalled = зупинена сервером: боти зробили поспіль стільки ходів ({ $moves }), а гра так і не закінчилася
