"""Domination: maps, rules, bots."""
