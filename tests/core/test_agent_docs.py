"""docs/agents.md lists every decision an agent can be asked, with its choice ids: held to what
the games ask in seeded random games (and every kind it lists is one a game's code asks)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.game import get_game
from dominia.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "agents.md").read_text(encoding="utf-8")
SECTIONS = {"dominion": "## Dominion", "domination": "## Domination", "dominaria": "## Heroes of Dominaria"}
GAMES = {"dominion": 60, "domination": 8, "dominaria": 8}
KINDS_AT_LEAST = {"dominion": 12, "domination": 8, "dominaria": 5}  # (seen in these games)


def table(game: str) -> dict[str, str]:
    """kind -> its row's choice-id cell, from the game's section of the guide."""
    start = DOC.index(SECTIONS[game])
    nxt = [DOC.find(h, start + 1) for h in SECTIONS.values()]
    end = min([i for i in nxt if i > start] or [len(DOC)])
    rows = re.findall(r"^\| `([a-z_]+)` \| (.*?) \|", DOC[start:end], re.MULTILINE)
    return dict(rows)


def asked(game: str) -> dict[str, set[str]]:
    """kind -> the choice-id heads (`buy`, `done`...) seen in seeded random games."""
    g_ = get_game(game)
    rng = Rng(3)
    seen: dict[str, set[str]] = {}
    for seed in range(GAMES[game]):
        if game == "dominion":
            opts = g_.random_options(rng)
        else:
            extra = {"auto_defence": False} if game == "domination" and seed % 2 else {}
            opts = g_.normalize_options({"players": 2 + seed % 3, **extra})
        state = g_.setup(opts, seed, logging=False)
        agents = [RandomAgent(seed * 10 + s) for s in range(6)]
        for _ in range(1500):
            d = g_.pending(state)
            if d is None:
                break
            heads = seen.setdefault(d.kind, set())
            heads.update(c.id.partition(":")[0] for c in d.choices)
            g_.apply(state, d.seat, agents[d.seat].choose(g_.view(state, d.seat), d))
    return seen


@pytest.mark.parametrize("game", list(SECTIONS))
def test_every_decision_a_game_asks_is_in_the_guide(game: str) -> None:
    rows = table(game)
    seen = asked(game)
    assert len(seen) >= KINDS_AT_LEAST[game]
    for kind, heads in seen.items():
        assert kind in rows, f"{game}: decision kind {kind!r} is not in docs/agents.md"
        ids = re.findall(r"`([^`]+)`", rows[kind])
        documented = {i.partition(":")[0] for i in ids}
        assert heads <= documented, f"{game} {kind}: choice ids {heads - documented} are not in the guide"


@pytest.mark.parametrize("game", list(SECTIONS))
def test_every_kind_in_the_guide_is_asked_by_the_game(game: str) -> None:
    source = "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "src" / "dominia" / "games" / game).rglob("*.py")
    )
    from dominia.games.dominaria.vocabulary import FREE_ABILITIES

    for kind in table(game):
        if game == "dominaria" and kind.startswith("free_"):  # asked as "free_" + ability
            assert kind[5:] in FREE_ABILITIES, kind
            continue
        assert f'"{kind}"' in source, f"{game}: docs/agents.md lists {kind!r}, which no decision asks"
