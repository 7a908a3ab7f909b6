import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, outboxMails, PAID_MEMBER, readMailLink, signInFromStart } from './helpers.ts';

/**
 * Stored XSS: every vector of the corpus is saved through every text field a member controls
 * (names, nickname, address lines, cart notes, the contact form), through the CMS HTML an operator
 * writes (news title and body, by the admin API) and through what the web spec and the CMS put on
 * pages (the web spec's title, description, social links and colours; gift posts; blog bodies;
 * surveys), then the pages that show them are opened in Chromium. No dialog may open and no element
 * or handler of a vector may appear in the page: member and web-spec text is shown as text, CMS
 * HTML keeps only what the RichText allow-list lets through.
 */
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<math><mtext><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<style>@import "javascript:alert(1)"</style>',
  '<div style="background:url(javascript:alert(1))">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  'javascript:alert(1)',
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
];

/** A whole page load (app, session refresh, data) in a loop of many: more than one expect's default. */
const PAGE_LOAD = 30_000;

/** Elements and attributes a vector would bring in if it ran (not the site's own). */
const EXECUTABLE = [
  'script',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'marquee',
  'style',
  'link',
  'svg[onload]',
  '[onerror]',
  '[onload]',
  '[onfocus]',
  '[ontoggle]',
  '[onstart]',
  'a[href^="javascript:" i]',
  'a[href^="data:" i]',
  'form[action^="javascript:" i]',
];

/**
 * What of the vectors made it into the page as markup (empty when all stayed text). Text fields
 * may bring in no element at all; CMS HTML keeps what the allow-list lets through (an `<img src=x>`
 * without its handler), so there only what could run counts.
 */
const injectedIn = (page: Page, { html = false } = {}) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].map((e) => e.outerHTML),
    [...EXECUTABLE, ...(html ? [] : ['img[src="x"]'])]
      .map((selector) => `:is(main, header, footer) ${selector}`)
      .join(', '),
  );

/** Collects every dialog the page tries to open (none may). */
const watchDialogs = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
};

const profile = {
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  phone: '09012345678',
  zipCode: '1500001',
  prefectureId: 13,
  birthDate: '1995-04-01',
  gender: 2,
};

