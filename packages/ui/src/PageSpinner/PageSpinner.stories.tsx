import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSpinner } from './PageSpinner.tsx';
import { statusText } from '../messages/status.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Core/PageSpinner 読み込み中の表示',
  id: 'core-pagespinner',
  tags: ['autodocs', 'stable'],
  component: PageSpinner,
  parameters: { docs: { messages: { status: statusText } }, layout: 'fullscreen' },
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

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Page, Inline }),
  tags: ['no-visual'],
};
