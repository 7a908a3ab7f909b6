import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { freeMemberSession, handle, handlers, mockDb, paidMemberSession } from '@fanclub/mocks';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { webSpecification } from '@fanclub/fixtures';
import { ThemeProvider } from '@fanclub/ui';
import '@fanclub/ui/styles.css';
import { DEMO_BRAND, presetColors, resolveBrand, type BrandGlobals } from './brand.ts';
import { ComponentDocsPage } from './docs/ComponentDocsPage.tsx';
import { startWorker, takeUnhandledRequests } from './msw-worker.ts';
import { checkExtremePalettes } from './palette-passes.ts';

// The demo web specification's colours first, then the library's extremes (very light, very dark).
const PALETTES = presetColors(DEMO_BRAND);

// The club's logo behind a missing picture (ImagePlaceholder), as the site's server writes it.
document.documentElement.style.setProperty('--brand-logo', `url("${webSpecification.logos.logoHeader}")`);

// The preset palette of the toolbar, with the colours typed into the brand preview over it.
const withTheme: Decorator = (Story, context) => {
  const { colors } = resolveBrand(context.globals as BrandGlobals, DEMO_BRAND);
  return (
    <ThemeProvider webSpec={colors}>
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
  // Page stories take their colours from the web specification the fake backend serves, as the
  // site does: another palette in the toolbar, or colours typed into the brand preview, go there
  // too. (A story's own handlers, registered after this, still win.)
  beforeEach({ globals, msw }) {
    const { colors, sections, isDemo } = resolveBrand(globals as BrandGlobals, DEMO_BRAND);
    if (isDemo || !msw) return;
    msw.use(
      handle('getWebSpecification', () => {
        const spec = mockDb.content.webSpecification;
        return {
          ...spec,
          mainColor: colors.mainColor ?? spec.mainColor,
          secondaryColor: colors.secondaryColor ?? spec.secondaryColor,
          sections: Object.fromEntries(
            Object.entries(spec.sections).map(([name, section]) => [
              name,
              { ...section, color: sections[name as keyof typeof sections] ?? section?.color ?? null },
            ]),
          ) as typeof spec.sections,
        };
      }),
    );
  },
  // An API request no handler answered is a bug in the story: fail it rather than let it pass
  // while showing an error state nobody asked for.
  async afterEach({ parameters }) {
    const unhandled = takeUnhandledRequests();
    if (unhandled.length > 0) {
      throw new Error(`モックのない API リクエスト: ${unhandled.join(', ')}`);
    }
    // A story test (not a designer's Storybook) also reads its colours on a very light and a very
    // dark brand colour.
    if (import.meta.env.VITEST_STORYBOOK !== undefined) {
      await checkExtremePalettes(parameters.a11y as Parameters<typeof checkExtremePalettes>[0]);
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
    // Written by the brand preview's popover (manager.tsx): any colour over the preset above.
    brandMain: { description: 'ブランドプレビューのメインカラー（空欄はプリセット）' },
    brandSecondary: { description: 'ブランドプレビューのサブカラー（空欄はプリセット）' },
    brandSections: { description: 'ブランドプレビューのセクションの色（footer:#2b2540;news:#f3f7ff）' },
  },
  initialGlobals: {
    // STORYBOOK_BRAND=light|dark renders every story on an extreme palette (the story tests check
    // those palettes' colours anyway: palette-passes.ts).
    brand: import.meta.env.STORYBOOK_BRAND || 'webSpec',
    brandMain: '',
    brandSecondary: '',
    brandSections: '',
  },
  // A page story's `session` (stories titled Site/…) is a choice of the demo members, not an object
  // to edit as JSON. Only page stories have it: components' props tables and controls never show it.
  argTypesEnhancers: [
    (context) =>
      context.title.startsWith('Site/')
        ? {
            ...context.argTypes,
            session: {
              ...context.argTypes.session,
              name: 'session',
              description: 'ページを見ている人（ゲスト・無料会員・有料会員）',
              options: ['guest', 'free', 'paid'],
              mapping: { guest: null, free: freeMemberSession, paid: paidMemberSession },
              control: { type: 'radio', labels: { guest: 'ゲスト', free: '無料会員', paid: '有料会員' } },
            },
          }
        : context.argTypes,
  ],
  parameters: {
    layout: 'padded',
    // Component docs pages (tags: ['autodocs'] in each ui story file): the usual blocks plus the
    // messages the component shows. The workshop opens on the welcome page.
    docs: { page: ComponentDocsPage, toc: true },
    options: {
      storySort: {
        order: ['Welcome ようこそ', 'Foundations 基礎', 'Core', 'Forms', 'Layout', 'Content', 'Commerce'],
      },
    },
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
