import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
import { votingText } from '../messages/voting.ts';
import { RichText } from '../RichText/RichText.tsx';
import styles from './VotingProfileCard.module.css';

/** A voting event profile (spec section 3: imageUrl, point, content) with its display name. */
export type VotingProfileCardProps = {
  /** 候補の名前。 */
  name: string;
  /** 写真。 */
  imageUrl?: string | null;
  /** これまでの得票ポイント。 Points received so far. */
  point: number;
  /** アピール文（CMS の HTML。安全な部分だけ表示）。 The member's appeal (CMS HTML, sanitised here). */
  content?: string | null;
  /**
   * 会員がこの候補に入れたポイント（0 か未指定なら出しません）。
   * Points the signed-in member has given this profile; hidden when 0 or absent.
   */
  myPoint?: number;
  /** 「◯◯に投票する」ボタンを出します。 Shows a 「◯◯に投票する」 button. */
  onSelect?: () => void;
  /** 選んでいる候補。 */
  isSelected?: boolean;
  /** 見出しの階層。 */
  headingLevel?: 2 | 3 | 4;
  /**
   * 選んでいるあいだボタンの代わりに出すもの（`VotePanel`）。閉じるとフォーカスはボタンへ（なければ名前へ）戻ります。
   * Shown instead of the button while selected (a VotePanel); once it closes, focus returns to the
   * button, or to the name when there is no button any more (the last points spent).
   */
  children?: ReactNode;
};

/**
 * 投票の候補のカード: 写真、名前、これまでの得票、アピール文、会員が入れたポイント、「◯◯に投票する」ボタン。
 *
 * **使う場面**: 投票イベントの候補の一覧。選ぶと `VotePanel` で投票します。
 *
 * **キーボード・スクリーンリーダー**: 名前が見出し。ボタンは候補の名前を含みます。選ぶとボタンの代わりに `children`（`VotePanel`）が出て、閉じるとフォーカスはボタン（ポイントを使い切ってボタンがなければ名前）へ戻ります。
 */
export function VotingProfileCard({
  name,
  imageUrl,
  point,
  content,
  myPoint = 0,
  onSelect,
  isSelected,
  headingLevel = 3,
  children,
}: VotingProfileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = Boolean(isSelected && children);
  const wasOpen = useRef(open);
  useEffect(() => {
    // The panel closed (voted or given up): focus back where it was opened from, not the page.
    if (wasOpen.current && !open)
      (card.current?.querySelector<HTMLElement>(`.${styles.action}`) ?? heading.current)?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <article ref={card} className={styles.card} aria-label={name} data-selected={isSelected || undefined}>
      {imageUrl ? (
        <Image src={imageUrl} alt="" aspectRatio="3 / 4" sizes="(max-width: 768px) 50vw, 240px" />
      ) : (
        <ImagePlaceholder className={styles.placeholder} />
      )}
      <div className={styles.body}>
        <Heading className={styles.name} ref={heading} tabIndex={-1}>
          {name}
        </Heading>
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
        {open
          ? children
          : onSelect && (
              <Button onPress={onSelect} fullWidth className={styles.action}>
                {votingText.voteFor(name)}
              </Button>
            )}
      </div>
    </article>
  );
}
