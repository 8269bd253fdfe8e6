#!/usr/bin/env bash
# Sets up and starts the main job: Dominion in the terminal against a bot.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/dominia play dominion "$@"
