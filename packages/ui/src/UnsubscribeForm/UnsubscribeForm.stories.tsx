import { paidSubscription } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnsubscribeForm } from './UnsubscribeForm.tsx';
import { unsubscribeText } from '../messages/unsubscribe.ts';
import { playground } from '../story/playground.ts';

/**
 * 有料会員の解約を 2 段階で: 理由を選び（「その他」は自由記入）、何が起こるかを確かめてから送ります。
 *
 * **使う場面**: 解約の画面。
 *
 * - する: 確認の手順で、有料のまま使える期限（`validUntil`）を伝える。
 * - しない: 解約のボタンを見つけにくくする、理由の入力を必須にしすぎる。
 *
 * **キーボード・スクリーンリーダー**: 理由はラジオグループ。次の手順に進むとフォーカスが確認の見出しへ移り、読み上げられます。
 */
const meta = {
  title: 'Membership/UnsubscribeForm 退会フォーム',
  id: 'membership-unsubscribeform',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { unsubscribe: unsubscribeText } } },
  component: UnsubscribeForm,
  args: {
    planName: paidSubscription.name,
    validUntil: '2026-12-01T10:00:00+09:00',
    onSubmit: fn(),
  },
} satisfies Meta<typeof UnsubscribeForm>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '確認画面へ進む' }));
const otherText = (canvas: Canvas) => canvas.getByRole('textbox', { name: /その他の理由/ });

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /退会理由/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(within(group).getByRole('radio', { name: 'その他' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ReasonRequired: Story = {
  play: async ({ canvas, args }) => {
    await next(canvas);
    const summary = await canvas.findByRole('region', { name: '入力内容に1件の誤りがあります' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      '退会理由：退会理由を選択してください。',
    );
    await expect(canvas.getByRole('radiogroup', { name: /退会理由/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 「その他」 by keyboard opens a required text box; the words reach the confirmation and onSubmit. */
export const OtherReasonRequired: Story = {
  play: async ({ canvas, args }) => {
    canvas.getAllByRole('radio')[0]!.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'その他' })).toBeChecked();
    await expect(otherText(canvas)).toBeRequired();

    await next(canvas);
    await expect(await canvas.findByText('その他の理由を入力してください。')).toBeVisible();
    await expect(otherText(canvas)).toBeInvalid();

    await userEvent.type(otherText(canvas), '引っ越しで忙しくなるため');
    await next(canvas);
    const heading = await canvas.findByRole('heading', { name: '退会内容の確認' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('引っ越しで忙しくなるため')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退会する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'その他',
      otherReason: '引っ越しで忙しくなるため',
    });
  },
};

export const Confirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '料金が高いため' }));
    await next(canvas);
    const heading = await canvas.findByRole('heading', { name: '退会内容の確認' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('まだ退会は完了していません。', { exact: false })).toBeVisible();
    const region = canvas.getByRole('region', { name: '退会内容の確認' });
    await expect(region).toHaveTextContent(`ご利用中のプラン${paidSubscription.name}`);
    await expect(region).toHaveTextContent('ご利用期限2026/12/01まで');
    await expect(region).toHaveTextContent('退会理由料金が高いため');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '退会する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: '料金が高いため' });
  },
};

/** Back from the confirmation keeps the choice and puts focus on it. */
export const BackToForm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'サイトが使いにくいため' }));
    await next(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '入力内容を修正する' }));
    const chosen = await canvas.findByRole('radio', { name: 'サイトが使いにくいため' });
    await expect(chosen).toBeChecked();
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '利用する機会が減ったため' }));
    await next(canvas);
    const submit = await canvas.findByRole('button', { name: '退会する' });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '入力内容を修正する' })).toBeDisabled();
  },
};

export const OnPhone: Story = {
  ...OtherReasonRequired,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Default,
    ReasonRequired,
    OtherReasonRequired,
    Confirmation,
    BackToForm,
    Pending,
    OnPhone,
  }),
  tags: ['no-visual'],
};
