import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { cardFormText } from '../messages/card-form.ts';
import { CardFields, type CardFieldBinding } from './CardFields.tsx';
import type { NewCard } from './card-schema.ts';

const EMPTY: NewCard = { cardNumber: '', cardExpire: '', securityCode: '', cardholderName: '' };

/** A form around the fields, as the checkout holds them: its values, and a message per field. */
function Host({
  initial = EMPTY,
  errors = {},
}: {
  initial?: NewCard;
  errors?: Partial<Record<keyof NewCard, string>>;
}) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof NewCard): CardFieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => {},
    errorMessage: errors[name],
  });
  return <CardFields field={field} />;
}

const meta = {
  title: 'Commerce/CardFields カードの入力欄',
  id: 'commerce-cardfields',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { card_form: cardFormText } } },
  component: CardFields,
  // The stories hold the values themselves (Host); this binding is what the props table describes.
  args: {
    field: (name) => ({ name, value: '', onChange: () => {}, onBlur: () => {} }),
  },
  render: () => <Host />,
} satisfies Meta<typeof CardFields>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, as the checkout shows them when the member pays with a new card. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'クレジットカード情報' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^カード番号/ })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
  },
};

/** What was typed is tidied when a field is left: full-width digits grouped, 1229 as 12/29. */
export const TidiedOnBlur: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: /^カード番号/ });
    await userEvent.type(number, '４１１１１１１１１１１１１１１１');
    const expire = canvas.getByRole('textbox', { name: /^有効期限/ });
    await userEvent.click(expire);
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await userEvent.type(expire, '1229');
    await userEvent.click(canvas.getByRole('textbox', { name: /^カード名義/ }));
    await expect(expire).toHaveValue('12/29');
  },
};

/** The form's messages under each field (the checkout checks them with newCardIssues). */
export const WithErrors: Story = {
  render: () => (
    <Host
      initial={{ cardNumber: '4111', cardExpire: '13/20', securityCode: '', cardholderName: '' }}
      errors={{
        cardNumber: 'カード番号を正しく入力してください。',
        cardExpire: '有効期限を正しく入力してください。',
        securityCode: 'セキュリティコードを入力してください。',
        cardholderName: 'カード名義を入力してください。',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^カード番号/ })).toHaveAccessibleDescription(
      /カード番号を正しく入力してください。/,
    );
  },
};
