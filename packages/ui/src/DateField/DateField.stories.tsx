import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField.tsx';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Forms/DateField 日付入力',
  id: 'forms-datefield',
  tags: ['autodocs'],
  component: DateField,
  args: { label: '生年月日', isRequired: true, onChange: fn(), max: '2026-11-22' },
} satisfies Meta<typeof DateField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TypeABirthDate: Story = {
  play: async ({ canvas, args }) => {
    const year = canvas.getByRole('spinbutton', { name: /^年/ });
    await userEvent.click(year);
    await userEvent.keyboard('2001');
    await userEvent.keyboard('04');
    await userEvent.keyboard('09');
    await expect(args.onChange).toHaveBeenLastCalledWith('2001-04-09');
  },
};

export const WithValue: Story = {
  args: { defaultValue: '1998-12-24' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /^年/ })).toHaveTextContent('1998');
    await expect(canvas.getByRole('spinbutton', { name: /^月/ })).toHaveTextContent('12');
    await expect(canvas.getByRole('spinbutton', { name: /^日/ })).toHaveTextContent('24');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '生年月日を入力してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('生年月日を入力してください')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { TypeABirthDate, WithValue, Invalid }),
  tags: ['no-visual'],
};
