import { inquiryForm } from '@fanclub/domain';
import { useCreateInquiry } from '@fanclub/domain/react';
import { Button, ButtonLink } from '@fanclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

type InquiryValues = z.input<typeof inquiryForm>;

export function ContactPage() {
  const navigate = useNavigate();
  const contentId = useId();
  const { control, handleSubmit } = useForm<InquiryValues>({
    resolver: zodResolver(inquiryForm),
    defaultValues: { name: '', kana: '', email: '', phone: '', orderNumber: '', content: '' },
  });
  const send = useCreateInquiry({
    onSuccess: () => navigate(paths.contactSuccess),
    onError: (error) => notify.failure(error),
  });
  return (
    <>
      <PageHeading title="お問い合わせ" />
      <form className={styles.form} noValidate onSubmit={handleSubmit((body) => send.mutate(body))}>
        <FormTextField control={control} name="name" label="お名前" autoComplete="name" isRequired />
        <FormTextField control={control} name="kana" label="フリガナ" />
        <FormTextField
          control={control}
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField control={control} name="phone" label="電話番号" type="tel" autoComplete="tel" />
        <FormTextField
          control={control}
          name="orderNumber"
          label="注文番号（ご注文についてのお問い合わせ）"
        />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <div className={formStyles.field}>
              <label htmlFor={contentId} className={formStyles.label}>
                お問い合わせ内容<span className={formStyles.required}>必須</span>
              </label>
              <textarea
                id={contentId}
                rows={8}
                className={formStyles.select}
                {...field}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? `${contentId}-error` : undefined}
              />
              {fieldState.error && (
                <p id={`${contentId}-error`} className={formStyles.error}>
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
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
