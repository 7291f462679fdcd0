#!/usr/bin/env bash
# The unit tests of the requests database (lib/database, and the request, intake and CRM event stores on it) again
# on the oldest Node package.json's engines.node allows, from the npm registry: node:sqlite changed within Node 22
# (isTransaction and the `timeout` option came in 22.16), and every other test runs on Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
oldest=$(node -p 'require("./package.json").engines.node.replace(/^>=/, "") + ".0"')
bin=$(bash ../scripts/registry-node.sh "$oldest")
mapfile -t files < <(grep -lE "'@/lib/(database/|delivery/server/request-store'|intake/server/intake-store'|crm-webhook/event-store')" -r tests/unit --include="*.test.ts" | sort)
echo "The requests database's unit tests on Node $oldest: ${files[*]#tests/unit/}"
# Node 22 warns once per process that node:sqlite is experimental (docs/operations.md); Node 24 does not.
PATH="$bin:$PATH" NODE_OPTIONS="--disable-warning=ExperimentalWarning" node node_modules/vitest/vitest.mjs run "${files[@]}"
