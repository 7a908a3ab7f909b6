import { ButtonLink, Island, uiMessages } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { ContactForm } from '../../islands/forms/ContactForm.tsx';
import { contactText } from '../../messages/contact.ts';
import { shellText } from '../../messages/shell.ts';
import { CONTACT_ISLAND } from '../../shell/island-names.ts';

/** /contact: the form is an island (src/islands/forms/ContactForm.tsx), the rest server HTML. */
export function ContactPage() {
  return (
    <>
      <PageHeading title={uiMessages.contact} />
      <Island name={CONTACT_ISLAND} props={{}}>
        <ContactForm />
      </Island>
    </>
  );
}

export function ContactSuccessPage() {
  return (
    <>
      <PageHeading title={contactText.sentTitle} />
      <div className={styles.stack}>
        <p>{contactText.sentLead}</p>
        <ButtonLink href={paths.home}>{shellText.toHome}</ButtonLink>
      </div>
    </>
  );
}
