# Domination у терміналі (dominia play domination): поле, рядок стану, підказки, відповіді,
# що нічого не обирають, кінець гри. Терміни — з правил гри (domination.uk.txt);
# project's own: решта слів цього файлу (у книзі немає термінального інтерфейсу).

board-tag = Г{ $n }
board-who = { $player }
board-list-2 = { $a }, { $b }
board-list-more = { $first }, { $rest }
board-map-label = Мапа:
board-map-size = { $territories ->
    [one] { $territories } країна
    [few] { $territories } країни
    [many] { $territories } країн
   *[other] { $territories } країни
}, { $continents ->
    [one] { $continents } континент
    [few] { $continents } континенти
    [many] { $continents } континентів
   *[other] { $continents } континенту
}
board-mode-label = Режим гри:
board-mode = { $mode }: { $goal }
board-goal-domination = захопіть усі країни й ліквідуйте всіх ворогів
board-goal-capital = захопіть усі Столиці (кожен гравець обирає свою після розміщення)
board-goal-mission = виконайте свою таємну місію
board-cards-label = Картки:
board-cards-increasing = «Збільшуваний» (набори дають 4, 6, 8, 10, 12, 15, 20, далі +5)
board-cards-fixed = «Постійний» (3 Піхоти — 4, Кавалерії — 6, Артилерії — 8, різні — 10, з універсальною — 12)
board-cards-italian = «Італійський» (без обов’язкового обміну, Захисник кидає до 3 кубиків)
board-not-recycled = { $rule }, без повторного використання
board-setup-auto-place = автоматичне розміщення: країни роздано, армії розміщено випадково
board-setup-auto-deal = країни роздано випадково, решту армій розміщує кожен гравець
board-setup-claim = країни займають по черзі
board-defenders-choose = Захисник сам обирає кубики
board-goes-on = гра триває після перемоги Столицею чи Місією
board-turn-limit = кінець після { $n ->
    [one] { $n } раунду
    [few] { $n } раундів
    [many] { $n } раундів
   *[other] { $n } раунду
} (перемагає той, у кого більше країн)
board-colours-label = Кольори:
board-seat-colour = { $player } ({ $colour })
board-held-by = контролює { $tag }

## Таблиця гравців

board-col-player = Гравець
board-col-territories = Країни
board-col-armies = Армії
board-col-cards = Картки
board-col-reinforcements = Нові армії
board-col-capital = Столиця
board-col-result = Результат
board-you = (ви)
board-eliminated = ліквідовано

## Рядок стану

