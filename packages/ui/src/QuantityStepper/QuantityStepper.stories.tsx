import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.tsx';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Commerce/QuantityStepper 数量の増減',
  id: 'commerce-quantitystepper',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { shop: shopText } } },
  component: QuantityStepper,
  args: { defaultValue: 1, maxValue: 3, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;
export default meta;

type Story = StoryObj<typeof meta>;

export const StepsWithinStock: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '数量' });
    await expect(canvas.getByRole('button', { name: /^減らす/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^増やす/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^増やす/ }));
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    // Stock is 3: no further step.
    await expect(canvas.getByRole('button', { name: /^増やす/ })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('textbox', { name: '数量' })).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const TypedValueIsClamped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await userEvent.tab();
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '数量' })).toBeDisabled();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    StepsWithinStock,
    Keyboard,
    TypedValueIsClamped,
    Disabled,
  }),
  tags: ['no-visual'],
};
