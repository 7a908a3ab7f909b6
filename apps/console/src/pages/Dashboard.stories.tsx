import { dashboardMonths } from '@fanclub/domain/admin';
import { adminHandle, demoDashboardCharts, mockThisMonth } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, errorState, expectTitle, loadingState, mainOf, type Canvas } from '../test/screen.ts';

/**
 * The dashboard's charts: members joined and left, churn, revenue by source, paid members by plan,
 * orders waiting to ship and the coming deadlines, over a period the operator picks; each chart
 * with its table and CSV. The fake backend's history is steady (the same figures for a month in
 * every run); its last month is the fixtures' (2026年11月).
 */
const meta = {
  title: 'Console Pages/Dashboard',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/', role: 'owner' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const panelOf = async (main: Canvas, title: string) =>
  within(await main.findByRole('region', { name: title }));

/** The chart of a panel, once drawn (recharts names its SVG after the title). */
const expectChart = async (panel: Canvas, title: string) =>
  waitFor(() => expect(panel.getByRole('application', { name: title })).toBeVisible());

const expectShown = async (main: Canvas, text: string) => expect(await main.findByText(text)).toBeVisible();

/** Opens 「表で見る」 of a panel and gives its table. */
const openTable = async (panel: Canvas, title: string) => {
  await userEvent.click(panel.getByText('表で見る'));
  return within(await panel.findByRole('table', { name: `${title}（表）` }));
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ダッシュボード');
    // The month's figures stay above the charts.
    await expect(await main.findByText('発送待ちの注文', { selector: 'dt' })).toBeVisible();
    await expect(main.getByRole('radio', { name: '直近12か月' })).toBeChecked();
    await expectShown(main, '2025年12月〜2026年11月を表示しています。');
    for (const title of ['入会と退会', '退会率', '売上の内訳', 'プラン別の有料会員', '発送待ちの注文']) {
      const panel = await panelOf(main, title);
      await expect(panel.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expectChart(panel, title);
      await expect(panel.getByRole('button', { name: `${title}のCSVをダウンロード` })).toBeEnabled();
    }
    const members = await panelOf(main, '入会と退会');
    // Series are named, not only coloured.
    await expect(members.getByText('入会', { selector: '.recharts-legend-item-text' })).toBeVisible();
    await expect(members.getByText('退会', { selector: '.recharts-legend-item-text' })).toBeVisible();
    const deadlines = within(await main.findByRole('table', { name: '抽選と投票の締め切り（表）' }));
    await expect(deadlines.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(main.getByRole('link', { name: '注文の一覧へ' })).toBeVisible();
  },
};

export const TableShown: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const members = await openTable(await panelOf(main, '入会と退会'), '入会と退会');
    await expect(members.getByRole('columnheader', { name: '入会' })).toBeVisible();
    const november = members.getByRole('row', { name: /2026年11月/ });
    await expect(
      within(november)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['17人', '4人', '26人']);
    const churn = await openTable(await panelOf(main, '退会率'), '退会率');
    await expect(
      within(churn.getByRole('row', { name: /2026年11月/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.3%', '4人', '319人']);
    const revenue = await openTable(await panelOf(main, '売上の内訳'), '売上の内訳');
    await expect(
      within(revenue.getByRole('row', { name: /2026年11月/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['¥182,600', '¥51,500', '¥16,500', '¥250,600']);
    await expect(revenue.getAllByRole('row')).toHaveLength(13);
  },
};

export const CsvDownload: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const revenue = await panelOf(main, '売上の内訳');
      await userEvent.click(revenue.getByRole('button', { name: '売上の内訳のCSVをダウンロード' }));
      await waitFor(() => expect(saved).toEqual(['dashboard-revenue-2025-12_2026-11.csv']));
    } finally {
      click.mockRestore();
    }
  },
};

export const LastSixMonths: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectShown(main, '2025年12月〜2026年11月を表示しています。');
    await userEvent.click(main.getByRole('radio', { name: '直近6か月' }));
    await expectShown(main, '2026年6月〜2026年11月を表示しています。');
    await expect(main.getByRole('radio', { name: '直近6か月' })).toBeChecked();
    const table = await openTable(await panelOf(main, '入会と退会'), '入会と退会');
    // A header row and six months.
    await expect(table.getAllByRole('row')).toHaveLength(7);
  },
};

export const LastTwentyFourMonths: Story = {
  args: { path: '/?months=24' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('radio', { name: '直近24か月' })).toBeChecked();
    await expectShown(main, '2024年12月〜2026年11月を表示しています。');
    await expectChart(await panelOf(main, '売上の内訳'), '売上の内訳');
    const table = await openTable(await panelOf(main, '売上の内訳'), '売上の内訳');
    await expect(table.getAllByRole('row')).toHaveLength(25);
  },
};

export const ChosenMonths: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectShown(main, '2025年12月〜2026年11月を表示しています。');
    await userEvent.click(main.getByRole('radio', { name: '月を指定' }));
    // A wrong pair is said beside the fields and changes nothing.
    await fireEvent.change(main.getByLabelText('開始月'), { target: { value: '2026-05' } });
    await fireEvent.change(main.getByLabelText('終了月'), { target: { value: '2026-01' } });
    await userEvent.click(main.getByRole('button', { name: '表示する' }));
    await expect(await main.findByRole('alert')).toHaveTextContent(
      '開始月と終了月を選び、36か月以内で開始月を終了月より前にしてください。',
    );
    await expect(main.getByLabelText('開始月')).toHaveAttribute('aria-invalid', 'true');
    await expectShown(main, '2025年12月〜2026年11月を表示しています。');
    await fireEvent.change(main.getByLabelText('開始月'), { target: { value: '2024-02' } });
    await fireEvent.change(main.getByLabelText('終了月'), { target: { value: '2024-06' } });
    await userEvent.click(main.getByRole('button', { name: '表示する' }));
    await expectShown(main, '2024年2月〜2024年6月を表示しています。');
    await expect(main.queryByRole('alert')).toBeNull();
    // Before the club opened (April 2024) there is no member, so no churn rate.
    const churn = await openTable(await panelOf(main, '退会率'), '退会率');
    await expect(
      within(churn.getByRole('row', { name: /2024年2月/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('—');
  },
};

/** A club that has just opened: no history, no member, nothing to ship, no deadline. */
export const EmptyClub: Story = {
  beforeEach({ msw }) {
    msw.use(
      adminHandle('adminDashboardCharts', ({ query }) => {
        const { from, to } = dashboardMonths(query, mockThisMonth());
        return demoDashboardCharts(from, to, { empty: true });
      }),
    );
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const plans = await panelOf(main, 'プラン別の有料会員');
    await expect(plans.getByText('有料会員はまだいません。')).toBeVisible();
    await expect(plans.getByRole('button', { name: 'プラン別の有料会員のCSVをダウンロード' })).toBeDisabled();
    await expect(main.getByText('締め切り前の抽選・投票はありません。')).toBeVisible();
    const shipping = await openTable(await panelOf(main, '発送待ちの注文'), '発送待ちの注文');
    await expect(shipping.getAllByRole('cell').map((c) => c.textContent)).toEqual(['0件', '0件']);
    const churn = await openTable(await panelOf(main, '退会率'), '退会率');
    await expect(within(churn.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('—');
  },
};

export const ChartsLoading: Story = {
  ...loadingState('adminDashboardCharts'),
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('status')).toHaveTextContent('グラフを読み込み中…');
    // The month's figures do not wait for the charts.
    await expect(await main.findByText('今月の売上')).toBeVisible();
  },
};

export const ChartsError: Story = errorState('adminDashboardCharts');

/** The editor reads the charts too, without the link to orders it may not open. */
export const Editor: Story = {
  args: { role: 'editor' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectChart(await panelOf(main, '入会と退会'), '入会と退会');
    await expect(main.queryByRole('link', { name: '注文の一覧へ' })).toBeNull();
  },
};

const fitsTheWidth = async (canvas: Canvas) => {
  const main = await mainOf(canvas);
  await expectChart(await panelOf(main, '売上の内訳'), '売上の内訳');
  const region = (await panelOf(main, '売上の内訳')).getByRole('application', { name: '売上の内訳' });
  // The chart is drawn at the panel's width, and the page does not scroll sideways.
  await waitFor(() =>
    expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth),
  );
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
  const table = await openTable(await panelOf(main, '売上の内訳'), '売上の内訳');
  await expect(table.getAllByRole('row')).toHaveLength(13);
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => fitsTheWidth(canvas),
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => fitsTheWidth(canvas),
};
