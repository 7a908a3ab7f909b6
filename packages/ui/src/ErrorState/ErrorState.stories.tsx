import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';
import { statusText } from '../messages/status.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Content/ErrorState エラー表示',
  id: 'content-errorstate',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { status: statusText } } },
  component: ErrorState,
} satisfies Meta<typeof ErrorState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('エラーが発生しました');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { message: 'ニュースを取得できませんでした', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ニュースを取得できませんでした');
    await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { message: 'ニュースを取得できませんでした', onRetry: fn(), isRetrying: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, WithRetry, Retrying }),
  tags: ['no-visual'],
};
