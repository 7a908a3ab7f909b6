import { useCreateInquiry } from '@fanclub/domain/react';
import {
  Button,
  ButtonLink,
  fieldHelpIds,
  fieldStyles,
  KanaField,
  NativeFieldHelp,
  NativeFieldLabel,
  TextField,
  uiMessages,
} from '@fanclub/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { contactText } from '../../messages/contact.ts';
import { shellText } from '../../messages/shell.ts';
import own from './contact.module.css';

export function ContactPage() {
  const navigate = useNavigate();
  const contentId = useId();
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.inquiryForm),
    defaultValues: { name: '', kana: '', email: '', phone: '', orderNumber: '', content: '' },
  });
  const content = form.field('content');
  const send = useCreateInquiry({
    onSuccess: () => navigate(paths.contactSuccess),
    onError: (error) => notify.failure(error),
  });
  return (
    <>
      <PageHeading title={uiMessages.contact} />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))}>
        <TextField label={contactText.name} autoComplete="name" isRequired {...bind(form.field('name'))} />
        <KanaField label={contactText.kana} {...bind(form.field('kana'))} />
        <TextField
          label={uiMessages.emailConfirm.email}
          type="email"
          autoComplete="email"
          isRequired
          {...bind(form.field('email'))}
        />
        <TextField label={contactText.phone} type="tel" autoComplete="tel" {...bind(form.field('phone'))} />
        <TextField label={contactText.orderNumber} {...bind(form.field('orderNumber'))} />
        {/* No ui text area yet: a native one with the fields' label, help and look. */}
        <div className={fieldStyles.field}>
          <NativeFieldLabel htmlFor={contentId} isRequired>
            {contactText.content}
          </NativeFieldLabel>
          <textarea
            id={contentId}
            rows={8}
            className={`${fieldStyles.input} ${own.content}`}
            name={content.name}
            value={content.value}
            onChange={(event) => content.onChange(event.target.value)}
            onBlur={content.onBlur}
            aria-required
            aria-invalid={content.errorMessage ? true : undefined}
            aria-describedby={content.errorMessage ? fieldHelpIds(contentId).error : undefined}
          />
          <NativeFieldHelp controlId={contentId} errorMessage={content.errorMessage} />
        </div>
        <Button type="submit" isPending={send.isPending} fullWidth>
          {contactText.submit}
        </Button>
      </form>
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
