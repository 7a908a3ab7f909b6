import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/site/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // ./public serves mockServiceWorker.js (made by `npx msw init .storybook/public`) and sample
  // images; ../mocks/public serves the demo fixtures' images under /demo/.
  staticDirs: ['./public', '../mocks/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Pre-bundle everything stories import lazily, so the first cold run (CI, story tests) does
    // not discover a new dependency halfway and reload the page under a running test.
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      'msw-storybook-addon/csf3',
      'msw/browser',
      'msw',
      'storybook/test',
      'react-aria-components',
      'react-hook-form',
      'react-toastify',
      '@tanstack/react-query',
      'zod',
      'react-router-dom',
    ];
    return viteConfig;
  },
};

export default config;
