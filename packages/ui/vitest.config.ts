import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Node tests for the pure parts of the library (colour maths, formatters, kana). Component
// behaviour is tested by the stories in Chromium (vitest.storybook.config.ts at the root).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts?(x)'],
  },
});
