import { memberAnswers } from '@fanclub/domain/answers';
import { endpoints, type MembershipCardCheck } from '@fanclub/domain/contract';
import { mockDb } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, expectTitle, mainOf, type Canvas } from '../test/screen.ts';

/**
 * 会員証の確認: the venue's verifier. Staff read a member's card QR (the camera, or a handheld
 * reader typing into the code field) and the screen says whether to admit, from the member's
 * standing now: a current code, the offline copy (check the person), a code already checked (a
 * screenshot passed on), a stale one, a banned or lapsed member. Any operator may use it.
 */
const meta = {
  title: 'Console Pages/Card Check カードの確認',
  id: 'console-pages-card-check',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/card-check', role: 'support' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Types a code into the reader's field (what a handheld reader does) and sends it. */
const readCode = async (main: Canvas, code: string) => {
  const field = await main.findByRole('textbox', { name: /コードを入力/ });
  await userEvent.type(field, code);
  await userEvent.click(main.getByRole('button', { name: '送信する' }));
};

const resultOf = async (main: Canvas, title: string) => {
  const heading = await main.findByRole('heading', { level: 2, name: title });
  await expect(heading).toHaveFocus();
  return within(heading.closest('section')!);
};

/** A current code of a paid member: admit. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員証の確認');
    await readCode(main, 'DEMO-CARD.10000002.paid');
    const result = await resultOf(main, '入場できます');
    await expect(result.getByText('有効な会員証です（有料会員）。')).toBeVisible();
    await expect(result.getByText('10000002')).toBeVisible();
    await expect(result.getByText('最新のコード（30秒ごとに切り替わるもの）')).toBeVisible();
    // The next person: the reader again, its field empty.
    await userEvent.click(main.getByRole('button', { name: '次の人を確認する' }));
    await expect(await main.findByRole('textbox', { name: /コードを入力/ })).toHaveValue('');
  },
};

/** The offline copy the card page keeps: genuine, but not the current code. */
export const OfflineCopy: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await readCode(main, 'DEMO-CARD.10000002.paid.offline');
    const result = await resultOf(main, '本人確認をしてください');
    await expect(result.getByText('オフライン用のコピー', { selector: 'span' })).toBeVisible();
    await expect(result.getByText(/^オフラインで保存された会員証です/)).toBeVisible();
    await expect(result.getByText('会員証を読み込んだ日時')).toBeVisible();
  },
};

/** The same code twice (a screenshot passed to the next in line): said, with the first time. */
export const Replayed: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await readCode(main, 'DEMO-CARD.10000002.paid');
    await resultOf(main, '入場できます');
    await userEvent.click(main.getByRole('button', { name: '次の人を確認する' }));
    await readCode(main, 'DEMO-CARD.10000002.paid');
    const result = await resultOf(main, 'すでに確認されたコードです');
    await expect(result.getByRole('alert')).toHaveTextContent(/にすでに確認されています/);
    await expect(result.getByText('最初に確認した時刻')).toBeVisible();
  },
};

/** A banned member's card, however fresh its code: refused, the reason kept in the console. */
export const Banned: Story = {
  beforeEach() {
    const member = mockDb.users.get(2)!.user;
    member.subscription = { ...member.subscription!, status: 'banned', bannedReason: '転売' };
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await readCode(main, 'DEMO-CARD.10000002.paid');
    const result = await resultOf(main, '利用停止中の会員です');
    await expect(result.getByRole('alert')).toHaveTextContent(memberAnswers.cardBanned);
    await expect(result.queryByText(/転売/)).toBeNull();
  },
};

/** A code shown too long ago (a screenshot): stale. */
export const Stale: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`*${endpoints.verifyMembershipCard.path}`, () =>
        HttpResponse.json({
          valid: false,
          memberNumber: '10000002',
          rank: null,
          expiresAt: '2026-11-22T09:31:00+09:00',
          message: memberAnswers.cardStale,
          status: 'stale',
          copy: 'live',
          issuedAt: '2026-11-22T09:30:00+09:00',
          firstCheckedAt: null,
        } satisfies MembershipCardCheck),
      ),
    );
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await readCode(main, 'eyJhbGciOiJFZERTQSJ9.old.code');
    const result = await resultOf(main, '古いQRコードです');
    await expect(result.getByRole('alert')).toHaveTextContent(/スクリーンショットの可能性があります/);
  },
};

/** Not a card of this club: refused. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await readCode(main, 'https://example.com/not-a-card');
    const result = await resultOf(main, '確認できない会員証です');
    await expect(result.getByRole('alert')).toHaveTextContent(memberAnswers.cardInvalid);
  },
};

/** No connection: nothing is concluded; the staff can try the same code again. */
export const NetworkFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(`*${endpoints.verifyMembershipCard.path}`, () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await readCode(main, 'DEMO-CARD.10000002.paid');
    const result = await resultOf(main, '確認できませんでした');
    await expect(result.getByRole('alert')).toHaveTextContent(/もう一度確認してください/);
    await expect(result.getByRole('button', { name: 'もう一度確認する' })).toBeVisible();
  },
};

/** Every operator may check cards: the editor finds the screen on the dashboard. */
export const FromTheDashboard: Story = {
  args: { path: '/', role: 'editor' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ダッシュボード');
    await userEvent.click(main.getByRole('link', { name: '会員証の確認（会場）' }));
    await expectTitle(main, '会員証の確認');
  },
};
