"""Types: mypy (pyproject.toml's [tool.mypy]) over every module that is clean, and `--strict`
over every module that is strict-clean.

The lists below say what is not yet in each set (paths under src/dominia, a folder ending in
"/"). To extend the check: fix a module's errors, then take it off its list. Each run reports
only its own modules: what they import is read for its types, not judged
(`--follow-imports=silent`).
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "dominia"

# Not yet clean even without --strict: not checked at all.
NOT_CLEAN: tuple[str, ...] = ()

# Clean, but not yet strict-clean: checked without --strict.
NOT_STRICT: tuple[str, ...] = ()

ERROR = re.compile(r"^(?P<path>[^:\n]+\.py):\d+: error: .*$", re.M)


def _listed(rel: str, prefixes: tuple[str, ...]) -> bool:
    return any(rel == p or (p.endswith("/") and rel.startswith(p)) for p in prefixes)


def _modules() -> tuple[list[str], list[str]]:
    """The strict-clean modules and the other clean ones, as paths from the repository."""
    strict, plain = [], []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if _listed(rel, NOT_CLEAN):
            continue
        (plain if _listed(rel, NOT_STRICT) else strict).append(path.relative_to(ROOT).as_posix())
    return strict, plain


def _mypy(files: list[str], *flags: str) -> tuple[int, str]:
    # a cache per set of flags: one set's run does not invalidate the other's
    cache = ROOT / ".mypy_cache" / ("test-" + ("-".join(f.strip("-") for f in flags) or "plain"))
    cmd = [
        sys.executable,
        "-m",
        "mypy",
        "--config-file",
        str(ROOT / "pyproject.toml"),
        "--cache-dir",
        str(cache),
        "--follow-imports=silent",
        "--no-error-summary",
        *flags,
        *files,
    ]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=900)
    return proc.returncode, proc.stdout + proc.stderr


def test_listed_paths_exist() -> None:
    for rel in NOT_CLEAN + NOT_STRICT:
        assert (PACKAGE / rel).exists(), f"{rel} is listed in tests/test_types.py but is no more"


def test_mypy() -> None:
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (it comes with the `test` extra)")
    strict, plain = _modules()
    assert any(m.startswith("src/dominia/core/") for m in strict)
    # the two runs side by side: each takes most of a minute on a cold cache
    with ThreadPoolExecutor(2) as pool:
        runs = [pool.submit(_mypy, strict, "--strict"), pool.submit(_mypy, plain)]
        results = [r.result() for r in runs]
    problems = []
    for (code, out), name in zip(results, ("--strict", "without --strict"), strict=True):
        errors = [m.group(0) for m in ERROR.finditer(out)]
        if errors:
            problems.append(f"mypy {name}: {len(errors)} errors\n" + "\n".join(errors))
        elif code != 0:
            problems.append(f"mypy {name} failed (exit {code}):\n{out[-3000:]}")
    assert not problems, "\n\n".join(problems)
