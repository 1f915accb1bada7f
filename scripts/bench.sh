#!/usr/bin/env bash
# Runs every benchmark in bench/ (each prints its figures and its ratios against a baseline measured
# in the same run), against a private PostgreSQL started by ensure-postgres.sh and the embedded
# database. BENCH=load (`npm run bench:load`) runs the load bench alone instead: two server
# processes and 50 traders for a minute, which the full run leaves out to stay short.
set -euo pipefail
cd "$(dirname "$0")/.."

EDGELOG_BENCH_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
export EDGELOG_BENCH_DATABASE_URL
if [ "${BENCH:-}" = load ]; then
  exec npx tsx bench/load.bench.ts
fi
status=0
for bench in bench/*.bench.ts; do
  [ -e "$bench" ] || continue
  [ "$bench" = bench/load.bench.ts ] && continue
  printf '\n=== %s ===\n' "$bench"
  npx tsx "$bench" || status=1
done
printf '\n=== web bundle budget ===\n'
bash scripts/bench-bundle.sh || status=1
exit "$status"