test('every vector saved in the member’s own fields shows as text, runs nothing', async ({ page }) => {
  test.setTimeout(240_000);
  expect(CORPUS.length).toBeGreaterThanOrEqual(30);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = `xss-${Date.now()}@example.jp`;
  // A member of its own (the journeys' demo members keep their names).
  await page.goto('/');
  const headers = { 'company-id': '3' };
  await page.request.post('/api/v1/users/send-email', { headers, data: { email, confirmEmail: email } });
  const token = new URL(
    await readMailLink(email, '/membership-registration/information'),
    'http://site.invalid',
  ).searchParams.get('token')!;
  const signUp = await page.request.post('/api/v1/users/sign-up', {
    headers,
    data: {
      ...profile,
      lastName: '山田',
      firstName: '花子',
      address1: '渋谷区',
      address2: '1-2-3',
      token,
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
    },
  });
  expect(signUp.status()).toBe(200);
  const access = (await signUp.json()).access_token as string;
  await signInFromStart(page, email);

  for (const vector of CORPUS) {
    const text = vector.slice(0, 50);
    const saved = await page.request.patch('/api/v1/users/update-profile', {
      headers: { ...headers, authorization: `Bearer ${access}` },
      data: {
        ...profile,
        lastName: text,
        firstName: '花子',
        nickName: text,
        address1: vector.slice(0, 100),
        address2: vector.slice(0, 100),
        address3: vector.slice(0, 100),
      },
    });
    expect(saved.status(), vector).toBe(200);
    await page.goto('/my-account');
    await expect(page.getByText(vector.slice(0, 100)).first(), vector).toBeVisible();
    expect(await injectedIn(page), vector).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});

const API = { 'company-id': '3' };

/** The demo paid member's access token, for API calls made as them. */
const memberToken = async (page: Page, email: string) => {
  const res = await page.request.post('/api/v1/users/sign-in', {
    headers: API,
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
};

test('every vector saved as a cart note shows as text on the cart, runs nothing', async ({ page }) => {
  test.setTimeout(240_000);
  const dialogs = watchDialogs(page);
  await signInFromStart(page, PAID_MEMBER);
  const auth = { ...API, authorization: `Bearer ${await memberToken(page, PAID_MEMBER)}` };
  const product = (await (await page.request.get('/api/v1/products', { headers: API })).json()).data[0];
  const sku = product.productSkus[0].id as number;
  for (const vector of CORPUS) {
    const saved = await page.request.post('/api/v1/users/cart-products', {
      headers: auth,
      data: { cartProducts: [{ productSkuID: sku, count: 1, purchaseNote: vector }] },
    });
    expect(saved.status(), vector).toBe(200);
    await page.goto('/cart');
    await expect(page.getByText(`備考：${vector}`).first(), vector).toBeVisible({ timeout: PAGE_LOAD });
    expect(await injectedIn(page), vector).toEqual([]);
  }
  await page.request.post('/api/v1/users/cart-products', {
    headers: auth,
    data: { cartProducts: [{ productSkuID: sku, count: 0 }] },
  });
  expect(dialogs).toEqual([]);
});

test('the contact form takes every vector as text; the operator’s mail is plain text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/contact');
  const main = page.getByRole('main');
  const name = CORPUS[0]!;
  await main.getByLabel(/^お名前/).fill(name);
  await main.getByLabel(/^フリガナ/).fill(CORPUS[1]!);
  await main.getByLabel(/^メールアドレス/).fill('xss-contact@example.jp');
  await main.getByLabel(/^注文番号/).fill(CORPUS[2]!.slice(0, 50));
  await main.getByLabel(/^お問い合わせ内容/).fill(CORPUS.join('\n'));
  expect(await injectedIn(page)).toEqual([]);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' })).toBeVisible();
  await expect.poll(() => outboxMails().find((m) => m.subject.includes(name))).toBeTruthy();
  const mail = outboxMails().find((m) => m.subject.includes(name))!;
  // Plain text only: nothing a mail reader would render as HTML, every vector as typed.
  expect(mail.html).toBeFalsy();
  for (const vector of CORPUS) expect(mail.text).toContain(vector);
  expect(dialogs).toEqual([]);
});

// One test per page (or per set of news items) and eight vectors (one page load each), so each stays far inside its time
// limit even on a busy machine; together they cover the whole corpus on every page.
const VECTORS_PER_TEST = 8;
const corpusParts = Array.from({ length: Math.ceil(CORPUS.length / VECTORS_PER_TEST) }, (_, part) =>
  CORPUS.slice(part * VECTORS_PER_TEST, (part + 1) * VECTORS_PER_TEST),
);
for (const [part, vectors] of corpusParts.entries()) {
  test(`CMS HTML: every vector in a news title and body, published by an editor, runs nothing (${part + 1}/${corpusParts.length})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const dialogs = watchDialogs(page);
    // News pages are for members: the paid member reads them.
    await signInFromStart(page, PAID_MEMBER);
    const signIn = await page.request.post('/api/admin/v1/sign-in', {
      data: { email: 'editor@example.jp', password: DEMO_PASSWORD },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const admin = { authorization: `Bearer ${(await signIn.json()).token}` };
    const categories = await page.request.get('/api/admin/v1/news-categories', { headers: admin });
    const categoryId = (await categories.json()).data?.[0]?.id ?? (await categories.json())[0]?.id;
    const ids: number[] = [];
    for (const vector of vectors) {
      const created = await page.request.post('/api/admin/v1/news', {
        headers: admin,
        data: {
          title: vector,
          content: `<p>本文</p>${vector}<p>${vector}</p>`,
          imageURL: null,
          isPaid: false,
          isNew: false,
          categoryId,
          publishAt: new Date(Date.now() - 60_000).toISOString(),
          status: 'published',
        },
      });
      expect(created.status(), `${vector}: ${await created.text()}`).toBe(200);
      ids.push((await created.json()).id);
    }
    for (const [index, id] of ids.entries()) {
      await page.goto(`/news/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: vectors[index] })).toBeVisible({
        timeout: PAGE_LOAD,
      });
      expect(await injectedIn(page, { html: true }), vectors[index]).toEqual([]);
    }
    await page.goto('/news');
    await expect(page.getByRole('main').getByText(vectors.at(-1)!).first()).toBeVisible({
      timeout: PAGE_LOAD,
    });
    expect(await injectedIn(page, { html: true })).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}

