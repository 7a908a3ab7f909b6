import { defineConfig } from 'vitest/config';

// Cross-package tests: the contract guard and the client-against-server contract test.
export default defineConfig({
  test: {
    name: 'contract',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
