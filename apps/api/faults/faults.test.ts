/**
 * The fault suite: what an announcement burst and a bad day do to two API processes on PostgreSQL
 * and Redis, checked in the database afterwards. Nothing sold twice, nothing charged without an
 * order, nothing paid and unrecorded, no request dropped by a graceful stop, and the periodic jobs
 * run once. Runs the production build (`node dist/main.js`), not the TypeScript sources.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/access-token.ts';
import { createDb, type DbHandle } from '../src/db/client.ts';
import {
  charges,
  drawBenefits,
  drawEvents,
  drawRegistrations,
  mailOutbox,
  orderItems,
  orders,
  pointLedger,
  productSkus,
  sandboxCards,
  sandboxCharges,
  subscriptions,
  transactions,
  users,
  votes,
  votingEventProfiles,
  votingPackagePurchases,
} from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { readOutbox } from '../src/mail/outbox.ts';
import { candidatePoint } from '../src/repositories/voting.ts';
import { refreshTokensRepository } from '../src/repositories/refresh-tokens.ts';
import { insertOpenVotingEvent, insertUsers } from '../test/postgres-helpers.ts';
import { orderBody, skuOf } from '../test/shop-helpers.ts';
import {
  call,
  createDatabase,
  dropRedisKeys,
  JWT_SECRET,
  missing,
  pool,
  startApi,
  statusOf,
  stopApi,
  tally,
  TEST_REDIS_URL,
  type ApiProcess,
  type Outcome,
} from './processes.ts';

const mug = skuOf('ロゴマグカップ');
const penlight = skuOf('公式ペンライト 2027');
const MEMBERS = 20;
const PENLIGHT_STOCK = 5000;
const DAY = 86_400_000;

if (missing) console.log(`fault suite skipped: ${missing}`);

describe.skipIf(Boolean(missing))('faults: two API processes on PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let handle: DbHandle;
  let a: ApiProcess;
  let b: ApiProcess;
  let env: Record<string, string>;
  const tokens: string[] = [];
  let voter = '';
  let voterId = 0;
  let eventProfileId = 0;
  let subscriptionId = 0;
  let benefitId = 0;
  let renewalsBefore = 0;
  let billedBefore = 0;

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);

    database = await createDatabase();
    handle = createDb({ databaseUrl: database.url, pgliteDir: 'memory' });
    await handle.migrate();
    await seedDemoData(handle.db, 3);
    const { db } = handle;
    const secret = new TextEncoder().encode(JWT_SECRET);

    // Members with a saved card at the sandbox provider.
    const memberIds = await insertUsers(handle, MEMBERS + 1, (i) => ({
      cardReference: `card_fault_${i}`,
      maskedCardNumber: '************1111',
      isValidCard: true,
    }));
    await db.insert(sandboxCards).values(
      memberIds.map((_, i) => ({
        reference: `card_fault_${i}`,
        maskedCardNumber: '************1111',
        outcome: 'success' as const,
      })),
    );
    // Each member signed in: a live session (access tokens of an ended one are refused).
    const sessions = refreshTokensRepository(db);
    const signedIn = async (userId: number) =>
      signAccessToken(secret, { userId, companyId: 3, sessionId: (await sessions.issue(userId)).familyId });
    for (const id of memberIds.slice(0, MEMBERS)) tokens.push(await signedIn(id));
    voterId = memberIds[MEMBERS]!;
    voter = await signedIn(voterId);

    await db.update(productSkus).set({ quantity: 10 }).where(eq(productSkus.id, mug.id));
    await db.update(productSkus).set({ quantity: PENLIGHT_STOCK }).where(eq(productSkus.id, penlight.id));

    // A voting event open now, and 100 points for the voter.
    const { eventProfile, pack } = await insertOpenVotingEvent(handle);
    eventProfileId = eventProfile.id;
    await db.insert(votingPackagePurchases).values({
      userId: voterId,
      votingPackageId: pack.id,
      count: 1,
      price: 1100,
      point: 100,
      remainingPoint: 100,
      expireDate: new Date(Date.now() + DAY),
    });

    // A renewal due now (the paid demo member, card kept at the sandbox) and a draw due now.
    const [paid] = await db.select().from(users).where(eq(users.email, 'paid@example.jp'));
    await db
      .insert(sandboxCards)
      .values({ reference: paid!.cardReference!, maskedCardNumber: '************1111', outcome: 'success' })
      .onConflictDoNothing();
    const [subscription] = await db
      .update(subscriptions)
      .set({ status: 'active', nextBillingDate: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, paid!.id))
      .returning();
    subscriptionId = subscription!.id;
    billedBefore = subscription!.billingCount;
    renewalsBefore = (
      await db.select({ n: count() }).from(orders).where(eq(orders.subscriptionId, subscriptionId))
    )[0]!.n;
    const [drawEvent] = await db
      .insert(drawEvents)
      .values({
        companyId: 3,
        name: '抽選会',
        eventDate: new Date(Date.now() + DAY),
        entryStart: new Date(Date.now() - 2 * DAY),
        entryEnd: new Date(Date.now() - 60_000),
      })
      .returning();
    const [benefit] = await db
      .insert(drawBenefits)
      .values({ drawEventId: drawEvent!.id, capacity: 100, winnersCount: 2, countParticipants: 5 })
      .returning();
    benefitId = benefit!.id;
    await db.insert(drawRegistrations).values(memberIds.slice(0, 5).map((userId) => ({ userId, benefitId })));

    env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL!,
      REDIS_PREFIX: `fanclub-faults-${randomUUID().slice(0, 8)}:`,
      DATA_DIR: `/tmp/fanclub-faults-${randomUUID().slice(0, 8)}`,
      PENDING_ORDER_INTERVAL_MS: '0',
      TDS_EXPIRY_INTERVAL_MS: '0',
      // A stopping process keeps serving this long while /api/ready answers 503.
      SHUTDOWN_GRACE_MS: '1000',
    };
    // Both processes start together: both run billing and draws at start.
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  });

  afterAll(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
    await dropRedisKeys(env?.REDIS_PREFIX);
    await handle?.close();
    await database?.drop();
  });

  const member = (i: number) => tokens[i % MEMBERS]!;
  const apiOf = (i: number) => (i % 2 === 0 ? a : b);
  /** `n` checkouts of one unit each, alternating between the processes, `concurrency` at a time. */
  const checkouts = (n: number, concurrency: number, sku: typeof mug) =>
    pool(
      concurrency,
      Array.from({ length: n }, (_, i) => () => {
        // A busy answer (503, nothing done) is tried again with the same key, as the site does.
        const body = orderBody([{ sku, count: 1 }], { idempotencyKey: randomUUID() });
        return untilNotBusy(() => call(apiOf(i), 'POST', '/api/v1/users/orders', member(i), body));
      }),
    );
  /** As the site does: a busy answer (503 with Retry-After) is tried again after the wait. */
  const untilNotBusy = async (send: () => Promise<Outcome>): Promise<Outcome> => {
    for (let attempt = 0; ; attempt++) {
      const outcome = await send();
      if (!('status' in outcome) || outcome.status !== 503 || attempt >= 10) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  };
  const candidateTotal = async () => {
    const [row] = await handle.db
      .select({ point: candidatePoint })
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, eventProfileId));
    return row!.point;
  };
  const logged = (message: string) =>
    [...a.lines, ...b.lines].filter((line) => line.includes(`"msg":"${message}"`)).length;

  it('runs billing and the draw once when two processes start together', async () => {
    const { db } = handle;
    await expect
      .poll(
        async () => {
          const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
          const [benefit] = await db.select().from(drawBenefits).where(eq(drawBenefits.id, benefitId));
          return sub!.billingCount > billedBefore && benefit!.drawnAt !== null;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const [renewals] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.subscriptionId, subscriptionId));
    const [renewalCharges] = await db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.orderId} like ${`renewal:${subscriptionId}:%`}`);
    expect(renewals!.n - renewalsBefore).toBe(1);
    expect(renewalCharges!.n).toBe(1);
    const entries = await db
      .select()
      .from(drawRegistrations)
      .where(eq(drawRegistrations.benefitId, benefitId));
    expect(entries.filter((e) => e.entryStatus === 'won')).toHaveLength(2);
    expect(entries.filter((e) => e.entryStatus === 'not_won')).toHaveLength(3);
    // One run of each did the work; the other process skipped it or found nothing left. A run
    // logs after its mails are sent (receipts, draw results), so its line may come a little later.
    await expect
      .poll(() => logged('billing run') >= 1 && logged('draw run') >= 1, { timeout: 30_000 })
      .toBe(true);
    expect(logged('billing run')).toBe(1);
    expect(logged('draw run')).toBe(1);
  });

  it('sells exactly 10 of 10 units to 1,000 concurrent checkouts, and charges exactly 10', async () => {
    const outcomes = await checkouts(1000, 1000, mug);
    // Exactly 10 paid; every other buyer is told sold out (400) or, beyond a process's write
    // queue, busy (503, nothing done).
    const counts = tally(outcomes);
    expect(counts['200']).toBe(10);
    expect((counts['400'] ?? 0) + (counts['503'] ?? 0)).toBe(990);
    const { db } = handle;
    const mugOrders = db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.productSkuId, mug.id));
    const sold = await db.select().from(orders).where(inArray(orders.id, mugOrders));
    expect(sold.filter((o) => o.status === 'paid')).toHaveLength(10);
    expect(sold.filter((o) => o.status === 'pending_payment')).toHaveLength(0);
    const paidIds = sold.filter((o) => o.status === 'paid').map((o) => o.miecruOrderId!);
    const [charged] = await db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(
        inArray(
          sandboxCharges.orderId,
          sold.map((o) => o.miecruOrderId!),
        ),
      );
    expect(charged!.n).toBe(10);
    const [recorded] = await db
      .select({ n: count() })
      .from(charges)
      .where(
        and(
          inArray(
            charges.idempotencyKey,
            sold.map((o) => o.idempotencyKey!),
          ),
          eq(charges.status, 'succeeded'),
        ),
      );
    expect(recorded!.n).toBe(10);
    expect(paidIds).toHaveLength(10);
    const [stock] = await db.select().from(productSkus).where(eq(productSkus.id, mug.id));
    expect(stock!.quantity).toBe(0);
  });

  it('lets 200 concurrent 1-point votes on a balance of 100 succeed exactly 100 times', async () => {
    const outcomes = await pool(
      200,
      Array.from(
        { length: 200 },
        (_, i) => () =>
          untilNotBusy(() =>
            call(apiOf(i), 'POST', '/api/v1/users/votes', voter, {
              votingEventProfileId: eventProfileId,
              point: 1,
              idempotencyKey: `burst-${i}-${randomUUID()}`,
            }),
          ),
      ),
    );
    expect(tally(outcomes)).toEqual({ 200: 100, 400: 100 });
    const [spent] = await handle.db
      .select({ total: sum(votes.point) })
      .from(votes)
      .where(eq(votes.userId, voterId));
    expect(Number(spent!.total)).toBe(100);
    const [left] = await handle.db
      .select({ total: sum(votingPackagePurchases.remainingPoint) })
      .from(votingPackagePurchases)
      .where(eq(votingPackagePurchases.userId, voterId));
    expect(Number(left!.total)).toBe(0);
  });

  it('gives 50 retries with one idempotency key one order and one charge', async () => {
    const key = randomUUID();
    const body = orderBody([{ sku: penlight, count: 1 }], { idempotencyKey: key });
    const outcomes = await pool(
      50,
      Array.from(
        { length: 50 },
        (_, i) => () => call(apiOf(i), 'POST', '/api/v1/users/orders', member(0), body),
      ),
    );
    expect(tally(outcomes)).toEqual({ 200: 50 });
    const ids = new Set(outcomes.map((o) => ('body' in o ? (o.body as { orderId: number }).orderId : null)));
    expect(ids.size).toBe(1);
    const { db } = handle;
    const made = await db
      .select()
      .from(orders)
      .where(sql`${orders.idempotencyKey} like ${`%:order:${key}`}`);
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('paid');
    const [charged] = await db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderId, made[0]!.miecruOrderId!));
    expect(charged!.n).toBe(1);
    const [claims] = await db
      .select({ n: count() })
      .from(charges)
      .where(eq(charges.idempotencyKey, made[0]!.idempotencyKey!));
    expect(claims!.n).toBe(1);
  });

  it('leaves no charge without an order and no paid order unrecorded after kill -9 mid-burst', async () => {
    const { db } = handle;
    const burst = checkouts(600, 200, penlight);
    // Kill process A while orders are being charged and recorded.
    const before = await db.select({ n: count() }).from(sandboxCharges);
    await expect
      .poll(async () => (await db.select({ n: count() }).from(sandboxCharges))[0]!.n - before[0]!.n, {
        timeout: 30_000,
        interval: 10,
      })
      .toBeGreaterThan(20);
    a.child.kill('SIGKILL');
    const outcomes = await burst;
    await a.exited;
    const counts = tally(outcomes);
    // Requests to the killed process fail at the connection; every one of B's succeeds.
    expect(tally(outcomes.filter((_, i) => apiOf(i) === b))).toEqual({ 200: 300 });
    expect(outcomes.filter((o) => 'status' in o && o.status !== 200)).toEqual([]);

    // A replacement process whose sweeper settles what A left pending.
    a = await startApi({ ...env, PENDING_ORDER_TIMEOUT_MS: '1000', PENDING_ORDER_INTERVAL_MS: '300' });
    await expect
      .poll(
        async () =>
          (await db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending_payment')))[0]!.n,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(0);

    // Every charge the provider made belongs to a paid order with its charge and transaction recorded.
    const ledger = await db
      .select({
        amount: sandboxCharges.amount,
        status: orders.status,
        finalPrice: orders.finalPrice,
        charge: charges.status,
        transaction: transactions.status,
      })
      .from(sandboxCharges)
      .leftJoin(orders, eq(orders.miecruOrderId, sandboxCharges.orderId))
      .leftJoin(charges, eq(charges.idempotencyKey, orders.idempotencyKey))
      .leftJoin(transactions, eq(transactions.id, charges.transactionId))
      .where(sql`${sandboxCharges.orderId} not like 'renewal:%'`);
    expect(
      ledger.filter(
        (row) => row.status !== 'paid' || row.charge !== 'succeeded' || row.transaction !== 'succeeded',
      ),
    ).toEqual([]);
    expect(ledger.every((row) => row.amount === row.finalPrice)).toBe(true);
    // Every paid shop order was charged exactly once.
    const paidOrders = await db
      .select({ miecru: orders.miecruOrderId })
      .from(orders)
      .where(and(eq(orders.orderType, 'product'), eq(orders.status, 'paid')));
    const chargedIds = await db.select({ orderId: sandboxCharges.orderId }).from(sandboxCharges);
    const chargedSet = new Set(chargedIds.map((c) => c.orderId));
    expect(paidOrders.filter((o) => !chargedSet.has(o.miecru!))).toEqual([]);
    // Stock: what is left plus what paid orders hold is what there was.
    const [sku] = await db.select().from(productSkus).where(eq(productSkus.id, penlight.id));
    const [held] = await db
      .select({ n: sum(orderItems.count) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productSkuId, penlight.id), eq(orders.status, 'paid')));
    expect(sku!.quantity + Number(held!.n)).toBe(PENLIGHT_STOCK);
    const settled = a.lines.filter((line) => line.includes('"msg":"pending orders run"'));
    console.log(
      `kill -9: ${JSON.stringify(counts)}; sweeper: ${settled.join(' ') || 'nothing left pending'}`,
    );
  });

  it('counts a vote retried with one key on both processes once', async () => {
    const { db } = handle;
    await db.insert(votingPackagePurchases).values({
      userId: voterId,
      votingPackageId: null,
      source: 'membership',
      count: 1,
      price: 0,
      point: 10,
      remainingPoint: 10,
      expireDate: new Date(Date.now() + DAY),
    });
    const before = await candidateTotal();
    const body = { votingEventProfileId: eventProfileId, point: 3, idempotencyKey: randomUUID() };
    const outcomes = await pool(
      20,
      Array.from(
        { length: 20 },
        (_, i) => () => untilNotBusy(() => call(apiOf(i), 'POST', '/api/v1/users/votes', voter, body)),
      ),
    );
    expect(tally(outcomes)).toEqual({ 200: 20 });
    for (const outcome of outcomes)
      expect((outcome as { body: unknown }).body).toMatchObject({ vote: { point: 3 }, votingPoint: 7 });
    expect(await candidateTotal()).toBe(before + 3);
    const [counted] = await db
      .select({ n: count() })
      .from(votes)
      .where(eq(votes.idempotencyKey, body.idempotencyKey));
    expect(counted!.n).toBe(1);
  });

  it('answers sold-out refusals without the database and never invalidates the catalogue for them', async () => {
    const redis = new Redis(TEST_REDIS_URL!);
    const version = async () => Number((await redis.get(`${env.REDIS_PREFIX}cache-version:products`)) ?? 0);
    const locker = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      // The mug sold out in the burst above; one refusal read from the database tells the stock
      // gate of both processes (the sales since have changed the catalogue's version).
      expect(tally(await checkouts(2, 2, mug))).toEqual({ 400: 2 });
      const before = await version();
      // Every table a checkout reads, the session lookup's included, locked: a request that
      // touched the database would wait for the lock.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const taken = new Promise<void>((resolve) => (locked = resolve));
      const holding = locker.begin(async (tx) => {
        await tx.unsafe(
          'lock table refresh_tokens, users, products, product_skus, orders, carts, delivery_methods in access exclusive mode',
        );
        locked();
        await held;
      });
      await taken;
      const refusals = checkouts(20, 20, mug);
      const answered = await Promise.race([
        refusals,
        new Promise<'waiting on the database'>((resolve) =>
          setTimeout(() => resolve('waiting on the database'), 10_000),
        ),
      ]);
      release();
      await holding;
      expect(answered === 'waiting on the database' ? answered : tally(answered)).toEqual({ 400: 20 });
      for (const outcome of answered as Outcome[])
        expect((outcome as { body: { message: string } }).body.message).toBe(
          '「ロゴマグカップ」は在庫切れです。',
        );
      expect(await version()).toBe(before);
      const sold = await call(
        a,
        'POST',
        '/api/v1/users/orders',
        member(0),
        orderBody([{ sku: penlight, count: 1 }], { idempotencyKey: randomUUID() }),
      );
      expect(statusOf(sold)).toBe(200);
      expect(await version()).toBeGreaterThan(before);
    } finally {
      redis.disconnect();
      await locker.end();
    }
  });

  it('sends an order mail exactly once when the process is killed between the commit and the send', async () => {
    const { db } = handle;
    // A mail server that accepts the connection and never answers: the send hangs after the
    // order has committed and been answered.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const smtpPort = (silent.address() as AddressInfo).port;
    const lease = { MAIL_OUTBOX_LEASE_MS: '1000', MAIL_OUTBOX_INTERVAL_MS: '300' };
    let doomed: ApiProcess | undefined;
    let successor: ApiProcess | undefined;
    try {
      doomed = await startApi({ ...env, ...lease, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
      const placed = await call(
        doomed,
        'POST',
        '/api/v1/users/orders',
        member(1),
        orderBody([{ sku: penlight, count: 1 }], { idempotencyKey: randomUUID() }),
      );
      expect(statusOf(placed)).toBe(200);
      const { orderId, orderNumber } = (placed as { body: { orderId: number; orderNumber: string } }).body;
      // The job has claimed the mail and is handing it to the silent server: kill -9 now.
      await expect
        .poll(
          async () =>
            (await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)))[0]?.attempts,
          {
            timeout: 10_000,
            interval: 20,
          },
        )
        .toBe(1);
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      // Its replacement (and the other processes' timers) find the mail once its lease has passed.
      successor = await startApi({ ...env, ...lease });
      const mailsOfOrder = () =>
        readOutbox(path.join(env.DATA_DIR!, 'outbox')).filter((mail) =>
          mail.subject.includes(`注文番号 ${orderNumber}`),
        );
      await expect.poll(() => mailsOfOrder().length, { timeout: 30_000, interval: 200 }).toBe(1);
      // Later runs of every process send nothing more.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(mailsOfOrder()).toHaveLength(1);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
      expect(row).toMatchObject({ status: 'sent', kind: 'order_placed' });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await stopApi(successor);
      await stopApi(doomed);
    }
  });

  it('loses and doubles no vote when a process is stopped (SIGTERM) during a vote burst', async () => {
    const { db } = handle;
    const voters = await insertUsers(handle, 40);
    const secret = new TextEncoder().encode(JWT_SECRET);
    const sessions = refreshTokensRepository(db);
    const voterTokens = await Promise.all(
      voters.map(async (userId) =>
        signAccessToken(secret, { userId, companyId: 3, sessionId: (await sessions.issue(userId)).familyId }),
      ),
    );
    await db.insert(votingPackagePurchases).values(
      voters.map((userId) => ({
        userId,
        votingPackageId: null,
        source: 'membership' as const,
        count: 1,
        price: 0,
        point: 1000,
        remainingPoint: 1000,
        expireDate: new Date(Date.now() + DAY),
      })),
    );
    const before = await candidateTotal();
    // A third process takes b's place later; votes go to a and to the stopping one.
    const stopping = await startApi(env);
    const answered = new Map<string, number>();
    const errors: string[] = [];
    let stopped = false;
    const loops = voters.map(async (_, i) => {
      for (let n = 0; n < 15; n++) {
        const key = randomUUID();
        const body = { votingEventProfileId: eventProfileId, point: 1, idempotencyKey: key };
        // The fan's retry: the same key, at the other process when the first did not answer.
        let outcome = await untilNotBusy(() =>
          call(i % 2 === 0 || stopped ? a : stopping, 'POST', '/api/v1/users/votes', voterTokens[i]!, body),
        );
        if (!('status' in outcome)) {
          errors.push(outcome.error);
          outcome = await untilNotBusy(() => call(a, 'POST', '/api/v1/users/votes', voterTokens[i]!, body));
        }
        if ('status' in outcome && outcome.status === 200) answered.set(key, i);
      }
    });
    await expect.poll(() => answered.size, { timeout: 30_000, interval: 20 }).toBeGreaterThan(40);
    stopping.child.kill('SIGTERM');
    const exit = await stopping.exited;
    stopped = true;
    await Promise.all(loops);
    expect(exit.code).toBe(0);
    expect(answered.size).toBe(voters.length * 15);
    // Every vote answered once counted once: tally = votes = ledger.
    const [counted] = await db
      .select({ n: count(), total: sum(votes.point) })
      .from(votes)
      .where(inArray(votes.userId, voters));
    expect(counted!.n).toBe(voters.length * 15);
    expect(await candidateTotal()).toBe(before + voters.length * 15);
    const [ledger] = await db
      .select({ total: sum(pointLedger.delta) })
      .from(pointLedger)
      .where(and(inArray(pointLedger.userId, voters), eq(pointLedger.reason, 'vote')));
    expect(Number(ledger!.total)).toBe(-voters.length * 15);
    console.log(`SIGTERM during votes: ${answered.size} votes, connection errors ${JSON.stringify(errors)}`);
  });

  it('finishes every accepted request when a process is stopped (SIGTERM) under load', async () => {
    /** One request on a connection of its own, so "accepted" is unambiguous. */
    const once = (method: string, url: string, token: string | undefined, body?: unknown) =>
      new Promise<Outcome & { at: number }>((resolve) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = httpRequest(
          `${b.url}${url}`,
          {
            method,
            agent: false,
            headers: {
              'company-id': '3',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(payload ? { 'content-type': 'application/json' } : {}),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: null, at: Date.now() }));
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, at: Date.now() }),
        );
        req.end(payload);
      });
    const outcomes: (Outcome & { at: number; key?: string; userId?: number })[] = [];
    let refused = false;
    const loops = Array.from({ length: 30 }, async (_, i) => {
      for (let n = 0; !refused && n < 500; n++) {
        const key = randomUUID();
        const outcome =
          i % 3 === 0
            ? {
                ...(await once(
                  'POST',
                  '/api/v1/users/orders',
                  member(i),
                  orderBody([{ sku: penlight, count: 1 }], { idempotencyKey: key }),
                )),
                key,
              }
            : await once('GET', '/api/v1/news?limit=10', undefined);
        outcomes.push(outcome);
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') refused = true;
      }
    });
    await expect.poll(() => outcomes.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(100);
    const stoppedAt = Date.now();
    b.child.kill('SIGTERM');
    await Promise.all(loops);
    const exit = await b.exited;
    expect(exit.code).toBe(0);
    // Answers are 200, or 503 for a request that arrived as the process was closing.
    expect(outcomes.filter((o) => 'status' in o && o.status !== 200 && o.status !== 503)).toEqual([]);
    expect(
      outcomes.filter((o) => 'status' in o && o.status === 200 && o.at >= stoppedAt).length,
    ).toBeGreaterThan(0);
    // A connection refused or reset at the close carried a request the process never read: no
    // order exists for it. Every order answered 200 is paid; none is left half done.
    const keys = outcomes.flatMap((o) => (o.key ? [o.key] : []));
    const made = await handle.db
      .select({ key: orders.idempotencyKey, status: orders.status })
      .from(orders)
      .where(inArray(sql`split_part(${orders.idempotencyKey}, ':order:', 2)`, keys));
    const statusOfKey = new Map(made.map((m) => [m.key!.split(':order:')[1]!, m.status]));
    const cut = outcomes.filter((o) => o.key && 'error' in o);
    expect(cut.filter((o) => statusOfKey.has(o.key!))).toEqual([]);
    const answered = outcomes.filter((o) => o.key && 'status' in o && o.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((o) => statusOfKey.get(o.key!) !== 'paid')).toEqual([]);
    const [pending] = await handle.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.status, 'pending_payment'));
    expect(pending!.n).toBe(0);
    console.log(`SIGTERM under load: ${JSON.stringify(tally(outcomes))}, ${answered.length} orders paid`);
  });
});
