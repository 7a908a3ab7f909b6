import { ButtonLink, uiMessages } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { paths, signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { MembershipPlans } from '../../components/MembershipPlans.tsx';
import content from '../../components/content.module.css';
import { accountLinkText, plansText } from '../../messages/common.ts';
import { guideText } from '../../messages/membership-guide.ts';
import styles from './guide.module.css';

/**
 * 入会案内: what joining gives, every plan the club offers (fee with tax per cycle, initial fee,
 * benefits) with its join link, and the steps to join. A guest joins through registration, a free
 * member goes straight to the chosen plan's payment, a paid member sees their plan marked.
 */
export function MembershipGuidePage() {
  const { user } = useSession();
  const current = user?.subscription?.isActive ? user.subscription : null;
  return (
    <>
      <PageHeading title={guideText.title} lead={guideText.lead} />
      <div className={content.stack}>
        <section aria-labelledby="guide-plans" className={styles.section}>
          <h2 id="guide-plans">{plansText.heading}</h2>
          <p>{guideText.plansNote}</p>
          {current && (
            <div className={content.notice}>
              <p>{plansText.current(current.name)}</p>
              <p>
                <Link to={paths.myAccountCard}>{accountLinkText.card}</Link>
              </p>
            </div>
          )}
          <MembershipPlans
            label={plansText.heading}
            emptyText={plansText.none}
            currentPlanId={current?.planId ?? null}
            joinHref={(plan) =>
              user ? `${paths.membershipUpgrade}?plan=${encodeURIComponent(plan.id)}` : paths.registration
            }
          />
        </section>
        <section aria-labelledby="guide-steps" className={styles.section}>
          <h2 id="guide-steps">{guideText.stepsHeading}</h2>
          <ol className={styles.steps}>
            {guideText.steps.map((step, index) => (
              <li key={step.title}>
                <span className={styles.stepNumber}>{guideText.step(index + 1)}</span>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
          {!user && (
            <div className={styles.join}>
              <ButtonLink href={paths.registration}>{guideText.register}</ButtonLink>
              <p>
                {guideText.memberPrompt}
                <Link to={signInPath(paths.membershipGuide)}>{uiMessages.login}</Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
