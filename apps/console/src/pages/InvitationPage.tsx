import { adminEndpoints, invitationAcceptBody, staffMessages } from '@fanclub/domain/admin';
import { Button, PageSpinner, PasswordField } from '@fanclub/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { useDraft } from '../app/form.ts';

/**
 * The page an invitation's link opens (no session): who it is for, and their password set once.
 * The token travels in the body of the calls, never in another address.
 */
export function InvitationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => call(adminEndpoints.getInvitation, { body: { token } }),
    retry: false,
  });
  const [accepted, setAccepted] = useState<string | null>(null);
  const { draft, field, check, setErrors } = useDraft(() => ({ password: '', confirmation: '' }));
  const accept = useMutation({
    mutationFn: (password: string) => call(adminEndpoints.acceptInvitation, { body: { token, password } }),
    onSuccess: (answer) => setAccepted(answer.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(invitationAcceptBody, { token, password: draft.password });
    if (!body) return;
    if (draft.confirmation !== draft.password)
      return setErrors({ confirmation: staffMessages.passwordMismatch });
    accept.mutate(body.password);
  };

  return (
    <main className="console-sign-in">
      <h1>運営コンソール パスワードの設定</h1>
      {invitation.isPending ? (
        <PageSpinner />
      ) : accepted ? (
        <>
          <p role="status">{accepted}</p>
          <Link to="/sign-in">ログイン画面へ</Link>
        </>
      ) : invitation.error ? (
        <p role="alert" className="console-error">
          {messageOf(invitation.error)}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="console-form">
          <p>
            {invitation.data.name}さん（{invitation.data.email}
            ）、運営コンソールへようこそ。ログインに使うパスワードを設定してください。
          </p>
          {accept.error && (
            <p role="alert" className="console-error">
              {messageOf(accept.error)}
            </p>
          )}
          <PasswordField label="パスワード" autoComplete="new-password" isRequired {...field('password')} />
          <PasswordField
            label="パスワード（確認）"
            autoComplete="new-password"
            isRequired
            {...field('confirmation')}
          />
          <Button type="submit" isPending={accept.isPending}>
            パスワードを設定する
          </Button>
        </form>
      )}
    </main>
  );
}
