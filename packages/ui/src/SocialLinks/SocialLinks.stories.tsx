import { fixtures } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { opensInNewTab, social, socialNetworks } from '../messages/shell.ts';
import { playground } from '../story/playground.ts';
import { SocialLinks } from './SocialLinks.tsx';

const spec = fixtures.webSpecification;
const allLinks = {
  tiktokLink: spec.tiktokLink,
  instagramLink: spec.instagramLink,
  xLink: spec.xLink,
  youtubeLink: spec.youtubeLink,
};

/**
 * ファンクラブの SNS アカウントへのリンク。どれも新しいタブで開きます。
 *
 * **使う場面**: ヘッダー（TikTok、Instagram、X。768 px 未満ではヘッダーに出ず、ドロワーに出ます）とフッター（YouTube も）。
 *
 * **使わない場面**: 記事の中の SNS の埋め込みや共有ボタン。
 *
 * **キーボード・スクリーンリーダー**: 「SNS」という名前の一覧。各リンクは各 SNS のロゴ（Simple Icons）で、「X（旧Twitter）（新しいタブで開きます）」のように読み上げます。アカウントがなければ何も出しません。
 */
const meta = {
  title: 'Layout/SocialLinks SNSリンク',
  id: 'layout-sociallinks',
  tags: ['autodocs', 'stable'],
  component: SocialLinks,
  parameters: { docs: { messages: { shell: { social, socialNetworks, opensInNewTab } } } },
  args: { links: allLinks, placement: 'footer' },
} satisfies Meta<typeof SocialLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The brand mark of each network is drawn (a path, not a letter); the mark's chunk may come a moment later. */
const expectBrandMarks = async (links: HTMLElement[]) => {
  for (const link of links) {
    await waitFor(() => expect(link.querySelector('svg[aria-hidden="true"] path')).toHaveAttribute('d'));
    // No visible letters stand in for the marks: the name is for screen readers only.
    await expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
  }
};

/** Every account, with its brand mark; names in Japanese (「X（旧Twitter）」), each opening in a new tab. */
export const Footer: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: social });
    await expect(list).toBeVisible();
    const links = Object.values(socialNetworks).map((network) =>
      canvas.getByRole('link', { name: opensInNewTab(network) }),
    );
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(
      canvas.getByRole('link', { name: 'X（旧Twitter）（新しいタブで開きます）' }),
    ).toHaveAttribute('href', spec.xLink!);
    await expectBrandMarks(links);
  },
};

/** The header has no YouTube (spec section 2). */
export const Header: Story = {
  args: { placement: 'header' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expectBrandMarks(canvas.getAllByRole('link'));
    await expect(canvas.queryByRole('link', { name: opensInNewTab('YouTube') })).toBeNull();
  },
};

/** Below 768 px the header gives the room to the menu button; the footer still lists them. */
export const HeaderOnPhone: Story = {
  args: { placement: 'header' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { hidden: true })).not.toBeVisible();
  },
};

/** An address that is not a web address (`javascript:`, `data:`, a bare word) never becomes a link. */
export const NotWebAddresses: Story = {
  tags: ['no-visual'],
  args: {
    links: {
      tiktokLink: 'javascript:alert(1)',
      instagramLink: 'data:text/html,<script>alert(1)</script>',
      xLink: '<img src=x onerror=alert(1)>',
      youtubeLink: spec.youtubeLink,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: opensInNewTab('YouTube') })).toHaveAttribute(
      'href',
      spec.youtubeLink!,
    );
  },
};

/** Only the accounts the web spec has are shown. */
export const SomeAccounts: Story = {
  args: { links: { xLink: spec.xLink, instagramLink: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expectBrandMarks(canvas.getAllByRole('link'));
  },
};

/** No accounts: nothing at all, not an empty list. */
export const NoAccounts: Story = {
  args: { links: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Footer, Header, SomeAccounts, NoAccounts }),
  tags: ['no-visual'],
};
