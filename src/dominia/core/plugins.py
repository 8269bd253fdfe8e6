"""Agents a user writes in Python, named `path/to/file.py:Name` or `package.module:Name`.

`Name` is a class or a function called with one argument, a seed (an int), that returns an
agent: an object with `choose(view, decision) -> str` (see `core.agent.Agent`). The terminal
and the simulator make one per seat per game with a seed derived from the game's, as they do
for the built-in bots, so an agent that draws its randomness from that seed plays the same
games for the same seed, on any number of processes.

Only the terminal and the simulator load such code (the user's own); the web server never
does: its seats take only the built-in bots' names.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib
import importlib.util
import inspect
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dominia.core.agent import Agent
from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg

SPEC = re.compile(r"^(?P<target>[^:]+\.py|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*):(?P<attr>[A-Za-z_]\w*)$")


class AgentCodeError(InvalidOptions):
    """A Python agent that cannot be loaded or made (the message says what to fix)."""


def is_agent_code(name: str) -> bool:
    """Whether a bot name names Python code (`file.py:Name`, `package.module:Name`)."""
    return SPEC.match(name.strip()) is not None


def canonical(name: str) -> str:
    """The spec with a file's path made absolute (worker processes may start elsewhere)."""
    m = SPEC.match(name.strip())
    if m is None:
        raise AgentCodeError(msg("error-agent-spec", spec=name))
    target = m["target"]
    if target.endswith(".py"):
        target = str(Path(target).expanduser().resolve())
    return f"{target}:{m['attr']}"


def short(name: str, *, where: bool = False) -> str:
    """How results and seats call an agent: its `Name` (with `where`, `file.py:Name` without
    the folders); other bot names as they are."""
    if not is_agent_code(name):
        return name
    target, _, attr = name.strip().rpartition(":")
    if not where:
        return attr
    return f"{Path(target).name if target.endswith('.py') else target}:{attr}"


@functools.lru_cache(maxsize=64)
def load_factory(spec: str) -> Callable[..., Any]:
    """The class or function a spec names (its module imported once per process)."""
    m = SPEC.match(spec.strip())
    if m is None:
        raise AgentCodeError(msg("error-agent-spec", spec=spec))
    target, attr = m["target"], m["attr"]
    module = _load_file(target) if target.endswith(".py") else _import(target)
    factory: object = getattr(module, attr, None)
    if factory is None:
        found = sorted(n for n, v in vars(module).items() if callable(v) and not n.startswith("_"))
        if found:
            has = ", ".join(found[:12])
            raise AgentCodeError(msg("error-agent-no-name-has", target=target, attr=attr, found=has))
        raise AgentCodeError(msg("error-agent-no-name", target=target, attr=attr))
    if not callable(factory):
        raise AgentCodeError(msg("error-agent-not-callable", target=target, attr=attr))
    try:
        inspect.signature(factory).bind(0)
    except TypeError:
        raise AgentCodeError(msg("error-agent-signature", target=target, attr=attr)) from None
    except ValueError:  # (a builtin without a signature: let the call decide)
        pass
    return factory


def make_agent(spec: str, seed: int) -> Agent:
    """An agent from the code a spec names, made with `seed`."""
    factory = load_factory(spec)
    try:
        agent: Agent = factory(seed)
    except Exception as exc:
        raise AgentCodeError(msg("error-agent-make", spec=spec, error=failure(exc))) from exc
    if not callable(getattr(agent, "choose", None)):
        raise AgentCodeError(msg("error-agent-no-choose", spec=spec, kind=type(agent).__name__))
    if not isinstance(getattr(agent, "name", None), str):
        # (slots or a property may refuse: the simulator names seats by their spec anyway)
        with contextlib.suppress(AttributeError):
            agent.name = spec.rpartition(":")[2]
    return agent


def failure(exc: BaseException) -> str:
    """What went wrong in the user's code, as Python says it (its words, not ours)."""
    return f"{type(exc).__name__}: {exc}"


def _load_file(target: str) -> Any:
    path = Path(target).expanduser().resolve()
    if not path.is_file():
        raise AgentCodeError(msg("error-agent-no-file", target=target))
    # one module name per file, so that the same file loads once and pickles by name
    name = "dominia_agent_" + hashlib.sha256(str(path).encode()).hexdigest()[:12]
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise AgentCodeError(msg("error-agent-not-python", target=target))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (dataclasses and pickle look the module up by name)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        del sys.modules[name]
        raise AgentCodeError(msg("error-agent-load", target=target, error=failure(exc))) from exc
    return module


def _import(target: str) -> Any:
    try:
        return importlib.import_module(target)
    except Exception as exc:
        raise AgentCodeError(msg("error-agent-import", target=target, error=failure(exc))) from exc
