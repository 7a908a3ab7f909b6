import { adminDb, DEMO_TOTP_SECRET, inviteOperator } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, expectTitle, expectToast, mainOf } from '../test/screen.ts';

/** The staff: the owner's operators screen, each operator's own account and TOTP, the invitation. */
const meta = {
  title: 'Console Pages/Staff スタッフ',
  id: 'console-pages-staff',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/operators', role: 'owner' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** An operator invited by mail: the form's own messages first, then the row reads 招待中. */
export const OperatorInvited: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '運営者');
    const invite = within(await main.findByRole('region', { name: '運営者を招待する' }));
    await userEvent.click(invite.getByRole('button', { name: '招待メールを送る' }));
    await expect(await invite.findAllByText('入力してください。')).not.toHaveLength(0);
    await userEvent.type(invite.getByRole('textbox', { name: /名前/ }), '新人 太郎');
    await userEvent.type(invite.getByRole('textbox', { name: /メールアドレス/ }), 'new@example.jp');
    await userEvent.click(invite.getByRole('button', { name: /役割/ }));
    await userEvent.click(await body().findByRole('option', { name: 'サポート' }));
    await userEvent.click(invite.getByRole('button', { name: '招待メールを送る' }));
    await expectToast(canvas, 'new@example.jp に招待メールを送りました。');
    const table = within(main.getByRole('grid', { name: '運営者一覧' }));
    await expect(await table.findByText('new@example.jp')).toBeVisible();
    await expect(table.getByText('招待中')).toBeVisible();
  },
};

/** A role changed, an account suspended, another removed after confirming. */
export const OperatorManaged: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: 'サポート 担当を管理' }));
    const panel = within(await main.findByRole('region', { name: /サポート 担当/ }));
    await userEvent.click(panel.getByRole('button', { name: / 役割$/ }));
    await userEvent.click(await body().findByRole('option', { name: '編集' }));
    await userEvent.click(panel.getByRole('button', { name: '役割を変更する' }));
    await expectToast(canvas, '役割を変更しました。');
    await waitFor(() => expect(adminDb.operators.get(4)!.operator.role).toBe('editor'));

    await userEvent.click(panel.getByRole('button', { name: '利用を停止する' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: '利用を停止する' }),
    );
    await expectToast(canvas, '利用を停止しました。');
    await expect(await main.findByText('停止中')).toBeVisible();

    await userEvent.click(await main.findByRole('button', { name: 'ショップ 担当を管理' }));
    const shop = within(await main.findByRole('region', { name: /ショップ 担当/ }));
    await userEvent.click(shop.getByRole('button', { name: '削除する' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText(/元に戻せません/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, '運営者を削除しました。');
    await waitFor(() => expect(main.queryByText('shop@example.jp')).toBeNull());
  },
};

/** The only owner can't demote themselves, and has no button to remove or suspend themselves. */
export const LastOwnerKept: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: 'オーナー 管理者を管理' }));
    const panel = within(await main.findByRole('region', { name: /オーナー 管理者/ }));
    await expect(panel.queryByRole('button', { name: '削除する' })).toBeNull();
    await expect(panel.queryByRole('button', { name: '利用を停止する' })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: / 役割$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'ショップ' }));
    await userEvent.click(panel.getByRole('button', { name: '役割を変更する' }));
    await expectToast(canvas, 'オーナーが一人もいなくなるため、この変更はできません。');
  },
};

/** TOTP required of everyone, and a lost phone's TOTP reset. */
export const TotpRequiredAndReset: Story = {
  beforeEach() {
    const support = adminDb.operators.get(4)!;
    support.operator = { ...support.operator, hasTotp: true };
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const required = await main.findByRole('checkbox', { name: /二段階認証を必須にする/ });
    await userEvent.click(required);
    await expectToast(canvas, '設定を保存しました。');
    await waitFor(() => expect(adminDb.settings.requireTotp).toBe(true));
    await userEvent.click(main.getByRole('button', { name: 'サポート 担当を管理' }));
    const panel = within(await main.findByRole('region', { name: /サポート 担当/ }));
    await userEvent.click(panel.getByRole('button', { name: '二段階認証をリセットする' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'リセットする' }),
    );
    await expectToast(canvas, '二段階認証をリセットしました。');
  },
};

/** One's own password: the current one is checked, the new one's rules are the site's. */
export const OwnPassword: Story = {
  args: { path: '/account', role: 'editor' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'アカウント');
    const form = within(main.getByRole('region', { name: 'パスワードの変更' }));
    const current = form.getByLabelText(/現在のパスワード/, { selector: 'input' });
    const [next, again] = form.getAllByLabelText(/新しいパスワード/, { selector: 'input' });
    await userEvent.type(current, 'wrong-one');
    await userEvent.type(next!, 'Changed2026!');
    await userEvent.type(again!, 'Changed2026!');
    await userEvent.click(form.getByRole('button', { name: 'パスワードを変更する' }));
    await expectToast(canvas, '現在のパスワードが正しくありません。');
    await userEvent.clear(current);
    await userEvent.type(current, 'Passw0rd!');
    await userEvent.click(form.getByRole('button', { name: 'パスワードを変更する' }));
    await expectToast(canvas, 'パスワードを変更しました。');
  },
};

/** TOTP enrolment: QR code and secret, a wrong code refused, then the recovery codes once. */
export const TotpEnrolment: Story = {
  args: { path: '/account', role: 'shop' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const totp = within(await main.findByRole('region', { name: '二段階認証' }));
    await userEvent.click(totp.getByRole('button', { name: '二段階認証を設定する' }));
    await expect(await totp.findByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible();
    await expect(totp.getByText(DEMO_TOTP_SECRET)).toBeVisible();
    const code = totp.getByRole('textbox', { name: /確認コード/ });
    await userEvent.type(code, '000000');
    await userEvent.click(totp.getByRole('button', { name: '確認して有効にする' }));
    await expectToast(canvas, '確認コードが正しくありません。');
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(totp.getByRole('button', { name: '確認して有効にする' }));
    const codes = within(await totp.findByRole('list', { name: 'リカバリーコード' }));
    await expect(codes.getAllByRole('listitem')).toHaveLength(10);
    await expect(totp.getByText(/二度と表示されません/)).toBeVisible();
  },
};

/** The invitation's link: who it is for, the password set (confirmed), then sign-in. */
export const Invitation: Story = {
  args: { path: '/invitation?token=demo-invitation-5', role: null },
  beforeEach() {
    inviteOperator('invited@example.jp', '招待 花子', 'editor');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/招待 花子さん（invited@example.jp/)).toBeVisible();
    const [password, again] = canvas.getAllByLabelText(/パスワード/, { selector: 'input' });
    await userEvent.type(password!, 'Welcome2026!');
    await userEvent.type(again!, 'Welcome2026?');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを設定する' }));
    await expect(
      await canvas.findByText('確認のため、同じパスワードをもう一度入力してください。'),
    ).toBeVisible();
    await userEvent.clear(again!);
    await userEvent.type(again!, 'Welcome2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを設定する' }));
    await expect(await canvas.findByText('パスワードを設定しました。ログインしてください。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ログイン画面へ' })).toBeVisible();
  },
};

/** A used or unknown link says so, and what to do. */
export const InvitationInvalid: Story = {
  args: { path: '/invitation?token=used-or-unknown', role: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/無効か、有効期限が切れています/);
  },
};
