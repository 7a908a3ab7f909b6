import { musicVideos } from '@fanclub/mocks/fixtures';
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

const meta = {
  title: 'Content/MusicVideoList ミュージックビデオ一覧',
  id: 'content-musicvideolist',
  tags: ['autodocs'],
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

export const Phone: Story = {
  args: { videos: asFreeMember },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { PaidMember, FreeMember, Phone }),
  tags: ['no-visual'],
};
