import { demoMailTokens, freeMemberSession, paidMember, paidMemberSession, slow } from '@fanclub/mocks';
import { membershipCardFor, paidMember as paidUser } from '@fanclub/fixtures';
import { endpoints } from '@fanclub/domain/contract';
import { http, HttpResponse } from 'msw';
import { forgetCardOffline, saveCardOffline } from './card-offline.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/** The member's own pages: the summary (/my-account) and the four edit pages below it. */
const meta = {
  title: 'Site/Account',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/my-account', session: paidMemberSession }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
// ---- /my-account ----

/** The h2 headings of the page, in the order a person reads them. */
const sectionsOf = (main: Awaited<ReturnType<typeof mainOf>>) =>
  main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/**
 * The paid member: the 会員証 and points first, the monthly plan with its next charge, the
 * birthday gift of the month, the registered details, the settings menu, and 退会 last and quiet.
 */
export const MyAccountPaidMember: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員情報');
    await main.findByRole('region', { name: 'バースデーギフト' });
    await expect(sectionsOf(main).filter((h) => !h?.startsWith('11月'))).toEqual([
      '会員証',
      '会員プラン',
      '月額プラン',
      'バースデーギフト',
      '登録情報',
      '各種設定',
    ]);
    const card = within(main.getByRole('region', { name: '会員証' }));
    await expect(card.getByText('有料会員')).toBeVisible();
    await expect(card.getByText('ひかる 様')).toBeVisible();
    await expect(card.getByText('10000002')).toBeVisible();
    await expect(card.getByText('250pt')).toBeVisible();
    await expect(card.getByRole('link', { name: '会員証を見る' })).toHaveAttribute(
      'href',
      '/my-account/card',
    );
    const member = within(main.getByRole('region', { name: '登録情報' }));
    await expect(member.getByText('佐藤 光（サトウ ヒカル）')).toBeVisible();
    await expect(member.getByText('paid@example.jp')).toBeVisible();
    // Phone and postal code in the one format the confirmation steps use.
    await expect(member.getByText('080-9876-5432')).toBeVisible();
    await expect(member.getByText(/^〒530-0001 大阪府/)).toBeVisible();
    const plan = within(main.getByRole('region', { name: '会員プラン' }));
    await expect(plan.getByRole('heading', { name: '月額プラン' })).toBeVisible();
    // The fee as charged (¥500 + 10% tax), the same figure the plan page and the checkout show.
    await expect(plan.getByText('¥550')).toBeVisible();
    await expect(plan.getByText('（税込）')).toBeVisible();
    await expect(plan.getByText('2026/12/01')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'プランを変更する' })).toHaveAttribute(
      'href',
      '/my-account/plan',
    );
    // 退会 is not beside the plan change but a quiet text link at the very end.
    await expect(plan.queryByRole('link', { name: /退会/ })).toBeNull();
    const links = main.getAllByRole('link');
    await expect(links.at(-1)).toHaveAccessibleName('退会する');
    await expect(links.at(-1)).toHaveAttribute('href', '/my-account/unsubscribe');
    // The saved card: brand and the first four digits only (spec section 9).
    const settings = within(main.getByRole('list', { name: '各種設定' }));
    await expect(settings.getByText('VISA 4111************')).toBeVisible();
    // The birthday gift of the member's birth month (November), to receive once a year; its
    // message video then waits behind its poster until the member plays it.
    const gift = within(main.getByRole('region', { name: 'バースデーギフト' }));
    await expect(gift.getByRole('heading', { name: /^11月生まれの皆さまへ/ })).toBeVisible();
    await userEvent.click(gift.getByRole('button', { name: 'ギフトを受け取る' }));
    await expect(await gift.findByText(/受け取り済みです。/)).toBeVisible();
    const play = gift.getByRole('button', { name: 'メッセージ動画を再生する' });
    // The gift's picture is the poster, with a play mark on it (not an empty box).
    await expect(play.querySelector('img')).toHaveAttribute('src', expect.stringContaining('birthday'));
    await expect(within(play).getByText('再生する')).toBeVisible();
  },
};

/** The birthday video plays in place when the member presses its poster. */
export const MyAccountBirthdayVideo: Story = {
  tags: ['no-visual'], // A playing video is no steady picture.
  play: async ({ canvas, canvasElement }) => {
    const main = await mainOf(canvas);
    const gift = within(await main.findByRole('region', { name: 'バースデーギフト' }));
    await userEvent.click(gift.getByRole('button', { name: 'ギフトを受け取る' }));
    await userEvent.click(await gift.findByRole('button', { name: 'メッセージ動画を再生する' }));
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('aria-label', 'メッセージ動画');
    await expect(video).toHaveAttribute('src', expect.stringContaining('birthday-11'));
    await expect(video).toHaveAttribute('poster', expect.stringContaining('birthday'));
    await expect(video).toHaveFocus();
  },
};

