import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import { formatDate } from '@fanclub/domain/format';
import { votingText } from '../messages/voting.ts';
import { Price } from '../Price/Price.tsx';
import styles from './VotingPackagePicker.module.css';

/** A voting package (spec section 3); `price` is the tax-included amount the member pays. */
export type VotingPackageOption = { id: number; point: number; price: number; expireDate: string };

export type VotingPackagePickerProps = {
  /** ポイントパックの一覧。 */
  packages: readonly VotingPackageOption[];
  /** 選んでいるパックの id。 */
  value: number | null;
  /** 選んだとき。 */
  onChange: (id: number) => void;
  /** グループの名前。 */
  label?: string;
  /** エラーの文言（例: ポイントパックを選択してください。）。 */
  errorMessage?: string;
  /** 選べない状態。 */
  isDisabled?: boolean;
};

/**
 * One radio per point package: the points, the price (税込) and until when the points last.
 */
export function VotingPackagePicker({
  packages,
  value,
  onChange,
  label = votingText.packages,
  errorMessage,
  isDisabled,
}: VotingPackagePickerProps) {
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isRequired
      isDisabled={isDisabled}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired>{label}</FieldLabel>
      <div className={styles.options}>
        {packages.map((pack) => (
          <Radio key={pack.id} value={String(pack.id)} className={styles.option}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.main}>
              <span className={styles.point}>{votingText.points(pack.point)}</span>
              <span className={styles.expiry}>{votingText.expires(formatDate(pack.expireDate))}</span>
            </span>
            <Price amount={pack.price} />
          </Radio>
        ))}
      </div>
      <FieldHelp errorMessage={errorMessage} />
    </RadioGroup>
  );
}
