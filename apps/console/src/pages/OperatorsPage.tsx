import {
  adminEndpoints,
  INVITATION_TTL_HOURS,
  operatorInviteBody,
  operatorRoleLabels,
  operatorRoles,
  staffMessages,
  type Operator,
  type OperatorRole,
} from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Badge, Button, Checkbox, ConfirmDialog, Select, TextField, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, messageOf } from '../app/api.ts';
import { useDraft } from '../app/form.ts';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { currentOperator } from '../app/session.ts';

const roleItems = operatorRoles.map((role) => ({ id: role, name: operatorRoleLabels[role] }));

const stateOf = (o: Operator) =>
  o.invited ? (
    <Badge tone="neutral">招待中</Badge>
  ) : o.disabledAt ? (
    <Badge tone="neutral">停止中</Badge>
  ) : (
    <Badge tone="success">有効</Badge>
  );

/**
 * The owner's staff screen: who runs the console, an operator invited by mail, a role changed, an
 * account suspended or removed, a lost phone's TOTP reset, and TOTP required of everyone.
 */
export function OperatorsPage() {
  const list = usePaged(adminEndpoints.listOperators, {});
  const [selected, setSelected] = useState<Operator | null>(null);
  return (
    <>
      <h1>運営者</h1>
      <PagedTable
        list={list}
        label="運営者一覧"
        columns={[
          { id: 'name', name: '名前', isRowHeader: true, render: (o: Operator) => o.name },
          { id: 'email', name: 'メールアドレス', render: (o: Operator) => o.email },
          { id: 'role', name: '役割', render: (o: Operator) => operatorRoleLabels[o.role] },
          { id: 'totp', name: '二段階認証', render: (o: Operator) => (o.hasTotp ? '有効' : '―') },
          { id: 'state', name: '状態', render: stateOf },
          {
            id: 'last',
            name: '最終ログイン',
            render: (o: Operator) => (o.lastSignInAt ? formatDateTime(o.lastSignInAt) : '―'),
          },
          {
            id: 'manage',
            name: '操作',
            render: (o: Operator) => (
              <Button variant="ghost" onPress={() => setSelected(o)}>
                {`${o.name}を管理`}
              </Button>
            ),
          },
        ]}
      />
      {selected && (
        <OperatorPanel key={selected.id} operator={selected} onDone={(next) => setSelected(next)} />
      )}
      <InviteForm />
      <Settings />
    </>
  );
}

