import styles from './StampCard.module.css';

/** An event reward of the stamp type (spec section 3). */
export type Stamp = {
  name: string;
  order: number;
  iconURLLocked: string;
  iconURLUnlocked: string;
  isAcquired: boolean;
};

/**
 * スタンプラリーのカード: すべてのスタンプを順に、集めたものは色付きで、数と一緒に。
 *
 * **キーボード・スクリーンリーダー**: 一覧として読み上げ、各スタンプは「獲得済み」「未獲得」を文字で伝えます。
 *
 * The stamp rally card: every stamp in order, unlocked ones in colour, with a count.
 */
type StampCardProps = {
  /** スタンプラリーの名前。 */
  title: string;
  /** すべてのスタンプ（集めたものは isAcquired）。 */
  stamps: readonly Stamp[];
};

export function StampCard({ title, stamps }: StampCardProps) {
  const sorted = [...stamps].sort((a, b) => a.order - b.order);
  const acquired = sorted.filter((stamp) => stamp.isAcquired).length;
  return (
    <section className={styles.card} aria-labelledby="stamp-card-title">
      <h2 id="stamp-card-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.count}>
        {acquired} / {sorted.length} 個 獲得
      </p>
      <ol className={styles.grid}>
        {sorted.map((stamp) => (
          <li key={stamp.order} className={styles.stamp} data-acquired={stamp.isAcquired || undefined}>
            <img
              src={stamp.isAcquired ? stamp.iconURLUnlocked : stamp.iconURLLocked}
              alt=""
              width={72}
              height={72}
            />
            <span>{stamp.name}</span>
            <span className="visually-hidden">{stamp.isAcquired ? '獲得済み' : '未獲得'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
