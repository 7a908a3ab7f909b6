import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readOutbox, type OutboxMail } from '../apps/api/src/mail/outbox.ts';

export const DEMO_PASSWORD = 'Passw0rd!';
export const FREE_MEMBER = 'free@example.jp';
export const PAID_MEMBER = 'paid@example.jp';

/** Fails the test on any axe violation of the page as it is now. */
export const expectNoAxeViolations = async (page: Page) => {
  // Wait for the route's screen (not the guard spinner: a status with its spinning mark) before
  // scanning; a status that stays on the screen (a survey's 回答済みです…) does not hold it.
  await expect(page.getByRole('status').filter({ has: page.locator('[aria-hidden="true"]') })).toHaveCount(0);
  // Axe reads the colours as they are this instant: let transitions and entrance animations (a
  // button's hover fade, a toast sliding in) finish, so it checks what a person sees at rest.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
};

/**
 * The screen works on a 360 px phone: neither the page (header and footer included) nor its `main`
 * is wider than the screen, so nothing needs sideways scrolling or is cut off.
 */
export const expectFitsPhone = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        const main = document.querySelector('main');
        if (!main) return 'no main';
        return { page: root.scrollWidth - root.clientWidth, main: main.scrollWidth - main.clientWidth };
      }),
    )
    .toEqual({ page: 0, main: 0 });
};

/** The server-rendered page has been taken over by the app (its forms and links work in the page). */
export const waitForApp = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await waitForApp(page);
  await page.getByLabel('メールアドレス').fill(email);
  // The password input, not its show/hide toggle (whose label also starts with パスワード).
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
};

/** An operator signed in to the console (the demo operators share the demo password). */
export const consoleSignIn = async (page: Page, email: string) => {
  await page.goto('/console/sign-in');
  await page.getByLabel('メールアドレス').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
};

export const signInFromStart = async (page: Page, email: string) => {
  await page.goto('/sign-in');
  await signIn(page, email);
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
};

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail in the API's outbox sent to `to`, waiting for it to arrive. */
export const readMailLink = async (to: string, pathPrefix: string): Promise<string> => {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).sort().reverse();
        } catch {
          return undefined;
        }
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
          if (!mail.includes(to)) continue;
          const match = mail.match(
            new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"<>]+`),
          );
          if (match) return (link = match[0]);
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
};

/** Every mail in the API's outbox (decoded: sender, subject, text, HTML), oldest first. */
export const outboxMails = (): OutboxMail[] => readOutbox(join(process.env.E2E_DATA_DIR ?? '', 'outbox'));

const API_HEADERS = { 'company-id': '3' };

/**
 * A new member of their own (so a journey that changes the plan does not change the demo members
 * other journeys use): the sign-up mail is sent and followed through the API, as the site does.
 */
export const registerMember = async (page: Page, email: string) => {
  const sent = await page.request.post('/api/v1/users/send-email', {
    headers: API_HEADERS,
    data: { email, confirmEmail: email },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const link = await readMailLink(email, '/membership-registration/information');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const signedUp = await page.request.post('/api/v1/users/sign-up', {
    headers: API_HEADERS,
    data: {
      token,
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      lastName: '高橋',
      firstName: '美咲',
      lastNameKana: 'タカハシ',
      firstNameKana: 'ミサキ',
      phone: '09011112222',
      zipCode: '1500001',
      prefectureId: 13,
      address1: '渋谷区神宮前',
      address2: '1-2-3',
      address3: null,
      birthDate: '2000-05-05',
      gender: 2,
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
};

/** Fills the card step of a purchase with a sandbox card. */
export const fillCard = async (page: Page, cardNumber: string) => {
  const main = page.getByRole('main');
  await main.getByLabel(/^カード番号/).fill(cardNumber);
  await main.getByLabel(/^有効期限/).fill('12/30');
  await main.getByLabel(/^セキュリティコード/).fill('123');
  await main.getByLabel(/^カード名義/).fill('MISAKI TAKAHASHI');
};

/**
 * The scan address a venue poster prints for a stamp: the server draws the codes at random and
 * writes them to DATA_DIR/stamp-posters.tsv at start (the fixtures' codes do not work there).
 */
export const stampPosterUrl = (stampName: string): string => {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'stamp-posters.tsv');
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .map((row) => row.split('\t'))
    .find((cells) => cells[1] === stampName);
  if (!line?.[2]) throw new Error(`no poster for ${stampName} in ${file}`);
  return line[2];
};
