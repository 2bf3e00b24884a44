#!/usr/bin/env bash
# Run before `npm test`: make sure the packages and the browser the tests need
# are there, so the README's test command works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules/@docusaurus/core ]; then
  echo "node_modules is missing: running npm install (versions from the lock file)"
  npm install --no-audit --no-fund
fi

# Debian packages the tests run: Chromium (end-to-end tests) and nginx (the
# production hosting test, tests/e2e/hosting.spec.ts).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need Debian's ${missing[*]} (/usr/bin/chromium, /usr/sbin/nginx)." >&2
    echo "Install with: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
