import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { paidMember } from '@fanclub/fixtures';
import { expect, fn, userEvent } from 'storybook/test';
import { cardFormText } from '../messages/card-form.ts';
import { SavedCardChoice } from './SavedCardChoice.tsx';

const meta = {
  title: 'Commerce/SavedCardChoice 保存済みカードの選択',
  id: 'commerce-savedcardchoice',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { card_form: cardFormText } } },
  component: SavedCardChoice,
  args: { savedCard: paidMember.maskedCardNumber ?? '4111************', useSaved: true, onChange: fn() },
  // Controlled, as the checkout holds it: a press moves the choice and reports it.
  render: function Render(args) {
    const [useSaved, setUseSaved] = useState(args.useSaved);
    return (
      <SavedCardChoice
        {...args}
        useSaved={useSaved}
        onChange={(next) => {
          setUseSaved(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SavedCardChoice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The saved card chosen: the member pays with it without typing anything. */
export const SavedCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
  },
};

/** A new card chosen, by keyboard: the arrow keys move the choice. */
export const NewCardByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
