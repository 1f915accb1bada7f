#!/usr/bin/env bash
# Starts a private PostgreSQL cluster for the PostgreSQL-mode tests, installing Debian's
# `postgresql` package first when the machine has none. Prints the connection URL on stdout.
# Idempotent: a cluster already running on the port is reused.
set -euo pipefail

PG_PORT="${EDGELOG_PG_PORT:-54329}"
PG_DIR="${EDGELOG_PG_DIR:-/tmp/edgelog-pg}"
SOCKET_DIR="$PG_DIR/socket"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL not found; installing Debian's postgresql package" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "Installing PostgreSQL needs root (apt-get). Install the 'postgresql' package and re-run." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi

# PostgreSQL refuses to run as root; run the cluster as the postgres system user then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

mkdir -p "$PG_DIR"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$PG_DIR"; fi

if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
  as_owner mkdir -p "$PG_DIR/data" "$SOCKET_DIR"
  as_owner "$BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --no-instructions >&2
fi
as_owner mkdir -p "$SOCKET_DIR"

if ! as_owner "$BIN/pg_ctl" -D "$PG_DIR/data" status >/dev/null 2>&1; then
  as_owner "$BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start \
    -o "-p $PG_PORT -k $SOCKET_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >&2
fi

echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
