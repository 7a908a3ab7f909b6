import { storyPrefectures as PREFECTURES } from './story-prefectures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PrefectureSelect, type PrefectureSelectProps } from './PrefectureSelect.tsx';
import { fieldText } from '../messages/field.ts';
import { useHeldValue } from '../story/held-value.ts';
import { playground } from '../story/playground.ts';

/** Holds the choice as a form would, so the story can be played with. */
function Controlled(props: PrefectureSelectProps) {
  return <PrefectureSelect {...props} {...useHeldValue(String(props.value ?? ''), props.onChange)} />;
}

/**
 * 都道府県の選択。一覧は domain パッケージから props で渡し、名前の出どころを 1 つにします。
 *
 * **使う場面**: 住所の入力（会員情報、お届け先）。郵便番号から自動で選ばれることもあります（`ZipField`）。
 *
 * **キーボード・スクリーンリーダー**: ブラウザの select です（「ほ」と打つと北海道へ）。スマートフォンでは OS の選択画面が開きます。
 */
const meta = {
  title: 'Forms/PrefectureSelect 都道府県の選択',
  id: 'forms-prefectureselect',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { field: fieldText } } },
  component: PrefectureSelect,
  render: (args) => <Controlled {...args} />,
  args: { prefectures: PREFECTURES, isRequired: true, onChange: fn(), name: 'prefectureId' },
} satisfies Meta<typeof PrefectureSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: /^都道府県/ });
    const options = canvas.getAllByRole('option');
    // 選択してください, then the 47 in JIS order.
    await expect(options).toHaveLength(48);
    await expect(options[1]).toHaveTextContent('北海道');
    await expect(options[47]).toHaveTextContent('沖縄県');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAttribute('autocomplete', 'address-level1');
    await userEvent.selectOptions(select, '神奈川県');
    await expect(args.onChange).toHaveBeenCalledWith('14');
    await expect(select).toHaveDisplayValue('神奈川県');
  },
};

export const Selected: Story = {
  args: { value: 13 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^都道府県/ })).toHaveDisplayValue('東京都');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '選択してください。' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /^都道府県/ });
    await expect(canvas.getByText('選択してください。')).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('選択してください。');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, Selected, Invalid }),
  tags: ['no-visual'],
};
