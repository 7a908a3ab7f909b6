import { fixtures } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';
import { commercialLaw, contact, faq, footerMenu, privacy, terms } from '../messages/shell.ts';
import { SocialLinks } from '../SocialLinks/SocialLinks.tsx';
import { playground } from '../story/playground.ts';

const spec = fixtures.webSpecification;

const meta = {
  title: 'Layout/Footer フッター',
  id: 'layout-footer',
  tags: ['autodocs', 'stable'],
  component: Footer,
  parameters: {
    docs: { messages: { shell: { commercialLaw, contact, faq, footerMenu, privacy, terms } } },
    layout: 'fullscreen',
  },
  args: {
    title: spec.siteTitle,
    logoSrc: spec.logos.logoFooter,
    surfaceColor: spec.sections.footer?.color,
    social: <SocialLinks links={spec} placement="footer" />,
    year: 2026,
  },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The web spec's footer colour, with light text chosen for the dark surface. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'フッターメニュー' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'よくある質問',
      'お問い合わせ',
      '利用規約',
      'プライバシーポリシー',
      '特定商取引法に基づく表記',
    ]);
    await expect(within(nav).getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    const social = canvas.getByRole('list', { name: 'SNS' });
    await expect(
      within(social).getByRole('link', { name: 'YouTube（新しいタブで開きます）' }),
    ).toHaveAttribute('href', spec.youtubeLink);
    await expect(canvas.getByText(`© 2026 ${spec.siteTitle}`)).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  },
};

/** Before the web spec is known: the theme's surface, the title and the links only. */
export const WithoutWebSpec: Story = {
  args: { title: 'ファンクラブ', logoSrc: null, surfaceColor: null, social: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'SNS' })).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('© 2026 ファンクラブ')).toBeVisible();
  },
};

/** On a phone the social links stay (unlike the header's). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'SNS' })).getAllByRole('link')).toHaveLength(4);
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, WithoutWebSpec, Phone }),
  tags: ['no-visual'],
};
