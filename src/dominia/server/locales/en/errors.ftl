# The web app's refusals of a request no route takes.

web-error-method = this address does not take { $method } requests

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = the server is already running as many games of bots only as it takes ({ $n }); try again when one has ended
serve-error-bot-games-address = too many games of bots only from this address are still playing (at most { $n } at once); try again when one has ended
