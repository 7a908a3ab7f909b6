import { fixtures } from '@fanclub/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from './Drawer.tsx';
import type { MenuItemData } from './menu.ts';

const menu = fixtures.companyPages.map(({ name, key }) => ({ key, label: name, href: `/${key}` }));

/** The drawer with a button that opens it, as the header's menu button does. */
function DrawerWithTrigger({
  initiallyOpen = false,
  menu,
}: {
  initiallyOpen?: boolean;
  menu: MenuItemData[];
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        メニューを開く
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} menu={menu} />
    </>
  );
}

const meta = {
  title: 'Layout/Drawer',
  component: DrawerWithTrigger,
  args: { menu },
} satisfies Meta<typeof DrawerWithTrigger>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    const [first, second] = within(dialog).getAllByRole('list');
    const firstLinks = within(first!).getAllByRole('link');
    const secondLinks = within(second!).getAllByRole('link');
    // Two equal columns of company pages (the first takes the odd one); the second ends with order history.
    await expect(firstLinks).toHaveLength(Math.ceil(menu.length / 2));
    await expect(secondLinks).toHaveLength(Math.floor(menu.length / 2) + 1);
    await expect(firstLinks[0]).toHaveAttribute('href', menu[0]!.href);
    await expect(secondLinks.at(-1)).toHaveAccessibleName('注文履歴');
    await expect(secondLinks.at(-1)).toHaveAttribute('href', '/order/history');
  },
};

/** A modal dialog: focus moves in, Escape closes it and focus returns to the button that opened it. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'メニューを開く' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** Following a link closes the drawer. */
export const ClosesOnLink: Story = {
  tags: ['no-visual'],
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    const link = within(dialog).getByRole('link', { name: '注文履歴' });
    // Keep the test page where it is; the drawer closes on the click itself.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
