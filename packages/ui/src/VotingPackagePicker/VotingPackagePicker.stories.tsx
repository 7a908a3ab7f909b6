import { votingPackages } from '@fanclub/fixtures';
import { taxIncluded } from '@fanclub/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { formatDate } from '@fanclub/domain/format';
import { VotingPackagePicker, type VotingPackageOption } from './VotingPackagePicker.tsx';
import { votingText } from '../messages/voting.ts';
import { playground } from '../story/playground.ts';

const packages: VotingPackageOption[] = votingPackages.map((pack) => ({
  id: pack.id,
  point: pack.point,
  price: taxIncluded(pack.price, pack.taxRate),
  expireDate: pack.expireDate,
}));

type PickerProps = { onChange: (id: number) => void; errorMessage?: string; isDisabled?: boolean };
function Picker({ onChange, ...props }: PickerProps) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <div style={{ maxWidth: 480 }}>
      <VotingPackagePicker
        {...props}
        packages={packages}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
    </div>
  );
}

/**
 * 投票ポイントのパックを選ぶラジオ: ポイント数、税込の価格、ポイントの有効期限。
 *
 * **使う場面**: ポイントの購入の画面で、パックを **買う** とき。
 *
 * **使わない場面**: ポイントを候補に **使う** とき（`VotePanel`）。
 *
 * **キーボード・スクリーンリーダー**: 「ポイントパック」という名前のラジオグループ。↑↓ で選び、各パックは「330pt ¥3,300（税込）2027/03/31まで」のように読み上げます。
 */
const meta = {
  title: 'Voting/VotingPackagePicker ポイントパックの選択',
  id: 'voting-votingpackagepicker',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { voting: votingText } } },
  subcomponents: { VotingPackagePicker },
  component: Picker,
  args: { onChange: fn() },
} satisfies Meta<typeof Picker>;
export default meta;

type Story = StoryObj<typeof meta>;

const [small, middle] = [packages[0]!, packages[1]!];

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: /ポイントパック/ })).toBeVisible();
    const radio = canvas.getByRole('radio', { name: new RegExp(`^${middle.point}pt`) });
    await expect(radio).toHaveAccessibleName(
      expect.stringContaining(`有効期限：${formatDate(middle.expireDate)}まで`),
    );
    await expect(radio.closest('label')).toHaveTextContent('¥3,300（税込）');
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(middle.id);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: new RegExp(`^${small.point}pt`) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: new RegExp(`^${middle.point}pt`) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(middle.id);
  },
};

export const Required: Story = {
  args: { errorMessage: 'ポイントパックを選択してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ポイントパックを選択してください')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'ポイントパックを選択してください',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Choose, Keyboard, Required, Disabled, Phone }),
  tags: ['no-visual'],
};
