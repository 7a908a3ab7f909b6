import {
  freeMemberSession,
  paidMemberSession,
  SERVER_ERROR_MESSAGE,
  serverError,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import {
  announced,
  mainOf,
  expectTitle,
  loadingState,
  expectToast,
  emptyState,
  errorState,
} from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/**
 * The running votes (/voting) and the member's record (/voting/history). Beside
 * Site/Voting/PointPurchase, so the voting area stays one group in the sidebar.
 */
const meta = {
  title: 'Site/Voting/Votes',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/voting', session: paidMemberSession }, { fixtureDay: true }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
const EVENT = 'Lumière Star Vote 2026 〜5th Anniversary センター総選挙〜';

// ---- /voting ----

/** The paid member's points, the running event (the finished one is not listed) and their votes. */
export const Voting: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '総選挙');
    await expect(main.getByText(/^保有ポイント：/)).toHaveTextContent('保有ポイント：250pt');
    const event = within(await main.findByRole('region', { name: EVENT }));
    await expect(event.getByText('投票受付中')).toBeVisible();
    const mirai = within(event.getByRole('article', { name: '星野ミライ' }));
    await expect(mirai.getByText('獲得ポイント').nextElementSibling).toHaveTextContent('12,840pt');
    await expect(mirai.getByText('あなたの投票').nextElementSibling).toHaveTextContent('50pt');
    await expect(event.getByRole('button', { name: '七瀬ソラに投票する' })).toBeEnabled();
    await expect(main.queryByRole('region', { name: '夏のMV衣装総選挙' })).toBeNull();
    await expect(main.getByRole('link', { name: '投票履歴を見る' })).toHaveAttribute(
      'href',
      '/voting/history',
    );
  },
};

/** Points for one member, a confirmation (points are spent), then the new balance. */
export const VoteCast: Story = {
  // The confirmation toast closes on a timer.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '七瀬ソラに投票する' }));
    const panel = within(main.getByRole('region', { name: '七瀬ソラに投票する' }));
    await expect(panel.getByRole('heading', { level: 4, name: '七瀬ソラに投票する' })).toHaveFocus();
    await expect(panel.getByText('保有ポイント')).toHaveTextContent('250pt');
    await expect(panel.getByRole('textbox', { name: '投票ポイント' })).toHaveValue('10');
    await userEvent.click(panel.getByRole('button', { name: '投票する' }));
    await expect(panel.getByText('10ポイントを投票します')).toHaveFocus();
    await expect(
      panel.getByText('七瀬ソラに10ポイントを投票します。投票したポイントは取り消せません。'),
    ).toBeVisible();
    await expect(panel.getByText('投票後の保有ポイント：')).toHaveTextContent('240pt');
    await userEvent.click(panel.getByRole('button', { name: '投票を確定する' }));
    await expectToast(canvas, '七瀬ソラに10ポイントを投票しました。');
    // Focus is back on the button the panel was opened from, not on the page.
    const trigger = main.getByRole('button', { name: '七瀬ソラに投票する' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(main.getByText(/^保有ポイント：/)).toHaveTextContent('保有ポイント：240pt');
    // The event's totals come back with the refetch after the vote.
    const card = within(main.getByRole('article', { name: '七瀬ソラ' }));
    await waitFor(() => expect(card.getByText('10,240pt')).toBeVisible());
    await expect(card.getByText('あなたの投票').nextElementSibling).toHaveTextContent('10pt');
    // Opened again and given up: focus back on the button, and it is said.
    await userEvent.click(trigger);
    await userEvent.click(main.getByRole('button', { name: 'やめる' }));
    await waitFor(() => expect(main.getByRole('button', { name: '七瀬ソラに投票する' })).toHaveFocus());
    await waitFor(() => expect(announced()).toContain('投票をやめました。'));
  },
};

/** The vote is refused: the confirmation stays with the reason in Japanese, and nothing is spent. */
export const VoteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...serverError(['vote']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '七瀬ソラに投票する' }));
    const panel = within(main.getByRole('region', { name: '七瀬ソラに投票する' }));
    await userEvent.click(panel.getByRole('button', { name: '投票する' }));
    await userEvent.click(panel.getByRole('button', { name: '投票を確定する' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(SERVER_ERROR_MESSAGE);
    await expect(panel.getByRole('button', { name: '投票を確定する' })).toBeEnabled();
    await expect(main.getByText(/^保有ポイント：/)).toHaveTextContent('保有ポイント：250pt');
  },
};

export const VotingLoading: Story = loadingState('listVotingEvents', { title: '総選挙' });

/** No event running now. */
export const VotingEmpty: Story = emptyState('現在開催中の投票イベントはありません。');

export const VotingError: Story = errorState('listVotingEvents', '投票イベントを取得できませんでした。');

// ---- /voting/history ----

/** The paid member's votes, newest first, then their point purchases. */
export const History: Story = {
  args: { path: '/voting/history' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '投票履歴');
    // ui VotingHistoryList: each vote its time, 投票 with the profile and event, the points spent.
    const votes = within(await main.findByRole('list', { name: '投票履歴' }));
    const rows = votes.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('2026/11/19 22:30:00');
    await expect(rows[0]).toHaveTextContent('投票');
    await expect(rows[0]).toHaveTextContent('花咲ヒナ');
    await expect(rows[0]).toHaveTextContent('−30pt');
    await expect(rows[2]).toHaveTextContent('夏のMV衣装総選挙');
    await expect(main.getByRole('link', { name: '投票ページに戻る' })).toHaveAttribute('href', '/voting');
  },
};

/** The free member has not voted yet. */
export const HistoryEmpty: Story = {
  args: { path: '/voting/history', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '投票履歴');
    await expect(await main.findByText('まだ投票していません。')).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  args: { path: '/voting/history' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['listVoteHistories', 'listVotingPackagePurchases']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '投票履歴');
    await expect(await main.findAllByRole('status')).not.toHaveLength(0);
  },
};

export const HistoryError: Story = errorState('listVoteHistories', SERVER_ERROR_MESSAGE, {
  path: '/voting/history',
  title: '投票履歴',
});

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    Voting,
    VoteCast,
    VoteFailed,
    VotingLoading,
    VotingEmpty,
    VotingError,
    History,
    HistoryEmpty,
    HistoryLoading,
    HistoryError,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
