import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  SelectValue,
  type Key,
  type SelectProps as RacSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { fieldText } from '../messages/field.ts';
import styles from './Select.module.css';

export type SelectOption = { id: Key; name: string; isDisabled?: boolean };

export type SelectProps = Omit<RacSelectProps<SelectOption>, 'children' | 'items'> & {
  label: string;
  items: readonly SelectOption[];
  description?: string;
  errorMessage?: string;
};

export function Select({
  label,
  items,
  description,
  errorMessage,
  placeholder = fieldText.selectPlaceholder,
  ...props
}: SelectProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <RacSelect
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      {...props}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={`${fieldStyles.input} ${styles.button}`}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={items}>
          {(item) => (
            <ListBoxItem className={styles.option} id={item.id} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RacSelect>
  );
}
