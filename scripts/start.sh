#!/bin/sh
# One command for the operator: install, build the site, start the API serving it with demo content
# on the embedded database (PGlite in ./.data) at http://localhost:3000 (PORT to change).
set -e
cd "$(dirname "$0")/.."
sh scripts/pnpm.sh install --frozen-lockfile
sh scripts/pnpm.sh --filter @fanclub/site build
NODE_ENV=production exec sh scripts/pnpm.sh --filter @fanclub/api start
