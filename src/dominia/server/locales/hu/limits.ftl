# What one client may take of the server (server/guards.py, server/connections.py)
web-error-too-deep = egy üzenetben a zárójelek legfeljebb { $limit } szint mélyen ágyazhatók egymásba
web-error-sockets-address = túl sok nyitott kapcsolat erről a címről (legfeljebb { $n }); zárj be egy lapot, és próbáld újra
web-error-sockets-game = túl sok nyitott kapcsolat ehhez a játékhoz (legfeljebb { $n }); próbáld újra később
web-error-busy = a szerver foglalt; próbáld újra egy pillanat múlva
web-error-no-token = nem érkezett helylink: először küldd el a kulcsát
