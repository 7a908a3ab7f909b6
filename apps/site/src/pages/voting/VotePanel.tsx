import type { VotingEventProfile } from '@fanclub/domain';
import { useVote } from '@fanclub/domain/react';
import { Button, QuantityStepper } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

interface VotePanelProps {
  readonly profile: VotingEventProfile;
  readonly balance: number;
  /** The panel is done (voted, or given up: then with what to announce as focus returns). */
  readonly onClose: (message?: string) => void;
}

/** Points for one profile with a stepper, then an explicit confirmation, since points are spent. */
export function VotePanel({ profile, balance, onClose }: VotePanelProps) {
  const [point, setPoint] = useState(Math.min(10, balance));
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const vote = useVote({
    onSuccess: ({ votingPoint }) => {
      const user = sessionStore.getSnapshot().user;
      if (user) sessionStore.setUser({ ...user, votingPoint });
      notify.success(`${profile.name}に${point.toLocaleString('ja-JP')}ポイント投票しました。`);
      onClose();
    },
    onError: (error) => notify.failure(error),
  });
  // Move focus into the panel when it opens and when it changes step, for keyboard users.
  useEffect(() => heading.current?.focus(), [confirming]);

  if (balance === 0) return null;
  return (
    <div className={styles.notice} role="group" aria-labelledby={`vote-${profile.id}`}>
      <h4 id={`vote-${profile.id}`} ref={heading} tabIndex={-1}>
        {confirming ? '投票内容の確認' : `${profile.name}に投票`}
      </h4>
      {confirming ? (
        <>
          <p>
            {profile.name}に{point.toLocaleString('ja-JP')}ポイント投票します。投票後の取り消しはできません。
          </p>
          <p className={styles.meta}>投票後の保有ポイント：{(balance - point).toLocaleString('ja-JP')} pt</p>
          <Button
            onPress={() => vote.mutate({ votingEventProfileId: profile.id, point })}
            isPending={vote.isPending}
          >
            投票を確定する
          </Button>
          <Button variant="ghost" onPress={() => setConfirming(false)} isDisabled={vote.isPending}>
            ポイントを変更する
          </Button>
        </>
      ) : (
        <>
          <QuantityStepper
            label="投票するポイント"
            value={point}
            maxValue={balance}
            onChange={(value) => setPoint(Number.isNaN(value) ? 1 : value)}
          />
          <p className={styles.meta}>
            {balance.toLocaleString('ja-JP')} ptまで投票できます。足りないときは
            <Link to={paths.votingCartPointPurchase}>ポイントを購入</Link>できます。
          </p>
          <Button onPress={() => setConfirming(true)} isDisabled={point < 1 || point > balance}>
            確認へ進む
          </Button>
          <Button variant="ghost" onPress={() => onClose('投票をやめました。')}>
            やめる
          </Button>
        </>
      )}
    </div>
  );
}
