"""The action catalogues: over random masked games of several configurations per game, every
legal choice id has exactly one index and maps back to itself, no two choices of a decision share
an index, and the mask is the legal set; the observation is in its space and says what is asked."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

from dominia.core.encoding import UnmappedChoice
from dominia.core.game import get_game
from dominia.rl.catalog import action_mask, encoding_for
from dominia.rl.observe import field_values, observation_space

from .helpers import CONFIGS, random_game

# (game, configuration number, games, decisions per game at most): a few thousand decisions per game
PLAN = {"dominion": (6, 600), "domination": (2, 800), "dominaria": (6, 400)}


def _cases() -> list[tuple[str, int]]:
    return [(game, i) for game, configs in CONFIGS.items() for i in range(len(configs))]


@pytest.mark.parametrize(("game", "config"), _cases())
def test_every_legal_choice_has_one_index_and_back(game: str, config: int) -> None:
    options = CONFIGS[game][config]
    enc = encoding_for(game, options)
    cat, observer = enc.catalog, enc.observer
    space = observation_space(observer)
    g = get_game(game)
    games, steps = PLAN[game]
    decisions = off_grid = 0
    for seed in range(games):
        for state, d, ids in random_game(game, options, 1000 * config + seed, max_steps=steps):
            decisions += 1
            idx = cat.indices(d)
            assert len(set(idx)) == len(idx), f"{d.kind}: two choices share an index"
            skipped = set(getattr(cat, "off_grid", lambda _d: [])(d))
            off_grid += len(skipped)
            assert len(idx) == len(ids) - len(skipped)
            for cid in ids:
                if cid in skipped:
                    with pytest.raises(UnmappedChoice):
                        cat.index(cid, d)
                    continue
                i = cat.index(cid, d)
                assert cat.choice_for(i, d) == cid, f"{cid} -> {i} ({cat.keys[i]}) -> another id"
            mask = action_mask(cat, d)
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(idx)
            assert {cat.choice_for(i, d) for i in idx} == set(ids) - skipped
            obs = observer.encode(g.view(state, d.seat), d)
            assert obs.dtype == np.float32 and space.contains(obs), f"out of its space after {d.kind}"
            assert field_values(observer, obs)["decision_kind"].sum() == 1, f"kind {d.kind} is not encoded"
    assert decisions > 100
    # Numbers between two count slots exist only past SLOTS armies, which random play reaches
    # now and then (Domination's catalogue says so); never for the other games.
    assert off_grid == 0 or game == "domination"


def test_an_illegal_index_is_refused() -> None:
    from dominia.core.errors import IllegalChoice

    enc = encoding_for("dominion", CONFIGS["dominion"][0])
    g = get_game("dominion")
    state = g.setup(g.normalize_options(CONFIGS["dominion"][0]), 1, logging=False)
    d = g.pending(state)
    legal = set(enc.catalog.indices(d))
    bad = next(i for i in range(len(enc.catalog.keys)) if i not in legal)
    for index in (bad, -1, len(enc.catalog.keys)):
        with pytest.raises(IllegalChoice):
            enc.catalog.choice_for(index, d)


def test_the_same_configuration_has_the_same_catalogue() -> None:
    a = encoding_for("dominion", {"players": 3, "sets": ["base", "dark-ages"]})
    b = encoding_for("dominion", {"sets": ["dark-ages", "base"], "players": 3})
    assert a.catalog.keys == b.catalog.keys and a is b


SRC = Path(__file__).parents[2] / "src" / "dominia" / "games" / "dominion"


def _choice_shapes() -> tuple[set[str], set[str]]:
    """Every `verb:` prefix and bare answer Dominion's cards and engine write into a choice id."""
    verbs: set[str] = set()
    bare: set[str] = set()
    for path in [SRC / "engine.py", SRC / "rules.py", *sorted((SRC / "cards").glob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                head = str(node.values[0].value)
                if re.fullmatch(r"[a-z-]+:", head):
                    verbs.add(head[:-1])
            elif isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                args = node.args
                if name == "choice" and args and isinstance(args[0], ast.Constant):
                    verbs.add(args[0].value)
                elif name == "ask_cards" and len(args) >= 6 and isinstance(args[5], ast.Constant):
                    verbs.add(args[5].value)
                elif name == "Choice" and args and isinstance(args[0], ast.Constant):
                    bare.add(args[0].value)
            elif (
                isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(node.elts[0], ast.Constant)
            ):
                v = node.elts[0].value
                if isinstance(v, str) and re.fullmatch(r"option:[a-z0-9-]+|done|yes|no|discard|keep", v):
                    bare.add(v)
    return verbs, bare


def test_dominion_catalogue_knows_every_choice_shape_of_the_engine() -> None:
    from dominia.games.dominion.encoding import BARE, VERBS

    verbs, bare = _choice_shapes()
    assert verbs - set(VERBS) == set()
    assert {b for b in bare if ":" not in b or b.startswith(("option:", "treasures:"))} - set(BARE) == set()
    assert {"play", "buy", "gain", "trash", "discard"} <= verbs  # (the scan sees them)


def test_games_load_their_encoding_only_when_asked() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from dominia.core.game import get_game, registered_games\n"
        "for name in registered_games():\n"
        "    g = get_game(name); g.view(g.setup(g.normalize_options({}), 0, logging=False), 0)\n"
        "print(sorted(m for m in sys.modules if m.startswith('dominia.') and m.endswith('.encoding')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['dominia.core.encoding']" or out.stdout.strip() == "[]"
