#!/usr/bin/env bash
# Serves a production build the way the container does: Next's standalone server (`node server.js`) with the
# static files copied beside it, on $HOSTNAME:$PORT (default 127.0.0.1:3000). NEXT_DIST_DIR names the build.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=${NEXT_DIST_DIR:-.next}
APP="$DIST/standalone/web"
if [ ! -f "$APP/server.js" ]; then
  echo "No standalone build in $DIST: run next build first." >&2
  exit 1
fi
# next build leaves the client files out of the standalone folder: a CDN or the server must serve them.
rm -rf "${APP:?}/$DIST/static"
cp -R "$DIST/static" "$APP/$DIST/static"
if [ -d public ]; then cp -R public "$APP/"; fi
export HOSTNAME=${BIND_HOST:-127.0.0.1} PORT=${PORT:-3000}
# The preload holds the console until the server's logger takes it, so even Next's start banner is a JSON line.
exec node --import ./lib/log/preload.mjs "$APP/server.js"
