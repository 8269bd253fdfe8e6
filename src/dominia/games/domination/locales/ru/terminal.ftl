# Domination в терминале (dominia play domination): поле, строка состояния, подсказки,
# ответы, которые ничего не выбирают, конец игры.
# project's own: весь файл (русской книги правил нет).

board-tag = И{ $n }
board-who = { $player }
board-list-2 = { $a }, { $b }
board-list-more = { $first }, { $rest }
board-map-label = Карта:
board-map-size = { $territories ->
    [one] { $territories } территория
    [few] { $territories } территории
    [many] { $territories } территорий
   *[other] { $territories } территории
}, { $continents ->
    [one] { $continents } континент
    [few] { $continents } континента
    [many] { $continents } континентов
   *[other] { $continents } континента
}
board-mode-label = Режим:
board-mode = { $mode }: { $goal }
board-goal-domination = уничтожьте всех остальных игроков
board-goal-capital = захватите все столицы (каждый игрок выбирает свою после расстановки)
board-goal-mission = выполните свою тайную миссию
board-cards-label = Карточки:
board-cards-increasing = «Возрастающий» (наборы дают 4, 6, 8, 10, 12, 15, 20, дальше +5)
board-cards-fixed = «Постоянный» (3 пехоты — 4, кавалерии — 6, артиллерии — 8, разные — 10, с джокером — 12)
board-cards-italian = «Итальянский» (без обязательного обмена, обороняющийся бросает до 3 кубиков)
board-not-recycled = { $rule }, без повторного использования
board-setup-auto-place = территории розданы, армии расставлены случайно
board-setup-auto-deal = территории розданы случайно, остальные армии расставляет каждый игрок
board-setup-claim = территории занимают по очереди
board-defenders-choose = обороняющийся сам выбирает кубики
board-goes-on = игра продолжается после победы столицей или миссией
board-turn-limit = конец после { $n ->
    [one] { $n } раунда
    [few] { $n } раундов
    [many] { $n } раундов
   *[other] { $n } раунда
} (побеждает тот, у кого больше территорий)
board-colours-label = Цвета:
board-seat-colour = { $player } ({ $colour })
board-held-by = владеет { $tag }

## Таблица игроков

board-col-player = Игрок
board-col-territories = Территории
board-col-armies = Армии
board-col-cards = Карточки
board-col-reinforcements = Подкрепления
board-col-capital = Столица
board-col-result = Итог
board-you = (вы)
board-eliminated = выбыл

## Строка состояния

