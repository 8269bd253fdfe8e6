# Ami történt, ahogy a játéknapló írja, és hogy miért ért véget a játék.
# project's own (covers every entry of this file); a szavak az 1. kiadás magyar szabálykönyvéből:
# kijátszik, vásárol, kap, szemétbe dob, eldob, felhúz, megmutat, félretesz, készlet.

card-times = { $card } ×{ $n }
n-cards = { $n } kártya

event-turn-start = { $seat }: { $n }. kör
event-kingdom = Birodalom: { $cards }
event-game-end = A játék véget ért: { $reason }
event-play = { $seat } kijátssza: { $what }
event-buy = { $seat } megveszi: { $what }
event-gain = { $seat } megkapja: { $what }
event-gain-hand = { $seat } a kezébe kapja: { $what }
event-gain-deck = { $seat } a húzópaklija tetejére kapja: { $what }
event-gain-trash = { $seat } a szemétből kapja: { $what }
event-gain-trash-deck = { $seat } a szemétből a húzópaklija tetejére kapja: { $what }
event-gain-trash-hand = { $seat } a szemétből a kezébe kapja: { $what }
event-trash = { $seat } a szemétbe dobja: { $what }
event-discard = { $seat } eldobja: { $what }
event-draw = { $seat } felhúzza: { $what }
event-look = { $seat } megnézi: { $what }
event-set-aside = { $seat } félreteszi: { $what }
event-topdeck = { $seat } a húzópaklija tetejére teszi: { $what }
event-return = { $seat } visszateszi a paklijába: { $what }
event-reveal-cards = { $seat } megmutatja: { $what }
event-reveal-hand = { $seat } megmutatja a kezét: { $what }
event-reveal-deck = { $seat } megmutatja a húzópaklijáról: { $what }
event-reveal-reaction = { $seat } reakciót mutat meg: { $what }
event-to-hand = { $seat } a kezébe veszi: { $what }
event-to-hand-trash = { $seat } a szemétből a kezébe veszi: { $what }
event-to-hand-deck = { $seat } a húzópaklijáról a kezébe veszi: { $what }
event-name = { $seat } megnevezi: { $card }
event-become = { $seat } kijátssza ({ $what }), mint: { $card }
event-shuffle = { $seat } megkeveri a dobópakliját
event-discard-deck = { $seat } a húzópakliját a dobópaklira teszi
event-other = { $seat }: { $kind } { $what }

outcome-provinces = elfogyott a(z) { $card } pakli
outcome-piles = elfogyott { $n } készletpakli: { $cards }
outcome-other = { $reason }
