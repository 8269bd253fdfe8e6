"""Victory points, as the book's "Подсчёт очков" counts them, with a breakdown by source."""

from __future__ import annotations

from dominia.games.dominaria.components import Components, Space
from dominia.games.dominaria.state import DominariaState, PlayerState

SOURCES = ("heroes", "manaliths", "leylines", "cabal", "artifacts", "quests", "counted", "public")


def highest(track: list[Space], count: int) -> int:
    """The highest VP value among the first `count` spaces (uncovered or covered), 0 if none."""
    return max((s.vp for s in track[:count]), default=0)


def held_vp(comp: Components, p: PlayerState) -> int:
    """The VP of what a player holds rather than covers: artifacts in play, counted artifacts,
    completed quests and public quest tiles (`breakdown`'s last four sources, in one sum)."""
    total = 0
    for a in p.artifacts:
        total += comp.artifacts[a].vp
    for a in p.counted:
        total += comp.artifacts[a].vp
    for q in p.quests_done:
        total += comp.quests[q].vp
    for t in p.tiles:
        total += comp.tiles[t].vp
    return total


def breakdown(comp: Components, p: PlayerState) -> dict[str, int]:
    """VP per source: the highest uncovered value of the Hero, Manalith and Leyline tracks, the
    highest covered Cabal space, artifacts in play, and the accomplishment zone."""
    extra_heroes = p.hired
    b = comp.board(p.board)  # (each board's own track values)
    parts = {
        "heroes": highest(b.hero_track, extra_heroes),
        "manaliths": highest(b.manalith_track, len(p.manaliths)),
        "leylines": highest(b.leyline_track, len(p.leylines)),
        "cabal": highest(b.cabal_track, p.cabal),
        "artifacts": sum(comp.artifacts[a].vp for a in p.artifacts),
        "quests": sum(comp.quests[q].vp for q in p.quests_done),
        "counted": sum(comp.artifacts[a].vp for a in p.counted),
        "public": sum(comp.tiles[t].vp for t in p.tiles),
    }
    parts["total"] = sum(parts[s] for s in SOURCES)
    return parts


def score(g: DominariaState, seat: int) -> int:
    return breakdown(g.comp, g.players[seat])["total"]


def completed_quests(p: PlayerState) -> int:
    """The tie-break: completed quest cards and public quest tiles."""
    return len(p.quests_done) + len(p.tiles)


def winners(g: DominariaState) -> tuple[int, ...]:
    """Most VP; then most completed quests; a tie beyond that is a shared win."""
    keys = [(score(g, s), completed_quests(g.players[s])) for s in range(g.n)]
    best = max(keys)
    return tuple(s for s in range(g.n) if keys[s] == best)
