import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { ResultCard } from './ResultCard.tsx';
import { playground } from '../story/playground.ts';

/**
 * 操作の結果を、消えずに画面に残るカードで伝えます。成功と失敗で色とアイコンが変わり、理由と次にすることを添えます。
 *
 * **使う場面**: 会場でのスタンプの読み取りのように、結果を見落とすと困る操作（トーストは数秒で消えます）。
 *
 * **使わない場面**: 読み込みの失敗（`ErrorState`）、フォームの入力エラー（`FormErrorSummary`）。
 *
 * - する: 失敗には理由とやり直しかたを書く。次の操作が始まるまで残す。
 * - しない: 同じ結果をトーストでも重ねて出す。
 *
 * **キーボード・スクリーンリーダー**: 成功は `role="status"`、失敗は `role="alert"` で、出たときに読み上げます。
 * 見出しつきの領域で、アイコンは飾りです。`focusOnShow` なら出たときにカードへフォーカスが移ります。
 */
const meta = {
  title: 'Content/ResultCard 結果カード',
  id: 'content-resultcard',
  tags: ['autodocs', 'stable'],
  component: ResultCard,
  args: {
    tone: 'success',
    title: 'スタンプを獲得しました',
    message: 'いま 2 / 5 個です。',
    children: <ButtonLink href="/get-stamp">スタンプカードを見る</ButtonLink>,
  },
} satisfies Meta<typeof ResultCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Done: a status message, read out politely, that stays on the page. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('status');
    await expect(card).toHaveAccessibleName('スタンプを獲得しました');
    await expect(within(card).getByText('いま 2 / 5 個です。')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'スタンプカードを見る' })).toBeVisible();
  },
};

/** Not done: an alert with the server's reason and what to do now. */
export const Failure: Story = {
  args: {
    tone: 'failure',
    title: 'スタンプを獲得できませんでした',
    message: 'このQRコードは無効です。',
    children: <Button variant="secondary">ほかのコードを読み取る</Button>,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('alert');
    await expect(card).toHaveAccessibleName('スタンプを獲得できませんでした');
    await expect(card).toHaveTextContent('このQRコードは無効です。');
    await expect(within(card).getByRole('button', { name: 'ほかのコードを読み取る' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Replacing the control that was used (a scanner closed by its result): the card takes the focus. */
export const FocusOnShow: Story = {
  ...Failure,
  args: { ...Failure.args, focusOnShow: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

export const Phone: Story = {
  ...Failure,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Success, Failure, FocusOnShow, Phone }),
  tags: ['no-visual'],
};
