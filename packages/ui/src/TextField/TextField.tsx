import {
  Input,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';

export type TextFieldProps = Omit<RacTextFieldProps, 'children'> & {
  label: string;
  description?: string;
  /** The error to show; pass it with `isInvalid` (react-hook-form's fieldState.error). */
  errorMessage?: string;
  placeholder?: string;
};

export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <RacTextField
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      {...props}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}
