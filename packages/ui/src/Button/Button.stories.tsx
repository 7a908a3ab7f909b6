import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { Button } from './Button.tsx';
import { playground } from '../story/playground.ts';

/**
 * ブランドカラーのボタン。フォームの送信や、その場で何かを起こす操作に使います。
 *
 * **使う場面**: 「カートに入れる」「投票する」「送信する」など、画面の中で処理を始める操作。`variant` は primary（主な操作、1 画面に 1 つ）、secondary（サブカラー）、ghost（取り消し・戻る）。
 *
 * **使わない場面**: ほかのページへ移るだけなら `ButtonLink`（ボタンの見た目のリンク）か `Link`。
 *
 * - する: 文言は動詞で終える（「購入手続きへ進む」）。送信中は `isPending` で待たせ、二重送信を防ぐ。
 * - しない: `onClick` で画面遷移だけをする、無効の理由を説明せずに `isDisabled` にする。
 *
 * **キーボード・スクリーンリーダー**: Tab で止まり、Enter / Space で押せます。`isDisabled` はフォーカスも止まりません。`isPending` のあいだはフォーカスできますが押せず（`aria-disabled`）、押した後なら「…、処理中です」と読み上げます。
 */
const meta = {
  title: 'Core/Button ボタン',
  id: 'core-button',
  tags: ['autodocs', 'stable'],
  component: Button,
  args: { children: '会員登録する', onPress: fn() },
  parameters: {
    docs: {
      // The do and don't panels of the docs page, drawn in the toolbar's brand.
      doDont: {
        do: () => (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button>購入手続きへ進む</Button>
            <Button isPending>送信しています</Button>
          </div>
        ),
        dont: () => (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button>こちら</Button>
            <Button isDisabled>送信</Button>
          </div>
        ),
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '会員登録する' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'カートに入れる' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'キャンセル' } };

export const Danger: Story = { args: { variant: 'danger', children: '退会する' } };

export const KeyboardPress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '会員登録する' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: '送信中' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '送信中' });
    // RAC keeps a pending button focusable but inert, so a double submit cannot happen.
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'ログイン' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

function PendingForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
      }}
      style={{ display: 'grid', gap: 16, maxWidth: 320 }}
    >
      <TextField label="ニックネーム" name="nickName" />
      <Button type="submit" isPending={pending}>
        保存する
      </Button>
    </form>
  );
}

const submitted = fn();

/**
 * While pending, a submit button keeps its name and focus but says it is unavailable, ignores
 * presses and Enter in a field (no second submit), and a screen reader hears that it is busy.
 */
export const PendingSubmit: Story = {
  tags: ['no-visual'],
  render: () => <PendingForm onSubmit={submitted} />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    const button = canvas.getByRole('button', { name: '保存する' });
    await userEvent.click(button);
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await waitFor(
      () => expect(document.querySelector('[data-ui-announcer]')).toHaveTextContent('保存する、処理中です'),
      { timeout: 5000 },
    );
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ニックネーム' }), 'はなこ{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Primary,
    Secondary,
    Ghost,
    Danger,
    KeyboardPress,
    Disabled,
    Pending,
    FullWidthOnPhone,
    PendingSubmit,
  }),
  tags: ['no-visual'],
};
