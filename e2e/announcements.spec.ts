import { expect, test } from '@playwright/test';
import {
  consoleSignIn,
  expectNoAxeViolations,
  outboxMails,
  registerMember,
  signInFromStart,
} from './helpers.ts';

// Mail to members (issue 32): a member turns お知らせメール off on My Page; an editor writes a mail
// to a segment in the console (born in May, in Tokyo: both new members), previews it and sends it
// now; the mail is read back from the outbox: the member who receives announcements has it, the
// one who opted out does not.
test.describe('一斉メール', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an editor sends a mail to a segment; the opted-out member does not get it', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const receiving = `mail-on-${stamp}@example.jp`;
    const optedOut = `mail-off-${stamp}@example.jp`;
    await registerMember(page, receiving);
    await registerMember(page, optedOut);

    // The opted-out member turns it off on My Page.
    const context = await browser.newContext();
    const member = await context.newPage();
    await signInFromStart(member, optedOut);
    await member.goto('/my-account');
    await member
      .getByRole('list', { name: '各種設定' })
      .getByRole('link', { name: 'お知らせメール' })
      .click();
    await expect(member.getByRole('heading', { level: 1, name: 'お知らせメール' })).toBeVisible();
    const box = member.getByRole('checkbox', { name: 'お知らせメールを受け取る' });
    await expect(box).toBeChecked();
    await member.getByRole('main').getByText('お知らせメールを受け取る', { exact: true }).click();
    await expect(box).not.toBeChecked();
    await member.getByRole('button', { name: '保存する' }).click();
    await expect(member.getByText('お知らせメールを受け取らない設定にしました。').first()).toBeVisible();
    await expectNoAxeViolations(member);
    await context.close();

    // The editor writes to the segment and sends it now.
    const subject = `会員限定イベントのお知らせ ${stamp}`;
    await consoleSignIn(page, 'editor@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '一斉メール' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '一斉メール' })).toBeVisible();
    await page.getByRole('link', { name: 'メールを作成' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '一斉メールを作成' })).toBeVisible();
    await page.getByLabel('誕生月').selectOption('5');
    await page.getByLabel('都道府県').selectOption('13');
    await page.getByLabel('件名').fill(subject);
    await page.getByLabel('本文').fill('会員限定イベントを開催します。\n詳しくはサイトをご覧ください。');
    await page.getByRole('button', { name: 'プレビュー' }).click();
    const preview = page.getByRole('region', { name: 'プレビュー' });
    await expect(preview).toContainText(/宛先: \d+人/);
    await expect(preview).toContainText('お知らせメールを受け取らない');
    await expect(preview).toContainText('会員限定イベントを開催します。');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '送信する' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'メールを送信しますか？' });
    await dialog.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '一斉メール' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();

    // Read back from the outbox.
    const mailsFor = (to: string) =>
      outboxMails().filter((m) => m.to.includes(to) && m.subject.includes(subject));
    await expect.poll(() => mailsFor(receiving).length, { timeout: 30_000 }).toBe(1);
    const [mail] = mailsFor(receiving);
    expect(mail!.text).toContain('詳しくはサイトをご覧ください。');
    expect(mail!.text).toContain('/my-account/announcement-mail');
    expect(mailsFor(optedOut)).toHaveLength(0);

    // The list shows it sent, with the opted-out member counted apart.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('row').filter({ hasText: subject }).innerText();
        },
        { timeout: 30_000 },
      )
      .toMatch(/送信済み[\s\S]*配信停止 [1-9]/);
  });
});
