import { adminEndpoints, type AdminEndpointDef } from '@fanclub/domain/admin';
import { buildPath } from '@fanclub/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../src/auth/totp.ts';
import { operators } from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_PASSWORD } from '../src/db/seed-operators.ts';
import { adminRequest, createTestApp, drawEventBody, headers, type TestApp } from './helpers.ts';
import { signIn } from './shop-helpers.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
const tokens: Record<string, string> = {};

const operatorSignIn = async (email: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/sign-in',
    headers: headers(),
    payload: { email, password: DEMO_OPERATOR_PASSWORD, ...extra },
  });

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  for (const role of ['owner', 'editor', 'shop', 'support']) {
    const res = await operatorSignIn(`${role}@example.jp`);
    expect(res.statusCode, res.body).toBe(200);
    tokens[role] = res.json().token;
  }
  tokens.member = await signIn(t.app, 'paid@example.jp');
}, 60_000);
afterAll(() => t.close());

/** Every admin route with placeholder params and a body the contract accepts or refuses alike. */
const everyRoute = Object.entries(adminEndpoints as Record<string, AdminEndpointDef>).filter(
  ([, e]) => e.auth,
);

describe('admin API: who may call what', () => {
  it('refuses a member’s token, a missing token and a forged one on every admin route', async () => {
    expect(everyRoute.length).toBeGreaterThan(15);
    for (const [name, endpoint] of everyRoute) {
      const url = buildPath(endpoint.path, { id: 1, benefitId: 1, type: 'blogs' });
      for (const token of [tokens.member, undefined, `${tokens.owner!.slice(0, -4)}AAAA`]) {
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          headers: headers(token),
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${name} with ${token ? 'a bad token' : 'no token'}`).toBe(401);
        expect(res.json().message).toMatch(/ログイン/);
      }
    }
  });

  it('lets each role reach only its own areas (403 in Japanese elsewhere)', async () => {
    expect((await admin('GET', 'news', tokens.shop)).statusCode).toBe(403);
    expect((await admin('GET', 'news', tokens.shop)).json().message).toBe('この操作を行う権限がありません。');
    expect((await admin('GET', 'orders', tokens.editor)).statusCode).toBe(403);
    expect((await admin('GET', 'operators', tokens.editor)).statusCode).toBe(403);
    expect((await admin('GET', 'audit-logs', tokens.support)).statusCode).toBe(403);
    // Support reads everywhere but writes only members.
    expect((await admin('GET', 'orders', tokens.support)).statusCode).toBe(200);
    expect((await admin('GET', 'news', tokens.support)).statusCode).toBe(200);
    expect((await admin('POST', 'orders/1/status', tokens.support, { status: 'preparing' })).statusCode).toBe(
      403,
    );
    expect((await admin('GET', 'operators', tokens.owner)).statusCode).toBe(200);
    expect((await admin('GET', 'dashboard', tokens.shop)).statusCode).toBe(200);
  });

  it('a wrong password is refused without saying whether the account exists; sign-out ends the session', async () => {
    const wrong = await operatorSignIn('editor@example.jp', { password: 'nope12345' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await operatorSignIn('nobody@example.jp');
    expect(unknown.json().message).toBe(wrong.json().message);
    // A member's password does not open the console either.
    expect((await operatorSignIn('paid@example.jp')).statusCode).toBe(401);
    const session = (await operatorSignIn('support@example.jp')).json().token as string;
    expect((await admin('GET', 'me', session)).json().role).toBe('support');
    expect((await admin('POST', 'sign-out', session, {})).statusCode).toBe(200);
    expect((await admin('GET', 'me', session)).statusCode).toBe(401);
  });

  it('asks for the TOTP code once the second factor is on, and takes a code only once', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.db
      .update(operators)
      .set({ totpSecret: secret })
      .where(eq(operators.email, 'support@example.jp'));
    expect((await operatorSignIn('support@example.jp')).json().message).toBe(
      '確認コードを入力してください。',
    );
    expect((await operatorSignIn('support@example.jp', { otp: '12345' })).json().message).toBe(
      '確認コードは6桁の数字で入力してください。',
    );
    const code = totpNow(secret);
    expect((await operatorSignIn('support@example.jp', { otp: code })).statusCode).toBe(200);
    expect((await operatorSignIn('support@example.jp', { otp: code })).json().message).toBe(
      '確認コードが正しくありません。',
    );
    await t.db.db
      .update(operators)
      .set({ totpSecret: null })
      .where(eq(operators.email, 'support@example.jp'));
  });
});

describe('admin API: content, shop and draws reach the fans at once', () => {
  it('a paid news item published in the console is read by a paid member and locked for others', async () => {
    // Warm the public cache first: the publish must invalidate it.
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/news?limit=5', headers: headers() });
    const categories = (await admin('GET', 'news-categories', tokens.editor)).json();
    const draft = {
      title: '会員限定 新曲のお知らせ',
      content: '<p>新曲の<strong>先行試聴</strong>が始まりました。</p>',
      imageURL: null,
      isPaid: true,
      isNew: true,
      categoryId: categories.data[0].id,
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      status: 'draft',
    };
    const created = await admin('POST', 'news', tokens.editor, draft);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    // A draft stays off the site.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: headers() })).statusCode,
    ).toBe(404);

    const published = await admin('PATCH', `news/${id}`, tokens.editor, { ...draft, status: 'published' });
    expect(published.json().status).toBe('published');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/news?limit=5', headers: headers() })
    ).json();
    expect(list.total).toBe(before.json().total + 1);
    expect(list.data[0]).toMatchObject({ id, title: draft.title, content: null });
    const paid = await t.app.inject({
      method: 'GET',
      url: `/api/v1/news/${id}`,
      headers: headers(tokens.member),
    });
    expect(paid.json().content).toBe(draft.content);

    // Scheduled for later: off the site until then.
    await admin('PATCH', `news/${id}`, tokens.editor, {
      ...draft,
      status: 'published',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: headers() })).statusCode,
    ).toBe(404);

    const log = (await admin('GET', 'audit-logs?resource=news', tokens.owner)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['update', 'publish', 'create']);
    expect(log.data[1]).toMatchObject({
      operatorEmail: 'editor@example.jp',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });

  it('the generic content editor: a blog, a notice and the top page parts reach the site at once', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v1/blogs?limit=5', headers: headers() })
    ).json();
    const blog = {
      title: 'リハーサル日記',
      subTitle: null,
      content: '<p>本番まであと少し。</p>',
      imageUrl: '/demo/blog/1.svg',
      isPaid: false,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      status: 'published',
    };
    const created = await admin('POST', 'content/blogs', tokens.editor, blog);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ ...blog, publishedAt: expect.any(String) });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v1/blogs?limit=5', headers: headers() })
    ).json();
    expect(after.total).toBe(before.total + 1);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${id}`, headers: headers() });
    expect(shown.json()).toMatchObject({ id, title: 'リハーサル日記' });

    // Every type is checked with its own rules; nothing is stored on a refusal.
    const refused = await admin('POST', 'content/schedules', tokens.editor, { title: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^カテゴリー: |^タイトル: /);
    const badUrl = await admin('PATCH', `content/blogs/${id}`, tokens.editor, {
      ...blog,
      imageUrl: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe(
      '画像: 画像のURLは / または https:// から始まる形で入力してください。',
    );
    const unknownCategory = await admin('POST', 'content/notices', tokens.editor, {
      categoryId: 999_999,
      title: '休業のお知らせ',
      subTitle: null,
      content: '',
      isPaid: false,
      publishedAt: new Date().toISOString(),
      status: 'published',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toBe('カテゴリーが見つかりません。');
    const badOrder = await admin('PATCH', `content/musicVideos/1`, tokens.editor, {
      title: 'MV',
      videoUrl: 'https://www.youtube.com/embed/abc',
      isPaid: false,
      displayOrder: -1,
    });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().message).toBe('表示順: 0以上の整数で入力してください。');

    // The top page's order: one component moved, the home answer follows.
    const components = (await admin('GET', 'content/topComponents?limit=100', tokens.editor)).json();
    expect(components.total).toBeGreaterThan(1);
    const first = components.data[0];
    const moved = await admin('PATCH', `content/topComponents/${first.id}`, tokens.editor, {
      name: first.name,
      key: first.key,
      isDisplay: first.isDisplay,
      displayOrder: 999,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const reordered = (await admin('GET', 'content/topComponents?limit=100', tokens.editor)).json();
    expect(reordered.data.at(-1).id).toBe(first.id);

    // Shop and support may not write content; support reads it.
    expect((await admin('POST', 'content/blogs', tokens.shop, blog)).statusCode).toBe(403);
    expect((await admin('POST', 'content/blogs', tokens.support, blog)).statusCode).toBe(403);
    expect((await admin('GET', `content/blogs/${id}`, tokens.support)).statusCode).toBe(200);

    const removed = await admin('DELETE', `content/blogs/${id}`, tokens.editor);
    expect(removed.statusCode).toBe(200);
    expect((await admin('GET', `content/blogs/${id}`, tokens.editor)).statusCode).toBe(404);
    const log = (await admin('GET', 'audit-logs?resource=blogs', tokens.owner)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  });

  it('blogs and notices: a draft and a post set for later stay off the site; unpublishing takes one down', async () => {
    const site = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: headers() });
    const hour = 3_600_000;
    const post = (title: string, publishedAt: number, status: string) => ({
      title,
      subTitle: null,
      content: '<p>本文</p>',
      imageUrl: null,
      isPaid: true,
      publishedAt: new Date(publishedAt).toISOString(),
      status,
    });
    const draft = await admin(
      'POST',
      'content/blogs',
      tokens.editor,
      post('下書きのブログ', Date.now() - hour, 'draft'),
    );
    const later = await admin(
      'POST',
      'content/blogs',
      tokens.editor,
      post('予約のブログ', Date.now() + hour, 'published'),
    );
    const now = await admin(
      'POST',
      'content/blogs',
      tokens.owner,
      post('公開のブログ', Date.now() - hour, 'published'),
    );
    for (const res of [draft, later, now]) expect(res.statusCode, res.body).toBe(200);
    const titles = async () =>
      ((await site('blogs?limit=100')).json().data as { title: string }[]).map((b) => b.title);
    expect(await titles()).toContain('公開のブログ');
    expect(await titles()).not.toContain('下書きのブログ');
    expect(await titles()).not.toContain('予約のブログ');
    expect((await site(`blogs/${draft.json().id}`)).statusCode).toBe(404);
    expect((await site(`blogs/${later.json().id}`)).statusCode).toBe(404);
    // Paid-only: a guest sees the post but not its body.
    const shown = (await site(`blogs/${now.json().id}`)).json();
    expect(shown).toMatchObject({ title: '公開のブログ', isPaid: true });
    expect(shown.content).toBeNull();

    const unpublished = await admin('PATCH', `content/blogs/${now.json().id}`, tokens.editor, {
      ...post('公開のブログ', Date.now() - hour, 'draft'),
    });
    expect(unpublished.json().status).toBe('draft');
    expect(await titles()).not.toContain('公開のブログ');

    const notice = await admin('POST', 'content/notices', tokens.editor, {
      ...post('下書きの事務局のお知らせ', Date.now() - hour, 'draft'),
      imageUrl: undefined,
      categoryId: (await admin('GET', 'content/notices/categories', tokens.editor)).json().data[0].id,
    });
    expect(notice.statusCode, notice.body).toBe(200);
    expect((await site(`notices/${notice.json().id}`)).statusCode).toBe(404);
    // Without a status the body is refused in Japanese (the editor always sends one).
    const noStatus = await admin('POST', 'content/blogs', tokens.editor, {
      ...post('x', Date.now(), 'draft'),
      status: undefined,
    });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().message).toBe('公開状態: 公開するか下書きにするかを選んでください。');
  });

  it('refuses bad input with the contract’s Japanese message and changes nothing', async () => {
    const res = await admin('POST', 'news', tokens.editor, {
      title: '',
      content: '',
      imageURL: 'javascript:alert(1)',
      isPaid: false,
      isNew: false,
      categoryId: 1,
      publishAt: 'tomorrow',
      status: 'published',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u3040-\u30ff]/u);
  });

  it('ships a paid order with a tracking number, which its member then sees; cancels return stock', async () => {
    const list = (await admin('GET', 'orders?status=preparing&limit=10', tokens.shop)).json();
    expect(list.total).toBeGreaterThan(0);
    const order = list.data[0];
    const noTracking = await admin('POST', `orders/${order.id}/status`, tokens.shop, { status: 'shipped' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().message).toBe('発送済みにするには追跡番号を入力してください。');
    const shipped = await admin('POST', `orders/${order.id}/status`, tokens.shop, {
      status: 'shipped',
      trackingNumber: '1234-5678-9012',
    });
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumber: '1234-5678-9012' });
    const back = await admin('POST', `orders/${order.id}/status`, tokens.shop, { status: 'preparing' });
    expect(back.statusCode).toBe(409);
    const member = await signIn(t.app, order.member.email);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/orders/${order.id}`,
      headers: headers(member),
    });
    expect(seen.json().status).toBe('shipped');
    expect((await admin('POST', `orders/${order.id}/cancel`, tokens.shop, {})).statusCode).toBe(409);
  });

  it('creates a draw event, runs it: entries close now, the entrant wins, a second run is refused', async () => {
    const created = await admin(
      'POST',
      'draw-events',
      tokens.editor,
      drawEventBody('テスト抽選', {
        name: 'サイン色紙',
        capacity: 10,
        isDisplayWinner: true,
        congratulationContent: '当選おめでとうございます。',
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/draw-events/${event.id}/register`,
      headers: headers(tokens.member),
      payload: { drawBenefitId: event.benefits[0].id },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const drawn = await admin('POST', `draw-events/${event.id}/draw`, tokens.editor, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(Date.parse(drawn.json().entryEnd)).toBeLessThanOrEqual(Date.now());
    expect(drawn.json().benefits[0], drawn.body).toMatchObject({ winners: 1, winnersCount: 1 });
    const winners = (
      await admin('GET', `draw-events/${event.id}/entries?entryStatus=won`, tokens.editor)
    ).json();
    expect(winners.data.map((w: { member: { email: string } }) => w.member.email)).toEqual([
      'paid@example.jp',
    ]);
    const fan = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/draw-events/${event.id}`,
      headers: headers(tokens.member),
    });
    expect(fan.json().benefits[0].entryStatus).toBe('won');
    expect((await admin('POST', `draw-events/${event.id}/draw`, tokens.editor, {})).statusCode).toBe(409);
  });

  it('a member’s page: subscriptions and payments; a banned member cannot sign in until the ban is lifted; the reset mail sent again', async () => {
    const found = (await admin('GET', 'members?q=paid@example.jp', tokens.support)).json();
    const id = found.data[0].id as number;
    const detail = await admin('GET', `members/${id}`, tokens.support);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ email: 'paid@example.jp', isPaidMember: true });
    expect(detail.json().subscriptions.length).toBeGreaterThan(0);
    const payments = await admin('GET', `members/${id}/transactions?limit=2`, tokens.support);
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.json().data.length).toBeLessThanOrEqual(2);
    expect((await admin('GET', 'members/999999', tokens.support)).statusCode).toBe(404);

    // Bad input changes nothing; an editor may read no member and ban none.
    const empty = await admin('POST', `members/${id}/ban`, tokens.support, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/入力してください/);
    expect((await admin('GET', `members/${id}`, tokens.support)).json().bannedAt).toBeNull();
    expect((await admin('POST', `members/${id}/ban`, tokens.editor, { reason: '規約違反' })).statusCode).toBe(
      403,
    );

    const signInPaid = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in',
        headers: headers(),
        payload: { email: 'paid@example.jp', password: 'Passw0rd!' },
      });
    const banned = await admin('POST', `members/${id}/ban`, tokens.support, { reason: '転売の疑い' });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json()).toMatchObject({ subscriptionStatus: 'banned', bannedReason: '転売の疑い' });
    const refused = await signInPaid();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'このアカウントはご利用を停止しています。詳しくはお問い合わせください。',
    );
    // A wrong password still says only that the pair is wrong (the ban is not revealed to a guesser).
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: headers(),
      payload: { email: 'paid@example.jp', password: 'wrong-pass1' },
    });
    expect(guess.statusCode).toBe(401);

    expect((await admin('POST', `members/${id}/unban`, tokens.support)).statusCode).toBe(200);
    expect((await signInPaid()).statusCode).toBe(200);

    const before = t.mailer.sent.length;
    const mail = await admin('POST', `members/${id}/mails`, tokens.support, { kind: 'passwordReset' });
    expect(mail.statusCode, mail.body).toBe(200);
    expect(mail.json().message).toBe('paid@example.jp にパスワード再設定メールを送りました。');
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: 'paid@example.jp',
      subject: expect.stringContaining('パスワード再設定'),
    });
    expect((await admin('POST', `members/${id}/mails`, tokens.support, { kind: 'x' })).statusCode).toBe(400);
    const log = (await admin('GET', 'audit-logs?resource=members', tokens.owner)).json();
    expect(log.data.map((e: { action: string }) => e.action).slice(0, 3)).toEqual(['mail', 'unban', 'ban']);
  });

  it('keeps at least one owner and pages every list on the server', async () => {
    const owners = (await admin('GET', 'operators', tokens.owner)).json();
    const owner = owners.data.find((o: { role: string }) => o.role === 'owner');
    const demote = await admin('PATCH', `operators/${owner.id}`, tokens.owner, { role: 'editor' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('オーナーが一人もいなくなるため、この変更はできません。');
    const page = (await admin('GET', 'members?limit=1&offset=0', tokens.support)).json();
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await admin('GET', 'members?limit=101', tokens.support)).statusCode).toBe(400);
  });
});
