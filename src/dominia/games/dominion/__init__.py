"""Dominion: the base game (both editions); Dark Ages comes later."""

from dominia.core import compiled

# The engine, cards and data bots compiled by mypyc (scripts/compile.py), when the build is
# current; first, before any of them is imported.
compiled.install("dominion")
