import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ImageUpload } from './ImageUpload.tsx';
import { imageUploadText } from '../messages/image-upload.ts';
import { playground } from '../story/playground.ts';

const current = '/demo/products/acrylic-aoi.svg';

/** A real 2 × 2 PNG, as a file the operator picked. */
const pngFile = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4JBF9SCKaAUIBACN2BNXeXF89AAAAAElFTkSuQmCC',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'photo.png',
    { type: 'image/png' },
  );

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/**
 * 画像のアップロード欄。ボタンで選ぶか、ドロップするか、貼り付けます。今の画像（またはアップロード中の画像）を表示します。
 *
 * **使う場面**: 管理画面で、お知らせ・商品・コンテンツの画像を登録するところ。
 *
 * **使わない場面**: 画像以外のファイル、複数枚をまとめて選ぶ一覧。
 *
 * - する: 推奨サイズがあれば `description` に。アップロードの失敗は `errorMessage` に。
 * - しない: 画像の中身を説明する文言をラベルにする（ラベルは項目名）。
 *
 * **キーボード・スクリーンリーダー**: 「画像を選ぶ」ボタンは Enter・Space で開きます。ドロップ先にフォーカスして貼り付け（Ctrl+V / ⌘V）もできます。アップロード中とエラーは読み上げられます。
 */
const meta = {
  title: 'Forms/ImageUpload 画像アップロード',
  id: 'forms-imageupload',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { imageUpload: imageUploadText } } },
  component: ImageUpload,
  args: { label: 'トップ画像', onSelect: fn(), value: null },
} satisfies Meta<typeof ImageUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing yet: the button opens the file picker (Enter from the keyboard), a picked file is handed over. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group', { name: 'トップ画像' })).toBeVisible();
    await expect(canvas.getByText('画像はまだありません')).toBeVisible();
    const button = canvas.getByRole('button', { name: '画像を選ぶ' });
    await expect(button).toHaveAccessibleDescription('JPEG・PNG・WebP・GIF、10MBまで');
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'photo.png' }));
  },
};

/** The image the field holds: shown, with 画像を変更 and 画像を外す. */
export const WithCurrentImage: Story = {
  args: { value: current, onRemove: fn(), description: '横1200px以上を推奨します。' },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'トップ画像の現在の画像' });
    await expect(image).toHaveAttribute('src', current);
    await userEvent.click(canvas.getByRole('button', { name: '画像を外す' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '画像を変更' })).toHaveAccessibleDescription(
      '横1200px以上を推奨します。',
    );
  },
};

/** While the upload runs: the buttons wait and the status says so. */
export const Uploading: Story = {
  args: { value: current, isUploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('アップロードしています…');
    await expect(canvas.getByRole('button', { name: '画像を変更' })).toBeDisabled();
  },
};

/** The upload was refused: the server's message, read out and describing the button. */
export const Error: Story = {
  args: { errorMessage: '画像を読み取れませんでした。壊れていないファイルを選んでください。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('画像を読み取れませんでした');
    await expect(canvas.getByRole('button', { name: '画像を選ぶ' })).toHaveAccessibleDescription(
      /画像を読み取れませんでした/,
    );
  },
};

/** A file over the limit is refused here, in Japanese, and never handed over. */
export const TooLarge: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('画像は10MBまでにしてください。');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** With an uploader behind it: the chosen picture shows while it uploads, then the stored one. */
export const UploadJourney: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    const [uploading, setUploading] = useState(false);
    return (
      <ImageUpload
        {...args}
        value={value}
        isUploading={uploading}
        onSelect={(file) => {
          args.onSelect(file);
          setUploading(true);
          setTimeout(() => {
            setValue(current);
            setUploading(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(canvas.getByRole('img', { name: 'トップ画像に選んだ画像' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'トップ画像の現在の画像' })).toHaveAttribute('src', current),
    );
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Empty, WithCurrentImage, Uploading, Error, TooLarge }),
  tags: ['no-visual'],
};
