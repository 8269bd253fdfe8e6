# The web app's refusals of a request no route takes.
# project's own

web-error-method = этот адрес не принимает запросы { $method }

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = на сервере уже идёт столько игр одних ботов, сколько он принимает ({ $n }); попробуйте снова, когда одна из них закончится
serve-error-bot-games-address = с этого адреса уже идёт слишком много игр одних ботов (не больше { $n } одновременно); попробуйте снова, когда одна из них закончится

# The end of a game: its charts and a rematch (history.py, rematch.py).
web-error-history-playing = игра ещё идёт: её графики показываются, когда она закончится
web-error-rematch-playing = игра ещё идёт: реванш можно предложить, когда она закончится
web-error-rematch-spectator = предложить реванш может только игрок этой игры
web-error-rematch-taken = это место в реванше уже занято по другой ссылке
