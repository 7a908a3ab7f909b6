import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { votingText } from '../messages/voting.ts';
import { RichText } from '../RichText/RichText.tsx';
import styles from './VotingProfileCard.module.css';

/** A voting event profile (spec section 3: imageUrl, point, content) with its display name. */
export type VotingProfileCardProps = {
  name: string;
  imageUrl?: string | null;
  /** Points received so far. */
  point: number;
  /** The member's appeal (CMS HTML, sanitised here). */
  content?: string | null;
  /** Points the signed-in member has given this profile; hidden when 0 or absent. */
  myPoint?: number;
  /** Shows a 「◯◯に投票する」 button. */
  onSelect?: () => void;
  isSelected?: boolean;
  headingLevel?: 2 | 3 | 4;
};

export function VotingProfileCard({
  name,
  imageUrl,
  point,
  content,
  myPoint = 0,
  onSelect,
  isSelected,
  headingLevel = 3,
}: VotingProfileCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-label={name} data-selected={isSelected || undefined}>
      {imageUrl ? (
        <Image src={imageUrl} alt="" aspectRatio="3 / 4" sizes="(max-width: 768px) 50vw, 240px" />
      ) : (
        <div className={styles.placeholder} />
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>{name}</Heading>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{votingText.received}</dt>
            <dd className={styles.point}>{votingText.points(point)}</dd>
          </div>
          {myPoint > 0 && (
            <div className={styles.stat}>
              <dt>{votingText.mine}</dt>
              <dd>{votingText.points(myPoint)}</dd>
            </div>
          )}
        </dl>
        {content && <RichText html={content} className={styles.appeal} />}
        {onSelect && (
          <Button onPress={onSelect} fullWidth className={styles.action}>
            {votingText.voteFor(name)}
          </Button>
        )}
      </div>
    </article>
  );
}
