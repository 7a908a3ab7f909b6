import { freeMemberSession, paidMemberSession, SERVER_ERROR_MESSAGE } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle, expectToast, emptyState, errorState, loadingState } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/**
 * Member engagement: surveys, draw events and gifts (member routes), the stamp card and the stamp
 * reader (public routes that ask a guest to sign in). Lists also show their loading, empty and
 * error states.
 */
const meta = {
  title: 'Site/Engagement',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/survey', session: freeMemberSession }, { fixtureDay: true }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
// ---- /survey ----

export const SurveyList: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'アンケート');
    await expect(
      await main.findByRole('link', { name: '5周年ライブ「Prism Night」で聴きたい曲アンケート' }),
    ).toHaveAttribute('href', '/survey/1');
    await expect(main.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SurveyListLoading: Story = loadingState('listSurveys', { title: 'アンケート' });

export const SurveyListEmpty: Story = emptyState('現在実施中のアンケートはありません。');

export const SurveyListError: Story = errorState('listSurveys', SERVER_ERROR_MESSAGE);

/** Not answered yet: the questions, one answer each (several where allowed). */
export const SurveyDetailToAnswer: Story = {
  args: { path: '/survey/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '5周年ライブ「Prism Night」で聴きたい曲アンケート');
    const first = within(main.getByRole('radiogroup', { name: /^Q1\. いちばん聴きたい曲はどれですか？/ }));
    await expect(first.getAllByRole('radio')).toHaveLength(5);
    const second = within(main.getByRole('group', { name: /^Q2\. ライブで見たい演出/ }));
    await expect(second.getAllByRole('checkbox')).toHaveLength(4);
    await expect(main.getByRole('button', { name: '回答を送信する' })).toBeEnabled();
  },
};

export const SurveyUnansweredQuestion: Story = {
  args: { path: '/survey/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: 'Prism' }));
    await userEvent.click(main.getByRole('button', { name: '回答を送信する' }));
    await expect(await main.findByText('回答を選択してください。')).toBeVisible();
    await expect(main.getAllByText('回答を選択してください。')).toHaveLength(1);
  },
};

/** Answering shows the totals, the member's own answer counted. */
export const SurveyAnswered: Story = {
  args: { path: '/survey/3' },
  // The thank-you toast closes on a timer.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: 'メンバー対談' }));
    await userEvent.click(main.getByRole('button', { name: '回答を送信する' }));
    await expect(await main.findByText('回答済みです。現在の集計結果は次のとおりです。')).toBeVisible();
    await expect(main.getByText('311票（31%）')).toBeVisible();
    await expectToast(canvas, 'ご回答ありがとうございました。');
  },
};

/** The paid member answered this one before: the totals straight away. */
export const SurveyTotalsForPaidMember: Story = {
  args: { path: '/survey/2', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブサイトの使いやすさについて');
    await expect(main.getByText('回答済みです。現在の集計結果は次のとおりです。')).toBeVisible();
    await expect(main.getByText('1,540票（82%）')).toBeVisible();
    await expect(main.getByRole('meter', { name: 'スマートフォンの割合' })).toBeVisible();
    await expect(main.queryByRole('button', { name: '回答を送信する' })).toBeNull();
  },
};

export const SurveyDetailError: Story = errorState(
  'getUserSurvey',
  'アンケートの集計結果を取得できませんでした。',
  { path: '/survey/1' },
);

// ---- /draw-event ----

export const DrawEventList: Story = {
  args: { path: '/draw-event' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '抽選イベント');
    const open = await main.findByRole('link', { name: /ファンクラブ限定クリスマスライブ 抽選受付/ });
    await expect(open).toHaveAttribute('href', '/draw-event/1');
    await expect(open).toHaveTextContent('受付中');
    await expect(main.getByRole('link', { name: /秋のリリースイベント 特別招待/ })).toHaveTextContent(
      '受付終了',
    );
  },
};

export const DrawEventListLoading: Story = loadingState('listDrawEvents', {
  path: '/draw-event',
  title: '抽選イベント',
});

export const DrawEventListEmpty: Story = emptyState('現在の抽選イベントはありません。', {
  path: '/draw-event',
});

export const DrawEventListError: Story = errorState(
  'listDrawEvents',
  '抽選イベント一覧を取得できませんでした。',
  { path: '/draw-event' },
);

/** An open draw: each benefit can be entered, one of them with a required choice. */
export const DrawEventOpen: Story = {
  args: { path: '/draw-event/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定クリスマスライブ 抽選受付');
    await expect(main.getByText(/（受付中）/)).toBeVisible();
    await expect(
      main.getByRole('button', { name: '「クリスマスライブ ご招待（1名様）」に応募する' }),
    ).toBeEnabled();
    await expect(main.getByRole('combobox', { name: /撮影するメンバー/ })).toBeVisible();
  },
};

