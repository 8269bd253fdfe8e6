"""Dominion: the base game (both editions); Dark Ages comes later."""
