import { Radio, RadioGroup } from 'react-aria-components';
import { FieldLabel, fieldStyles } from '../Field/index.ts';
import { cardFormText } from '../messages/card-form.ts';
import styles from './CardForm.module.css';
import { MaskedCardNumber } from './MaskedCardNumber.tsx';

export type SavedCardChoiceProps = {
  /** 会員の保存済みのカード（maskedCardNumber）。 The member's saved card, masked. */
  savedCard: string;
  /** 保存済みのカードを使うか。 True when the saved card pays. */
  useSaved: boolean;
  onChange: (useSaved: boolean) => void;
  name?: string;
};

const t = cardFormText;

/**
 * 保存済みのカードか新しいカードかの選択（ラジオ）。CardForm と、カードの欄を他の欄と一緒に持つフォーム（注文手続き）が使います。
 *
 * The choice between the saved card and a new one, as CardForm shows it; a form that holds the
 * card among other fields (the checkout) shows it above CardFields.
 */
export function SavedCardChoice({ savedCard, useSaved, onChange, name = 'useSaved' }: SavedCardChoiceProps) {
  return (
    <RadioGroup
      name={name}
      value={useSaved ? 'saved' : 'new'}
      onChange={(choice) => onChange(choice === 'saved')}
      className={fieldStyles.field}
    >
      <FieldLabel>{t.choice}</FieldLabel>
      <div className={styles.choices}>
        <Radio value="saved" className={styles.choice}>
          <span className={styles.dot} aria-hidden="true" />
          <span>
            {t.saved}（<MaskedCardNumber cardNumber={savedCard} />）
          </span>
        </Radio>
        <Radio value="new" className={styles.choice}>
          <span className={styles.dot} aria-hidden="true" />
          {t.newCard}
        </Radio>
      </div>
    </RadioGroup>
  );
}
