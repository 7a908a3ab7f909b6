import { useState } from 'react';
import {
  Group,
  Input,
  TextField as RacTextField,
  ToggleButton,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import { ja } from '../messages/ja.ts';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<RacTextFieldProps, 'children' | 'type'> & {
  label: string;
  description?: string;
  errorMessage?: string;
  /** `current-password` on sign-in, `new-password` on sign-up and reset. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle, so people on phones can check what they typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <RacTextField
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={fieldStyles.input} />
        <ToggleButton
          className={styles.toggle}
          isSelected={visible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
        >
          {ja.showPassword}
        </ToggleButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}
