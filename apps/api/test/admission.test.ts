import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashingAdmission, hashPassword } from '../src/auth/passwords.ts';
import { users, votes } from '../src/db/schema/index.ts';
import { Busy, ClientGone, createAdmission, present, type Caller } from '../src/lib/admission.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, cardToken, createMember } from './member-helpers.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

/** A caller whose client can leave. */
const leaving = () => {
  let gone = false;
  const listeners = new Set<() => void>();
  const c: Caller = {
    gone: () => gone,
    onGone: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    caller: c,
    leave: () => {
      gone = true;
      for (const l of listeners) l();
    },
  };
};

describe('admission control', () => {
  it('runs at most `limit` at once, queues `queue` more, and refuses the rest with 503 and Retry-After', async () => {
    const admission = createAdmission({ limit: 2, queue: 1, waitMs: 5000, retryAfterSeconds: 4 });
    const held = gate();
    let started = 0;
    const task = async () => {
      started++;
      await held.opened;
      return started;
    };
    const running = [admission.run(present, task), admission.run(present, task)];
    const queued = admission.run(present, task);
    const refused = admission.run(present, task).catch((error: unknown) => error);
    const error = await refused;
    expect(error).toBeInstanceOf(Busy);
    expect(error).toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 4,
      message:
        'ただいまアクセスが集中しています。お手続きは行われていません。少し時間をおいて再度お試しください。',
    });
    expect(started).toBe(2);
    expect(admission.stats()).toMatchObject({ running: 2, waiting: 1, refused: 1 });
    held.open();
    await Promise.all([...running, queued]);
    expect(started).toBe(3);
    expect(admission.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses at once a request that could not start within the deadline, from the recent service time', async () => {
    const admission = createAdmission({ limit: 1, queue: 100, waitMs: 200, retryAfterSeconds: 1 });
    // Five tasks of about 60 ms each teach it the service time.
    for (let i = 0; i < 5; i++)
      await admission.run(present, () => new Promise<void>((resolve) => setTimeout(resolve, 60)));
    expect(admission.stats().serviceMs).toBeGreaterThanOrEqual(50);
    const held = gate();
    const first = admission.run(present, () => held.opened);
    // Places 0..2 would start within 200 ms (1, 2, 3 × ~60 ms); the fourth would not.
    const queued = [0, 1, 2].map(() => admission.run(present, async () => {}));
    const at = performance.now();
    const refused = await admission.run(present, async () => {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Busy);
    expect(performance.now() - at).toBeLessThan(50);
    expect(admission.stats()).toMatchObject({ waiting: 3, refused: 1 });
    held.open();
    await Promise.all([first, ...queued]);
  });

  it('counts the time a request spent before the queue against its deadline', async () => {
    const admission = createAdmission({ limit: 1, queue: 10, waitMs: 1000, retryAfterSeconds: 1 });
    const held = gate();
    const first = admission.run(present, () => held.opened);
    const late: Caller = { ...present, waitedMs: () => 1500 };
    let ran = false;
    const at = performance.now();
    const error = await admission
      .run(late, async () => {
        ran = true;
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Busy);
    expect(ran).toBe(false);
    expect(performance.now() - at).toBeLessThan(50);
    held.open();
    await first;
  });

  it('refuses a request that waited past the deadline, without running it', async () => {
    const admission = createAdmission({ limit: 1, queue: 10, waitMs: 50, retryAfterSeconds: 1 });
    const held = gate();
    const first = admission.run(present, () => held.opened);
    let ran = false;
    const late = await admission
      .run(present, async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(late).toBeInstanceOf(Busy);
    expect(ran).toBe(false);
    held.open();
    await first;
  });

  it('drops the work of a client that left, while it waited or before it asked', async () => {
    const admission = createAdmission({ limit: 1, queue: 10, waitMs: 5000, retryAfterSeconds: 1 });
    const held = gate();
    const first = admission.run(present, () => held.opened);
    const client = leaving();
    let ran = 0;
    const waiting = admission.run(client.caller, async () => void ran++).catch((error: unknown) => error);
    client.leave();
    expect(await waiting).toBeInstanceOf(ClientGone);
    const already = await admission
      .run(client.caller, async () => void ran++)
      .catch((error: unknown) => error);
    expect(already).toBeInstanceOf(ClientGone);
    held.open();
    await first;
    expect(ran).toBe(0);
    expect(admission.stats()).toMatchObject({ running: 0, waiting: 0, dropped: 2 });
  });
});

describe('write admission on the API', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    // One write at a time and no queue: a second simultaneous write is refused at once.
    t = await createTestApp(
      { writeAdmission: { limit: 1, queue: 0, waitMs: 0 }, busyRetryAfterSeconds: 2 },
      { seed: true },
    );
    api = caller(t);
  });
  afterAll(() => t?.close());

  it('answers a write beyond the limit with 503, Retry-After and a Japanese message, and records nothing', async () => {
    const member = await createMember(t);
    await api.post(
      'users/voting-packages/purchase',
      {
        votingPackageId: 1,
        count: 1,
        point: 100,
        price: 1100,
        paymentMethod: 'credit_card',
        cardToken: await cardToken(t),
      },
      member.token,
    );
    const profile = fixtures.votingEvents[0]!.profiles[0]!.id;
    const vote = (n: number) =>
      api.post(
        'users/votes',
        { votingEventProfileId: profile, point: 1, idempotencyKey: `admission-${n}-key` },
        member.token,
      );
    // Another write holds the only slot.
    const held = gate();
    const other = t.app.writeAdmission.run(present, () => held.opened);
    const answers = await Promise.all([vote(1), vote(2), vote(3)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        message:
          'ただいまアクセスが集中しています。お手続きは行われていません。少し時間をおいて再度お試しください。',
      });
    }
    expect(await t.db.db.select().from(votes).where(eq(votes.userId, member.id))).toHaveLength(0);
    // Reads do not pass the write admission: they answer while it is full.
    const reads = await Promise.all(Array.from({ length: 4 }, () => api.get('voting-events', member.token)));
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    held.open();
    await other;
    // The retry after Retry-After goes through.
    expect((await vote(1)).statusCode).toBe(200);
    expect(await t.db.db.select().from(votes).where(eq(votes.userId, member.id))).toHaveLength(1);
  });
});

describe('sign-in hashing admission', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One hash at a time and no queue: a sign-in while another hash runs is refused at once.
    t = await createTestApp({ hashAdmission: { threads: 1, queue: 0, waitMs: 0 }, busyRetryAfterSeconds: 5 });
  });
  afterAll(() => t?.close());

  it('answers a sign-in beyond the hashing queue with 503 and Retry-After, and signs in once there is room', async () => {
    const passwordHash = await hashPassword('passw0rdA');
    const member = await createMember(t, { passwordHash });
    const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in',
        headers: { 'company-id': '3' },
        payload: { email: row!.email, password: 'passw0rdA' },
      });
    const held = gate();
    const other = hashingAdmission().run(present, () => held.opened);
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe(
      'ただいまアクセスが集中しています。お手続きは行われていません。少し時間をおいて再度お試しください。',
    );
    held.open();
    await other;
    expect((await signIn()).statusCode).toBe(200);
  });
});
