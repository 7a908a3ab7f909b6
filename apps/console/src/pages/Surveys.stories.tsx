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

/** Surveys: the list, one survey's totals per choice with the answers' CSV, creating a survey. */
const meta = {
  title: 'Console Pages/Surveys アンケート',
  id: 'console-pages-surveys',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/surveys', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const SURVEY = '5周年ライブ「Prism Night」で聴きたい曲アンケート';

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'アンケート');
    const table = within(await main.findByRole('grid', { name: 'アンケート一覧' }));
    await expect(await table.findByRole('link', { name: SURVEY })).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminSurveys');

export const ListEmpty: Story = emptyState('アンケート');

export const ListError: Story = errorState('listAdminSurveys');

export const TotalsAndCsv: Story = {
  args: { path: '/surveys/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, SURVEY);
    const question = within(await main.findByRole('table', { name: /いちばん聴きたい曲はどれですか/ }));
    await expect(question.getByRole('row', { name: /Prism 538/ })).toBeVisible();
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(main.getByRole('button', { name: '回答をCSVで書き出す' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const text = new TextDecoder().decode(await (saved.mock.calls[0]![0] as Blob).arrayBuffer());
    await expect(text).toContain('回答日時,会員番号,いちばん聴きたい曲はどれですか？');
    saved.mockRestore();
  },
};

export const TotalsForSupport: Story = {
  args: { path: '/surveys/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, SURVEY);
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
  },
};

export const DetailLoading: Story = loadingState('getAdminSurvey', '/surveys/1');

export const DetailError: Story = errorState('getAdminSurvey', '/surveys/1');

export const CreateSurvey: Story = {
  args: { path: '/surveys/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'アンケートを作成');
    const before = mockDb.content.surveys.length;
    await userEvent.type(main.getByRole('textbox', { name: /タイトル/ }), '冬のツアー会場アンケート');
    // Refused before sending: no question yet.
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('質問を1つ以上登録してください。')).toBeVisible();
    await expect(mockDb.content.surveys.length).toBe(before);
    await userEvent.click(main.getByRole('button', { name: '質問を追加' }));
    await userEvent.type(main.getByRole('textbox', { name: '質問1 必須' }), '行きたい会場は？');
    await userEvent.type(main.getByRole('textbox', { name: /質問1の選択肢1/ }), '東京');
    await userEvent.type(main.getByRole('textbox', { name: /質問1の選択肢2/ }), '大阪');
    await userEvent.click(main.getByRole('checkbox', { name: '質問1は複数回答できる' }));
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, '冬のツアー会場アンケート');
    await expect(mockDb.content.surveys[0]!.questions[0]).toMatchObject({
      content: '行きたい会場は？',
      isMultiple: true,
    });
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'surveys' });
  },
};
