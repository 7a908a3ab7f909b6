import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Core/Button',
  component: Button,
  args: { children: '会員登録する', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '会員登録する' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'カートに入れる' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'キャンセル' } };

export const Danger: Story = { args: { variant: 'danger', children: '退会する' } };

export const KeyboardPress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '会員登録する' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: '送信中' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '送信中' });
    // RAC keeps a pending button focusable but inert, so a double submit cannot happen.
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'ログイン' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
