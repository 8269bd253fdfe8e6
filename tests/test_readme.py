"""The README's Python examples run as doctests, as a reader would type them."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

README = Path(__file__).parents[1] / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", README.read_text(encoding="utf-8"), flags=re.M | re.S)


def test_the_readme_has_a_python_example() -> None:
    assert any(">>> import dominia" in block for block in python_blocks())


@pytest.mark.parametrize("n", range(len(python_blocks())))
def test_a_readme_example_runs(n: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # an example may write files (a saved game)
    block = python_blocks()[n]
    test = doctest.DocTestParser().get_doctest(block, {}, f"README.md example {n + 1}", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    failures: list[str] = []
    runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)
    assert runner.tries > 0
