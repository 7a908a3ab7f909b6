import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MembershipCard } from './MembershipCard.tsx';
import { playground } from '../story/playground.ts';

/**
 * デジタル会員証。会員番号・ニックネーム・プラン・入会日・有効期限・継続年数と、会場で読み取る署名つき QR コード。
 *
 * **使う場面**: マイページの会員証（`/my-account/card`）。イベント会場の入場確認で見せます。
 *
 * **QR コード**: 開いている間は 30 秒ごとに切り替わる最新のコード（`codeKind="live"`）と、毎秒進む表示時刻。電波がないときは保存したオフライン用のコード（`codeKind="offline"`）と読み込んだ日時で、見た目も変わります。
 *
 * **キーボード・スクリーンリーダー**: 見出しつきの領域で、項目は定義リスト。QR コードは会員番号を含む名前で読み上げます。時計は読み上げの対象にしません（毎秒の通知はしない）。
 */
const meta = {
  title: 'Membership/MembershipCard 会員証',
  id: 'membership-membershipcard',
  tags: ['autodocs', 'stable'],
  component: MembershipCard,
  args: {
    clubName: 'Lumière オフィシャルファンクラブ',
    memberNumber: '10000002',
    nickName: 'ひかる',
    rank: 'paid',
    planName: '月額プラン',
    joinedAt: '2025-03-20T19:30:00+09:00',
    validUntil: '2026-12-01T03:00:00+09:00',
    continuationYears: 1,
    qr: 'DEMO-CARD.10000002.paid',
    qrExpiresAt: '2026-11-22T09:31:00+09:00',
    codeKind: 'live',
    codeTime: '2026-11-22T09:30:05+09:00',
  },
} satisfies Meta<typeof MembershipCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: /会員証/ });
    await expect(card).toHaveTextContent('会員番号10000002');
    await expect(card).toHaveTextContent('プラン月額プラン');
    await expect(card).toHaveTextContent('入会日2025/03/20');
    await expect(card).toHaveTextContent('有効期限2026/12/01');
    await expect(card).toHaveTextContent('継続年数1年');
    await expect(canvas.getByRole('img', { name: '会員番号 10000002 の会員証QRコード' })).toBeVisible();
    // The current code rotates; the ticking clock tells the screen from a screenshot.
    await expect(card).toHaveTextContent('QRコードは30秒ごとに切り替わります。');
    await expect(card).toHaveTextContent('表示時刻 09:30:05');
    await expect(canvas.queryByText('オフライン用のQRコード')).toBeNull();
  },
};

/** 電波がないとき: 保存したオフライン用のコードと、読み込んだ日時。枠の見た目も変わります。 */
export const OfflineCopy: Story = {
  args: {
    codeKind: 'offline',
    qr: 'DEMO-CARD.10000002.paid.offline',
    qrExpiresAt: '2026-11-25T09:30:00+09:00',
    codeTime: '2026-11-22T09:30:00+09:00',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: /会員証/ });
    await expect(canvas.getByText('オフライン用のQRコード')).toBeVisible();
    await expect(card).toHaveTextContent('読み込み 2026/11/22 09:30:00');
    await expect(card).toHaveTextContent('期限 2026/11/25 09:30:00');
    await expect(card).not.toHaveTextContent('30秒ごとに切り替わります');
    await expect(canvas.getByRole('img', { name: '会員番号 10000002 の会員証QRコード' })).toHaveAttribute(
      'data-qr-value',
      'DEMO-CARD.10000002.paid.offline',
    );
  },
};

export const Free: Story = {
  args: { rank: 'free', planName: null, validUntil: null, continuationYears: null, nickName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('無料会員', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('期限なし（無料会員）')).toBeVisible();
    await expect(canvas.getByText('ニックネーム未登録')).toBeVisible();
    await expect(canvas.queryByText('継続年数')).toBeNull();
  },
};

export const Expired: Story = {
  args: { rank: 'expired', validUntil: '2026-10-31T23:59:59+09:00', continuationYears: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('有料会員期間終了')).toBeVisible();
    await expect(canvas.getByText('2026/10/31（終了）')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Paid, OfflineCopy, Free, Expired }),
  tags: ['no-visual'],
};
