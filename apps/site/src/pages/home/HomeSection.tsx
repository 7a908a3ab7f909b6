import type { TopComponent } from '@fanclub/domain';
import { ButtonLink } from '@fanclub/ui';
import type { ReactNode } from 'react';
import { companyPagePath } from '../../app/paths.ts';
import { serverRenderedPart } from '../../components/server-rendered-part.tsx';
import { homeText } from '../../messages/home.ts';
import styles from './home.module.css';

/** One top component: its heading (in its font style), a short list, and the way to the section. */
export function HomeSection({ component }: { component: TopComponent }) {
  const body = sectionBodies[component.key];
  if (!body) return null;
  return (
    <section className={styles.section} aria-labelledby={`home-${component.id}`}>
      <h2
        id={`home-${component.id}`}
        style={component.fontStyle ? { fontFamily: component.fontStyle } : undefined}
      >
        {component.name}
      </h2>
      {body()}
      <ButtonLink href={companyPagePath(component.key)} variant="secondary">
        {homeText.more(component.name)}
      </ButtonLink>
    </section>
  );
}

/** The news, the notices and the schedule as on their own pages, in a chunk of their own. */
const NewsSection = serverRenderedPart(async () => (await import('./HomeLists.tsx')).HomeNews);
const NoticeSection = serverRenderedPart(async () => (await import('./HomeLists.tsx')).HomeNotices);
const ScheduleSection = serverRenderedPart(async () => (await import('./HomeLists.tsx')).HomeSchedule);

/** Topics as banner cards in their display order, as on the topics page, in a chunk of its own. */
const TopicSection = serverRenderedPart(async () => (await import('./HomeTopics.tsx')).HomeTopics);

/** The newest goods as product cards, in a chunk of its own (below the news and the schedule). */
const ProductSection = serverRenderedPart(async () => (await import('./HomeProducts.tsx')).HomeProducts);

const sectionBodies: Partial<Record<string, () => ReactNode>> = {
  news: () => <NewsSection />,
  notice: () => <NoticeSection />,
  schedule: () => <ScheduleSection />,
  topic: () => <TopicSection />,
  products: () => <ProductSection />,
  product: () => <ProductSection />,
};