/**
 * The web spec, gift posts, blog bodies and surveys are written by the club's operator into the
 * database (no API writes them); here the site in Chromium gets the vectors in their place: the
 * web spec's cookies (title, description, social links, colours) on every HTML answer, and the
 * answers of the gift-post, blog and survey calls.
 */
for (const [where, pathOf] of [
  ['home', () => '/'],
  ['gift posts', () => '/gift-post'],
  ['a blog body', (blogId: number) => `/blog/${blogId}`],
  ['surveys', () => '/survey'],
] as const) {
  for (const [part, vectors] of corpusParts.entries()) {
    test(`every vector in the web spec and ${where} runs nothing (${part + 1}/${corpusParts.length})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const dialogs = watchDialogs(page);
      await signInFromStart(page, PAID_MEMBER);
      let vector = vectors[0]!;
      const hostileCookies = () => {
        const data = {
          siteTitle: vector,
          siteDescription: vector,
          mainColor: vector,
          secondaryColor: vector,
          sectionColors: { header: vector, footer: vector },
        };
        const social = { tiktokLink: vector, instagramLink: vector, xLink: vector, youtubeLink: vector };
        return [
          ['fc_web_spec', encodeURIComponent(JSON.stringify(data))],
          ['fc_social_links', encodeURIComponent(JSON.stringify(social))],
        ] as const;
      };
      // Every HTML answer: the server's own web-spec cookies give way to hostile ones (set before the
      // page reads them); the image cookie and any other cookie stay as the server sent them.
      await page.route(
        (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const others = response
            .headersArray()
            .filter(
              (h) => h.name.toLowerCase() !== 'set-cookie' || !/^fc_(web_spec|social_links)=/.test(h.value),
            );
          const headers: Record<string, string> = {};
          for (const { name, value } of others) {
            const key = name.toLowerCase();
            headers[key] = key === 'set-cookie' && headers[key] ? `${headers[key]}\n${value}` : value;
          }
          await page
            .context()
            .addCookies(
              hostileCookies().map(([name, value]) => ({ name, value, url: route.request().url() })),
            );
          await route.fulfill({ response, headers });
        },
      );
      const rewrite = (pattern: string, change: (body: Record<string, unknown>) => unknown) =>
        page.route(pattern, async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as Record<string, unknown>;
          await route.fulfill({ response, json: change(body) });
        });
      type Row = Record<string, unknown>;
      const hostile = (row: Row, fields: string[]) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, fields.includes(k) ? vector : v]));
      const hostileList = (body: Row, fields: string[]) => ({
        ...body,
        data: (body.data as Row[]).map((row) => hostile(row, fields)),
      });
      const specFields = ['siteTitle', 'siteDescription', 'mainColor', 'secondaryColor'];
      const links = ['tiktokLink', 'instagramLink', 'xLink', 'youtubeLink'];
      await rewrite('**/api/v1/web-specifications*', (b) => hostile(b, [...specFields, ...links]));
      await rewrite('**/api/v1/users/gift-posts?*', (b) => hostileList(b, ['title', 'content']));
      await rewrite('**/api/v1/users/gift-posts/*', (b) => hostile(b, ['title', 'content']));
      await rewrite('**/api/v1/blogs/*', (b) => hostile(b, ['title', 'content']));
      await rewrite('**/api/v1/users/blogs/*', (b) => hostile(b, ['title', 'content']));
      await rewrite('**/api/v1/surveys?*', (b) => hostileList(b, ['title', 'description']));
      const blogId = (await (await page.request.get('/api/v1/blogs', { headers: API })).json()).data[0].id;
      const path = pathOf(blogId);

      for (vector of vectors) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({
          timeout: PAGE_LOAD,
        });
        await page.waitForLoadState('networkidle');
        expect(await injectedIn(page, { html: true }), `${path} ${vector}`).toEqual([]);
      }
      expect(dialogs).toEqual([]);
    });
  }
}
