import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The foundation pages (MDX: welcome, tokens, brand, copy, page states) first, then the stories.
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../apps/site/src/**/*.stories.tsx',
    '../apps/console/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-a11y',
    // GitHub-flavoured Markdown (tables) in the MDX pages.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-vitest',
  ],
  // ./public serves mockServiceWorker.js (made by `npx msw init .storybook/public`) and sample
  // images; ../packages/fixtures/public serves the demo fixtures' images under /demo/, ../packages/fixtures/media their
  // videos under /media/ (the API serves that folder only through signed URLs).
  staticDirs: [
    './public',
    '../packages/fixtures/public',
    { from: '../packages/fixtures/media', to: '/media' },
  ],
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
