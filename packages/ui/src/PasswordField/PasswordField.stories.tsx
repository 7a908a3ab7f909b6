import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';
import { playground } from '../story/playground.ts';

/**
 * 表示・非表示を切り替えられるパスワード入力。スマートフォンでも打った文字を確かめられます。
 *
 * **使う場面**: ログイン、会員登録、パスワードの再設定・変更。
 *
 * **使わない場面**: パスワード以外の秘密の値を隠すため。
 *
 * - する: 新しいパスワードには `autoComplete="new-password"` と条件の `description`（8 文字以上、英字と数字）。
 * - しない: 貼り付けを禁止する（パスワード管理ツールを使えなくなります。WCAG 3.3.8）。
 *
 * **キーボード・スクリーンリーダー**: 入力欄のあとに「パスワードを表示」のボタン（`aria-pressed` で状態を伝えます）。
 */
const meta = {
  title: 'Forms/PasswordField パスワード入力',
  id: 'forms-passwordfield',
  tags: ['autodocs', 'stable'],
  component: PasswordField,
  args: { label: 'パスワード', isRequired: true },
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/パスワード/, { selector: 'input' });
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'パスワードを表示' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/パスワード/, { selector: 'input' });
    await userEvent.type(input, 'secret123');
    const toggle = canvas.getByRole('button', { name: 'パスワードを表示' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret123');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: {
    label: '新しいパスワード',
    autoComplete: 'new-password',
    description: '8文字以上で、英字と数字を含めてください。',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/新しいパスワード/, { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('8文字以上で、英字と数字を含めてください。');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'abc', errorMessage: 'パスワードは8文字以上で入力してください' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/パスワード/, { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('パスワードは8文字以上で入力してください')).toBeVisible();
  },
};

/** The toggle is a native toggle button: Tab reaches it, Space and Enter switch it. */
export const ToggleByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/パスワード/, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'パスワードを表示' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Disabled: neither the input nor the toggle can be used. */
export const Disabled: Story = {
  tags: ['no-visual'],
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/パスワード/, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'パスワードを表示' })).toBeDisabled();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Hidden,
    ShowAndHide,
    NewPassword,
    Invalid,
    ToggleByKeyboard,
    Disabled,
  }),
  tags: ['no-visual'],
};
