# Heroes of Dominaria: слова рушія (запитання, вибори, події, умови, нагороди).
# project's own: українських правил немає; терміни перекладено з російських правил
# (Маналіт, Лейлінія, Кабал, переможені культисти, квест, артефакт, Герой, манапул, зона Звершень).

## Кольори в інших формах
color-white-loc = білій
color-blue-loc = синій
color-black-loc = чорній
color-red-loc = червоній
color-green-loc = зеленій
mana-white = { $n ->
    [one] { $n } біла
    [few] { $n } білі
    [many] { $n } білих
   *[other] { $n } білої
  }
mana-blue = { $n ->
    [one] { $n } синя
    [few] { $n } сині
    [many] { $n } синіх
   *[other] { $n } синьої
  }
mana-black = { $n ->
    [one] { $n } чорна
    [few] { $n } чорні
    [many] { $n } чорних
   *[other] { $n } чорної
  }
mana-red = { $n ->
    [one] { $n } червона
    [few] { $n } червоні
    [many] { $n } червоних
   *[other] { $n } червоної
  }
mana-green = { $n ->
    [one] { $n } зелена
    [few] { $n } зелені
    [many] { $n } зелених
   *[other] { $n } зеленої
  }
token-white = білий жетон мани Маналіту
token-blue = синій жетон мани Маналіту
token-black = чорний жетон мани Маналіту
token-red = червоний жетон мани Маналіту
token-green = зелений жетон мани Маналіту
pool-white = біла мана ({ $n })
pool-blue = синя мана ({ $n })
pool-black = чорна мана ({ $n })
pool-red = червона мана ({ $n })
pool-green = зелена мана ({ $n })
color-any = будь-якого кольору

## Переліки й кількості
list-and = { $first } і { $last }
list-comma = { $first }, { $rest }
vp = { $vp } ПО
named-vp = { $name } ({ $vp } ПО)
cost-plus = { $a } + { $b }
cost-free = безкоштовно

## Здібності мандрівника світами
ability-hire = Найняти Героя
ability-explore = Дослідити артефакт
ability-confront = Зіткнутися з Кабалом
ability-manalith = Збудувати Маналіт
ability-leyline = Створити Лейлінію
ability-short-hire = Найм
ability-short-explore = Дослідження
ability-short-confront = Зіткнення
ability-short-manalith = Маналіт
ability-short-leyline = Лейлінія

## Запитання
prompt-keep-quests = Залиште собі квести: { $n } з цих
prompt-place-hero = Поставте Героя на стартову локацію
prompt-action = Ваша дія
prompt-pay = Оплата: 1 мана ({ $what }); залишилося { $left }
prompt-pay-for = { $purpose }: оплата 1 мани ({ $what }); залишилося { $left }
purpose-use = Використати { $artifact }
purpose-complete = Завершити { $quest }
prompt-any-mana = Візьміть 1 ману будь-якого кольору на вибір
prompt-defeat = Переможіть культиста будь-де на карті
prompt-free = { $ability } безкоштовно
prompt-new-quest = Новий квест: один залиште собі, інший піде під низ колоди
prompt-new-artifact = Дослідження: один артефакт покладіть в ігрову зону, інший піде під низ колоди

## Вибори
choice-skip = Пропустити
choice-end = Закінчити хід
choice-auto = Заплатити автоматично
choice-auto-keep = Заплатити автоматично: спершу звичайна мана, жетони Маналітів наостанок
choice-auto-first = Заплатити автоматично: спершу жетони Маналітів (вони повернуться наприкінці ходу)
choice-move = Пересунути Героя: { $src } → { $dst }
choice-collect = Зібрати ману в { $location }: { $mana }
choice-hire = Найняти Героя в { $location }
choice-explore = Дослідити артефакт у { $location }
choice-confront = Зіткнутися з Кабалом у { $location }
choice-manalith = Збудувати Маналіт у { $location }
choice-leyline = Створити Лейлінію між { $a } і { $b }
choice-priced = { $action } ({ $cost })
choice-use = Використати { $artifact } ({ $cost })
choice-count = Зарахувати { $artifact } заради одноразової здібності
choice-start = Почати квест { $quest }
choice-complete = Завершити { $quest } ({ $vp } ПО)
choice-complete-pay = Завершити { $quest } ({ $vp } ПО, ціна: { $cost })
choice-defeat = Перемогти культиста в { $location }

## Умови квестів (мають справджуватися всі)
cond-none = нічого
cond-hero-at = Герой у { $location }
cond-hero-on = Герой на { $colour } локації
cond-hero-colours = Герої на локаціях { $n ->
    [one] { $n } кольору
    [few] { $n } кольорів
    [many] { $n } кольорів
   *[other] { $n } кольору
  }
cond-heroes = { $n ->
    [one] { $n } Герой
    [few] { $n } Герої
    [many] { $n } Героїв
   *[other] { $n } Героя
  } на карті
cond-manaliths = { $n ->
    [one] { $n } Маналіт
    [few] { $n } Маналіти
    [many] { $n } Маналітів
   *[other] { $n } Маналіту
  }
