#!/usr/bin/env bash
# Debian's chromium for the browser tests (tests/browser drive it with Playwright; no browser
# download). Idempotent and quiet: installs only when /usr/bin/chromium is missing.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
