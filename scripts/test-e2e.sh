#!/usr/bin/env bash
# Browser end-to-end tests: builds the web app, checks its bundle budget, then runs Playwright in
# Debian's Chromium (installed with apt-get when missing) against the real server, which the tests
# start in-process on a temporary embedded database. The build goes to a folder of its own, so a
# build running beside the tests (another checkout step, `npm start`) cannot swap chunks under them.
set -euo pipefail
cd "$(dirname "$0")/.."

EDGELOG_CHROMIUM="$(bash scripts/ensure-chromium.sh)"
export EDGELOG_CHROMIUM

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
EDGELOG_E2E_DIST="$work/dist"
export EDGELOG_E2E_DIST

npx tsc -p apps/web/e2e
(cd apps/web && npx vite build --logLevel warn --outDir "$EDGELOG_E2E_DIST" --emptyOutDir)
npx tsx apps/web/bench/bundle-budget.ts "$EDGELOG_E2E_DIST"
cd apps/web
npx playwright test "$@"
