# Имена ботов, как их читают игроки (идентификаторы остаются как есть: -p bmu+cellar, сохранённые игры).
# Названия карт берутся из cards.ftl по ссылке, поэтому бот назван так же, как его карта.

# project's own (the strategies' names; the cards' are the books')

botname-random = случайный
botname-big-money = Большие деньги
botname-basic-big-money = Простые большие деньги
# Big Money Ultimate is the strategy's name among players: it stays in English
botname-bmu = Big Money Ultimate
botname-smithy-bm = { card-smithy } и BMU
botname-smithy = { card-smithy } и деньги
botname-witch = { card-witch } и деньги
botname-militia = { card-militia } и деньги
botname-laboratory = { card-laboratory } и деньги
botname-council-room = { card-council-room } и деньги
botname-heuristic = эвристический
botname-search = просчитывающий

## bmu with one kingdom card (bmu+<card>): BMU + the card's name
botname-bmu-artisan = BMU + { card-artisan }
botname-bmu-bandit = BMU + { card-bandit }
botname-bmu-bureaucrat = BMU + { card-bureaucrat }
botname-bmu-cellar = BMU + { card-cellar }
botname-bmu-chapel = BMU + { card-chapel }
botname-bmu-council-room = BMU + { card-council-room }
botname-bmu-festival = BMU + { card-festival }
botname-bmu-gardens = BMU + { card-gardens }
botname-bmu-harbinger = BMU + { card-harbinger }
botname-bmu-laboratory = BMU + { card-laboratory }
botname-bmu-library = BMU + { card-library }
botname-bmu-market = BMU + { card-market }
botname-bmu-merchant = BMU + { card-merchant }
botname-bmu-militia = BMU + { card-militia }
botname-bmu-mine = BMU + { card-mine }
botname-bmu-moat = BMU + { card-moat }
botname-bmu-moneylender = BMU + { card-moneylender }
botname-bmu-poacher = BMU + { card-poacher }
botname-bmu-remodel = BMU + { card-remodel }
botname-bmu-sentry = BMU + { card-sentry }
botname-bmu-smithy = BMU + { card-smithy }
botname-bmu-throne-room = BMU + { card-throne-room }
botname-bmu-vassal = BMU + { card-vassal }
botname-bmu-village = BMU + { card-village }
botname-bmu-witch = BMU + { card-witch }
botname-bmu-workshop = BMU + { card-workshop }
botname-bmu-adventurer = BMU + { card-adventurer }
botname-bmu-chancellor = BMU + { card-chancellor }
botname-bmu-feast = BMU + { card-feast }
botname-bmu-spy = BMU + { card-spy }
botname-bmu-thief = BMU + { card-thief }
botname-bmu-woodcutter = BMU + { card-woodcutter }
botname-bmu-band-of-misfits = BMU + { card-band-of-misfits }
botname-bmu-beggar = BMU + { card-beggar }
botname-bmu-counterfeit = BMU + { card-counterfeit }
botname-bmu-cultist = BMU + { card-cultist }
botname-bmu-death-cart = BMU + { card-death-cart }
botname-bmu-fortress = BMU + { card-fortress }
botname-bmu-hermit = BMU + { card-hermit }
botname-bmu-market-square = BMU + { card-market-square }
botname-bmu-procession = BMU + { card-procession }
botname-bmu-urchin = BMU + { card-urchin }
botname-bmu-knights = BMU + { card-knights }
botname-bmu-altar = BMU + { card-altar }
botname-bmu-armory = BMU + { card-armory }
botname-bmu-bandit-camp = BMU + { card-bandit-camp }
botname-bmu-catacombs = BMU + { card-catacombs }
botname-bmu-count = BMU + { card-count }
botname-bmu-feodum = BMU + { card-feodum }
botname-bmu-forager = BMU + { card-forager }
botname-bmu-graverobber = BMU + { card-graverobber }
botname-bmu-hunting-grounds = BMU + { card-hunting-grounds }
botname-bmu-ironmonger = BMU + { card-ironmonger }
botname-bmu-junk-dealer = BMU + { card-junk-dealer }
botname-bmu-marauder = BMU + { card-marauder }
botname-bmu-mystic = BMU + { card-mystic }
botname-bmu-pillage = BMU + { card-pillage }
botname-bmu-poor-house = BMU + { card-poor-house }
botname-bmu-rats = BMU + { card-rats }
botname-bmu-rebuild = BMU + { card-rebuild }
botname-bmu-rogue = BMU + { card-rogue }
botname-bmu-sage = BMU + { card-sage }
botname-bmu-scavenger = BMU + { card-scavenger }
botname-bmu-squire = BMU + { card-squire }
botname-bmu-storeroom = BMU + { card-storeroom }
botname-bmu-vagrant = BMU + { card-vagrant }
botname-bmu-wandering-minstrel = BMU + { card-wandering-minstrel }
