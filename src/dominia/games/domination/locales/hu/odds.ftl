# dominia odds A D: egy csata pontos esélyei.
# project's own: az egész fájl.

odds-head = { $a } támadó sereg (a területen { $total }) { $d } védő ellen
odds-rules = Minden dobásnál a legtöbb kocka, { $dice }, { $until }.
odds-dice = a védőnek legfeljebb 2 kockája
odds-dice-italian = a védőnek legfeljebb 3 kockája (olasz)
odds-stop = megállás, ha { $n } támadó sereg marad
odds-to-the-last = harc a végsőkig
odds-conquest = Hódítás: { $win }   (a támadás leáll: { $loss })
odds-expected = Várhatóan megmaradó seregek: támadó { $a_left } / { $a }, védő { $d_left } / { $d }
odds-cumulative-note = Halmozott: ez az eredmény vagy egy, a támadónak jobb.
odds-col-attackers = Maradt támadó
odds-col-defenders = Maradt védő
odds-col-probability = Valószínűség
odds-col-cumulative = Halmozott
error-odds-attackers = legalább 1 támadó kell (a támadó seregek, a hátramaradón kívül), nem { $n }
error-odds-defenders = legalább 1 védő kell, nem { $n }
error-odds-stop = a megállás 0 és { $most } között lehet (kevesebb, mint a { $attackers } támadó), nem { $n }
error-odds-most = oldalanként legfeljebb { $most } sereg, nem { $n }
