# The bot file's opening and switches.

bot-error-opening = 'opening' должно быть списком из одной или двух карт (первую покупает бо́льшая стартовая рука), например opening = ["Smithy", "Silver"], или таблицей таких списков по раскладам ({ $splits }); "nothing" — ничего не покупать
bot-error-switch = '{ $key }' должно быть true или false