board-turn = Хід { $n }
board-setup = Налаштування гри
board-phase-claim = займання країн
board-phase-setup-place = розміщення початкових армій
board-phase-capital = вибір Столиць
board-phase-trade = торгівля картками
board-phase-place = розміщення нових армій
board-phase-attack = напад
board-phase-fortify = перегрупування
board-phase-over = гру закінчено
board-to-place = розмістити: { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
board-next-set = наступний набір: { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
board-next-set-note = (наступний набір: { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
})
board-attacks = Напад: { $src } → { $dst }
board-defend-note = (нічия — на користь Захисника; два кубики ризикують двома арміями)
board-odds-label = Шанси
board-odds = { $src } → { $dst }, усіма кубиками до кінця: захоплення { $win }; лишиться в середньому: { $a_left } з ваших { $a } нападників, { $d_left } з { $d } захисників
board-odds-note = (якщо Захисник кидає найбільше кубиків)
board-odds-short = перемога { $win }, лишиться ~{ $left }/{ $a }
board-your-cards = Ваші картки ({ $n }):
board-your-mission = Ваша місія:

## Журнал

board-dealt = Країни роздано: { $counts }
board-dealt-count = { $player } { $n }
board-event-other = { $player } { $kind } { $extra }

## Питання: підказки та вибори

board-hint-claim = номер або назва вільної країни
board-hint-place = номер або назва однієї з ваших країн
board-hint-capital = номер або назва однієї з ваших країн
board-hint-attack = напр. { $example }, або номер
board-hint-fortify = напр. { $example }, або номер; готово — завершити хід
board-hint-place-count = скільки: число або усі
board-hint-move = скільки: число або усі
board-hint-fortify-count = скільки: число або усі
board-hint-battle = 3/2/1 кубики, a — знищення, a4 — зупинка на 4, r — відступ
board-hint-defend = скільки кубиків
board-annihilate-stop = Знищення, зупинитися на { $n ->
    [one] { $n } армії
    [few] { $n } арміях
    [many] { $n } арміях
   *[other] { $n } армії
}
board-retreat = Відступити (припинити напад тут)
board-all-armies = усі { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
board-that-many = стільки армій
board-annihilate-range = Знищення, зупинитися на стількох арміях (a5: на 5)

## Відповіді, що нічого не обирають

board-no-stop = немає зупинки на { $n } (зупинки: { $lo }-{ $hi })
board-no-stop-here = немає зупинки на { $n } (тут зупинок немає)
board-cannot-roll = зараз не можна кинути { $n ->
    [one] { $n } кубик
    [few] { $n } кубики
    [many] { $n } кубиків
   *[other] { $n } кубика
}
board-not-a-key = #{ $n } — не ключ жодного вибору
board-only = лише { $n }
board-bad-armies = { $n } — неможлива кількість армій тут: { $lo }-{ $hi }
board-bad-dice = { $n } — неможлива кількість кубиків тут: { $lo }-{ $hi }
board-can-roll = можна кинути { $lo }-{ $hi } кубики (a: знищення, r: відступ)
board-not-a-choice-taken = { $n } { $territory } — не серед виборів (країну зайнято)
board-not-a-choice-not-yours = { $n } { $territory } — не серед виборів (країна не ваша)
board-not-a-territory-number = { $n } — не номер країни (1-{ $count })
board-not-a-choice-number = { $n } — не номер вибору (1-{ $count })
board-no-territory = немає країни { $query }
board-no-territory-suggest = немає країни { $query }; може, { $names }?
board-could-be = { $query } — це може бути { $listed }{ $more ->
    [0] {""}
   *[other] {" "}та ще { $more }
}: введіть більше літер назви або номер
board-none-a-choice = { $names } — жодна не серед виборів
board-is-taken = { $territory } — країну зайнято
board-is-not-yours = { $territory } — країна не ваша
board-what-attack = напад
board-what-fortify = перегрупування
board-whats-attack = напад
board-whats-fortify = перегрупування
board-not-possible = { $src } → { $dst } — неможливий хід ({ $what }): { $why }
board-no-match = жоден хід ({ $what }) не відповідає { $query }
board-matches = { $query } відповідає кільком ходам ({ $whats }, { $n }): { $listed }{ $more ->
    [0] {""}
   *[other] {" "}та ще { $more }
}; назвіть обидві країни або введіть номер
board-why-not-a-choice = це не серед виборів
board-why-not-yours = { $territory } — не ваша країна
board-why-no-border = { $src } не межує з { $dst }
board-why-yours = { $territory } — ваша країна
board-why-one-army = { $territory }: там лише 1 армія

## i НАЗВА: країна

board-which-one = Яка саме? { $listed }
board-held = { $player }, { $armies }
board-free = вільна
board-borders-label = Межує з:
board-one-way-from = Нападають в один бік з: { $names }

## Кінець гри

board-final = Підсумок
board-winner = переможець
board-shared-win = спільна перемога
board-ended = Гра закінчена: { $reason }
board-ended-after = Гра закінчена після { $turns ->
    [one] { $turns } ходу
    [few] { $turns } ходів
    [many] { $turns } ходів
   *[other] { $turns } ходу
}: { $reason }
board-first-win = { $player } першим переміг (режим: { $goal }); гра тривала в режимі «Панування».
board-mission-of = Місія гравця { $player }: { $mission }
board-outcome-turn-limit = досягнуто ліміту ({ $rounds } раундів); найбільше країн: { $winners }.

## Довідка (?)

board-help =
    Відповідайте ключем біля вибору, ідентифікатором вибору (attack:Alaska->Kamchatka) або
    назвами країн: регістр неважливий, досить однозначного початку (аля — Аляска).
    Що означає саме число, залежить від питання (ключі це показують):
      скільки?         саме число армій чи кубиків (all: найбільше)
      бій              3/2/1 кубики · a знищення · a4 зупинка на 4 арміях · r відступ
      займання,        номер країни на полі
      розміщення,
      Столиця
      напад,           номер вибору в списку; або дві країни:
      перегрупування   аля кам, аля > кам, 1 4 (номери на полі); одна назва, якщо
                       вона дає лише один хід
      #N               завжди вибір із ключем N
    done (або e) завершує напад, хід або торгівлю.
    Команди:
      ?        ця довідка
      b        показати поле знову
      c        показати вибори знову
      i НАЗВА  країна: власник, армії, сусіди (напр. i кам)
      q        вийти з гри (продовжити можна пізніше, якщо був --save)

# project's own
board-words-done = готово, кінець, завершити, далі
board-words-all = усі, всі, все, максимум
