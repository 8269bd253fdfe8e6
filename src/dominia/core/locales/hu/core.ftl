player-n = { $n }. játékos
language-name = Magyar

error-unknown-name = ismeretlen név ({ $what }): „{ $name }”
what-game = játék
what-bot = bot
what-language = nyelv
what-card = kártya
what-kingdom = királyság
what-map = térkép
what-option = beállítás

error-game-over = a játék véget ért
error-not-your-turn = most { $seat } dönt, nem { $you }
error-not-legal = „{ $choice }” most nem szabályos lépés
error-bad-seat = nincs { $seat }. hely
error-unknown-name-suggest = ismeretlen név ({ $what }): „{ $name }”; erre gondoltál: { $suggestions }?
