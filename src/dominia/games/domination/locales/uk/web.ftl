# Слова поля Domination на вебсторінці; id web-...
# Терміни — з правил гри (domination.uk.txt): країна, армія, Нападник, Захисник, кубик, картка,
# Столиця, Місія, мапа, колода. Решта — project's own (позначено).

web-lobby-map = Мапа
# project's own
web-lobby-mode = Режим гри
web-lobby-trades = Обмін карток
# project's own
web-lobby-recycle = Обміняні картки повертаються в колоду
# project's own
# project's own
# project's own
web-lobby-setup-deal = Роздаються випадково; решту армій гравці ставлять самі
# project's own
web-lobby-setup-place = Роздаються, і всі армії ставляться випадково
# project's own
web-lobby-auto-defence = Захисник завжди кидає найбільше кубиків
# project's own
web-lobby-continue = Грати далі після перемоги Столицею чи Місією
# project's own
web-lobby-turn-limit = Ліміт раундів (0: немає)
# project's own: колір кожного місця (своє поле в рядку місця); підказки під полями
web-lobby-colours = Колір
web-lobby-colour-red = { colour-red }
web-lobby-colour-blue = { colour-blue }
web-lobby-colour-green = { colour-green }
web-lobby-colour-yellow = { colour-yellow }
web-lobby-colour-magenta = { colour-magenta }
web-lobby-colour-cyan = { colour-cyan }
web-lobby-colours-help = Колір кожного гравця на мапі. Місії називають гравця, якого треба знищити, за кольором («Знищте сині армії»).
web-lobby-recycle-help = Вимкнено: коли колода скінчиться, картки більше не видаються.
web-lobby-setup-deal-help = Вимкнено: гравці по черзі займають країни по одній, потім розміщують армії (як у правилах). У режимі «Місія» країни завжди роздаються.
web-lobby-setup-place-help = Гра починається одразу з першого ходу: країни й початкові армії — випадково.
web-lobby-auto-defence-help = Вимкнено: Захисник щоразу сам обирає, скільки кубиків кидати.
web-lobby-continue-help = Після такої перемоги інші грають далі, доки один гравець не займе всі країни.
web-lobby-turn-limit-help = Після стількох раундів гра закінчується: перемагає той, у кого найбільше країн.

