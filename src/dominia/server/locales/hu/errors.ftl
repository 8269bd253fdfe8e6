# The web app's refusals of a request no route takes.
# project's own

web-error-method = ez a cím nem fogad { $method }-kéréseket

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = a szerveren már annyi csak gépi játékosokból álló játék fut, amennyit fogad ({ $n }); próbáld újra, ha valamelyik véget ért
serve-error-bot-games-address = erről a címről már túl sok csak gépi játékosokból álló játék fut (egyszerre legfeljebb { $n }); próbáld újra, ha valamelyik véget ért

# The end of a game: its charts and a rematch (history.py, rematch.py).
web-error-history-playing = a játék még tart: a grafikonjai a végén jelennek meg
web-error-rematch-playing = a játék még tart: visszavágót a vége után lehet kérni
web-error-rematch-spectator = visszavágót csak a játék egyik játékosa kérhet
web-error-rematch-taken = a visszavágónak ezt a helyét már egy másik linkkel elfoglalták
