import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import {
  consoleSignIn,
  expectNoAxeViolations,
  FREE_MEMBER,
  outboxMails,
  PAID_MEMBER,
  signInFromStart,
} from './helpers.ts';

// The operators' console (issue 20) against the real API: what an operator does there is what
// fans see on the site at once.
const OPERATOR_PASSWORD = 'Passw0rd!';

/** A fan in a browser of their own (their own cookies), signed in on the site. */
const fanPage = async (browser: Browser, email: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromStart(page, email);
  return page;
};

test.describe('console', () => {
  // Each journey is an operator's session and then one or two fans signing in to see the result:
  // three sessions' worth of pages, more than the default minute on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('an editor publishes a paid news item: a paid member reads it, a free member sees it locked', async ({
    page,
    browser,
  }) => {
    const title = `会員限定 新曲の先行試聴 ${Date.now()}`;
    await consoleSignIn(page, 'editor@example.jp');
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: 'お知らせ' })
      .click();
    await expect(page.getByRole('grid', { name: 'お知らせ一覧' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '新規作成' }).click();
    // The contract's rules run before anything is sent.
    await page.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByText('入力してください。').first()).toBeVisible();
    await page.getByLabel('タイトル').fill(title);
    await page.getByRole('button', { name: /カテゴリー/ }).click();
    await page.getByRole('option').first().click();
    // The rich-text editor: bold, a link and a list, by its toolbar.
    const editor = page.getByRole('textbox', { name: '本文', exact: true });
    await editor.click();
    await page.keyboard.type('新曲の');
    await page.getByRole('button', { name: '太字' }).click();
    await page.keyboard.type('先行試聴');
    await page.getByRole('button', { name: '太字' }).click();
    await page.keyboard.type('はこちらから。');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '箇条書き' }).click();
    await page.keyboard.type('東京公演');
    await page.keyboard.press('Enter');
    await page.keyboard.type('特設サイト');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'リンク', exact: true }).click();
    await page.getByRole('textbox', { name: 'リンク先の URL' }).fill('https://example.jp/tour');
    await page.getByRole('button', { name: 'リンクを設定' }).click();
    await expect(page.getByRole('button', { name: 'リンク', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByText('有料会員のみに公開する').click();
    await expect(page.getByRole('checkbox', { name: '有料会員のみに公開する' })).toBeChecked();
    await page.getByRole('button', { name: '無料会員として見る' }).click();
    await expect(page.getByText('この内容は有料会員限定です')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByText('公開しました。').first()).toBeVisible();
    await expect(page.getByText('状態: 公開中')).toBeVisible();
    const id = /\/news\/(\d+)$/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    const paid = await fanPage(browser, PAID_MEMBER);
    await paid.goto(`/news/${id}`);
    await expect(paid.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(paid.getByText('先行試聴', { exact: true })).toBeVisible();
    await expect(paid.locator('strong', { hasText: '先行試聴' })).toBeVisible();
    await expect(paid.getByRole('listitem').filter({ hasText: '東京公演' })).toBeVisible();
    const out = paid.getByRole('link', { name: '特設サイト' });
    await expect(out).toHaveAttribute('href', 'https://example.jp/tour');
    await expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    const free = await fanPage(browser, FREE_MEMBER);
    await free.goto(`/news/${id}`);
    await expect(free.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(free.getByText('この内容は有料会員限定です')).toBeVisible();
    await expect(free.getByText('先行試聴', { exact: true })).toHaveCount(0);
  });

  test('an editor publishes a paid blog post from the content editor; a free member sees it locked, a draft never shows', async ({
    page,
    browser,
  }) => {
    const title = `楽屋から ${Date.now()}`;
    await consoleSignIn(page, 'editor@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: 'コンテンツ' })
      .click();
    await expect(page.getByRole('grid', { name: 'ブログ一覧' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '新規作成' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ブログを作成' })).toBeVisible();
    await page.getByRole('textbox', { name: /^タイトル/ }).fill('');
    await page.getByRole('button', { name: '今すぐ公開する' }).click();
    await expect(page.getByText('入力してください。').first()).toBeVisible();
    await page.getByRole('textbox', { name: /^タイトル/ }).fill(title);
    // What the toolbar has no button for can be written as HTML.
    await page.getByRole('checkbox', { name: 'HTML を直接編集' }).check();
    await page.getByLabel('本文（HTML）').fill('<p>ツアー初日の<strong>舞台裏</strong>をお届けします。</p>');
    await page.getByText('有料会員のみに公開する').click();
    await page.getByRole('button', { name: '無料会員として見る' }).click();
    await expect(page.getByText('この内容は有料会員限定です')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '今すぐ公開する' }).click();
    await expect(page.getByText('公開しました。').first()).toBeVisible();
    await expect(page.getByText('状態: 公開中')).toBeVisible();
    const id = /\/content\/blogs\/(\d+)$/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    const free = await fanPage(browser, FREE_MEMBER);
    await free.goto(`/blog/${id}`);
    await expect(free.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(free.getByText('この内容は有料会員限定です')).toBeVisible();
    await expect(free.getByText('舞台裏', { exact: true })).toHaveCount(0);
    const paid = await fanPage(browser, PAID_MEMBER);
    await paid.goto(`/blog/${id}`);
    await expect(paid.getByText('舞台裏', { exact: true })).toBeVisible();

    // Back to draft: the post leaves the site.
    await page.getByRole('button', { name: '非公開にする（下書きに戻す）' }).click();
    await expect(page.getByText('下書きを保存しました。').first()).toBeVisible();
    await expect(page.getByText('状態: 下書き')).toBeVisible();
    await paid.goto(`/blog/${id}`);
    await expect(paid.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    await expect(paid.getByText('舞台裏', { exact: true })).toHaveCount(0);

    // The Q&A is content too: a question the editor publishes first is /q&a's first, for guests.
    const question = `ツアーグッズの通販はありますか。${Date.now()}`;
    await page.getByRole('link', { name: 'ブログの一覧へ' }).click();
    await page
      .getByRole('navigation', { name: 'コンテンツの種類' })
      .getByRole('link', { name: 'Q&A' })
      .click();
    await expect(page.getByRole('grid', { name: 'Q&A一覧' })).toBeVisible();
    await page.getByRole('link', { name: '新規作成' }).click();
    await page.getByRole('textbox', { name: /^質問/ }).fill(question);
    await page.getByRole('checkbox', { name: 'HTML を直接編集' }).check();
    await page
      .getByLabel('回答（HTML）')
      .fill('<p>ツアー終了後、<a href="/contact">お問い合わせ</a>でご案内します。</p>');
    await page.getByRole('textbox', { name: /表示順/ }).fill('0');
    await page.getByRole('button', { name: '公開する', exact: true }).click();
    await expect(page.getByText('公開しました。').first()).toBeVisible();
    await expect(page.getByText('状態: 公開中')).toBeVisible();

    const guest = await (await browser.newContext()).newPage();
    // The server-rendered page already holds it.
    expect(await (await guest.request.get('/q&a')).text()).toContain(question);
    await guest.goto('/q&a');
    const main = guest.getByRole('main');
    await expect(main.locator('summary').first()).toHaveText(question);
    await main.getByText(question).click();
    await expect(main.getByText('ツアー終了後、')).toBeVisible();
    await expect(main.getByRole('link', { name: 'お問い合わせ' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('a shop operator marks an order shipped with its tracking number; the fan sees it shipped', async ({
    page,
    browser,
  }) => {
    await consoleSignIn(page, 'shop@example.jp');
    await page.getByRole('link', { name: '注文', exact: true }).click();
    await page.getByRole('radio', { name: '発送準備中' }).click();
    const table = page.getByRole('grid', { name: '注文一覧' });
    await expect(table.getByRole('link', { name: /^\d{8}-[0-9A-F]{12}$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const link = table.getByRole('link', { name: /^\d{8}-[0-9A-F]{12}$/ }).first();
    const number = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `注文 ${number}` })).toBeVisible();
    await page.getByRole('button', { name: '状態を変更する' }).click();
    await expect(page.getByText('発送済みにするには追跡番号を入力してください。')).toBeVisible();
    await page.getByLabel('追跡番号').fill('4455-6677-8899');
    await page.getByRole('button', { name: '状態を変更する' }).click();
    await expect(page.getByText('「発送済み」にしました。').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const fan = await fanPage(browser, PAID_MEMBER);
    await fan.goto(`/order/history/${number}`);
    await expect(fan.getByText('発送済み').first()).toBeVisible();
  });

  test('a shop operator adds a product with a SKU and stock; a fan finds it on /products; the orders download as CSV', async ({
    page,
    browser,
  }) => {
    const name = `ツアーTシャツ ${Date.now()}`;
    await consoleSignIn(page, 'shop@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '商品', exact: true })
      .click();
    await expect(page.getByRole('grid', { name: '商品一覧' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '商品を追加' }).click();
    // The contract's rules run before anything is sent.
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('価格は0円から1,000万円までの整数で入力してください。')).toBeVisible();
    await page.getByRole('textbox', { name: /^商品名/ }).fill(name);
    await page.getByLabel('説明（HTML）').fill('<p>ツアー会場と同じ<strong>限定カラー</strong>です。</p>');
    await page.getByRole('button', { name: 'SKU 1に属性を追加' }).click();
    await page.getByRole('textbox', { name: /SKU 1 属性1の項目/ }).fill('サイズ');
    await page.getByRole('textbox', { name: /SKU 1 属性1の値/ }).fill('L');
    await page.getByRole('textbox', { name: /SKU 1 価格/ }).fill('3800');
    await page.getByRole('textbox', { name: /SKU 1 在庫数/ }).fill('30');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('商品を保存しました。').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '商品を編集' })).toBeVisible();

    const fan = await fanPage(browser, PAID_MEMBER);
    await fan.goto('/products');
    await fan
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(fan.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(fan.getByText('限定カラー', { exact: true })).toBeVisible();

    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '注文', exact: true })
      .click();
    await expect(page.getByRole('grid', { name: '注文一覧' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '絞り込んだ注文をCSVで書き出す' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-all-\d{8}\.csv$/);
    const csv = (await readFile((await file.path())!)).toString('utf8');
    expect(
      csv.startsWith(
        '\uFEFF注文番号,注文日時,状態,会員番号,注文者,メールアドレス,商品名,属性,単価（税込）,数量',
      ),
    ).toBe(true);
    expect(csv.trimEnd().split('\r\n').length).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
  });

  test('support filters members by birth month, keeps the filter on reload and downloads them as CSV', async ({
    page,
  }) => {
    // The demo's paid member was born in the month the demo data was laid (Japan time).
    const month = String(new Date(Date.now() + 9 * 3_600_000).getUTCMonth() + 1);
    await consoleSignIn(page, 'support@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '会員', exact: true })
      .click();
    const table = page.getByRole('grid', { name: '会員一覧' });
    await expect(table).toBeVisible();
    await page.getByRole('combobox', { name: '誕生月' }).selectOption(month);
    await page.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '大阪府' });
    await expect(page).toHaveURL(new RegExp(`birthMonth=${month}`));
    await expect(table.getByText(PAID_MEMBER)).toBeVisible();
    await expect(table.getByText(FREE_MEMBER)).toHaveCount(0);
    // The card's number, as the card shows it.
    await expect(table.getByRole('link', { name: '10000002' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: '誕生月' })).toHaveValue(month);
    await expect(page.getByRole('grid', { name: '会員一覧' }).getByText(PAID_MEMBER)).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '絞り込んだ会員をCSVで書き出す' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^members-\d{8}\.csv$/);
    const lines = (await readFile((await file.path())!)).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF会員番号,姓,名,メールアドレス,プラン,状態,有効期限,生年月日,都道府県,登録日時',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^10000002,.*,${PAID_MEMBER},.*,大阪府,`));
  });

  test('an editor creates a lottery, a fan enters it on the site, the draw mails the winner', async ({
    page,
    browser,
  }) => {
    const name = `サイン会 抽選 ${Date.now()}`;
    await consoleSignIn(page, 'editor@example.jp');
    await page.getByRole('navigation', { name: '運営メニュー' }).getByRole('link', { name: '抽選' }).click();
    await page.getByRole('link', { name: '抽選を作成' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '抽選を作成' })).toBeVisible();
    await page.getByLabel('イベント名').fill(name);
    await page.getByLabel('説明（HTML）').fill('<p>サイン会へ<strong>ご招待</strong>します。</p>');
    // The contract's rules run before anything is sent.
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('入力してください').first()).toBeVisible();
    await page.getByLabel('特典1の名前').fill('サイン会ご招待');
    await page.getByLabel('特典1の応募できる人数').fill('10');
    await page.getByLabel('特典1の当選数').fill('5');
    await page
      .getByLabel('特典1の当選者へのメッセージ（HTML）')
      .fill('<p>当日は会員証をお持ちください。</p>');
    await page.getByText('1人1特典まで応募できる').click();
    await expect(page.getByRole('region', { name: 'プレビュー' }).getByText('ご招待')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(id).toBeGreaterThan(0);

    const fan = await fanPage(browser, PAID_MEMBER);
    await fan.goto(`/draw-event/${id}`);
    await fan.getByRole('button', { name: '「サイン会ご招待」に応募する' }).click();
    await expect(fan.getByText('抽選待ち').first()).toBeVisible();

    await page.reload();
    await expect(page.getByText('サイン会ご招待: 応募 1人')).toBeVisible();
    await page.getByRole('button', { name: '抽選を実施' }).click();
    const dialog = page.getByRole('alertdialog', { name: '抽選を実施しますか？' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '抽選を実施する' }).click();
    await expect(page.getByText('状態: 抽選済み')).toBeVisible();
    await expect(page.getByRole('grid', { name: '応募者一覧' }).getByText('当選')).toBeVisible();

    // The winner's mail, read back from the outbox.
    await expect
      .poll(
        () => outboxMails().findLast((m) => m.to.includes(PAID_MEMBER) && m.subject.includes(name))?.subject,
        {
          timeout: 15_000,
        },
      )
      .toContain(`【当選】${name}`);
    const mail = outboxMails().findLast((m) => m.to.includes(PAID_MEMBER) && m.subject.includes(name))!;
    expect(mail.text).toContain('「サイン会ご招待」にご当選されました');
    expect(mail.text).toContain('当日は会員証をお持ちください。');

    await fan.reload();
    await expect(fan.getByText('当選', { exact: true }).first()).toBeVisible();
  });

  test('an editor creates a survey in the console; a fan finds it on the site', async ({ page, browser }) => {
    const title = `ライブの感想アンケート ${Date.now()}`;
    await consoleSignIn(page, 'editor@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: 'アンケート' })
      .click();
    await expect(page.getByRole('grid', { name: 'アンケート一覧' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'アンケートを作成' }).click();
    // The editor's screen first (its code may still be loading, the list still shown).
    await expect(page.getByRole('heading', { level: 1, name: 'アンケートを作成' })).toBeVisible();
    await page.getByLabel('タイトル').fill(title);
    // The contract's rules run before anything is sent: a survey needs a question.
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('質問を1つ以上登録してください。')).toBeVisible();
    await page.getByRole('button', { name: '質問を追加' }).click();
    await page.getByRole('textbox', { name: '質問1 必須' }).fill('いちばん良かった曲は？');
    await page.getByRole('textbox', { name: '質問1の選択肢1 必須' }).fill('Prism Night');
    await page.getByRole('textbox', { name: '質問1の選択肢2 必須' }).fill('Starlight');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('table', { name: /いちばん良かった曲は/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const id = /\/surveys\/(\d+)$/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    const fan = await fanPage(browser, FREE_MEMBER);
    await fan.goto('/survey');
    await fan.getByRole('link', { name: new RegExp(title) }).click();
    await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(fan.getByText('Starlight')).toBeVisible();
    await expect(fan).toHaveURL(new RegExp(`/survey/${id}$`));
  });

  test('an editor creates a stamp rally and opens the QR sheet of its stamps; a member earns its stamp from that address', async ({
    page,
    browser,
  }) => {
    const name = `冬ツアー スタンプラリー ${Date.now()}`;
    const code = `E2E-${Date.now()}`;
    await consoleSignIn(page, 'editor@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: 'スタンプラリー' })
      .click();
    await expect(page.getByRole('grid', { name: 'スタンプラリー一覧' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'スタンプラリーを作成' }).click();
    // The editor's screen first: the list's 「名前で検索」 stays while its code loads.
    await expect(page.getByRole('heading', { level: 1, name: 'スタンプラリーを作成' })).toBeVisible();
    await page.getByRole('textbox', { name: /^名前/ }).fill(name);
    // The contract's rules run before anything is sent: a rally needs a stamp.
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('スタンプを1つ以上登録してください。')).toBeVisible();
    await page.getByRole('button', { name: 'スタンプを追加' }).click();
    await page.getByRole('textbox', { name: /スタンプ1の名前/ }).fill('東京会場');
    await page.getByRole('textbox', { name: /スタンプ1のQRコードの値/ }).fill(code);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('link', { name: 'QRコードの印刷用シート' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name}のQRコード` })).toBeVisible();
    const qr = page.getByRole('img', { name: '東京会場のQRコード' });
    await expect(qr).toBeVisible();
    await expectNoAxeViolations(page);
    const scanUrl = await qr.getAttribute('data-qr-value');
    // The site's own scan address, naming the rally, which a phone's camera opens.
    expect(scanUrl).toMatch(new RegExp(`^https?://[^/]+/stamp/scan\\?event=\\d+&code=${code}$`));

    // A member whose phone opens that address earns the new rally's stamp and finds it on the card.
    const fan = await fanPage(browser, FREE_MEMBER);
    const scan = new URL(scanUrl!);
    await fan.goto(scan.pathname + scan.search);
    await expect(fan.getByRole('status', { name: 'スタンプを獲得しました' })).toContainText(
      'いま 1 / 1 個のスタンプを獲得しています。',
    );
    await fan.getByRole('link', { name: 'スタンプカードを見る' }).click();
    await expect(fan).toHaveURL(/\/get-stamp\?event=\d+$/);
    await expect(fan.getByText(name)).toBeVisible();
    await expectNoAxeViolations(fan);
  });

  test('a member token opens no admin route; a member cannot sign in to the console', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    const signIn = await page.request.post('/api/v1/users/sign-in', {
      headers: { 'company-id': '3' },
      data: { email: PAID_MEMBER, password: OPERATOR_PASSWORD },
    });
    const memberToken = ((await signIn.json()) as { access_token: string }).access_token;
    for (const path of [
      'me',
      'dashboard',
      'news',
      'orders',
      'draw-events',
      'members',
      'operators',
      'audit-logs',
    ]) {
      const res = await page.request.get(`/api/admin/v1/${path}`, {
        headers: { authorization: `Bearer ${memberToken}`, 'company-id': '3' },
      });
      expect(res.status(), path).toBe(401);
    }
    const publish = await page.request.post('/api/admin/v1/news', {
      headers: { authorization: `Bearer ${memberToken}`, 'company-id': '3' },
      data: {},
    });
    expect(publish.status()).toBe(401);
    await page.goto('/console/sign-in');
    await page.getByLabel('メールアドレス').fill(PAID_MEMBER);
    await page.locator('input[type="password"]').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    await expectNoAxeViolations(page);
  });
});
