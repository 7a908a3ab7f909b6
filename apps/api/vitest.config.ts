import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // One migrated (and one seeded) PGlite database per run; each test starts from a copy.
    globalSetup: ['test/pglite-snapshots.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
