import { formatPoints } from '@fanclub/domain/format';
import { useSession } from '../app/session/use-session.ts';
import { votingText } from '../messages/voting.ts';

/** The signed-in member's voting points (0 before the session is known). */
export const usePointBalance = () => useSession().user?.votingPoint ?? 0;

/**
 * 「保有ポイント：1,500pt」 on the voting and point-purchase pages. A live region: a vote spends
 * points on this page and a screen reader hears the new balance.
 */
export function PointBalance() {
  return (
    <p aria-live="polite">
      {votingText.balance}
      <strong>{formatPoints(usePointBalance())}</strong>
    </p>
  );
}
