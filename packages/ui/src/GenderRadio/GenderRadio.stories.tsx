import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GenderRadio } from './GenderRadio.tsx';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Forms/GenderRadio 性別の選択',
  id: 'forms-genderradio',
  tags: ['autodocs', 'stable'],
  component: GenderRadio,
  args: { isRequired: true, onChange: fn() },
} satisfies Meta<typeof GenderRadio>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: /性別/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '女性' }));
    await expect(canvas.getByRole('radio', { name: '女性' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '男性' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '女性' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Invalid: Story = {
  args: { errorMessage: '性別を選択してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('性別を選択してください')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, Keyboard, Invalid }),
  tags: ['no-visual'],
};
