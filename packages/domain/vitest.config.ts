import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the contract, client, messages and formats: plain Node, no browser needed.
export default defineConfig({
  // Resolve `include` from this package even when run from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // Dates must come out in Asia/Tokyo whatever the machine's zone is; run in UTC to prove it.
    env: { TZ: 'UTC' },
  },
});
