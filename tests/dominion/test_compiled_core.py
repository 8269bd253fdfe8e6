"""The compiled core (dominia.core.compiled, scripts/compile.py): a build is used only while it
matches its sources, the Python sources otherwise; and where the build is present, it plays
the same games as the sources.

The suite itself runs the sources (tests/conftest.py sets DOMINIA_COMPILED=0); the last test
plays a few games in a process that requires the build and compares them with this one's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dominia.core import compiled
from dominia.sim.simulate import simulate

ROOT = Path(__file__).resolve().parents[2]
SOURCE = "dominia/core/rng.py"  # any real source, for manifests made here


def _manifest(where: Path, **fields: object) -> Path:
    (where / "g").mkdir(parents=True, exist_ok=True)
    so = where / "g" / ("m" + compiled.ext_suffix())
    so.write_bytes(b"")
    base: dict[str, object] = {
        "ext_suffix": compiled.ext_suffix(),
        "modules": {"dominia_test_m": so.name},
        "sources": {SOURCE: compiled.digest(compiled.SRC / SOURCE)},
    }
    base.update(fields)
    (where / "g" / compiled.MANIFEST).write_text(json.dumps(base), "utf-8")
    return so


@pytest.fixture
def builds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(compiled.ENV_DIR, str(tmp_path))
    return tmp_path


def test_a_current_build_serves_its_modules(builds: Path) -> None:
    so = _manifest(builds)
    modules, why = compiled.check("g")
    assert why == "compiled"
    assert modules == {"dominia_test_m": so}


@pytest.mark.parametrize(
    ("fields", "why"),
    [
        ({"sources": {SOURCE: "0" * 64}}, f"stale: {SOURCE}"),  # a source edited since the build
        ({"sources": {"dominia/core/gone.py": "0" * 64}}, "stale: dominia/core/gone.py"),
        ({"ext_suffix": ".cpython-299-x.so"}, "other python"),
        ({"modules": {"dominia_test_m": "missing.so"}}, "absent"),
        ({"modules": {}}, "absent"),
    ],
)
def test_a_stale_or_foreign_build_is_not_used(builds: Path, fields: dict[str, object], why: str) -> None:
    _manifest(builds, **fields)
    assert compiled.check("g") == (None, why)


def test_no_build_or_a_broken_manifest(builds: Path) -> None:
    assert compiled.check("g") == (None, "absent")
    (builds / "g").mkdir()
    (builds / "g" / compiled.MANIFEST).write_text("{not json", "utf-8")
    assert compiled.check("g") == (None, "absent")


def test_install_falls_back_to_the_sources_or_refuses_when_required(
    builds: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(compiled, "_status", {})
    finders = list(sys.meta_path)
    _manifest(builds, sources={SOURCE: "0" * 64})
    monkeypatch.delenv(compiled.ENV, raising=False)
    assert compiled.install("g") is False  # stale: the sources, and status says why
    assert compiled.status("g") == f"stale: {SOURCE}"
    monkeypatch.setenv(compiled.ENV, "1")
    with pytest.raises(compiled.CompiledCoreError):
        compiled.install("g2")  # (absent)
    monkeypatch.setenv(compiled.ENV, "0")
    _manifest(builds)
    assert compiled.install("g3") is False
    assert compiled.status("g3").startswith("off")
    assert sys.meta_path == finders  # nothing was installed


def test_the_suite_runs_the_sources() -> None:
    import dominia

    dominia.game("dominion")
    engine = sys.modules["dominia.games.dominion.engine"]
    assert engine.__file__ is not None and engine.__file__.endswith(".py")
    assert compiled.status("dominion") != "compiled"


GAMES = {
    "bots": ["smithy", "bmu"],
    "games": 12,
    "options": {"kingdom": ["Smithy"]},  # a partial kingdom: a new random one every game
    "seed": 7,
}
PLAY = (
    "import json, sys; from dominia.sim.simulate import simulate; from dominia.core import compiled;"
    "a = json.loads(sys.argv[1]); s = simulate(a['game'], a['bots'], a['games'], options=a['options'],"
    " seed=a['seed']); s.pop('games_per_cpu_second');"
    "print(json.dumps({'status': compiled.status('dominion'), 'summary': s}))"
)


WITCH = {**GAMES, "bots": ["witch", "heuristic"], "options": {"kingdom": ["Witch"]}, "seed": 3}
# every card set, three seats: random players reach the rare paths (a trashed card's trigger
# once crashed compiled code only: a variable a list in one branch, a tuple in another)
EVERY_SET = {
    "bots": ["random", "heuristic", "random"],
    "games": 16,
    "options": {"players": 3, "sets": ["base", "base1e", "dark-ages"]},
    "seed": 8,
}
DARK_AGES = {
    "bots": ["heuristic", "heuristic", "heuristic"],
    "games": 6,
    "options": {"players": 3, "sets": ["dark-ages"]},
    "seed": 8,
}


@pytest.mark.parametrize("game", [GAMES, WITCH, EVERY_SET, DARK_AGES])
def test_the_compiled_core_plays_the_same_games(game: dict[str, object]) -> None:
    if compiled.check("dominion")[0] is None:
        pytest.skip("the compiled core is not built (scripts/compile.py)")
    args = {"game": "dominion", **game}
    env = {**os.environ, compiled.ENV: "1"}
    proc = subprocess.run(
        [sys.executable, "-c", PLAY, json.dumps(args)], capture_output=True, text=True, env=env, cwd=ROOT
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["status"] == "compiled"
    here = simulate("dominion", args["bots"], args["games"], options=args["options"], seed=args["seed"])
    here.pop("games_per_cpu_second")
    assert out["summary"] == json.loads(json.dumps(here))


LEAK = (
    "import sys; from dominia.core import compiled; import dominia; dominia.game('dominion');"
    "from dominia.games.dominion.batch_loop import derive; derive(2**63, 'warm');"
    "n = sys.getallocatedblocks(); [derive(2**63 + i, 'sim:1') for i in range(20000)];"
    "print(compiled.status('dominion'), sys.getallocatedblocks() - n)"
)


def test_the_compiled_batch_loop_derives_seeds_without_keeping_memory() -> None:
    """mypyc 2.4's str() of an int beyond 62 bits leaked it (48 bytes a call): a batch's memory
    grew with its games until the batch loop's `derive` formatted the seed as an object."""
    if compiled.check("dominion")[0] is None:
        pytest.skip("the compiled core is not built (scripts/compile.py)")
    env = {**os.environ, compiled.ENV: "1"}
    proc = subprocess.run([sys.executable, "-c", LEAK], capture_output=True, text=True, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    status, grown = proc.stdout.split()
    assert status == "compiled"
    assert int(grown) < 1_000  # (leaking: 20,000 blocks more)


def test_the_build_depends_on_module_level_imports_not_on_those_inside_functions() -> None:
    import ast
    import importlib.util

    spec = importlib.util.spec_from_file_location("compile_script", ROOT / "scripts" / "compile.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    tree = ast.parse(
        "import a\nif b:\n    import c\nclass K:\n    import d\n"
        "def f():\n    import e\n    def g():\n        import h\nlambda: 0\n"
    )
    nodes = script.module_level(tree)
    imported = {alias.name for node in nodes if isinstance(node, ast.Import) for alias in node.names}
    assert imported == {"a", "c", "d"}
    deps = script.dependencies(script.MODULES)
    assert "dominia/games/dominion/engine.py" in deps  # compiled, and what it imports at the top
    assert "dominia/core/rng.py" in deps
    assert "dominia/games/dominion/bots/search.py" not in deps  # loaded by the registry on first use
