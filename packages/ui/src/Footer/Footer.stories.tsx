import { fixtures } from '@fanclub/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { siteTitle: fixtures.webSpecification.siteTitle, year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '法的情報' });
    await expect(within(nav).getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(within(nav).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(within(nav).getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
      'href',
      '/commercial-transactions-law',
    );
    await expect(canvas.getByText(/© 2026 Lumière/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};
