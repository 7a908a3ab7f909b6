import { useCreateInquiry } from '@fanclub/domain/react';
import { Button, ButtonLink } from '@fanclub/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

export function ContactPage() {
  const navigate = useNavigate();
  const contentId = useId();
  const form = useForm({
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
      <PageHeading title="お問い合わせ" />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))}>
        <FormTextField field={form.field('name')} label="お名前" autoComplete="name" isRequired />
        <FormTextField field={form.field('kana')} label="フリガナ" />
        <FormTextField
          field={form.field('email')}
          label="メールアドレス"
          type="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField field={form.field('phone')} label="電話番号" type="tel" autoComplete="tel" />
        <FormTextField field={form.field('orderNumber')} label="注文番号（ご注文についてのお問い合わせ）" />
        <div className={formStyles.field}>
          <label htmlFor={contentId} className={formStyles.label}>
            お問い合わせ内容<span className={formStyles.required}>必須</span>
          </label>
          <textarea
            id={contentId}
            rows={8}
            className={formStyles.select}
            name={content.name}
            value={content.value}
            onChange={(event) => content.onChange(event.target.value)}
            onBlur={content.onBlur}
            aria-invalid={content.errorMessage ? true : undefined}
            aria-describedby={content.errorMessage ? `${contentId}-error` : undefined}
          />
          {content.errorMessage && (
            <p id={`${contentId}-error`} className={formStyles.error}>
              {content.errorMessage}
            </p>
          )}
        </div>
        <Button type="submit" isPending={send.isPending} fullWidth>
          送信する
        </Button>
      </form>
    </>
  );
}

export function ContactSuccessPage() {
  return (
    <>
      <PageHeading title="お問い合わせを受け付けました" />
      <div className={styles.stack}>
        <p>お問い合わせありがとうございます。内容を確認のうえ、担当者よりご連絡いたします。</p>
        <ButtonLink href={paths.home}>トップページへ</ButtonLink>
      </div>
    </>
  );
}
