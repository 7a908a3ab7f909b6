/**
 * Every mail a fan receives, one template per event, as letters (letter.ts): the post adds the
 * club's name to the subject, the greeting's 様, the signature with the contact page, and sends
 * each as plain text and HTML. Amounts are tax-included yen, dates YYYY/MM/DD in Asia/Tokyo, as
 * the site shows them.
 */
import { formatPoints } from '@fanclub/domain/format';
import { formatDate, formatYen } from '@fanclub/domain';
import type { Block, Letter } from './letter.ts';

type DateLike = Date | string;

/** 「毎月」「3か月ごと」「毎年」 as the plan pages write it. */
export const cycleWords = (cycleType: 'month' | 'year', cycleValue: number): string => {
  if (cycleType === 'month') return cycleValue === 1 ? '毎月' : `${cycleValue}か月ごと`;
  return cycleValue === 1 ? '毎年' : `${cycleValue}年ごと`;
};

/** 「1か月」「1年」: the length of one period. */
export const periodWords = (cycleType: 'month' | 'year', cycleValue: number): string =>
  cycleType === 'month' ? `${cycleValue}か月` : `${cycleValue}年`;

const yen = (amount: number) => `${formatYen(amount)}（税込）`;

export interface Addressee {
  email: string;
  /** `姓 名`, for the greeting. */
  name?: string | undefined;
}

export interface OrderMail {
  orderNumber: string;
  orderedAt: DateLike;
  items: readonly { name: string; attributes: string; count: number; price: number }[];
  totalProductPrice: number;
  deliveryCost: number;
  finalPrice: number;
  deliveryMethod: string | null;
  /** The delivery address as written on the parcel, one line. */
  deliveryAddress: string | null;
  deliveryName: string | null;
  maskedCardNumber: string | null;
  /** The konbini fee (tax included), counted in finalPrice. */
  paymentFee?: number;
  detailUrl: string;
}

/**
 * What a konbini order buys, so its mails say what the payment brings: goods to ship, a
 * membership period (the plan, its length and, once paid, its end; it never renews by itself), or
 * voting points.
 */
export type KonbiniPurpose =
  | { kind: 'goods' }
  | {
      kind: 'membership';
      planName: string;
      cycleType: 'month' | 'year';
      cycleValue: number;
      /** The end of the paid period, once the payment has added it. */
      validUntil: DateLike | null;
      /** My Page, where the period and its renewal are shown. */
      myPageUrl: string;
    }
  | { kind: 'points'; points: number };

export interface KonbiniSlipMail {
  storeName: string;
  receiptLabel: string;
  receiptNumber: string;
  confirmationLabel: string | null;
  confirmationNumber: string | null;
  deadline: DateLike;
  slipUrl: string;
}

/** 「2026/12/01 23:59」 in Asia/Tokyo. */
const formatDateTime = (at: DateLike) => {
  const d = new Date(at);
  const time = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return `${formatDate(d)} ${time}`;
};

const slipRows = (slip: KonbiniSlipMail, amount: number): [string, string][] => [
  ['お支払い先', slip.storeName],
  [slip.receiptLabel, slip.receiptNumber],
  ...(slip.confirmationLabel && slip.confirmationNumber
    ? ([[slip.confirmationLabel, slip.confirmationNumber]] as [string, string][])
    : []),
  ['お支払い金額', yen(amount)],
  ['お支払い期限', formatDateTime(slip.deadline)],
];

/** The order's lines and totals, as the order mails list them. */
const orderBlocks = (order: OrderMail): Block[] => [
  {
    title: 'ご注文内容',
    rows: order.items.map((item) => [
      `${item.name}${item.attributes ? `（${item.attributes}）` : ''}`,
      `${formatYen(item.price)} × ${item.count}点 = ${formatYen(item.price * item.count)}`,
    ]),
  },
  {
    rows: [
      ['商品合計', yen(order.totalProductPrice)],
      ['送料', formatYen(order.deliveryCost)],
      ...(order.paymentFee ? ([['コンビニ払い手数料', yen(order.paymentFee)]] as const) : []),
      ['お支払い総額', yen(order.finalPrice)],
      ['注文日', formatDate(order.orderedAt)],
    ],
  },
];

