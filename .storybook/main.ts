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
  // Props tables from the TypeScript checker (react-docgen-typescript), not from the syntax alone:
  // literal unions spelled out ('primary' | 'secondary' | 'ghost'), imported and utility types
  // resolved, descriptions from the doc comments. Inherited props are kept when they come from our
  // own code or from react-aria (the props a component forwards to it: `selectedKey`,
  // `isDisabled`…); the hundreds of DOM attributes of @types/react are left out.
  typescript: {
    // The story tests (vitest sets VITEST) draw no props table: the quicker parser serves them and
    // halves their start; the built Storybook and `storybook dev` get the full types.
    reactDocgen: process.env.VITEST ? 'react-docgen' : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      propFilter: (prop) => {
        // Every element's attributes and its 64 mouse, pointer and touch events, which react-aria
        // lets through to the DOM: true of any element, so not part of a component's table.
        if (prop.parent && ['GlobalDOMAttributes', 'GlobalDOMEvents'].includes(prop.parent.name))
          return false;
        const files = [prop.parent, ...(prop.declarations ?? [])]
          .map((source) => source?.fileName)
          .filter((name): name is string => Boolean(name));
        if (files.length === 0) return true;
        return files.some(
          (name) => !name.includes('node_modules') || /react-aria|react-stately|@react-types/.test(name),
        );
      },
    },
  },
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
      'storybook/internal/core-events',
      'react-aria-components',
      'react-hook-form',
      'react-toastify',
      '@tanstack/react-query',
      'zod',
      'react-router-dom',
      'recharts',
    ];
    return viteConfig;
  },
};

export default config;
