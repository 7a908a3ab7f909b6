import { readdirSync, readFileSync } from 'node:fs';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

// The build's story index: one screenshot per story, so a new story gets a baseline automatically.
const index = JSON.parse(
  readFileSync(
    new URL(`../${process.env.VISUAL_STORYBOOK ?? 'storybook-static'}/index.json`, import.meta.url),
    'utf8',
  ),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

/** The brand palettes components are also shot on (the `brand` global of .storybook/preview.tsx). */
const PALETTES = { light: '淡い色', dark: '濃い色' } as const;
type Palette = keyof typeof PALETTES;

// Loading Storybook's preview costs seconds; each worker loads it once (per palette) and then
// switches stories through Storybook's own channel, as the Storybook UI does. A palette page opens
// with the brand in its URL; the global stays set for every story shown on that page.
const openPreview = async (browser: Browser, palette?: Palette) => {
  const page = await browser.newPage();
  const globals = palette ? `&globals=brand:${palette}` : '';
  await page.goto(`/iframe.html?viewMode=story&id=${stories[0]?.id ?? ''}${globals}`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  return page;
};

type WorkerFixture = (args: { browser: Browser }, use: (page: Page) => Promise<void>) => Promise<void>;

/**
 * A worker-scoped preview page, opened once per worker on the given palette (or the default). Its
 * own time limit: starting Storybook's preview on a busy machine is not charged to the first story.
 */
const previewOn = (palette?: Palette): [WorkerFixture, { scope: 'worker'; timeout: number }] => [
  async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
    const page = await openPreview(browser, palette);
    await use(page);
    await page.close();
  },
  { scope: 'worker', timeout: 180_000 },
];

const test = base.extend<object, { preview: Page; previewLight: Page; previewDark: Page }>({
  preview: previewOn(),
  previewLight: previewOn('light'),
  previewDark: previewOn('dark'),
});

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    channel: { emit: (event: string, payload: unknown) => void };
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { storyGlobals?: { viewport?: { value?: string } } };
    };
  };
};

// Waits until Storybook has rendered the story and its play function has finished.
async function showStory(page: Page, storyId: string) {
  await page.evaluate((id) => {
    window.scrollTo(0, 0);
    (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', {
      storyId: id,
      viewMode: 'story',
    });
  }, storyId);
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return (
      render?.id === id && ['completed', 'afterEach', 'finished', 'errored'].includes(render.phase ?? '')
    );
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
  await waitForQuiet(page);
  await waitForImages(page);
}

// Data that arrives after the play function (a section further down the page) still renders: wait
// until the page has stopped growing and adding images for a few polls in a row.
async function waitForQuiet(page: Page) {
  let last = '';
  let same = 0;
  for (let i = 0; i < 30 && same < 3; i += 1) {
    const now = await page.evaluate(
      () =>
        // Elements too: a lazily loaded part with no text or image of its own (a brand mark's SVG).
        `${document.images.length}:${document.body.getElementsByTagName('*').length}:${document.documentElement.scrollHeight}:${document.body.innerText.length}`,
    );
    same = now === last ? same + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
}

// Images that should be showing have arrived (lazy ones still off-screen are skipped).
async function waitForImages(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const offScreen = img.getBoundingClientRect().top > innerHeight;
      // An on-screen image without a src is still waiting for its IntersectionObserver.
      if (!img.getAttribute('src')) return offScreen;
      if (img.loading === 'lazy' && offScreen) return true;
      if (img.complete && img.naturalWidth === 0) {
        // A load that failed under load (2 cores, many parallel pages): ask again rather than
        // screenshot a broken-image icon, a few times; an image that is really missing (a story
        // may show one on purpose) stays broken.
        const tries = Number(img.dataset.visualRetries ?? 0);
        if (tries >= 3) return true;
        img.dataset.visualRetries = String(tries + 1);
        const src = img.src;
        img.src = '';
        img.src = src;
        return false;
      }
      return img.complete;
    }),
  );
}

// A full-page shot of a long story would trigger lazy loading while it is taken; make the
// viewport as tall as the page first, so everything loads, then wait for it.
async function growToPage(page: Page) {
  const { width } = page.viewportSize() ?? DEFAULT_VIEWPORT;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > (page.viewportSize()?.height ?? 0)) {
    await page.setViewportSize({ width, height: Math.min(height, 8000) });
    // Chromium's full-page capture can show a natively lazy image as not loaded; the page is
    // now one screen tall, so every image is due anyway: load them eagerly.
    await page.evaluate(() => {
      for (const img of document.images) img.loading = 'eager';
    });
    await waitForImages(page);
    // Decoded too, or a just-loaded image can still be painted as broken in the capture.
    await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((img) => img.getAttribute('src'))
          .map((img) => img.decode().catch(() => undefined)),
      ),
    );
    await settle(page);
  }
}

