import { formatDate, isoDate } from '@fanclub/domain/format';
import { Badge } from '../Badge/Badge.tsx';
import { LockIcon } from '../icons/icons.tsx';
import { contentText } from '../messages/content.ts';

/**
 * The line above a content item's title, in ContentCard, NoticeList and ScheduleList: its date
 * (YYYY/MM/DD in Japan time, the machine-readable date beside it), its category, 「NEW」 and the
 * members-only mark (a lock and 「会員限定」). Each list wraps it in its own row.
 */
export function ContentMeta({
  date,
  category,
  isNew,
  isPaid,
}: {
  date?: string | null | undefined;
  category?: string | null | undefined;
  isNew?: boolean | undefined;
  isPaid?: boolean | undefined;
}) {
  return (
    <>
      {date && <time dateTime={isoDate(date)}>{formatDate(date)}</time>}
      {category && <Badge>{category}</Badge>}
      {isNew && <Badge tone="brand">{contentText.isNew}</Badge>}
      {isPaid && (
        <Badge tone="warning">
          <LockIcon width={12} height={12} />
          {contentText.paidBadge}
        </Badge>
      )}
    </>
  );
}
