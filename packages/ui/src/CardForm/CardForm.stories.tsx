import { paidMember } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CardForm } from './CardForm.tsx';
import { cardFormText } from '../messages/card-form.ts';
import { playground } from '../story/playground.ts';

/**
 * 支払いのカードの入力: お支払い金額と、保存済みのカードか新しいカード（使えるカードのブランド、番号、有効期限 MM/YY、セキュリティコード、名義）。入力欄を離れると整え（全角数字、1229 → 12/29、名義の大文字）、日本語で確かめます。通信はしません。
 *
 * **使う場面**: 商品の注文、有料プラン、ポイントの購入の支払いの手順。
 *
 * - する: 確認画面から戻ったら、入力したカードを `defaultCard` で戻す。
 * - する: 同じ画面に金額がなければ `amount` で金額を言い直す。
 * - しない: カードの番号をサーバーや保存領域に送る・残す（トークン化はページが行います）。
 *
 * **キーボード・スクリーンリーダー**: 保存済みか新しいカードかはラジオで選び、選んだ方の入力欄だけ出ます。エラーは各欄の説明として読み上げます。
 */
const meta = {
  title: 'Commerce/CardForm カード入力フォーム',
  id: 'commerce-cardform',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { card_form: cardFormText } } },
  component: CardForm,
  args: { onSubmit: fn() },
  render: (args) => <CardForm {...args} />,
} satisfies Meta<typeof CardForm>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });
const number = (canvas: Canvas) => field(canvas, /^カード番号/);
const expire = (canvas: Canvas) => field(canvas, /^有効期限/);
const code = (canvas: Canvas) => field(canvas, /^セキュリティコード/);
const holder = (canvas: Canvas) => field(canvas, /^カード名義/);
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '確認画面へ進む' }));

export const NewCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'クレジットカード情報' })).toBeVisible();
    await expect(number(canvas)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number(canvas)).toHaveAttribute('inputmode', 'numeric');
    await expect(expire(canvas)).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(code(canvas)).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(holder(canvas)).toHaveAttribute('autocomplete', 'cc-name');
    await expect(
      canvas.getByText('カード情報は決済代行会社に直接送信され、当サイトには保存されません。'),
    ).toBeVisible();
    await expect(
      canvas.getByText('ご利用いただけるカード：Visa、Mastercard、JCB、American Express、Diners Club'),
    ).toBeVisible();
  },
};

/**
 * The card step restates what it charges (here a plan's first charge) above the card, and names the
 * brands taken beside the card's fields.
 */
export const WithAmount: Story = {
  args: { amount: 1650, amountLabel: '初回のお支払い金額' },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('初回のお支払い金額').parentElement!;
    await expect(amount).toHaveTextContent('初回のお支払い金額¥1,650（税込）');
    await expect(amount).toBeVisible();
    const card = canvas.getByRole('group', { name: 'クレジットカード情報' });
    await expect(card).toHaveTextContent(
      /ご利用いただけるカード：Visa、Mastercard、JCB、American Express、Diners Club/,
    );
    // Above the card, so it is read before the number is typed.
    await expect(amount.compareDocumentPosition(card)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

/** Typed by keyboard as people do: tidied on blur, then handed to onSubmit (no network call). */
export const FilledByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(number(canvas));
    await userEvent.keyboard('4111111111111111');
    await userEvent.tab();
    await expect(number(canvas)).toHaveValue('4111 1111 1111 1111');
    await userEvent.keyboard('1235');
    await userEvent.tab();
    await expect(expire(canvas)).toHaveValue('12/35');
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('taro yamada');
    await userEvent.tab();
    await expect(holder(canvas)).toHaveValue('TARO YAMADA');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          useSaved: false,
          cardNumber: '4111111111111111',
          cardExpire: '12/35',
          securityCode: '123',
          cardholderName: 'TARO YAMADA',
        },
        expect.anything(),
      ),
    );
  },
};

