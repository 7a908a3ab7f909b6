import type { Session } from '@fanclub/domain';
import {
  DEMO_TDS_ORDER_ID,
  freeMember,
  freeMemberSession,
  paidMember,
  paidMemberBackFromPointsTds,
  paidMemberSession,
  serverError,
  SERVER_ERROR_MESSAGE,
  slow,
  testCards,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { type Canvas, mainOf } from '../../test/screen.ts';
import { readPointPurchaseChoice, savePointPurchaseChoice } from './point-purchase.ts';
import type { PointPurchaseChoice } from './point-purchase.ts';
import { statesOf } from '../../test/states.tsx';

const CART = '/voting/cart-point-purchase';
const PROCESS = '/voting/point-purchase-process';

interface PointPurchaseAtProps {
  readonly path: string;
  readonly session: Session | null;
  /** The cart page's stored choice (local storage `votingPackage`), as if the member came from there. */
  readonly stored?: PointPurchaseChoice | null;
}

/**
 * The whole site at `path`. SiteAt starts from empty storage while it first renders; the choice is
 * written right after (a layout effect), long before the screen reads it behind the guard's check.
 */
function PointPurchaseAt({ path, session, stored = null }: PointPurchaseAtProps) {
  useLayoutEffect(() => {
    if (stored) savePointPurchaseChoice(window.localStorage, stored);
  }, [stored]);
  return <SiteAt path={path} session={session} />;
}

/**
 * react-aria announces a pressed button's busy state by pointing a live region at the button
 * (aria-labelledby) for 7 s. Once a purchase is through, the button is gone and axe reports the
 * spoken announcement as an unlabelled image until it expires; a page load would drop it, so the
 * stories drop it too (after a purchase, and before each story for the previous one's).
 */
const dropSpokenAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(' ');
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
};

const meta = {
  title: 'Site/Voting/PointPurchase',
  component: PointPurchaseAt,
  args: { path: CART, session: paidMemberSession },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    dropSpokenAnnouncements();
  },
} satisfies Meta<typeof PointPurchaseAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (main: Canvas, name: RegExp) => main.getByRole('textbox', { name });

const typeNewCard = async (main: Canvas, number: string) => {
  await userEvent.type(field(main, /^カード番号/), number);
  await userEvent.type(field(main, /^有効期限/), '12/30');
  await userEvent.type(field(main, /^セキュリティコード/), '123');
  await userEvent.type(field(main, /^カード名義/), 'HANAKO YAMADA');
};

/** The payment step, once the package list has arrived. */
const paymentStep = async (main: Canvas) => {
  await expect(await main.findByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
  await expect(await main.findByRole('button', { name: 'ご購入内容の確認へ進む' })).toBeVisible();
};

const toConfirmation = async (main: Canvas) => {
  await userEvent.click(main.getByRole('button', { name: 'ご購入内容の確認へ進む' }));
  await expect(await main.findByRole('heading', { level: 1, name: 'ご購入内容の確認' })).toBeVisible();
};

// ---- /voting/cart-point-purchase ----

export const CartPaidMember: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: '投票ポイントの購入' })).toBeVisible();
    await expect(await main.findByText('250pt')).toBeVisible();
    await expect(
      await main.findByText('ポイントパックを選ぶと、お支払い金額と付与されるポイントが表示されます。'),
    ).toBeVisible();
    await userEvent.click(await main.findByRole('radio', { name: /^330pt/ }));
    await userEvent.click(main.getByRole('button', { name: /^増やす/ }));
    // ¥3,000 + 10% tax, twice; the points and until when they last.
    await expect(main.getByText('¥6,600')).toBeVisible();
    await expect(main.getByText('660pt（330pt × 2パック）')).toBeVisible();
    await expect(main.getByText('2027/03/31まで')).toBeVisible();
    await expect(readPointPurchaseChoice(localStorage)).toEqual({ votingPackageId: 2, count: 2 });

    await userEvent.click(main.getByRole('button', { name: '購入手続きへ進む' }));
    await expect(await main.findByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
    await expect(main.getByText(/投票ポイント 330pt × 2パック/)).toBeVisible();
  },
};

/** A free member with no points yet, and no package chosen when they press on. */
export const CartNothingChosen: Story = {
  args: { session: freeMemberSession },
  beforeEach({ msw }) {
    msw.use(...freeMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('radio', { name: /^100pt/ })).toBeVisible();
    await expect(main.getByText('0pt')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '購入手続きへ進む' }));
    await expect(await main.findByText('ポイントパックを選択してください。')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: '投票ポイントの購入' })).toBeVisible();
  },
};

