import { defineConfig } from 'vitest/config';

/**
 * The security suite (SECURITY.md): attacks against the real app on PGlite (PostgreSQL where
 * TEST_DATABASE_URL is set), one file per kind of attack.
 */
export default defineConfig({
  test: {
    name: 'security',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    pool: 'forks',
    // One migrated (and one seeded) PGlite database per run; each test starts from a copy.
    globalSetup: ['../test/pglite-snapshots.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
