import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is a test: it renders in headless Chromium, runs its play function and axe
// (a11y.test = 'error' in .storybook/preview.tsx). Chromium is Debian's; Playwright cannot
// download its own build on this machine.
export default defineConfig({
  // Every story test also checks its colours on the very light and very dark palettes
  // (.storybook/palette-passes.ts). STORYBOOK_BRAND=light|dark renders the stories on one of them.
  define: { 'import.meta.env.STORYBOOK_BRAND': JSON.stringify(process.env.STORYBOOK_BRAND ?? '') },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    // One page for all story files: the preview (MSW worker, fixtures, providers) loads once
    // instead of per file, which is most of the run time on 2 cores. Stories stay independent:
    // each gets a fresh render, query client and handler set.
    isolate: false,
    // A screen story waits up to 15 s for what it expects (apps/site/src/test/SiteAt.tsx).
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      // The first page loads every story file's dependencies; on a busy machine that takes more
      // than the default minute before the session connects.
      connectTimeout: 300_000,
      provider: playwright({
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
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
