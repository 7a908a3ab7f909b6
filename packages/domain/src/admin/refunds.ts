/**
 * Refunds in the console: all or part of what a goods order, a point pack or a membership payment
 * cost, paid back through the payment provider (a card) or, for a konbini payment the gateway
 * can't reverse, by bank transfer to an account the operator records. Owner and shop write (the
 * `shop` area, like orders); support reads the history with the order.
 */
import { z } from 'zod';
import { displayText, int, requiredText } from '../contract/fields.ts';
import { idParams } from '../contract/requests.ts';
import { adminResource } from './define.ts';
import { adminOrderSchema } from './entities.ts';
import { bankAccountTypes } from './values.ts';

export const refundMessages = {
  amountRequired: '返金額を入力してください。',
  amountPositive: '返金額は1円以上で入力してください。',
  /** More than is left to refund: nothing changes. */
  tooMuch: (left: number) =>
    left > 0
      ? `返金額が返金できる残額（${left.toLocaleString('ja-JP')}円）を超えています。`
      : 'この支払いはすでに全額返金されています。',
  notPaid: 'お支払いが済んでいない注文は返金できません。',
  cancelled: 'キャンセルした注文は、キャンセルの際に全額返金しています。',
  cancelAfterRefund:
    '返金済みの注文はキャンセルできません。残りの代金は「返金」から返金し、発送を止めてください。',
  reasonRequired: '返金の理由を入力してください。',
  bankRequired:
    'コンビニ払いは決済を取り消せないため、返金先の銀行口座（銀行名・支店名・口座種別・口座番号・口座名義カナ）を入力してください。',
  bankNotForCard: 'カード払いの返金は決済事業者を通して行うため、銀行口座は入力しないでください。',
  bankName: '銀行名を入力してください。',
  bankBranch: '支店名を入力してください。',
  accountType: '口座種別を選んでください。',
  accountNumber: '口座番号は7桁の数字で入力してください。',
  accountHolderKana: '口座名義は全角カタカナで入力してください。',
  providerFailed: (message: string) =>
    `決済事業者が返金を受け付けませんでした（${message}）。返金は記録していません。`,
  inProgress: 'この注文の返金を処理しています。しばらくしてからもう一度お試しください。',
  done: (amount: number) => `${amount.toLocaleString('ja-JP')}円を返金しました。`,
  /**
   * The rule for a point pack: the refunded share of its points is taken back from what is left
   * unspent of that purchase; points already used for votes stay used, so a balance never goes
   * below zero.
   */
  pointsRule:
    '返金額に応じたポイント（全額返金なら購入したすべてのポイント）を取り消します。すでに投票に使われたポイントは取り消せないため、未使用の分だけを取り消し、残高がマイナスになることはありません。',
  /** The rule for a membership payment: the paid period ends earlier. */
  periodRule:
    '返金額に応じて、この支払いで購入した会員期間を短くします。全額返金なら、その期間は終了します（終了日が過ぎていれば有料会員ではなくなります）。',
} as const;

/** 全角カタカナ, the long vowel mark, spaces and the marks banks print in account names. */
const HOLDER_RE = /^[\u30A1-\u30FA\u30FC\u3000 ()（）.．\-ー]+$/u;

export const bankAccountBody = z.object({
  bankName: requiredText(50),
  bankBranch: requiredText(50),
  accountType: z.enum(bankAccountTypes, { message: refundMessages.accountType }),
  accountNumber: z.string(refundMessages.accountNumber).regex(/^\d{7}$/, refundMessages.accountNumber),
  accountHolderKana: z.pipe(requiredText(100), z.string().regex(HOLDER_RE, refundMessages.accountHolderKana)),
});

export const refundBody = z.object({
  /** Yen, tax included; at most what was paid minus earlier refunds. */
  amount: int(refundMessages.amountRequired).min(1, refundMessages.amountPositive),
  reason: displayText(500),
  /** Required for a konbini payment (it is returned by bank transfer); refused for a card. */
  bankAccount: bankAccountBody.nullish(),
});

const orders = adminResource('adminOrders', 'shop', 'orders');

export const refundEndpoints = {
  refundOrder: orders.write(
    'POST',
    '/:id/refunds',
    'Refunds all or part of a paid order (goods, points or membership): card through the provider, konbini by bank transfer; points or the paid period adjusted with the record; the fan is mailed',
    { params: idParams, body: refundBody, response: adminOrderSchema, errors: [404, 409] },
  ),
} as const;

export type RefundBody = z.infer<typeof refundBody>;
export type BankAccountBody = z.infer<typeof bankAccountBody>;
