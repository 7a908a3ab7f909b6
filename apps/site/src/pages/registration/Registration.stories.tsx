import { demoMailTokens, freeMemberSession, signedOut } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf } from '../../test/screen.ts';
import { statesOf } from '../../test/states.tsx';

/**
 * Registration's states beyond the first screens (those are in Site/Auth): the plans and the mail
 * note, the terms left unticked, each step of the sign-up form, its confirmation, 戻る, and the
 * welcome with the member number.
 */
const meta = {
  title: 'Site/Registration',
  component: SiteAt,
  args: { path: '/membership-registration', session: null },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw, args }) {
    // A guest's backend; the welcome is a signed-in member's.
    if (!args.session) msw.use(...signedOut());
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const information = `/membership-registration/information?token=${demoMailTokens.signUp}`;

/**
 * The email form comes first, on the first screen (a phone's too), with the ドメイン指定受信 note
 * above it; the plans (fee with tax) follow the form.
 */
export const FormBeforePlans: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const email = await main.findByLabelText(/^メールアドレス(?!（確認）)/);
    await expect(email.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    const plans = await main.findByRole('heading', { level: 2, name: '会員プラン' });
    await expect(email.compareDocumentPosition(plans) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      main.getByRole('button', { name: '登録用メールを送信する' }).compareDocumentPosition(plans),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(await main.findByRole('list', { name: '会員プラン' })).toBeInTheDocument();
    await expect(main.getByRole('heading', { name: /ドメイン指定受信/ })).toBeVisible();
    await expect(main.getByText(/からのメールを受信できるよう設定/)).toBeVisible();
    await expect(main.getByRole('link', { name: '会員規約（利用規約）' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  },
};

/** Sending without ticking 規約同意 says why in Japanese and moves focus to the box. */
export const TermsNotAgreed: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(await main.findByLabelText(/^メールアドレス(?!（確認）)/), 'fan@example.jp');
    await userEvent.type(main.getByLabelText(/^メールアドレス（確認）/), 'fan@example.jp');
    await userEvent.click(main.getByRole('button', { name: '登録用メールを送信する' }));
    const box = main.getByRole('checkbox', { name: /同意する/ });
    await expect(await main.findByText(/同意するにチェックを入れてください。/)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(box).toHaveFocus());
  },
};

const fillStepOne = async (main: ReturnType<typeof within>) => {
  await userEvent.type(
    await main.findByLabelText(/^パスワード(?!（確認）)/, { selector: 'input' }),
    'Himawari2025',
  );
  await userEvent.type(main.getByLabelText(/^パスワード（確認）/, { selector: 'input' }), 'Himawari2025');
  await userEvent.type(main.getByLabelText(/^生年月日/), '2000-04-01');
  await userEvent.selectOptions(main.getByLabelText(/^性別/), '女性');
  await userEvent.click(main.getByRole('button', { name: '次へ' }));
};

const fillStepTwo = async (main: ReturnType<typeof within>) => {
  await userEvent.type(await main.findByLabelText(/^姓/), '山田');
  await userEvent.type(main.getByLabelText(/^名/), '花子');
  await userEvent.type(main.getByLabelText(/^セイ/), 'ヤマダ');
  await userEvent.type(main.getByLabelText(/^メイ/), 'ハナコ');
  await userEvent.type(main.getByLabelText(/^電話番号/), '09012345678');
  await userEvent.type(main.getByLabelText(/^郵便番号/), '1500001');
  await waitFor(() => expect(main.getByLabelText(/^市区町村/)).not.toHaveValue(''));
  await userEvent.type(main.getByLabelText(/^番地/), '1-2-3');
  await userEvent.click(main.getByRole('button', { name: '次へ' }));
};

/** STEP 1 asks only its own fields; an empty one is flagged and the step stays. */
export const SignUpStepOneInvalid: Story = {
  args: { path: information },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('ログイン情報・プロフィール', { selector: 'li span' })).toBeVisible();
    const current = main.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('STEP 1');
    await userEvent.click(main.getByRole('button', { name: '次へ' }));
    await expect(await main.findAllByText('入力してください。')).not.toHaveLength(0);
    await expect(main.getByRole('listitem', { current: 'step' })).toHaveTextContent('STEP 1');
  },
};

/** STEP 2 starts at its heading (focused), with the step marked current. */
export const SignUpStepTwo: Story = {
  args: { path: information },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await fillStepOne(main);
    const heading = await main.findByRole('heading', { level: 2, name: /STEP 2/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(main.getByRole('listitem', { current: 'step' })).toHaveTextContent('STEP 2');
  },
};

/** The confirmation screen (確認画面) shows what will be registered; 戻る keeps every value. */
export const SignUpConfirmation: Story = {
  args: { path: information },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await fillStepOne(main);
    await fillStepTwo(main);
    await waitFor(() => expect(main.getByRole('heading', { level: 2, name: /STEP 3/ })).toHaveFocus());
    await expect(main.getByText('山田 花子')).toBeVisible();
    await expect(main.getByText('2000/04/01')).toBeVisible();
    await expect(main.getByRole('button', { name: 'この内容で登録する' })).toBeVisible();
  },
};

export const SignUpBackKeepsValues: Story = {
  args: { path: information },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await fillStepOne(main);
    await fillStepTwo(main);
    await userEvent.click(await main.findByRole('button', { name: '戻る' }));
    await waitFor(() => expect(main.getByRole('heading', { level: 2, name: /STEP 2/ })).toHaveFocus());
    await expect(main.getByLabelText(/^姓/)).toHaveValue('山田');
    await expect(main.getByLabelText(/^番地/)).toHaveValue('1-2-3');
  },
};

/** After registering: the welcome with the member number and the next steps. */
export const RegistrationComplete: Story = {
  args: { path: '/membership-registration/complete', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: '会員登録が完了しました' }),
    ).toBeVisible();
    await expect(main.getByText(freeMemberSession.user.memberNumber)).toBeVisible();
    await expect(main.getByRole('link', { name: '有料プランを選ぶ' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await expect(main.getByRole('link', { name: '会員証を見る' })).toHaveAttribute(
      'href',
      '/my-account/card',
    );
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    FormBeforePlans,
    TermsNotAgreed,
    SignUpStepOneInvalid,
    SignUpStepTwo,
    SignUpConfirmation,
    SignUpBackKeepsValues,
    RegistrationComplete,
  }),
  tags: ['!test', 'no-visual'],
};
