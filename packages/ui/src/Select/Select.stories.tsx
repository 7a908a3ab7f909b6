import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';
import { fieldText } from '../messages/field.ts';
import { playground } from '../story/playground.ts';

const page = () => within(document.body);

const meta = {
  title: 'Forms/Select セレクト（選択肢）',
  id: 'forms-select',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { field: fieldText } } },
  component: Select,
  args: {
    label: 'お問い合わせの種類',
    items: [
      { id: 'membership', name: '会員について' },
      { id: 'order', name: 'ご注文について' },
      { id: 'event', name: 'イベントについて' },
      { id: 'closed', name: '受付終了の項目', isDisabled: true },
    ],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /お問い合わせの種類/ });
    await expect(trigger).toHaveTextContent('選択してください');
    await userEvent.click(trigger);
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '受付終了の項目' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'ご注文について' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('order');
    await expect(trigger).toHaveTextContent('ご注文について');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('order');
    await expect(canvas.getByRole('button', { name: /お問い合わせの種類/ })).toHaveTextContent(
      'ご注文について',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'お問い合わせの種類を選択してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('お問い合わせの種類を選択してください')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, Keyboard, Invalid }),
  tags: ['no-visual'],
};
