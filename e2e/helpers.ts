import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Passw0rd!';
export const FREE_MEMBER = 'free@example.jp';
export const PAID_MEMBER = 'paid@example.jp';

/** Fails the test on any axe violation of the page as it is now. */
export const expectNoAxeViolations = async (page: Page) => {
  // Wait for the route's screen (not the guard spinner) before scanning.
  await expect(page.getByRole('status')).toHaveCount(0);
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

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.getByLabel('メールアドレス').fill(email);
  // The password input, not its show/hide toggle (whose label also starts with パスワード).
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
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