cond-manalith-on = Маналіт на { $colour } локації
cond-manalith-at = Маналіт у { $location }
cond-leylines = { $n ->
    [one] { $n } Лейлінія
    [few] { $n } Лейлінії
    [many] { $n } Лейліній
   *[other] { $n } Лейлінії
  }
cond-network = мережа Лейліній з { $n ->
    [one] { $n } локації
    [few] { $n } локацій
    [many] { $n } локацій
   *[other] { $n } локації
  }
cond-connects = Лейлінії, що з’єднують { $locations }
cond-leyline-at = Лейлінія до { $location }
cond-cultists = { $n ->
    [one] { $n } переможений культист
    [few] { $n } переможені культисти
    [many] { $n } переможених культистів
   *[other] { $n } переможеного культиста
  }
cond-artifacts = { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакти
    [many] { $n } артефактів
   *[other] { $n } артефакту
  }
cond-quests = { $n ->
    [one] { $n } завершений квест
    [few] { $n } завершені квести
    [many] { $n } завершених квестів
   *[other] { $n } завершеного квесту
  }
cond-mana = { $mana } у манапулі
cond-mana-total = у манапулі { $n } мани
cond-mana-colours = у манапулі мана { $n ->
    [one] { $n } кольору
    [few] { $n } кольорів
    [many] { $n } кольорів
   *[other] { $n } кольору
  }
cond-visited = після початку квесту ваші Герої побували в { $locations }
cond-gained-cultists = ще { $n ->
    [one] { $n } переможений культист
    [few] { $n } переможені культисти
    [many] { $n } переможених культистів
   *[other] { $n } переможеного культиста
  } після початку квесту
cond-gained-leylines = ще { $n ->
    [one] { $n } Лейлінія
    [few] { $n } Лейлінії
    [many] { $n } Лейліній
   *[other] { $n } Лейлінії
  } після початку квесту
cond-gained-manaliths = ще { $n ->
    [one] { $n } Маналіт
    [few] { $n } Маналіти
    [many] { $n } Маналітів
   *[other] { $n } Маналіту
  } після початку квесту
cond-gained-heroes = ще { $n ->
    [one] { $n } Герой
    [few] { $n } Герої
    [many] { $n } Героїв
   *[other] { $n } Героя
  } після початку квесту
cond-gained-artifacts = ще { $n ->
    [one] { $n } артефакт
    [few] { $n } артефакти
    [many] { $n } артефактів
   *[other] { $n } артефакту
  } після початку квесту
cond-gained-quests = ще { $n ->
    [one] { $n } завершений квест
    [few] { $n } завершені квести
    [many] { $n } завершених квестів
   *[other] { $n } завершеного квесту
  } після початку квесту

## Нагороди
effect-none = нічого
effect-any-mana = { $n ->
    [one] { $n } мана будь-якого кольору на вибір
    [few] { $n } мани будь-якого кольору на вибір
    [many] { $n } ман будь-якого кольору на вибір
   *[other] { $n } мани будь-якого кольору на вибір
  }
effect-moves = { $n ->
    [one] +{ $n } дія Руху
    [few] +{ $n } дії Руху
    [many] +{ $n } дій Руху
   *[other] +{ $n } дії Руху
  }
effect-collect = { $n ->
    [one] +{ $n } збір мани
    [few] +{ $n } збори мани
    [many] +{ $n } зборів мани
   *[other] +{ $n } збору мани
  }
effect-defeat = { $n ->
    [one] перемогти культиста будь-де
    [few] перемогти до { $n } культистів будь-де
    [many] перемогти до { $n } культистів будь-де
   *[other] перемогти до { $n } культиста будь-де
  }
effect-free-hire = { $n ->
    [one] безкоштовний найм Героя
    [few] { $n } безкоштовні найми Героя
    [many] { $n } безкоштовних наймів Героя
   *[other] { $n } безкоштовного найму Героя
  }
effect-free-explore = { $n ->
    [one] безкоштовне дослідження артефакту
    [few] { $n } безкоштовні дослідження артефакту
    [many] { $n } безкоштовних досліджень артефакту
   *[other] { $n } безкоштовного дослідження артефакту
  }
effect-free-manalith = { $n ->
    [one] безкоштовний Маналіт
    [few] { $n } безкоштовні Маналіти
    [many] { $n } безкоштовних Маналітів
   *[other] { $n } безкоштовного Маналіту
  }
effect-free-leyline = { $n ->
    [one] безкоштовна Лейлінія
    [few] { $n } безкоштовні Лейлінії
    [many] { $n } безкоштовних Лейліній
   *[other] { $n } безкоштовної Лейлінії
  }
effect-quest = { $n ->
    [one] новий квест
    [few] { $n } нові квести
    [many] { $n } нових квестів
   *[other] { $n } нового квесту
  }