/** A member who has unsubscribed: access until the end of the paid period, and the way back. */
export const MyAccountLeaving: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember({ leaving: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const plan = within(await main.findByRole('region', { name: '会員プラン' }));
    await expect(await plan.findByText('退会手続き済み')).toBeVisible();
    await expect(plan.getByText('2026/12/01まで')).toBeVisible();
    await expect(plan.getByRole('link', { name: '退会を取り消す' })).toHaveAttribute(
      'href',
      '/my-account/unsubscribe/cancel',
    );
    await expect(main.queryByRole('link', { name: '退会する' })).toBeNull();
  },
};

/**
 * A card member moves to konbini from the next period: the final confirmation says from when,
 * that nothing renews by itself any more and that nothing is charged now; then the plan shows
 * its end and that it does not renew.
 */
export const MyAccountSwitchToKonbini: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const plan = within(await main.findByRole('region', { name: '会員プラン' }));
    const choice = within(await plan.findByRole('region', { name: '更新のお支払い方法' }));
    await expect(choice.getByText(/^カード払い（自動更新）/)).toBeVisible();
    await userEvent.click(choice.getByRole('button', { name: '次の期間からコンビニ払いに切り替える' }));
    const confirm = within(await choice.findByRole('group', { name: '更新のお支払い方法の変更の確認' }));
    await expect(confirm.getByText('コンビニ払い・自動更新されません')).toBeVisible();
    await expect(confirm.getByText('2026/12/01（お支払い済みの期間の終わり）から')).toBeVisible();
    await expect(confirm.getByText(/今回の変更で料金はかかりません/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '切り替えを確定する' }));
    await expect(await plan.findByText('自動更新されません（コンビニ払い）')).toBeVisible();
    await expect(plan.getByText('2026/12/01まで')).toBeVisible();
    await expect(plan.queryByText('次回のお支払い日')).toBeNull();
  },
};

/**
 * A konbini (prepaid) member: the period's end and that it does not renew, the next period to pay
 * at a store, or the card's automatic renewal from the end (the saved card, confirmed first).
 */
export const MyAccountPrepaid: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember({ prepaid: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const plan = within(await main.findByRole('region', { name: '会員プラン' }));
    await expect(await plan.findByText('自動更新されません（コンビニ払い）')).toBeVisible();
    await expect(plan.getByText('2026/12/01まで')).toBeVisible();
    const choice = within(plan.getByRole('region', { name: '更新のお支払い方法' }));
    await expect(await choice.findByRole('link', { name: '次の期間をコンビニで支払う' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await userEvent.click(choice.getByRole('button', { name: 'カード払いの自動更新に切り替える' }));
    await userEvent.click(await choice.findByRole('button', { name: '切り替え内容を確認する' }));
    const confirm = within(await choice.findByRole('group', { name: '更新のお支払い方法の変更の確認' }));
    await expect(confirm.getByText('カード払い（4111************）・自動更新')).toBeVisible();
    await expect(confirm.getByText(/^2026\/12\/01に¥550（税込）を登録カードへ請求/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '切り替えを確定する' }));
    await expect(await choice.findByRole('status')).toHaveTextContent(
      '2026/12/01からカード払いの自動更新に切り替えました。',
    );
    await expect(plan.getByText('次回のお支払い日')).toBeVisible();
  },
};

/** A paid member without a saved card: the card row says there is none. */
export const MyAccountPaidWithoutCard: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember({ savedCard: false }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const settings = within(await main.findByRole('list', { name: '各種設定' }));
    await expect(await settings.findByText('カードは登録されていません。')).toBeVisible();
    await expect(main.queryByText(/4111/)).toBeNull();
  },
};

/** The free member: no plan yet (the way to one), no saved card and nothing to leave. */
export const MyAccountFreeMember: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員情報');
    const card = within(main.getByRole('region', { name: '会員証' }));
    await expect(card.getByText('無料会員')).toBeVisible();
    await expect(card.getByText('10000001')).toBeVisible();
    await expect(main.getByText('山田 花子（ヤマダ ハナコ）')).toBeVisible();
    const plan = within(main.getByRole('region', { name: '会員プラン' }));
    await expect(plan.getByText('無料会員です。')).toBeVisible();
    await expect(plan.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    const settings = within(main.getByRole('list', { name: '各種設定' }));
    await expect(settings.getByText('カードは登録されていません。')).toBeVisible();
    await expect(main.queryByRole('link', { name: '退会する' })).toBeNull();
    await expect(main.queryByRole('region', { name: 'バースデーギフト' })).toBeNull();
  },
};

