import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useController, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button/Button.tsx';
import { EmailConfirmField } from '../EmailConfirmField/EmailConfirmField.tsx';
import {
  confirmEmailMatches,
  storyEmailFields,
  storyFieldMessages,
} from '../EmailConfirmField/story-email-schema.ts';
import { GenderRadio } from '../GenderRadio/GenderRadio.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { errorSummaryText } from '../messages/error-summary.ts';
import { playground } from '../story/playground.ts';

const schema = z
  .object({
    nickName: z.string().trim().min(1, storyFieldMessages.required),
    ...storyEmailFields,
    gender: z.number({ error: '性別を選択してください。' }),
  })
  .superRefine(confirmEmailMatches);
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const FIELDS = [
  { name: 'nickName', label: 'ニックネーム' },
  { name: 'email', label: 'メールアドレス' },
  { name: 'confirmEmail', label: 'メールアドレス（確認）' },
  { name: 'gender', label: '性別' },
];

/** A member form: the summary sits at its top and takes focus after a failed submit. */
function ProfileForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { nickName: '', email: '', confirmEmail: '' },
  });
  const emailController = useController({ control, name: 'email', rules: { deps: ['confirmEmail'] } });
  const confirmController = useController({ control, name: 'confirmEmail' });
  const email = { ...emailController.field, errorMessage: emailController.fieldState.error?.message };
  const confirm = { ...confirmController.field, errorMessage: confirmController.fieldState.error?.message };
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
      style={{ display: 'grid', gap: 'var(--space-5)', maxWidth: '36rem' }}
    >
      <FormErrorSummary errors={formState.errors} fields={FIELDS} submitCount={formState.submitCount} />
      <Controller
        control={control}
        name="nickName"
        render={({ field, fieldState }) => (
          <TextField
            label="ニックネーム"
            isRequired
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <EmailConfirmField email={email} confirm={confirm} />
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <GenderRadio
            isRequired
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">登録する</Button>
    </form>
  );
}

/**
 * 送信に失敗したフォームの上に出す、エラーの一覧（WCAG 3.3.1）。
 *
 * **使う場面**: 項目の多いフォーム（会員情報、注文）。一覧の各行から、その入力欄へ移れます。
 *
 * **使わない場面**: 項目が 1〜2 つのフォーム（その場のエラーで足ります）。
 *
 * - する: react-hook-form なら `useForm({ shouldFocusError: false })` と組み合わせ、フォーカスをこの一覧に置く。フォームが最初のエラーの入力欄へフォーカスを移すなら `takesFocus={false}`。
 * - しない: 入力欄の横のエラーをやめて、一覧だけにする。
 *
 * **キーボード・スクリーンリーダー**: 送信に失敗するたびにフォーカスを受け、見出しと一覧が読み上げられます（`takesFocus={false}` なら入力欄が受けます）。各行はリンクで、Enter でその入力欄へ移ります。
 */
const meta = {
  title: 'Forms/FormErrorSummary フォームのエラー一覧',
  id: 'forms-formerrorsummary',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { error_summary: errorSummaryText } } },
  subcomponents: { FormErrorSummary },
  component: ProfileForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ProfileForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: '登録する' }));

export const BeforeSubmit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: /誤りがあります/ })).toBeNull();
  },
};

export const AfterFailedSubmit: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas);
    const summary = await canvas.findByRole('region', { name: '入力内容に4件の誤りがあります' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'ニックネーム：入力してください。',
      'メールアドレス：入力してください。',
      'メールアドレス（確認）：入力してください。',
      '性別：性別を選択してください。',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Tab from the summary to an entry, Enter, and the cursor is in that field. */
export const KeyboardToField: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '登録する' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: /誤りがあります/ });
    await waitFor(() => expect(summary).toHaveFocus());

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /ニックネーム/ })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await waitFor(() => expect(within(summary).getAllByRole('link')[3]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: '男性' })).toHaveFocus();
  },
};

export const ShrinksAsFixed: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await canvas.findByRole('region', { name: '入力内容に4件の誤りがあります' });
    await userEvent.type(canvas.getByRole('textbox', { name: /ニックネーム/ }), 'はなこ');
    await userEvent.click(canvas.getByRole('radio', { name: '女性' }));
    await expect(await canvas.findByRole('region', { name: '入力内容に2件の誤りがあります' })).toBeVisible();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /ニックネーム/ }), 'はなこ');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^メールアドレス\s*(必須)?$/ }),
      'hanako@example.jp',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /（確認）/ }), 'hanako@example.jp');
    await userEvent.click(canvas.getByRole('radio', { name: '女性' }));
    await submit(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('region', { name: /誤りがあります/ })).toBeNull();
  },
};

/**
 * A form that moves focus to its first invalid field itself (the site's own form state, one
 * message per field name): the summary is shown and leaves focus where the form put it.
 */
export const WithMessagesByName: Story = {
  render: () => (
    <form noValidate style={{ display: 'grid', gap: 'var(--space-5)', maxWidth: '36rem' }}>
      <FormErrorSummary
        errors={{ nickName: '入力してください。', gender: '選択してください。' }}
        fields={FIELDS}
        submitCount={1}
        takesFocus={false}
      />
      <TextField label="ニックネーム" name="nickName" isRequired errorMessage="入力してください。" />
      <GenderRadio name="gender" isRequired errorMessage="選択してください。" />
    </form>
  ),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: '入力内容に2件の誤りがあります' });
    await expect(summary).not.toHaveFocus();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'ニックネーム：入力してください。',
      '性別：選択してください。',
    ]);
    await userEvent.click(links[0]!);
    await expect(canvas.getByRole('textbox', { name: /ニックネーム/ })).toHaveFocus();
  },
};

export const OnPhone: Story = {
  ...AfterFailedSubmit,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    BeforeSubmit,
    AfterFailedSubmit,
    KeyboardToField,
    ShrinksAsFixed,
    ValidSubmit,
    WithMessagesByName,
    OnPhone,
  }),
  tags: ['no-visual'],
};
