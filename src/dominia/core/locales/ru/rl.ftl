# dominia.rl: среды обучения, игры OpenSpiel и обученные стратегии
rl-observation-params = параметры наблюдения не поддерживаются: { $params }
rl-observation-own = доступно только собственное наблюдение места (private_info=SINGLE_PLAYER)
rl-resampled-state = перевыбранное состояние служит только для поиска: его нельзя сериализовать
rl-policy-file = { $path } — не файл стратегии ({ $error })
rl-policy-game = стратегия { $policy } обучена для игры { $game } с параметрами { $options }; эта партия — другая конфигурация
rl-no-encoding = у { $game } нет кодирования для сред обучения
rl-no-decision = решение не ожидается
rl-reward-kind = награда «{ $kind }» — не одна из: { $kinds }
