import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image.tsx';
import { ImagePlaceholder } from './ImagePlaceholder.tsx';
import { expectBrandedPlaceholder } from '../story/placeholder.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Content/Image 画像',
  id: 'content-image',
  tags: ['autodocs', 'stable'],
  component: Image,
  args: { src: '/images/stage.svg', alt: '武道館公演のステージ' },
} satisfies Meta<typeof Image>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  args: { aspectRatio: '16 / 9', sizes: '(max-width: 768px) 100vw, 720px' },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '武道館公演のステージ' });
    await waitFor(() => expect(image).toHaveAttribute('srcset'));
    const srcset = image.getAttribute('srcset') ?? '';
    await expect(srcset).toContain('/images/stage.svg?w=16&q=75 16w');
    await expect(srcset).toContain('/images/stage.svg?w=3840&q=75 3840w');
    // The box is reserved before the file arrives: no layout shift.
    await expect(image.getBoundingClientRect().height).toBeGreaterThan(300);
  },
};

export const FixedSize: Story = {
  args: { src: '/images/avatar.svg', alt: 'プロフィール写真', width: 96, height: 96 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'プロフィール写真' });
    await waitFor(() =>
      expect(image).toHaveAttribute(
        'srcset',
        '/images/avatar.svg?w=96&q=75 1x, /images/avatar.svg?w=256&q=75 2x',
      ),
    );
    await expect(image).toHaveAttribute('width', '96');
  },
};

export const LazyBelowTheFold: Story = {
  args: { width: 640, height: 360 },
  render: (args) => (
    <div>
      <p>下へスクロールすると画像を読み込みます。</p>
      <div style={{ height: 2000 }} />
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '武道館公演のステージ' });
    // Far below the viewport: the browser's own lazy loading fetches it as it comes near (also in
    // server HTML with no script), its box reserved meanwhile.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('src', '/images/stage.svg?w=1920&q=75');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image).toHaveAttribute('width', '640');
    image.scrollIntoView();
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const Priority: Story = {
  args: { priority: true, aspectRatio: '16 / 9' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '武道館公演のステージ' });
    await expect(image).toHaveAttribute('loading', 'eager');
    // Fetched before the page's other pictures, and announced in the head so it starts early.
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('src');
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="stage.svg"]');
    await expect(link).not.toBeNull();
    await expect(link).toHaveAttribute('fetchpriority', 'high');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
/**
 * `ImagePlaceholder`: where a card has no picture, the brand's tint with the club's logo, faint
 * (the main tint, and the secondary for goods), in the shape of the missing picture.
 */
export const Placeholder: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: 16 }}>
      <ImagePlaceholder aspectRatio="16 / 9" />
      <ImagePlaceholder aspectRatio="1 / 1" tone="secondary" />
      <ImagePlaceholder aspectRatio="3 / 4" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectBrandedPlaceholder(canvasElement);
    const [wide] = canvasElement.querySelectorAll<HTMLElement>('[data-image-placeholder]');
    const box = wide!.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
  },
};

export const Playground: Story = {
  ...playground(meta, { Responsive, FixedSize, LazyBelowTheFold, Priority }),
  tags: ['no-visual'],
};
