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
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { expectError } from '../../test/screen.ts';
import { statesOf } from '../../test/states.tsx';

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
    // ui NoticeList rows: each news item a heading linking to its page, its category beside the date.
    const list = within(await canvas.findByRole('list', { name: 'ニュース一覧' }));
    const first = list.getAllByRole('article')[0]!;
    await expect(within(first).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/news\/\d+$/);
    await expect(first).toHaveTextContent(/\d{4}\/\d{2}\/\d{2}/);
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
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ファンクラブからのお知らせ' }),
    ).toBeVisible();
    // The notices as ui NoticeList rows: date, category, and the title as the row's link.
    const list = within(await canvas.findByRole('list', { name: 'お知らせ一覧' }));
    const link = await list.findByRole('link', { name: 'お問い合わせ窓口の休業について' });
    await expect(link).toHaveAttribute('href', '/notice/2');
    await expect(link.closest('article')).toHaveTextContent('重要なお知らせ');
  },
};

// ---- news detail: paid news ----

export const PaidNewsLockedForFreeMember: Story = {
  args: { path: '/news/4' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: '【会員限定】Prism Night 会員先行の当落について' }),
    ).toBeVisible();
    // The lock's view comes in a chunk of its own (server-rendered on the site): wait for it.
    await expect(await main.findByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await expect(main.queryByText(/当落は12月10日/)).toBeNull();
  },
};

export const PaidNewsForPaidMember: Story = {
  args: { path: '/news/4', session: paidMemberSession },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByText(/当落は12月10日（木）18:00頃にメールでお知らせします。/),
    ).toBeVisible();
    await expect(main.queryByRole('heading', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

export const NewsDetailError: Story = {
  args: { path: '/news/2' },
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...serverError(['getNews']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expectError(main, 'ニュースを取得できませんでした。');
  },
};

// ---- /notice (public) ----

export const NoticeDetailForGuest: Story = {
  args: { path: '/notice/2', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'お問い合わせ窓口の休業について' }),
    ).toBeVisible();
    await expect(main.getByText('重要なお知らせ')).toBeVisible();
    await expect(main.getByText(/1月5日（火）以降、順次ご返信いたします。/)).toBeVisible();
    const nav = within(main.getByRole('navigation', { name: '前後の記事' }));
    await expect(await nav.findByRole('link', { name: /^次の記事/ })).toHaveAttribute('href', '/notice/1');
    await expect(await nav.findByRole('link', { name: /^前の記事/ })).toHaveAttribute('href', '/notice/3');
  },
};

export const NoticeListLoading: Story = {
  args: { path: '/notice', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...slow('infinite', ['listNotices']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'ファンクラブからのお知らせ' }),
    ).toBeVisible();
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const NoticeListEmpty: Story = {
  args: { path: '/notice', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...empty());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByText('表示できる内容はまだありません。')).toBeVisible();
  },
};

export const NoticeListError: Story = {
  args: { path: '/notice', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...serverError(['listNotices']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expectError(main, 'お知らせを取得できませんでした。');
  },
};

// ---- /blog (members) ----

export const BlogList: Story = {
  args: { path: '/blog' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'ブログ' })).toBeVisible();
    // ui NoticeList rows: the writer beside the date, the paid post marked 会員限定.
    const list = within(await main.findByRole('list', { name: 'ブログ一覧' }));
    const paid = await list.findByRole('link', { name: '5周年、ありがとう。' });
    await expect(paid).toHaveAttribute('href', '/blog/1');
    await expect(paid.closest('article')).toHaveTextContent('会員限定');
    await expect(
      list.getByRole('link', { name: 'レコーディング終わりました' }).closest('article'),
    ).not.toHaveTextContent('会員限定');
  },
};

export const BlogListLoading: Story = {
  args: { path: '/blog' },
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...slow('infinite', ['listUserBlogs']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'ブログ' })).toBeVisible();
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const BlogListEmpty: Story = {
  args: { path: '/blog' },
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...empty());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByText('表示できる内容はまだありません。')).toBeVisible();
  },
};

export const BlogListError: Story = {
  args: { path: '/blog' },
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...serverError(['listUserBlogs']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expectError(main, 'ブログ一覧を取得できませんでした。');
  },
};

export const BlogDetail: Story = {
  args: { path: '/blog/2' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'レコーディング終わりました' }),
    ).toBeVisible();
    await expect(main.getByText('ブログ｜月城アオイ')).toBeVisible();
    await expect(main.getByText(/新曲のレコーディングが無事に終わりました。/)).toBeVisible();
    await expect(main.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', '/blog');
  },
};

export const BlogDetailError: Story = {
  args: { path: '/blog/2' },
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...serverError(['getUserBlog']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expectError(main, 'ブログを取得できませんでした。');
  },
};

// ---- /topic (public) ----

export const TopicsForGuest: Story = {
  args: { path: '/topic', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'トピックス' })).toBeVisible();
    await expect(
      await main.findByRole('link', { name: '5th Anniversary Live「Prism Night」会員先行受付 12/1スタート' }),
    ).toHaveAttribute('href', '/topic/1');
    await expect(main.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const TopicsLoading: Story = {
  args: { path: '/topic', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...slow('infinite', ['listTopics']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'トピックス' })).toBeVisible();
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const TopicsEmpty: Story = {
  args: { path: '/topic', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...empty());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByText('表示できる内容はまだありません。')).toBeVisible();
  },
};

export const TopicsError: Story = {
  args: { path: '/topic', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut(), ...serverError(['listTopics']));
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expectError(main, 'トピック一覧を取得できませんでした。');
  },
};

/** A topic is a card with a link to where the news is. */
export const TopicDetailForGuest: Story = {
  args: { path: '/topic/1', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', {
        level: 1,
        name: '5th Anniversary Live「Prism Night」会員先行受付 12/1スタート',
      }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: '詳しくはこちら' })).toHaveAttribute('href', '/schedule/1');
    await expect(main.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', '/topic');
  },
};

export const TopicNotFound: Story = {
  args: { path: '/topic/99', session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'トピックが見つかりませんでした' }),
    ).toBeVisible();
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    NewsList,
    NewsListLoading,
    NewsListEmpty,
    NewsListError,
    NewsDetailWithNeighbours,
    PaidBlogLockedForFreeMember,
    PaidLockLeadsToUpgrade,
    PaidBlogForPaidMember,
    PublicNoticeForGuest,
    PaidNewsLockedForFreeMember,
    PaidNewsForPaidMember,
    NewsDetailError,
    NoticeDetailForGuest,
    NoticeListLoading,
    NoticeListEmpty,
    NoticeListError,
    BlogList,
    BlogListLoading,
    BlogListEmpty,
    BlogListError,
    BlogDetail,
    BlogDetailError,
    TopicsForGuest,
    TopicsLoading,
    TopicsEmpty,
    TopicsError,
    TopicDetailForGuest,
    TopicNotFound,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
