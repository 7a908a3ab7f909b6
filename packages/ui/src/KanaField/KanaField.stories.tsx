import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { KanaField } from './KanaField.tsx';
import { playground } from '../story/playground.ts';

/**
 * フリガナの入力。ひらがなや半角カナは、入力欄を離れたときに全角カタカナに直します。
 *
 * **使う場面**: 氏名のフリガナ（セイ・メイ）。
 *
 * **使わない場面**: ふつうの文字入力（`TextField`）。
 *
 * - する: 変換は入力欄を離れてから（IME の変換中に文字を変えると変換が壊れるため）。
 *
 * **キーボード・スクリーンリーダー**: `TextField` と同じです。
 */
const meta = {
  title: 'Forms/KanaField フリガナ入力',
  id: 'forms-kanafield',
  tags: ['autodocs', 'stable'],
  component: KanaField,
  args: {
    label: 'フリガナ（セイ）',
    isRequired: true,
    description: '全角カタカナで入力してください。ひらがなは自動で変換します。',
    onChange: fn(),
  },
} satisfies Meta<typeof KanaField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ConvertsHiragana: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /フリガナ/ });
    await userEvent.type(input, 'やまだ');
    await userEvent.tab();
    await expect(input).toHaveValue('ヤマダ');
    await expect(args.onChange).toHaveBeenLastCalledWith('ヤマダ');
  },
};

export const ConvertsHalfWidth: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /フリガナ/ });
    await userEvent.type(input, 'ﾊﾟﾝﾀﾞ');
    await userEvent.tab();
    await expect(input).toHaveValue('パンダ');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Yamada', errorMessage: 'フリガナは全角カタカナで入力してください' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /フリガナ/ });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('フリガナは全角カタカナで入力してください')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { ConvertsHiragana, ConvertsHalfWidth, Invalid }),
  tags: ['no-visual'],
};
