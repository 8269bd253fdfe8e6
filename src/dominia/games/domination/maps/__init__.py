"""Domination maps: the data model, the original game's .map/.cards file format, the library."""
