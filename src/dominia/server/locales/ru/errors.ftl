# The web app's refusals of a request no route takes.
# project's own

web-error-method = этот адрес не принимает запросы { $method }

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = на сервере уже идёт столько игр одних ботов, сколько он принимает ({ $n }); попробуйте снова, когда одна из них закончится
serve-error-bot-games-address = с этого адреса уже идёт слишком много игр одних ботов (не больше { $n } одновременно); попробуйте снова, когда одна из них закончится
