import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { planText } from '../messages/plan.ts';
import { Price } from '../Price/Price.tsx';
import styles from './PlanCard.module.css';

export type BillingCycle = { cycleType: 'month' | 'year'; cycleValue: number };

/** 「毎月」「3か月ごと」「毎年」: when the charge recurs, in words. */
export function cycleLabel({ cycleType, cycleValue }: BillingCycle): string {
  if (cycleType === 'month') return cycleValue === 1 ? '毎月' : `${cycleValue}か月ごと`;
  return cycleValue === 1 ? '毎年' : `${cycleValue}年ごと`;
}

export type PlanCardProps = BillingCycle & {
  name: string;
  /** Tax-included price per cycle. */
  price: number;
  /** Tax-included initial fee; 0 hides it. */
  initialFee?: number;
  imageUrl?: string | null;
  isCurrent?: boolean;
  onSelect?: () => void;
  isPending?: boolean;
};

export function PlanCard({
  name,
  price,
  initialFee = 0,
  cycleType,
  cycleValue,
  imageUrl,
  isCurrent,
  onSelect,
  isPending,
}: PlanCardProps) {
  return (
    <article className={styles.card} data-current={isCurrent || undefined} aria-label={name}>
      {imageUrl && (
        <Image src={imageUrl} alt="" aspectRatio="16 / 9" sizes="(max-width: 768px) 100vw, 360px" />
      )}
      <div className={styles.body}>
        {isCurrent && <Badge tone="brand">{planText.currentPlan}</Badge>}
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.price}>
          <Price amount={price} size="lg" />
          <span className={styles.cycle}>／{cycleLabel({ cycleType, cycleValue })}</span>
        </p>
        {initialFee > 0 && (
          <p className={styles.fee}>
            {planText.initialFee} <Price amount={initialFee} size="sm" />
          </p>
        )}
        {onSelect && !isCurrent && (
          <Button onPress={onSelect} isPending={isPending} fullWidth>
            {planText.choosePlan(name)}
          </Button>
        )}
      </div>
    </article>
  );
}
