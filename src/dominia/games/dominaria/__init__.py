"""Heroes of Dominaria."""

from dominia.core.i18n import add_package

# the game's words for English errors and logs (`str()` of a message), even before the game is
# registered (a component file read on its own)
add_package(__name__)
