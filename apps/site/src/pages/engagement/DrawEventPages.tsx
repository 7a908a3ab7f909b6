import type { DrawBenefit, DrawEvent } from '@fanclub/domain';
import { useDrawEvent, useDrawEvents, useRegisterDrawEvent } from '@fanclub/domain/react';
import { DrawEntryForm, RichText, uiMessages } from '@fanclub/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import gridStyles from '../../components/wide-grid.module.css';
import { notify } from '../../app/site/notify.tsx';
import { contentPagesText } from '../../messages/content-pages.ts';
import { engagementText } from '../../messages/engagement.ts';
import { formatDate, formatDateTime } from '@fanclub/domain/format';

type EntryWindow = 'before' | 'open' | 'closed';
const entryWindow = (event: DrawEvent, now: Date): EntryWindow => {
  if (now < new Date(event.entryStart)) return 'before';
  return now > new Date(event.entryEnd) ? 'closed' : 'open';
};
// Before and after the entry period, the badges of ui DrawEntryForm.
const WINDOW_LABEL = {
  before: uiMessages.draw.beforeBadge,
  open: engagementText.entryOpen,
  closed: uiMessages.draw.fullBadge,
} as const;

export function DrawEventListPage() {
  const events = useDrawEvents({ sortBy: 'entryStart', sortDir: 'desc', limit: 50 });
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeading title={engagementText.draws} section="draw-event" />
      <QueryBoundary
        query={events}
        errorKey="fetchDrawEventsFailed"
        isEmpty={(d) => d.data.length === 0}
        emptyText={engagementText.drawsEmpty}
      >
        {({ data }) => (
          <ul className={styles.list}>
            {data.map((event) => (
              <li key={event.id}>
                <Link to={paths.drawEventDetail(event.id)}>
                  <span className={styles.badge}>{WINDOW_LABEL[entryWindow(event, now)]}</span>
                  <span className={styles.itemTitle}>{event.name}</span>
                  <span className={styles.meta}>
                    {engagementText.entryPeriodOf(
                      `${formatDateTime(event.entryStart)} 〜 ${formatDateTime(event.entryEnd)}`,
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </>
  );
}

export function DrawEventDetailPage() {
  const event = useDrawEvent(useParams().id ?? '');
  const [now] = useState(() => new Date());
  return (
    <QueryBoundary query={event} errorKey="fetchDrawEventsFailed">
      {(e) => (
        <>
          <PageHeading title={e.name} lead={engagementText.draws} />
          <div className={styles.stack}>
            <dl>
              <dt>{engagementText.eventDate}</dt>
              <dd>{formatDate(e.eventDate)}</dd>
              <dt>{engagementText.entryPeriod}</dt>
              <dd>
                {formatDateTime(e.entryStart)} 〜 {formatDateTime(e.entryEnd)}（
                {WINDOW_LABEL[entryWindow(e, now)]}）
              </dd>
            </dl>
            {e.description && <RichText html={e.description} />}
            <h2>{engagementText.benefits}</h2>
            <ul className={gridStyles.wideGrid}>
              {e.benefits.map((benefit) => (
                <li key={benefit.id}>
                  <BenefitEntry event={e} benefit={benefit} now={now} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={paths.drawEvent}>{contentPagesText.backToList}</Link>
            </p>
          </div>
        </>
      )}
    </QueryBoundary>
  );
}

/** One benefit: ui DrawEntryForm with the site's entry call and its toasts. */
function BenefitEntry({ event, benefit, now }: { event: DrawEvent; benefit: DrawBenefit; now: Date }) {
  const register = useRegisterDrawEvent(event.id, {
    onSuccess: () => notify.success(engagementText.entered(benefit.name)),
    onError: (error) => notify.failure(error, 'drawFailed'),
  });
  return (
    <DrawEntryForm
      benefit={benefit}
      entryStart={event.entryStart}
      entryEnd={event.entryEnd}
      now={now}
      onEnter={(option) => register.mutate({ drawBenefitId: benefit.id, option: option ?? undefined })}
      isPending={register.isPending}
    />
  );
}
