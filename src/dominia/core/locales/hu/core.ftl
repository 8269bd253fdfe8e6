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
error-not-legal-list = '{ $choice }' most nem választható; választható: { $legal }{ $more ->
    [0] {""}
   *[other] , ... (összesen { $total })
}
error-seat-type = a hely egy hely sorszáma, nem { $seat }
error-choice-type = a választás egy választás-azonosító (szöveg), nem { $choice }
error-bad-seat = nincs { $seat }. hely
error-unknown-name-suggest = ismeretlen név ({ $what }): „{ $name }”; erre gondoltál: { $suggestions }?
