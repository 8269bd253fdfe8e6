# dominia.rl: середовища навчання, ігри OpenSpiel і навчені стратегії
rl-observation-params = параметри спостереження не підтримуються: { $params }
rl-observation-own = доступне лише власне спостереження місця (private_info=SINGLE_PLAYER)
rl-resampled-state = перевибраний стан слугує лише для пошуку: його не можна серіалізувати
rl-policy-file = { $path } — не файл стратегії ({ $error })
rl-policy-game = стратегію { $policy } навчено для гри { $game } з параметрами { $options }; ця партія — інша конфігурація
rl-no-encoding = у { $game } немає кодування для середовищ навчання
rl-no-decision = рішення не очікується
rl-reward-kind = винагорода «{ $kind }» — не одна з: { $kinds }
