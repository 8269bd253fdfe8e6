# Domination: слова гри (правила, питання, вибори, події, місії).
# Терміни — з українських правил гри (domination.uk.txt): Панування, Столиця, Місія;
# Збільшуваний, Постійний, Італійський; Піхота, Кавалерія, Артилерія, універсальна картка;
# країна, армія, напад, Нападник, Захисник, перегрупування, кубик. Решта позначена.

game-domination = Domination

## Лічба
# project's own: речення цієї групи (терміни в них — з правил гри)

armies = { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
dice = { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}
cards = { $n ->
    [one] { $n } картка
    [few] { $n } картки
    [many] { $n } карток
   *[other] { $n } картки
}
territories = { $n ->
    [one] { $n } країна
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}
list-and-2 = { $a } та { $b }
list-and-more = { $first }, { $rest }
list-plus = { $a } + { $b }
# project's own
nobody = ніхто

## Режими, правила обміну, картки

mode-domination = Панування
mode-capital = Столиця
mode-mission = Місія
cards-increasing = Збільшуваний
cards-fixed = Постійний
cards-italian = Італійський
card-infantry = Піхота
card-cavalry = Кавалерія
card-artillery = Артилерія
card-wildcard = Універсальна картка
card-label = { $kind }: { $territory }
card-unknown = ?
goal-domination = Панування
goal-capital = Столиця
goal-mission = Місія
# project's own
goal-turn-limit = ліміт ходів

## Місії
# project's own: речення цієї групи (терміни в них — з правил гри)

mission-continent = Захопіть і утримуйте континент: { $continent }.
mission-continents = Захопіть і утримуйте континенти: { $continents }.
mission-continents-more = Захопіть і утримуйте континенти: { $continents } та ще { $more ->
    [one] { $more } континент
    [few] { $more } континенти
    [many] { $more } континентів
   *[other] { $more } континенту
} на ваш вибір.
mission-any-continents = Захопіть і утримуйте будь-які { $n ->
    [one] { $n } континент
    [few] { $n } континенти
    [many] { $n } континентів
   *[other] { $n } континенту
}.
mission-hold = Утримуйте { $n ->
    [one] { $n } країну
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}.
mission-hold-armies = Утримуйте { $n ->
    [one] { $n } країну
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}, у кожній щонайменше { $k ->
    [one] { $k } армія
    [few] { $k } армії
    [many] { $k } армій
   *[other] { $k } армії
}.
mission-destroy = Знищте { $armies } ({ $player }). Якщо це ваші армії або їх першим знищить інший гравець, утримуйте натомість { $n ->
    [one] { $n } країну
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}.
mission-destroy-armies = Знищте { $armies } ({ $player }). Якщо це ваші армії або їх першим знищить інший гравець, утримуйте натомість { $n ->
    [one] { $n } країну
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}, у кожній щонайменше { $k ->
    [one] { $k } армія
    [few] { $k } армії
    [many] { $k } армій
   *[other] { $k } армії
}.
mission-destroy-only = Знищте { $armies } ({ $player }).

## Питання та відповіді
# project's own: речення цієї групи (терміни в них — з правил гри)

prompt-claim = Займіть вільну країну (1 армія)
prompt-place-setup = Розмістіть 1 армію (лишилось: { $left }): оберіть країну
prompt-place = Розмістіть { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
} (лишилось: { $n }): оберіть країну
prompt-place-count = Скільки армій розмістити: { $territory }?
prompt-capital = Оберіть свою Столицю
prompt-trade = Обміняти набір карток?
prompt-trade-forced = Обміняйте набір карток (обов’язково: { $n } або більше карток)
prompt-attack = Нападайте з однієї зі своїх країн або завершіть напад
prompt-battle = Напад: { $src } ({ $a }) → { $dst } ({ $d })
prompt-defend = На { $territory } нападають: { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}
prompt-move = Перемістіть армії: { $src } → { $dst }
prompt-fortify = Перегрупування: один раз перемістіть армії між сусідніми країнами
prompt-fortify-count = Скільки армій перемістити: { $src } → { $dst }?
choice-done = Готово
choice-pair = { $src } → { $dst }
choice-trade = { $cards } → { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
choice-trade-done = Не обмінювати (більше) карток
choice-end-attacks = Завершити напад
choice-end-turn = Завершити хід
choice-roll = Кинути { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}
# project's own: "Annihilate" is left in English in the rule book
choice-annihilate = Знищення (кидати, доки країна не впаде або не лишиться 1 армія)
# project's own
choice-annihilate-stop = Знищення, зупинитися, коли лишиться { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
choice-retreat = Відступити
choice-place-rest = Розставити решту армій випадково
choice-defend = Захист: { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}

## Помилки
# project's own: речення цієї групи (терміни в них — з правил гри)

error-map-too-small = на мапі '{ $map }' { $n ->
    [one] { $n } країна
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}: замало для { $players } гравців
error-map-unplayable = мапою '{ $map }' грати не можна: { $problems }
error-few-missions = на мапі '{ $map }' придатних місій: { $n }, а гравців: { $players }
error-options-mapping = налаштування мають бути словником
error-unknown-options = невідомі налаштування Domination: { $names }; відомі: { $known }
error-players = Domination потребує від 2 до 6 гравців, а не { $value }
error-map-option = мапа — це назва мапи або шлях до файлу .map
error-unknown-mode = невідомий режим { $mode }; режими: { $modes }
error-unknown-cards = невідомі правила обміну { $rule }; правила: { $rules }
error-first-player = first_player має бути одним із: { $choices }, а не { $value }
error-flag = { $flag } має бути true або false, а не { $value }
error-turn-limit = turn_limit має бути цілим числом раундів (0: без ліміту), а не { $value }
error-no-map-file = немає файлу мапи { $path }
error-bad-map-name = { $name } не може бути назвою мапи
error-builtin-map-name = { $name } — назва вбудованої мапи; перейменуйте { $file }, щоб імпортувати її

## Події
# project's own: речення цієї групи (терміни в них — з правил гри)

event-first-player = { $player } ходить першим
event-first-player-drawn = { $player } ходить першим (випадковий порядок)
event-turn = ── { $player }: раунд { $round } ──
event-claim = { $player } займає: { $territory }
event-place = { $player } розміщує { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}: { $territory }
event-place-random = { $player } випадково розставляє { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
event-bonus = { $player } отримує { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}: { $territory } (країна на обміняній картці)
event-capital = { $player } обирає Столицею { $territory } ★
event-trade = { $player } обмінює { $cards } на { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
event-trade-hidden = { $player } обмінює { $count ->
    [one] { $count } картку
    [few] { $count } картки
    [many] { $count } карток
   *[other] { $count } картки
} на { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
event-attack = { $player } нападає: { $src } → { $dst }
event-roll = кубики { $attack } проти { $defend } → { $losses }
event-loss = { $territory } −{ $n }
event-conquer = { $player } захоплює: { $territory } (у гравця { $loser })
event-eliminate = { $player } ліквідує гравця { $loser }
event-eliminate-cards = { $player } ліквідує гравця { $loser } і забирає { $n ->
    [one] { $n } картку
    [few] { $n } картки
    [many] { $n } карток
   *[other] { $n } картки
}
event-move = { $player } переміщує { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
} → { $dst }
event-fortify = { $player } перегруповується: { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}, { $src } → { $dst }
event-card = { $player } отримує картку: { $card }
event-card-hidden = { $player } отримує картку
event-reshuffle = Обміняні картки знову замішано в колоду
event-win = ★ { $player } перемагає: { $goal }
event-win-goes-on = ★ { $player } перемагає: { $goal } (гра триває в режимі «Панування»)
event-game-over = Гра закінчена: { $reason }

## Завершення гри
# project's own: речення цієї групи (терміни в них — з правил гри)

outcome-domination = { $winners } — останній гравець на мапі.
outcome-capital = { $winners } { $count ->
    [one] утримує
    [few] утримують
    [many] утримують
   *[other] утримують
} усі Столиці.
outcome-mission = { $winners } виконує свою місію.
outcome-turn-limit = досягнуто ліміту ходів; найбільше країн: { $winners }.

## Кольори гравців (шість кольорів оригінальної гри): кожне місце обирає свій; місії називають гравців за кольором

colour-red = червоний
colour-blue = синій
colour-green = зелений
colour-yellow = жовтий
colour-magenta = пурпуровий
colour-cyan = блакитний
# кого місія велить знищити (як місії правил: «Знищте сині армії»)
mission-armies-red = червоні армії
mission-armies-blue = сині армії
mission-armies-green = зелені армії
mission-armies-yellow = жовті армії
mission-armies-magenta = пурпурові армії
mission-armies-cyan = блакитні армії
error-colours-list = кольори задаються списком назв кольорів у порядку місць, а не { $value }
error-colour-unknown = невідомий колір { $colour }; кольори: { $colours }
error-colours-count = задано кольорів: { $n }, а гравців: { $players }
error-colour-twice = гравці { $a } і { $b } обрали той самий колір ({ $colour }): кожному гравцеві потрібен свій
help-opt-colours = Domination: колір кожного гравця в порядку місць, через кому: red, blue, green, yellow, magenta, cyan (або їхні назви вашою мовою: синій, жовтий…). Місії називають гравців за кольором. Типово — у цьому порядку.
