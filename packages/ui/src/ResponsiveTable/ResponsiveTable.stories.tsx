import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDateTime, formatPoints } from '@fanclub/domain/format';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Price } from '../Price/Price.tsx';
import { playground } from '../story/playground.ts';
import { ResponsiveTable, type ResponsiveTableColumn } from './ResponsiveTable.tsx';

type Vote = { id: number; createdAt: string; event: string; profile: string; point: number };

// Long names on purpose: they wrap between words, never letter by letter; the dates never wrap.
const votes: Vote[] = [
  {
    id: 1,
    createdAt: '2026-11-25T11:51:21Z',
    event: '第3回 メンバー総選挙 〜冬のスペシャルステージ センター決定戦〜',
    profile: '星野 ひかり',
    point: 50,
  },
  {
    id: 2,
    createdAt: '2026-11-18T13:30:05Z',
    event: '第3回 メンバー総選挙',
    profile: '月島 みお',
    point: 1200,
  },
  { id: 3, createdAt: '2026-07-19T10:00:00Z', event: '夏のユニット投票', profile: '桜井 ことね', point: 20 },
];

const voteColumns: ResponsiveTableColumn<Vote>[] = [
  { id: 'date', header: '日時', render: (v) => formatDateTime(v.createdAt), noWrap: true },
  { id: 'event', header: 'イベント', render: (v) => v.event },
  { id: 'profile', header: '投票先', render: (v) => v.profile },
  {
    id: 'point',
    header: 'ポイント',
    render: (v) => formatPoints(v.point),
    noWrap: true,
    align: 'end',
  },
];

/**
 * 一覧の表: デスクトップでは表、768 px 未満では 1 行ずつのカード（項目名と値）。日時や金額の列（`noWrap`）は
 * どの幅でも折り返しません。320 px の画面でも横にはみ出しません。
 *
 * **使う場面**: 会員が読む履歴や明細（投票履歴、ポイント購入履歴、カート、注文明細）。
 *
 * **使わない場面**: 管理画面の並べ替え・ページ送りのある一覧（`DataTable`）、商品の並び（`ProductCard`）。
 *
 * - する: 日時・金額・ポイント・ボタンの列に `noWrap`、行を名指す列に `isRowHeader`。
 * - しない: 1 画面に合わせて列を削る（カードでは全項目がラベル付きで並びます）。
 *
 * **キーボード・スクリーンリーダー**: どの幅でも表として読み上げます（列見出し、行見出し）。カードの項目名は画面に見せるためだけのもので、二重には読み上げません。
 */
const meta = {
  title: 'Content/ResponsiveTable 表（スマートフォンではカード）',
  id: 'content-responsivetable',
  tags: ['autodocs', 'stable'],
  component: ResponsiveTable<Vote>,
  args: { caption: '投票履歴', columns: voteColumns, rows: votes, rowKey: (v: Vote) => v.id },
} satisfies Meta<typeof ResponsiveTable<Vote>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** How many lines the text of `element` takes (distinct line boxes of its text). */
const lineCount = (element: Element) => {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
};
const isOneLine = (element: Element) => lineCount(element) === 1;

/** The page can be read without scrolling sideways. */
const fitsWidth = (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

/** Desktop: a table with its column headings; dates and points on one line each. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '投票履歴' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日時', 'イベント', '投票先', 'ポイント']);
    const date = canvas.getByRole('cell', { name: '2026/11/25 20:51:21' });
    await expect(isOneLine(date)).toBe(true);
  },
};

/** A phone (360 px): one card per row, each value under its name; still a table for screen readers. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: '投票履歴' })).toBeVisible();
    // The cards' names are on screen, and not read twice: the cell is named by its value only.
    await expect(canvas.getAllByText('日時', { selector: '[aria-hidden="true"]' })[0]).toBeVisible();
    for (const date of ['2026/11/25 20:51:21', '2026/11/18 22:30:05', '2026/07/19 19:00:00']) {
      const cell = canvas.getByRole('cell', { name: date });
      await expect(isOneLine(cell.lastElementChild!)).toBe(true);
    }
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

/** The narrowest phone (320 px): the cards reflow, a date moves below its name rather than breaking. */
export const OnNarrowPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    for (const cell of canvas.getAllByRole('cell')) {
      if (/^\d{4}\/\d{2}\/\d{2} /.test(cell.textContent ?? '')) {
        await expect(isOneLine(cell.lastElementChild!)).toBe(true);
      }
    }
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

type Line = { id: number; name: string; count: number; subtotal: number };
const lines: Line[] = [
  { id: 1, name: 'ツアーTシャツ 2026 ブラック L', count: 2, subtotal: 7000 },
  { id: 2, name: 'ペンライト（公式）', count: 1, subtotal: 3300 },
];
const onRemove = fn();
const cartColumns: ResponsiveTableColumn<Line>[] = [
  { id: 'name', header: '商品', render: (l) => l.name, isRowHeader: true },
  { id: 'count', header: '数量', render: (l) => `${l.count}点`, noWrap: true },
  { id: 'subtotal', header: '小計', render: (l) => <Price amount={l.subtotal} size="sm" />, noWrap: true },
  {
    id: 'actions',
    header: '操作',
    hideHeader: true,
    noWrap: true,
    render: (l) => (
      <Button variant="ghost" onPress={() => onRemove(l.id)} aria-label={`${l.name}を削除`}>
        削除
      </Button>
    ),
  },
];

/**
 * A row heading (the item) and an actions column without a visible heading, on a phone: the item
 * heads its card, 削除 sits at the card's end on one line.
 */
export const WithRowHeadingAndActions: StoryObj<typeof ResponsiveTable<Line>> = {
  args: { caption: 'カートの商品', columns: cartColumns, rows: lines, rowKey: (l: Line) => l.id },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('rowheader', { name: 'ペンライト（公式）' })).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'ペンライト（公式）を削除' });
    await expect(isOneLine(remove)).toBe(true);
    await userEvent.click(remove);
    await expect(onRemove).toHaveBeenCalledWith(2);
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Desktop }),
  tags: ['no-visual'],
};
