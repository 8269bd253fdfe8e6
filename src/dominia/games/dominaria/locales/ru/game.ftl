# Heroes of Dominaria: слова движка (вопросы, выборы, события, условия, награды).
# Термины — из русских правил (heroes-of-dominaria.ru.md): мана, манапул, Маналит, Лейлиния,
# Кабал, поверженные культисты, квест, артефакт, Герой, зона Свершений, действие Движения.

## Цвета в других формах
color-white-loc = белой
color-blue-loc = синей
color-black-loc = чёрной
color-red-loc = красной
color-green-loc = зелёной
mana-white = { $n ->
    [one] { $n } белая
    [few] { $n } белые
    [many] { $n } белых
   *[other] { $n } белой
  }
mana-blue = { $n ->
    [one] { $n } синяя
    [few] { $n } синие
    [many] { $n } синих
   *[other] { $n } синей
  }
mana-black = { $n ->
    [one] { $n } чёрная
    [few] { $n } чёрные
    [many] { $n } чёрных
   *[other] { $n } чёрной
  }
mana-red = { $n ->
    [one] { $n } красная
    [few] { $n } красные
    [many] { $n } красных
   *[other] { $n } красной
  }
mana-green = { $n ->
    [one] { $n } зелёная
    [few] { $n } зелёные
    [many] { $n } зелёных
   *[other] { $n } зелёной
  }
token-white = белый жетон маны Маналита
token-blue = синий жетон маны Маналита
token-black = чёрный жетон маны Маналита
token-red = красный жетон маны Маналита
token-green = зелёный жетон маны Маналита
pool-white = белая мана ({ $n })
pool-blue = синяя мана ({ $n })
pool-black = чёрная мана ({ $n })
pool-red = красная мана ({ $n })
pool-green = зелёная мана ({ $n })
color-any = любого цвета

## Списки и количества
list-and = { $first } и { $last }
list-comma = { $first }, { $rest }
vp = { $vp } VP
named-vp = { $name } ({ $vp } VP)
cost-plus = { $a } + { $b }
cost-free = бесплатно

## Способности мироходца
ability-hire = Нанять Героя
ability-explore = Исследовать артефакт
ability-confront = Столкнуться с Кабалом
ability-manalith = Построить Маналит
ability-leyline = Создать Лейлинию
# project's own: короткие названия способностей (в правилах их нет)
ability-short-hire = Наём
ability-short-explore = Исследование
ability-short-confront = Столкновение
ability-short-manalith = Маналит
ability-short-leyline = Лейлиния

## Вопросы
prompt-keep-quests = Оставьте себе квесты: { $n } из этих
prompt-place-hero = Поставьте Героя на стартовую локацию
prompt-action = Ваше действие
prompt-pay = Оплата: 1 мана ({ $what }); осталось { $left }
prompt-pay-for = { $purpose }: оплата 1 маны ({ $what }); осталось { $left }
purpose-use = Использовать { $artifact }
purpose-complete = Завершить { $quest }
prompt-any-mana = Возьмите 1 ману любого цвета на выбор
prompt-defeat = Победите культиста в любом месте карты
prompt-free = { $ability } бесплатно
prompt-new-quest = Новый квест: один оставьте себе, другой уйдёт под низ колоды
prompt-new-artifact = Исследование: один артефакт положите в игровую зону, другой уйдёт под низ колоды

## Выборы
choice-skip = Пропустить
choice-end = Закончить ход
choice-auto = Заплатить автоматически
choice-auto-keep = Заплатить автоматически: сначала обычная мана, жетоны Маналитов в последнюю очередь
choice-auto-first = Заплатить автоматически: сначала жетоны Маналитов (они вернутся в конце хода)
choice-move = Подвинуть Героя: { $src } → { $dst }
choice-collect = Собрать ману в { $location }: { $mana }
choice-hire = Нанять Героя в { $location }
choice-explore = Исследовать артефакт в { $location }
choice-confront = Столкнуться с Кабалом в { $location }
choice-manalith = Построить Маналит в { $location }
choice-leyline = Создать Лейлинию между { $a } и { $b }
choice-priced = { $action } ({ $cost })
choice-use = Использовать { $artifact } ({ $cost })
choice-count = Посчитать { $artifact } ради разовой способности
choice-start = Начать квест { $quest }
choice-complete = Завершить { $quest } ({ $vp } VP)
choice-complete-pay = Завершить { $quest } ({ $vp } VP, цена: { $cost })
choice-defeat = Победить культиста в { $location }

## Условия квестов (выполнены должны быть все)
cond-none = ничего
cond-hero-at = Герой в { $location }
cond-hero-on = Герой на { $colour } локации
cond-hero-colours = Герои на локациях { $n ->
    [one] { $n } цвета
    [few] { $n } цветов
    [many] { $n } цветов
   *[other] { $n } цвета
  }
cond-heroes = { $n ->
    [one] { $n } Герой
    [few] { $n } Героя
    [many] { $n } Героев
   *[other] { $n } Героя
  } на карте
