import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmailConfirmField } from './EmailConfirmField.tsx';
import { storyEmailSchema, type StoryEmailInput, type StoryEmailValues } from './story-email-schema.ts';
import { emailConfirmText } from '../messages/email-confirm.ts';
import { playground } from '../story/playground.ts';

type EmailFormProps = {
  onSubmit: (values: StoryEmailValues) => void;
  defaultValues?: Partial<StoryEmailInput>;
  description?: string;
  /** A refusal of the whole form (the server's answer), said once under the fields. */
  failure?: string;
};

/** A react-hook-form field as a binding: its field and its message. */
function useBinding(
  control: Control<StoryEmailInput, unknown, StoryEmailValues>,
  name: FieldPath<StoryEmailInput>,
  deps?: FieldPath<StoryEmailInput>[],
) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : {} });
  return { ...field, errorMessage: fieldState.error?.message };
}

/** The field as a page uses it: react-hook-form with a zod schema that checks the pair. */
function EmailForm({ onSubmit, defaultValues, description, failure }: EmailFormProps) {
  const { control, handleSubmit } = useForm<StoryEmailInput, unknown, StoryEmailValues>({
    resolver: zodResolver(storyEmailSchema),
    defaultValues: { email: '', confirmEmail: '', ...defaultValues },
  });
  // Editing the email after a submit re-checks the confirmation (`deps`).
  const email = useBinding(control, 'email', ['confirmEmail']);
  const confirm = useBinding(control, 'confirmEmail');
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
      style={{ display: 'grid', gap: 'var(--space-5)', maxWidth: '32rem' }}
    >
      <EmailConfirmField
        email={email}
        confirm={confirm}
        description={description}
        failureId={failure ? 'email-failure' : undefined}
      />
      {failure && (
        <p id="email-failure" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit">送信する</Button>
    </form>
  );
}

/**
 * メールアドレスを 2 回入力してもらう欄（注文、会員登録のメール）。それぞれの欄にその欄のエラーを出します。
 *
 * **使う場面**: 仕様が確認欄を求めるフォーム（フォームの状態とスキーマと一緒に。react-hook-form なら `useController` の `field`）。
 *
 * **使わない場面**: ログインなど、打ち間違いをすぐに直せる場面。
 *
 * - する: 貼り付けと自動入力を許す（WCAG 3.3.7 / 3.3.8）。
 * - しない: 確認欄への貼り付けを禁止する。
 *
 * **キーボード・スクリーンリーダー**: 2 つの `TextField` です。
 */
const meta = {
  title: 'Forms/EmailConfirmField メールアドレス確認入力',
  id: 'forms-emailconfirmfield',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { email_confirm: emailConfirmText } } },
  subcomponents: { EmailConfirmField },
  component: EmailForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof EmailForm>;
export default meta;

type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const emailInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^メールアドレス\s*(必須)?$/ });
const confirmInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^メールアドレス（確認）/ });

export const Default: Story = {
  args: { description: 'ご注文確認メールをお送りします。' },
  play: async ({ canvas }) => {
    const email = emailInput(canvas);
    const confirm = confirmInput(canvas);
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAccessibleDescription('ご注文確認メールをお送りします。');
    await expect(confirm).toHaveAttribute('autocomplete', 'email');
    await expect(confirm).toHaveAccessibleDescription('確認のため、もう一度入力してください。');
  },
};

export const Filled: Story = {
  args: { defaultValues: { email: 'hanako@example.jp', confirmEmail: 'hanako@example.jp' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'hanako@example.jp',
        confirmEmail: 'hanako@example.jp',
      }),
    );
    await expect(emailInput(canvas)).toBeValid();
    await expect(confirmInput(canvas)).toBeValid();
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(emailInput(canvas)).toBeInvalid());
    await expect(emailInput(canvas)).toHaveAccessibleDescription('入力してください。');
    await expect(confirmInput(canvas)).toBeInvalid();
    await expect(canvas.getAllByText('入力してください。')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidFormat: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(emailInput(canvas), 'hanako@');
    await userEvent.type(confirmInput(canvas), 'hanako@{Enter}');
    await waitFor(() =>
      expect(emailInput(canvas)).toHaveAccessibleDescription('メールアドレスの形式が正しくありません。'),
    );
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(emailInput(canvas), 'hanako@example.jp');
    await userEvent.tab();
    await userEvent.keyboard('hanako@example.com{Enter}');
    const confirm = confirmInput(canvas);
    await waitFor(() => expect(confirm).toBeInvalid());
    await expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('メールアドレスが一致しません。'),
    );
    await expect(emailInput(canvas)).toBeValid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After a failed submit, correcting the first field clears the mismatch on the second at once. */
export const MismatchFixedFromEmail: Story = {
  play: async ({ canvas, args }) => {
    const email = emailInput(canvas);
    await userEvent.type(email, 'hanako@example.jp');
    await userEvent.type(confirmInput(canvas), 'hanako@example.com{Enter}');
    await waitFor(() => expect(confirmInput(canvas)).toBeInvalid());
    await userEvent.clear(email);
    await userEvent.type(email, 'hanako@example.com');
    await waitFor(() => expect(confirmInput(canvas)).toBeValid());
    await expect(canvas.queryByText('メールアドレスが一致しません。')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'hanako@example.com',
        confirmEmail: 'hanako@example.com',
      }),
    );
  },
};

/** The server refused the address: both fields are invalid and described by the form's failure. */
export const RefusedByServer: Story = {
  args: {
    defaultValues: { email: 'hanako@example.jp', confirmEmail: 'hanako@example.jp' },
    failure: 'このメールアドレスはすでに登録されています。',
  },
  play: async ({ canvas }) => {
    for (const input of [emailInput(canvas), confirmInput(canvas)]) {
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription(
        expect.stringContaining('このメールアドレスはすでに登録されています。'),
      );
    }
  },
};

export const OnPhone: Story = {
  ...Mismatch,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Default,
    Filled,
    RequiredErrors,
    InvalidFormat,
    Mismatch,
    MismatchFixedFromEmail,
    RefusedByServer,
    OnPhone,
  }),
  tags: ['no-visual'],
};
