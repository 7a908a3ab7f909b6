import { useAnnouncementMail, useUpdateAnnouncementMail } from '@fanclub/domain/react';
import { Button, ButtonLink, Checkbox, ErrorState, PageSpinner } from '@fanclub/ui';
import { useState, type FormEvent } from 'react';
import { paths } from '../../app/paths.ts';
import { notify } from '../../app/site/notify.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { announcementMailText as text } from '../../messages/account.ts';

/**
 * /my-account/announcement-mail (お知らせメール): whether the club's announcements are mailed to the
 * member. Transactional mail (orders, payments, plan, sign-in) does not depend on it.
 */
export function AnnouncementMailPage() {
  const setting = useAnnouncementMail();
  const [receive, setReceive] = useState<boolean | null>(null);
  const update = useUpdateAnnouncementMail({
    onSuccess: (saved) => {
      setReceive(saved.receive);
      void setting.refetch();
      notify.success(saved.receive ? text.on : text.off);
    },
    onError: (error) => notify.failure(error),
  });
  const value = receive ?? setting.data?.receive ?? true;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ receive: value });
  };
  return (
    <>
      <PageHeading title={text.title} />
      <p>{text.lead}</p>
      <p>{text.transactional}</p>
      {setting.isError ? (
        <ErrorState message={setting.error.message} onRetry={() => void setting.refetch()} />
      ) : !setting.data ? (
        <PageSpinner size="inline" />
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <Checkbox isSelected={value} onChange={setReceive}>
            {text.receive}
          </Checkbox>
          <Button type="submit" isPending={update.isPending} fullWidth>
            {text.save}
          </Button>
        </form>
      )}
      <ButtonLink href={paths.myAccount} variant="ghost">
        {text.back}
      </ButtonLink>
    </>
  );
}
