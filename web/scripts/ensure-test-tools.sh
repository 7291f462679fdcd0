#!/usr/bin/env bash
# What the tests run beside the site, from Debian: Chromium for the browser tests (Playwright's own browser download
# cannot run without the internet), openssl for the fake Sanity API's HTTPS certificate, redis-server for the
# tests of several servers sharing one Redis, and nginx to check the configuration compose.yaml gives it.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v openssl >/dev/null || missing+=(openssl)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || missing+=(nginx-light)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
redis-server --version
