import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useSchedule, useScheduleCategories, useSchedules } from '@fanclub/domain/react';
import { Image, IMAGE_SIZES, RichText, ScheduleList } from '@fanclub/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { CategoryFilter } from '../../components/CategoryFilter.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { categoryFromSearch, categoryPageHref } from '../../app/route-data.ts';
import styles from '../../components/content.module.css';
import { formatDateTime } from '@fanclub/domain/format';
import { contentPagesText } from '../../messages/content-pages.ts';

export function ScheduleListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const categoryId = categoryFromSearch(search);
  const categories = useScheduleCategories();
  const list = useSchedules({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT, categoryId });
  return (
    <>
      <PageHeading title={contentPagesText.schedule} />
      <CategoryFilter
        query={categories}
        errorKey="fetchSchedulesFailed"
        current={categoryId}
        basePath={paths.schedule}
      />
      <QueryBoundary query={list} errorKey="fetchSchedulesFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            <ScheduleList schedules={data} getHref={(s) => paths.scheduleDetail(s.id)} headingLevel={2} />
            <Pager
              total={total}
              pageSize={PAGE_SIZE_TEXT}
              page={page}
              makeHref={(n) => categoryPageHref(paths.schedule, categoryId, n)}
            />
          </>
        )}
      </QueryBoundary>
    </>
  );
}

export function ScheduleDetailPage() {
  const item = useSchedule(useParams().id ?? '');
  return (
    <QueryBoundary query={item} errorKey="fetchEventFailed">
      {(s) => (
        <article className={styles.article}>
          <PageHeading
            title={s.title}
            lead={contentPagesText.sectionOf(contentPagesText.schedule, s.category.name)}
          />
          <p className={styles.meta}>
            {formatDateTime(s.eventStart)}
            {s.eventEnd ? ` 〜 ${formatDateTime(s.eventEnd)}` : ''}
          </p>
          {s.imageURL && (
            <Image src={s.imageURL} alt="" aspectRatio="16 / 9" sizes={IMAGE_SIZES.column} priority />
          )}
          {s.content !== null ? <RichText html={s.content} /> : s.isPaid && <PaidLock />}
          {s.link && (
            <p>
              <a href={s.link} target="_blank" rel="noopener noreferrer">
                {contentPagesText.moreDetails}
              </a>
            </p>
          )}
          <Link to={paths.schedule}>{contentPagesText.backToList}</Link>
        </article>
      )}
    </QueryBoundary>
  );
}
