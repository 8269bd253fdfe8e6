# dominia.rl (the learning environments, OpenSpiel games and trained policies): its errors
rl-observation-params = observation parameters are not supported: { $params }
rl-observation-own = only a seat's own observation is given (private_info=SINGLE_PLAYER)
rl-resampled-state = a resampled state is for search only: it cannot be serialized
rl-policy-file = { $path } is not a policy file ({ $error })
rl-policy-game = the policy { $policy } was trained for { $game } with the options { $options }; this game is another configuration
rl-no-encoding = { $game } has no encoding for learning environments
rl-no-decision = no decision is pending
rl-reward-kind = the reward “{ $kind }” is not one of { $kinds }
