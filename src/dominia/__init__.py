"""Dominia: play and study Dominion, Domination and Heroes of Dominaria."""

__version__ = "0.1.0"
