import { giftPosts } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GiftPostGallery } from './GiftPostGallery.tsx';
import { GiftPostGalleryLinks } from './GiftPostGalleryLinks.tsx';
import { giftPostText } from '../messages/gift-post.ts';
import { playground } from '../story/playground.ts';

const first = giftPosts[0]!;
const withVideo = giftPosts.find((post) => post.videoUrl)!;

const meta = {
  title: 'Engagement/GiftPostGallery ギフト投稿ギャラリー',
  id: 'engagement-giftpostgallery',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { gift_post: giftPostText } } },
  component: GiftPostGallery,
  args: { posts: giftPosts },
} satisfies Meta<typeof GiftPostGallery>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'ギフト一覧' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(giftPosts.length);
    await expect(cards[0]).toHaveTextContent(first.title);
    await expect(cards[0]!.querySelector('time')?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    await expect(cards[0]).toHaveTextContent(`画像${first.giftPostImages.length}枚`);
  },
};

/**
 * The link mode (`GiftPostGalleryLinks`): the same cards, each a native link to the post's page
 * (the site's /gift-post), titles as h2 right under a page's h1; no dialog.
 */
export const AsLinks: Story = {
  render: (args) => (
    <GiftPostGalleryLinks posts={args.posts} getHref={(post) => `/gift-post/${post.id}`} headingLevel={2} />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'ギフト一覧' });
    await expect(within(list).getAllByRole('link')).toHaveLength(giftPosts.length);
    const link = within(list).getByRole('link', { name: first.title });
    await expect(link).toHaveAttribute('href', `/gift-post/${first.id}`);
    await expect(canvas.getByRole('heading', { level: 2, name: first.title })).toContainElement(link);
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const OpenByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: first.title });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: first.title });
    await expect(within(dialog).getAllByRole('img')).toHaveLength(first.giftPostImages.length);
    await expect(within(dialog).getByRole('img', { name: `${first.title}（1枚目）` })).toBeInTheDocument();
    await expect(dialog).toHaveTextContent('直筆メッセージ入り');
    // Escape closes it and focus returns to the card.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The dialog gives focus back once it has gone (after its closing transition).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithVideo: Story = {
  args: { posts: [withVideo] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: withVideo.title }));
    const dialog = await within(document.body).findByRole('dialog', { name: withVideo.title });
    await expect(dialog.querySelector('video')).toHaveAttribute('src', withVideo.videoUrl!);
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ギフトはまだありません')).toBeVisible();
  },
};

export const Phone: Story = {
  ...OpenByKeyboard,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The detail left open, so axe and the visual baseline see the dialog. */
export const DetailOpen: Story = {
  args: { posts: [giftPosts[1]!] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: giftPosts[1]!.title }));
    const dialog = await within(document.body).findByRole('dialog', { name: giftPosts[1]!.title });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '閉じる' })).toBeVisible());
    await expect(within(dialog).getAllByRole('img')).toHaveLength(giftPosts[1]!.giftPostImages.length);
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Grid,
    OpenByKeyboard,
    WithVideo,
    Empty,
    Phone,
    DetailOpen,
  }),
  tags: ['no-visual'],
};
