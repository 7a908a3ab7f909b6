import { formatDate } from '@fanclub/domain/format';
import { Button } from '@fanclub/ui';
import styles from '../../components/content.module.css';
import { renewalText } from '../../messages/membership.ts';

interface PrepaidRenewalProps {
  readonly planName: string;
  /** The end of the period already paid; the next one starts the day after. */
  readonly end: string | null;
  readonly onRenew: () => void;
}

/**
 * A prepaid (コンビニ払い) member's renewal: the period does not renew by itself, so this offers
 * the next one, added from the current end date.
 */
export function PrepaidRenewal({ planName, end, onRenew }: PrepaidRenewalProps) {
  return (
    <section className={styles.notice} aria-labelledby="prepaid-renewal-heading">
      <h2 id="prepaid-renewal-heading">{renewalText.heading}</h2>
      <p>{renewalText.lead(planName, end ? formatDate(end) : '')}</p>
      <p>
        <Button onPress={onRenew}>{renewalText.renew}</Button>
      </p>
    </section>
  );
}
