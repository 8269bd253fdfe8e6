#!/usr/bin/env bash
# Sets up and runs the whole test suite (lint included).
set -euo pipefail
cd "$(dirname "$0")/.."
DOMINIA_EXTRAS=test,ray,rl bash scripts/setup.sh
.venv/bin/ruff check src tests benchmarks examples scripts
# the architecture's import contracts (pyproject.toml [tool.importlinter])
.venv/bin/lint-imports
# Debian's chromium for the browser tests (Playwright drives it); without it they are skipped
if ! bash scripts/ci-chromium.sh; then
  echo "test.sh: Debian's chromium could not be installed (needs root and apt-get): the browser tests are skipped" >&2
fi
# a local PostgreSQL for the server tests (they run on SQLite and on PostgreSQL); without it
# the PostgreSQL variants are skipped
if pg_env=$(bash scripts/ci-postgres.sh); then
  export "$pg_env"
else
  echo "test.sh: no local PostgreSQL (setting one up needs root and apt-get): the server tests run on SQLite only" >&2
fi
# worksteal: a worker that runs out takes tests queued for the other (the long ones come last)
.venv/bin/python -m pytest -n 2 --dist worksteal -p no:cacheprovider "$@"
