import { ButtonLink } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { homeText } from '../../messages/home.ts';
import styles from './HomeGuide.module.css';

/** The home's invitation to join (入会案内): a heading, a line and the way to the guide. */
export function HomeGuide() {
  return (
    <section className={styles.guide} aria-labelledby="home-guide">
      <h2 id="home-guide">{homeText.guideTitle}</h2>
      <p>{homeText.guideLead}</p>
      <ButtonLink href={paths.membershipGuide}>{homeText.guideLink}</ButtonLink>
    </section>
  );
}
