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
  /** プラン名。 */
  name: string;
  /** 1 周期あたりの税込の金額。 Tax-included price per cycle. */
  price: number;
  /** 税込の入会金（0 なら出しません）。 Tax-included initial fee; 0 hides it. */
  initialFee?: number;
  /** プランの画像。 */
  imageUrl?: string | null;
  /** 会員が今利用しているプラン。 */
  isCurrent?: boolean;
  /** 選ぶボタンを押したとき（なければボタンを出しません）。 */
  onSelect?: () => void;
  /** 申し込みの処理中。 */
  isPending?: boolean;
};

/**
 * 有料会員のプラン 1 つ: 名前、税込の金額と請求の周期（毎月・3 か月ごと・毎年）、入会金、選ぶボタン。
 *
 * **使う場面**: プランの一覧（`PlanList`）。今のプランには `isCurrent`（「ご利用中」）。
 *
 * **使わない場面**: 申し込み後の契約内容（`SubscriptionSummary`）。
 *
 * **キーボード・スクリーンリーダー**: プラン名が見出し。「このプランを選ぶ」はプラン名を含む名前のボタンです。
 */
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
