import { konbiniPaymentStateLabels, konbiniStoreInfo, type KonbiniStore } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { KomojuPayment } from '../payments/konbini.ts';
import type { SandboxKonbini, SignedNotification } from '../payments/sandbox-konbini.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const jst = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

const sandboxState = { pending: 'pending', captured: 'paid', expired: 'expired' } as const;

/**
 * The sandbox gateway's slip page (the slip URL a fan gets): the chain, its numbers, amount and
 * deadline, and two buttons that play what would happen away from the site: the fan pays at the
 * store, or the deadline passes. Plain HTML, no script, as the 3-D Secure page.
 */
const slipPage = (payment: KomojuPayment | null, notice?: string): string => {
  let body: string;
  if (!payment) {
    body = `<h1>払込票</h1><p role="alert">この払込票は見つかりません。</p>`;
  } else {
    const info = konbiniStoreInfo[payment.payment_details.store as KonbiniStore];
    const state = sandboxState[payment.status as keyof typeof sandboxState] ?? 'pending';
    body = `<h1>${escapeHtml(info.name)} 払込票</h1>
<p>テスト環境のコンビニ決済です。本番ではこのページの代わりに決済代行会社の払込票が表示されます。</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<dl>
  <dt>状態</dt><dd id="state">${escapeHtml(konbiniPaymentStateLabels[state])}</dd>
  <dt>${escapeHtml(info.receiptLabel)}</dt><dd id="receipt">${escapeHtml(payment.payment_details.receipt)}</dd>
  ${info.confirmationLabel && payment.payment_details.confirmation_code ? `<dt>${escapeHtml(info.confirmationLabel)}</dt><dd id="confirmation">${escapeHtml(payment.payment_details.confirmation_code)}</dd>` : ''}
  <dt>お支払い金額</dt><dd>${escapeHtml(yen(payment.amount))}</dd>
  <dt>お支払い期限</dt><dd>${escapeHtml(jst(payment.payment_deadline))}</dd>
</dl>
${
  state === 'pending'
    ? `<h2>テスト操作</h2>
<form method="post" action="/sandbox-pay/konbini/${encodeURIComponent(payment.id)}">
  <button type="submit" name="action" value="paid">店頭で支払う</button>
  <button type="submit" name="action" value="expired">期限切れにする</button>
</form>`
    : ''
}`;
  }
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>払込票 | テスト環境</title>
<style>
body{font-family:"Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;font-weight:700}
[role=alert]{color:#b00020;font-weight:700}[role=status]{font-weight:700}
button{font-size:1rem;padding:.75rem 1.5rem;margin:1rem .5rem 0 0;border-radius:4px;border:2px solid #1a4fa0;background:#1a4fa0;color:#fff}
button[value=expired]{background:#fff;color:#1a4fa0}
:focus-visible{outline:3px solid #f0a000;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
};

const sendPage = (reply: FastifyReply, payment: KomojuPayment | null, notice?: string, status = 200) =>
  reply
    .code(payment ? status : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(slipPage(payment, notice));

/**
 * The sandbox konbini gateway's pages, registered only with KONBINI_PROVIDER=sandbox (which
 * production refuses at start). `deliver` sends a played notification to the API's webhook, signed
 * as the gateway signs it, through the whole request path.
 */
export const sandboxKonbiniRoutes =
  (sandbox: SandboxKonbini, deliver: (notification: SignedNotification) => Promise<{ statusCode: number }>) =>
  async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const params = z.object({ paymentId: z.string().min(1).max(100) });

    app.get('/sandbox-pay/konbini/:paymentId', { schema: { hide: true, params } }, async (request, reply) => {
      const { paymentId } = request.params as z.infer<typeof params>;
      const { done } = request.query as { done?: string };
      const notice =
        done === 'paid'
          ? 'お支払いを受け付けました（入金の通知を送信しました）。'
          : done === 'expired'
            ? '期限切れにしました（期限切れの通知を送信しました）。'
            : undefined;
      return sendPage(reply, await sandbox.payment(paymentId), notice);
    });

    app.post(
      '/sandbox-pay/konbini/:paymentId',
      { schema: { hide: true, params } },
      async (request, reply) => {
        const { paymentId } = request.params as z.infer<typeof params>;
        const action = ((request.body ?? {}) as Record<string, string>).action;
        if (action !== 'paid' && action !== 'expired')
          return sendPage(reply, await sandbox.payment(paymentId), '操作を選んでください。', 400);
        const notification = await sandbox.play(paymentId, action);
        if (!notification)
          return sendPage(reply, await sandbox.payment(paymentId), 'この払込票はすでに処理済みです。', 409);
        const delivered = await deliver(notification);
        if (delivered.statusCode !== 200)
          request.log.error(
            { statusCode: delivered.statusCode, paymentId },
            'sandbox konbini notification refused',
          );
        return reply.redirect(`/sandbox-pay/konbini/${encodeURIComponent(paymentId)}?done=${action}`, 303);
      },
    );
  };
