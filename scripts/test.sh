#!/usr/bin/env bash
# Sets up and runs the whole test suite (lint included).
set -euo pipefail
cd "$(dirname "$0")/.."
DOMINIA_EXTRAS=test,ray bash scripts/setup.sh
.venv/bin/ruff check src tests benchmarks
.venv/bin/python -m pytest -n 2 -p no:cacheprovider "$@"
