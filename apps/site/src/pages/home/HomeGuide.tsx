import { ButtonLink } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import styles from './HomeGuide.module.css';

/** The home's invitation to join (入会案内): a heading, a line and the way to the guide. */
export function HomeGuide() {
  return (
    <section className={styles.guide} aria-labelledby="home-guide">
      <h2 id="home-guide">入会案内</h2>
      <p>
        会員限定のブログ・動画・写真、チケットの先行受付、デジタル会員証。ファンクラブに入会して、もっと近くで応援しませんか。
      </p>
      <ButtonLink href={paths.membershipGuide}>入会案内を見る</ButtonLink>
    </section>
  );
}
