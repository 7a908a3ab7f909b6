import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function Opener({ onConfirm, tone }: { onConfirm: () => void; tone: 'primary' | 'danger' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>抽選を実施</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="抽選を実施しますか？"
        confirmLabel="抽選を実施する"
        tone={tone}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      >
        <p>応募の受付を今すぐ締め切り、当選者を決めます。この操作は取り消せません。</p>
      </ConfirmDialog>
    </>
  );
}

const meta = {
  title: 'Console/ConfirmDialog（確認ダイアログ）',
  tags: ['autodocs', 'stable'],
  component: Opener,
  args: { onConfirm: fn(), tone: 'danger' },
} satisfies Meta<typeof Opener>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmsByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '抽選を実施' }));
    const dialog = await screen.findByRole('alertdialog', { name: '抽選を実施しますか？' });
    await expect(dialog).toHaveTextContent('取り消せません');
    await userEvent.click(screen.getByRole('button', { name: '抽選を実施する' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancelChangesNothing: Story = {
  args: { tone: 'primary' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '抽選を実施' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Focus goes back to the opener once the dialog has gone (a frame later on a busy machine).
    await waitFor(() => expect(canvas.getByRole('button', { name: '抽選を実施' })).toHaveFocus());
  },
};