/** Full-width digits from a Japanese keyboard count as the digits they show. */
export const FullWidthInput: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(number(canvas), '５５５５　５５５５　５５５５　４４４４');
    await userEvent.type(expire(canvas), '０３／３４');
    await userEvent.type(code(canvas), '９８７');
    await userEvent.type(holder(canvas), 'ＨＡＮＡＫＯ ＳＡＴＯ');
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          useSaved: false,
          cardNumber: '5555555555554444',
          cardExpire: '03/34',
          securityCode: '987',
          cardholderName: 'HANAKO SATO',
        },
        expect.anything(),
      ),
    );
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas);
    const summary = await canvas.findByRole('region', { name: '入力内容に4件の誤りがあります' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(number(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('カード番号を入力してください。'),
    );
    await expect(expire(canvas)).toBeInvalid();
    await expect(code(canvas)).toBeInvalid();
    await expect(holder(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('カード名義を入力してください。'),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(number(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(number(canvas), '4111111111111112');
    await userEvent.type(expire(canvas), '13/30');
    await userEvent.type(code(canvas), '12');
    await userEvent.type(holder(canvas), 'やまだ たろう');
    await submit(canvas);
    await expect(await canvas.findByText('カード番号を正しく入力してください。')).toBeVisible();
    await expect(canvas.getByText('有効期限をMM/YYの形式で入力してください。')).toBeVisible();
    await expect(
      canvas.getByText('セキュリティコードは3桁または4桁の数字で入力してください。'),
    ).toBeVisible();
    await expect(canvas.getByText('カード名義は半角大文字の英字で入力してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(expire(canvas), '01/20');
    await submit(canvas);
    await expect(
      await canvas.findByText('有効期限が切れています。別のカードをご利用ください。'),
    ).toBeVisible();
  },
};

/** The member's saved card comes first, masked as the first four digits then asterisks. */
export const SavedCard: Story = {
  args: { savedCard: paidMember.maskedCardNumber },
  play: async ({ canvas, args }) => {
    const saved = canvas.getByRole('radio', { name: /^登録済みのカード（\s*4111から始まるカード\s*）$/ });
    await expect(saved).toBeChecked();
    await expect(canvas.getByText('4111************')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await submit(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ useSaved: true }, expect.anything()));
  },
};

export const SavedCardChooseNew: Story = {
  args: { savedCard: '4111 1111 1111 1111' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /登録済みのカード/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '新しいカードを入力する' })).toBeChecked();
    await expect(canvas.getByText('4111************')).toBeVisible();
    await userEvent.type(number(canvas), '3530111333300000');
    await userEvent.type(expire(canvas), '0930');
    await userEvent.type(code(canvas), '4321');
    await userEvent.type(holder(canvas), 'HIKARU SATO');
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ useSaved: false, cardNumber: '3530111333300000', cardExpire: '09/30' }),
        expect.anything(),
      ),
    );
  },
};

/** Back from the confirmation step: the new card chosen before fills the form again. */
export const ReturningWithNewCard: Story = {
  args: {
    savedCard: '4111 1111 1111 1111',
    defaultCard: {
      useSaved: false,
      cardNumber: '3530111333300000',
      cardExpire: '09/30',
      securityCode: '4321',
      cardholderName: 'HIKARU SATO',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '新しいカードを入力する' })).toBeChecked();
    await expect(number(canvas)).toHaveValue('3530111333300000');
    await expect(expire(canvas)).toHaveValue('09/30');
    await expect(holder(canvas)).toHaveValue('HIKARU SATO');
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ useSaved: false, cardNumber: '3530111333300000', securityCode: '4321' }),
        expect.anything(),
      ),
    );
  },
};

export const Pending: Story = {
  args: { savedCard: '4111************', isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '確認画面へ進む' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PendingWithBackButton: Story = {
  args: { savedCard: '4111************', isPending: true, onBack: fn() },
  play: async ({ canvas, args }) => {
    const back = canvas.getByRole('button', { name: '戻る' });
    await expect(back).toBeDisabled();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** A step of a longer flow: the way back sits under the submit button and waits with it. */
export const WithBackButton: Story = {
  args: {
    savedCard: '4111************',
    submitLabel: 'お申し込み内容を確認する',
    onBack: fn(),
    backLabel: 'プランを選び直す',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'プランを選び直す' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'お申し込み内容を確認する' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ useSaved: true }, expect.anything()));
  },
};

export const OnPhone: Story = {
  ...RequiredErrors,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    WithAmount,
    NewCard,
    FilledByKeyboard,
    FullWidthInput,
    RequiredErrors,
    InvalidValues,
    Expired,
    SavedCard,
    SavedCardChooseNew,
    ReturningWithNewCard,
    Pending,
    PendingWithBackButton,
    WithBackButton,
    OnPhone,
  }),
  tags: ['no-visual'],
};
