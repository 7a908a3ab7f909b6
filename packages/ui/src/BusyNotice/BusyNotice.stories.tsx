import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BusyNotice } from './BusyNotice.tsx';
import { statusText } from '../messages/status.ts';

// A fixed clock, so the countdown (and its screenshot) always shows the same second.
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const fixedNow = () => NOW;

const meta = {
  title: 'Content/BusyNotice 混雑中のお知らせ',
  id: 'content-busynotice',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { status: statusText } } },
  component: BusyNotice,
  args: { retryAt: NOW + 3000, now: fixedNow },
} satisfies Meta<typeof BusyNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status', { name: 'ただいまアクセスが集中しています' });
    await expect(notice).toHaveTextContent('入力した内容はそのままです。');
    await expect(notice).toHaveTextContent('あと3秒');
  },
};

export const Retrying: Story = {
  args: { retryAt: NOW - 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('もう一度お試ししています…');
  },
};
