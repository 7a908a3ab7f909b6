import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { TextField as RacTextField, Input } from 'react-aria-components';
import { expect } from 'storybook/test';
import { fieldText } from '../messages/field.ts';
import { playground } from '../story/playground.ts';
import { FieldHelp } from './FieldHelp.tsx';
import { FieldLabel } from './FieldLabel.tsx';
import { NativeFieldHelp, NativeFieldLabel, fieldHelpIds } from './NativeField.tsx';
import styles from './Field.module.css';

type FieldPartsProps = {
  /** ラベルの文言。 */
  label: string;
  /** 必須の入力欄: ラベルの横に「必須」を出します。 */
  isRequired?: boolean;
  /** 入力欄の下の説明（入力の例や条件）。 */
  description?: string;
  /** エラーの文言。あるあいだ入力欄は invalid になります。 */
  errorMessage?: string;
};

/**
 * A native input assembled from the native parts, as TextField does: `<label for>`, the help text
 * with explicit ids, and those ids in the input's `aria-describedby`.
 */
function NativeFieldParts({ label, isRequired, description, errorMessage }: FieldPartsProps) {
  const id = useId();
  const ids = fieldHelpIds(id);
  const describedBy = [description && ids.description, errorMessage && ids.error].filter(Boolean).join(' ');
  return (
    <div className={styles.field} style={{ maxWidth: 360 }}>
      <NativeFieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      <input
        id={id}
        className={styles.input}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <NativeFieldHelp controlId={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}

/** The same parts inside a react-aria field: FieldLabel and FieldHelp take their ids from it. */
function RacFieldParts({ label, isRequired, description, errorMessage }: FieldPartsProps) {
  return (
    <RacTextField
      className={styles.field}
      style={{ maxWidth: 360 }}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input className={styles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}

const meta = {
  title: 'Forms/Field 入力欄のラベルと説明',
  id: 'forms-field',
  tags: ['autodocs', 'stable'],
  component: NativeFieldParts,
  subcomponents: { NativeFieldLabel, NativeFieldHelp, FieldLabel, FieldHelp },
  parameters: { docs: { messages: { field: fieldText } } },
  args: { label: 'ニックネーム', description: '全角・半角 20 文字まで', isRequired: true },
} satisfies Meta<typeof NativeFieldParts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Native: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^ニックネーム/ });
    await expect(canvas.getByText(fieldText.required)).toBeVisible();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('全角・半角 20 文字まで');
  },
};

export const NativeWithError: Story = {
  args: { errorMessage: 'ニックネームを入力してください。' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^ニックネーム/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The description first, then the error: a screen reader reads both after the label.
    await expect(input).toHaveAccessibleDescription(
      '全角・半角 20 文字まで ニックネームを入力してください。',
    );
  },
};

export const InReactAriaField: Story = {
  render: (args) => <RacFieldParts {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^ニックネーム/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('全角・半角 20 文字まで');
  },
};

export const InReactAriaFieldWithError: Story = {
  ...InReactAriaField,
  args: { errorMessage: 'ニックネームを入力してください。' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^ニックネーム/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('ニックネームを入力してください。')).toBeVisible();
  },
};

export const Optional: Story = {
  args: { isRequired: false, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(fieldText.required)).toBeNull();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Native, NativeWithError, Optional }),
  tags: ['no-visual'],
};
