#!/usr/bin/env bash
# Sets up and runs the whole test suite (lint included).
set -euo pipefail
cd "$(dirname "$0")/.."
DOMINIA_EXTRAS=test,ray,rl bash scripts/setup.sh
.venv/bin/ruff check src tests benchmarks examples
# the architecture's import contracts (pyproject.toml [tool.importlinter])
.venv/bin/lint-imports
# Debian's chromium for the browser tests (Playwright drives it)
bash scripts/ci-chromium.sh
# a local PostgreSQL for the server tests (they run on SQLite and on PostgreSQL)
pg_env=$(bash scripts/ci-postgres.sh)
export "$pg_env"
.venv/bin/python -m pytest -n 2 -p no:cacheprovider "$@"
