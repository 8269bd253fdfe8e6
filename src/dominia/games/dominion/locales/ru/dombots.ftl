# `dominia bots import`: DominionSim's bot files read into Dominia's bot language.

dombots-not-xml = { $path }: это не XML-файл (строка { $line }, столбец { $col })
dombots-no-players = { $path }: нет элемента <player>: это не файл ботов DominionSim
dombots-same-name = { $path }: два бота называются «{ $name }»
dombots-no-name = { $path }: у игрока { $n } нет имени
dombots-no-buys = { $path }: у «{ $bot }» нет правила <buy>
dombots-buy-no-name = { $path }: «{ $bot }», правило покупки { $n }: не названа карта для покупки
dombots-bad-condition = { $path }: «{ $bot }», правило покупки { $n }: условию нужны <left>, <operator> и <right> (и карта для подсчёта)
dombots-bad-operator = { $path }: «{ $bot }», правило покупки { $n }: неизвестная операция { $operator }
dombots-bad-number = { $path }: «{ $bot }», правило покупки { $n }: { $number } — не число
dombots-not-rule = правило покупки { $n } ({ $card }) пропущено: { $why }
dombots-why-card = { $card } — не карта из наборов Dominia
dombots-why-function = у его условия «{ $function }» нет соответствия в языке ботов Dominia
dombots-why-type = у его типа карт «{ $type }» нет соответствия в языке ботов Dominia
dombots-why-zero = его условие делит на ноль
dombots-not-strategy = правило покупки { $n } ({ $card }): его способ розыгрыша «{ $strategy }» не перенесён: карта разыгрывается так, как её разыгрывает Dominia
dombots-not-board = его рекомендуемое королевство не перенесено (задайте его через --kingdom): { $cards }
dombots-not-start = его начальная позиция не перенесена
dombots-nothing-carried = ни одно правило покупки не удалось перенести: файл не записан
dombots-wrote = { $name }: { $path } (правил покупки: { $rules })
dombots-skipped = { $name }: не записан
dombots-exists = { $path } уже существует: ничего не записано (удалите его или выберите другую папку --out)
dombots-play-note = Действия разыгрываются так, как их разыгрывают боты-данные Dominia (те, что покупают правила, деревни первыми): собственный способ DominionSim разыгрывать каждую карту не перенесён.
