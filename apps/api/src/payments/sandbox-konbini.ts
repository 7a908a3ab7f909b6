/**
 * A stand-in for a konbini gateway (KONBINI_PROVIDER=sandbox, never in production). It answers
 * payments as KOMOJU does (`payment_details.receipt`, `confirmation_code`, `instructions_url`,
 * `payment_deadline`), keeps them in `sandbox_konbini_payments`, and plays what a store and the
 * gateway would do later: "paid at the store" (`payment.captured`) or "expired"
 * (`payment.expired`), each sent to the API as a signed notification.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { konbiniStoreInfo, type KonbiniStore } from '@fanclub/domain/contract';
import type { Db } from '../db/client.ts';
import type { sandboxKonbiniPayments } from '../db/schema/index.ts';
import { sandboxKonbiniRepository } from '../repositories/sandbox-konbini.ts';
import {
  EVENT_ID_HEADER,
  readKomojuNotification,
  SIGNATURE_HEADER,
  signBody,
  slipOfKomojuPayment,
  type KomojuPayment,
  type KonbiniProvider,
} from './konbini.ts';

type SandboxRow = typeof sandboxKonbiniPayments.$inferSelect;

/** A notification as the gateway would POST it: the exact body and its headers. */
export interface SignedNotification {
  body: string;
  headers: Record<string, string>;
}

export interface SandboxKonbini extends KonbiniProvider {
  /** The slip page's view of one payment. */
  payment(paymentId: string): Promise<KomojuPayment | null>;
  /**
   * Plays the store or the deadline: a pending payment becomes captured or expired (once) and the
   * notification to send is answered; null when the payment is unknown or no longer pending.
   */
  play(paymentId: string, what: 'paid' | 'expired', now?: Date): Promise<SignedNotification | null>;
  /** Signs any event body as the gateway does (tests send their own, replays among them). */
  sign(event: object): SignedNotification;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** Each chain's numbers, as long as the chains print them. */
const numbersFor = (store: KonbiniStore) => {
  switch (store) {
    case 'seven-eleven':
      return { receipt: digits(13), confirmation: null };
    case 'daily-yamazaki':
      return { receipt: digits(11), confirmation: null };
    case 'family-mart':
      return { receipt: digits(6), confirmation: digits(10) };
    default:
      return { receipt: digits(11), confirmation: digits(4) };
  }
};

export const createSandboxKonbini = (
  db: Db,
  config: { publicUrl: string; webhookSecret: string },
): SandboxKonbini => {
  const ledger = sandboxKonbiniRepository(db);
  const asPayment = (row: SandboxRow): KomojuPayment => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    external_order_num: row.externalOrderNum,
    payment_deadline: row.expiresAt.toISOString(),
    payment_details: {
      type: 'konbini',
      store: row.store as KonbiniStore,
      receipt: row.receipt,
      confirmation_code: row.confirmationCode,
      instructions_url: `${config.publicUrl}/sandbox-pay/konbini/${row.id}`,
    },
  });
  const sign = (event: object): SignedNotification => {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(body, config.webhookSecret),
        [EVENT_ID_HEADER]: String((event as { id?: unknown }).id ?? ''),
      },
    };
  };

  return {
    name: 'sandbox',
    async createPayment({ reference, amount, store, email, deadline }) {
      if (!(store in konbiniStoreInfo)) return { status: 'failed', code: 'invalid_store', message: '' };
      const numbers = numbersFor(store);
      const inserted = await ledger.insertPayment({
        id: `kp_${randomBytes(12).toString('hex')}`,
        externalOrderNum: reference,
        amount,
        store,
        receipt: numbers.receipt,
        confirmationCode: numbers.confirmation,
        email,
        expiresAt: deadline,
        status: 'pending',
      });
      const row = inserted ?? (await ledger.paymentOfReference(reference))!;
      return slipOfKomojuPayment(asPayment(row));
    },
    readNotification: (rawBody, headers) => readKomojuNotification(rawBody, headers, config.webhookSecret),
    payment: async (paymentId) => {
      const row = await ledger.payment(paymentId);
      return row ? asPayment(row) : null;
    },
    async play(paymentId, what, now = new Date()) {
      const row = await ledger.settle(paymentId, what === 'paid' ? 'captured' : 'expired');
      if (!row) return null;
      return sign({
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: what === 'paid' ? 'payment.captured' : 'payment.expired',
        resource: 'event',
        data: asPayment(row),
        created_at: now.toISOString(),
      });
    },
    sign,
  };
};
