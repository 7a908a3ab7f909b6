import { birthdayGifts } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PosterVideo } from './PosterVideo.tsx';
import { posterVideoText } from '../messages/poster-video.ts';
import { playground } from '../story/playground.ts';

const november = birthdayGifts[10]!; // a video month

/**
 * 再生するまで表紙（画像、なければブランドの色の表紙）と再生ボタンを見せる動画。押すとその場で再生します。
 *
 * **使う場面**: マイページのバースデー動画など、1 本の動画を記事の中に置くとき。
 *
 * **使わない場面**: YouTube などの埋め込みの一覧（`MusicVideoList`）。
 *
 * **キーボード・スクリーンリーダー**: 表紙は「〇〇を再生する」という名前のボタンで、Tab で止まり Enter で再生します。
 * 再生が始まるとフォーカスはブラウザの動画プレーヤーに移ります。
 */
const meta = {
  title: 'Content/PosterVideo 表紙つき動画',
  id: 'content-postervideo',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { posterVideo: posterVideoText } } },
  component: PosterVideo,
  args: {
    src: november.videoUrl!,
    title: 'メッセージ動画',
    poster: november.imageUrl,
  },
} satisfies Meta<typeof PosterVideo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before it plays: the poster with a play mark, one button named after the video. */
export const WithPoster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', { name: 'メッセージ動画を再生する' });
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(play.querySelector('img')).toHaveAttribute('src', november.imageUrl);
    await expect(canvas.getByText('再生する')).toBeVisible();
  },
};

/** Without a picture: a cover in the brand's colours with the play mark, never a grey box. */
export const WithoutPoster: Story = {
  args: { poster: null },
  play: async ({ canvas }) => {
    const play = canvas.getByRole('button', { name: 'メッセージ動画を再生する' });
    await expect(within(play).getByText('再生する')).toBeVisible();
    await expect(play.querySelector('img')).toBeNull();
  },
};

/** Pressed (or Enter from the keyboard): the browser's player in its place, focused. */
export const Playing: Story = {
  tags: ['no-visual'], // A playing video is no steady picture.
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'メッセージ動画を再生する' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('src', november.videoUrl);
    await expect(video).toHaveAttribute('poster', november.imageUrl);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveFocus();
  },
};

export const Phone: Story = {
  ...WithPoster,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { WithPoster, WithoutPoster, Playing, Phone }),
  tags: ['no-visual'],
};
