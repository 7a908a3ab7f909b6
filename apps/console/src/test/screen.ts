import type { AdminEndpointName, OperatorRole } from '@fanclub/domain/admin';
import { adminEmpty, adminServerError, adminSlow, asOperator } from '@fanclub/mocks/admin';
import { SERVER_ERROR_MESSAGE } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from './ConsoleAt.tsx';

export type Canvas = ReturnType<typeof within>;
type ConsoleStory = StoryObj<typeof ConsoleAt>;

/** What a console page story file's meta shares: the console at `path` for `role` on the demo data. */
export const consolePage = (args: {
  path: string;
  role: OperatorRole | null;
}): Pick<Meta<typeof ConsoleAt>, 'args' | 'beforeEach'> => ({
  args,
  beforeEach({ msw }) {
    msw.use(...asOperator());
  },
});

/** The screen's main landmark, once the frame is up. */
export const mainOf = async (canvas: Canvas) => within(await canvas.findByRole('main'));

export const expectTitle = async (main: Canvas, name: string | RegExp) =>
  expect(await main.findByRole('heading', { level: 1, name })).toBeVisible();

/** A toast with this text. */
export const expectToast = async (canvas: Canvas, text: string) =>
  waitFor(() =>
    expect(canvas.getAllByRole('alert').some((toast: HTMLElement) => toast.textContent?.includes(text))).toBe(
      true,
    ),
  );

/** The screen while `operation` never answers: the page spinner, or a table reading 読み込み中. */
export const loadingState = (operation: AdminEndpointName, path?: string): ConsoleStory => ({
  ...(path ? { args: { path } } : {}),
  beforeEach({ msw }) {
    msw.use(...adminSlow('infinite', [operation]));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await waitFor(() => expect(main.getAllByText(/読み込み中/).length).toBeGreaterThan(0));
  },
});

/** The screen when `operation` fails: the server's message in an alert. */
export const errorState = (operation: AdminEndpointName, path?: string): ConsoleStory => ({
  ...(path ? { args: { path } } : {}),
  beforeEach({ msw }) {
    msw.use(...adminServerError([operation]));
  },
  play: async ({ canvas }) => {
    const alert = within(await (await mainOf(canvas)).findByRole('alert'));
    await expect(alert.getByText(SERVER_ERROR_MESSAGE)).toBeVisible();
  },
});

/** The list with no rows: the table's empty words. */
export const emptyState = (title: string | RegExp, path?: string): ConsoleStory => ({
  ...(path ? { args: { path } } : {}),
  beforeEach({ msw }) {
    msw.use(...adminEmpty());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, title);
    await expect(await main.findByText('該当するデータがありません。')).toBeVisible();
  },
});
