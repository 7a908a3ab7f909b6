import type { TopComponent } from '@fanclub/domain';
import { useNewsList, useNotices, useSchedules } from '@fanclub/domain/react';
import { ButtonLink } from '@fanclub/ui';
import type { ReactNode } from 'react';
import { companyPagePath, paths } from '../../app/paths.ts';
import { HOME_LIMIT } from '../../app/route-data.ts';
import { ArticleList } from '../../components/ArticleList.tsx';
import { serverRenderedPart } from '../../components/server-rendered-part.tsx';
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
        {`${component.name}をもっと見る`}
      </ButtonLink>
    </section>
  );
}

function NewsSection() {
  const { data } = useNewsList({ limit: HOME_LIMIT });
  return (
    <ArticleList
      items={(data?.data ?? []).map((n) => ({
        id: n.id,
        title: n.title,
        date: n.publishAt,
        category: n.category.name,
        isNew: n.isNew,
        href: paths.newsDetail(n.id),
      }))}
    />
  );
}

function NoticeSection() {
  const { data } = useNotices({ limit: HOME_LIMIT });
  return (
    <ArticleList
      items={(data?.data ?? []).map((n) => ({
        id: n.id,
        title: n.title,
        date: n.publishedAt,
        category: n.category.name,
        href: paths.notice(n.id),
      }))}
    />
  );
}

function ScheduleSection() {
  const { data } = useSchedules({ limit: HOME_LIMIT });
  return (
    <ArticleList
      items={(data?.data ?? []).map((s) => ({
        id: s.id,
        title: s.title,
        date: s.eventStart,
        category: s.category.name,
        href: paths.scheduleDetail(s.id),
      }))}
    />
  );
}

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
