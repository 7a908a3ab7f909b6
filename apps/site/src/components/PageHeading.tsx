import type { CompanyPageKey } from '../app/paths.ts';
import { useSectionTitle } from '../app/site/section-title.ts';
import { usePageTitle } from '../app/site/use-page-title.ts';
import styles from './content.module.css';

type PageHeadingProps = {
  title: string;
  lead?: string;
  /** The section a list page is: its title is then the company page's name, as in the menu. */
  section?: CompanyPageKey;
};

/**
 * The screen's h1, which is also its document title (issue 5: a page title per screen). A section's
 * list names its `section`, and is titled as its menu item (only then are the company pages read).
 */
export function PageHeading({ section, ...props }: PageHeadingProps) {
  return section ? <SectionHeading section={section} {...props} /> : <Heading {...props} />;
}

function SectionHeading({ section, title, lead }: PageHeadingProps & { section: CompanyPageKey }) {
  return <Heading title={useSectionTitle(section, title)} lead={lead} />;
}

function Heading({ title, lead }: { title: string; lead?: string | undefined }) {
  usePageTitle(title);
  return (
    <div className={styles.pageHeading}>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
    </div>
  );
}
