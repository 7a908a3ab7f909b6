import { mockDb } from '@fanclub/mocks';
import { adminDb } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import {
  consolePage,
  emptyState,
  errorState,
  expectTitle,
  expectToast,
  loadingState,
  mainOf,
} from '../test/screen.ts';

/** Voting events: the list, the live results with their CSV, creating an event, the point packages. */
const meta = {
  title: 'Console Pages/Voting 投票',
  id: 'console-pages-voting',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/voting-events', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const EVENT = 'Lumière Star Vote 2026 〜5th Anniversary センター総選挙〜';

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '投票');
    const table = within(await main.findByRole('grid', { name: '投票イベント一覧' }));
    await expect(await table.findByRole('link', { name: EVENT })).toBeVisible();
    await expect(main.getByRole('link', { name: '投票イベントを作成' })).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminVotingEvents');

export const ListEmpty: Story = emptyState('投票');

export const ListError: Story = errorState('listAdminVotingEvents');

export const ResultsAndCsv: Story = {
  args: { path: '/voting-events/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, EVENT);
    const results = within(await main.findByRole('grid', { name: '候補者ごとの結果' }));
    const leader = [...mockDb.content.votingEvents[0]!.profiles].sort((a, b) => b.point - a.point)[0]!;
    await expect(results.getAllByRole('row')[1]).toHaveTextContent(`1位${leader.name}`);
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(main.getByRole('button', { name: '結果をCSVで書き出す' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const bytes = new Uint8Array(await (saved.mock.calls[0]![0] as Blob).arrayBuffer());
    // UTF-8 with its byte-order mark, then the Japanese headers.
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expect(new TextDecoder().decode(bytes)).toContain(
      '順位,候補者,プロフィールID,ポイント,投票数,投票者数',
    );
    saved.mockRestore();
  },
};

export const ResultsForSupport: Story = {
  args: { path: '/voting-events/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, EVENT);
    await expect(await main.findByRole('grid', { name: '候補者ごとの結果' })).toBeVisible();
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(main.getByRole('textbox', { name: /イベント名/ })).toHaveAttribute('readonly');
  },
};

export const DetailLoading: Story = loadingState('getAdminVotingEvent', '/voting-events/1');

export const DetailError: Story = errorState('getAdminVotingEvent', '/voting-events/1');

export const CreateEvent: Story = {
  args: { path: '/voting-events/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '投票イベントを作成');
    const before = mockDb.content.votingEvents.length;
    await userEvent.type(main.getByRole('textbox', { name: /イベント名/ }), '冬の衣装総選挙');
    // Refused before sending: no candidate yet.
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('候補者を1人以上登録してください。')).toBeVisible();
    await expect(mockDb.content.votingEvents.length).toBe(before);
    await userEvent.click(main.getByRole('button', { name: '候補者を追加' }));
    await userEvent.click(main.getByRole('button', { name: /候補者1のプロフィール/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '月城アオイ' }));
    await userEvent.type(main.getByRole('textbox', { name: '候補者1の意気込み' }), '冬も全力で！');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, '冬の衣装総選挙');
    await expect(mockDb.content.votingEvents[0]).toMatchObject({ name: '冬の衣装総選挙' });
    await expect(mockDb.content.votingEvents[0]!.profiles.map((p) => p.name)).toEqual(['月城アオイ']);
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'votingEvents' });
  },
};

export const Packages: Story = {
  args: { path: '/voting-packages' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '投票ポイントのパッケージ');
    const table = within(await main.findByRole('grid', { name: 'パッケージ一覧' }));
    await expect(await table.findByRole('rowheader', { name: '100pt パック' })).toBeVisible();
    const before = mockDb.content.votingPackages.length;
    await userEvent.click(main.getByRole('button', { name: 'パッケージを追加' }));
    const form = within(await main.findByRole('form', { name: 'パッケージを追加' }));
    await userEvent.type(form.getByRole('textbox', { name: 'ポイント 必須' }), '50');
    await userEvent.type(form.getByRole('textbox', { name: /価格/ }), '-5');
    await userEvent.click(form.getByRole('button', { name: '保存する' }));
    await expect(await form.findByText('0以上の整数で入力してください。')).toBeVisible();
    await expect(mockDb.content.votingPackages.length).toBe(before);
    await userEvent.clear(form.getByRole('textbox', { name: /価格/ }));
    await userEvent.type(form.getByRole('textbox', { name: /価格/ }), '500');
    await userEvent.type(form.getByRole('textbox', { name: /名前/ }), 'お試しパック');
    await userEvent.click(form.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expect(await table.findByRole('rowheader', { name: 'お試しパック' })).toBeVisible();
    await expect(mockDb.content.votingPackages.length).toBe(before + 1);
  },
};

export const PackagesEmpty: Story = emptyState('投票ポイントのパッケージ', '/voting-packages');
