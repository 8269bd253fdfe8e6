# A Domination gépi játékosai.
# project's own: az egész fájl.

bot-random = egyenletesen a szabályos választások közül
bot-easy = tervező MI, gyenge: 5-ből 2-szer véletlen lerakás, félénk támadások, nem fog össze a vezető ellen
bot-average = tervező MI: részben véletlen lerakás, tisztességes esélyek, rövid tervek
bot-hard = tervező MI, erős: kontinensek, jól időzített kártyacsere, kiejtések, összefogás a vezető ellen
