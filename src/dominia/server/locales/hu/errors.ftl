# The web app's refusals of a request no route takes.
# project's own

web-error-method = ez a cím nem fogad { $method }-kéréseket

# Games of bots only playing at once (they run in the background at a bounded pace).
serve-error-bot-games = a szerveren már annyi csak gépi játékosokból álló játék fut, amennyit fogad ({ $n }); próbáld újra, ha valamelyik véget ért
serve-error-bot-games-address = erről a címről már túl sok csak gépi játékosokból álló játék fut (egyszerre legfeljebb { $n }); próbáld újra, ha valamelyik véget ért
