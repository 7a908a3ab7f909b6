import { ContentMeta } from '../ContentCard/ContentMeta.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
import { useRouterLink } from '../Link/link-navigation.tsx';
import { scheduleText } from '../messages/schedule.ts';
import { SchedulePeriod } from './SchedulePeriod.tsx';
import styles from './ScheduleList.module.css';

/**
 * A schedule (spec section 3). The entity has no venue field: a venue, where there is one, is
 * written in `content`, which the detail page shows.
 */
export type ScheduleItem = {
  id: number;
  title: string;
  imageURL?: string | null;
  isPaid: boolean;
  category: { id: number; name: string };
  eventStart: string;
  eventEnd?: string | null;
};

type ScheduleListProps = {
  /** スケジュール（サーバーの順のまま）。 */
  schedules: readonly ScheduleItem[];
  /**
   * 1 件のリンク先（既定は /schedule/[id]）。
   * Where a schedule opens; /schedule/[id] unless the app says otherwise.
   */
  getHref?: (schedule: ScheduleItem) => string;
  /** 一覧の名前。 */
  label?: string;
  /** ページの中での各予定の見出しの階層（既定 h3）。 Headline level of each item inside the page. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Schedules in the order the server sends them: period, category, paid marker, title, image.
 */
export function ScheduleList({
  schedules,
  getHref = (schedule) => `/schedule/${schedule.id}`,
  label = scheduleText.list,
  headingLevel = 3,
}: ScheduleListProps) {
  const Heading = `h${headingLevel}` as const;
  if (schedules.length === 0) return <EmptyState title={scheduleText.empty} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {schedules.map((schedule) => (
        <li key={schedule.id}>
          <article className={styles.item}>
            <div className={styles.media}>
              {schedule.imageURL ? (
                <Image
                  src={schedule.imageURL}
                  alt=""
                  aspectRatio="3 / 2"
                  sizes="(max-width: 768px) 120px, 192px"
                />
              ) : (
                <ImagePlaceholder className={styles.placeholder} />
              )}
            </div>
            <div className={styles.body}>
              <SchedulePeriod
                className={styles.period}
                eventStart={schedule.eventStart}
                eventEnd={schedule.eventEnd}
              />
              <div className={styles.meta}>
                <ContentMeta category={schedule.category.name} isPaid={schedule.isPaid} />
              </div>
              <Heading className={styles.title}>
                <ScheduleLink href={getHref(schedule)}>{schedule.title}</ScheduleLink>
              </Heading>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A native `<a>` through the app's router (`useRouterLink`): a list page needs none of react-aria. */
function ScheduleLink({ href, children }: { href: string; children: string }) {
  return (
    <a {...useRouterLink(href)} className={styles.link}>
      {children}
    </a>
  );
}
