import type { VotingEvent } from '@fanclub/domain';
import { useVotingEvents } from '@fanclub/domain/react';
import { Badge, Button, ButtonLink, Image, votingState, RichText } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import gridStyles from '../../components/wide-grid.module.css';
import { VotePanel } from './VotePanel.tsx';
import { moveFocus } from '../../app/site/page-focus.ts';
import { formatDateTime } from '@fanclub/domain/format';

/** Running voting events with their profiles; the member spends points on one profile at a time. */
export function VotingPage() {
  const events = useVotingEvents({ limit: 50 });
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const balance = user?.votingPoint ?? 0;
  return (
    <>
      <PageHeading title="投票" />
      <div className={styles.stack}>
        <p aria-live="polite">
          保有ポイント：<strong>{balance.toLocaleString('ja-JP')}</strong> pt
        </p>
        {balance === 0 ? (
          <div className={styles.notice}>
            <p>投票ポイントがないため、現在は投票できません。ポイントを購入すると投票できます。</p>
            <ButtonLink href={paths.votingCartPointPurchase}>ポイントを購入する</ButtonLink>
          </div>
        ) : (
          <p>
            <Link to={paths.votingCartPointPurchase}>ポイントを購入する</Link>
          </p>
        )}
        <p>
          <Link to={paths.votingHistory}>投票履歴を見る</Link>
        </p>
        <QueryBoundary
          query={events}
          errorKey="fetchVotingEventsFailed"
          isEmpty={(d) => running(d.data, now).length === 0}
          emptyText="現在開催中の投票イベントはありません。"
        >
          {({ data }) =>
            running(data, now).map((event) => <EventSection key={event.id} event={event} balance={balance} />)
          }
        </QueryBoundary>
      </div>
    </>
  );
}

const triggerId = (eventId: number, profileId: number) => `vote-open-${eventId}-${profileId}`;

const voteTrigger = (id: string) => {
  const button = document.getElementById(id);
  return button instanceof HTMLButtonElement && button.disabled
    ? button.closest('li')?.querySelector<HTMLElement>('h3')
    : button;
};

const running = (events: readonly VotingEvent[], now: Date) =>
  events.filter((event) => votingState(event.startedDate, event.closedDate, now) === 'open');

function EventSection({ event, balance }: { event: VotingEvent; balance: number }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const mine = (profileId: number) =>
    event.votes.filter((v) => v.votingEventProfileId === profileId).reduce((sum, v) => sum + v.point, 0);
  return (
    <section aria-labelledby={`voting-event-${event.id}`} className={styles.stack}>
      <h2 id={`voting-event-${event.id}`}>{event.name}</h2>
      <p className={styles.meta}>
        <Badge tone="success">投票受付中</Badge> 投票期間：{formatDateTime(event.startedDate)} 〜{' '}
        {formatDateTime(event.closedDate)}
      </p>
      {event.introduction && <RichText html={event.introduction} />}
      <ul className={gridStyles.wideGrid}>
        {event.profiles.map((profile) => (
          <li key={profile.id} className={styles.card}>
            {profile.imageUrl && <Image src={profile.imageUrl} alt="" aspectRatio="1 / 1" />}
            <h3>{profile.name}</h3>
            <p className={styles.meta}>
              獲得ポイント：{profile.point.toLocaleString('ja-JP')} pt
              {mine(profile.id) > 0 && `（あなたの投票：${mine(profile.id).toLocaleString('ja-JP')} pt）`}
            </p>
            {profile.content && <RichText html={profile.content} />}
            {chosen === profile.id ? (
              <VotePanel
                profile={profile}
                balance={balance}
                onClose={(message) => {
                  setChosen(null);
                  // Back to the button the panel was opened from, not to the page (to the
                  // candidate's name when the last points are spent and the button is disabled).
                  moveFocus(() => voteTrigger(triggerId(event.id, profile.id)), { announce: message });
                }}
              />
            ) : (
              <Button
                id={triggerId(event.id, profile.id)}
                variant="secondary"
                onPress={() => setChosen(profile.id)}
                aria-label={`${profile.name}に投票する`}
                isDisabled={balance === 0}
              >
                投票する
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