export const CartLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...slow('infinite', ['listVotingPackages']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: '投票ポイントの購入' })).toBeVisible();
    await expect(await main.findByRole('status')).toBeVisible();
  },
};

export const CartPackagesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['listVotingPackages']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText(SERVER_ERROR_MESSAGE)).toBeVisible();
  },
};

// ---- /voting/point-purchase-process ----

/**
 * A paid member pays with the saved card: the confirmation says the card goes through the issuer's
 * 3-D Secure step (the saved card too), and the button starts it.
 */
export const ProcessPaidMemberSavedCard: Story = {
  args: { path: PROCESS, stored: { votingPackageId: 1, count: 2 } },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await paymentStep(main);
    await expect(main.getByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
    await toConfirmation(main);

    // 特定商取引法 12条の6: what, how many, the total, payment and delivery timing, cancellation.
    await expect(main.getByRole('rowheader', { name: /投票ポイント 100pt/ })).toBeVisible();
    await expect(main.getByRole('cell', { name: '2' })).toBeVisible();
    await expect(main.getByText('お支払い総額')).toBeVisible();
    await expect(main.getAllByText('¥2,200')).not.toHaveLength(0);
    await expect(main.getByText(/カード会社の本人認証（3-D セキュア）を経て/)).toBeVisible();
    await expect(main.getByText(/決済の完了後すぐに、200ptが保有ポイントに加算されます/)).toBeVisible();
    await expect(main.getByText(/キャンセル・返品・返金はお受けできません/)).toBeVisible();
    await expect(main.getByText('4111から始まるカード')).toBeInTheDocument();
    await expect(main.getByRole('button', { name: '購入を確定する' })).toBeEnabled();
  },
};

/**
 * コンビニ払い: the final confirmation shows the fee tax included and that the points come only
 * with the store payment; the purchase then waits (支払待ち) with its slip, the balance unchanged.
 */
export const ProcessKonbiniPending: Story = {
  args: { path: PROCESS, stored: { votingPackageId: 1, count: 2 } },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await paymentStep(main);
    // The choice comes with the payment options the server offers.
    await userEvent.click(await main.findByRole('radio', { name: /コンビニ払い/ }));
    // No chain chosen yet: the fan is told to choose one.
    await userEvent.click(main.getByRole('button', { name: 'ご購入内容の確認へ進む' }));
    await expect(await main.findByText('お支払いに使うコンビニを選択してください。')).toBeVisible();
    await userEvent.click(main.getByRole('radio', { name: /ローソン/ }));
    await toConfirmation(main);
    await expect(main.getByText('コンビニ払い手数料')).toBeVisible();
    await expect(main.getByText(/お支払い前には加算されません/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '購入を確定する' }));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'コンビニでのお支払いをお待ちしています' }),
    ).toBeVisible();
    const slip = main.getByRole('region', { name: /コンビニでのお支払い/ });
    await expect(slip).toHaveTextContent('支払待ち');
    await expect(slip).toHaveTextContent('受付番号');
    await expect(main.getByText(/^注文番号：\d{8}-[0-9A-F]{12}$/)).toBeVisible();
    await expect(readPointPurchaseChoice(window.localStorage)).toBeNull();
    dropSpokenAnnouncements();
  },
};

