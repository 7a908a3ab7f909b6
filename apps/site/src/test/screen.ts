import type { EndpointName } from '@fanclub/domain/contract';
import { empty, serverError, slow } from '@fanclub/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { SiteAt } from './SiteAt.tsx';

/** What a story's play function queries: the canvas, or a part of it such as the main landmark. */
export type Canvas = ReturnType<typeof within>;

/** The screen's main landmark, once the shell is up. */
export const mainOf = async (canvas: Canvas) => within(await canvas.findByRole('main'));

/** The screen's h1, once the lazy screen (and the session check) are through. */
export const expectTitle = async (main: Canvas, name: string | RegExp) =>
  expect(await main.findByRole('heading', { level: 1, name })).toBeVisible();

/** The loading spinner a screen shows while its data is on the way. */
export const expectSpinner = async (main: Canvas) =>
  expect(await main.findByRole('status')).toHaveTextContent('読み込み中');

/** A list with nothing in it yet. */
export const expectEmpty = async (main: Canvas, text = '表示できる内容はまだありません。') =>
  expect(await main.findByText(text)).toBeVisible();

/** The catalogue's message for the failed fetch, with the retry button beside it. */
export const expectError = async (main: Canvas, message: string) => {
  const alert = within(await main.findByRole('alert'));
  await expect(alert.getByText(message)).toBeVisible();
  await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
};

/** What the page's live region says now (route changes, results of actions). */
export const announced = () =>
  [...document.querySelectorAll('[data-ui-announcer]')].map((region) => region.textContent).join(' ');

/** A toast (outside the main landmark) with this text. */
export const expectToast = async (canvas: Canvas, text: string) =>
  waitFor(() =>
    expect(canvas.getAllByRole('alert').some((toast: HTMLElement) => toast.textContent?.includes(text))).toBe(
      true,
    ),
  );

type SiteStory = StoryObj<typeof SiteAt>;

/** Where the state is shown: another address than the file's default, the h1 to wait for. */
type StateOptions = { path?: string; title?: string | RegExp };

const at = ({ path }: StateOptions) => (path ? { args: { path } } : {});

const titled = async (canvas: Canvas, { title }: StateOptions) => {
  const main = await mainOf(canvas);
  if (title) await expectTitle(main, title);
  return main;
};

/** The screen while the operation's answer never comes: its spinner. */
export const loadingState = (operation: EndpointName, options: StateOptions = {}): SiteStory => ({
  ...at(options),
  beforeEach({ msw }) {
    msw.use(...slow('infinite', [operation]));
  },
  play: async ({ canvas }) => expectSpinner(await titled(canvas, options)),
});

/** The screen when the operation fails: the message for it, with the retry button. */
export const errorState = (
  operation: EndpointName,
  message: string,
  options: StateOptions = {},
): SiteStory => ({
  ...at(options),
  beforeEach({ msw }) {
    msw.use(...serverError([operation]));
  },
  play: async ({ canvas }) => expectError(await titled(canvas, options), message),
});

/** The screen when every list is empty: the words it shows for that. */
export const emptyState = (text: string, options: StateOptions = {}): SiteStory => ({
  ...at(options),
  beforeEach({ msw }) {
    msw.use(...empty());
  },
  play: async ({ canvas }) => expectEmpty(await titled(canvas, options), text),
});
