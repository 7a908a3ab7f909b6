import { drawCongratulations, drawEvents, fixtureNow } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DrawEntryForm } from './DrawEntryForm.tsx';
import { drawText } from '../messages/draw.ts';
import { playground } from '../story/playground.ts';

const [open, past] = [drawEvents[0]!, drawEvents[1]!];
const [invitation, twoShot] = [open.benefits[0]!, open.benefits[1]!];
const rehearsal = past.benefits[0]!;

/**
 * 抽選イベントの特典 1 つ: この会員にとっての状態（受付前、応募できる、応募済み、当選・落選、終了）と、受付中なら応募のフォーム。
 *
 * **使う場面**: 抽選イベントの詳細ページで、特典ごとに。
 *
 * **キーボード・スクリーンリーダー**: 選択肢はブラウザのセレクト。応募ボタンは「「特典名」に応募する」と読み上げられ、選ばずに押すとセレクトにフォーカスが移ってエラーが読み上げられます。
 */
const meta = {
  title: 'Engagement/DrawEntryForm 抽選応募フォーム',
  id: 'engagement-drawentryform',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { draw: drawText } } },
  component: DrawEntryForm,
  args: {
    benefit: invitation,
    entryStart: open.entryStart,
    entryEnd: open.entryEnd,
    now: fixtureNow,
    onEnter: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <DrawEntryForm {...args} />
    </div>
  ),
} satisfies Meta<typeof DrawEntryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotEntered: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: invitation.name });
    await expect(card).toHaveTextContent('未応募');
    await expect(card).toHaveTextContent('応募状況：1,248 / 2,000名');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith(null);
  },
};

export const OptionRequired: Story = {
  args: { benefit: twoShot },
  play: async ({ canvas, args }) => {
    const enter = canvas.getByRole('button', { name: `「${twoShot.name}」に応募する` });
    await expect(enter).toHaveTextContent('応募する');
    await userEvent.click(enter);
    // Nothing is sent: the select takes the focus and says what is missing.
    const select = canvas.getByRole('combobox', { name: /撮影するメンバー/ });
    await expect(select).toHaveFocus();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('撮影するメンバーを選択してください。');
    await expect(args.onEnter).not.toHaveBeenCalled();
    // Choose in the browser's select, then enter.
    await userEvent.selectOptions(select, '花咲ヒナ');
    await expect(canvas.queryByText('撮影するメンバーを選択してください。')).toBeNull();
    await userEvent.click(enter);
    await expect(args.onEnter).toHaveBeenCalledWith('花咲ヒナ');
  },
};

export const EnteredWaiting: Story = {
  args: { benefit: { ...twoShot, isRegistered: true, entryStatus: 'pending' }, chosenOption: '月城アオイ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('抽選結果の発表をお待ちください');
    await expect(canvas.getByText('抽選待ち')).toBeVisible();
    await expect(canvas.getByText('撮影するメンバー：月城アオイ')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /に応募する$/ })).toBeNull();
  },
};

export const Won: Story = {
  args: {
    benefit: {
      ...rehearsal,
      isRegistered: true,
      entryStatus: 'won',
      congratulationContent: drawCongratulations[rehearsal.id] ?? null,
    },
    entryStart: past.entryStart,
    entryEnd: past.entryEnd,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当選おめでとうございます！')).toBeVisible();
    await expect(canvas.getByText(/関係者入口/)).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('当選者数：20名');
  },
};

export const NotWon: Story = {
  args: {
    benefit: { ...past.benefits[1]!, isRegistered: true, entryStatus: 'not_won' },
    entryStart: past.entryStart,
    entryEnd: past.entryEnd,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('落選')).toBeVisible();
    await expect(canvas.getByText(/今回は落選となりました/)).toBeVisible();
    await expect(canvas.queryByText('当選おめでとうございます！')).toBeNull();
  },
};

export const CapacityFull: Story = {
  args: { benefit: { ...invitation, countParticipants: invitation.capacity } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('定員に達したため、受付を終了しました。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /に応募する$/ })).toBeNull();
  },
};

export const BeforeEntryStart: Story = {
  args: { now: new Date(new Date(open.entryStart).getTime() - 86_400_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/から受付開始です。/)).toBeVisible();
  },
};

export const EntryEnded: Story = {
  args: { benefit: past.benefits[1]!, entryStart: past.entryStart, entryEnd: past.entryEnd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('受付期間は終了しました。')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { benefit: twoShot },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    NotEntered,
    OptionRequired,
    EnteredWaiting,
    Won,
    NotWon,
    CapacityFull,
    BeforeEntryStart,
    EntryEnded,
    Phone,
  }),
  tags: ['no-visual'],
};
