import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@fanclub/mocks';
import { fixtures } from '@fanclub/mocks/fixtures';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { BRAND_PALETTES, ThemeProvider, type BrandColors } from '@fanclub/ui';
import '@fanclub/ui/styles.css';
import { startWorker, takeUnhandledRequests } from './msw-worker.ts';

// The demo web specification's colours first, then the library's extremes (very light, very dark).
const PALETTES: Record<string, { label: string; colors: BrandColors }> = {
  webSpec: {
    label: 'デモのWeb仕様',
    colors: {
      mainColor: fixtures.webSpecification.mainColor,
      secondaryColor: fixtures.webSpecification.secondaryColor,
    },
  },
  ...BRAND_PALETTES,
};

const withTheme: Decorator = (Story, context) => {
  const palette = PALETTES[String(context.globals.brand)] ?? PALETTES.webSpec!;
  return (
    <ThemeProvider webSpec={palette.colors}>
      <Story />
    </ThemeProvider>
  );
};

// A fresh client per story so cached answers never leak between stories; no retries so error
// states show at once instead of after react-query's back-off.
function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story) => (
  <QueryRoot>
    <Story />
  </QueryRoot>
);

const withJapanese: Decorator = (Story) => (
  <I18nProvider locale="ja-JP">
    <div lang="ja">
      <Story />
    </div>
  </I18nProvider>
);

const preview: Preview = {
  loaders: [mswLoader(() => startWorker(handlers))],
  decorators: [withJapanese, withQueryClient, withTheme],
  // An API request no handler answered is a bug in the story: fail it rather than let it pass
  // while showing an error state nobody asked for.
  afterEach() {
    const unhandled = takeUnhandledRequests();
    if (unhandled.length > 0) {
      throw new Error(`モックのない API リクエスト: ${unhandled.join(', ')}`);
    }
  },
  globalTypes: {
    brand: {
      description: 'ブランドカラー（Web 仕様の mainColor / secondaryColor）',
      toolbar: {
        title: 'ブランド',
        icon: 'paintbrush',
        items: Object.entries(PALETTES).map(([value, palette]) => ({
          value,
          title: `${palette.label} ${palette.colors.mainColor}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    // STORYBOOK_BRAND=light|dark reruns every story test on an extreme palette.
    brand: import.meta.env.STORYBOOK_BRAND || 'webSpec',
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'スマートフォン 360px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: '境界 768px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: {
          name: 'デスクトップ 1280px',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
