import { musicVideos } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MusicVideoList } from './MusicVideoList.tsx';
import { contentText } from '../messages/content.ts';
import { musicVideoText } from '../messages/music-video.ts';
import { playground } from '../story/playground.ts';

// What a free member receives: paid videos without their URL (the server withholds them).
const asFreeMember = musicVideos.map((video) => (video.isPaid ? { ...video, videoUrl: null } : video));
const paid = musicVideos.find((video) => video.isPaid)!;
const free = musicVideos.find((video) => !video.isPaid)!;

/**
 * 動画の一覧（ミュージックビデオ、スペシャルムービー）。その場で再生でき（YouTube・Vimeo は埋め込み、それ以外はブラウザの再生）、見られないものは理由と有料会員への案内を出します。
 *
 * **使う場面**: ミュージックビデオ（displayOrder の順）とスペシャルムービー（サーバーの順）のページ。
 *
 * **キーボード・スクリーンリーダー**: 動画は再生コントロール（Tab で止まり、Space で再生・停止）。動画にはタイトルの名前が付きます。
 */
const meta = {
  title: 'Content/MusicVideoList ミュージックビデオ一覧',
  id: 'content-musicvideolist',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { content: contentText, music_video: musicVideoText } } },
  component: MusicVideoList,
  args: { videos: musicVideos },
} satisfies Meta<typeof MusicVideoList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PaidMember: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'ミュージックビデオ' });
    await expect(within(list).getAllByRole('article')).toHaveLength(musicVideos.length);
    const card = canvas.getByRole('article', { name: paid.title });
    await expect(card.querySelector('video')).toHaveAttribute('src', paid.videoUrl!);
    await expect(card).toHaveTextContent('会員限定');
  },
};

export const FreeMember: Story = {
  args: { videos: asFreeMember },
  play: async ({ canvas }) => {
    const locked = canvas.getByRole('article', { name: paid.title });
    await expect(locked.querySelector('video')).toBeNull();
    await expect(locked).toHaveTextContent('この動画は有料会員限定です');
    await expect(within(locked).getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    const open = canvas.getByRole('article', { name: free.title });
    await expect(open.querySelector('video')).toHaveAttribute('controls');
  },
};

/** The app's own lock in place of the note (the site's tells a guest to sign in first). */
export const WithAppLock: Story = {
  args: {
    videos: asFreeMember,
    headingLevel: 2,
    locked: (
      <p role="group" aria-label="この内容は有料会員限定です">
        ログインした有料会員の方だけがご覧いただけます。
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const locked = canvas.getByRole('article', { name: paid.title });
    await expect(within(locked).getByRole('heading', { level: 2, name: paid.title })).toBeVisible();
    await expect(within(locked).getByRole('group', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await expect(locked).not.toHaveTextContent('この動画は有料会員限定です');
  },
};

/**
 * YouTube and Vimeo links play in their privacy-friendly embeds (the only frames the site's CSP
 * allows); other files in the browser's player. Not in the visual tests: the frames load from the
 * network.
 */
export const Embeds: Story = {
  tags: ['no-visual'],
  args: {
    videos: [
      { id: 1, title: 'YouTube の動画', videoUrl: 'https://youtu.be/abc123', isPaid: false },
      { id: 2, title: 'Vimeo の動画', videoUrl: 'https://vimeo.com/76979871', isPaid: false },
      { id: 3, title: 'サーバーの動画', videoUrl: '/media/videos/mv.mp4', isPaid: false },
    ],
  },
  play: async ({ canvas }) => {
    const youtube = canvas.getByRole('article', { name: 'YouTube の動画' });
    await expect(youtube.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    await expect(youtube.querySelector('iframe')).toHaveAttribute('title', 'YouTube の動画');
    const vimeo = canvas.getByRole('article', { name: 'Vimeo の動画' });
    await expect(vimeo.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
    const own = canvas.getByRole('article', { name: 'サーバーの動画' });
    await expect(own.querySelector('video')).toHaveAttribute('controls');
  },
};

export const Phone: Story = {
  args: { videos: asFreeMember },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { PaidMember, FreeMember, WithAppLock, Embeds, Phone }),
  tags: ['no-visual'],
};
