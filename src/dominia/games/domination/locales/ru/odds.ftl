# dominia odds A D: точные шансы боя.
# project's own: весь файл.

odds-head = { $a } { $a ->
    [one] армия атакует
    [few] армии атакуют
    [many] армий атакуют
   *[other] армии атакуют
} (на территории { $total }) против { $d } { $d ->
    [one] защитника
    [few] защитников
    [many] защитников
   *[other] защитника
}
odds-rules = Каждый раз больше всего кубиков, { $dice }, { $until }.
odds-dice = у обороны до 2 кубиков
odds-dice-italian = у обороны до 3 кубиков («Итальянский»)
odds-stop = остановка, когда у атакующего останется { $n ->
    [one] { $n } армия
    [few] { $n } армии
    [many] { $n } армий
   *[other] { $n } армии
}
odds-to-the-last = бой до конца
odds-conquest = Захват: { $win }   (атака остановлена: { $loss })
odds-expected = Останется армий в среднем: у атакующего { $a_left } из { $a }, у обороны { $d_left } из { $d }
odds-cumulative-note = Накопительно: этот исход или лучший для атакующего.
odds-col-attackers = Осталось атакующих
odds-col-defenders = Осталось защитников
odds-col-probability = Вероятность
odds-col-cumulative = Накопительно
error-odds-attackers = атакующих должно быть не меньше 1 (атакующие армии, не считая остающейся), а не { $n }
error-odds-defenders = защитников должно быть не меньше 1, а не { $n }
error-odds-stop = остановка должна быть от 0 до { $most } (меньше { $attackers } атакующих), а не { $n }
error-odds-most = не больше { $most } армий с каждой стороны, а не { $n }