/** A paid member whose card is no longer saved types a new one. */
export const ProcessPaidMemberWithoutSavedCard: Story = {
  args: { path: PROCESS, stored: { votingPackageId: 3, count: 1 } },
  beforeEach({ msw }) {
    msw.use(...paidMember({ savedCard: false }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('group', { name: 'クレジットカード情報' })).toBeVisible();
    await expect(main.queryByRole('radio', { name: /^登録済みのカード/ })).toBeNull();
    await expect(main.getByText(/投票ポイント 600pt × 1パック/)).toBeVisible();
  },
};

/** A free member with no saved card types a new one (the sandbox success card) and reaches the button. */
export const ProcessFreeMemberNewCard: Story = {
  args: { path: PROCESS, session: freeMemberSession, stored: { votingPackageId: 1, count: 1 } },
  beforeEach({ msw }) {
    msw.use(...freeMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await paymentStep(main);
    await typeNewCard(main, testCards.success);
    await toConfirmation(main);
    await expect(main.getByText('4111から始まるカード')).toBeInTheDocument();
    await expect(main.getByRole('button', { name: '購入を確定する' })).toBeEnabled();
  },
};

/** A free member who saved a card earlier is offered it first. */
export const ProcessFreeMemberWithSavedCard: Story = {
  args: { path: PROCESS, session: freeMemberSession, stored: { votingPackageId: 1, count: 1 } },
  beforeEach({ msw }) {
    msw.use(...freeMember({ savedCard: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
    await userEvent.click(main.getByRole('radio', { name: '新しいカードを入力する' }));
    await expect(main.getByRole('group', { name: 'クレジットカード情報' })).toBeVisible();
  },
};

/** The 3-D Secure step cannot start for a new card: the spec's message with the reason; the choice stays. */
export const ProcessStartRefused: Story = {
  // The refusal shows a toast that fades: its screen is checked here, not shot.
  tags: ['no-visual'],
  args: { path: PROCESS, session: freeMemberSession, stored: { votingPackageId: 2, count: 1 } },
  beforeEach({ msw }) {
    msw.use(...freeMember(), ...serverError(['startTdsVotingPackagePurchase']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await paymentStep(main);
    await typeNewCard(main, testCards.success);
    await toConfirmation(main);
    await userEvent.click(main.getByRole('button', { name: '購入を確定する' }));
    const message = `投票ポイントの購入中にエラーが発生しました。（${SERVER_ERROR_MESSAGE}）`;
    await expect(await main.findByText(message)).toBeVisible();
    // The same words in the toast, as other failures show.
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').some((toast) => toast.textContent === message)).toBe(true),
    );
    await expect(main.getByRole('heading', { level: 1, name: 'ご購入内容の確認' })).toBeVisible();
    await expect(main.getByRole('button', { name: '購入を確定する' })).toBeEnabled();
    await expect(readPointPurchaseChoice(localStorage)).toEqual({ votingPackageId: 2, count: 1 });
  },
};

/** After a refusal the member goes back to change the card: what they typed is still there to correct. */
export const ProcessStartRefusedChangeCard: Story = {
  ...ProcessStartRefused,
  // Ends on the confirmation again, no toast left: shot.
  tags: [],
  play: async (context) => {
    await ProcessStartRefused.play!(context);
    const main = await mainOf(context.canvas);
    await userEvent.click(main.getByRole('button', { name: 'お支払い方法を変更する' }));
    await paymentStep(main);
    await expect(field(main, /^カード番号/)).toHaveValue(testCards.success);
    await expect(field(main, /^有効期限/)).toHaveValue('12/30');
    await expect(field(main, /^カード名義/)).toHaveValue('HANAKO YAMADA');
    await toConfirmation(main);
    await expect(main.getByRole('button', { name: '購入を確定する' })).toBeEnabled();
  },
};

/** The saved-card purchase cannot start on the server: the spec's message for that call. */
export const ProcessPurchaseError: Story = {
  // The refusal shows a toast that fades: its screen is checked here, not shot.
  tags: ['no-visual'],
  args: { path: PROCESS, stored: { votingPackageId: 1, count: 1 } },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['startTdsVotingPackagePurchase']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await paymentStep(main);
    await toConfirmation(main);
    await userEvent.click(main.getByRole('button', { name: '購入を確定する' }));
    await expect(
      await main.findByText(`投票パッケージの購入に失敗しました。（${SERVER_ERROR_MESSAGE}）`),
    ).toBeVisible();
    await expect(main.getByText(/選んだポイントパックはそのままです/)).toBeVisible();
    await expect(readPointPurchaseChoice(localStorage)).toEqual({ votingPackageId: 1, count: 1 });
  },
};

/** Back from the card issuer's 3-D Secure step: the points are added once, the new balance shown. */
export const TdsReturnCompleted: Story = {
  args: { path: `${PROCESS}?orderId=${DEMO_TDS_ORDER_ID}`, stored: { votingPackageId: 1, count: 2 } },
  beforeEach({ msw }) {
    msw.use(...paidMemberBackFromPointsTds());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'ご購入ありがとうございました' }),
    ).toBeVisible();
    await expect(main.getByText('450pt')).toBeVisible();
    await expect(main.getByRole('link', { name: '投票ページに戻る' })).toHaveAttribute('href', '/voting');
    await expect(await canvas.findByText('投票ポイントを200pt購入しました。')).toBeInTheDocument();
    await expect(localStorage.getItem('votingPackage')).toBeNull();
  },
};

/** The issuer declined the card after the 3-D Secure step: the reason, the choice kept, a way back. */
export const TdsReturnDeclined: Story = {
  args: { path: `${PROCESS}?orderId=${DEMO_TDS_ORDER_ID}`, stored: { votingPackageId: 1, count: 2 } },
  beforeEach({ msw }) {
    msw.use(...paidMemberBackFromPointsTds({ declined: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'ポイントを購入できませんでした' }),
    ).toBeVisible();
    await expect(main.getByRole('alert')).toHaveTextContent(
      /^投票ポイントの購入中にエラーが発生しました。（カードの決済が承認されませんでした。/,
    );
    await expect(main.getByText(/選んだポイントパックはそのままです/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'お支払い方法に戻る' })).toHaveAttribute('href', PROCESS);
    await expect(readPointPurchaseChoice(localStorage)).toEqual({ votingPackageId: 1, count: 2 });
  },
};

/** A return the server does not know (expired, or another member's): the reason and a way back. */
export const TdsReturnUnknown: Story = {
  args: { path: `${PROCESS}?orderId=unknown-order`, stored: { votingPackageId: 1, count: 2 } },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('alert')).toHaveTextContent(
      '本人認証の手続きが見つかりません。もう一度お試しください。',
    );
    await expect(main.getByRole('link', { name: 'お支払い方法に戻る' })).toBeVisible();
  },
};

