# A Python API szavai (dominia.Match, dominia.simulate, dominia.env.DominiaEnv).

api-seed-type = a mag egész szám, nem { $seed }
api-seats-type = a helyek listája helyenként egy bejegyzést tartalmaz
api-seat-not-text = { $seat }. hely: nem olyan szöveg, amely egy mentett játékban tárolható
api-seats-players = a beállítások { $players } játékost adnak meg, a helyek listájában viszont { $seats } bejegyzés van: helyenként egyet adj meg
api-not-an-agent = { $seat }. hely: { $agent } se nem botnév, se nem choose(view, decision) metódussal bíró ágens
api-agents-type = az ágensek listája (helyenként egy) vagy szótár helyszámtól ágensig
api-agents-count = az ágensek listájában { $agents } bejegyzés van { $seats } helyre: helyenként egyet adj meg (None, ahol te válaszolsz)
api-stalled = a játék { $steps } döntés alatt sem ért véget
api-undo-nothing = nincs visszavonható választás
api-undo-chance = az utolsó választás a szerencsén múlt (keverés vagy kockadobás): a szabályok szerint nem vonható vissza
api-cannot-save = { $path }: nem menthető ({ $reason })
api-games-count = a játszmák száma legalább 1 egész szám, nem { $games }
api-bots-type = a botok botnevek listája, legalább egy névvel
api-jobs = a jobs legalább 1 egész szám, nem { $jobs }

env-players-opponents = a beállítások { $players } játékost adnak meg, de { $opponents } ellenfél van: minden további helyre egyet adj meg
env-seat-range = a tanulónak nincs { $seat }. helye: a helyek 0-tól { $last }-ig számozódnak
env-not-an-agent = az ellenfél botnév vagy choose(view, decision) metódussal bíró ágens, nem { $opponent }
env-over = a játék véget ért: új játékhoz hívd meg a reset()-et
env-cut-off = a játék megszakadt: új játékhoz hívd meg a reset()-et
env-reset-first = még nincs játék: előbb hívd meg a reset()-et
