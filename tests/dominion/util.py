"""Small readers and position builders shared by the Dominion scenario tests (stacking a
mixed pile, adding a Spoils pile when no card that needs one is in the kingdom)."""

from dominia.games.dominion.card_model import ACTION, KIND_BITS
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.invariants import all_cards, problems
from dominia.games.dominion.scenario import build, zone


def hand(g, seat=0):
    return sorted(zone(g, seat, "hand"))


def ids(g):
    return set(g.decision.ids())


def trashed(g):
    return sorted(T.NAME[c & M] for c in g.trash)


SPOILS_CARDS = ("Bandit Camp", "Marauder", "Pillage")


def new_uids(g, names):
    """Fresh uids (never used in this game) for these card names, in order."""
    serial = 1 + max(c >> KIND_BITS for c in all_cards(g))
    return [T.BY_NAME[n].kind | ((serial + i) << KIND_BITS) for i, n in enumerate(names)]


def set_pile(g, pile, top_first):
    """Replace a pile's cards with new ones, listed top card first."""
    i = g.pile_index[pile]
    new = new_uids(g, top_first)[::-1]
    g.n_cards += len(new) - len(g.piles[i])
    g.piles[i] = new
    for c in new:
        g.pile_of_kind.setdefault(c & M, i)


def pile(g, name):
    """A pile's card names, top card first."""
    return [T.NAME[c & M] for c in g.piles[g.pile_index[name]]][::-1]


def add_spoils(g, count=15):
    """Give the game its non-Supply Spoils pile (as Bandit Camp, Marauder or Pillage would)."""
    if "Spoils" in g.pile_index:
        return
    g.piles.append(new_uids(g, ["Spoils"] * count))
    g.pile_names = (*g.pile_names, "Spoils")
    g.pile_index["Spoils"] = len(g.piles) - 1
    g.supply = (*g.supply, False)
    g.pile_of_kind[T.BY_NAME["Spoils"].kind] = len(g.piles) - 1
    g.n_cards += count


def spoils_game(kingdom=(), **kw):
    """A game with a Spoils pile: through a real Spoils card if one is written, else added."""
    real = [n for n in SPOILS_CARDS if n in T.BY_NAME]
    g = build([*kingdom, *real[:1]], **kw)
    add_spoils(g)
    return g


def events(g, kind, start=0, seat=None):
    return [e for e in g.events[start:] if e.kind == kind and (seat is None or e.seat == seat)]


def ok(g):
    """Every card somewhere exactly once, scores consistent, a decision pending."""
    assert problems(g) == []


def actions_on_top(g, test):
    """The `gain:` ids of the Supply piles whose top card is an Action passing test(cost)."""
    out = set()
    for i, cards in enumerate(g.piles):
        if g.supply[i] and cards:
            k = cards[-1] & M
            if T.TYPES[k] & ACTION and test(T.COST[k]):
                out.add(f"gain:{T.NAME[k]}")
    return out
