import { errorMessage, type VotingEvent } from '@fanclub/domain';
import { useVote, useVotingEvents } from '@fanclub/domain/react';
import {
  announce,
  ButtonLink,
  RichText,
  uiMessages,
  VotePanel,
  VotingEventCard,
  votingState,
  VotingProfileCard,
} from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { notify } from '../../app/site/notify.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PointBalance, usePointBalance } from '../../components/PointBalance.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import gridStyles from '../../components/wide-grid.module.css';
import { votingText } from '../../messages/voting.ts';

/** Running voting events with their profiles; the member spends points on one profile at a time. */
export function VotingPage() {
  const events = useVotingEvents({ limit: 50 });
  const balance = usePointBalance();
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeading title={votingText.title} section="voting" />
      <div className={styles.stack}>
        <PointBalance />
        {balance === 0 ? (
          <div className={styles.notice}>
            <p>{votingText.noPoints}</p>
            <ButtonLink href={paths.votingCartPointPurchase}>{uiMessages.voting.buyPoints}</ButtonLink>
          </div>
        ) : (
          <p>
            <Link to={paths.votingCartPointPurchase}>{uiMessages.voting.buyPoints}</Link>
          </p>
        )}
        <p>
          <Link to={paths.votingHistory}>{votingText.history}</Link>
        </p>
        <QueryBoundary
          query={events}
          errorKey="fetchVotingEventsFailed"
          isEmpty={(d) => running(d.data, now).length === 0}
          emptyText={votingText.empty}
        >
          {({ data }) =>
            running(data, now).map((event) => (
              <EventSection key={event.id} event={event} balance={balance} now={now} />
            ))
          }
        </QueryBoundary>
      </div>
    </>
  );
}

const running = (events: readonly VotingEvent[], now: Date) =>
  events.filter((event) => votingState(event.startedDate, event.closedDate, now) === 'open');

function EventSection({ event, balance, now }: { event: VotingEvent; balance: number; now: Date }) {
  const [chosen, setChosenProfile] = useState<number | null>(null);
  // One key per vote the fan means to cast: a retry of it (after a lost answer) counts once; a
  // new choice or a vote that went through starts a new one.
  const [voteKey, setVoteKey] = useState(() => crypto.randomUUID());
  const setChosen = (profileId: number | null) => {
    setChosenProfile(profileId);
    setVoteKey(crypto.randomUUID());
  };
  const vote = useVote({
    onSuccess: ({ votingPoint }) => {
      const user = sessionStore.getSnapshot().user;
      if (user) sessionStore.setUser({ ...user, votingPoint });
    },
  });
  const mine = (profileId: number) =>
    event.votes.filter((v) => v.votingEventProfileId === profileId).reduce((sum, v) => sum + v.point, 0);
  return (
    <section aria-label={event.name} className={styles.stack}>
      <VotingEventCard
        name={event.name}
        startedDate={event.startedDate}
        closedDate={event.closedDate}
        now={now}
        headingLevel={2}
      >
        {event.introduction && <RichText html={event.introduction} />}
      </VotingEventCard>
      <ul className={gridStyles.wideGrid}>
        {event.profiles.map((profile) => (
          <li key={profile.id}>
            <VotingProfileCard
              name={profile.name}
              imageUrl={profile.imageUrl}
              point={profile.point}
              myPoint={mine(profile.id)}
              content={profile.content}
              onSelect={balance > 0 ? () => setChosen(profile.id) : undefined}
              isSelected={chosen === profile.id}
            >
              <VotePanel
                profileName={profile.name}
                balance={balance}
                initialPoints={Math.min(10, balance)}
                purchaseHref={paths.votingCartPointPurchase}
                headingLevel={4}
                focusOnOpen
                onVote={(point) =>
                  vote.mutateAsync({ votingEventProfileId: profile.id, point, idempotencyKey: voteKey })
                }
                errorText={(error) => errorMessage(error)}
                onVoted={(point) => {
                  setChosen(null);
                  notify.success(uiMessages.voting.voted(profile.name, point));
                }}
                onCancel={() => {
                  setChosen(null);
                  announce(votingText.cancelled);
                }}
              />
            </VotingProfileCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
