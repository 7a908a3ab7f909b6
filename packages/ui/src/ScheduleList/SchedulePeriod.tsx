import { formatDate, formatDateTime, formatTime } from '@fanclub/domain/format';
import { scheduleText } from '../messages/schedule.ts';
import styles from './SchedulePeriod.module.css';

/**
 * An event's start and end as the spec writes dates (YYYY/MM/DD HH:mm:ss). An end on the same day
 * shows its time only; an event without an end shows its start alone. On a narrow screen the line
 * breaks only before 「〜」, never inside a date or a time.
 */
export function SchedulePeriod({
  eventStart,
  eventEnd,
  className,
}: {
  eventStart: string;
  eventEnd?: string | null;
  className?: string;
}) {
  const sameDay = eventEnd != null && formatDate(eventEnd) === formatDate(eventStart);
  return (
    <span className={className}>
      <time className={styles.part} dateTime={eventStart}>
        {formatDateTime(eventStart)}
      </time>
      {eventEnd && (
        <>
          <wbr />
          <span className={styles.part}>
            {scheduleText.until}
            <time dateTime={eventEnd}>{sameDay ? formatTime(eventEnd) : formatDateTime(eventEnd)}</time>
          </span>
        </>
      )}
    </span>
  );
}
