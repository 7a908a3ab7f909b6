import { makeSchedule, scheduleCategories, schedules } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScheduleList } from './ScheduleList.tsx';
import { contentText } from '../messages/content.ts';
import { scheduleText } from '../messages/schedule.ts';
import { playground } from '../story/playground.ts';

const live = schedules[0]!; // 2027-02-14 17:00-20:00, with an image
const paid = schedules.find((schedule) => schedule.isPaid)!;

// One of each kind of period: same day, several days, no end.
const periods = [
  makeSchedule({
    id: 101,
    title: 'ファンクラブ限定クリスマスライブ',
    eventStart: '2026-12-25T18:30:00+09:00',
    eventEnd: '2026-12-25T20:30:00+09:00',
  }),
  makeSchedule({
    id: 102,
    title: '5周年記念 ポップアップストア',
    category: scheduleCategories[1]!,
    eventStart: '2026-12-11T11:00:00+09:00',
    eventEnd: '2026-12-20T18:00:00+09:00',
  }),
  makeSchedule({
    id: 103,
    title: 'YouTube 定期配信「るみなす会議」',
    category: scheduleCategories[3]!,
    isPaid: true,
    eventStart: '2026-12-09T21:00:00+09:00',
    eventEnd: null,
  }),
];

/**
 * スケジュールの一覧: 期間、カテゴリ、会員限定の印、タイトル、画像。
 *
 * **使う場面**: スケジュールのページとホームの予定欄。
 *
 * **キーボード・スクリーンリーダー**: 1 件につき Tab は 1 回。期間は「2026/12/20（日）〜」のように文字で読み上げます。
 */
const meta = {
  title: 'Content/ScheduleList スケジュール一覧',
  id: 'content-schedulelist',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { content: contentText, schedule: scheduleText } } },
  component: ScheduleList,
  args: { schedules },
} satisfies Meta<typeof ScheduleList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'スケジュール一覧' });
    const rows = within(list).getAllByRole('article');
    await expect(rows).toHaveLength(schedules.length);
    const row = rows[0]!;
    await expect(within(row).getByRole('link', { name: live.title })).toHaveAttribute(
      'href',
      `/schedule/${live.id}`,
    );
    await expect(row).toHaveTextContent('2027/02/14 17:00:00〜20:00:00');
    await expect(within(row).getByText('ライブ')).toBeVisible();
    await expect(row.querySelector('img')).toBeVisible();
    await expect(row).not.toHaveTextContent('会員限定');
    const paidRow = within(list).getByRole('link', { name: paid.title }).closest('article')!;
    await expect(within(paidRow).getByText('会員限定')).toBeVisible();
    await expect(paidRow).toHaveTextContent('2026/11/22 20:00:00〜21:00:00');
  },
};

export const Periods: Story = {
  args: { schedules: periods },
  play: async ({ canvas }) => {
    const [sameDay, severalDays, noEnd] = canvas.getAllByRole('article');
    // An end on the same day shows its time only.
    await expect(sameDay).toHaveTextContent('2026/12/25 18:30:00〜20:30:00');
    const times = sameDay!.querySelectorAll('time');
    await expect(times[0]).toHaveAttribute('dateTime', '2026-12-25T18:30:00+09:00');
    await expect(times[1]).toHaveAttribute('dateTime', '2026-12-25T20:30:00+09:00');
    // Another day shows the whole date and time.
    await expect(severalDays).toHaveTextContent('2026/12/11 11:00:00〜2026/12/20 18:00:00');
    await expect(within(severalDays!).getByText('イベント')).toBeVisible();
    // No end: the start alone.
    await expect(noEnd).toHaveTextContent('2026/12/09 21:00:00');
    await expect(noEnd).not.toHaveTextContent('〜');
    await expect(within(noEnd!).getByText('会員限定')).toBeVisible();
    await expect(within(noEnd!).getByText('配信')).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { schedules: periods },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: periods[0]!.title });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: periods[1]!.title })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(link).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { schedules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('スケジュールはまだありません')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  ...List,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { List, Periods, Keyboard, Empty, Phone }),
  tags: ['no-visual'],
};