export interface RefundMail {
  amount: number;
  /** Every refund of the order so far, this one included. */
  refundedTotal: number;
  fullyRefunded: boolean;
  /** 「○○銀行 △△支店 普通 ***4567」 for a konbini payment returned by transfer; null for a card. */
  bankAccount: string | null;
  pointsTaken: number;
  /** Points the refund would have taken back but the fan had already used. */
  pointsSpent: number;
  periodEndAfter: DateLike | null;
}

export interface PlanMail {
  planName: string;
  /** Tax-included fee of each cycle. */
  recurring: number;
  cycleType: 'month' | 'year';
  cycleValue: number;
}

export interface DrawMail {
  eventName: string;
  benefitName: string;
  eventDate: DateLike | null;
  detailUrl: string;
  /** The organiser's message to winners. */
  congratulation?: string | null | undefined;
}

const letter = (to: Addressee, subject: string, body: Block[], link?: string): Letter => ({
  to: to.email,
  name: to.name,
  subject,
  body,
  ...(link ? { link } : {}),
});

/** A mail to an address whose point is one link: what leads to the link, the link, what follows. */
const linkMail =
  (words: { subject: string; before: string[]; label: string; after?: string[] }) =>
  (to: string, link: string): Letter =>
    letter(
      { email: to },
      words.subject,
      [...words.before, { link, label: words.label }, ...(words.after ?? [])],
      link,
    );

const notMine = 'このメールにお心当たりがない場合は、お手数ですがお問い合わせページからご連絡ください。';

