import type { DrawBenefit, DrawEvent } from '@fanclub/domain';
import { useDrawEvent, useDrawEvents, useRegisterDrawEvent } from '@fanclub/domain/react';
import { Badge, Button, Image, RichText } from '@fanclub/ui';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import formStyles from '../../components/form/form.module.css';
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
                <li key={benefit.id} className={styles.card}>
                  <BenefitEntry eventId={e.id} benefit={benefit} isOpen={entryWindow(e, now) === 'open'} />
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

const STATUS = {
  pending: ['抽選待ち', 'neutral'],
  won: ['当選', 'success'],
  not_won: ['落選', 'neutral'],
} as const;

function BenefitEntry({
  eventId,
  benefit,
  isOpen,
}: {
  eventId: number;
  benefit: DrawBenefit;
  isOpen: boolean;
}) {
  const [option, setOption] = useState('');
  const [optionMissing, setOptionMissing] = useState(false);
  const optionId = useId();
  const register = useRegisterDrawEvent(eventId, {
    onSuccess: () => notify.success(`「${benefit.name}」に応募しました。`),
    onError: (error) => notify.failure(error, 'drawFailed'),
  });
  const enter = () => {
    if (benefit.isOptionRequired && !option) {
      setOptionMissing(true);
      return;
    }
    register.mutate({ drawBenefitId: benefit.id, option: option || undefined });
  };
  const status = benefit.entryStatus ? STATUS[benefit.entryStatus] : null;
  return (
    <>
      {benefit.imageURL && <Image src={benefit.imageURL} alt="" aspectRatio="16 / 9" />}
      <h3>{benefit.name}</h3>
      <p className={styles.meta}>
        当選数 {benefit.capacity}名／応募数 {benefit.countParticipants}名
        {benefit.isDisplayWinner && benefit.drawnAt && `／抽選日 ${formatDate(benefit.drawnAt)}`}
      </p>
      {benefit.isRegistered ? (
        <div className={styles.stack}>
          <p>応募済み {status && <Badge tone={status[1]}>{status[0]}</Badge>}</p>
          {benefit.entryStatus === 'won' && (
            <div className={styles.notice}>
              <p>
                <strong>おめでとうございます！当選しました。</strong>
              </p>
              {benefit.congratulationContent && <RichText html={benefit.congratulationContent} />}
            </div>
          )}
          {benefit.entryStatus === 'not_won' && <p>残念ながら今回は落選となりました。</p>}
          {benefit.entryStatus === 'pending' && <p>抽選結果の発表までお待ちください。</p>}
        </div>
      ) : isOpen ? (
        <div className={styles.stack}>
          {benefit.option && (
            <div className={formStyles.field}>
              <label htmlFor={optionId} className={formStyles.label}>
                {benefit.option.label}
                {benefit.isOptionRequired && <span className={formStyles.required}>必須</span>}
              </label>
              <select
                id={optionId}
                className={formStyles.select}
                value={option}
                aria-invalid={optionMissing || undefined}
                aria-describedby={optionMissing ? `${optionId}-error` : undefined}
                onChange={(e) => {
                  setOption(e.target.value);
                  setOptionMissing(false);
                }}
              >
                <option value="">選択してください</option>
                {benefit.option.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
              {optionMissing && (
                <p id={`${optionId}-error`} className={formStyles.error} role="alert">
                  {benefit.option.label}を選択してください。
                </p>
              )}
            </div>
          )}
          <Button onPress={enter} isPending={register.isPending} aria-label={`「${benefit.name}」に応募する`}>
            応募する
          </Button>
        </div>
      ) : (
        <p className={styles.meta}>応募受付期間外です。</p>
      )}
    </>
  );
}
