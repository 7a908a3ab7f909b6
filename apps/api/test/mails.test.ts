import { hashPassword } from '../src/auth/passwords.ts';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawBenefits, drawEvents, drawRegistrations, subscriptions, users } from '../src/db/schema/index.ts';
import { runBilling } from '../src/jobs/billing.ts';
import { runEventDraw } from '../src/jobs/draw.ts';
import { compose } from '../src/mail/letter.ts';
import { sendDrawResults } from '../src/mail/notices.ts';
import { readOutbox, type OutboxMail } from '../src/mail/outbox.ts';
import { senderOf } from '../src/mail/post.ts';
import { usersRepository } from '../src/repositories/users.ts';
import { mails } from '../src/mail/templates.ts';
import { createTestApp, drainOutbox, type TestApp } from './helpers.ts';
import { caller, cardToken, createMember } from './member-helpers.ts';
import { orderBody, skuOf } from './shop-helpers.ts';

const CLUB = 'Lumière オフィシャルファンクラブ「Lumi-nous」';
const DAY = 24 * 60 * 60 * 1000;

/** Every mail a fan receives: from the club, 【club】 in the subject, the signature, text and HTML. */
const expectClubMail = (mail: OutboxMail | undefined) => {
  expect(mail, 'mail in the outbox').toBeDefined();
  expect(mail!.from).toBe(`${CLUB} <no-reply@localhost>`);
  expect(mail!.subject.startsWith(`【${CLUB}】`)).toBe(true);
  expect(mail!.text).toContain('お問い合わせ: http://localhost:3000/contact');
  expect(mail!.html).toContain('href="http://localhost:3000/contact"');
  return mail!;
};

