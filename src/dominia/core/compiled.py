"""The compiled core: modules that `scripts/compile.py` built with mypyc, used in place of
their Python sources when, and only when, the build was made from exactly these sources.

A build lives in `build/compiled/<group>/` beside `src/` (or under $DOMINIA_COMPILED_DIR): the
extension modules, and `manifest.json` with the sha256 of every source it was compiled from
(the compiled modules and every module of the package they import: mypyc may inline another
module's constants) and the interpreter's extension suffix. A package opts in by calling
`install(group)` in its `__init__`, before any of its compiled modules is imported; a meta
path finder then serves those modules (all of them or none: compiled modules call each other
natively) from the build.

$DOMINIA_COMPILED picks the path: "0" the Python sources always; "1" the build, or
`CompiledCoreError` if it is absent or stale; unset, the build when it is current, else the
sources. A stale build is never used: a source that differs from the manifest's hash selects
the sources, and `status()` says why.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import sysconfig
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import TypeVar

ENV = "DOMINIA_COMPILED"
ENV_DIR = "DOMINIA_COMPILED_DIR"
SRC = Path(__file__).resolve().parents[2]  # the folder holding the `dominia` package
MANIFEST = "manifest.json"

T = TypeVar("T")
_status: dict[str, str] = {}  # group -> what install() found ("compiled", or why not)


class CompiledCoreError(RuntimeError):
    """$DOMINIA_COMPILED=1 and the build cannot be used (a developer's switch: not translated)."""


def python_class(cls: type[T]) -> type[T]:
    """Keeps a class of a compiled module a Python class: mypyc makes a decorated class (with a
    decorator it does not know) non-native. For a subclass of an interpreted class that has
    `__slots__`, which a native class cannot inherit."""
    return cls


def build_root() -> Path:
    """Where builds live: $DOMINIA_COMPILED_DIR, else `build/compiled` beside `src/`."""
    given = os.environ.get(ENV_DIR)
    return Path(given) if given else SRC.parent / "build" / "compiled"


def ext_suffix() -> str:
    """The interpreter's extension suffix: a build is for one Python and platform."""
    return str(sysconfig.get_config_var("EXT_SUFFIX"))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check(group: str) -> tuple[dict[str, Path] | None, str]:
    """The modules a current build of `group` serves (name -> extension file), or None and
    why not ("absent", "stale: <source>", "other python")."""
    where = build_root() / group
    try:
        manifest = json.loads((where / MANIFEST).read_text("utf-8"))
    except (OSError, ValueError):
        return None, "absent"
    if not isinstance(manifest, dict) or manifest.get("ext_suffix") != ext_suffix():
        return None, "other python"
    for rel, want in manifest.get("sources", {}).items():
        try:
            if digest(SRC / rel) != want:
                return None, f"stale: {rel}"
        except OSError:
            return None, f"stale: {rel}"
    modules = {name: where / rel for name, rel in manifest.get("modules", {}).items()}
    if not modules or not all(p.is_file() for p in modules.values()):
        return None, "absent"
    return modules, "compiled"


class _Finder:
    """Serves the build's modules (a meta path finder ahead of the usual ones)."""

    def __init__(self, modules: dict[str, Path]) -> None:
        self.modules = modules

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        so = self.modules.get(fullname)
        if so is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(so))
        return importlib.util.spec_from_file_location(fullname, so, loader=loader)


def install(group: str) -> bool:
    """Serve `group`'s compiled modules if $DOMINIA_COMPILED allows and the build is current;
    True when they will be served (once per process: the first call decides)."""
    if group in _status:
        return _status[group] == "compiled"
    choice = os.environ.get(ENV, "")
    if choice == "0":
        _status[group] = f"off ({ENV}=0)"
        return False
    modules, why = check(group)
    _status[group] = why
    if modules is None:
        if choice == "1":
            raise CompiledCoreError(f"{ENV}=1 but the compiled core '{group}' is {why}: run scripts/setup.sh")
        return False
    if any(name in sys.modules for name in modules):  # (already imported from the sources)
        _status[group] = "sources already imported"
        if choice == "1":
            raise CompiledCoreError(f"{ENV}=1 but '{group}' was imported from its sources first")
        return False
    sys.meta_path.insert(0, _Finder(modules))
    return True


def status(group: str) -> str:
    """ "compiled" when the group's modules come from the build, else why they do not (for
    benchmarks and bug reports)."""
    return _status.get(group, "not installed")
