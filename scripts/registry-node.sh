#!/usr/bin/env bash
# Prints the directory of Node VERSION's `node` (VERSION as npm takes it: 24, or 22.16.0), after installing it
# the first time from the npm registry's `node` package, a prebuilt binary it ships, into
# ~/.cache/lone-star-shield/node-VERSION. It needs only npm, whatever the machine's own Node.
set -euo pipefail
version=${1:?usage: registry-node.sh VERSION}
dir="${XDG_CACHE_HOME:-$HOME/.cache}/lone-star-shield/node-$version"
if [ ! -x "$dir/node_modules/node/bin/node" ]; then
  echo "Installing Node $version from the npm registry into $dir" >&2
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$version" >/dev/null
fi
echo "$dir/node_modules/node/bin"
