import { endpointRoutes } from '@fanclub/domain/contract';
import {
  Button,
  fieldHelpIds,
  fieldStyles,
  KanaField,
  NativeFieldHelp,
  NativeFieldLabel,
  TextField,
  uiMessages,
  useLinkNavigation,
} from '@fanclub/ui';
import { useId, useState } from 'react';
import { paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { useFormFailure } from '../../components/form/use-form-failure.ts';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import styles from '../../components/content.module.css';
import { contactText } from '../../messages/contact.ts';
import own from '../../pages/contact/contact.module.css';
import { postJson } from './post.ts';

/**
 * The contact form, an island of /contact (CONTACT_ISLAND): one POST of its own, then
 * /contact/success (a document; a route change when the whole app holds the form).
 */
export function ContactForm() {
  const contentId = useId();
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.inquiryForm),
    defaultValues: { name: '', kana: '', email: '', phone: '', orderNumber: '', content: '' },
  });
  const content = form.field('content');
  const navigation = useLinkNavigation();

  const send = async (body: unknown) => {
    failure.clear();
    setPending(true);
    try {
      await postJson(endpointRoutes.createInquiry.path, body);
    } catch (error) {
      setPending(false);
      failure.fail(error);
      return;
    }
    // The whole app's router when it holds the form, else a document navigation.
    if (navigation) navigation.navigate(paths.contactSuccess);
    else window.location.assign(paths.contactSuccess);
  };

  return (
    <form
      ref={form.ref}
      className={styles.form}
      noValidate
      aria-describedby={failure.alertId}
      onSubmit={(event) => void form.handleSubmit((body) => void send(body))(event)}
    >
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
      <FormAlert id={failure.alertId} message={failure.message} />
      <Button type="submit" isPending={pending} fullWidth>
        {contactText.submit}
      </Button>
    </form>
  );
}
