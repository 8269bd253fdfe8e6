"""What a Domination seat is playing for and how far it has got, as messages for the status bar
of the game page (the web hooks' `words`): the mission with its progress ("24 territories:
14/24", "Asia and Africa: 1/2", "destroy the blue armies (Bob): 3 territories left": missions
are by colour, as the book says), the capitals in capital
mode, the whole world in domination mode, and a turn limit when there is one.

Only the viewing seat's own mission is read: a spectator gets no mission, and nobody another's.
The counts are those `rules.mission_complete` and `rules.check_win` test, so "24/24" is a win.
"""

from __future__ import annotations

from dominia.core.i18n import Msg, Seat, msg, slug
from dominia.games.domination.maps.model import ANY_CONTINENT, Mission
from dominia.games.domination.options import seat_colours
from dominia.games.domination.rules import owns_continent
from dominia.games.domination.state import DominationState
from dominia.games.domination.texts import continent_of, joined, territory_of
from dominia.games.domination.view import DominationView


def goal_lines(view: DominationView) -> list[Msg]:
    """The seat's goals with their progress, most important first (none for a spectator)."""
    seat = view.seat
    if seat is None:
        return []
    g: DominationState = view._g  # (read here for this seat's own mission only)
    out: list[Msg] = []
    idx = g.missions[seat]
    if g.mode == "mission" and idx is not None:
        out.append(mission_progress(g, seat, g.map.missions[idx]))
    elif g.mode == "capital":
        out.extend(capital_progress(g, seat))
    else:
        held = sum(1 for o in g.owner if o == seat)
        out.append(msg("web-goal-world", held=held, of=len(g.owner)))
    limit = g.options.get("turn_limit") or 0
    if limit:
        out.append(msg("web-goal-limit", round=min(g.round, limit), limit=limit))
    return out


def mission_progress(g: DominationState, seat: int, m: Mission) -> Msg:
    """A mission as a short goal and how much of it is done (as `rules.mission_complete`)."""
    if m.target_player is not None:
        target = m.target_player - 1
        # a player still to destroy (else, as the rules say, the occupying part counts)
        if 0 <= target < g.n and target != seat and g.killer[target] == -1:
            left = sum(1 for o in g.owner if o == target)
            return _destroy(g, target, left)
        if not m.n_territories and not m.continents:
            return _destroy(g, target, 0)
    if m.n_territories:
        held = sum(1 for t, o in enumerate(g.owner) if o == seat and g.armies[t] >= m.min_armies)
        key = "web-goal-hold-armies" if m.min_armies > 1 else "web-goal-hold"
        return msg(key, n=m.n_territories, k=m.min_armies, held=min(held, m.n_territories))
    named = [c for c in m.continents if c != ANY_CONTINENT]
    more = len(m.continents) - len(named)
    owned = [c for c in range(len(g.map.continents)) if owns_continent(g, seat, c)]
    done = sum(1 for c in named if c in owned) + min(more, sum(1 for c in owned if c not in named))
    if not named:
        return msg("web-goal-any-continents", n=more, held=done)
    names = joined([continent_of(g.map, c) for c in named])
    return msg("web-goal-continents", continents=names, more=more, held=done, of=len(m.continents))


def _destroy(g: DominationState, target: int, left: int) -> Msg:
    """The seat to destroy by its colour's armies ("the blue armies", as its mission says it),
    then its player's name."""
    colours = seat_colours(g.options, g.n)
    armies = msg(f"mission-armies-{slug(colours[target % len(colours)])}")
    return msg("web-goal-destroy", armies=armies, player=Seat(target), n=left)


def capital_progress(g: DominationState, seat: int) -> list[Msg]:
    """The capitals held of all (a win holds every one) and what became of the seat's own."""
    own = g.capitals[seat]
    if own is None:
        return [msg("web-goal-capital-choose")]
    held = sum(1 for c in g.capitals if c is not None and g.owner[c] == seat)
    out = [msg("web-goal-capitals", held=held, of=g.n)]
    where = territory_of(g.map, own)
    if g.owner[own] == seat:
        out.append(msg("web-goal-capital-held", capital=where, n=g.armies[own]))
    else:
        out.append(msg("web-goal-capital-lost", capital=where, player=Seat(g.owner[own])))
    return out
