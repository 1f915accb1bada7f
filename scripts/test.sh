#!/usr/bin/env bash
# The whole test suite, as the README promises: lint, types, unit, integration on the embedded
# database, the same integration suite on a real PostgreSQL server, then the browser e2e suite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "lint"
npm run lint --silent
step "typecheck"
npm run typecheck --silent
step "unit (packages/core, apps/web)"
npx vitest run --project core --project web
step "integration on the embedded database (PGlite)"
npx vitest run --project server
step "integration on PostgreSQL"
EDGELOG_TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
export EDGELOG_TEST_DATABASE_URL
npx vitest run --project server
if [ -f scripts/test-e2e.sh ]; then
  step "end-to-end in Chromium"
  bash scripts/test-e2e.sh
fi
