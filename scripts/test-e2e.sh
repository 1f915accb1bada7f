#!/usr/bin/env bash
# Browser end-to-end tests: builds the web app, checks its bundle budget, then runs Playwright in
# Debian's Chromium (installed with apt-get when missing) against the real server, which the tests
# start in-process on a temporary embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

EDGELOG_CHROMIUM="$(bash scripts/ensure-chromium.sh)"
export EDGELOG_CHROMIUM

npx tsc -p apps/web/e2e
npm run build --silent
npx tsx apps/web/bench/bundle-budget.ts
cd apps/web
npx playwright test "$@"