describe('the mails the site promises, read from the outbox', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let outbox: () => OutboxMail[];
  const mailsTo = (to: string) => outbox().filter((mail) => mail.to === to);

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true, outbox: true });
    api = caller(t);
    outbox = () => readOutbox(path.join(t.config.dataDir, 'outbox'));
  });
  afterAll(() => t.close());

  it('confirms an order with its items, total and delivery, sent as the club', async () => {
    const member = await createMember(t, { email: 'order-mail@example.jp' });
    const sku = skuOf('ロゴマグカップ');
    const body = orderBody([{ sku, count: 2 }], {
      email: 'order-mail@example.jp',
      confirmEmail: 'order-mail@example.jp',
      cardToken: await cardToken(t),
    });
    const res = await api.post('users/orders', body, member.token);
    expect(res.statusCode).toBe(200);
    // The mail leaves after the answer, from the outbox.
    await drainOutbox(t);
    const mail = expectClubMail(mailsTo('order-mail@example.jp').at(-1));
    expect(mail.subject).toContain(`注文番号 ${res.json().orderNumber}`);
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('ロゴマグカップ');
    expect(mail.text).toContain('× 2点');
    expect(mail.text).toContain(`お支払い総額: ¥${body.finalPrice.toLocaleString('ja-JP')}（税込）`);
    expect(mail.text).toContain('〒150-0001 東京都渋谷区神宮前1-2-3');
    expect(mail.html).toContain('ロゴマグカップ');
  });

  it('tells of a plan purchase with the points it granted, then its renewal', async () => {
    const member = await createMember(t, { email: 'plan-mail@example.jp' });
    const bought = await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      member.token,
    );
    expect(bought.statusCode).toBe(200);
    // The plan's 100 points a month arrive with the payment.
    expect(bought.json().user.votingPoint).toBe(100);
    const purchased = expectClubMail(mailsTo('plan-mail@example.jp').at(-1));
    expect(purchased.subject).toContain('「月額プラン」へのお申し込みが完了しました');
    expect(purchased.text).toContain('今回のお支払い: ¥550（税込）');
    expect(purchased.text).toContain('2回目以降: ¥550（税込）（毎月）');
    expect(purchased.text).toContain('100pt を付与しました');

    const [sub] = await t.db.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    await runBilling(t.db.db, t.app.payments, new Date(sub!.end.getTime() + 60_000), t.app.mail);
    const renewed = expectClubMail(mailsTo('plan-mail@example.jp').at(-1));
    expect(renewed.subject).toContain('「月額プラン」を更新しました');
    expect(renewed.text).toContain('お支払い金額: ¥550（税込）');
    expect(renewed.text).toContain('100pt を付与しました');
    // Each paid cycle adds the month's points (granted with the renewal's charge record).
    expect(await usersRepository(t.db.db).votingPoint(member.id)).toBe(200);
  });

  it('tells of a plan change, a cancellation and its withdrawal', async () => {
    const member = await createMember(t, { email: 'change-mail@example.jp' });
    await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      member.token,
    );
    expect(
      (await api.patch('users/memberships/update-plan', { membershipPlanId: 2 }, member.token)).statusCode,
    ).toBe(200);
    const changed = expectClubMail(mailsTo('change-mail@example.jp').at(-1));
    expect(changed.subject).toContain('プランを「年額プラン」に変更しました');
    expect(changed.text).toContain('新しい会費: ¥5,500（税込）（毎年）');

    expect(
      (await api.post('users/unsubscribe', { reason: 'その他', otherReason: '忙しい' }, member.token))
        .statusCode,
    ).toBe(200);
    const cancelled = expectClubMail(mailsTo('change-mail@example.jp').at(-1));
    expect(cancelled.subject).toContain('退会手続きが完了しました');
    expect(cancelled.text).toMatch(/ご利用期限: \d{4}\/\d{2}\/\d{2}まで/);

    expect((await api.post('users/subscription-requests', {}, member.token)).statusCode).toBe(200);
    const withdrawn = expectClubMail(mailsTo('change-mail@example.jp').at(-1));
    expect(withdrawn.subject).toContain('退会のお申し込みを取り消しました');
  });

  it('confirms a points purchase with the balance after it', async () => {
    const member = await createMember(t, { email: 'points-mail@example.jp' });
    const packs = (await api.get('voting-packages')).json().data as {
      id: number;
      price: number;
      taxRate: number;
      point: number;
    }[];
    const pack = packs[0]!;
    const price = Math.floor((pack.price * (100 + pack.taxRate)) / 100);
    const res = await api.post(
      'users/voting-packages/purchase',
      {
        paymentMethod: 'credit_card',
        votingPackageId: pack.id,
        count: 1,
        point: pack.point,
        price,
        cardToken: await cardToken(t),
      },
      member.token,
    );
    expect(res.statusCode).toBe(200);
    const mail = expectClubMail(mailsTo('points-mail@example.jp').at(-1));
    expect(mail.subject).toContain('投票ポイントのご購入ありがとうございます');
    expect(mail.text).toContain(`保有ポイント: ${res.json().votingPoint.toLocaleString('ja-JP')}pt`);
  });

  it('tells every entrant of a draw whether they won', async () => {
    const winner = await createMember(t, { email: 'draw-won@example.jp' });
    const loser = await createMember(t, { email: 'draw-lost@example.jp' });
    const [event] = await t.db.db
      .insert(drawEvents)
      .values({
        companyId: 3,
        name: '握手会',
        eventDate: new Date(Date.now() + 30 * DAY),
        entryStart: new Date(Date.now() - 5 * DAY),
        entryEnd: new Date(Date.now() - DAY),
      })
      .returning();
    const [benefit] = await t.db.db
      .insert(drawBenefits)
      .values({ drawEventId: event!.id, name: '握手券', capacity: 10, winnersCount: 1, countParticipants: 2 })
      .returning();
    for (const m of [winner, loser])
      await t.db.db.insert(drawRegistrations).values({ userId: m.id, benefitId: benefit!.id });
    // The first entrant wins: the random source always picks the last of the pool.
    await runEventDraw(t.db.db, event!.id, {
      random: (max) => max - 1,
      onDrawn: (ids) =>
        sendDrawResults({ db: t.db.db, post: t.app.mail, publicUrl: t.config.publicUrl }, ids),
    });
    const [won] = await t.db.db
      .select({ userId: drawRegistrations.userId })
      .from(drawRegistrations)
      .where(and(eq(drawRegistrations.benefitId, benefit!.id), eq(drawRegistrations.entryStatus, 'won')));
    const [winnerMail, loserMail] =
      won!.userId === winner.id
        ? ['draw-won@example.jp', 'draw-lost@example.jp']
        : ['draw-lost@example.jp', 'draw-won@example.jp'];
    expect(expectClubMail(mailsTo(winnerMail!).at(-1)).subject).toContain('【当選】握手会');
    expect(expectClubMail(mailsTo(loserMail!).at(-1)).subject).toContain('抽選結果のお知らせ：握手会');
  });

  it('tells both the new and the old address of an email change', async () => {
    const member = await createMember(t, {
      email: 'old-address@example.jp',
      passwordHash: await hashPassword('passw0rdA'),
    });
    const sent = await api.post(
      'users/email/send',
      { email: 'new-address@example.jp', currentPassword: 'passw0rdA' },
      member.token,
    );
    expect(sent.statusCode).toBe(200);
    const link = expectClubMail(mailsTo('new-address@example.jp').at(-1)).text.match(/token=([^\s]+)/)?.[1];
    expect(
      (await api.post('users/email/confirm', { token: decodeURIComponent(link!) }, member.token)).statusCode,
    ).toBe(200);
    const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    expect(row!.email).toBe('new-address@example.jp');
    expect(expectClubMail(mailsTo('new-address@example.jp').at(-1)).text).toContain(
      '変更前: old-address@example.jp',
    );
    const notice = expectClubMail(mailsTo('old-address@example.jp').at(-1));
    expect(notice.text).toContain('ご登録のメールアドレスが変更されました');
    expect(notice.text).toMatch(/\/email\/undo\?token=/);
  });
});

describe('mail composition', () => {
  it('uses MAIL_FROM as given, names a bare address with the club, and defaults to no-reply', () => {
    expect(senderOf('"運営事務局" <info@club.example>', CLUB, 'https://club.example')).toBe(
      '"運営事務局" <info@club.example>',
    );
    expect(senderOf('info@club.example', CLUB, 'https://club.example')).toEqual({
      name: CLUB,
      address: 'info@club.example',
    });
    expect(senderOf(undefined, CLUB, 'https://club.example')).toEqual({
      name: CLUB,
      address: 'no-reply@club.example',
    });
  });

  it('escapes what it puts into the HTML part', () => {
    const mail = compose(
      mails.drawLost(
        { email: 'a@example.jp', name: '<b>太郎</b>' },
        {
          eventName: '<script>alert(1)</script>',
          benefitName: '特典',
          eventDate: null,
          detailUrl: 'http://localhost:3000/draw-event/1',
        },
      ),
      { club: CLUB, publicUrl: 'http://localhost:3000' },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('<b>太郎</b> 様');
  });
});
