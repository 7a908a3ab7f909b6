import type { DrawBenefit, DrawEvent } from '@fanclub/domain';
import { useDrawEvent, useDrawEvents, useRegisterDrawEvent } from '@fanclub/domain/react';
import { DrawEntryForm, RichText } from '@fanclub/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import gridStyles from '../../components/wide-grid.module.css';
import { notify } from '../../app/site/notify.tsx';
import { formatDate, formatDateTime } from '@fanclub/domain/format';

type EntryWindow = 'before' | 'open' | 'closed';
const entryWindow = (event: DrawEvent, now: Date): EntryWindow => {
  if (now < new Date(event.entryStart)) return 'before';
  return now > new Date(event.entryEnd) ? 'closed' : 'open';
};
const WINDOW_LABEL = { before: '受付前', open: '受付中', closed: '受付終了' } as const;

export function DrawEventListPage() {
  const events = useDrawEvents({ sortBy: 'entryStart', sortDir: 'desc', limit: 50 });
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeading title="抽選イベント" />
      <QueryBoundary
        query={events}
        errorKey="fetchDrawEventsFailed"
        isEmpty={(d) => d.data.length === 0}
        emptyText="現在の抽選イベントはありません。"
      >
        {({ data }) => (
          <ul className={styles.list}>
            {data.map((event) => (
              <li key={event.id}>
                <Link to={paths.drawEventDetail(event.id)}>
                  <span className={styles.badge}>{WINDOW_LABEL[entryWindow(event, now)]}</span>
                  <span className={styles.itemTitle}>{event.name}</span>
                  <span className={styles.meta}>
                    応募期間：{formatDateTime(event.entryStart)} 〜 {formatDateTime(event.entryEnd)}
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
          <PageHeading title={e.name} lead="抽選イベント" />
          <div className={styles.stack}>
            <dl>
              <dt>開催日</dt>
              <dd>{formatDate(e.eventDate)}</dd>
              <dt>応募期間</dt>
              <dd>
                {formatDateTime(e.entryStart)} 〜 {formatDateTime(e.entryEnd)}（
                {WINDOW_LABEL[entryWindow(e, now)]}）
              </dd>
            </dl>
            {e.description && <RichText html={e.description} />}
            <h2>特典</h2>
            <ul className={gridStyles.wideGrid}>
              {e.benefits.map((benefit) => (
                <li key={benefit.id}>
                  <BenefitEntry event={e} benefit={benefit} now={now} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={paths.drawEvent}>抽選イベント一覧に戻る</Link>
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
    onSuccess: () => notify.success(`「${benefit.name}」に応募しました。`),
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
