import { defineConfig } from 'vitest/config';

/** The fault suite (faults/): production build, two processes, PostgreSQL and Redis. */
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    environment: 'node',
    include: ['faults/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
