# `dominia serve`: amit a terminál a webszerver indításakor kiír.
# project's own (az egész fájl)

serve-open = Dominia szerver: nyisd meg: { $url } (adatbázis: { $database })
serve-stop = A Ctrl+C leállítja; a következő indításkor a játékok ott folytatódnak, ahol abbamaradtak.
serve-components = { $game }: { $summary }, innen: { $folder }
serve-no-folder = nem hozható létre az adatmappa ({ $folder }): { $error }
serve-bad-url = ez nem adatbázis-URL: { $url }
serve-no-database = nem nyitható meg az adatbázis ({ $url }): { $error }
serve-bad-env = a(z) { $name } értéke 0-nál nagyobb szám legyen (a DOMINIA_BOT_PACE lehet 0: nincs tempókorlát), nem { $value }
serve-bad-switch = a(z) { $name } értéke 0 (ki) vagy 1 (be) legyen, nem { $value }
serve-game-stalled = a szerver leállította: a gépi játékosok { $moves } lépést tettek egymás után, és a játék nem ért véget
