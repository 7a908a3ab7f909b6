import { eventRewards } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { BarcodeDetectorLike } from './QrScanner.tsx';
import { QrScanner } from './QrScanner.tsx';
import { qrText } from '../messages/qr.ts';
import { playground } from '../story/playground.ts';

// A stamp's QR value from the demo rally: what the fake camera "sees".
const qrValue = eventRewards[0]!.stamps[0]!.qRCodeValue ?? 'LUMIERE-5TH-DEMO';

/** A camera without a camera: a canvas stream, so no device or permission prompt is needed. */
function fakeCamera() {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 320;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'gray';
    context.fillRect(0, 0, 320, 320);
  }
  return Promise.resolve(canvas.captureStream(10));
}

/** Finds the code on the third frame it is shown. */
function fakeDetector(value: string): BarcodeDetectorLike {
  let calls = 0;
  return { detect: () => Promise.resolve(++calls >= 3 ? [{ rawValue: value }] : []) };
}

const rejectWith = (name: string) => () => Promise.reject(new DOMException('fake', name));

/**
 * カメラで QR コードを読み取ります。できないとき（読み取りに対応していない、カメラがない、許可されない）はコードを手で入力できます。どちらも `onDetect(value)` で終わります。
 *
 * **使う場面**: スタンプラリーの会場での読み取り、運営コンソールの会員証の確認。
 *
 * - する: 手入力の道をいつも残す（カメラを使えない人もいます）。
 *
 * **キーボード・スクリーンリーダー**: カメラの状態は文で伝えます。手入力は `TextField` と送信ボタン。
 */
const meta = {
  title: 'Engagement/QrScanner QRコード読み取り',
  id: 'engagement-qrscanner',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { qr: qrText } } },
  component: QrScanner,
  args: { onDetect: fn(), getUserMedia: fakeCamera, detector: fakeDetector(qrValue), interval: 50 },
  render: (args) => <QrScanner {...args} />,
} satisfies Meta<typeof QrScanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ScansACode: Story = {
  args: { detector: fakeDetector(qrValue) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('QRコードを読み取りました。')).toBeVisible();
    await expect(args.onDetect).toHaveBeenCalledWith(qrValue);
    await expect(args.onDetect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'もう一度読み取る' })).toBeVisible();
  },
};

export const Scanning: Story = {
  args: { detector: { detect: () => Promise.resolve([]) } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('QRコードを枠の中に映してください。')).toBeVisible();
    await expect(canvas.getByLabelText('カメラの映像')).toBeVisible();
    await expect(args.onDetect).not.toHaveBeenCalled();
  },
};

export const AskingPermission: Story = {
  args: { getUserMedia: () => new Promise<MediaStream>(() => undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('カメラの使用を許可してください。');
  },
};

export const PermissionDenied: Story = {
  args: { getUserMedia: rejectWith('NotAllowedError') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('カメラの使用が許可されていません');
    await expect(canvas.getByLabelText('カメラの映像')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'カメラをもう一度起動する' })).toBeVisible();
  },
};

export const NoCamera: Story = {
  args: { getUserMedia: rejectWith('NotFoundError') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('カメラが見つかりません');
  },
};

export const UnsupportedWithManualEntry: Story = {
  args: { detector: null },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('QRコードの読み取りに対応していません');
    const field = canvas.getByRole('textbox', { name: 'コードを入力' });
    // Empty: a message, nothing sent.
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(canvas.getByText('コードを入力してください')).toBeVisible();
    await expect(args.onDetect).not.toHaveBeenCalled();
    // Full-width input is normalised (NFKC) and sent with Enter.
    await userEvent.type(field, 'ＳＴＡＭＰ－１{Enter}');
    await expect(args.onDetect).toHaveBeenCalledWith('STAMP-1');
  },
};

export const Phone: Story = {
  ...Scanning,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    ScansACode,
    Scanning,
    AskingPermission,
    PermissionDenied,
    NoCamera,
    UnsupportedWithManualEntry,
    Phone,
  }),
  tags: ['no-visual'],
};
