import { deliveryMethods } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DeliveryMethodPicker } from './DeliveryMethodPicker.tsx';
import { playground } from '../story/playground.ts';

function Picker({
  onChange,
  errorMessage,
  isRequired,
}: {
  onChange: (id: number) => void;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <DeliveryMethodPicker
      methods={deliveryMethods}
      value={value}
      errorMessage={errorMessage}
      isRequired={isRequired}
      name="deliveryMethodId"
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/DeliveryMethodPicker 配送方法の選択',
  id: 'commerce-deliverymethodpicker',
  tags: ['autodocs', 'stable'],
  subcomponents: { DeliveryMethodPicker },
  component: Picker,
  args: { onChange: fn() },
} satisfies Meta<typeof Picker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const active = deliveryMethods.find((method) => method.isActive)!;
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(active.name) }));
    await expect(args.onChange).toHaveBeenCalledWith(active.id);
    await expect(canvas.getByRole('radio', { name: new RegExp(active.name) })).toBeChecked();
  },
};

export const Required: Story = {
  args: { errorMessage: '配送方法を選択してください', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('配送方法を選択してください')).toBeVisible();
    // In a form: the 必須 badge, and the radios carry the field's name (the form focuses it by name).
    await expect(canvas.getByRole('radiogroup', { name: /^配送方法/ })).toHaveTextContent(/^配送方法必須/);
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio).toHaveAttribute('name', 'deliveryMethodId');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Choose, Required }),
  tags: ['no-visual'],
};
