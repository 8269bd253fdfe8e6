"""Small readers shared by the Dominion scenario tests."""

from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.scenario import zone


def hand(g, seat=0):
    return sorted(zone(g, seat, "hand"))


def ids(g):
    return set(g.decision.ids())


def trashed(g):
    return sorted(T.NAME[c & M] for c in g.trash)
