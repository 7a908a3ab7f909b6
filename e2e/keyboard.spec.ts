import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, PAID_MEMBER, waitForApp } from './helpers.ts';

// The keyboard alone, as a fan without a mouse uses the site (issue 18): after the first page load
// only Tab, Shift+Tab, Enter, Space, Escape and the arrow keys (and typing into fields), with
// document.activeElement checked after every step: focus never falls to the page, a route change
// lands on the new page's heading, a closed panel gives focus back to what opened it.

const PRODUCT = '5th Anniversary ロゴTシャツ';

/** What has focus: its tag, accessible name (roughly as a screen reader says it) and where it is. */
interface Focused {
  readonly tag: string;
  readonly type: string;
  readonly name: string;
  readonly value: string;
  readonly region: 'header' | 'main' | 'dialog' | 'footer' | 'toast' | 'other';
  readonly required: boolean;
  /** A radio of a group with none chosen yet (Tab lands on its first radio). */
  readonly unchosen: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return {
        tag: 'body',
        type: '',
        name: '',
        value: '',
        region: 'other',
        required: false,
        unchosen: false,
      };
    // The text a screen reader reads for it: aria-label, image alternatives, no aria-hidden parts.
    const words = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      const label = node.getAttribute('aria-label');
      if (label) return label;
      if (node instanceof HTMLImageElement) return node.alt;
      return [...node.childNodes].map(words).join('');
    };
    const text = (node: Element | null | undefined) => (node ? words(node).replace(/\s+/g, ' ').trim() : '');
    const labelledBy = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => text(document.getElementById(id)))
            .join(' ')
        : null) ??
      ('labels' in el && (el as HTMLInputElement).labels?.length
        ? text((el as HTMLInputElement).labels?.[0])
        : text(el));
    const region = el.closest('dialog[open], [role="alertdialog"]')
      ? 'dialog'
      : el.closest('.Toastify')
        ? 'toast'
        : el.closest('header')
          ? 'header'
          : el.closest('main')
            ? 'main'
            : el.closest('footer')
              ? 'footer'
              : 'other';
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? '',
      name: label,
      value: 'value' in el ? String((el as HTMLInputElement).value) : '',
      region,
      required: el.getAttribute('aria-required') === 'true' || (el as HTMLInputElement).required === true,
      unchosen:
        el instanceof HTMLInputElement &&
        el.type === 'radio' &&
        !el.form?.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`),
    } as const;
  });

/** Presses `key`, then checks that focus is on something named (never the page itself). */
const press = async (page: Page, key: string): Promise<Focused> => {
  await page.keyboard.press(key);
  const now = await focused(page);
  expect(now.tag, `focus after ${key}`).not.toBe('body');
  expect(now.name, `the focused ${now.tag} after ${key} has a name`).not.toBe('');
  return now;
};

/**
 * Presses `key` (Tab or Shift+Tab) until focus is on what `wanted` accepts, at most `max` times,
 * each step asserted: something named has focus, in the region expected (header, main, dialog).
 */
const moveUntil = async (
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  wanted: (f: Focused) => boolean,
  {
    max,
    within,
    onStep,
  }: { max: number; within: Focused['region'][]; onStep?: (f: Focused) => Promise<void> },
) => {
  for (let step = 1; step <= max; step += 1) {
    const now = await press(page, key);
    expect(within, `${now.tag} 「${now.name}」 after ${step} × ${key}`).toContain(now.region);
    if (wanted(now)) return now;
    await onStep?.(now);
  }
  throw new Error(`not reached in ${max} × ${key}`);
};

const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);

/** The page's h1 has focus and says `name` (a route change or a switch of view). */
const expectHeadingFocused = async (page: Page, name: string | RegExp) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
};

/** From the home page as a guest: the header's ログイン, the form by Tab and typing, Enter to send. */
const signInByKeyboard = async (page: Page) => {
  await expect(page.locator('#main h1')).toBeAttached();
  let now = await press(page, 'Tab');
  expect(now.name).toBe('本文へスキップ');
  // The header's one row in the order it is seen: the logo, the sections that fit, 「もっと見る」,
  // the social links, then ログイン (the other sections wait, unreached, in 「もっと見る」).
  await moveUntil(page, 'Tab', named('ログイン'), { max: 11, within: ['header'] });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in/);
  // A guest's link opens a new document: focus starts at its top, and the skip link leads into
  // the form.
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  now = await press(page, 'Tab');
  expect(now.name).toBe('本文へスキップ');
  await page.keyboard.press('Enter');
  now = await moveUntil(page, 'Tab', (f) => f.type === 'email', { max: 3, within: ['main'] });
  expect(now.name).toMatch(/^メールアドレス/);
  await page.keyboard.type(PAID_MEMBER);
  now = await press(page, 'Tab');
  expect(now.type).toBe('password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // Back on the page the header link came from (home), a new document (the sign-in form is an
  // island that goes there by a document navigation): focus starts at its top, and the skip link
  // leads into the page, as on any document.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
  await waitForApp(page);
  now = await press(page, 'Tab');
  expect(now.name).toBe('本文へスキップ');
  await page.keyboard.press('Enter');
};

/**
 * From the page's heading up the header's row to 「もっと見る」 and open it with Enter: the sections
 * the row has no room for are listed after it, focus still on the button.
 */
const openMoreSections = async (page: Page) => {
  await moveUntil(page, 'Shift+Tab', named('もっと見る'), { max: 12, within: ['header'] });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'もっと見る' })).toHaveAttribute('aria-expanded', 'true');
};

test.describe('the keyboard alone', () => {
  test('signs in, and the header is reached in the order it is seen', async ({ page }) => {
    await page.goto('/');
    // The server-rendered page answers the keyboard in the page once the app has taken it over.
    await waitForApp(page);
    await signInByKeyboard(page);
    // Shift+Tab from the page's start walks the header's one row from its right end: the menu button,
    // the cart, then My Page.
    await moveUntil(page, 'Shift+Tab', named('メニューを開く'), { max: 3, within: ['header'] });
    await moveUntil(page, 'Shift+Tab', named('マイページ'), { max: 3, within: ['header'] });
    // The My Page list opens with Enter and closes once focus has left it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'マイページ' })).toHaveAttribute('aria-expanded', 'true');
    const first = await press(page, 'Tab');
    expect(first.name).toBe('会員情報');
    await moveUntil(page, 'Tab', named('ログアウト'), { max: 2, within: ['header'] });
    await press(page, 'Tab');
    await expect(page.getByRole('link', { name: '会員情報' })).toBeHidden();
    // Back to it and log out with Space: focus on the home page's heading, not the page.
    await moveUntil(page, 'Shift+Tab', named('マイページ'), { max: 2, within: ['header'] });
    await page.keyboard.press('Enter');
    await moveUntil(page, 'Tab', named('ログアウト'), { max: 3, within: ['header'] });
    await page.keyboard.press('Space');
    await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(page.locator('#main h1')).toBeFocused();
    await expect(page.locator('[data-ui-announcer]')).toContainText('ログアウトしました。');
    await expectNoAxeViolations(page);
  });

  test('opens and closes the drawer on a phone, and follows one of its links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The server-rendered page answers the keyboard in the page once the app has taken it over.
    await waitForApp(page);
    await expect(page.locator('#main h1')).toBeAttached();
    expect((await press(page, 'Tab')).name).toBe('本文へスキップ');
    // The logo, ログイン and 新規会員登録, then the menu button.
    await moveUntil(page, 'Tab', named('メニューを開く'), { max: 5, within: ['header'] });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await focused(page)).region).toBe('dialog');
    await expectNoAxeViolations(page);
    // Escape closes it and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeFocused();
    // Opened again, Tab stays inside while it is open; Enter on a link goes there.
    await page.keyboard.press('Space');
    await expect(drawer).toBeVisible();
    await moveUntil(page, 'Tab', named('オンラインショップ'), { max: 12, within: ['dialog'] });
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);
    // A guest's link opens a new document: its first Tab is the skip link again.
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'オンラインショップ' })).toBeVisible();
    expect((await press(page, 'Tab')).name).toBe('本文へスキップ');
    await expectNoAxeViolations(page);
  });

  test('the paid member buys one product with the saved card', async ({ page }) => {
    await page.goto('/');
    // The server-rendered page answers the keyboard in the page once the app has taken it over.
    await waitForApp(page);
    await signInByKeyboard(page);
    // Up from the heading to the header's 「もっと見る」, open with Enter, down to オンラインショップ.
    await openMoreSections(page);
    await moveUntil(page, 'Tab', named('オンラインショップ'), { max: 12, within: ['header'] });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'オンラインショップ');
    // (What follows the heading is there once the page has its data, as a fan waits for it.)
    await expect(page.getByRole('link', { name: new RegExp(PRODUCT) })).toBeVisible();
    await moveUntil(page, 'Tab', named(new RegExp(PRODUCT)), { max: 15, within: ['main'] });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, PRODUCT);
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeVisible();
    // The first size in stock is chosen already.
    await moveUntil(page, 'Tab', named('カートに入れる'), { max: 15, within: ['main'] });
    await page.keyboard.press('Enter');
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'カートに追加しました。' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeFocused();
    // Escape closes the toast; focus stays.
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeFocused();
    await moveUntil(page, 'Tab', named('カートを見る'), { max: 2, within: ['main'] });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'カート');
    await expect(page.getByRole('link', { name: 'レジに進む' })).toBeVisible();

    // Only this product's line stays: each 削除 leaves focus on the next line's (or the heading),
    // and says what went.
    const deleteOrOrder = (f: Focused) => /を削除$/.test(f.name) || f.name === 'レジに進む';
    let now = await moveUntil(page, 'Tab', deleteOrOrder, { max: 8, within: ['main'] });
    while (now.name !== 'レジに進む') {
      if (now.name.startsWith(PRODUCT)) {
        now = await moveUntil(page, 'Tab', deleteOrOrder, { max: 8, within: ['main'] });
        continue;
      }
      const gone = now.name.replace(/を削除$/, '');
      await page.keyboard.press('Enter');
      // 削除 asks first: the dialog takes focus, Tab reaches 削除する.
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await moveUntil(page, 'Tab', named('削除する'), { max: 3, within: ['dialog'] });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: now.name })).toHaveCount(0);
      await expect(page.locator('[data-ui-announcer]')).toContainText(`${gone}をカートから削除しました。`);
      now = await focused(page);
      expect(/を削除$/.test(now.name), `focus after deleting ${gone}: ${now.tag} 「${now.name}」`).toBe(true);
    }
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'ご注文手続き');
    await expect(page.getByRole('button', { name: '注文内容を確認する' })).toBeVisible();

    // The form: what the member's details leave empty is filled in on the way to the button.
    const fillOnTheWay = async (f: Focused) => {
      // The delivery methods (a radio group), none chosen yet: Space chooses the first.
      if (f.unchosen) return page.keyboard.press('Space');
      if (f.value !== '' || !f.required) return;
      if (f.tag === 'select') await page.keyboard.press('ArrowDown');
      else if (/^メールアドレス/.test(f.name)) await page.keyboard.type(PAID_MEMBER);
      else throw new Error(`an empty required field the test does not know: ${f.name}`);
    };
    await moveUntil(page, 'Tab', named('注文内容を確認する'), {
      max: 60,
      within: ['main'],
      onStep: fillOnTheWay,
    });
    await page.keyboard.press('Enter');
    // The confirmation replaces the form: its heading has focus, the view starts at the top.
    await expectHeadingFocused(page, 'ご注文内容の確認');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText('お支払い総額')).toBeVisible();
    await expectNoAxeViolations(page);
    // Back to the form and forward again, focus on the heading each time.
    await moveUntil(page, 'Tab', named('入力内容を修正する'), { max: 12, within: ['main'] });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'ご注文手続き');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await moveUntil(page, 'Tab', named('注文内容を確認する'), {
      max: 60,
      within: ['main'],
      onStep: fillOnTheWay,
    });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'ご注文内容の確認');
    await moveUntil(page, 'Tab', named('注文を確定する'), { max: 12, within: ['main'] });
    await page.keyboard.press('Enter');
    // The card issuer's step (none for this card) and back: a new page load, which starts at its
    // top with focus on the document, as every first load does.
    await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible({
      timeout: 30_000,
    });
    expect((await press(page, 'Tab')).name).toBe('本文へスキップ');
    await expectNoAxeViolations(page);
  });

  test('votes, changes its mind, and gives up, focus never on the page', async ({ page }) => {
    await page.goto('/');
    // The server-rendered page answers the keyboard in the page once the app has taken it over.
    await waitForApp(page);
    await signInByKeyboard(page);
    await openMoreSections(page);
    await moveUntil(page, 'Tab', named('総選挙'), { max: 15, within: ['header'] });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, '総選挙');
    await expect(page.getByRole('button', { name: /に投票する$/ }).first()).toBeVisible();
    const trigger = await moveUntil(page, 'Tab', (f) => /に投票する$/.test(f.name), {
      max: 12,
      within: ['main'],
    });
    const candidate = trigger.name.replace(/に投票する$/, '');

    // Open the panel: focus on its heading; the points by the arrow keys; to the confirmation.
    await page.keyboard.press('Enter');
    const title = page.getByRole('heading', { level: 4, name: `${candidate}に投票する` });
    await expect(title).toBeFocused();
    const points = await moveUntil(page, 'Tab', (f) => f.name.startsWith('投票ポイント'), {
      max: 3,
      within: ['main'],
    });
    const start = Number(points.value);
    await page.keyboard.press('ArrowDown');
    expect(Number((await focused(page)).value)).toBe(start - 1);
    await moveUntil(page, 'Tab', named('投票する'), { max: 6, within: ['main'] });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${start - 1}ポイントを投票します`, { exact: true })).toBeFocused();
    // 戻る: back to the first step, its heading focused.
    await moveUntil(page, 'Tab', named('戻る'), { max: 3, within: ['main'] });
    await page.keyboard.press('Space');
    await expect(title).toBeFocused();
    await moveUntil(page, 'Tab', named('投票する'), { max: 6, within: ['main'] });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${start - 1}ポイントを投票します`, { exact: true })).toBeFocused();
    await moveUntil(page, 'Tab', named('投票を確定する'), { max: 3, within: ['main'] });
    await page.keyboard.press('Enter');
    // Voted: the toast says so, and focus is back on the candidate's button.
    await expect(
      page.getByRole('alert').filter({ hasText: `${candidate}に${start - 1}ポイントを投票しました。` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `${candidate}に投票する` })).toBeFocused();

    // Opened again and given up with やめる: focus back on the button, the change announced.
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await moveUntil(page, 'Tab', named('やめる'), { max: 8, within: ['main'] });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `${candidate}に投票する` })).toBeFocused();
    await expect(page.locator('[data-ui-announcer]')).toContainText('投票をやめました。');
    await expectNoAxeViolations(page);
  });
});
