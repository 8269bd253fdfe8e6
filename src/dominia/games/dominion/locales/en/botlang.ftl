# The bot file's opening and switches.

bot-error-opening = 'opening' must be a list of one or two cards (the larger opening hand buys the first), e.g. opening = ["Smithy", "Silver"], or a table of such lists by split ({ $splits }); "nothing" buys nothing
bot-error-switch = '{ $key }' must be true or false
