import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys (issue 5): the built site served by the real API on a fresh database.
// The webServer builds the site (browser and server builds), then starts the API on a throwaway DATA_DIR, which seeds the demo
// content (free@example.jp / paid@example.jp) and keeps mails in DATA_DIR/outbox for the sign-up test.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The test command runs the journeys as two groups side by side, each with its own server and
// database (E2E_GROUP=a: the files below, the longest; b: every other file). Unset: all of them.
const GROUP_A = ['xss.spec.ts', 'layout-shift.spec.ts', 'headings.spec.ts'];
const GROUP = process.env.E2E_GROUP;
// The test command builds the site, its server render and the console once before both groups
// (E2E_PREBUILT=1); a journey run on its own builds them first.
const BUILD = process.env.E2E_PREBUILT
  ? ''
  : 'node_modules/.bin/vite build apps/site --logLevel warn && node_modules/.bin/vite build apps/site --ssr src/entry-server.tsx --logLevel warn && node_modules/.bin/vite build apps/console --logLevel warn && ';
// Set once in the runner; workers inherit it, so tests read the same outbox the server writes.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fanclub-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: GROUP === 'a' ? GROUP_A : '*.spec.ts',
  testIgnore: GROUP === 'b' ? GROUP_A : [],
  outputDir: GROUP ? `../test-results/e2e-${GROUP}` : '../test-results/e2e',
  // One database for every journey: run them one after another so stock and carts stay predictable.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The site twice: the browser's build (dist) and the server's render of it (dist-server).
    command: `${BUILD}node_modules/.bin/tsx apps/api/src/main.ts`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The konbini sandbox (its slip page plays the store); a local production build may run it.
      KONBINI_PROVIDER: 'sandbox',
      KONBINI_FEE: '220',
    },
  },
});
