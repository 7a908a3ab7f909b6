import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusFilter } from './StatusFilter.tsx';

const options = [
  { id: 'paid', name: 'お支払い済み' },
  { id: 'preparing', name: '発送準備中' },
  { id: 'shipped', name: '発送済み' },
] as const;
type S = (typeof options)[number]['id'];

function Controlled({ onChange }: { onChange: (value: S | null) => void }) {
  const [value, setValue] = useState<S | null>(null);
  return (
    <StatusFilter
      label="注文の状態"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/StatusFilter（状態で絞り込み）',
  tags: ['autodocs', 'stable'],
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PicksOneStatus: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'すべて' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '発送準備中' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('preparing');
    await expect(canvas.getByRole('radio', { name: '発送準備中' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'すべて' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
