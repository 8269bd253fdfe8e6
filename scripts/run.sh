#!/usr/bin/env bash
# Sets up and starts the main job: the web app (SQLite in the user's data folder); it prints
# the address to open. Options go to `dominia serve`, e.g. --port 8080 or --db FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/dominia serve "$@"
