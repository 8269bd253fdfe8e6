# dominia odds A D: точні шанси бою. Терміни — з правил гри (Нападник, Захисник, кубик);
# project's own: решта слів.

odds-head = { $a } { $a ->
    [one] армія нападає
    [few] армії нападають
    [many] армій нападають
   *[other] армії нападають
} (у країні { $total }) проти { $d } { $d ->
    [one] захисника
    [few] захисників
    [many] захисників
   *[other] захисника
}
odds-rules = Щоразу найбільше кубиків, { $dice }, { $until }.
odds-dice = у Захисника до 2 кубиків
odds-dice-italian = у Захисника до 3 кубиків («Італійський»)
odds-stop = зупинка, коли в Нападника лишиться { $n ->
    [one] { $n } армія
    [few] { $n } армії
    [many] { $n } армій
   *[other] { $n } армії
}
odds-to-the-last = бій до кінця
odds-conquest = Захоплення: { $win }   (напад зупинено: { $loss })
odds-expected = Лишиться армій у середньому: у Нападника { $a_left } з { $a }, у Захисника { $d_left } з { $d }
odds-cumulative-note = Накопичено: цей результат або кращий для Нападника.
odds-col-attackers = Лишилось нападників
odds-col-defenders = Лишилось захисників
odds-col-probability = Імовірність
odds-col-cumulative = Накопичено
error-odds-attackers = нападників має бути щонайменше 1 (армії, що нападають, без тієї, що лишається), а не { $n }
error-odds-defenders = захисників має бути щонайменше 1, а не { $n }
error-odds-stop = зупинка має бути від 0 до { $most } (менше за { $attackers } нападників), а не { $n }
error-odds-most = щонайбільше { $most } армій з кожного боку, а не { $n }
