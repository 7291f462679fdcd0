#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download cannot run without the internet), and
# the fake Sanity API the Studio test talks to makes its HTTPS certificate with openssl.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