function OperatorPanel({
  operator,
  onDone,
}: {
  operator: Operator;
  onDone: (next: Operator | null) => void;
}) {
  const queryClient = useQueryClient();
  const isSelf = operator.id === currentOperator()?.id;
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [confirm, setConfirm] = useState<'remove' | 'suspend' | 'totp' | null>(null);
  const done = (message: string, next: Operator | null) => {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    setConfirm(null);
    toast.success(message);
    onDone(next);
  };
  const failed = (error: unknown) => {
    setConfirm(null);
    toast.error(messageOf(error));
  };
  const update = useMutation({
    mutationFn: (body: { role?: OperatorRole; disabled?: boolean }) =>
      call(adminEndpoints.updateOperator, { params: { id: operator.id }, body }),
    onSuccess: (next, body) =>
      done(
        body.role
          ? staffMessages.roleChanged
          : body.disabled
            ? staffMessages.suspended
            : staffMessages.resumed,
        next,
      ),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => call(adminEndpoints.deleteOperator, { params: { id: operator.id } }),
    onSuccess: (answer) => done(answer.message, null),
    onError: failed,
  });
  const resetTotp = useMutation({
    mutationFn: () => call(adminEndpoints.resetOperatorTotp, { params: { id: operator.id } }),
    onSuccess: (next) => done(staffMessages.totpReset, next),
    onError: failed,
  });
  const resend = useMutation({
    mutationFn: () => call(adminEndpoints.resendInvitation, { params: { id: operator.id } }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: failed,
  });

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    if (role !== operator.role) update.mutate({ role });
  };

  return (
    <section aria-labelledby="operator-panel" className="console-form">
      <h2 id="operator-panel">
        {operator.name}（{operator.email}）
      </h2>
      <form noValidate onSubmit={saveRole} className="console-form">
        <Select
          label="役割"
          items={roleItems}
          selectedKey={role}
          onSelectionChange={(key) => setRole(key as OperatorRole)}
        />
        <div className="console-actions">
          <Button type="submit" isPending={update.isPending} isDisabled={role === operator.role}>
            役割を変更する
          </Button>
        </div>
      </form>
      <div className="console-actions">
        {operator.invited && (
          <Button variant="secondary" onPress={() => resend.mutate()} isPending={resend.isPending}>
            招待メールを再送する
          </Button>
        )}
        {operator.disabledAt ? (
          <Button variant="secondary" onPress={() => update.mutate({ disabled: false })}>
            利用を再開する
          </Button>
        ) : (
          !isSelf && (
            <Button variant="secondary" onPress={() => setConfirm('suspend')}>
              利用を停止する
            </Button>
          )
        )}
        {operator.hasTotp && (
          <Button variant="secondary" onPress={() => setConfirm('totp')}>
            二段階認証をリセットする
          </Button>
        )}
        {!isSelf && (
          <Button variant="danger" onPress={() => setConfirm('remove')}>
            削除する
          </Button>
        )}
        <Button variant="ghost" onPress={() => onDone(null)}>
          閉じる
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirm === 'suspend'}
        onOpenChange={(open) => setConfirm(open ? 'suspend' : null)}
        title={`${operator.name}の利用を停止しますか？`}
        confirmLabel="利用を停止する"
        tone="danger"
        isPending={update.isPending}
        onConfirm={() => update.mutate({ disabled: true })}
      >
        <p>ログインできなくなり、ログイン中の端末からもログアウトされます。再開はいつでもできます。</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirm === 'totp'}
        onOpenChange={(open) => setConfirm(open ? 'totp' : null)}
        title={`${operator.name}の二段階認証をリセットしますか？`}
        confirmLabel="リセットする"
        tone="danger"
        isPending={resetTotp.isPending}
        onConfirm={() => resetTotp.mutate()}
      >
        <p>認証アプリの登録とリカバリーコードが無効になります。本人に設定し直してもらってください。</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        title={`${operator.name}を削除しますか？`}
        confirmLabel="削除する"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        <p>
          このアカウントではログインできなくなります。操作履歴にはメールアドレスが残ります。元に戻せません。
        </p>
      </ConfirmDialog>
    </section>
  );
}

function InviteForm() {
  const queryClient = useQueryClient();
  const { draft, setDraft, field, check } = useDraft(() => ({
    name: '',
    email: '',
    role: 'editor' as OperatorRole,
  }));
  const invite = useMutation({
    mutationFn: (body: { name: string; email: string; role: OperatorRole }) =>
      call(adminEndpoints.inviteOperator, { body }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(staffMessages.invitationSent(created.email));
      setDraft({ name: '', email: '', role: 'editor' });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(operatorInviteBody, draft);
    if (body) invite.mutate(body);
  };
  return (
    <section aria-labelledby="invite" className="console-form">
      <h2 id="invite">運営者を招待する</h2>
      <p className="console-help">
        招待メールのリンクから本人がパスワードを設定します（有効期限: {INVITATION_TTL_HOURS}時間、一度だけ）。
      </p>
      <form noValidate onSubmit={submit} className="console-form">
        <TextField label="名前" isRequired {...field('name')} />
        <TextField label="メールアドレス" type="email" isRequired {...field('email')} />
        <Select
          label="役割"
          items={roleItems}
          selectedKey={draft.role}
          onSelectionChange={(key) => setDraft((d) => ({ ...d, role: key as OperatorRole }))}
        />
        <div className="console-actions">
          <Button type="submit" isPending={invite.isPending}>
            招待メールを送る
          </Button>
        </div>
      </form>
    </section>
  );
}

function Settings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin', 'console-settings'],
    queryFn: () => call(adminEndpoints.getConsoleSettings, {}),
  });
  const save = useMutation({
    mutationFn: (requireTotp: boolean) =>
      call(adminEndpoints.updateConsoleSettings, { body: { requireTotp } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'console-settings'] });
      toast.success(staffMessages.settingsSaved);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  if (!settings.data) return null;
  return (
    <section aria-labelledby="security" className="console-form">
      <h2 id="security">ログインの安全性</h2>
      <Checkbox
        isSelected={settings.data.requireTotp}
        isDisabled={save.isPending}
        onChange={(value) => save.mutate(value)}
      >
        すべての運営者に二段階認証を必須にする（未設定の人はログイン後に設定画面へ案内されます）
      </Checkbox>
    </section>
  );
}