export const DrawEventChoiceRequired: Story = {
  args: { path: '/draw-event/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(
      await main.findByRole('button', { name: '「終演後 ツーショット撮影会」に応募する' }),
    );
    await expect(await main.findByText('撮影するメンバーを選択してください。')).toBeVisible();
    // ui DrawEntryForm: nothing is sent; the select takes the focus and is described by the error.
    const select = main.getByRole('combobox', { name: /撮影するメンバー/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveFocus();
    await expect(select).toHaveAccessibleDescription('撮影するメンバーを選択してください。');
  },
};

export const DrawEventEntered: Story = {
  args: { path: '/draw-event/1' },
  // The confirmation toast closes on a timer.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(
      await main.findByRole('button', { name: '「クリスマスライブ ご招待（1名様）」に応募する' }),
    );
    await expectToast(canvas, '「クリスマスライブ ご招待（1名様）」に応募しました。');
    await expect(await main.findByText('応募済みです。抽選結果の発表をお待ちください。')).toBeVisible();
  },
};

/** The paid member entered one benefit earlier: it waits for the draw; the others stay open. */
export const DrawEventEntryPendingForPaidMember: Story = {
  args: { path: '/draw-event/1', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定クリスマスライブ 抽選受付');
    await expect(await main.findByText('抽選待ち')).toBeVisible();
    await expect(main.queryByRole('button', { name: '「サイン入りクリスマスカード」に応募する' })).toBeNull();
    await expect(main.getByRole('button', { name: '「終演後 ツーショット撮影会」に応募する' })).toBeEnabled();
  },
};

/** A drawn event: the paid member won one benefit and not the other. */
export const DrawEventResultsForPaidMember: Story = {
  args: { path: '/draw-event/2', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '秋のリリースイベント 特別招待');
    await expect(main.getByText(/（受付終了）/)).toBeVisible();
    await expect(main.getByText('当選おめでとうございます！')).toBeVisible();
    await expect(main.getByText(/開演3時間前に、会場の関係者入口へ/)).toBeVisible();
    await expect(main.getByText(/残念ながら、今回は落選となりました。/)).toBeVisible();
  },
};

/** Closed for a member who never entered. */
export const DrawEventClosedForFreeMember: Story = {
  args: { path: '/draw-event/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '秋のリリースイベント 特別招待');
    await expect(main.getAllByText('受付期間は終了しました。')).toHaveLength(2);
    await expect(main.queryByRole('button', { name: /に応募する$/ })).toBeNull();
  },
};

export const DrawEventDetailError: Story = errorState(
  'getDrawEvent',
  '抽選イベント一覧を取得できませんでした。',
  { path: '/draw-event/1' },
);

// ---- /gift-post ----

