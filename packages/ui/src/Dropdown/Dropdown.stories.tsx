import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dropdown } from './Dropdown.tsx';
import { playground } from '../story/playground.ts';

// The menu renders in a portal outside the story root.
const page = () => within(document.body);

const meta = {
  title: 'Layout/Dropdown ドロップダウンメニュー',
  id: 'layout-dropdown',
  tags: ['autodocs'],
  component: Dropdown,
  args: {
    label: 'マイページ',
    items: [
      { id: 'member', label: '会員情報', href: '/my-account' },
      { id: 'password', label: 'パスワード再設定', href: '/forgot-password' },
      { id: 'logout', label: 'ログアウト', onAction: fn() },
    ],
  },
} satisfies Meta<typeof Dropdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'マイページ' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('menu')).toBeNull();
  },
};

export const KeyboardEnter: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'マイページ' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Enter opens the menu on its first item; the arrows move through the items.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '会員情報' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: '会員情報' })).toHaveAttribute(
      'href',
      '/my-account',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'パスワード再設定' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'ログアウト' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'パスワード再設定' })).toHaveFocus();
    // Escape closes it and, once the 300 ms close animation is over, gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'マイページ' });
    // ArrowDown opens on the first item, ArrowUp on the last.
    await userEvent.keyboard('{ArrowDown}');
    let menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '会員情報' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    menu = await page().findByRole('menu');
    const logout = within(menu).getByRole('menuitem', { name: 'ログアウト' });
    await waitFor(() => expect(logout).toHaveFocus());
    // Enter chooses the item: its action runs, the menu closes and focus returns.
    await userEvent.keyboard('{Enter}');
    await expect(args.items[2]!.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Spec section 9: the dropdown closes after a 300 ms delay (its exit animation). */
export const CloseDelay: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'マイページ' }));
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'ログアウト' })).toBeVisible());
    const closedAt = performance.now();
    await userEvent.keyboard('{Escape}');
    // Still on screen, leaving, right after Escape...
    await expect(menu).toBeInTheDocument();
    await expect(menu.closest('[data-exiting]')).not.toBeNull();
    // ...and gone once the delay has passed.
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull(), { timeout: 3000 });
    await expect(performance.now() - closedAt).toBeGreaterThanOrEqual(250);
  },
};

/** Left open, so axe and the visual baseline see the menu. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'マイページ' }));
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'ログアウト' })).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const OpenOnPhone: Story = {
  ...Open,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Closed,
    KeyboardEnter,
    KeyboardArrows,
    CloseDelay,
    Open,
    OpenOnPhone,
  }),
  tags: ['no-visual'],
};
