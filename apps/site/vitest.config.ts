import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit tests of the site's logic (session, guard, paths, cookies) in jsdom. */
export default defineConfig({
  plugins: [react()],
  // Tests run from the repo root (npm test) as well as from here.
  root: import.meta.dirname,
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