cond-manaliths = { $n ->
    [one] { $n } Маналит
    [few] { $n } Маналита
    [many] { $n } Маналитов
   *[other] { $n } Маналита
  }
cond-manalith-on = Маналит на { $colour } локации
cond-manalith-at = Маналит в { $location }
cond-leylines = { $n ->
    [one] { $n } Лейлиния
    [few] { $n } Лейлинии
    [many] { $n } Лейлиний
   *[other] { $n } Лейлинии
  }
cond-network = сеть Лейлиний из { $n ->
    [one] { $n } локации
    [few] { $n } локаций
    [many] { $n } локаций
   *[other] { $n } локации
  }
cond-connects = Лейлинии, соединяющие { $locations }
cond-leyline-at = Лейлиния к { $location }
cond-cultists = { $n ->
    [one] { $n } поверженный культист
    [few] { $n } поверженных культиста
    [many] { $n } поверженных культистов
   *[other] { $n } поверженного культиста
  }
cond-artifacts = { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакта
    [many] { $n } артефактов
   *[other] { $n } артефакта
  }
cond-quests = { $n ->
    [one] { $n } завершённый квест
    [few] { $n } завершённых квеста
    [many] { $n } завершённых квестов
   *[other] { $n } завершённого квеста
  }
cond-mana = { $mana } в манапуле
cond-mana-total = в манапуле { $n } маны
cond-mana-colours = в манапуле мана { $n ->
    [one] { $n } цвета
    [few] { $n } цветов
    [many] { $n } цветов
   *[other] { $n } цвета
  }
cond-visited = после начала квеста ваши Герои побывали в { $locations }
cond-gained-cultists = ещё { $n ->
    [one] { $n } поверженный культист
    [few] { $n } поверженных культиста
    [many] { $n } поверженных культистов
   *[other] { $n } поверженного культиста
  } после начала квеста
cond-gained-leylines = ещё { $n ->
    [one] { $n } Лейлиния
    [few] { $n } Лейлинии
    [many] { $n } Лейлиний
   *[other] { $n } Лейлинии
  } после начала квеста
cond-gained-manaliths = ещё { $n ->
    [one] { $n } Маналит
    [few] { $n } Маналита
    [many] { $n } Маналитов
   *[other] { $n } Маналита
  } после начала квеста
cond-gained-heroes = ещё { $n ->
    [one] { $n } Герой
    [few] { $n } Героя
    [many] { $n } Героев
   *[other] { $n } Героя
  } после начала квеста
cond-gained-artifacts = ещё { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакта
    [many] { $n } артефактов
   *[other] { $n } артефакта
  } после начала квеста
cond-gained-quests = ещё { $n ->
    [one] { $n } завершённый квест
    [few] { $n } завершённых квеста
    [many] { $n } завершённых квестов
   *[other] { $n } завершённого квеста
  } после начала квеста

## Награды
effect-none = ничего
effect-any-mana = { $n ->
    [one] { $n } мана любого цвета на выбор
    [few] { $n } маны любого цвета на выбор
    [many] { $n } ман любого цвета на выбор
   *[other] { $n } маны любого цвета на выбор
  }
effect-moves = { $n ->
    [one] +{ $n } действие Движения
    [few] +{ $n } действия Движения
    [many] +{ $n } действий Движения
   *[other] +{ $n } действия Движения
  }
effect-collect = { $n ->
    [one] +{ $n } сбор маны
    [few] +{ $n } сбора маны
    [many] +{ $n } сборов маны
   *[other] +{ $n } сбора маны
  }
effect-defeat = { $n ->
    [one] победить культиста в любом месте
    [few] победить до { $n } культистов в любом месте
    [many] победить до { $n } культистов в любом месте
   *[other] победить до { $n } культиста в любом месте
  }
effect-free-hire = { $n ->
    [one] бесплатный наём Героя
    [few] { $n } бесплатных найма Героя
    [many] { $n } бесплатных наймов Героя
   *[other] { $n } бесплатного найма Героя
  }
effect-free-explore = { $n ->
    [one] бесплатное исследование артефакта
    [few] { $n } бесплатных исследования артефакта
    [many] { $n } бесплатных исследований артефакта
   *[other] { $n } бесплатного исследования артефакта
  }
effect-free-manalith = { $n ->
    [one] бесплатный Маналит
    [few] { $n } бесплатных Маналита
    [many] { $n } бесплатных Маналитов
   *[other] { $n } бесплатного Маналита
  }
effect-free-leyline = { $n ->
    [one] бесплатная Лейлиния
    [few] { $n } бесплатные Лейлинии
    [many] { $n } бесплатных Лейлиний
   *[other] { $n } бесплатной Лейлинии
  }
effect-quest = { $n ->
    [one] новый квест
    [few] { $n } новых квеста
    [many] { $n } новых квестов
   *[other] { $n } нового квеста
  }

