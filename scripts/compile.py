"""Builds the compiled core with mypyc (scripts/setup.sh runs it; see docs/compiled.md).

Compiles Dominion's engine, rules, cards, setup, view, simulator figures and batch loop, and
data bots into `build/compiled/dominion/` with a manifest of the sha256 of every source the build depends on
(`dominia.core.compiled` uses the build only while they all match). Incremental: when the
manifest already matches the sources, this compiler and mypy, it does nothing.

    .venv/bin/python scripts/compile.py [--force] [--jobs 2] [--opt 3]

Exits 0 without building when no C compiler is found (the Python sources are used then).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import shutil
import sys
import sysconfig
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
sys.path.insert(0, str(SRC))

from dominia.core import compiled  # noqa: E402

GROUP = "dominion"
PACKAGE = "dominia/games/dominion/"
# The hot path of a simulated game: state, engine, rules and cards, setup, the seat's view, the
# simulator's figures and batch loop, and the data bots. Not the bots' base class
# (bots/common.py): interpreted bots subclass it.
MODULES = [
    PACKAGE + m
    for m in (
        "state.py",
        "engine.py",
        "rules.py",
        "setup.py",
        "game.py",
        "view.py",
        "figures.py",
        "batch_loop.py",
        "card_model.py",
        "card_table.py",
        "cards/basic.py",
        "cards/base.py",
        "cards/base1e.py",
        "cards/dark_ages/__init__.py",
        "cards/dark_ages/common.py",
        "cards/dark_ages/pieces.py",
        "cards/dark_ages/looters.py",
        "cards/dark_ages/exchangers.py",
        "cards/dark_ages/trash_and_gain.py",
        "cards/dark_ages/trash_triggers.py",
        "cards/dark_ages/replays.py",
        "cards/dark_ages/reactions.py",
        "cards/dark_ages/deck_and_hand.py",
        "cards/dark_ages/knights.py",
        "bots/databots.py",
        "bots/language.py",
        "bots/money.py",
    )
]


def module_name(rel: str) -> str:
    return rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def source_of(module: str) -> str | None:
    """The path under src/ of a `dominia` module, or None when it is not one."""
    base = module.replace(".", "/")
    for rel in (base + ".py", base + "/__init__.py"):
        if (SRC / rel).is_file():
            return rel
    return None


def dependencies(roots: list[str]) -> list[str]:
    """The compiled sources and every `dominia` module they import, transitively (with the
    packages on the way): a change to any of them may change what mypyc generated."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        name = module_name(rel)
        parts = name.split(".")
        for i in range(1, len(parts)):
            pkg = source_of(".".join(parts[:i]))
            if pkg is not None:
                todo.append(pkg)
        tree = ast.parse((SRC / rel).read_text("utf-8"))
        here = parts if rel.endswith("__init__.py") else parts[:-1]
        for node in module_level(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(here[: len(here) - node.level + 1]) if node.level else ""
                mod = ".".join(p for p in (base, node.module or "") if p)
                names = [mod] + [f"{mod}.{a.name}" for a in node.names]
            for n in names:
                if n.startswith("dominia"):
                    dep = source_of(n)
                    if dep is not None:
                        todo.append(dep)
    return sorted(seen)


def module_level(tree: ast.Module) -> list[ast.AST]:
    """The nodes of a module outside its functions' bodies. An import inside a function (the
    bots' registry loading the interpreted bots on first use) is a call at run time, whose
    module mypyc neither compiles nor inlines: other sessions' edits to the search or heuristic
    bots do not make the build stale."""
    out: list[ast.AST] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                todo.append(child)
    return out


def fingerprint(sources: list[str]) -> dict[str, str]:
    return {rel: compiled.digest(SRC / rel) for rel in sources}


def mypy_version() -> str | None:
    try:
        import mypy.version
    except ImportError:
        return None
    return str(mypy.version.__version__)


def tool_key(version: str, opt: str) -> str:
    """What else decides the build: the modules, mypyc's version, the optimisation level and
    the interpreter; a change to any rebuilds."""
    parts = [*MODULES, version, opt, compiled.ext_suffix()]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def current(where: Path, sources: dict[str, str], key: str) -> bool:
    try:
        manifest = json.loads((where / compiled.MANIFEST).read_text("utf-8"))
    except (OSError, ValueError):
        return False
    return (
        manifest.get("tool") == key
        and manifest.get("sources") == sources
        and all((where / rel).is_file() for rel in manifest.get("modules", {}).values())
    )


def c_compiler() -> str | None:
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shutil.which(str(cc).split()[0]) or shutil.which("gcc") or shutil.which("cc")


def parallel_c(compiler: Any, jobs: int) -> None:
    """Makes `compiler` compile an extension's C files `jobs` at a time: the build is one
    extension of ~40 files, which setuptools compiles one after another."""

    def compile_(
        sources: list[str],
        output_dir: str | None = None,
        macros: Any = None,
        include_dirs: Any = None,
        debug: bool = False,
        extra_preargs: Any = None,
        extra_postargs: Any = None,
        depends: Any = None,
    ) -> list[str]:
        macros, objects, extra_postargs, pp_opts, todo = compiler._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs
        )
        cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)

        def one(obj: str) -> None:
            src, ext = todo[obj]
            compiler._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)

        with ThreadPoolExecutor(max(1, jobs)) as pool:
            list(pool.map(one, [o for o in objects if o in todo]))
        return list(objects)

    compiler.compile = compile_


