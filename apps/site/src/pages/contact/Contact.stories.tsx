import { freeMemberSession, serverError, SERVER_ERROR_MESSAGE } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { type Canvas, mainOf } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/** The inquiry form (public) and the page after sending it. */
const meta = {
  title: 'Site/Contact',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/contact', session: null }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
const fillIn = async (main: Canvas) => {
  await userEvent.type(main.getByRole('textbox', { name: /^お名前/ }), '山田 花子');
  await userEvent.type(main.getByRole('textbox', { name: /^メールアドレス/ }), 'hanako@example.jp');
  await userEvent.type(
    main.getByRole('textbox', { name: /^お問い合わせ内容/ }),
    '会報誌の発送時期を教えてください。',
  );
};

export const Contact: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^お名前/ })).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^お問い合わせ内容/ })).toBeVisible();
    await expect(main.getByRole('button', { name: '送信する' })).toBeEnabled();
  },
};

export const ContactForFreeMember: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'マイページ' })).toBeVisible();
  },
};

/** Sending with the required fields empty marks them, and nothing is sent. */
export const ContactRequiredFields: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '送信する' }));
    await expect(await main.findAllByText('入力してください。')).toHaveLength(3);
    await expect(main.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
  },
};

/** A complete inquiry is sent and the thank-you page follows. */
export const ContactSent: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await main.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    await fillIn(main);
    await userEvent.click(main.getByRole('button', { name: '送信する' }));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' }),
    ).toBeVisible();
  },
};

/** The server refuses: the form stays filled in and says why (its alert). */
export const ContactSendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...serverError(['createInquiry']));
  },
  // The toast closes on a timer.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await main.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    await fillIn(main);
    await userEvent.click(main.getByRole('button', { name: '送信する' }));
    await waitFor(() =>
      expect(
        canvas.getAllByRole('alert').some((toast) => toast.textContent?.includes(SERVER_ERROR_MESSAGE)),
      ).toBe(true),
    );
    await expect(main.getByRole('textbox', { name: /^お名前/ })).toHaveValue('山田 花子');
  },
};

export const ContactSuccess: Story = {
  args: { path: '/contact/success' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' }),
    ).toBeVisible();
    await expect(main.getByText(/担当者よりご連絡いたします。/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    Contact,
    ContactForFreeMember,
    ContactRequiredFields,
    ContactSent,
    ContactSendFailed,
    ContactSuccess,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
