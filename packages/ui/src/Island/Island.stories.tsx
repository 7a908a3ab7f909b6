import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { findIslands, Island } from './Island.tsx';

const props = { href: '/membership-registration', label: '新規会員登録' };

const meta = {
  title: 'Layout/Island 島（ハイドレートする部分）',
  id: 'layout-island',
  tags: ['autodocs', 'stable', 'no-visual'],
  component: Island,
  args: {
    name: 'register',
    props,
    children: <ButtonLink href={props.href}>{props.label}</ButtonLink>,
  },
} satisfies Meta<typeof Island>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The wrapper names the island and carries its props as JSON, and takes no room of its own. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [island] = findIslands(canvasElement);
    await expect(island?.name).toBe('register');
    await expect(island?.props).toEqual(props);
    await expect(getComputedStyle(island!.element).display).toBe('contents');
    await expect(canvas.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', props.href);
  },
};
