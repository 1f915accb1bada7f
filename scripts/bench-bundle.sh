#!/usr/bin/env bash
# The web app's bundle budget: builds it and prints the JavaScript needed to render /auth against
# the 200 KB (gzipped) budget, and whether every feature page is a chunk of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build --silent >/dev/null
npx tsx apps/web/bench/bundle-budget.ts