def build(where: Path, jobs: int, opt: str) -> dict[str, str]:
    """Runs mypyc and the C compiler; returns module name -> extension path under `where`."""
    from mypyc.build import mypycify
    from setuptools import Distribution  # type: ignore[import-untyped]

    lib = where / "lib"
    # (not the installed packages: the compiled modules use none, and following the imports of
    # the rest of dominia into ray and torch took most of the build)
    args = [
        *("--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(where / "mypy_cache")),
        *("--no-site-packages", "--ignore-missing-imports"),
    ]
    files = [str(SRC / m) for m in MODULES]
    os.chdir(SRC)  # (mypyc names modules and C files from paths relative to here)
    exts = mypycify(
        [*args, *[os.path.relpath(f, SRC) for f in files]],
        opt_level=opt,
        debug_level="0",
        multi_file=True,
        group_name=f"dominia_{GROUP}",
        target_dir=str(where / "c"),
    )
    dist = Distribution({"name": f"dominia-{GROUP}-compiled", "ext_modules": exts})
    cmd = dist.get_command_obj("build_ext")
    cmd.build_lib = str(lib)
    cmd.build_temp = str(where / "obj")
    cmd.ensure_finalized()
    serial = cmd.build_extensions

    def build_extensions() -> None:  # (run() has made the compiler by then)
        parallel_c(cmd.compiler, jobs)
        serial()

    cmd.build_extensions = build_extensions
    cmd.run()
    suffix = compiled.ext_suffix()
    out = {}
    for ext in exts:
        path = lib / (ext.name.replace(".", "/") + suffix)
        if not path.is_file():
            raise SystemExit(f"compile: {path} was not built")
        out[ext.name] = path.relative_to(where).as_posix()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="build even when current")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--opt", default="3", help="C optimisation level (mypyc's opt_level)")
    args = parser.parse_args(argv)
    where = compiled.build_root() / GROUP
    version = mypy_version()
    if version is None:
        print("compile: mypyc is not installed (the test extra has it); Dominia runs on its Python sources")
        return 0
    key = tool_key(version, args.opt)
    sources = fingerprint(dependencies(MODULES))
    if not args.force and current(where, sources, key):
        print(f"compile: the compiled core ({GROUP}) is up to date")
        return 0
    if c_compiler() is None:
        print("compile: no C compiler found; Dominia runs on its Python sources")
        return 0
    where.mkdir(parents=True, exist_ok=True)
    (where / compiled.MANIFEST).unlink(missing_ok=True)  # (a half-made build is never used)
    start = time.perf_counter()
    print(f"compile: building the compiled core ({GROUP}, {len(MODULES)} modules) with mypyc...")
    modules = build(where, args.jobs, args.opt)
    # (the hashes taken before the build: a source edited meanwhile makes the build stale)
    if fingerprint(list(sources)) != sources:
        print("compile: sources changed during the build, which is stale already: run it again")
    manifest = {"tool": key, "ext_suffix": compiled.ext_suffix(), "modules": modules, "sources": sources}
    (where / compiled.MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True), "utf-8")
    print(f"compile: done in {time.perf_counter() - start:.0f} s ({where})")
    return 0


if __name__ == "__main__":
    code = main()
    # (without the interpreter's teardown: freeing mypy's object graph took over a minute)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
