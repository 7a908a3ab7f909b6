import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { votingText } from '../messages/voting.ts';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import styles from './VotePanel.module.css';

export type VotePanelProps = {
  /** 投票する候補の名前。 The profile the points go to. */
  profileName: string;
  /** 会員の投票ポイント（User.votingPoint）。 The member's voting points (User.votingPoint). */
  balance: number;
  /**
   * 投票を送る。Promise を返すと確定ボタンが完了を待ちます。
   * Sends the vote; a returned promise keeps the confirm button busy until it settles.
   */
  onVote: (points: number) => void | Promise<unknown>;
  /**
   * votingState() の結果: 受付中（open）だけ投票できます。
   * From votingState(): only an open event takes votes.
   */
  state?: 'open' | 'closed' | 'upcoming';
  /** 操作できない状態。 */
  isDisabled?: boolean;
  /** ポイントが 0 のときの購入ページ。 Where to buy points when the balance is 0. */
  purchaseHref?: string;
};

type Step = { name: 'choose' } | { name: 'confirm' } | { name: 'done'; points: number };

/**
 * 1 人の候補に投票ポイントを入れるパネル: ポイントを選び（1〜保有ポイント）、「◯ポイントを投票します」と確かめてから投票します。終わった・始まる前の投票、ポイントがないときは、投票できない理由を出します。
 *
 * **使う場面**: 投票の候補の詳細で、会員がポイントを **使う** とき。
 *
 * **使わない場面**: ポイントを **買う** とき（`VotingPackagePicker`: パックを選んで購入の手順へ）。
 *
 * - ✅ する: 投票の結果を待つあいだは `onVote` から Promise を返す（確定のボタンが待ちます）。
 * - ❌ しない: 確認の手順を飛ばして 1 回の押下で投票する（ポイントは戻せません）。
 *
 * **キーボード・スクリーンリーダー**: ポイントは `QuantityStepper`（↑↓、Home / End で 1 と上限）。手順が変わるたびにフォーカスがその手順の文へ移り読み上げられます。完了は `role="status"`。
 *
 * Points to one profile: choose an amount (1 to the balance), confirm 「◯ポイントを投票します」,
 * then vote. Closed or upcoming events and an empty balance say why no vote can be cast.
 */
export function VotePanel({
  profileName,
  balance,
  onVote,
  state = 'open',
  isDisabled,
  purchaseHref = '/voting/cart-point-purchase',
}: VotePanelProps) {
  const titleId = useId();
  const [points, setPoints] = useState(1);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [isPending, setPending] = useState(false);
  const focusTarget = useRef<HTMLParagraphElement>(null);
  const canVote = state === 'open' && balance > 0 && !isDisabled;
  const chosen = Math.min(Math.max(points, 1), Math.max(balance, 1));

  // Each step change moves focus to the step's message, so a screen reader reads it out.
  const stepName = step.name;
  useEffect(() => {
    if (stepName !== 'choose') focusTarget.current?.focus();
  }, [stepName]);

  async function confirm() {
    setPending(true);
    try {
      await onVote(chosen);
      setStep({ name: 'done', points: chosen });
      setPoints(1);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-state={state}>
      <h2 id={titleId} className={styles.title}>
        {votingText.voteFor(profileName)}
      </h2>
      <p className={styles.balance}>
        {votingText.balance}
        <strong className={styles.balanceValue}>{votingText.points(balance)}</strong>
      </p>
      {state !== 'open' ? (
        <p className={styles.notice}>{state === 'closed' ? votingText.closed : votingText.upcoming}</p>
      ) : balance <= 0 ? (
        <div className={styles.stack}>
          <p className={styles.notice}>{votingText.noPoints}</p>
          <ButtonLink href={purchaseHref}>{votingText.buyPoints}</ButtonLink>
        </div>
      ) : step.name === 'confirm' ? (
        <div className={styles.confirm}>
          <p className={styles.confirmTitle} tabIndex={-1} ref={focusTarget}>
            {votingText.confirmTitle(chosen)}
          </p>
          <p className={styles.text}>{votingText.confirmBody(profileName, chosen)}</p>
          <div className={styles.actions}>
            {/* Not RAC's isPending: its announcement points at this button, which is gone once the
                vote is through. The done message is announced instead. */}
            <Button onPress={confirm} isDisabled={isPending}>
              {isPending ? votingText.sending : votingText.confirmVote}
            </Button>
            <Button variant="ghost" onPress={() => setStep({ name: 'choose' })} isDisabled={isPending}>
              {votingText.back}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.stack}>
          {step.name === 'done' && (
            <p className={styles.done} role="status" tabIndex={-1} ref={focusTarget}>
              {votingText.voted(profileName, step.points)}
            </p>
          )}
          <QuantityStepper
            label={votingText.votePoints}
            value={chosen}
            onChange={(value) => setPoints(Number.isNaN(value) ? 1 : value)}
            maxValue={balance}
            isDisabled={!canVote}
          />
          <Button onPress={() => setStep({ name: 'confirm' })} isDisabled={!canVote} fullWidth>
            {votingText.vote}
          </Button>
        </div>
      )}
    </section>
  );
}
