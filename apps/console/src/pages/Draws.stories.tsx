import { mockDb } from '@fanclub/mocks';
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

/**
 * Draw events: the list, creating and editing a lottery (what entries lock), one event with its
 * benefits and entrants, running the draw, the second draw and the exports.
 */
const meta = {
  title: 'Console Pages/Draws 抽選',
  id: 'console-pages-draws',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/draw-events', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A form field by its label (a required one's label ends with 必須). */
const fieldOf = (main: ReturnType<typeof within>, label: string) =>
  main.getByRole('textbox', { name: new RegExp(`^${label}\\s*(必須)?$`) });

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '抽選');
    const table = within(await main.findByRole('grid', { name: '抽選イベント一覧' }));
    await expect(
      await table.findByRole('link', { name: 'ファンクラブ限定クリスマスライブ 抽選受付' }),
    ).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminDrawEvents');

export const ListEmpty: Story = emptyState('抽選');

export const ListError: Story = errorState('listAdminDrawEvents');

export const RunTheDraw: Story = {
  args: { path: '/draw-events/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定クリスマスライブ 抽選受付');
    await userEvent.click(await main.findByRole('button', { name: '抽選を実施' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '抽選を実施する' }));
    await expectToast(canvas, '抽選を実施しました。');
    await expect(mockDb.content.drawEvents[0]?.benefits.every((b) => b.drawnAt)).toBe(true);
    // The winners, exported: UTF-8 with its BOM, Japanese headers, one row per winner.
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(await main.findByRole('button', { name: '当選者をCSVで書き出す' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const bytes = new Uint8Array(await (saved.mock.calls[0]![0] as Blob).arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder().decode(bytes).trim().split('\r\n');
    await expect(header).toBe('特典,会員番号,氏名,メールアドレス,オプション,応募日時,当選した抽選');
    // 応募日時 in Japan time, as the orders' export writes it.
    await expect(rows[0]).toMatch(/,\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2},一次抽選$/);
    const benefits = new Set(mockDb.content.drawEvents[0]!.benefits.map((b) => b.id));
    await expect(rows.length).toBe(
      mockDb.drawEntries.filter((e) => benefits.has(e.drawBenefitId) && e.entryStatus === 'won').length,
    );
    await expect(rows.length).toBeGreaterThan(0);
    saved.mockRestore();
  },
};

export const DetailForSupport: Story = {
  args: { path: '/draw-events/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定クリスマスライブ 抽選受付');
    await expect(main.queryByRole('button', { name: '抽選を実施' })).toBeNull();
  },
};

export const DetailLoading: Story = loadingState('getAdminDrawEvent', '/draw-events/1');

export const DetailError: Story = errorState('getAdminDrawEvent', '/draw-events/1');

export const CreateLottery: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('link', { name: '抽選を作成' }));
    await expectTitle(main, '抽選を作成');
    const before = mockDb.content.drawEvents.length;
    // The contract's messages under each field before anything is sent.
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect((await main.findAllByText('入力してください。')).length).toBeGreaterThan(0);
    await expect(mockDb.content.drawEvents.length).toBe(before);
    await userEvent.type(fieldOf(main, 'イベント名'), '春ツアー チケット先行');
    await userEvent.type(fieldOf(main, '特典1の名前'), '東京公演');
    await userEvent.type(fieldOf(main, '特典1の応募できる人数'), '500');
    await userEvent.type(fieldOf(main, '特典1の当選数'), '600');
    await userEvent.type(fieldOf(main, '特典1の選択肢の名前'), '枚数');
    await userEvent.type(fieldOf(main, '特典1の選択肢'), '1枚、2枚');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('当選数は応募できる人数以下にしてください。')).toBeVisible();
    await userEvent.clear(fieldOf(main, '特典1の当選数'));
    await userEvent.type(fieldOf(main, '特典1の当選数'), '100');
    await userEvent.click(
      main.getByText('1人1特典まで応募できる（ほかの特典に応募した会員は応募できません）'),
    );
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, '春ツアー チケット先行');
    const created = mockDb.content.drawEvents.at(-1)!;
    await expect(created.benefits[0]).toMatchObject({
      name: '東京公演',
      option: { label: '枚数', values: ['1枚', '2枚'] },
    });
  },
};

export const EditWithEntries: Story = {
  args: { path: '/draw-events/1/edit' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '「ファンクラブ限定クリスマスライブ 抽選受付」を編集');
    await expect(main.getByText(/応募があるため、受付開始日時/)).toBeVisible();
    await expect(main.getByLabelText(/^受付開始日時/)).toHaveAttribute('readonly');
    // A benefit someone entered keeps its place in the form: no 削除 for it.
    await expect(main.queryByRole('button', { name: '特典3を削除' })).toBeNull();
    await userEvent.clear(fieldOf(main, 'イベント名'));
    await userEvent.type(fieldOf(main, 'イベント名'), 'クリスマスライブ 抽選受付（延長）');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, 'クリスマスライブ 抽選受付（延長）');
  },
};

export const SecondDraw: Story = {
  args: { path: '/draw-events/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '秋のリリースイベント 特別招待');
    const section = within(await main.findByRole('region', { name: '二次抽選' }));
    const field = section.getByLabelText('「メンバー直筆メッセージカード」の追加の当選数');
    await userEvent.type(field, '5');
    await userEvent.click(
      section.getByRole('button', { name: '「メンバー直筆メッセージカード」の二次抽選を実施' }),
    );
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '二次抽選を実施する' }));
    await expectToast(canvas, '二次抽選の当選数は、落選した1人以下にしてください。');
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(
      section.getByRole('button', { name: '「メンバー直筆メッセージカード」の二次抽選を実施' }),
    );
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', {
        name: '二次抽選を実施する',
      }),
    );
    await expectToast(canvas, '二次抽選を実施しました。');
    await expect(await main.findByText(/当選（二次抽選）/)).toBeVisible();
    // Every entrant, exported with the result.
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(main.getByRole('button', { name: '応募者全員をCSVで書き出す' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const text = new TextDecoder().decode(await (saved.mock.calls[0]![0] as Blob).arrayBuffer());
    await expect(text.replace('\uFEFF', '').split('\r\n')[0]).toBe(
      '特典,会員番号,氏名,メールアドレス,オプション,応募日時,結果,当選した抽選',
    );
    await expect(text).toContain(',当選,二次抽選');
    saved.mockRestore();
  },
};

export const CreateForSupport: Story = {
  args: { path: '/draw-events', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '抽選');
    await expect(main.queryByRole('link', { name: '抽選を作成' })).toBeNull();
  },
};
