import {
  adminEndpoints,
  invoiceRegistrationLabels,
  legalTextLabels,
  legalTextsBody,
  rolesFor,
} from '@fanclub/domain/admin';
import type { LegalTexts } from '@fanclub/domain';
import { Button, ErrorState, PageSpinner, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, messageOf } from '../app/api.ts';
import { validate } from '../app/form.ts';
import { currentOperator } from '../app/session.ts';
import { ContentTypeNav } from './ContentListPage.tsx';

const keys = Object.keys(legalTextLabels) as (keyof typeof legalTextLabels)[];

/** The site's four legal texts in one form: what /terms-of-service and the others show. */
export function LegalTextsPage() {
  const texts = useQuery({
    queryKey: ['admin', 'legal-texts'],
    queryFn: () => call(adminEndpoints.getAdminLegalTexts, {}),
  });
  return (
    <>
      <h1>規約・ポリシー</h1>
      <ContentTypeNav />
      {texts.error ? (
        <ErrorState message={texts.error.message} />
      ) : texts.data ? (
        <LegalTextsForm texts={texts.data} />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}

function LegalTextsForm({ texts }: { texts: LegalTexts }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LegalTexts>(texts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const canWrite = rolesFor('content', 'write').includes(currentOperator()!.role);
  const save = useMutation({
    mutationFn: (body: LegalTexts) => call(adminEndpoints.updateLegalTexts, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'legal-texts'] });
      toast.success('保存しました。');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(legalTextsBody, draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  return (
    <form className="console-form console-form-wide" noValidate onSubmit={submit}>
      <p className="console-help">
        HTML で入力します。サイトで表示できない要素（スクリプトなど）は表示されません。
      </p>
      {keys.map((key) => (
        <div key={key} className="console-field">
          <label htmlFor={`legal-${key}`}>{legalTextLabels[key]}（HTML）</label>
          <textarea
            id={`legal-${key}`}
            rows={10}
            readOnly={!canWrite}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `legal-${key}-error` : undefined}
            value={draft[key]}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
          {errors[key] && (
            <p id={`legal-${key}-error`} className="console-error">
              {errors[key]}
            </p>
          )}
        </div>
      ))}
      <div className="console-field">
        <label htmlFor="legal-invoiceRegistrationNumber">{invoiceRegistrationLabels.label}</label>
        <input
          id="legal-invoiceRegistrationNumber"
          readOnly={!canWrite}
          inputMode="text"
          aria-invalid={errors.invoiceRegistrationNumber ? true : undefined}
          aria-describedby={
            errors.invoiceRegistrationNumber
              ? 'legal-invoiceRegistrationNumber-hint legal-invoiceRegistrationNumber-error'
              : 'legal-invoiceRegistrationNumber-hint'
          }
          value={draft.invoiceRegistrationNumber ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, invoiceRegistrationNumber: e.target.value || null }))}
        />
        <p id="legal-invoiceRegistrationNumber-hint" className="console-help">
          {invoiceRegistrationLabels.hint}
        </p>
        {errors.invoiceRegistrationNumber && (
          <p id="legal-invoiceRegistrationNumber-error" className="console-error">
            {errors.invoiceRegistrationNumber}
          </p>
        )}
      </div>
      {canWrite && (
        <div className="console-actions">
          <Button type="submit" isPending={save.isPending}>
            保存する
          </Button>
        </div>
      )}
    </form>
  );
}
