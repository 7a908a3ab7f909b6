import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { MAX_ATTEMPTS } from '../src/jobs/mail-outbox.ts';
import { createTestApp, drainOutbox, headers, type TestApp } from './helpers.ts';
import { cardToken, orderBody, signIn, skuOf } from './shop-helpers.ts';

const penlight = skuOf('公式ペンライト 2027');
const HOUR = 3_600_000;

describe('order mails leave from the outbox after the answer, once', () => {
  let t: TestApp;
  let free: string;
  const placeOrder = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/orders',
      headers: headers(free),
      payload: orderBody([{ sku: penlight, count: 1 }], { cardToken: await cardToken(t.app) }),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { orderId: number; orderNumber: string };
  };
  const mailsOf = (orderNumber: string) =>
    t.mailer.sent.filter((mail) => mail.subject.includes(`注文番号 ${orderNumber}`));
  const rowOf = async (orderId: number) =>
    (await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    free = await signIn(t.app, 'free@example.jp');
  });
  afterAll(() => t.close());

  it('queues the confirmation with the paid order and sends it once, however many runs', async () => {
    const { orderId, orderNumber } = await placeOrder();
    expect((await rowOf(orderId)).kind).toBe('order_placed');
    await Promise.all([drainOutbox(t), t.app.mailOutbox.run(), t.app.mailOutbox.run()]);
    await drainOutbox(t);
    expect(mailsOf(orderNumber)).toHaveLength(1);
    expect(await rowOf(orderId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('tries a failed send again later, and gives up after the last try', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('mail server unreachable');
    };
    try {
      const { orderId, orderNumber } = await placeOrder();
      await drainOutbox(t);
      const first = await rowOf(orderId);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'mail server unreachable' });
      // Not due again at once: the next try waits.
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
      for (let hour = 1; hour <= MAX_ATTEMPTS; hour++)
        await t.app.mailOutbox.run(new Date(Date.now() + hour * HOUR));
      expect(await rowOf(orderId)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      t.mailer.send = send;
      await t.app.mailOutbox.run(new Date(Date.now() + 24 * HOUR));
      expect(mailsOf(orderNumber)).toHaveLength(0);
    } finally {
      t.mailer.send = send;
    }
  });

  it('sends a mail whose sender stopped after the claim once the lease has passed', async () => {
    // The process that answered died before its kick ran…
    const kick = t.app.mailOutbox.kick;
    t.app.mailOutbox.kick = () => {};
    const { orderId, orderNumber } = await placeOrder().finally(() => {
      t.app.mailOutbox.kick = kick;
    });
    // …after claiming the row: nothing sent, the row waits for its lease.
    await t.db.db
      .update(mailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.orderId, orderId));
    await t.app.mailOutbox.run();
    expect(mailsOf(orderNumber)).toHaveLength(0);
    await t.app.mailOutbox.run(new Date(Date.now() + 61_000));
    expect(mailsOf(orderNumber)).toHaveLength(1);
    expect(await rowOf(orderId)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
