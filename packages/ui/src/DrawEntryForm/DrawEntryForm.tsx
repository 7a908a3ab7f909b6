import { useId, useState } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { formatDateTime } from '@fanclub/domain/format';
import { Image } from '../Image/Image.tsx';
import { drawText } from '../messages/draw.ts';
import { RichText } from '../RichText/RichText.tsx';
import { NativeSelect } from '../Select/NativeSelect.tsx';
import styles from './DrawEntryForm.module.css';

/** A draw benefit (spec section 3) with the member's own entry fields. */
export type DrawEntryBenefit = {
  name: string;
  imageURL?: string | null;
  capacity: number;
  winnersCount: number;
  countParticipants: number;
  isDisplayWinner: boolean;
  isOptionRequired: boolean;
  option: { label: string; values: readonly string[] } | null;
  isRegistered: boolean;
  entryStatus: 'pending' | 'won' | 'not_won' | null;
  /** CMS HTML shown to a winner only. */
  congratulationContent?: string | null;
  drawnAt?: string | null;
};

export type DrawEntryFormProps = {
  /** 特典（名前、定員、選択肢、結果）。 */
  benefit: DrawEntryBenefit;
  /** 受付の開始日時。 */
  entryStart: string;
  /** 受付の終了日時。 */
  entryEnd: string;
  /**
   * 「今」（受付期間を呼ぶ側の時計で決めます）。
   * "Now", so the entry period is decided by the caller's clock (and testable).
   */
  now?: Date;
  /** 応募済みのときに選んだ選択肢。 The option the member chose, shown once entered. */
  chosenOption?: string | null;
  /** 応募するとき（選んだ選択肢か null）。 */
  onEnter: (option: string | null) => void;
  /** 応募の送信中。 */
  isPending?: boolean;
};

type Status = 'won' | 'not_won' | 'waiting' | 'full' | 'before' | 'ended' | 'open';

function entryStatus({
  benefit,
  entryStart,
  entryEnd,
  now,
}: Required<Pick<DrawEntryFormProps, 'benefit' | 'entryStart' | 'entryEnd' | 'now'>>): Status {
  if (benefit.isRegistered) {
    if (benefit.entryStatus === 'won' || benefit.entryStatus === 'not_won') return benefit.entryStatus;
    return 'waiting';
  }
  if (now < new Date(entryStart)) return 'before';
  if (now > new Date(entryEnd)) return 'ended';
  return benefit.countParticipants >= benefit.capacity ? 'full' : 'open';
}

const BADGE = {
  won: [drawText.won, 'success'],
  not_won: [drawText.notWon, 'neutral'],
  waiting: [drawText.pending, 'info'],
  full: [drawText.fullBadge, 'neutral'],
  before: [drawText.beforeBadge, 'neutral'],
  ended: [drawText.fullBadge, 'neutral'],
  open: [drawText.notEntered, 'neutral'],
} as const;

/**
 * One benefit of a draw event: its status for this member and, while open, the entry form.
 */
export function DrawEntryForm({
  benefit,
  entryStart,
  entryEnd,
  now = new Date(),
  chosenOption,
  onEnter,
  isPending,
}: DrawEntryFormProps) {
  const titleId = useId();
  const optionId = useId();
  const status = entryStatus({ benefit, entryStart, entryEnd, now });
  const [option, setOption] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const needsOption = Boolean(benefit.option) && benefit.isOptionRequired;
  const [label, tone] = BADGE[status];

  function enter() {
    if (needsOption && !option) {
      setShowError(true);
      // The select says what is missing (its error is its description).
      document.getElementById(optionId)?.focus();
      return;
    }
    onEnter(option);
  }

  return (
    <article className={styles.benefit} aria-labelledby={titleId} data-status={status}>
      {benefit.imageURL && (
        <Image src={benefit.imageURL} alt="" aspectRatio="16 / 9" sizes="(max-width: 768px) 100vw, 480px" />
      )}
      <div className={styles.body}>
        <Badge tone={tone}>{label}</Badge>
        <h3 id={titleId} className={styles.name}>
          {benefit.name}
        </h3>
        <ul className={styles.facts}>
          <li>{drawText.capacity(benefit.countParticipants, benefit.capacity)}</li>
          {benefit.isDisplayWinner && <li>{drawText.winners(benefit.winnersCount)}</li>}
          {benefit.drawnAt && <li>{drawText.drawnAt(formatDateTime(benefit.drawnAt))}</li>}
        </ul>
        {status === 'open' && (
          <div className={styles.form}>
            {benefit.option && (
              <NativeSelect
                id={optionId}
                label={benefit.option.label}
                options={benefit.option.values.map((value) => ({ value, label: value }))}
                value={option}
                onChange={(value) => {
                  setOption(value || null);
                  setShowError(false);
                }}
                isRequired={benefit.isOptionRequired}
                errorMessage={showError ? drawText.chooseOption(benefit.option.label) : undefined}
              />
            )}
            <Button
              onPress={enter}
              isPending={isPending}
              aria-label={drawText.enterLabel(benefit.name)}
              fullWidth
            >
              {drawText.enter}
            </Button>
          </div>
        )}
        {status === 'waiting' && (
          <p className={styles.message} role="status">
            {drawText.waiting}
          </p>
        )}
        {status !== 'open' && chosenOption && benefit.option && (
          <p className={styles.option}>{drawText.yourOption(benefit.option.label, chosenOption)}</p>
        )}
        {status === 'won' && (
          <div className={styles.won}>
            <p className={styles.wonTitle}>{drawText.wonTitle}</p>
            {benefit.congratulationContent && (
              <RichText html={benefit.congratulationContent} className={styles.content} />
            )}
          </div>
        )}
        {status === 'not_won' && <p className={styles.message}>{drawText.notWonText}</p>}
        {status === 'full' && <p className={styles.message}>{drawText.full}</p>}
        {status === 'before' && (
          <p className={styles.message}>{drawText.beforeStart(formatDateTime(entryStart))}</p>
        )}
        {status === 'ended' && <p className={styles.message}>{drawText.ended}</p>}
      </div>
    </article>
  );
}
