"""Domination: the Risk-style war game (maps, modes, card trades, exact odds, AIs)."""
