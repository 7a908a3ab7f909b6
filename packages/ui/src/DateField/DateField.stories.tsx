import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField.tsx';
import { useHeldValue } from '../story/held-value.ts';
import { playground } from '../story/playground.ts';

/** Holds the date as a form would. */
function Controlled(props: DateFieldProps) {
  return <DateField {...props} {...useHeldValue<string | null>(props.value ?? null, props.onChange)} />;
}

/**
 * 年・月・日を入力する日付欄。ブラウザの日付入力なので、年 / 月 / 日の順（日本語の環境）に区切って打て、スマートフォンでは OS の日付の選択画面が開きます。
 *
 * **使う場面**: 生年月日など、決まった日付を打ち込むとき。
 *
 * **使わない場面**: 近い日付をカレンダーから選ぶ予約のような場面。
 *
 * **キーボード・スクリーンリーダー**: 年・月・日がそれぞれ止まり、数字を打つか ↑↓ で増減します。← → で移ります。ラベル・説明・エラーは `TextField` と同じ。
 */
const meta = {
  title: 'Forms/DateField 日付入力',
  id: 'forms-datefield',
  tags: ['autodocs', 'stable'],
  component: DateField,
  render: (args) => <Controlled {...args} />,
  args: { label: '生年月日', isRequired: true, onChange: fn(), max: '2026-11-22', name: 'birthDate' },
} satisfies Meta<typeof DateField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TypeABirthDate: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^生年月日/);
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('max', '2026-11-22');
    await userEvent.type(input, '2001-04-09');
    await expect(args.onChange).toHaveBeenLastCalledWith('2001-04-09');
    await expect(input).toHaveValue('2001-04-09');
  },
};

export const WithValue: Story = {
  args: { value: '1998-12-24', description: '年・月・日の順に入力してください' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^生年月日/);
    await expect(input).toHaveValue('1998-12-24');
    await expect(input).toHaveAccessibleDescription('年・月・日の順に入力してください');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '生年月日を入力してください' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^生年月日/);
    await expect(canvas.getByText('生年月日を入力してください')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('生年月日を入力してください');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { TypeABirthDate, WithValue, Invalid }),
  tags: ['no-visual'],
};
