import { useSchedule, useScheduleCategories, useSchedules } from '@fanclub/domain/react';
import { Image, IMAGE_SIZES, RichText, ScheduleList } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { CategorisedList } from '../../components/CategorisedList.tsx';
import styles from '../../components/content.module.css';
import { formatDateTime } from '@fanclub/domain/format';
import { contentPagesText } from '../../messages/content-pages.ts';

export function ScheduleListPage() {
  return (
    <CategorisedList
      title={contentPagesText.schedule}
      section="schedule"
      basePath={paths.schedule}
      queries={[useScheduleCategories, useSchedules]}
      errorKey="fetchSchedulesFailed"
    >
      {(schedules) => (
        <ScheduleList schedules={schedules} getHref={(s) => paths.scheduleDetail(s.id)} headingLevel={2} />
      )}
    </CategorisedList>
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
