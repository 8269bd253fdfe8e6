#!/usr/bin/env bash
# Sets up and runs the whole test suite (lint included).
set -euo pipefail
cd "$(dirname "$0")/.."
DOMINIA_EXTRAS=test,ray,rl bash scripts/setup.sh
.venv/bin/ruff check src tests benchmarks examples scripts
.venv/bin/ruff format --check --quiet src tests benchmarks examples scripts
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
# four workers on two cores: a worker waits on its browser, server or database most of the time
# (two used 1.3 cores: pytest 590 s; four 501 s, on a fresh clone of this 2-core machine);
# worksteal: a worker that runs out takes tests queued for another (the long ones come last);
# the 25 slowest tests are listed at the end: the suite must stay under ten minutes
.venv/bin/python -m pytest -n 4 --dist worksteal -p no:cacheprovider --durations=25 "$@"
