#!/bin/sh
# Runs the pinned pnpm without needing a global install (a fresh machine has only Node and npm).
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "10.34.9" ]; then
  exec pnpm "$@"
fi
exec npx --yes pnpm@10.34.9 "$@"