/** Each edit page is one row of the settings menu away, named as the page is titled. */
export const MyAccountLinks: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const settings = within(await main.findByRole('list', { name: '各種設定' }));
    await expect(settings.getByRole('link', { name: '登録情報の変更' })).toHaveAttribute(
      'href',
      '/my-account/profile',
    );
    const email = settings.getByRole('link', { name: 'メールアドレスの変更' });
    await expect(email).toHaveAttribute('href', '/my-account/email');
    await expect(email).toHaveAccessibleDescription('free@example.jp');
    await userEvent.click(settings.getByRole('link', { name: 'パスワードの変更' }));
    await expectTitle(main, 'パスワードの変更');
  },
};

// ---- /my-account/profile ----

/** The form starts from the member's current details. */
export const ProfileEdit: Story = {
  args: { path: '/my-account/profile' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '登録情報の変更');
    await expect(await main.findByDisplayValue('佐藤')).toBeVisible();
    await expect(main.getByDisplayValue('ひかる')).toBeVisible();
    await expect(main.getByRole('button', { name: '変更する' })).toBeEnabled();
  },
};

// ---- /my-account/email ----

export const EmailChange: Story = {
  args: { path: '/my-account/email' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'メールアドレスの変更');
    await expect(main.getByRole('textbox', { name: /^新しいメールアドレス/ })).toHaveValue('');
    // The current password proves it is the member, not someone holding their open session.
    await expect(main.getByLabelText(/^現在のパスワード/)).toHaveValue('');
    await expect(main.getByRole('button', { name: '確認メールを送信する' })).toBeEnabled();
  },
};

/** The new address gets a confirmation link; nothing changes until it is opened. */
export const EmailChangeSent: Story = {
  args: { path: '/my-account/email' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('textbox', { name: /^新しいメールアドレス/ }),
      'hikaru@example.jp',
    );
    await userEvent.type(main.getByLabelText(/^現在のパスワード/), 'Passw0rd!');
    await userEvent.click(main.getByRole('button', { name: '確認メールを送信する' }));
    await expect(
      await main.findByText(
        'hikaru@example.jp 宛てに確認用のURLをお送りしました。メールのURLを開くと変更が完了します。',
      ),
    ).toBeVisible();
  },
};

// ---- /my-account/email/confirm?token= ----

export const EmailConfirmed: Story = {
  args: { path: `/my-account/email/confirm?token=${demoMailTokens.emailChange}` },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'メールアドレスの変更');
    await expect(await main.findByText('メールアドレスを変更しました。')).toBeVisible();
    await expect(main.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/my-account');
  },
};

/** A used or expired link: the catalogue's words and a new mail. */
export const EmailConfirmExpired: Story = {
  args: { path: '/my-account/email/confirm?token=expired' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('alert')).toHaveTextContent('URLの有効期限が切れています。');
    await expect(main.getByRole('link', { name: '確認メールを再送信する' })).toHaveAttribute(
      'href',
      '/my-account/email',
    );
  },
};

export const EmailConfirmChecking: Story = {
  args: { path: `/my-account/email/confirm?token=${demoMailTokens.emailChange}` },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['confirmEmailChange']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    // The screen's own (inline) spinner while the link is checked, not the route's chunk spinner.
    await waitFor(() => expect(main.getByRole('status')).toHaveAttribute('data-size', 'inline'));
    await expect(main.getByRole('status')).toHaveTextContent('読み込み中');
  },
};

// ---- /my-account/password ----

export const PasswordChange: Story = {
  args: { path: '/my-account/password', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'パスワードの変更');
    await expect(main.getByLabelText(/^現在のパスワード/)).toBeVisible();
    await expect(main.getByLabelText(/^新しいパスワード（確認）/)).toBeVisible();
    await expect(main.getByRole('button', { name: '変更する' })).toBeEnabled();
  },
};

export const PasswordChangeRequired: Story = {
  args: { path: '/my-account/password', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '変更する' }));
    await expect(await main.findAllByText('入力してください。')).not.toHaveLength(0);
    await expectTitle(main, 'パスワードの変更');
  },
};

// ---- /my-account/card ----

const qrOf = async (main: ReturnType<typeof within>, number: string) =>
  main.findByRole('img', { name: `会員番号 ${number} の会員証QRコード` });

