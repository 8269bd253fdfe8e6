# The bot file's opening and switches.

bot-error-opening = az 'opening' egy vagy két lap listája legyen (az elsőt a nagyobb kezdőkéz veszi meg), pl. opening = ["Smithy", "Silver"], vagy ilyen listák táblázata felosztásonként ({ $splits }); a "nothing" nem vesz semmit
bot-error-switch = a '{ $key }' értéke true vagy false legyen
