import { users, votingEvents } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VotePanel } from './VotePanel.tsx';
import { votingText } from '../messages/voting.ts';
import { playground } from '../story/playground.ts';

const profile = votingEvents[0]!.profiles[1]!;
// The paid demo member's balance.
const balance = Math.max(...users.map((user) => user.votingPoint));

/**
 * 1 人の候補に投票ポイントを入れるパネル: ポイントを選び（1〜保有ポイント）、「◯ポイントを投票します」と確かめてから投票します。終わった・始まる前の投票、ポイントがないときは、投票できない理由を出します。
 *
 * **使う場面**: 投票の候補の詳細で、会員がポイントを **使う** とき。
 *
 * **使わない場面**: ポイントを **買う** とき（`VotingPackagePicker`: パックを選んで購入の手順へ）。
 *
 * - する: 投票の結果を待つあいだは `onVote` から Promise を返す（確定のボタンが待ちます）。
 * - しない: 確認の手順を飛ばして 1 回の押下で投票する（ポイントは戻せません）。
 *
 * - する: 候補のカードから開くパネルは `focusOnOpen` と `onCancel`（「やめる」）を付け、`onVoted` で閉じる（`VotingProfileCard` が開いたボタンへフォーカスを戻します）。
 *
 * **キーボード・スクリーンリーダー**: ポイントは `QuantityStepper`（↑↓、Home / End で 1 と上限）。手順が変わるたびにフォーカスがその手順の文へ移り読み上げられます。完了は `role="status"`、失敗は確認の手順のまま `role="alert"` で理由を出します。
 */
const meta = {
  title: 'Voting/VotePanel 投票パネル',
  id: 'voting-votepanel',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { voting: votingText } } },
  component: VotePanel,
  args: { profileName: profile.name, balance, onVote: fn() },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <VotePanel {...args} />
    </div>
  ),
} satisfies Meta<typeof VotePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ConfirmAndVote: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('保有ポイント')).toHaveTextContent(`${balance}pt`);
    await userEvent.click(canvas.getByRole('button', { name: /^増やす/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^増やす/ }));
    await userEvent.click(canvas.getByRole('button', { name: '投票する' }));
    // The confirmation step; nothing is sent yet.
    const confirmTitle = canvas.getByText('3ポイントを投票します');
    await expect(confirmTitle).toHaveFocus();
    await expect(args.onVote).not.toHaveBeenCalled();
    // What is left once these points are spent.
    await expect(canvas.getByText('投票後の保有ポイント：')).toHaveTextContent(`${balance - 3}pt`);
    await userEvent.click(canvas.getByRole('button', { name: '投票を確定する' }));
    await expect(args.onVote).toHaveBeenCalledWith(3);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `${profile.name}に3ポイントを投票しました。`,
    );
  },
};

export const KeyboardBoundedByBalance: Story = {
  args: { balance: 5 },
  play: async ({ canvas, args }) => {
    const balance = args.balance;
    const input = canvas.getByRole('textbox', { name: '投票ポイント' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue(String(balance));
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(String(balance));
    await expect(canvas.getByRole('button', { name: /^増やす/ })).toBeDisabled();
    // Typing more than the balance is clamped when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, '999');
    await userEvent.tab();
    await expect(input).toHaveValue(String(balance));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(`${balance}ポイントを投票します`)).toBeVisible();
    // 「戻る」 cancels without voting.
    await userEvent.click(canvas.getByRole('button', { name: '戻る' }));
    await expect(canvas.getByRole('textbox', { name: '投票ポイント' })).toBeVisible();
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onVote: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '投票する' }));
    await userEvent.click(canvas.getByRole('button', { name: '投票を確定する' }));
    await expect(await canvas.findByRole('button', { name: '投票しています…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '戻る' })).toBeDisabled();
  },
};

/** Opened from a profile's button: focus on the title, 10 points to start with, 「やめる」 closes. */
export const OpenedWithCancel: Story = {
  args: { focusOnOpen: true, initialPoints: 10, onCancel: fn(), headingLevel: 4 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: `${profile.name}に投票する` })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '投票ポイント' })).toHaveValue('10');
    // Back from the confirmation, focus returns to the title.
    await userEvent.click(canvas.getByRole('button', { name: '投票する' }));
    await userEvent.click(canvas.getByRole('button', { name: '戻る' }));
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'やめる' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/** The vote is refused: the confirmation stays, with the reason in Japanese, to send again. */
export const Failed: Story = {
  args: {
    onVote: fn(() => Promise.reject(new Error('refused'))),
    onVoted: fn(),
    errorText: () => '投票ポイントが足りません。',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '投票する' }));
    await userEvent.click(canvas.getByRole('button', { name: '投票を確定する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('投票ポイントが足りません。');
    await expect(canvas.getByText('1ポイントを投票します')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '投票を確定する' })).toBeEnabled();
    await expect(args.onVoted).not.toHaveBeenCalled();
    // Going back clears the message.
    await userEvent.click(canvas.getByRole('button', { name: '戻る' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Without errorText, a refusal says so in the panel's own words. */
export const FailedDefaultText: Story = {
  args: { onVote: fn(() => Promise.reject(new Error('500'))) },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '投票する' }));
    await userEvent.click(canvas.getByRole('button', { name: '投票を確定する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '投票できませんでした。時間をおいてもう一度お試しください。',
    );
  },
};

export const NoPoints: Story = {
  args: { balance: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/投票ポイントがありません/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ポイントを購入する' })).toHaveAttribute(
      'href',
      '/voting/cart-point-purchase',
    );
    await expect(canvas.queryByRole('button', { name: '投票する' })).toBeNull();
  },
};

export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('この投票は終了しました。')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Upcoming: Story = {
  args: { state: 'upcoming' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('この投票はまだ始まっていません。')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '投票ポイント' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '投票する' })).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    ConfirmAndVote,
    KeyboardBoundedByBalance,
    Sending,
    OpenedWithCancel,
    Failed,
    FailedDefaultText,
    NoPoints,
    Closed,
    Upcoming,
    Disabled,
    Phone,
  }),
  tags: ['no-visual'],
};
