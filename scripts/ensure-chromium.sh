#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests, installing the
# `chromium` package with apt-get when it is missing. Prints the browser's path on stdout.
set -euo pipefail

CHROMIUM="${EDGELOG_CHROMIUM:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium not found at $CHROMIUM; installing Debian's chromium package" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "Installing Chromium needs root (apt-get). Install the 'chromium' package and re-run." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >&2
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is still missing at $CHROMIUM after the install" >&2
  exit 1
fi
echo "$CHROMIUM"
