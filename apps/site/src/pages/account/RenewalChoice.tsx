import { membershipFees } from '@fanclub/domain';
import type { Subscription } from '@fanclub/domain/contract';
import { formatDate, formatYen, maskCardNumber } from '@fanclub/domain/format';
import { useChangeMembershipRenewal, usePaymentOptions, useRegisterCreditCard } from '@fanclub/domain/react';
import { Button, ButtonLink, CardForm, cycleLabel } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useId, useState } from 'react';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { paths } from '../../app/paths.ts';
import { sessionStore } from '../../app/api.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import styles from '../../components/content.module.css';
import { periodText, renewalChoiceText as text } from '../../messages/membership.ts';

interface RenewalChoiceProps {
  readonly subscription: Subscription;
  /** The member's saved card (masked) when it can be charged. */
  readonly savedCard: string | null;
}

type Step =
  | { name: 'idle'; done?: string }
  | { name: 'card' }
  | { name: 'confirm'; to: 'auto'; card: CardFormResult }
  | { name: 'confirm'; to: 'prepaid' };

/**
 * How the next period is paid, on My Page: a card member can go to konbini from the next period
 * (the card is no longer charged), a konbini (prepaid) member to the card's automatic renewal from
 * the end of the period paid. Nothing is charged by the change; a final confirmation says what
 * renews by itself and from when.
 */
export function RenewalChoice({ subscription, savedCard }: RenewalChoiceProps) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const konbini = usePaymentOptions().data?.konbini ?? null;
  const change = useChangeMembershipRenewal();
  const register = useRegisterCreditCard();
  const { busy, pay, failure } = useTdsPayment('membershipPlanUpdateFailed');
  const alertId = useId();
  const headingId = useId();
  const prepaid = subscription.renewal === 'prepaid';
  // The end of the period already paid: a card member's next billing date, a prepaid one's end.
  const endIso = subscription.nextBillingDate ?? subscription.end;
  const end = endIso ? formatDate(endIso) : '';
  const price = formatYen(membershipFees(subscription).recurring);
  if (!prepaid && !konbini) return null;

  const submit = (to: 'auto' | 'prepaid', card?: CardFormResult) =>
    pay(async () => {
      if (to === 'auto' && card && !card.useSaved) {
        const { cardToken } = await tokeniseCard(card);
        await register.mutateAsync({ cardToken });
      }
      const { user } = await change.mutateAsync({ renewal: to });
      // My Page reads the session's member: the plan shows the new renewal at once.
      sessionStore.setUser(user);
      setStep({ name: 'idle', done: to === 'auto' ? text.doneAuto(end) : text.donePrepaid(end) });
      return { authStartUrl: null };
    });

  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h3 id={headingId}>{text.heading}</h3>
      <p>{prepaid ? text.currentPrepaid : text.currentAuto}</p>
      {step.name === 'idle' && (
        <>
          {step.done && <p role="status">{step.done}</p>}
          <p>
            {prepaid ? (
              <>
                {konbini && (
                  <>
                    <ButtonLink href={paths.membershipUpgrade} variant="secondary">
                      {text.payNext}
                    </ButtonLink>{' '}
                  </>
                )}
                <Button variant="secondary" onPress={() => setStep({ name: 'card' })}>
                  {text.toAuto}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onPress={() => setStep({ name: 'confirm', to: 'prepaid' })}>
                {text.toPrepaid}
              </Button>
            )}
          </p>
        </>
      )}
      {step.name === 'card' && (
        <div className={styles.stack}>
          <h4>{text.cardTitle}</h4>
          <CardForm
            savedCard={savedCard}
            submitLabel={text.toConfirm}
            onSubmit={(card) => setStep({ name: 'confirm', to: 'auto', card })}
            onBack={() => setStep({ name: 'idle' })}
            backLabel={text.back}
          />
        </div>
      )}
      {step.name === 'confirm' && (
        <div className={styles.stack} role="group" aria-labelledby={`${headingId}-confirm`}>
          <h4 id={`${headingId}-confirm`}>{text.confirmTitle}</h4>
          <FormAlert id={alertId} message={failure} />
          <p>{text.confirmLead}</p>
          <dl>
            <dt>{text.newMethod}</dt>
            <dd>
              {step.to === 'auto'
                ? text.autoMethod(
                    maskCardNumber(step.card.useSaved ? (savedCard ?? '') : step.card.cardNumber),
                  )
                : text.prepaidMethod}
            </dd>
            <dt>{text.startsOn}</dt>
            <dd>{text.fromEnd(end)}</dd>
            <dt>{text.nextCharge}</dt>
            <dd>
              {step.to === 'auto'
                ? text.autoCharge(end, price, cycleLabel(subscription))
                : text.prepaidCharge(price, periodText(subscription.cycleType, subscription.cycleValue))}
            </dd>
          </dl>
          <p>{text.noChargeNow}</p>
          <p>
            <Button
              isPending={busy}
              aria-describedby={failure ? alertId : undefined}
              onPress={() => void (step.to === 'auto' ? submit('auto', step.card) : submit('prepaid'))}
            >
              {text.confirm}
            </Button>{' '}
            <Button variant="secondary" onPress={() => setStep({ name: 'idle' })}>
              {text.back}
            </Button>
          </p>
        </div>
      )}
    </section>
  );
}
