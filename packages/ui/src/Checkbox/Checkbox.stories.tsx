import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { Checkbox } from './Checkbox.tsx';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Forms/Checkbox チェックボックス',
  id: 'forms-checkbox',
  tags: ['autodocs', 'stable'],
  component: Checkbox,
  args: { children: '利用規約とプライバシーポリシーに同意する', onChange: fn() },
  parameters: {
    docs: {
      doDont: {
        do: () => <Checkbox errorMessage="利用規約に同意してください">利用規約に同意する</Checkbox>,
        dont: () => <Checkbox defaultSelected>メールマガジンを受け取る</Checkbox>,
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AgreeToTerms: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('利用規約とプライバシーポリシーに同意する'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithLink: Story = {
  args: {
    children: (
      <>
        <Link href="/terms-of-service" target="_blank">
          利用規約
        </Link>
        に同意する
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms-of-service');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '利用規約に同意してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('利用規約に同意してください');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { AgreeToTerms, Keyboard, WithLink, Invalid, Disabled }),
  tags: ['no-visual'],
};
