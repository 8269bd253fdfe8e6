"""Domination: the Risk-style war game (maps, modes, card trades, exact odds, AIs)."""

from dominia.core.i18n import add_package

add_package(__name__)  # its words (locales/): str() of its messages, errors included, reads English
