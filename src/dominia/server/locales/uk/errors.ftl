# The web app's refusals of a request no route takes.
# project's own

web-error-method = ця адреса не приймає запитів { $method }

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = на сервері вже триває стільки ігор самих ботів, скільки він приймає ({ $n }); спробуйте знову, коли одна з них закінчиться
serve-error-bot-games-address = з цієї адреси вже триває забагато ігор самих ботів (не більше { $n } одночасно); спробуйте знову, коли одна з них закінчиться

# The end of a game: its charts and a rematch (history.py, rematch.py).
web-error-history-playing = гра ще триває: її графіки з’являться, коли вона закінчиться
web-error-rematch-playing = гра ще триває: реванш можна запропонувати, коли вона закінчиться
web-error-rematch-spectator = запропонувати реванш може лише гравець цієї гри
web-error-rematch-taken = це місце в реванші вже зайняте за іншим посиланням
