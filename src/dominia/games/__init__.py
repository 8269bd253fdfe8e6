"""Built-in games; importing this registers them with the core registry."""

from dominia.core.game import register_game
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.domination.game import DOMINATION
from dominia.games.dominion.game import DOMINION

register_game(DOMINION)
register_game(DOMINATION)
register_game(DOMINARIA)
