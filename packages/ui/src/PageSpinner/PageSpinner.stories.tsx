import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSpinner } from './PageSpinner.tsx';

const meta = {
  title: 'Core/PageSpinner',
  component: PageSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSpinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const Inline: Story = {
  args: { size: 'inline', label: 'ニュースを読み込み中' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ニュースを読み込み中');
  },
};
