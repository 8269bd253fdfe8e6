# The bot file's opening and switches.

bot-error-opening = 'opening' має бути списком з однієї або двох карт (першу купує більша стартова рука), наприклад opening = ["Smithy", "Silver"], або таблицею таких списків за розкладами ({ $splits }); "nothing" — нічого не купувати
bot-error-switch = '{ $key }' має бути true або false