test.describe.configure({ mode: 'parallel' });

// The viewports of .storybook/preview.tsx; a story asks for one with `globals.viewport`.
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };
// Page stories are shot a second time at a common phone's width (fans mostly read on phones); the
// 360 px stories some pages have already cover the narrowest phone.
const PHONE = { width: 390, height: 844 };

const isPage = (story: IndexEntry) => story.title.startsWith('Site/');

// Components are also shot on the very light and the very dark brand palette: once per component
// (its first story, the initial state) and for stories tagged `palettes`, where brand colour shows
// only in a state. Axe already checks every story's contrast on both palettes (each story test,
// .storybook/palette-passes.ts); these pictures show what the colours look like.
const firstOfTitle = new Set([
  ...new Map(stories.map((story) => [story.title, story.id] as const).reverse()).values(),
]);
// The console's screens (Console Pages/) are operators' pages, not the brand's: shot once, at desktop width.
const onPalettes = (story: IndexEntry) =>
  !isPage(story) &&
  !story.title.startsWith('Console Pages/') &&
  !story.title.startsWith('Theme/') &&
  (firstOfTitle.has(story.id) || story.tags?.includes('palettes'));

/** The story's own viewport (`globals.viewport`), if it asks for one. */
const storyViewport = (page: Page) =>
  page.evaluate(
    () =>
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value,
  );

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

/** Lists the screenshots a test takes, for the HTML report (visual/report.ts). */
const declareShots = (...files: string[]) =>
  test.info().annotations.push({ type: 'screenshots', description: files.join(' ') });

// Every baseline belongs to a story that is still shot: a story removed, renamed or moved off the
// palettes leaves pictures nobody compares, and the run says which and how to remove them.
const BASELINES = new URL('./__baselines__/', import.meta.url);
const expectedShots = new Set(
  stories.flatMap((story) => [
    `${story.id}.png`,
    // Taken unless the story asks for its own viewport, which only the render tells.
    ...(isPage(story) ? [`${story.id}--phone.png`] : []),
    ...(onPalettes(story) ? [`${story.id}--light.png`, `${story.id}--dark.png`] : []),
  ]),
);

test('every baseline belongs to a story', () => {
  const stale = readdirSync(BASELINES)
    .filter((file) => file.endsWith('.png') && !expectedShots.has(file))
    .sort();
  expect(
    stale,
    `Baselines without a story (remove them with: git rm ${stale.map((file) => `visual/__baselines__/${file}`).join(' ')})`,
  ).toEqual([]);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    await preview.setViewportSize(DEFAULT_VIEWPORT);
    await showStory(preview, story.id);
    const viewport = await storyViewport(preview);
    const phone = isPage(story) && !viewport;
    declareShots(`${story.id}.png`, ...(phone ? [`${story.id}--phone.png`] : []));
    if (viewport && VIEWPORTS[viewport]) {
      await preview.setViewportSize(VIEWPORTS[viewport]);
      await settle(preview);
    }
    await growToPage(preview);
    await expect.soft(preview).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    if (phone) {
      // The same render, narrowed: the layout, lazy images and anything sized by the window follow.
      await preview.setViewportSize(PHONE);
      await settle(preview);
      await waitForQuiet(preview);
      await waitForImages(preview);
      await growToPage(preview);
      await expect.soft(preview).toHaveScreenshot(`${story.id}--phone.png`, { fullPage: true });
    }
  });

  if (!onPalettes(story)) continue;
  // One test per palette, each on its own worker page (a test asks only for the page it uses).
  test(`${story.title} / ${story.name} [${PALETTES.light}]`, ({ previewLight }) =>
    shootOnPalette(previewLight, story, 'light'));
  test(`${story.title} / ${story.name} [${PALETTES.dark}]`, ({ previewDark }) =>
    shootOnPalette(previewDark, story, 'dark'));
}

async function shootOnPalette(page: Page, story: IndexEntry, palette: Palette) {
  const file = `${story.id}--${palette}.png`;
  declareShots(file);
  await page.setViewportSize(DEFAULT_VIEWPORT);
  await showStory(page, story.id);
  const viewport = await storyViewport(page);
  if (viewport && VIEWPORTS[viewport]) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await settle(page);
  }
  await growToPage(page);
  await expect(page).toHaveScreenshot(file, { fullPage: true });
}
