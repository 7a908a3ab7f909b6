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
  /**
   * 「やめる」ボタンを出し、押されたら呼びます（パネルを閉じる）。
   * Shows 「やめる」 and calls this when pressed (the caller closes the panel).
   */
  onCancel?: () => void;
  /**
   * 投票が通ったあとに呼びます（パネルを閉じるならここで）。
   * Called once the vote went through (close the panel here to leave the done step out).
   */
  onVoted?: (points: number) => void;
  /**
   * 投票が失敗したときの文（日本語）。既定は「投票できませんでした。…」。
   * The Japanese text for a failed vote; the confirm step stays so it can be sent again.
   */
  errorText?: (error: unknown) => string;
  /** 最初のポイント（1〜保有ポイントに収めます）。 The points first chosen (clamped to 1..balance). */
  initialPoints?: number;
  /**
   * 出てきたときに見出しへフォーカスを移します（ボタンで開くパネル）。
   * Moves focus to the title when the panel appears (a panel opened from a button).
   */
  focusOnOpen?: boolean;
  /** 見出しの階層。 */
  headingLevel?: 2 | 3 | 4;
};

type Step = { name: 'choose' } | { name: 'confirm' } | { name: 'done'; points: number };

/**
 * 1 人の候補に投票ポイントを入れるパネル: ポイントを選び（1〜保有ポイント）、「◯ポイントを投票します」と確かめてから投票します。終わった・始まる前の投票、ポイントがないときは、投票できない理由を出します。
 *
 * **使う場面**: 投票の候補の詳細で、会員がポイントを **使う** とき。
 *
 * **使わない場面**: ポイントを **買う** とき（`VotingPackagePicker`: パックを選んで購入の手順へ）。
 *
 * - する: 投票の結果を待つあいだは `onVote` から Promise を返す（確定のボタンが待ちます）。
 * - しない: 確認の手順を飛ばして 1 回の押下で投票する（ポイントは戻せません）。
 *
 * - する: 候補のカードから開くパネルは `focusOnOpen` と `onCancel`（「やめる」）を付け、`onVoted` で閉じる（`VotingProfileCard` が開いたボタンへフォーカスを戻します）。
 *
 * **キーボード・スクリーンリーダー**: ポイントは `QuantityStepper`（↑↓、Home / End で 1 と上限）。手順が変わるたびにフォーカスがその手順の文へ移り読み上げられます。完了は `role="status"`、失敗は確認の手順のまま `role="alert"` で理由を出します。
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
  onCancel,
  onVoted,
  errorText = () => votingText.failed,
  initialPoints = 1,
  focusOnOpen,
  headingLevel = 2,
}: VotePanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [points, setPoints] = useState(initialPoints);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<HTMLParagraphElement>(null);
  const canVote = state === 'open' && balance > 0 && !isDisabled;
  const chosen = Math.min(Math.max(points, 1), Math.max(balance, 1));

  // Each step change moves focus to the step's message, so a screen reader reads it out; back on
  // the first step (or on opening, with focusOnOpen) it goes to the title.
  const stepName = step.name;
  const previousStep = useRef<Step['name'] | null>(null);
  useEffect(() => {
    if (stepName !== 'choose') focusTarget.current?.focus();
    else if (previousStep.current === 'confirm' || (previousStep.current === null && focusOnOpen))
      title.current?.focus();
    previousStep.current = stepName;
  }, [stepName, focusOnOpen]);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onVote(chosen);
    } catch (failure) {
      // The step stays: the fan reads why, and can send again or go back.
      setError(errorText(failure));
      setPending(false);
      focusTarget.current?.focus();
      return;
    }
    setPending(false);
    setStep({ name: 'done', points: chosen });
    setPoints(initialPoints);
    onVoted?.(chosen);
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-state={state}>
      <Heading id={titleId} className={styles.title} ref={title} tabIndex={-1}>
        {votingText.voteFor(profileName)}
      </Heading>
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
          <p className={styles.text}>
            {votingText.balanceAfter}
            <strong>{votingText.points(balance - chosen)}</strong>
          </p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            {/* Not RAC's isPending: its announcement points at this button, which is gone once the
                vote is through. The done message is announced instead. */}
            <Button onPress={confirm} isDisabled={isPending}>
              {isPending ? votingText.sending : votingText.confirmVote}
            </Button>
            <Button
              variant="ghost"
              onPress={() => {
                setError(null);
                setStep({ name: 'choose' });
              }}
              isDisabled={isPending}
            >
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
          {onCancel && (
            <Button variant="ghost" onPress={onCancel} fullWidth>
              {votingText.cancel}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