# project's own
web-turn-line = раунд { $round }, { $phase }{ $reinforcements ->
    [0] {""}
    [one] {" "}· поставити { $reinforcements } армію
    [few] {" "}· поставити { $reinforcements } армії
    [many] {" "}· поставити { $reinforcements } армій
   *[other] {" "}· поставити { $reinforcements } армії
}
# project's own (фази)
web-phase-claim = захоплення країн
web-phase-setup-place = розстановка
web-phase-capital = вибір Столиці
web-phase-trade = обмін
web-phase-place = підкріплення
web-phase-place-count = підкріплення
web-phase-attack = напад
web-phase-battle = бій
web-phase-defend = захист
web-phase-move = переміщення
web-phase-fortify = перегрупування
web-phase-fortify-count = перегрупування
web-phase-over = кінець
web-continents = Континенти
# project's own
web-held-by = тримає
web-col-territories = Країни
web-col-armies = Армії
web-col-cards = Картки
web-col-capital = Столиця
# project's own
web-col-eliminated = Ліквідував
# project's own
web-col-out = Вибув
# project's own
web-col-rounds = Раунди
# project's own
web-out-by = ліквідував: { $name }
# project's own
web-out = (вибув)
web-your-cards = Ваші картки ({ $n })
# project's own
web-none = немає
web-mission = Місія:
# project's own
web-deck-line = Обміняно карток: { $trades } · у колоді: { $deck }
# project's own
web-nobody = ніхто
web-territory-label = { $territory }: { $owner }, { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
web-territory-title = { $territory } ({ $continent }) — { $owner }, { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}

## Кубики й шанси

# project's own
web-last-roll = Останній кидок
web-attacker = Нападник
web-defender = Захисник
# project's own
web-die-unpaired = { $n } (не порівнюється)
# project's own
web-die-lost = { $n } (програв)
# project's own
web-die-won = { $n } (виграв)
# project's own
web-roll-result = Нападник втратив { $attacker }, Захисник — { $defender }.
# project's own
web-battle = Бій
web-battle-line = { $src } ({ $a }) нападає на { $dst } ({ $d })
# project's own
web-to-the-end = бій до кінця: { $odds }
# project's own
web-odds-text = перемога { $win } · залишиться в середньому { $attackers } у Нападника, { $defenders } у Захисника
# project's own
web-odds-title = Шанси ваших нападів (бій до кінця)
web-col-attack = Напад
# project's own
web-col-win = Перемога
# project's own
web-col-attackers-left = Залишиться в Нападника
# project's own
web-col-defenders-left = Залишиться в Захисника
web-attack-from = { $dst } з { $src }
# project's own
web-error-no-battle = такого бою немає (або він завеликий для розрахунку)
web-error-no-picture = мапа { $map } не має зображення

## The map: zoom

web-map-zoom = Масштаб мапи
web-zoom-in = Наблизити
web-zoom-out = Віддалити
web-zoom-fit = Уся мапа
# the log's filter of battles
web-log-battles = битви
# the lobby's help under a field
web-lobby-mode-help = Панування: захопити всі країни. Столиця: захопити всі столиці. Місія: виконати свою таємну місію.
web-lobby-trades-help = Збільшуваний: кожен наступний обмін дає більше (4, 6, 8, 10, 12, 15, далі +5). Постійний та Італійський: набір дає стільки, скільки варті його картки.

# The end-of-game charts (history.py), as the original game's statistics.
history-territories-title = Країни за раундами
history-armies-title = Армії за раундами
history-round = раунд
history-setup = розстановка
history-territories = країни
history-armies = армії

## Seeing the game: the condensed log of others' moves (a run of placements, a battle)
web-log-places = { $seat } розміщує { $n ->
    [one] { $n } армію
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}: { $where }
web-log-place-at = { $territory } { $n }
web-log-battle-held = { $seat } нападає: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}, втрати { $lost }, знищено { $killed }; захопити не вдалося
web-log-battle-won = { $seat } захоплює: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}, втрати { $lost }, знищено { $killed }
web-log-battle-won-moved = { $seat } захоплює: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}, втрати { $lost }, знищено { $killed }; переміщує { $moved }

## The status bar: the seat's own goal and how far it has got
web-goal = Мета:
web-goal-world = усі країни: { $held }/{ $of }
web-goal-hold = { $n ->
    [one] { $n } країна
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
}: { $held }/{ $n }
web-goal-hold-armies = { $n ->
    [one] { $n } країна
    [few] { $n } країни
    [many] { $n } країн
   *[other] { $n } країни
} з { $k }+ арміями: { $held }/{ $n }
web-goal-continents = { $more ->
    [0] { $continents }
   *[other] { $continents } і ще { $more }
}: { $held }/{ $of }
web-goal-any-continents = { $n ->
    [one] будь-який континент
    [few] будь-які { $n } континенти
    [many] будь-які { $n } континентів
   *[other] будь-які { $n } континенту
}: { $held }/{ $n }
web-goal-destroy = знищити { $armies } ({ $player }): { $n ->
    [0] знищено
    [one] лишилася { $n } країна
    [few] лишилося { $n } країни
    [many] лишилося { $n } країн
   *[other] лишилося { $n } країни
}
web-goal-capitals = утримано столиць: { $held }/{ $of }
web-goal-capital-held = ваша Столиця { $capital } тримається ({ $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
})
web-goal-capital-lost = вашу Столицю { $capital } захопив { $player }
web-goal-capital-choose = оберіть свою Столицю
web-goal-limit = раунд { $round } з { $limit } (тоді перемагає той, у кого найбільше країн)
# a battle still being fought (its line so far)
web-log-battle-on = { $seat } нападає: { $src } → { $dst }, { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}, втрати { $lost }, знищено { $killed }
