import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect.tsx';
import { fieldText } from '../messages/field.ts';
import { useHeldValue } from '../story/held-value.ts';
import { playground } from '../story/playground.ts';

/** Holds the choice as a form would. */
function Controlled(props: NativeSelectProps) {
  return <NativeSelect {...props} {...useHeldValue(String(props.value ?? ''), props.onChange)} />;
}

/**
 * ブラウザの `<select>` による選択。スマートフォンでは OS の選択画面が開きます。
 *
 * **使う場面**: 公開ページのフォーム（都道府県、性別、配送方法）。JavaScript が届く前のサーバーの HTML でも選べます。
 *
 * **使わない場面**: 選択肢に説明や装飾を付けたいとき（`Select`）。
 *
 * **キーボード・スクリーンリーダー**: ブラウザの select のまま（↑↓ で選び、文字を打つとその文字の選択肢へ）。エラーは `aria-describedby` で読み上げられます。
 */
const meta = {
  title: 'Forms/NativeSelect ブラウザのセレクト',
  id: 'forms-nativeselect',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { field: fieldText } } },
  component: NativeSelect,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '性別',
    name: 'gender',
    isRequired: true,
    options: [
      { value: 1, label: '男性' },
      { value: 2, label: '女性' },
      { value: 3, label: 'その他' },
      { value: 4, label: '回答しない', isDisabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: /^性別/ });
    await expect(select).toHaveDisplayValue(fieldText.selectPlaceholder);
    await expect(canvas.getByRole('option', { name: '回答しない' })).toBeDisabled();
    await userEvent.selectOptions(select, '女性');
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(select).toHaveDisplayValue('女性');
  },
};

export const WithDescription: Story = {
  args: { description: 'プレゼントの企画に使います', value: 3 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /^性別/ });
    await expect(select).toHaveDisplayValue('その他');
    await expect(select).toHaveAccessibleDescription('プレゼントの企画に使います');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '選択してください。' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /^性別/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('選択してください。');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, isRequired: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '性別' })).toBeDisabled();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, WithDescription, Invalid, Disabled }),
  tags: ['no-visual'],
};
