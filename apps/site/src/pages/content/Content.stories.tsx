import {
  empty,
  freeMemberSession,
  paidMemberSession,
  serverError,
  SERVER_ERROR_MESSAGE,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import {
  type Canvas,
  mainOf,
  expectTitle,
  expectSpinner,
  expectEmpty,
  expectError,
  emptyState,
  errorState,
  loadingState,
} from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/**
 * The group's own pages: biography, discography, schedule, profiles (member routes) and the two
 * video pages. Each list also shows its loading, empty and error states; paid content is shown
 * locked to a free member and readable to a paid member.
 */
const meta = {
  title: 'Site/Content',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/biography', session: freeMemberSession }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
const expectPaidLock = async (main: Canvas) => {
  const lock = within(await main.findByRole('group', { name: 'この内容は有料会員限定です' }));
  await expect(lock.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
    'href',
    '/membership-upgrade',
  );
};

// ---- /biography ----

export const Biography: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'バイオグラフィー');
    await expect(await main.findByRole('heading', { level: 2, name: 'Lumière（ルミエール）' })).toBeVisible();
    await expect(main.getByText('2ndアルバム「Constellation」発売')).toBeVisible();
  },
};

export const BiographyLoading: Story = loadingState('listBiographies', { title: 'バイオグラフィー' });

export const BiographyEmpty: Story = emptyState('表示できる内容はまだありません。', {
  title: 'バイオグラフィー',
});

export const BiographyError: Story = errorState(
  'listBiographies',
  'バイオグラフィー一覧を取得できませんでした。',
);

// ---- /discography ----

export const DiscographyList: Story = {
  args: { path: '/discography' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ディスコグラフィー');
    await expect(await main.findByRole('link', { name: /^すべて/ })).toHaveAttribute('aria-current', 'page');
    await expect(await main.findByRole('link', { name: /Constellation/ })).toHaveAttribute(
      'href',
      '/discography/2',
    );
  },
};

export const DiscographyListLoading: Story = loadingState('listDiscographies', {
  path: '/discography',
  title: 'ディスコグラフィー',
});

export const DiscographyListEmpty: Story = {
  args: { path: '/discography' },
  beforeEach({ msw }) {
    msw.use(...empty());
  },
  play: async ({ canvas }) => {
    await expectEmpty(await mainOf(canvas));
  },
};

export const DiscographyListError: Story = errorState(
  'listDiscographies',
  'ディスコグラフィー一覧を取得できませんでした。',
  { path: '/discography' },
);

