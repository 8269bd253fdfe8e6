# dominia odds A D: the exact odds of a battle.

odds-head = { $a } attacking { $a ->
    [one] army
   *[other] armies
} ({ $total } in the territory) against { $d } { $d ->
    [one] defender
   *[other] defenders
}
odds-rules = Most dice every roll, { $dice }, { $until }.
odds-dice = up to 2 defence dice
odds-dice-italian = up to 3 defence dice (Italian)
odds-stop = stopping at { $n } attacking { $n ->
    [one] army
   *[other] armies
} left
odds-to-the-last = fighting to the last
odds-conquest = Conquest: { $win }   (attack stopped: { $loss })
odds-expected = Expected armies left: attacker { $a_left } of { $a }, defender { $d_left } of { $d }
odds-cumulative-note = Cumulative: this outcome or a better one for the attacker.
odds-col-attackers = Attackers left
odds-col-defenders = Defenders left
odds-col-probability = Probability
odds-col-cumulative = Cumulative
error-odds-attackers = attackers must be at least 1 (the armies that attack, not counting the one that stays behind), not { $n }
error-odds-defenders = defenders must be at least 1, not { $n }
error-odds-stop = stop must be from 0 to { $most } (fewer than the { $attackers } attackers), not { $n }
error-odds-most = at most { $most } armies a side, not { $n }
