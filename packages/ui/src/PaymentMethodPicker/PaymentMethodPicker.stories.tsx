import type { KonbiniStore } from '@fanclub/domain/format';
import { konbiniStores } from '@fanclub/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodPicker, type KonbiniOption, type PaymentMethodValue } from './PaymentMethodPicker.tsx';

const konbini: KonbiniOption = { fee: 220, deadlineDays: 3, stores: konbiniStores };

function Picker({
  onChange,
  onStoreChange,
  konbini: option,
  initial = 'credit_card',
  storeErrorMessage,
}: {
  onChange: (value: PaymentMethodValue) => void;
  onStoreChange: (store: KonbiniStore) => void;
  konbini: KonbiniOption | null;
  initial?: PaymentMethodValue;
  storeErrorMessage?: string;
}) {
  const [value, setValue] = useState<PaymentMethodValue>(initial);
  const [store, setStore] = useState<KonbiniStore | null>(null);
  return (
    <PaymentMethodPicker
      value={value}
      konbini={option}
      store={store}
      storeErrorMessage={storeErrorMessage}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onStoreChange={(next) => {
        setStore(next);
        onStoreChange(next);
      }}
    />
  );
}

/**
 * お支払い方法の選択（クレジットカード／コンビニ払い）。コンビニ払いでは手数料とお支払い期限を示し、
 * お支払いに使うコンビニを選びます。
 *
 * **使う場面**: 注文の入力画面で、カードの入力の前に。
 *
 * **キーボード・スクリーンリーダー**: 「お支払い方法」と「お支払いに使うコンビニ」の 2 つのラジオグループ。↑↓ で選びます。
 */
const meta = {
  title: 'Commerce/PaymentMethodPicker お支払い方法の選択',
  id: 'commerce-paymentmethodpicker',
  tags: ['autodocs', 'stable'],
  subcomponents: { PaymentMethodPicker },
  component: Picker,
  args: { onChange: fn(), onStoreChange: fn(), konbini },
} satisfies Meta<typeof Picker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** コンビニ払いを選ぶと、手数料と期限を示し、お支払いに使うコンビニを選べます。 */
export const ChooseKonbini: Story = {
  play: async ({ canvas, args }) => {
    const option = canvas.getByRole('radio', { name: /コンビニ払い/ });
    await expect(option).toHaveAccessibleName(/手数料 ¥220（税込）/);
    await expect(option).toHaveAccessibleName(/ご注文から3日後の23:59までにお支払いください/);
    await expect(canvas.queryByRole('radiogroup', { name: /お支払いに使うコンビニ/ })).toBeNull();
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith('konbini');
    const stores = canvas.getByRole('radiogroup', { name: /お支払いに使うコンビニ/ });
    await expect(stores).toBeVisible();
    for (const name of [
      'セブン-イレブン',
      'ローソン',
      'ファミリーマート',
      'ミニストップ',
      'デイリーヤマザキ',
      'セイコーマート',
    ])
      await expect(canvas.getByRole('radio', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'ローソン' }));
    await expect(args.onStoreChange).toHaveBeenCalledWith('lawson');
  },
};

/** コンビニを選ばずに進もうとしたとき: グループにエラーが付きます。 */
export const StoreRequired: Story = {
  args: { initial: 'konbini', storeErrorMessage: 'お支払いに使うコンビニを選択してください。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('お支払いに使うコンビニを選択してください。')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /お支払いに使うコンビニ/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** コンビニ払いを提供しないとき: カードだけです。 */
export const CardsOnly: Story = {
  args: { konbini: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
  },
};
