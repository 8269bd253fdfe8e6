# dominia.rl: tanulókörnyezetek, OpenSpiel-játékok és betanított stratégiák
rl-observation-params = a megfigyelés paraméterei nem támogatottak: { $params }
rl-observation-own = csak egy hely saját megfigyelése érhető el (private_info=SINGLE_PLAYER)
rl-resampled-state = az újramintázott állapot csak keresésre való: nem szerializálható
rl-policy-file = { $path } nem stratégiafájl ({ $error })
rl-policy-game = a(z) { $policy } stratégiát a(z) { $game } játékra tanították, ezekkel a beállításokkal: { $options }; ez a játszma más konfiguráció
rl-no-encoding = a(z) { $game } játéknak nincs kódolása tanulókörnyezetekhez
rl-no-decision = nincs függő döntés
rl-reward-kind = a(z) „{ $kind }” jutalom nem ezek egyike: { $kinds }
