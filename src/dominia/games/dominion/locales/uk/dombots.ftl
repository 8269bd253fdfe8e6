# `dominia bots import`: DominionSim's bot files read into Dominia's bot language.

dombots-not-xml = { $path }: це не XML-файл (рядок { $line }, стовпець { $col })
dombots-no-players = { $path }: немає елемента <player>: це не файл ботів DominionSim
dombots-same-name = { $path }: два боти звуться «{ $name }»
dombots-no-name = { $path }: гравець { $n } не має імені
dombots-no-buys = { $path }: «{ $bot }» не має правила <buy>
dombots-buy-no-name = { $path }: «{ $bot }», правило купівлі { $n }: не названо карту для купівлі
dombots-bad-condition = { $path }: «{ $bot }», правило купівлі { $n }: умові потрібні <left>, <operator> і <right> (і карта для підрахунку)
dombots-bad-operator = { $path }: «{ $bot }», правило купівлі { $n }: невідома операція { $operator }
dombots-bad-number = { $path }: «{ $bot }», правило купівлі { $n }: { $number } — не число
dombots-not-rule = правило купівлі { $n } ({ $card }) пропущено: { $why }
dombots-why-card = { $card } — не карта з наборів Dominia
dombots-why-function = його умова «{ $function }» не має відповідника в мові ботів Dominia
dombots-why-type = його тип карт «{ $type }» не має відповідника в мові ботів Dominia
dombots-why-zero = його умова ділить на нуль
dombots-not-strategy = правило купівлі { $n } ({ $card }): його спосіб розіграшу «{ $strategy }» не перенесено: карта розігрується так, як її розігрує Dominia
dombots-not-board = його рекомендоване королівство не перенесено (задайте його через --kingdom): { $cards }
dombots-not-start = його початкову позицію не перенесено
dombots-nothing-carried = жодне правило купівлі не вдалося перенести: файл не записано
dombots-wrote = { $name }: { $path } (правил купівлі: { $rules })
dombots-skipped = { $name }: не записано
dombots-exists = { $path } уже існує: нічого не записано (видаліть його або виберіть іншу теку --out)
dombots-play-note = Дії розігруються так, як їх розігрують боти-дані Dominia (ті, що купують правила, села першими): власний спосіб DominionSim розігрувати кожну карту не перенесено.
