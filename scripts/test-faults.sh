#!/usr/bin/env bash
# The fault tests (packages/server/test/faults): a server killed mid-import and mid-save, then
# restarted on its data, on the embedded database and on PostgreSQL; PostgreSQL lost under load; the
# embedded database's disk full; and the object store failing under uploads (whose test lives with
# the S3 backend's).
# EDGELOG_FAULT_OUTAGE_MS sets how long the database stays away (10 s unless told).
set -euo pipefail
cd "$(dirname "$0")/.."

printf '\n=== faults on the embedded database (PGlite) ===\n'
env -u EDGELOG_TEST_DATABASE_URL npx vitest run --project server packages/server/test/faults \
  packages/server/test/storage/s3-backend.test.ts
printf '\n=== faults on PostgreSQL ===\n'
EDGELOG_TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
export EDGELOG_TEST_DATABASE_URL
npx vitest run --project server packages/server/test/faults packages/server/test/storage/s3-backend.test.ts