board-turn = Ход { $n }
board-setup = Подготовка
board-phase-claim = захват территорий
board-phase-setup-place = расстановка начальных армий
board-phase-capital = выбор столиц
board-phase-trade = обмен карточек
board-phase-place = расстановка подкреплений
board-phase-attack = атака
board-phase-fortify = передислокация
board-phase-over = игра окончена
board-to-place = разместить: { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
board-next-set = следующий набор: { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
board-next-set-note = (следующий набор: { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
})
board-attacks = Атака: { $src } → { $dst }
board-defend-note = (ничья — в пользу обороны; два кубика рискуют двумя армиями)
board-odds-label = Шансы
board-odds = { $src } → { $dst }, всеми кубиками до конца: захват { $win }; останется в среднем: { $a_left } из ваших { $a } атакующих, { $d_left } из { $d } обороняющихся
board-odds-note = (если обороняющийся бросает больше всего кубиков)
board-odds-short = победа { $win }, останется ~{ $left }/{ $a }
board-your-cards = Ваши карточки ({ $n }):
board-your-mission = Ваша миссия:

## Журнал

board-dealt = Территории розданы: { $counts }
board-dealt-count = { $player } { $n }
board-event-other = { $player } { $kind } { $extra }

## Вопросы: подсказки и выборы

board-hint-claim = номер или название свободной территории
board-hint-place = номер или название одной из ваших территорий
board-hint-capital = номер или название одной из ваших территорий
board-hint-attack = напр. { $example }, или номер
board-hint-fortify = напр. { $example }, или номер; готово — закончить ход
board-hint-place-count = сколько: число или все
board-hint-move = сколько: число или все
board-hint-fortify-count = сколько: число или все
board-hint-battle = 3/2/1 кубика, a — уничтожение, a4 — остановка на 4, r — отступление
board-hint-defend = сколько кубиков
board-annihilate-stop = Уничтожение, остановиться на { $n ->
    [one] { $n } армии
    [few] { $n } армиях
    [many] { $n } армиях
   *[other] { $n } армии
}
board-retreat = Отступить (прекратить атаку здесь)
board-all-armies = все { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
board-that-many = столько армий
board-annihilate-range = Уничтожение, остановиться на стольких армиях (a5: на 5)

## Ответы, которые ничего не выбирают

board-no-stop = нет остановки на { $n } (остановки: { $lo }-{ $hi })
board-no-stop-here = нет остановки на { $n } (здесь остановок нет)
board-cannot-roll = сейчас нельзя бросить { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
    [many] { $n } кубиков
   *[other] { $n } кубика
}
board-not-a-key = #{ $n } — не ключ ни одного выбора
board-only = только { $n }
board-bad-armies = { $n } — невозможное число армий здесь: { $lo }-{ $hi }
board-bad-dice = { $n } — невозможное число кубиков здесь: { $lo }-{ $hi }
board-can-roll = можно бросить { $lo }-{ $hi } кубика (a: уничтожение, r: отступление)
board-not-a-choice-taken = { $n } { $territory } — не среди выборов (территория занята)
board-not-a-choice-not-yours = { $n } { $territory } — не среди выборов (территория не ваша)
board-not-a-territory-number = { $n } — не номер территории (1-{ $count })
board-not-a-choice-number = { $n } — не номер выбора (1-{ $count })
board-no-territory = нет территории { $query }
board-no-territory-suggest = нет территории { $query }; может быть, { $names }?
board-could-be = { $query } — это может быть { $listed }{ $more ->
    [0] {""}
   *[other] {" "}и ещё { $more }
}: введите больше букв названия или номер
board-none-a-choice = { $names } — ни одна не среди выборов
board-is-taken = { $territory } — территория занята
board-is-not-yours = { $territory } — территория не ваша
board-what-attack = атака
board-what-fortify = передислокация
board-whats-attack = атака
board-whats-fortify = передислокация
board-not-possible = { $src } → { $dst } — невозможный ход ({ $what }): { $why }
board-no-match = ни один ход ({ $what }) не подходит под { $query }
board-matches = под { $query } подходят несколько ходов ({ $whats }, { $n }): { $listed }{ $more ->
    [0] {""}
   *[other] {" "}и ещё { $more }
}; назовите обе территории или введите номер
board-why-not-a-choice = этого нет среди выборов
board-why-not-yours = { $territory } — не ваша территория
board-why-no-border = { $src } не граничит с { $dst }
board-why-yours = { $territory } — ваша территория
board-why-one-army = { $territory }: там только 1 армия

## i НАЗВАНИЕ: территория

board-which-one = Какая именно? { $listed }
board-held = { $player }, { $armies }
board-free = свободна
board-borders-label = Граничит с:
board-one-way-from = Атакуют в одну сторону из: { $names }

## Конец игры

board-final = Итоговая позиция
board-winner = победитель
board-shared-win = общая победа
board-ended = Игра окончена: { $reason }
board-ended-after = Игра окончена после { $turns ->
    [one] { $turns } хода
    [few] { $turns } ходов
    [many] { $turns } ходов
   *[other] { $turns } хода
}: { $reason }
board-first-win = { $player } первым победил (режим: { $goal }); игра продолжалась в режиме «Господство».
board-mission-of = Миссия игрока { $player }: { $mission }
board-outcome-turn-limit = достигнут лимит ({ $rounds } раундов); больше всего территорий: { $winners }.

## Справка (?)

board-help =
    Отвечайте ключом рядом с выбором, идентификатором выбора (attack:Alaska->Kamchatka) или
    названиями территорий: регистр неважен, достаточно однозначного начала (аля — Аляска).
    Что значит само число, зависит от вопроса (ключи это показывают):
      сколько?         само число армий или кубиков (all: больше всего)
      бой              3/2/1 кубика · a уничтожение · a4 остановка на 4 армиях · r отступление
      захват,          номер территории на поле
      расстановка,
      столица
      атака,           номер выбора в списке; или две территории:
      передислокация   аля кам, аля > кам, 1 4 (номера на поле); одно название, если
                       оно даёт только один ход
      #N               всегда выбор с ключом N
    done (или e) заканчивает атаки, ход или обмен.
    Команды:
      ?          эта справка
      b          показать поле снова
      c          показать выборы снова
      i НАЗВАНИЕ территория: владелец, армии, соседи (напр. i кам)
      q          выйти из игры (продолжить можно позже, если был --save)

# project's own
board-words-done = готово, конец, закончить, дальше
board-words-all = все, всё, максимум
