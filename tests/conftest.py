"""Options of the whole suite: `--battery=large` runs the big conformance battery
(dominia.testing: five times the games, checked more often) instead of the quick one."""

from __future__ import annotations

import os

# The suite runs the Python sources, even where the compiled core is built: tests patch module
# functions, which compiled callers do not see (tests/dominion/test_compiled_core.py compares
# the two); first, before anything imports a game.
os.environ.setdefault("DOMINIA_COMPILED", "0")

import pytest

from dominia.testing.battery import BATTERIES


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--battery",
        choices=sorted(BATTERIES),
        default="small",
        help="the conformance battery's size: small (the default) or large",
    )
