#!/usr/bin/env bash
# Run before `npm test`: make sure the packages and the programs the tests need
# are there, so the README's test command works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules/@docusaurus/core ]; then
  echo "node_modules is missing: running npm install (versions from the lock file)"
  npm install --no-audit --no-fund
fi

# Chromium (end-to-end tests, diagrams) and nginx (the hosting test): found, or
# installed with apt-get as root, or the run stops saying how to get them.
npx tsx scripts/ensure-test-deps.ts