/** The paid member's card: number, nickname, plan, 入会日, valid until, years, and the signed QR. */
export const MembershipCardPaid: Story = {
  args: { path: '/my-account/card' },
  beforeEach: () => () => void forgetCardOffline(),
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員証');
    const card = within(await main.findByRole('region', { name: /会員証/ }));
    await expect(card.getByText('有料会員')).toBeVisible();
    await expect(card.getByText('10000002')).toBeVisible();
    await expect(card.getByText('ひかる')).toBeVisible();
    await expect(card.getByText('月額プラン')).toBeVisible();
    await expect(card.getByText('2025/03/20')).toBeVisible();
    await expect(card.getByText('2026/12/01', { selector: 'dd' })).toBeVisible();
    await expect(card.getByText('1年')).toBeVisible();
    // The current code, which the page fetches again every 30 s, beside a ticking clock.
    await expect(await qrOf(main, '10000002')).toHaveAttribute('data-qr-value', 'DEMO-CARD.10000002.paid');
    await expect(card.getByText(/QRコードは30秒ごとに切り替わります。/)).toBeVisible();
    await expect(main.getByRole('region', { name: /会員証/ })).toHaveTextContent(/表示時刻 \d\d:\d\d:\d\d/);
    await expect(card.queryByText('オフライン用のQRコード')).toBeNull();
  },
};

/**
 * Online, but no current code arrived in time (the answer is slow, the signal weak): the page
 * shows the offline copy, says why, and switches back by itself when a current code arrives.
 */
export const MembershipCardCodeLate: Story = {
  args: { path: '/my-account/card' },
  beforeEach({ msw }) {
    const card = membershipCardFor(paidUser);
    msw.use(
      http.get(`*${endpoints.getMembershipCard.path}`, () =>
        // A code already at the end of its life when it arrives.
        HttpResponse.json({ ...card, qrExpiresAt: card.issuedAt }),
      ),
    );
    return () => void forgetCardOffline();
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const card = within(await main.findByRole('region', { name: /会員証/ }));
    await expect(
      main.getByText(/^最新のQRコードを読み込めないため、オフライン用のQRコードを表示しています。/),
    ).toBeVisible();
    await expect(card.getByText('オフライン用のQRコード')).toBeVisible();
    await expect(await qrOf(main, '10000002')).toHaveAttribute(
      'data-qr-value',
      'DEMO-CARD.10000002.paid.offline',
    );
  },
};

/** The free member's card: no plan and no end date, still a card with a QR. */
export const MembershipCardFree: Story = {
  args: { path: '/my-account/card', session: freeMemberSession },
  beforeEach: () => () => void forgetCardOffline(),
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const card = within(await main.findByRole('region', { name: /会員証/ }));
    await expect(card.getByText('無料会員', { selector: 'dd' })).toBeVisible();
    await expect(card.getByText('期限なし（無料会員）')).toBeVisible();
    await expect(card.queryByText('継続年数')).toBeNull();
    await expect(await qrOf(main, '10000001')).toBeVisible();
  },
};

/** A member whose paid plan ended: the card says so, with the day it ended. */
export const MembershipCardExpired: Story = {
  args: { path: '/my-account/card' },
  beforeEach({ msw }) {
    msw.use(...paidMember({ lapsed: true }));
    return () => void forgetCardOffline();
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const card = within(await main.findByRole('region', { name: /会員証/ }));
    await expect(card.getByText('有料会員期間終了')).toBeVisible();
    await expect(card.getByText('無料会員（月額プランは終了）')).toBeVisible();
    await expect(card.getByText('2026/11/01（終了）')).toBeVisible();
  },
};

/** Offline: the card kept on the device shows, with when it was loaded. */
export const MembershipCardOffline: Story = {
  args: { path: '/my-account/card' },
  async beforeEach({ msw }) {
    await saveCardOffline(membershipCardFor(paidUser), new Date('2026-11-22T09:30:00+09:00'));
    msw.use(http.get(`*${endpoints.getMembershipCard.path}`, () => HttpResponse.error()));
    return () => void forgetCardOffline();
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const said = 'オフラインのため、2026/11/22 09:30:00に読み込んだ会員証を表示しています。';
    const notice = await main.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && element.textContent === said,
      undefined,
      { timeout: 12000 },
    );
    await expect(notice).toBeVisible();
    const card = within(main.getByRole('region', { name: /会員証/ }));
    await expect(card.getByText('10000002')).toBeVisible();
    // The kept offline copy, marked as such, with when the card was loaded.
    await expect(card.getByText('オフライン用のQRコード')).toBeVisible();
    await expect(card.getByText('2026/11/22 09:30:00')).toBeVisible();
    await expect(await qrOf(main, '10000002')).toHaveAttribute(
      'data-qr-value',
      'DEMO-CARD.10000002.paid.offline',
    );
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    MyAccountPaidMember,
    MyAccountLeaving,
    MyAccountSwitchToKonbini,
    MyAccountPrepaid,
    MyAccountPaidWithoutCard,
    MyAccountFreeMember,
    MyAccountLinks,
    MembershipCardPaid,
    MembershipCardFree,
    MembershipCardExpired,
    MembershipCardOffline,
    MembershipCardCodeLate,
    ProfileEdit,
    EmailChange,
    EmailChangeSent,
    EmailConfirmed,
    EmailConfirmExpired,
    EmailConfirmChecking,
    PasswordChange,
    PasswordChangeRequired,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