## Квести, артефакти й спільні квести словами
quest-needs = потрібно: { $when }
quest-needs-started = почати, коли: { $start }; тоді потрібно: { $when }
quest-pay = { $text }; ціна: { $cost }
quest-reward = { $text } → { $reward }
cost-any = { $n } будь-якого кольору
artifact-moves = { $n ->
    [one] +{ $n } дія Руху
    [few] +{ $n } дії Руху
    [many] +{ $n } дій Руху
   *[other] +{ $n } дії Руху
  } щоходу
artifact-discount = { $abilities } { $n ->
    [one] коштує
    [few] коштують
    [many] коштують
   *[other] коштують
  } на { $less } менше
artifact-discount-various = { $abilities } { $n ->
    [one] коштує
    [few] коштують
    [many] коштують
   *[other] коштують
  } менше
artifact-collect-bonus = збір на { $colour } локації: ще 1 мана ({ $more })
artifact-end-mana = 1 мана ({ $colour }) наприкінці кожного вашого ходу
artifact-use = раз на хід, ціна: { $cost } — { $effect }
artifact-once = зарахувати його: { $effect }
artifact-once-when = зарахувати його (коли { $when }): { $effect }
artifact-none = немає здібностей
public-quest-text = одразу дістається першому гравцеві, у якого { $when }
parts = { $first }; { $rest }

## Події
event-setup = Підготовка: гравців { $players }, раундів { $rounds }, мани на локації { $mana }
event-keep-quests = { $seat } залишає { $n ->
    [one] { $n } квест
    [few] { $n } квести
    [many] { $n } квестів
   *[other] { $n } квесту
  }
event-place = { $seat } ставить Героя в { $location }
event-turn = ── { $seat }: раунд { $round } ──
event-reveal = Карта Домінарії: { $card } — { $colour } мана на кожну локацію цього кольору
event-reveal-artifact = Карта Домінарії: { $card } — { $colour } мана на кожну локацію цього кольору; артефакт у { $location }
event-reveal-cabal = Карта Домінарії: { $card } — { $colour } мана на кожну локацію цього кольору; Кабал у { $location }
event-move = { $seat } пересуває Героя { $src } → { $dst }
event-collect = { $seat } збирає ману в { $location }: { $mana }
event-hire = { $seat } наймає Героя в { $location }
event-explore = { $seat } досліджує { $location }
event-artifact = { $seat } бере артефакт { $artifact }
event-confront = { $seat } перемагає культиста в { $location }
event-manalith = { $seat } будує Маналіт у { $location }
event-leyline = { $seat } створює Лейлінію { $src }–{ $dst }
event-gain-mana = { $seat } отримує ману: { $mana }
event-manalith-mana = { $seat } отримує жетони мани Маналітів: { $colours }
event-new-quest = { $seat } бере новий квест
event-new-quest-named = { $seat } бере новий квест: { $quest }
event-start-quest = { $seat } починає квест { $quest }
event-complete-quest = { $seat } завершує { $quest } ({ $vp } ПО)
event-public-quest = { $seat } отримує спільний квест { $quest } ({ $vp } ПО)
event-use-artifact = { $seat } використовує { $artifact }
event-count-artifact = { $seat } зараховує { $artifact } заради одноразової здібності
event-free-lost = { $seat } втрачає безкоштовну дію «{ $ability }» (її ніде застосувати)
event-end-turn = { $seat } закінчує хід
event-game-over = Гру закінчено: перемога — { $winners }
event-game-over-nobody = Гру закінчено: ніхто не переміг

## Підсумок
# why the game ended: a clause the front ends put after “The game ended:”
outcome-rounds = зіграно всі раунди ({ $rounds })
outcome-over = гру зупинено

## Components
components-stand-in = тимчасові компоненти (власний дизайн Dominia, не друкована гра)
components-official = офіційні компоненти
components-mixed = офіційні компоненти, тимчасові — { $files } (власний дизайн Dominia)

## Помилки
error-players = У Heroes of Dominaria грають від 2 до 4 гравців, а не { $players }
error-start-mana = start_mana має бути 1 (за правилами) або 2 (варіант із правил), а не { $value }
error-options = параметри мають бути таблицею
error-unknown-options = невідомі параметри Heroes of Dominaria: { $unknown }; відомі: { $known }
error-components-path = components — це шлях до теки з файлами компонентів
error-fingerprint = components_fingerprint — це 16 шістнадцяткових цифр, а не { $value }
error-boards = у наборі компонентів { $boards } планшетів Героїв, а не { $players }
error-other-components = цю партію зіграно з іншими компонентами Heroes of Dominaria (відбиток { $want }), ніж { $where } (відбиток { $have }); грати й повторювати її можна лише з ними
error-other-components-folder = файли в { $folder }
error-other-components-shipped = компоненти, що постачаються з Dominia

## What a reward's question rewards
prompt-why = { $prompt } ({ $why })
why-quest = нагорода за квест { $quest }
why-artifact = здібність артефакту { $artifact }
why-track-heroes = клітинка !! на треку Героїв
why-track-manaliths = клітинка !! на треку Маналітів
why-track-leylines = клітинка !! на треку Лейліній
why-track-cabal = клітинка !! на треку Кабалу
