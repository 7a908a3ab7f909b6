/**
 * What the API needs from a konbini (convenience-store) payment gateway. The shapes follow KOMOJU's
 * documented API, which GMO-PG and VeriTrans4G resemble: a payment is created for an amount, a
 * store chain and a deadline, and answers the slip (受付番号 or 払込票番号, 確認番号 where the chain
 * uses one, an instructions page); the fan pays at the store later, and the gateway tells us by a
 * signed notification (`payment.captured`, or `payment.expired` when the deadline passed unpaid).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KonbiniStore } from '@fanclub/domain/contract';
import { shopAnswers } from '@fanclub/domain/answers';

export interface KonbiniSlip {
  /** The gateway's payment id; notifications name it. */
  paymentId: string;
  store: KonbiniStore;
  receiptNumber: string;
  confirmationNumber: string | null;
  deadline: Date;
  /** The gateway's page with the slip and how to pay at the chosen chain. */
  slipUrl: string;
}

export type KonbiniStartOutcome = KonbiniSlip | { status: 'failed'; code: string; message: string };

export interface KonbiniEvent {
  eventId: string;
  /** `paid`: payment.captured; `expired`: payment.expired; `other`: anything else (acknowledged, ignored). */
  kind: 'paid' | 'expired' | 'other';
  type: string;
  paymentId: string | null;
  createdAt: Date;
}

export type KonbiniNotification =
  | { ok: true; event: KonbiniEvent }
  | { ok: false; reason: 'bad_signature' | 'malformed'; eventId: string | null };

export interface KonbiniProvider {
  readonly name: string;
  /**
   * Creates the payment of one order. `reference` is our order number (KOMOJU's
   * `external_order_num`): a repeat with the same reference answers the first payment.
   */
  createPayment(input: {
    reference: string;
    amount: number;
    store: KonbiniStore;
    email: string;
    deadline: Date;
  }): Promise<KonbiniStartOutcome>;
  /** Checks a notification's signature over its exact bytes and reads it. */
  readNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): KonbiniNotification;
}

export const SIGNATURE_HEADER = 'x-komoju-signature';
export const EVENT_ID_HEADER = 'x-komoju-id';

/** KOMOJU's signature: HMAC-SHA256 of the raw request body with the webhook secret, in hex. */
export const signBody = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Reads a KOMOJU-shaped notification, after a constant-time comparison of its signature. */
export const readKomojuNotification = (
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): KonbiniNotification => {
  const given = header(headers, SIGNATURE_HEADER) ?? '';
  const expected = signBody(rawBody, secret);
  const givenBytes = Buffer.from(given, 'utf8');
  const expectedBytes = Buffer.from(expected, 'utf8');
  if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes))
    return { ok: false, reason: 'bad_signature', eventId: header(headers, EVENT_ID_HEADER) ?? null };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed', eventId: null };
  }
  const event = body as {
    id?: unknown;
    type?: unknown;
    created_at?: unknown;
    data?: { id?: unknown; resource?: unknown } | null;
  };
  const createdAt = typeof event.created_at === 'string' ? new Date(event.created_at) : null;
  if (
    typeof event.id !== 'string' ||
    !event.id ||
    event.id.length > 100 ||
    typeof event.type !== 'string' ||
    !createdAt ||
    Number.isNaN(createdAt.getTime())
  )
    return {
      ok: false,
      reason: 'malformed',
      eventId: typeof event.id === 'string' ? event.id.slice(0, 100) : null,
    };
  const paymentId = typeof event.data?.id === 'string' ? event.data.id : null;
  const kind =
    event.type === 'payment.captured' ? 'paid' : event.type === 'payment.expired' ? 'expired' : 'other';
  return { ok: true, event: { eventId: event.id, kind, type: event.type, paymentId, createdAt } };
};

/** A KOMOJU payment as its API answers it (the fields we read). */
export interface KomojuPayment {
  id: string;
  status: string;
  amount: number;
  external_order_num: string;
  payment_deadline: string;
  payment_details: {
    type: 'konbini';
    store: KonbiniStore;
    receipt: string;
    confirmation_code: string | null;
    instructions_url: string;
  };
}

export const slipOfKomojuPayment = (payment: KomojuPayment): KonbiniSlip => ({
  paymentId: payment.id,
  store: payment.payment_details.store,
  receiptNumber: payment.payment_details.receipt,
  confirmationNumber: payment.payment_details.confirmation_code ?? null,
  deadline: new Date(payment.payment_deadline),
  slipUrl: payment.payment_details.instructions_url,
});

/**
 * The real gateway (KONBINI_PROVIDER=komoju): KOMOJU's payments API with the secret key as the
 * Basic user. Its answers carry the same fields the sandbox answers, so the rest of the API cannot
 * tell them apart.
 */
export const createKomojuKonbini = (
  config: { apiUrl: string; secretKey: string; webhookSecret: string },
  fetchImpl: typeof fetch = fetch,
): KonbiniProvider => ({
  name: 'komoju',
  async createPayment({ reference, amount, store, email, deadline }) {
    const response = await fetchImpl(`${config.apiUrl}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
        // A retried create finds the first payment instead of making a second slip.
        'x-komoju-idempotency': reference,
      },
      body: JSON.stringify({
        amount,
        currency: 'JPY',
        external_order_num: reference,
        payment_deadline: deadline.toISOString(),
        payment_details: { type: 'konbini', store, email },
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as
      (KomojuPayment & { error?: { code?: string; message?: string } }) | null;
    if (!response.ok || !body || body.payment_details?.type !== 'konbini')
      return {
        status: 'failed',
        code: body?.error?.code ?? `http_${response.status}`,
        message: shopAnswers.konbiniFailed,
      };
    return slipOfKomojuPayment(body);
  },
  readNotification: (rawBody, headers) => readKomojuNotification(rawBody, headers, config.webhookSecret),
});
