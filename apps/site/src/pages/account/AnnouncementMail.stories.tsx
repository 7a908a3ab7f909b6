import { paidMemberSession } from '@fanclub/mocks';
import { endpoints } from '@fanclub/domain/contract';
import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { expectTitle, mainOf } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';

/** お知らせメール on My Page: the club's announcements on or off; transactional mail is always sent. */
const meta = {
  title: 'Site/Account/AnnouncementMail',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/my-account/announcement-mail', session: paidMemberSession }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On by default; unticked and saved, the page says so and the setting reads off again. */
export const TurnOff: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせメール');
    await expect(
      main.getByText(/ご注文・お支払い・会員プラン・ログインに関するメールは今までどおりお送りします/),
    ).toBeVisible();
    const box = await main.findByRole('checkbox', { name: 'お知らせメールを受け取る' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(
      await within(document.body).findByText('お知らせメールを受け取らない設定にしました。'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

/** A member who turned them off sees the box unticked. */
export const OptedOut: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`*${endpoints.getAnnouncementMail.path}`, () => HttpResponse.json({ receive: false })));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('checkbox', { name: 'お知らせメールを受け取る' })).not.toBeChecked();
  },
};

/** The setting could not be read: an error with 再読み込み, and no form that would guess. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${endpoints.getAnnouncementMail.path}`, () =>
        HttpResponse.json({ message: 'サーバーでエラーが発生しました。' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('alert', undefined, { timeout: 8000 })).toBeVisible();
    await expect(main.queryByRole('checkbox')).toBeNull();
  },
};

/** The settings menu of My Page leads here. */
export const FromMyPage: Story = {
  args: { path: '/my-account' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const settings = within(await main.findByRole('list', { name: '各種設定' }));
    await userEvent.click(settings.getByRole('link', { name: 'お知らせメール' }));
    await expectTitle(main, 'お知らせメール');
  },
};
