"""What the conformance battery checks after every Heroes of Dominaria step, and the shuffle of
everything hidden from a viewer (others' quest hands and every deck's order)."""

from __future__ import annotations

from dominia.core.rng import Rng
from dominia.games.dominaria.scoring import breakdown
from dominia.games.dominaria.state import KEEP, OVER, PLACE, DominariaState

MANA_EACH = 24
CABAL_TOKENS = 20
ARTIFACT_TOKENS = 15


def _score(g: DominariaState, seat: int) -> int:
    """The score counted again from the book's wording, independently of `scoring`."""
    comp = g.comp
    p = g.players[seat]
    total = 0
    b = comp.board(p.board)
    for track, covered in (
        (b.hero_track, p.hired),
        (b.manalith_track, len(p.manaliths)),
        (b.leyline_track, len(p.leylines)),
        (b.cabal_track, p.cabal),
    ):
        values = [s.vp for s in track[:covered]]
        total += max(values) if values else 0
    total += sum(comp.artifacts[a].vp for a in p.artifacts + p.counted)
    total += sum(comp.quests[q].vp for q in p.quests_done)
    total += sum(comp.tiles[t].vp for t in p.tiles)
    return total


def problems(g: DominariaState) -> list[str]:
    out: list[str] = []
    comp = g.comp
    ps = g.players
    for c in range(5):
        held = g.supply[c] + sum(p.pool[c] for p in ps)
        held += sum(g.mana_on[x] for x in comp.by_colour[c])
        if held != MANA_EACH or g.supply[c] < 0:
            out.append(f"colour {c}: {held} mana tokens, not {MANA_EACH}")
    if any(m < 0 for m in g.mana_on) or any(m < 0 for p in ps for m in p.pool):
        out.append("negative mana")
    if g.cabal_supply + sum(g.cabal_on) + sum(p.cabal for p in ps) != CABAL_TOKENS or min(g.cabal_on) < 0:
        out.append("Cabal tokens lost or made")
    if g.artifact_supply + sum(g.artifact_on) != ARTIFACT_TOKENS or min(g.artifact_on) < 0:
        out.append("artifact tokens lost or made")
    dealt = [q for t in g.tasks if t[0] in ("keep", "keep_done") for q in t[2]]
    quests = g.quest_deck + dealt + [q for p in ps for q in p.hand + p.started + p.quests_done]
    if sorted(quests) != list(range(len(comp.quests))):
        out.append("quest cards lost or duplicated")
    arts = g.artifact_deck + [a for p in ps for a in p.artifacts + p.counted]
    if sorted(arts) != list(range(len(comp.artifacts))):
        out.append("artifact cards lost or duplicated")
    if sorted(g.deck + g.discard) != list(range(len(comp.cards))):
        out.append("Dominaria cards lost or duplicated")
    tiles = [t for s in g.stacks for t in s] + [t for p in ps for t in p.tiles]
    if sorted(tiles) != list(range(len(comp.tiles))):
        out.append("public quest tiles lost or duplicated")
    setup = g.phase in (KEEP, PLACE)
    for s, p in enumerate(ps):
        types = [comp.tiles[t].type for t in p.tiles]
        if len(set(types)) != len(types):
            out.append(f"seat {s} holds two public quests of one type")
        if not setup and len(p.heroes) != 1 + p.hired:
            out.append(f"seat {s}: {len(p.heroes)} heroes on the map, {p.hired} hired")
        colours = [comp.locations[m].colour for m in p.manaliths]
        if len(set(colours)) != len(colours) or len(colours) > len(comp.manalith_track):
            out.append(f"seat {s}: Manaliths {p.manaliths}")
        if len(set(p.leylines)) != len(p.leylines) or len(p.leylines) > len(comp.leyline_track):
            out.append(f"seat {s}: Leylines {p.leylines}")
        if any(pair not in comp.pairs for pair in p.leylines):
            out.append(f"seat {s}: a Leyline between locations that are not adjacent")
        if p.cabal > len(comp.cabal_track) or p.hired > len(comp.hero_track):
            out.append(f"seat {s}: a track overfilled")
        if any(p.mtokens[c] and c not in colours for c in range(5)):
            out.append(f"seat {s}: a Manalith token without a Manalith of its colour")
        if set(p.marks) != set(p.started) or set(p.visited) != set(p.started):
            out.append(f"seat {s}: started quests without their marks")
        if _score(g, s) != breakdown(comp, p)["total"]:
            out.append(f"seat {s}: score {breakdown(comp, p)['total']}, recounted {_score(g, s)}")
    if g.moves < 0 or g.collects < 0:
        out.append("negative actions left")
    d = g.decision
    if g.phase == OVER:
        if d is not None:
            out.append("game over with a decision pending")
    elif d is None:
        out.append("no decision pending")
    else:
        ids = d.ids()
        if not ids or len(set(ids)) != len(ids):
            out.append(f"decision with no or duplicate choices ({d.kind})")
    return out


def shuffle_hidden(g: DominariaState, viewer: int | None, rng: Rng) -> DominariaState:
    """A copy where other seats' quest hands (with the quest deck) are redealt and every deck's
    order is shuffled."""
    return redeal_hidden(g.clone(), viewer, rng)


def redeal_hidden(h: DominariaState, viewer: int | None, rng: Rng, *, sort: bool = False) -> DominariaState:
    """Deal again, in `h` itself, everything `viewer` cannot see: others' quest hands with the
    quest deck, and the order of the Dominaria and artifact decks. `sort` puts each pile in order
    first, so the result depends on `rng` and what the viewer sees only, not on how the hidden
    cards happened to lie (an AI's guess at the hidden cards must not carry them)."""
    # the top cards a pending "look at two" shows the viewer are known to it: they stay
    d = h.decision
    shown = d.kind if d is not None and d.seat == viewer else ""
    q_top = min(2, len(h.quest_deck)) if shown == "new_quest" else 0
    a_top = min(2, len(h.artifact_deck)) if shown == "new_artifact" else 0
    others = [s for s in range(h.n) if s != viewer]
    quest_top = h.quest_deck[len(h.quest_deck) - q_top :]
    pool = h.quest_deck[: len(h.quest_deck) - q_top] + [q for s in others for q in h.players[s].hand]
    if sort:
        pool.sort()
        h.deck.sort()
    rng.shuffle(pool)
    k = 0
    for s in others:
        size = len(h.players[s].hand)
        h.players[s].hand = pool[k : k + size]
        k += size
    h.quest_deck = pool[k:] + quest_top
    rng.shuffle(h.deck)
    artifact_top = h.artifact_deck[len(h.artifact_deck) - a_top :]
    rest = h.artifact_deck[: len(h.artifact_deck) - a_top]
    if sort:
        rest.sort()
    rng.shuffle(rest)
    h.artifact_deck = rest + artifact_top
    return h
