import {
  empty,
  freeMember,
  freeMemberSession,
  paidMember,
  paidMemberSession,
  serverError,
  signedOut,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';

const meta = {
  title: 'Site/Articles',
  component: SiteAt,
  args: { path: '/news', session: freeMemberSession },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...freeMember());
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewsList: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ニュース' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NewsListLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('status')).not.toHaveLength(0);
  },
};

export const NewsListEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('表示できる内容はまだありません。')).toBeVisible();
  },
};

export const NewsListError: Story = {
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...serverError(['listNews']));
  },
  play: async ({ canvas }) => {
    await waitFor(
      async () => expect(await canvas.findByText('ニュースを取得できませんでした。')).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

export const NewsDetailWithNeighbours: Story = {
  args: { path: '/news/2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: '前後の記事' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^次の記事/ })).toHaveAttribute('href', '/news/1');
  },
};

export const PaidBlogLockedForFreeMember: Story = {
  args: { path: '/blog' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /5周年、ありがとう。/ }));
    await expect(await canvas.findByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
  },
};

// The lock's ButtonLink is a plain anchor routed through LinkNavigationProvider (RootLayout): the
// click stays in the app (a full page load would leave the story's MemoryRouter).
export const PaidLockLeadsToUpgrade: Story = {
  args: { path: '/blog' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /5周年、ありがとう。/ }));
    await userEvent.click(await canvas.findByRole('link', { name: '有料会員になる' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '有料会員プラン' })).toBeVisible();
  },
};

export const PaidBlogForPaidMember: Story = {
  args: { path: '/blog', session: paidMemberSession },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /5周年、ありがとう。/ }));
    await expect(await canvas.findByText(/こんばんは、ミライです/)).toBeVisible();
  },
};

export const PublicNoticeForGuest: Story = {
  args: { path: '/notice', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  },
};