export const GiftPostList: Story = {
  args: { path: '/gift-post' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'メンバーからのギフト');
    await expect(
      await main.findByRole('link', { name: /5周年記念 メンバー直筆メッセージ壁紙/ }),
    ).toHaveAttribute('href', '/gift-post/1');
    // ui GiftPostGalleryLinks: a card for each post, its title a link (an h2 under the page's h1).
    const gallery = within(main.getByRole('list', { name: 'ギフト一覧' }));
    await expect(gallery.getAllByRole('listitem')).toHaveLength(4);
    await expect(gallery.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const GiftPostListLoading: Story = loadingState('listGiftPosts', {
  path: '/gift-post',
  title: 'メンバーからのギフト',
});

export const GiftPostListEmpty: Story = emptyState('ギフトはまだありません。', { path: '/gift-post' });

export const GiftPostListError: Story = errorState('listGiftPosts', 'ギフトを取得できませんでした。', {
  path: '/gift-post',
});

export const GiftPostDetail: Story = {
  args: { path: '/gift-post/1', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '5周年記念 メンバー直筆メッセージ壁紙');
    await expect(
      main.getByRole('img', { name: '5周年記念 メンバー直筆メッセージ壁紙の画像1' }),
    ).toBeVisible();
    await expect(main.getAllByRole('img', { name: /の画像\d$/ })).toHaveLength(5);
    await expect(main.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', '/gift-post');
  },
};

export const GiftPostDetailWithVideo: Story = {
  args: { path: '/gift-post/3' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ハロウィン仮装ボイス');
    await expect(main.getByRole('link', { name: '動画を見る（新しいタブで開きます）' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const GiftPostDetailError: Story = errorState('getGiftPost', 'ギフトを取得できませんでした。', {
  path: '/gift-post/1',
});

// ---- /get-stamp (public; the card itself needs a session) ----

export const StampCardForGuest: Story = {
  args: { path: '/get-stamp', session: null },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプラリー');
    await expect(main.getByRole('link', { name: 'ログインしてスタンプカードを見る' })).toHaveAttribute(
      'href',
      '/sign-in?to=%2Fget-stamp',
    );
  },
};

/** The paid member has two of the five stamps; the rewards open once all are collected. */
export const StampCardPaidMember: Story = {
  args: { path: '/get-stamp', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプラリー');
    const card = within(await main.findByRole('region', { name: 'Lumière 5th Anniversary スタンプラリー' }));
    await expect(card.getByText('2 / 5 個 獲得')).toBeVisible();
    await expect(card.getAllByText('獲得済み')).toHaveLength(2);
    const rewards = within(main.getByRole('region', { name: '特典' }));
    await expect(rewards.getAllByText('未獲得')).toHaveLength(2);
  },
};

export const StampCardFreeMember: Story = {
  args: { path: '/get-stamp' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('0 / 5 個 獲得')).toBeVisible();
  },
};

export const StampCardLoading: Story = loadingState('getEventRewards', {
  path: '/get-stamp',
  title: 'スタンプラリー',
});

export const StampCardError: Story = errorState('getEventRewards', 'イベント情報を取得できませんでした。', {
  path: '/get-stamp',
});

// ---- /stamp/scan (a venue's QR code opens it with ?event=&code=) ----

const SCAN_ARIAKE = '/stamp/scan?event=1&code=LUMIERE-5TH-ARIAKE';

/** A guest who scanned a code signs in first and comes back to the same address. */
export const StampScanForGuest: Story = {
  args: { path: SCAN_ARIAKE, session: null },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプを読み取る');
    await expect(main.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      `/sign-in?to=${encodeURIComponent(SCAN_ARIAKE)}`,
    );
  },
};

/** A member who scanned a venue's code earns that stamp on arrival: a card that stays. */
export const StampScanEarned: Story = {
  args: { path: SCAN_ARIAKE },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプを読み取る');
    const result = await main.findByRole('status', { name: 'スタンプを獲得しました' });
    await expect(result).toHaveTextContent('いま 1 / 5 個のスタンプを獲得しています。');
    await expect(result).toHaveFocus();
    // What to do next: read another code, or see the card.
    await expect(main.getByRole('button', { name: 'ほかのコードを読み取る' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'スタンプカードを見る' })).toHaveAttribute(
      'href',
      '/get-stamp?event=1',
    );
    // Not a toast that closes by itself: nothing in the toast area.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The paid member already has the Shibuya stamp (an address printed without its rally): the
 * server's reason (spec section 8) and what to do, in a card that stays until the next scan.
 */
export const StampScanAlreadyEarned: Story = {
  args: { path: '/stamp/scan?code=LUMIERE-5TH-SHIBUYA', session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプを読み取る');
    const result = await main.findByRole('alert', { name: 'スタンプを獲得できませんでした' });
    await expect(result).toHaveTextContent('このスタンプはすでに獲得済みです。');
    await expect(result).toHaveTextContent(/スタンプカードで確認できます。/);
    await expect(main.queryByRole('status', { name: 'スタンプを獲得しました' })).toBeNull();
  },
};

/** A code of no rally (old or mistyped): the reason, and the way to read again, which opens the reader. */
export const StampScanUnknownCode: Story = {
  args: { path: '/stamp/scan?event=1&code=OLD-POSTER-2025' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const result = await main.findByRole('alert', { name: 'スタンプを獲得できませんでした' });
    await expect(result).toHaveTextContent('このQRコードはスタンプラリーの対象ではありません。');
    await userEvent.click(main.getByRole('button', { name: 'ほかのコードを読み取る' }));
    await expect(await main.findByRole('region', { name: 'QRコードを読み取る' })).toBeVisible();
    // The result stays while the fan reads the next code.
    await expect(main.getByRole('alert', { name: 'スタンプを獲得できませんでした' })).toBeVisible();
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    SurveyList,
    SurveyListLoading,
    SurveyListEmpty,
    SurveyListError,
    SurveyDetailToAnswer,
    SurveyUnansweredQuestion,
    SurveyAnswered,
    SurveyTotalsForPaidMember,
    SurveyDetailError,
    DrawEventList,
    DrawEventListLoading,
    DrawEventListEmpty,
    DrawEventListError,
    DrawEventOpen,
    DrawEventChoiceRequired,
    DrawEventEntered,
    DrawEventEntryPendingForPaidMember,
    DrawEventResultsForPaidMember,
    DrawEventClosedForFreeMember,
    DrawEventDetailError,
    GiftPostList,
    GiftPostListLoading,
    GiftPostListEmpty,
    GiftPostListError,
    GiftPostDetail,
    GiftPostDetailWithVideo,
    GiftPostDetailError,
    StampCardForGuest,
    StampCardPaidMember,
    StampCardFreeMember,
    StampCardLoading,
    StampCardError,
    StampScanForGuest,
    StampScanEarned,
    StampScanAlreadyEarned,
    StampScanUnknownCode,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
