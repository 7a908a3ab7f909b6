import { defineConfig, devices } from '@playwright/test';

// Visual regression of every story: screenshots of the built Storybook (`storybook build -o
// storybook-static`) compared with the baselines committed in visual/__baselines__.
// Every run writes visual/report/index.html (visual/report.ts): each story's expected, actual and
// diff side by side. Accept one story's new pictures with `npm run visual:accept -- <story id>`, or
// all of them with `npm run test:visual -- --update-snapshots` after an intended change.
// VISUAL_PORT and VISUAL_STORYBOOK let two checkouts (or two builds) compare side by side.
const PORT = Number(process.env.VISUAL_PORT ?? 6007);
const STATIC_DIR = process.env.VISUAL_STORYBOOK ?? 'storybook-static';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: './results',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One more try, locally as in CI: a machine under load occasionally captures a frame mid-layout;
  // a real difference fails both tries (and both are in the report).
  retries: 1,
  reporter: [[process.env.CI ? 'line' : 'list'], ['./report.ts']],
  // Per story. Opening Storybook's preview is a worker fixture with its own limit
  // (visual/stories.spec.ts), so a slow start does not eat a story's time.
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // What moves by itself (a ticking clock, `data-volatile`) is hidden, its place kept.
      stylePath: new URL('./screenshot.css', import.meta.url).pathname,
      // Anti-aliasing differs slightly between runs; real changes move far more pixels.
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    ...devices['Desktop Chrome'],
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Identical text rendering between runs.
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: `node visual/serve.mjs ${STATIC_DIR} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    cwd: '..',
  },
});
