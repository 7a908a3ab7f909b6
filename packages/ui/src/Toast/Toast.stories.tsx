import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { toast, ToastRoot } from './index.ts';
import { notifications } from '../messages/nav.ts';
import { playground } from '../story/playground.ts';

// The container renders outside the story root, so queries search the whole document.
const page = () => within(document.body);

/**
 * 操作の結果を数秒だけ知らせる通知（トースト）の置き場。アプリに 1 つだけ置き、どこからでも `toast(...)` で出します。パソコンでは右上（ヘッダーの下）、スマートフォンでは画面の下に出て、ヘッダーやメニューボタンを隠しません。
 *
 * **使う場面**: 保存した、カートに入れた、通信に失敗した、のような操作の結果の短い知らせ。
 *
 * **使わない場面**: 読まないと先に進めない内容やフォームの入力エラー（その場に表示する）、長い文章。
 *
 * - する: 1 文で結果を言う（「カートに商品を追加しました。」）。
 * - しない: 同じ知らせを重ねて出す、トーストの中にしか情報を置かない（5 秒で消えます）。
 *
 * **キーボード・スクリーンリーダー**: 新しい知らせは 1 回だけ読み上げられます（通知ごとの `role="alert"`。「通知」と名前の付いた領域そのものは読み上げません）。Escape か「閉じる」ボタン（24 px 以上）で閉じ、通知の中にあったフォーカスは元の場所に戻ります。マウスを乗せると消えるのを待ちます。動きを減らす設定でも表示時間は同じです。
 */
const meta = {
  title: 'Core/Toast トースト通知',
  id: 'core-toast',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { nav: { notifications } } } },
  component: ToastRoot,
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.info('お知らせを受け取りました')}>お知らせ</Button>
      <Button variant="secondary" onPress={() => toast.success('カートに追加しました')}>
        成功
      </Button>
      <Button variant="danger" onPress={() => toast.error('Web仕様を取得できませんでした')}>
        エラー
      </Button>
      <ToastRoot />
    </div>
  ),
  // react-toastify keeps one global queue: clear what earlier stories left so each starts empty.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToastRoot>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ShowsAndClosesOnClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    const message = await page().findByText('カートに追加しました');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.click(message);
    await waitFor(() => expect(page().queryByText('カートに追加しました')).toBeNull(), {
      // Generous: the exit animation can be slow on a loaded CI machine.
      timeout: 10000,
    });
  },
};

export const Error: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'エラー' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Web仕様を取得できませんでした');
  },
};

/**
 * Escape closes what is shown; so does 閉じる, a named button of at least 24 px. Each toast is
 * announced once: by its own alert role, the region around it is not live as well.
 */
export const ClosesWithEscapeOrButton: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    const region = page().getByRole('region', { name: '通知' });
    await expect(region).not.toHaveAttribute('aria-live');
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('カートに追加しました');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByText('カートに追加しました')).toBeNull(), { timeout: 10000 });

    await userEvent.click(canvas.getByRole('button', { name: 'エラー' }));
    const close = await page().findByRole('button', { name: '閉じる' });
    const box = close.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    // Reached by the keyboard and closed: focus goes back where it was, not to the page.
    const trigger = canvas.getByRole('button', { name: 'エラー' });
    trigger.focus();
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(page().queryByText('Web仕様を取得できませんでした')).toBeNull(), {
      timeout: 10000,
    });
  },
};

export const BrandInfo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'お知らせ' }));
    const message = await page().findByText('お知らせを受け取りました');
    await waitFor(() => expect(message).toBeVisible());
  },
};

// Toasts that stay, so designers (and the visual baseline) see every kind at once.
export const AllKinds: Story = {
  play: async () => {
    toast.info('お知らせを受け取りました', { autoClose: false });
    toast.success('カートに追加しました', { autoClose: false });
    toast.warning('まもなくログインの有効期限が切れます', { autoClose: false });
    toast.error('注文できませんでした', { autoClose: false });
    for (const text of ['お知らせを受け取りました', 'カートに追加しました', '注文できませんでした']) {
      const message = await page().findByText(text);
      await waitFor(() => expect(message).toBeVisible());
    }
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { ShowsAndClosesOnClick, Error, ClosesWithEscapeOrButton, BrandInfo, AllKinds }),
  tags: ['no-visual'],
};
