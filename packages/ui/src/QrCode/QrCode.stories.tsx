import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';
import { playground } from '../story/playground.ts';

/**
 * QR コード（SVG）。白地に黒のモジュールで、周りに 4 モジュールの余白（quiet zone）を取ります。
 *
 * **使う場面**: 会員証など、会場の読み取り機に見せるコード。
 *
 * **キーボード・スクリーンリーダー**: 画像として `label` を読み上げます。フォーカスは受けません。
 */
const meta = {
  title: 'Membership/QrCode QRコード',
  id: 'membership-qrcode',
  tags: ['autodocs', 'stable'],
  component: QrCode,
  args: {
    value: 'DEMO-CARD.10000002.paid',
    label: '会員番号 10000002 の会員証QRコード',
  },
} satisfies Meta<typeof QrCode>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 会員証に載るコード。テーマの色に関わらず白地に黒で、どの読み取り機でも読めます。 */
export const MembershipCardCode: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('img', { name: args.label });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('data-qr-value', args.value);
    await expect(code).toHaveAttribute('width', '200');
  },
};

/** 小さく表示する場合（`size`）。余白（quiet zone）は同じ比率で残ります。 */
export const Small: Story = {
  args: { size: 120 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.label })).toHaveAttribute('width', '120');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { MembershipCardCode, Small }),
  tags: ['no-visual'],
};
