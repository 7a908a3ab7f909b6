import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';
import { playground } from '../story/playground.ts';

/**
 * ラベル・説明・エラーがそろった 1 行の文字入力。
 *
 * **使う場面**: 名前、メールアドレス、電話番号など自由に入力する項目。
 *
 * **使わない場面**: 選択肢が決まっている（`Select`、`GenderRadio`）、パスワード（`PasswordField`）、フリガナ（`KanaField`）、郵便番号（`ZipField`）、日付（`DateField`）。
 *
 * - する: ラベルは項目名だけ、入力の例や条件は `description` に。必須は `isRequired`（「必須」が付きます）。
 * - しない: ラベルの代わりに placeholder を使う、エラーを赤色だけで示す。
 *
 * **キーボード・スクリーンリーダー**: ラベルが入力欄の名前になり、説明とエラーは `aria-describedby` で続けて読み上げられます。エラーがあるあいだは `aria-invalid`。
 */
const meta = {
  title: 'Forms/TextField テキスト入力',
  id: 'forms-textfield',
  tags: ['autodocs', 'stable'],
  component: TextField,
  args: { label: 'ニックネーム', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'ニックネーム' });
    await userEvent.type(input, 'はなこ');
    await expect(input).toHaveValue('はなこ');
    await expect(args.onChange).toHaveBeenLastCalledWith('はなこ');
  },
};

export const WithDescription: Story = {
  args: { description: 'サイト内で表示されます。', placeholder: '例：はなこ' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ニックネーム' });
    await expect(input).toHaveAccessibleDescription('サイト内で表示されます。');
  },
};

export const Required: Story = {
  args: { label: 'メールアドレス', type: 'email', isRequired: true, autoComplete: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('必須')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /メールアドレス/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'メールアドレス',
    defaultValue: 'hanako@',
    errorMessage: 'メールアドレスの形式が正しくありません',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('メールアドレスの形式が正しくありません');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'はなこ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ニックネーム' })).toBeDisabled();
  },
};

/**
 * Description and error both describe the input, in that order. Required is said (aria-required),
 * not enforced by the browser: the form checks and words its own messages.
 */
export const InvalidWithDescription: Story = {
  tags: ['no-visual'],
  args: {
    label: 'メールアドレス',
    type: 'email',
    isRequired: true,
    description: '確認メールを送ります。',
    errorMessage: '入力してください。',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/メールアドレス/);
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('required');
    await expect(input).toHaveAccessibleDescription('確認メールを送ります。 入力してください。');
  },
};

/** `isInvalid={false}` wins over a message: no error shown or announced. */
export const ValidDespiteMessage: Story = {
  tags: ['no-visual'],
  args: { isInvalid: false, errorMessage: '入力してください。' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ニックネーム' });
    await expect(input).toBeValid();
    await expect(canvas.queryByText('入力してください。')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Default,
    WithDescription,
    Required,
    Invalid,
    Disabled,
    InvalidWithDescription,
    ValidDespiteMessage,
  }),
  tags: ['no-visual'],
};
