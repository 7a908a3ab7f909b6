import { storyPrefectures as PREFECTURES } from './story-prefectures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrefectureSelect } from './PrefectureSelect.tsx';
import { fieldText } from '../messages/field.ts';
import { playground } from '../story/playground.ts';

const page = () => within(document.body);

const meta = {
  title: 'Forms/PrefectureSelect 都道府県の選択',
  id: 'forms-prefectureselect',
  tags: ['autodocs'],
  parameters: { docs: { messages: { field: fieldText } } },
  component: PrefectureSelect,
  args: { prefectures: PREFECTURES, isRequired: true, onSelectionChange: fn() },
} satisfies Meta<typeof PrefectureSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /都道府県/ }));
    const options = within(await page().findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(47);
    await expect(options[0]).toHaveTextContent('北海道');
    await expect(options[46]).toHaveTextContent('沖縄県');
    await userEvent.click(within(page().getByRole('listbox')).getByRole('option', { name: '神奈川県' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(14);
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 13 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /都道府県/ })).toHaveTextContent('東京都');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '都道府県を選択してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('都道府県を選択してください')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, Selected, Invalid }),
  tags: ['no-visual'],
};
