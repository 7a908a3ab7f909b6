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
  /** 項目名。 */
  label: string;
  /** 選択肢（`id`、`name`、選べないものは `isDisabled`）。 */
  items: readonly SelectOption[];
  /** 入力の補足。 */
  description?: string;
  /** エラーの文言。 */
  errorMessage?: string;
};

/**
 * 決まった選択肢から 1 つを選ぶ入力（ドロップダウン）。
 *
 * **使う場面**: 選択肢が 5 つ以上ある、または画面に並べると場所をとるとき（お問い合わせの種類、都道府県）。
 *
 * **使わない場面**: 選択肢が 2〜4 つで見比べたい（ラジオ: `GenderRadio`、`DeliveryMethodPicker`）。
 *
 * - する: 選択肢の文言は短く、並びは意味のある順に。
 * - しない: 選んだ瞬間に画面を移す。
 *
 * **キーボード・スクリーンリーダー**: Enter / Space / ↓ で開き、↑↓ で選んで Enter。文字を打つとその文字で始まる選択肢に移ります。Escape で閉じます。
 */
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
