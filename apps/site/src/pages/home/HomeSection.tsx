import type { TopComponent } from '@fanclub/domain';
import { useNewsList, useNotices, useProducts, useSchedules } from '@fanclub/domain/react';
import { ButtonLink, CardGrid, ProductCard, productCardProps } from '@fanclub/ui';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { companyPagePath, paths } from '../../app/paths.ts';
import { HOME_LIMIT, HOME_PRODUCTS } from '../../app/route-data.ts';
import { ArticleList } from '../../components/ArticleList.tsx';
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

/**
 * Topics as banner cards in their display order, as on the topics page. In a chunk of its own, like
 * the home's invitation (HomePage.tsx): the server renders it with the page and the browser keeps
 * that markup while the chunk arrives, so the home's first load stays within its budget.
 */
const LazyHomeTopics = lazy(async () => ({ default: (await import('./HomeTopics.tsx')).HomeTopics }));
const TopicSection = memo(function TopicSection() {
  return (
    <Suspense fallback={null}>
      <LazyHomeTopics />
    </Suspense>
  );
});

/** The newest goods as product cards (picture, name, price), as in the shop. */
function ProductSection() {
  const { data } = useProducts({ limit: HOME_PRODUCTS });
  return (
    <CardGrid>
      {(data?.data ?? []).map((product) => (
        <li key={product.id}>
          <ProductCard {...productCardProps(product, paths.product(product.id))} />
        </li>
      ))}
    </CardGrid>
  );
}

const sectionBodies: Partial<Record<string, () => ReactNode>> = {
  news: () => <NewsSection />,
  notice: () => <NoticeSection />,
  schedule: () => <ScheduleSection />,
  topic: () => <TopicSection />,
  products: () => <ProductSection />,
  product: () => <ProductSection />,
};