export const TdsReturnChecking: Story = {
  args: { path: `${PROCESS}?orderId=${DEMO_TDS_ORDER_ID}`, stored: { votingPackageId: 1, count: 2 } },
  beforeEach({ msw }) {
    msw.use(...paidMemberBackFromPointsTds(), ...slow('infinite', ['confirmTdsVotingPackagePurchase']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('本人認証の結果を確認しています'));
  },
};

export const ProcessLoading: Story = {
  args: { path: PROCESS, stored: { votingPackageId: 1, count: 1 } },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...slow('infinite', ['listVotingPackages']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
    await expect(await main.findByRole('status')).toBeVisible();
  },
};

/** Reached without choosing (a bookmark, another tab): sent back to choose. */
export const ProcessNothingChosen: Story = {
  args: { path: PROCESS },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('購入するポイントパックが選ばれていません。')).toBeVisible();
    await expect(main.getByRole('link', { name: 'ポイントパックを選ぶ' })).toHaveAttribute('href', CART);
  },
};

// ---- where the way in and the record are ----

/** /voting with no points: the balance says why voting is off and leads to the purchase. */
export const VotingWithoutPoints: Story = {
  args: { path: '/voting', session: freeMemberSession },
  beforeEach({ msw }) {
    msw.use(...freeMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText(/投票ポイントがないため、現在は投票できません。/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'ポイントを購入する' })).toHaveAttribute('href', CART);
  },
};

/** /voting/history lists the point purchases below the votes. */
export const PurchaseHistory: Story = {
  args: { path: '/voting/history' },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const section = within(await main.findByRole('region', { name: 'ポイント購入履歴' }));
    const list = within(await section.findByRole('list', { name: 'ポイント購入履歴' }));
    const first = list.getAllByRole('listitem')[0]!;
    // A purchase adds points: 購入, the package, its price and until when the points last.
    await expect(first).toHaveTextContent('購入');
    await expect(first).toHaveTextContent(/^.*＋[\d,]+pt$/);
    await expect(first).toHaveTextContent(/有効期限：\d{4}\/\d{2}\/\d{2}まで/);
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    CartPaidMember,
    CartNothingChosen,
    CartLoading,
    CartPackagesFailed,
    ProcessPaidMemberSavedCard,
    ProcessKonbiniPending,
    ProcessPaidMemberWithoutSavedCard,
    ProcessFreeMemberNewCard,
    ProcessFreeMemberWithSavedCard,
    ProcessStartRefused,
    ProcessStartRefusedChangeCard,
    ProcessPurchaseError,
    TdsReturnCompleted,
    TdsReturnDeclined,
    TdsReturnUnknown,
    TdsReturnChecking,
    ProcessLoading,
    ProcessNothingChosen,
    VotingWithoutPoints,
    PurchaseHistory,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
