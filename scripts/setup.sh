#!/usr/bin/env bash
# Creates .venv (Python 3.11 or newer) and installs Dominia into it (with the optional parts
# DOMINIA_EXTRAS names, e.g. test,ray,rl); safe to rerun.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-}
if [ -z "$PY" ]; then
  for cand in python3.11 python3.12 python3.13 python3; do
    if command -v "$cand" >/dev/null 2>&1 && "$cand" -c 'import sys; sys.exit(sys.version_info[:2] < (3, 11))'; then
      PY=$cand; break
    fi
  done
fi
if [ -z "$PY" ]; then
  echo "Dominia needs Python 3.11 or newer (set PYTHON=/path/to/python3)" >&2
  exit 1
fi
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# DOMINIA_EXTRAS picks the optional parts: none for the app; the test command asks for
# test,ray,rl (pytest, ruff, Playwright, Ray, the learning environments)
extras=${DOMINIA_EXTRAS:-}
UV_VERSION=0.13.8  # the installer (https://github.com/astral-sh/uv), pinned like every dependency
stamp=.venv/.dominia-installed
have=$(cat "$stamp" 2>/dev/null || true)
missing=""
for e in ${extras//,/ }; do
  case ",$have," in *",$e,"*) ;; *) missing=1 ;; esac
done
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ -n "$missing" ]; then
  if [ -f "$stamp" ] && [ ! pyproject.toml -nt "$stamp" ]; then extras="$have,$extras"; fi
  extras=$(echo "$extras" | sed 's/,,*/,/g; s/^,//; s/,$//')
  target="."
  if [ -n "${extras//,/}" ]; then target=".[$extras]"; fi
  # uv installs in a third of pip's time (it fetches in parallel); pip when uv cannot be had
  # or fails (uv does not read pip's configuration: a machine that needs it still gets pip)
  if [ ! -x .venv/bin/uv ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check "uv==$UV_VERSION" >/dev/null 2>&1 || true
  fi
  if ! { [ -x .venv/bin/uv ] && .venv/bin/uv pip install --quiet --python .venv/bin/python -e "$target"; }; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e "$target"
  fi
  echo "$extras" > "$stamp"
fi
# Byte-compiled once here: Python writes no .pyc where PYTHONDONTWRITEBYTECODE is set, and
# every start would parse the sources again (`dominia sim` starts in 0.3 s instead of 0.9 s);
# incremental, a second of checks when nothing changed
.venv/bin/python -m compileall -q -j 0 src .venv/lib/python3*/site-packages >/dev/null 2>&1 || true
# The compiled core (scripts/compile.py: mypyc, from the test extra, and a C compiler), unless
# DOMINIA_COMPILE=0; incremental: nothing to do when its sources did not change. Without it, or
# when it is stale, Dominia runs on its Python sources (docs/compiled.md).
if [ "${DOMINIA_COMPILE:-1}" != "0" ]; then
  .venv/bin/python scripts/compile.py \
    || echo "setup.sh: the compiled core was not built; Dominia runs on its Python sources" >&2
fi