## Квесты, артефакты и общие квесты словами
quest-needs = нужно: { $when }
quest-needs-started = начать, когда: { $start }; затем нужно: { $when }
quest-pay = { $text }; цена: { $cost }
quest-reward = { $text } → { $reward }
cost-any = { $n } любого цвета
artifact-moves = { $n ->
    [one] +{ $n } действие Движения
    [few] +{ $n } действия Движения
    [many] +{ $n } действий Движения
   *[other] +{ $n } действия Движения
  } каждый ход
artifact-discount = { $abilities } { $n ->
    [one] стоит
    [few] стоят
    [many] стоят
   *[other] стоят
  } на { $less } дешевле
artifact-discount-various = { $abilities } { $n ->
    [one] стоит
    [few] стоят
    [many] стоят
   *[other] стоят
  } дешевле
artifact-collect-bonus = сбор на { $colour } локации: ещё 1 мана ({ $more })
artifact-end-mana = 1 мана ({ $colour }) в конце каждого вашего хода
artifact-use = раз в ход, цена: { $cost } — { $effect }
artifact-once = посчитать его: { $effect }
artifact-once-when = посчитать его (когда { $when }): { $effect }
artifact-none = нет способностей
public-quest-text = сразу достаётся первому игроку, у которого { $when }
parts = { $first }; { $rest }

## События
event-setup = Подготовка: игроков { $players }, раундов { $rounds }, маны на локации { $mana }
event-keep-quests = { $seat } оставляет { $n ->
    [one] { $n } квест
    [few] { $n } квеста
    [many] { $n } квестов
   *[other] { $n } квеста
  }
event-place = { $seat } ставит Героя в { $location }
event-turn = ── { $seat }: раунд { $round } ──
event-reveal = Карта Доминарии: { $card } — { $colour } мана на каждую локацию этого цвета
event-reveal-artifact = Карта Доминарии: { $card } — { $colour } мана на каждую локацию этого цвета; артефакт в { $location }
event-reveal-cabal = Карта Доминарии: { $card } — { $colour } мана на каждую локацию этого цвета; Кабал в { $location }
event-move = { $seat } двигает Героя { $src } → { $dst }
event-collect = { $seat } собирает ману в { $location }: { $mana }
event-hire = { $seat } нанимает Героя в { $location }
event-explore = { $seat } исследует { $location }
event-artifact = { $seat } берёт артефакт { $artifact }
event-confront = { $seat } побеждает культиста в { $location }
event-manalith = { $seat } строит Маналит в { $location }
event-leyline = { $seat } создаёт Лейлинию { $src }–{ $dst }
event-gain-mana = { $seat } получает ману: { $mana }
event-manalith-mana = { $seat } получает жетоны маны Маналитов: { $colours }
event-new-quest = { $seat } берёт новый квест
event-new-quest-named = { $seat } берёт новый квест: { $quest }
event-start-quest = { $seat } начинает квест { $quest }
event-complete-quest = { $seat } завершает { $quest } ({ $vp } VP)
event-public-quest = { $seat } получает общий квест { $quest } ({ $vp } VP)
event-use-artifact = { $seat } использует { $artifact }
event-count-artifact = { $seat } считает { $artifact } ради разовой способности
event-free-lost = { $seat } теряет бесплатное действие «{ $ability }» (его негде применить)
event-end-turn = { $seat } заканчивает ход
event-game-over = Игра окончена: победа — { $winners }
event-game-over-nobody = Игра окончена: никто не победил

## Итог
# why the game ended: a clause the front ends put after “The game ended:”
outcome-rounds = сыграны все раунды ({ $rounds })
outcome-over = игра остановлена

## Components
components-stand-in = временные компоненты (собственный дизайн Dominia, не печатная игра)
components-official = официальные компоненты
components-mixed = официальные компоненты, временные — { $files } (собственный дизайн Dominia)

## Ошибки
error-players = В Heroes of Dominaria играют от 2 до 4 игроков, а не { $players }
error-start-mana = start_mana должно быть 1 (по правилам) или 2 (вариант из правил), а не { $value }
error-options = параметры должны быть таблицей
error-unknown-options = неизвестные параметры Heroes of Dominaria: { $unknown }; известные: { $known }
error-components-path = components — это путь к папке с файлами компонентов
error-fingerprint = components_fingerprint — это 16 шестнадцатеричных цифр, а не { $value }
error-boards = в наборе компонентов { $boards } планшетов Героев, а не { $players }
error-other-components = эта партия сыграна с другими компонентами Heroes of Dominaria (отпечаток { $want }), чем { $where } (отпечаток { $have }); играть и повторять её можно только с ними
error-other-components-folder = файлы в { $folder }
error-other-components-shipped = компоненты, поставляемые с Dominia

## What a reward's question rewards
prompt-why = { $prompt } ({ $why })
why-quest = награда за квест { $quest }
why-artifact = способность артефакта { $artifact }
why-track-heroes = ячейка !! на треке Героев
why-track-manaliths = ячейка !! на треке Маналитов
why-track-leylines = ячейка !! на треке Лейлиний
why-track-cabal = ячейка !! на треке Кабала
