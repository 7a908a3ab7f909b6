import { ButtonLink, uiMessages } from '@fanclub/ui';
import { lazy, memo, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { usePublicHost } from '../../app/site/public-host.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { mailSentText } from '../../messages/auth.ts';
import { plansText } from '../../messages/common.ts';
import { registrationText as text } from '../../messages/registration.ts';

/**
 * The form (its fields, the terms checkbox and the form hook) is a chunk of its own: the server
 * renders it with the page (src/entry-server.tsx waits for every lazy part), so it is on the first
 * paint and can be typed into, and its code does not count against the public-route JS budget.
 * Memoised with its Suspense inside: a render of the page while the chunk is on its way (the mail
 * domain read after hydration) must not reach the server-rendered boundary, or React would render it
 * anew and throw away the server's HTML and whatever was typed into it.
 */
const RegistrationForm = lazy(async () => ({
  default: (await import('./RegistrationForm.tsx')).RegistrationForm,
}));
/** The plans, as 入会案内 shows them; lazy and memoised like the form (same reasons). */
const MembershipPlans = lazy(async () => ({
  default: (await import('../../components/MembershipPlans.tsx')).MembershipPlans,
}));
const Plans = memo(function Plans() {
  return (
    <Suspense fallback={null}>
      <MembershipPlans label={plansText.heading} emptyText={plansText.none} />
    </Suspense>
  );
});
const LazyForm = memo(function LazyForm() {
  return (
    <Suspense fallback={null}>
      <RegistrationForm />
    </Suspense>
  );
});

/**
 * Registration, step 1 of sign-up (spec section 4: sign-up begins with a mailed token): first the
 * email to send the registration link to, with how to make sure the mail arrives (ドメイン指定受信)
 * and the terms to agree to (規約同意); then the plans a member can join (the same list as
 * 入会案内), which a fan who came to register need not scroll past on a phone.
 */
export function RegistrationPage() {
  const domain = usePublicHost();
  return (
    <>
      <PageHeading title={uiMessages.register} lead={text.lead} />
      <div className={styles.stack}>
        <section aria-labelledby="registration-form" className={styles.stack}>
          <h2 id="registration-form">{text.sendTo}</h2>
          <section aria-labelledby="registration-mail" className={styles.stack}>
            <h3 id="registration-mail">{text.mailSettings}</h3>
            <p>
              {text.mailSettingsBefore}
              <strong>{domain ? `@${domain}` : text.thisDomain}</strong>
              {text.mailSettingsMiddle}
              <strong>{`no-reply@${domain ?? text.thisDomain}`}</strong>
              {text.mailSettingsAfter}
            </p>
          </section>
          <LazyForm />
        </section>
        <section aria-labelledby="registration-plans" className={styles.stack}>
          <h2 id="registration-plans">{plansText.heading}</h2>
          <p>{text.plansNote}</p>
          <Plans />
        </section>
      </div>
    </>
  );
}

/** Step 2: the mail is on its way. */
export function RegistrationSuccessPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <>
      <PageHeading title={mailSentText.title} />
      <div className={styles.stack}>
        <p>
          {text.sentTo(email)}
          {text.sent}
        </p>
        <p>{text.notArrived}</p>
        <ButtonLink href={paths.registration} variant="secondary">
          {text.resend}
        </ButtonLink>
      </div>
    </>
  );
}