export const mails = {
  signUp: linkMail({
    subject: '会員登録手続きのご案内',
    before: [
      '会員登録のお申し込みありがとうございます。',
      '以下のリンクから登録手続きを進めてください（有効期限: 24時間）。',
    ],
    label: '会員登録を続ける',
    after: ['このメールに心当たりがない場合は、破棄してください。'],
  }),

  alreadyRegistered: linkMail({
    subject: 'このメールアドレスは登録済みです',
    before: [
      'このメールアドレスはすでに会員登録されています。',
      '以下のリンクからログインしてください。パスワードをお忘れの場合は、ログイン画面から再設定できます。',
    ],
    label: 'ログインする',
  }),

  /** To a new operator of the console: the owner's invitation, whose link sets their password. */
  operatorInvitation: (
    to: Addressee,
    invite: { role: string; invitedBy: string; hours: number },
    link: string,
  ): Letter =>
    letter(
      to,
      '運営コンソールへのご招待',
      [
        `${invite.invitedBy}さんから、運営コンソールの運営者（役割: ${invite.role}）として招待されました。`,
        `以下のリンクからパスワードを設定すると、ログインできるようになります（有効期限: ${invite.hours}時間、一度だけ使えます）。`,
        { link, label: 'パスワードを設定する' },
        'お心当たりがない場合は、このメールを破棄してください。',
      ],
      link,
    ),

  passwordReset: linkMail({
    subject: 'パスワード再設定のご案内',
    before: [
      'パスワード再設定のお申し込みを受け付けました。',
      '以下のリンクから新しいパスワードを設定してください（有効期限: 1時間）。',
    ],
    label: 'パスワードを再設定する',
    after: ['お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。'],
  }),

  emailChange: linkMail({
    subject: 'メールアドレス変更の確認',
    before: [
      'メールアドレス変更のお申し込みを受け付けました。',
      '以下のリンクを開くと変更が完了します（有効期限: 24時間）。',
    ],
    label: '変更を完了する',
    after: ['お心当たりがない場合は、このメールを破棄してください。'],
  }),

  /** After the change: to the new address, and to the old one so a hijack does not go unnoticed. */
  emailChanged: (
    to: Addressee,
    change: { from: string; to: string; at: DateLike },
    isOldAddress: boolean,
    /** To the old address: a link that takes the account back (7 days). */
    undoLink?: string,
  ): Letter =>
    letter(
      to,
      'メールアドレスを変更しました',
      [
        isOldAddress
          ? 'ご登録のメールアドレスが変更されました。今後のお知らせは新しいアドレスにお送りします。'
          : 'メールアドレスの変更が完了しました。今後のお知らせはこのアドレスにお送りします。',
        {
          rows: [
            ['変更前', change.from],
            ['変更後', change.to],
            ['変更日', formatDate(change.at)],
          ],
        },
        ...(undoLink
          ? [
              'この変更にお心当たりがない場合は、以下のリンクからメールアドレスを元に戻してください（有効期限: 7日間）。すべての端末からログアウトし、このアドレスにパスワード再設定のご案内をお送りします。',
              { link: undoLink, label: 'メールアドレスを元に戻す' },
            ]
          : [notMine]),
      ],
      undoLink,
    ),

  orderPlaced: (to: Addressee, order: OrderMail): Letter =>
    letter(to, `ご注文ありがとうございます（注文番号 ${order.orderNumber}）`, [
      'ご注文を承りました。お支払いはクレジットカードで完了しています。',
      {
        title: 'ご注文内容',
        rows: order.items.map((item) => [
          `${item.name}${item.attributes ? `（${item.attributes}）` : ''}`,
          `${formatYen(item.price)} × ${item.count}点 = ${formatYen(item.price * item.count)}`,
        ]),
      },
      {
        rows: [
          ['商品合計', yen(order.totalProductPrice)],
          ['送料', formatYen(order.deliveryCost)],
          ['お支払い総額', yen(order.finalPrice)],
          ...(order.maskedCardNumber
            ? ([['お支払い方法', `クレジットカード（${order.maskedCardNumber}）`]] as const)
            : []),
          ['注文日', formatDate(order.orderedAt)],
        ],
      },
      ...(order.deliveryAddress
        ? [
            {
              title: 'お届け先',
              rows: [
                ...(order.deliveryName ? ([['お名前', `${order.deliveryName} 様`]] as const) : []),
                ['ご住所', order.deliveryAddress],
                ...(order.deliveryMethod ? ([['配送方法', order.deliveryMethod]] as const) : []),
              ],
            } satisfies Block,
          ]
        : []),
      '発送の準備が整いしだい、商品をお届けします。ご注文の状況は注文履歴からご確認いただけます。',
      { link: order.detailUrl, label: '注文履歴を見る' },
    ]),

  /** 発送のお知らせ: the parcel left, with its carrier and the carrier's tracking page. */
  /**
   * 返金のお知らせ: what was paid back, how (to the card, or by transfer to the account the fan
   * gave for a konbini payment), and what the refund changed: points taken back, the paid period.
   */
  refunded: (to: Addressee, order: OrderMail, refund: RefundMail): Letter =>
    letter(to, `返金のお知らせ（注文番号 ${order.orderNumber}）`, [
      refund.fullyRefunded ? 'ご注文の代金を全額返金しました。' : 'ご注文の代金の一部を返金しました。',
      {
        title: '返金のお知らせ',
        rows: [
          ['注文番号', order.orderNumber],
          ['返金額', yen(refund.amount)],
          ['返金額の合計', `${yen(refund.refundedTotal)}（お支払い総額 ${yen(order.finalPrice)}）`],
          [
            '返金方法',
            refund.bankAccount
              ? `銀行振込（${refund.bankAccount}）`
              : `お支払いに使われたクレジットカード${order.maskedCardNumber ? `（${order.maskedCardNumber}）` : ''}`,
          ],
          ...(refund.pointsTaken > 0
            ? ([['取り消した投票ポイント', formatPoints(refund.pointsTaken)]] as const)
            : []),
          ...(refund.periodEndAfter
            ? ([['会員期間の終了日', formatDate(refund.periodEndAfter)]] as const)
            : []),
        ],
      },
      refund.bankAccount
        ? 'コンビニ払いは決済を取り消せないため、ご指定の口座へお振り込みします。着金まで数営業日かかる場合があります。'
        : 'カード会社の処理により、ご利用明細への反映は翌月以降になる場合があります。',
      ...(refund.pointsTaken > 0 || refund.pointsSpent > 0
        ? [
            refund.pointsSpent > 0
              ? `購入した投票ポイントのうち、未使用の${formatPoints(refund.pointsTaken)}を取り消しました。すでに投票に使われた${formatPoints(refund.pointsSpent)}は取り消していません。`
              : `購入した投票ポイントのうち${formatPoints(refund.pointsTaken)}を取り消しました。`,
          ]
        : []),
      { link: order.detailUrl, label: '注文履歴を見る' },
    ]),

  orderShipped: (
    to: Addressee,
    order: OrderMail,
    parcel: { carrierName: string | null; trackingNumber: string; trackingUrl: string | null },
  ): Letter =>
    letter(to, `商品を発送しました（注文番号 ${order.orderNumber}）`, [
      'ご注文の商品を発送しました。お届けまでしばらくお待ちください。',
      {
        title: '発送のお知らせ',
        rows: [
          ['注文番号', order.orderNumber],
          ...(parcel.carrierName ? ([['配送業者', parcel.carrierName]] as const) : []),
          ['追跡番号', parcel.trackingNumber],
        ],
      },
      ...(parcel.trackingUrl
        ? [
            '配送状況は配送業者のページでご確認いただけます（反映まで時間がかかる場合があります）。',
            { link: parcel.trackingUrl, label: '配送状況を確認する' },
          ]
        : []),
      ...orderBlocks(order),
      { link: order.detailUrl, label: '注文履歴を見る' },
    ]),

  /** The slip of a konbini order: where and how to pay, and by when. */
  konbiniSlip: (
    to: Addressee,
    order: OrderMail,
    slip: KonbiniSlipMail,
    purpose: KonbiniPurpose = { kind: 'goods' },
  ): Letter =>
    letter(to, `コンビニでのお支払いのご案内（注文番号 ${order.orderNumber}）`, [
      `${purpose.kind === 'membership' ? `「${purpose.planName}」のお申し込みを承りました。` : 'ご注文を承りました。'}${formatDateTime(slip.deadline)}までに、${slip.storeName}でお支払いください。期限までにお支払いが確認できない場合、${purpose.kind === 'membership' ? 'お申し込み' : 'ご注文'}は自動でキャンセルされます。`,
      { title: 'お支払い情報', rows: slipRows(slip, order.finalPrice) },
      { link: slip.slipUrl, label: '払込票を見る' },
      ...orderBlocks(order),
      purpose.kind === 'membership'
        ? `お支払いが確認でき次第、入金確認のメールをお送りし、「${purpose.planName}」の会員期間（${periodWords(purpose.cycleType, purpose.cycleValue)}分）が始まります。有料会員中の方は、いまの期限の翌日から延長されます。コンビニ払いの会員期間は自動更新されません。`
        : purpose.kind === 'points'
          ? `お支払いが確認でき次第、入金確認のメールをお送りし、投票ポイント ${formatPoints(purpose.points)} を付与します。`
          : 'お支払いが確認できしだい、入金確認のメールをお送りし、発送の準備を始めます。',
      { link: order.detailUrl, label: '注文履歴を見る' },
    ]),

  /** The day before the deadline, while the slip is unpaid. */
  konbiniReminder: (to: Addressee, order: OrderMail, slip: KonbiniSlipMail): Letter =>
    letter(to, `お支払い期限が近づいています（注文番号 ${order.orderNumber}）`, [
      `ご注文のお支払い期限は${formatDateTime(slip.deadline)}です。期限を過ぎるとご注文はキャンセルされます。${slip.storeName}でお支払いください。`,
      { title: 'お支払い情報', rows: slipRows(slip, order.finalPrice) },
      { link: slip.slipUrl, label: '払込票を見る' },
      'すでにお支払い済みの場合は、行き違いですのでご容赦ください。',
    ]),

  /** The store payment arrived: the order is paid. */
  konbiniPaid: (
    to: Addressee,
    order: OrderMail,
    slip: KonbiniSlipMail & { paidAt: DateLike },
    purpose: KonbiniPurpose = { kind: 'goods' },
  ): Letter => {
    const paidRows: [string, string][] = [
      ['お支払い金額', yen(order.finalPrice)],
      ['お支払い方法', `コンビニ払い（${slip.storeName}）`],
      ['入金日', formatDate(slip.paidAt)],
    ];
    if (purpose.kind === 'membership') {
      const period = periodWords(purpose.cycleType, purpose.cycleValue);
      return letter(to, `「${purpose.planName}」のご入金を確認しました（注文番号 ${order.orderNumber}）`, [
        `${slip.storeName}でのお支払いを確認しました。ありがとうございます。「${purpose.planName}」の会員期間（${period}分）をご利用いただけます。`,
        {
          rows: [
            ['プラン', purpose.planName],
            ['お支払いいただいた期間', `${period}分`],
            ...(purpose.validUntil
              ? ([['ご利用期限', `${formatDate(purpose.validUntil)}まで`]] as [string, string][])
              : []),
            ['更新', '自動更新されません（コンビニ払い）'],
            ...paidRows,
          ],
        },
        ...orderBlocks(order),
        'コンビニ払いの会員期間は自動更新されません。期限が近づいたらご案内をお送りします。引き続きご利用いただくには、期限までにマイページから次の期間をお支払いいただくか、カード払いの自動更新に切り替えてください。',
        { link: purpose.myPageUrl, label: 'マイページを見る' },
      ]);
    }
    return letter(to, `ご入金を確認しました（注文番号 ${order.orderNumber}）`, [
      `${slip.storeName}でのお支払いを確認しました。ありがとうございます。`,
      {
        rows: [
          ...paidRows,
          ...(purpose.kind === 'points'
            ? ([['付与した投票ポイント', formatPoints(purpose.points)]] as [string, string][])
            : []),
        ],
      },
      ...orderBlocks(order),
      purpose.kind === 'points'
        ? `投票ポイント ${formatPoints(purpose.points)} を付与しました。ポイントの残高と有効期限はマイページでご確認いただけます。`
        : '発送の準備が整いしだい、商品をお届けします。ご注文の状況は注文履歴からご確認いただけます。',
      { link: order.detailUrl, label: '注文履歴を見る' },
    ]);
  },

  /** The deadline passed unpaid: the order is cancelled. */
  konbiniExpired: (
    to: Addressee,
    order: OrderMail,
    slip: KonbiniSlipMail,
    purpose: KonbiniPurpose = { kind: 'goods' },
  ): Letter =>
    letter(to, `お支払い期限が過ぎたため、ご注文をキャンセルしました（注文番号 ${order.orderNumber}）`, [
      `お支払い期限（${formatDateTime(slip.deadline)}）までに${slip.storeName}でのお支払いが確認できなかったため、ご注文をキャンセルしました。`,
      purpose.kind === 'membership'
        ? `お支払いは不要です。「${purpose.planName}」の会員期間は変わりません。お申し込みになる場合は、お手数ですがもう一度お手続きください。`
        : purpose.kind === 'points'
          ? 'お支払いは不要です。投票ポイントは付与されません。必要な場合は、お手数ですがもう一度ご購入ください。'
          : 'お支払いは不要です。商品が必要な場合は、お手数ですがもう一度ご注文ください。',
      { link: order.detailUrl, label: '注文履歴を見る' },
    ]),

  planPurchased: (
    to: Addressee,
    plan: PlanMail & { firstCharge: number; nextBillingDate: DateLike | null; points: number },
  ): Letter =>
    letter(to, `「${plan.planName}」へのお申し込みが完了しました`, [
      `「${plan.planName}」へのお申し込みありがとうございます。本日から有料会員限定のコンテンツをご覧いただけます。`,
      {
        rows: [
          ['プラン', plan.planName],
          ['今回のお支払い', yen(plan.firstCharge)],
          ['2回目以降', `${yen(plan.recurring)}（${cycleWords(plan.cycleType, plan.cycleValue)}）`],
          ...(plan.nextBillingDate
            ? ([['次回のお支払い日', formatDate(plan.nextBillingDate)]] as const)
            : []),
          ...(plan.points > 0
            ? ([['投票ポイント', `${formatPoints(plan.points)} を付与しました`]] as const)
            : []),
        ],
      },
      'プランは自動で更新されます。解約はマイページの「退会する」からいつでも手続きでき、お支払い済みの期間の終わりまでご利用いただけます。',
    ]),

  planRenewed: (
    to: Addressee,
    plan: PlanMail & { paidAt: DateLike; nextBillingDate: DateLike; points: number },
  ): Letter =>
    letter(to, `「${plan.planName}」を更新しました`, [
      `いつもご利用ありがとうございます。「${plan.planName}」の会費をお支払いいただき、会員期間を更新しました。`,
      {
        rows: [
          ['プラン', plan.planName],
          ['お支払い金額', yen(plan.recurring)],
          ['お支払い日', formatDate(plan.paidAt)],
          ['次回のお支払い日', formatDate(plan.nextBillingDate)],
          ...(plan.points > 0
            ? ([['投票ポイント', `${formatPoints(plan.points)} を付与しました`]] as const)
            : []),
        ],
      },
    ]),

  planRenewalFailed: (to: Addressee, plan: PlanMail & { retryAt: DateLike | null }): Letter =>
    letter(to, '会費のお支払いができませんでした', [
      `「${plan.planName}」の会費（${yen(plan.recurring)}）を、ご登録のカードでお支払いいただけませんでした。`,
      plan.retryAt
        ? `${formatDate(plan.retryAt)}にもう一度お支払いを試みます。カードの有効期限やご利用枠をご確認ください。別のカードを使う場合はマイページから変更できます。`
        : 'お支払いを確認できなかったため、有料会員の期間を終了しました。再開する場合は、マイページからもう一度お申し込みください。',
    ]),

  planChanged: (
    to: Addressee,
    change: { from: string; plan: PlanMail; appliesFrom: DateLike | null },
  ): Letter =>
    letter(to, `プランを「${change.plan.planName}」に変更しました`, [
      `プランの変更を承りました。現在のお支払い済み期間は「${change.from}」のままご利用いただけ、次回のお支払いから新しいプランになります。`,
      {
        rows: [
          ['変更前', change.from],
          ['変更後', change.plan.planName],
          [
            '新しい会費',
            `${yen(change.plan.recurring)}（${cycleWords(change.plan.cycleType, change.plan.cycleValue)}）`,
          ],
          ...(change.appliesFrom
            ? ([['適用日（次回のお支払い日）', formatDate(change.appliesFrom)]] as const)
            : []),
        ],
      },
      notMine,
    ]),

  /** How the next period is paid changed: the card from the end of the paid period, or konbini. */
  renewalChanged: (
    to: Addressee,
    plan: PlanMail & { renewal: 'auto' | 'prepaid'; periodEnd: DateLike },
  ): Letter =>
    plan.renewal === 'auto'
      ? letter(to, '更新のお支払い方法をカード払い（自動更新）に変更しました', [
          `「${plan.planName}」の次の期間から、登録カードでの自動更新に切り替えました。お支払い済みの期間はそのままご利用いただけます。`,
          {
            rows: [
              ['ご利用中の期間', `${formatDate(plan.periodEnd)}まで（お支払い済み）`],
              ['次回のお支払い日', formatDate(plan.periodEnd)],
              ['次回以降の会費', `${yen(plan.recurring)}（${cycleWords(plan.cycleType, plan.cycleValue)}）`],
              ['更新', '自動更新（登録カードへ自動で請求されます）'],
            ],
          },
          '自動更新をやめる場合は、次回のお支払い日の前日までにマイページから手続きしてください。',
          notMine,
        ])
      : letter(to, '更新のお支払い方法をコンビニ払いに変更しました', [
          `「${plan.planName}」の次の期間から、コンビニ払いに切り替えました。登録カードへの自動の請求はなくなります。`,
          {
            rows: [
              ['ご利用期限', `${formatDate(plan.periodEnd)}まで（お支払い済み）`],
              [
                '次の期間の会費',
                `${yen(plan.recurring)}（${periodWords(plan.cycleType, plan.cycleValue)}分）`,
              ],
              ['更新', '自動更新されません（コンビニ払い）'],
            ],
          },
          'コンビニ払いの会員期間は自動更新されません。期限が近づいたらご案内をお送りしますので、期限までにマイページから次の期間をお支払いください。',
          notMine,
        ]),

  /** A prepaid (コンビニ払い) period ends soon: it does not renew by itself. */
  prepaidEnding: (
    to: Addressee,
    plan: PlanMail & { validUntil: DateLike; daysLeft: number; renewUrl: string },
  ): Letter =>
    letter(to, `有料会員の期限が近づいています（あと${plan.daysLeft}日）`, [
      `「${plan.planName}」のご利用期限が近づいています。コンビニ払いの会員期間は自動更新されません。`,
      {
        rows: [
          ['ご利用期限', `${formatDate(plan.validUntil)}まで`],
          ['次の期間の会費', `${yen(plan.recurring)}（${periodWords(plan.cycleType, plan.cycleValue)}分）`],
        ],
      },
      '引き続きご利用いただくには、期限までにマイページから次の期間をお支払いください。お支払いいただいた期間は、いまの期限の翌日から始まります。',
      { link: plan.renewUrl, label: '会員期間を延長する' },
      notMine,
    ]),

  planCancelled: (to: Addressee, plan: { planName: string; validUntil: DateLike }): Letter =>
    letter(to, '退会手続きが完了しました', [
      `「${plan.planName}」の退会手続きを承りました。これ以降の会費の請求はありません。`,
      { rows: [['ご利用期限', `${formatDate(plan.validUntil)}まで`]] },
      'ご利用期限までは、これまでどおり有料会員限定のコンテンツをご覧いただけます。期限の前日まではマイページから退会の取り消しができます。',
      notMine,
    ]),

  cancellationWithdrawn: (to: Addressee, plan: PlanMail & { nextBillingDate: DateLike }): Letter =>
    letter(to, '退会のお申し込みを取り消しました', [
      `「${plan.planName}」の退会のお申し込みを取り消しました。引き続き有料会員としてご利用いただけます。`,
      {
        rows: [
          ['次回のお支払い日', formatDate(plan.nextBillingDate)],
          ['会費', `${yen(plan.recurring)}（${cycleWords(plan.cycleType, plan.cycleValue)}）`],
        ],
      },
    ]),

  pointsBought: (
    to: Addressee,
    purchase: {
      points: number;
      count: number;
      price: number;
      expireDate: DateLike | null;
      balance: number;
      historyUrl: string;
    },
  ): Letter =>
    letter(to, '投票ポイントのご購入ありがとうございます', [
      '投票ポイントのご購入が完了しました。',
      {
        rows: [
          ['ご購入ポイント', `${formatPoints(purchase.points)}（${purchase.count}口）`],
          ['お支払い金額', yen(purchase.price)],
          ...(purchase.expireDate ? ([['有効期限', formatDate(purchase.expireDate)]] as const) : []),
          ['保有ポイント', formatPoints(purchase.balance)],
        ],
      },
      { link: purchase.historyUrl, label: '投票ページへ' },
    ]),

  drawWon: (to: Addressee, draw: DrawMail): Letter =>
    letter(to, `【当選】${draw.eventName}`, [
      `「${draw.eventName}」の「${draw.benefitName}」にご当選されました。おめでとうございます。`,
      ...(draw.congratulation ? [draw.congratulation] : []),
      ...(draw.eventDate
        ? [{ rows: [['開催日', formatDate(draw.eventDate)]] as const } satisfies Block]
        : []),
      'ご参加の詳細は抽選ページでご確認ください。',
      { link: draw.detailUrl, label: '抽選結果を見る' },
    ]),

  drawLost: (to: Addressee, draw: DrawMail): Letter =>
    letter(to, `抽選結果のお知らせ：${draw.eventName}`, [
      `「${draw.eventName}」の「${draw.benefitName}」にご応募いただきありがとうございました。`,
      '厳正な抽選の結果、誠に残念ながら今回はご希望に添えませんでした。またの機会のご応募をお待ちしております。',
      { link: draw.detailUrl, label: '抽選結果を見る' },
    ]),
};

/** Where a member turns お知らせメール off (My Page). */
export const ANNOUNCEMENT_SETTING_PATH = '/my-account/announcement-mail';

/**
 * 一斉メール: the operators' subject and text as written, and how to stop receiving them (only
 * announcements carry this line: transactional mail does not depend on the setting).
 */
export const announcementLetter = (
  publicUrl: string,
  mail: { to: string; name?: string; subject: string; body: string },
): Letter => ({
  to: mail.to,
  ...(mail.name ? { name: mail.name } : {}),
  subject: mail.subject,
  body: [
    mail.body,
    'お知らせメールの受け取りは、マイページの「お知らせメール」で停止できます。',
    { link: `${publicUrl}${ANNOUNCEMENT_SETTING_PATH}`, label: 'お知らせメールの設定' },
  ],
});
