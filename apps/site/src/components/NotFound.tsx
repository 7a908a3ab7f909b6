import { ButtonLink } from '@fanclub/ui';
import { paths } from '../app/paths.ts';
import { PageHeading } from './PageHeading.tsx';
import styles from './content.module.css';
import { notFoundText } from '../messages/not-found.ts';
import { shellText } from '../messages/shell.ts';

interface NotFoundProps {
  /** What is missing, e.g. 「お探しのニュース」; the page as a whole by default. */
  readonly what?: string;
}

/**
 * A page or an item that does not exist (an unknown path, /news/99999): said plainly, with the way
 * back. The spec's fetch-failure messages are for failures; a missing item is not one.
 */
export function NotFound({ what = notFoundText.page }: NotFoundProps) {
  return (
    <>
      <PageHeading title={notFoundText.title} lead={notFoundText.lead(what)} />
      <div className={styles.stack}>
        <ButtonLink href={paths.home}>{shellText.toHome}</ButtonLink>
      </div>
    </>
  );
}
