#!/bin/sh
# One command for the operator: install, build the site, the console and the API (compiled JavaScript), start the
# API serving the site with demo content
# on the embedded database (PGlite in ./.data) at http://localhost:3000 (PORT to change).
set -e
cd "$(dirname "$0")/.."
sh scripts/pnpm.sh install --frozen-lockfile
sh scripts/pnpm.sh --filter @fanclub/site build
sh scripts/pnpm.sh --filter @fanclub/console build
sh scripts/pnpm.sh --filter @fanclub/api build
# pnpm runs the API in apps/api; keep its data where the README says: ./.data at the root.
DATA_DIR="${DATA_DIR:-$PWD/.data}" NODE_ENV=production exec sh scripts/pnpm.sh --filter @fanclub/api start
