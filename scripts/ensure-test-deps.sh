#!/usr/bin/env bash
# Run before `npm test`: make sure the packages and the browser the tests need
# are there, so the README's test command works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules/@docusaurus/core ]; then
  echo "node_modules is missing: running npm install (versions from the lock file)"
  npm install --no-audit --no-fund
fi

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Debian Chromium is missing: installing it with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium." >&2
    echo "Install it with: sudo apt-get install chromium" >&2
    exit 1
  fi
fi
