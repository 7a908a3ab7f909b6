import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LockIcon } from '../icons/icons.tsx';
import { Badge, type BadgeTone } from './Badge.tsx';
import { playground } from '../story/playground.ts';

// Each tone with a label it is used for: the text, not the colour, carries the meaning.
const TONES: [BadgeTone, string][] = [
  ['brand', 'NEW'],
  ['neutral', 'ライブ'],
  ['success', 'お届け済み'],
  ['warning', '発送準備中'],
  ['danger', 'お支払い失敗'],
  ['info', 'お支払い済み'],
];

const meta = {
  title: 'Core/Badge バッジ',
  id: 'core-badge',
  tags: ['autodocs', 'stable'],
  component: Badge,
  args: { tone: 'brand', children: 'NEW' },
  parameters: {
    docs: {
      doDont: {
        do: () => (
          <div style={{ display: 'flex', gap: 8 }}>
            <Badge tone="danger">在庫なし</Badge>
            <Badge tone="brand">会員限定</Badge>
          </div>
        ),
        dont: () => (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Badge tone="brand">NEW</Badge>
            <Badge tone="info">限定</Badge>
            <Badge tone="success">人気</Badge>
            <Badge tone="warning">残りわずか</Badge>
            <Badge tone="neutral">送料無料</Badge>
          </div>
        ),
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NEW')).toBeVisible();
  },
};

export const EveryTone: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}>
      {TONES.map(([tone, label]) => (
        <li key={tone}>
          <Badge tone={tone}>{label}</Badge>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const [, label] of TONES) await expect(canvas.getByText(label)).toBeVisible();
  },
};

/** The paid-content marker the cards and lists show. The lock is decorative; the text is read. */
export const PaidMarker: Story = {
  args: {
    tone: 'warning',
    children: (
      <>
        <LockIcon width={12} height={12} />
        会員限定
      </>
    ),
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('会員限定');
    await expect(badge).toBeVisible();
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Badges never wrap inside: a long category stays on one line beside a date. */
export const BesideText: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', maxWidth: 240 }}>
      <time dateTime="2026-11-22">2026/11/22</time>
      <Badge>システム・メンテナンス</Badge>
      <Badge tone="brand">NEW</Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('システム・メンテナンス');
    await expect(badge).toBeVisible();
    // One line high.
    await expect(badge.getBoundingClientRect().height).toBeLessThan(30);
  },
};

export const Phone: Story = {
  ...EveryTone,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, EveryTone, PaidMarker, BesideText, Phone }),
  tags: ['no-visual'],
};
