import { fixtures } from '@fanclub/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from './Drawer.tsx';

const items = fixtures.companyPages.map(({ name, key }) => ({ name, key }));
const page = () => within(document.body);

const meta = {
  title: 'Layout/Drawer',
  component: Drawer,
  args: { items },
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'メインメニュー' });
    const [first, second] = within(dialog).getAllByRole('list');
    const firstLinks = within(first!).getAllByRole('link');
    const secondLinks = within(second!).getAllByRole('link');
    // Two equal columns of company pages; the second ends with order history.
    await expect(secondLinks.length - 1 - firstLinks.length).toBeLessThanOrEqual(1);
    await expect(secondLinks.at(-1)).toHaveAccessibleName('注文履歴');
    await expect(secondLinks.at(-1)).toHaveAttribute('href', '/order/history');
    await expect(firstLinks[0]).toHaveAttribute('href', `/${items[0]!.key}`);
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'メニューを開く' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: 'メインメニュー' });
    // Focus moves into the dialog and is trapped there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