export const DiscographyDetail: Story = {
  args: { path: '/discography/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'Constellation');
    await expect(main.getByText('ディスコグラフィー｜アルバム')).toBeVisible();
    await expect(main.getByText(/収録曲：1\. Opening: Starlight/)).toBeVisible();
    await expect(main.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', '/discography');
  },
};

export const DiscographyDetailError: Story = errorState(
  'getDiscography',
  'ディスコグラフィーを取得できませんでした。',
  { path: '/discography/2' },
);

/** Members-only footage: a free member sees the title and the way to the paid plan. */
export const PaidDiscographyLockedForFreeMember: Story = {
  args: { path: '/discography/12' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定映像「Lumi-nous Party 2026」');
    await expectPaidLock(main);
    await expect(main.queryByText(/収録曲/)).toBeNull();
  },
};

export const PaidDiscographyForPaidMember: Story = {
  args: { path: '/discography/12', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定映像「Lumi-nous Party 2026」');
    await expect(main.getByText(/収録曲：1\. オープニング/)).toBeVisible();
    await expect(main.queryByRole('group', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

// ---- /schedule ----

export const ScheduleList: Story = {
  args: { path: '/schedule' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スケジュール');
    await expect(
      await main.findByRole('link', { name: /Lumière 5th Anniversary Live「Prism Night」/ }),
    ).toHaveAttribute('href', '/schedule/1');
    // Paid events are marked in the list (ui ScheduleList: a badge beside the category).
    const paid = main.getByRole('link', { name: /【会員限定】5周年記念 生配信/ }).closest('article')!;
    await expect(within(paid as HTMLElement).getByText('会員限定', { exact: true })).toBeVisible();
  },
};

export const ScheduleListLoading: Story = loadingState('listSchedules', {
  path: '/schedule',
  title: 'スケジュール',
});

export const ScheduleListEmpty: Story = {
  args: { path: '/schedule' },
  beforeEach({ msw }) {
    msw.use(...empty());
  },
  play: async ({ canvas }) => {
    await expectEmpty(await mainOf(canvas));
  },
};

export const ScheduleListError: Story = errorState('listSchedules', 'スケジュールを取得できませんでした。', {
  path: '/schedule',
});

export const ScheduleDetail: Story = {
  args: { path: '/schedule/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'Lumière 5th Anniversary Live「Prism Night」');
    await expect(main.getByText('スケジュール｜ライブ')).toBeVisible();
    await expect(main.getByText('2027/02/14 17:00:00 〜 2027/02/14 20:00:00')).toBeVisible();
    await expect(main.getByText(/会場：有明アリーナ/)).toBeVisible();
  },
};

export const PaidScheduleLockedForFreeMember: Story = {
  args: { path: '/schedule/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '【会員限定】5周年記念 生配信');
    await expectPaidLock(main);
  },
};

export const PaidScheduleForPaidMember: Story = {
  args: { path: '/schedule/2', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '【会員限定】5周年記念 生配信');
    await expect(main.getByText(/会員限定の生配信を行います/)).toBeVisible();
    await expect(main.queryByRole('group', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

// ---- /profile ----

export const ProfileList: Story = {
  args: { path: '/profile' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'プロフィール');
    // Each member is one link named by the name, with the role under it, in displayOrder.
    const list = within(await main.findByRole('list', { name: 'プロフィール一覧' }));
    const links = list.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAccessibleName('星野ミライ');
    await expect(links[0]).toHaveAttribute('href', '/profile/1');
    await expect(links[0]!.closest('article')).toHaveTextContent('リーダー・センター');
    await expect(list.getByRole('link', { name: '七瀬ソラ' }).closest('article')).toHaveTextContent(
      '最年少・ムードメーカー',
    );
  },
};

export const ProfileListLoading: Story = loadingState('listProfiles', {
  path: '/profile',
  title: 'プロフィール',
});

export const ProfileListEmpty: Story = {
  args: { path: '/profile' },
  beforeEach({ msw }) {
    msw.use(...empty());
  },
  play: async ({ canvas }) => {
    await expectEmpty(await mainOf(canvas));
  },
};

export const ProfileListError: Story = errorState(
  'listProfiles',
  'プロフィール一覧を取得できませんでした。',
  { path: '/profile' },
);

export const ProfileDetail: Story = {
  args: { path: '/profile/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '星野ミライ');
    await expect(main.getByText('リーダー・センター')).toBeVisible();
    await expect(main.getByText('みんなの毎日を照らす一番星になります！')).toBeVisible();
    await expect(main.getByText('158cm')).toBeVisible();
  },
};

/** The youngest member's full profile is for paid members: a free member gets the lock. */
export const PaidProfileLockedForFreeMember: Story = {
  args: { path: '/profile/5' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '七瀬ソラ');
    await expectPaidLock(main);
    await expect(main.queryByText('血液型')).toBeNull();
  },
};

export const PaidProfileForPaidMember: Story = {
  args: { path: '/profile/5', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '七瀬ソラ');
    await expect(main.getByText('晴れの日も雨の日も、みんなの空でいたい。')).toBeVisible();
    await expect(main.getByText('血液型')).toBeVisible();
    await expect(main.queryByRole('group', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

export const ProfileDetailError: Story = errorState(
  'getUserProfile',
  'プロフィールを取得できませんでした。',
  { path: '/profile/1' },
);

// ---- /movie (members) and /special-video (public) ----

/** Two of the videos are for paid members: a free member sees their locks in place of the player. */
export const MovieFreeMember: Story = {
  args: { path: '/movie' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ムービー');
    await expect(
      await main.findByRole('heading', { level: 2, name: 'ひかりのありか（Music Video）' }),
    ).toBeVisible();
    const video = main.getByRole('article', { name: 'ひかりのありか（Music Video）' });
    await expect(within(video).getByLabelText('ひかりのありか（Music Video）')).toHaveAttribute('controls');
    await expect(main.getAllByRole('group', { name: 'この内容は有料会員限定です' })).toHaveLength(2);
  },
};

export const MoviePaidMember: Story = {
  args: { path: '/movie', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ムービー');
    const video = await main.findByRole('article', { name: 'ハレーション（Dance Practice）' });
    await expect(within(video).getByLabelText('ハレーション（Dance Practice）')).toHaveAttribute('controls');
    await expect(main.queryByRole('group', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

export const MovieLoading: Story = loadingState('listMusicVideos', {
  path: '/movie',
  title: 'ムービー',
});

export const MovieEmpty: Story = {
  args: { path: '/movie' },
  beforeEach({ msw }) {
    msw.use(...empty());
  },
  play: async ({ canvas }) => {
    await expectEmpty(await mainOf(canvas));
  },
};

export const MovieError: Story = errorState('listMusicVideos', SERVER_ERROR_MESSAGE, { path: '/movie' });

/** A public page: a guest sees the free videos and, for the members-only ones, sign-in first. */
export const SpecialVideoForGuest: Story = {
  args: { path: '/special-video', session: null },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スペシャルムービー');
    const free = await main.findByRole('article', { name: '【Vlog】大阪遠征の1日に密着' });
    await expect(within(free).getByLabelText('【Vlog】大阪遠征の1日に密着')).toHaveAttribute('controls');
    const locks = main.getAllByRole('group', { name: 'この内容は有料会員限定です' });
    await expect(locks).toHaveLength(2);
    // A guest learns why sign-in is needed and gets both ways in: sign-in (back here) and registration.
    const lock = within(locks[0]!);
    await expect(lock.getByText(/ログインした有料会員の方だけがご覧いただけます/)).toBeVisible();
    await expect(lock.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/sign-in?to=%2Fspecial-video',
    );
    await expect(lock.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    await expect(lock.getByRole('link', { name: '会費と特典を見る（入会案内）' })).toHaveAttribute(
      'href',
      '/membership-guide',
    );
  },
};

export const SpecialVideoFreeMember: Story = {
  args: { path: '/special-video' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スペシャルムービー');
    const locks = await main.findAllByRole('group', { name: 'この内容は有料会員限定です' });
    await expect(locks).toHaveLength(2);
    // Signed in, the lock leads straight to the plans.
    await expect(within(locks[0]!).getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
  },
};

export const SpecialVideoPaidMember: Story = {
  args: { path: '/special-video', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スペシャルムービー');
    const paid = await main.findByRole('article', { name: '【会員限定】レコーディングの舞台裏' });
    await expect(within(paid).getByLabelText('【会員限定】レコーディングの舞台裏')).toHaveAttribute(
      'controls',
    );
    await expect(main.queryByRole('group', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

export const SpecialVideoLoading: Story = {
  args: { path: '/special-video', session: null },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['listVlogs']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スペシャルムービー');
    await expectSpinner(main);
  },
};

export const SpecialVideoEmpty: Story = {
  args: { path: '/special-video', session: null },
  beforeEach({ msw }) {
    msw.use(...empty());
  },
  play: async ({ canvas }) => {
    await expectEmpty(await mainOf(canvas));
  },
};

export const SpecialVideoError: Story = {
  args: { path: '/special-video', session: null },
  beforeEach({ msw }) {
    msw.use(...serverError(['listVlogs']));
  },
  play: async ({ canvas }) => {
    await expectError(await mainOf(canvas), SERVER_ERROR_MESSAGE);
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    Biography,
    BiographyLoading,
    BiographyEmpty,
    BiographyError,
    DiscographyList,
    DiscographyListLoading,
    DiscographyListEmpty,
    DiscographyListError,
    DiscographyDetail,
    DiscographyDetailError,
    PaidDiscographyLockedForFreeMember,
    PaidDiscographyForPaidMember,
    ScheduleList,
    ScheduleListLoading,
    ScheduleListEmpty,
    ScheduleListError,
    ScheduleDetail,
    PaidScheduleLockedForFreeMember,
    PaidScheduleForPaidMember,
    ProfileList,
    ProfileListLoading,
    ProfileListEmpty,
    ProfileListError,
    ProfileDetail,
    PaidProfileLockedForFreeMember,
    PaidProfileForPaidMember,
    ProfileDetailError,
    MovieFreeMember,
    MoviePaidMember,
    MovieLoading,
    MovieEmpty,
    MovieError,
    SpecialVideoForGuest,
    SpecialVideoFreeMember,
    SpecialVideoPaidMember,
    SpecialVideoLoading,
    SpecialVideoEmpty,
    SpecialVideoError,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
