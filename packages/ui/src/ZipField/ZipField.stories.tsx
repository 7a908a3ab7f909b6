import { storyPrefectures as PREFECTURES } from '../PrefectureSelect/story-prefectures.ts';
import { postalCodes } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PrefectureSelect } from '../PrefectureSelect/PrefectureSelect.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ZipField, type ZipAddress } from './ZipField.tsx';
import { playground } from '../story/playground.ts';

// The demo postal codes stand in for the lookup the app wires to the API.
async function lookup(zip: string): Promise<ZipAddress | null> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return postalCodes.find((entry) => entry.zipcode === zip) ?? null;
}

function AddressForm({ onLookup = lookup }: { onLookup?: (zip: string) => Promise<ZipAddress | null> }) {
  const [prefectureId, setPrefectureId] = useState<number | null>(null);
  const [city, setCity] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <ZipField
        isRequired
        onLookup={onLookup}
        onAddressFound={(address) => {
          setPrefectureId(Number(address.prefcode));
          setCity(address.address2 + address.address3);
        }}
      />
      <PrefectureSelect
        prefectures={PREFECTURES}
        value={prefectureId}
        onChange={(id) => setPrefectureId(id ? Number(id) : null)}
      />
      <TextField label="市区町村・番地" value={city} onChange={setCity} />
    </div>
  );
}

const meta = {
  title: 'Forms/ZipField 郵便番号入力',
  id: 'forms-zipfield',
  tags: ['autodocs', 'stable'],
  component: ZipField,
  args: { onLookup: lookup, onAddressFound: fn() },
} satisfies Meta<typeof ZipField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FillsTheAddress: Story = {
  render: () => <AddressForm />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /郵便番号/ }), '150-0001');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('住所を入力しました：東京都渋谷区神宮前'),
    );
    await expect(canvas.getByRole('combobox', { name: /都道府県/ })).toHaveDisplayValue('東京都');
    await expect(canvas.getByRole('textbox', { name: '市区町村・番地' })).toHaveValue('渋谷区神宮前');
  },
};

export const NotFound: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /郵便番号/ }), '0000000');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('該当する住所が見つかりませんでした'),
    );
    await expect(args.onAddressFound).not.toHaveBeenCalled();
  },
};

/** The form says what it changed itself (it emptied the street of the old address). */
export const FormSaysWhatItFilled: Story = {
  args: {
    notFoundMessage: '郵便番号に該当する住所が見つかりません。',
    onAddressFound: fn((address: ZipAddress, zip: string) =>
      zip === '1500001' ? `${address.address1}${address.address2}を入力し、番地を空にしました。` : undefined,
    ),
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /郵便番号/ });
    await userEvent.type(input, '1500001');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('東京都渋谷区を入力し、番地を空にしました。'),
    );
    await expect(args.onAddressFound).toHaveBeenCalledWith(
      expect.objectContaining({ prefcode: '13' }),
      '1500001',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '0000000');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('郵便番号に該当する住所が見つかりません。'),
    );
  },
};

export const LookupFails: Story = {
  args: { onLookup: () => Promise.reject(new Error('network error')) },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /郵便番号/ });
    await userEvent.type(input, '1000001');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('住所を検索できませんでした'));
    // The button retries by hand.
    await expect(canvas.getByRole('button', { name: '住所を検索' })).toBeEnabled();
  },
};

export const Phone: Story = {
  render: () => <AddressForm />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '住所を検索' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /郵便番号/ })).toHaveAccessibleDescription(
      'ハイフンなしでも入力できます',
    );
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { FillsTheAddress, NotFound, FormSaysWhatItFilled, LookupFails, Phone }),
  tags: ['no-visual'],
};
