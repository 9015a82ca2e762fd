#!/usr/bin/env bash
# Browser tests use Debian's Chromium; Playwright never downloads a browser here.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[tarelka] installing Debian's chromium (apt)" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq chromium >&2
