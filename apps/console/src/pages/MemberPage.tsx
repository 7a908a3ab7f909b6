import {
  adminEndpoints,
  memberBanBody,
  memberExtensionBody,
  memberNoteBody,
  rolesFor,
  type MemberNote,
  type AdminMemberDetail,
  type AdminSubscription,
  type AdminTransaction,
} from '@fanclub/domain/admin';
import {
  formatDate,
  formatDateTime,
  formatPriceWithTax,
  formatYen,
  SUBSCRIPTION_STATUS_LABELS,
} from '@fanclub/domain';
import { Button, ConfirmDialog, cycleLabel, DataTable, ErrorState, PageSpinner, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { canSendMail } from './AnnouncementsPage.tsx';
import { call, messageOf } from '../app/api.ts';
import { validate } from '../app/form.ts';
import { usePaged } from '../app/paged.ts';
import { currentOperator } from '../app/session.ts';
import { membershipSlipLabel, renewalLabel } from '../app/payment.ts';

const transactionTypes: Record<AdminTransaction['transactionType'], string> = {
  subscription: '会費',
  order: 'ショップの注文',
  voting_package: '投票ポイント',
  card_authorisation: 'カードの確認',
};
const transactionStatuses: Record<AdminTransaction['status'], string> = {
  pending: '処理中',
  succeeded: '成功',
  failed: '失敗',
};

/**
 * One member for support: who they are, their subscriptions and payments, a ban with its reason
 * (they can no longer sign in) and its lifting, and the password-reset mail sent again.
 */
export function MemberPage() {
  const id = Number(useParams().id);
  const member = useQuery({
    queryKey: ['admin', 'member', id],
    queryFn: () => call(adminEndpoints.getAdminMember, { params: { id } }),
  });
  if (member.error) return <ErrorState message={member.error.message} />;
  if (!member.data) return <PageSpinner />;
  return <Member member={member.data} />;
}

function Member({ member }: { member: AdminMemberDetail }) {
  const queryClient = useQueryClient();
  const canWrite = rolesFor('membership', 'write').includes(currentOperator()!.role);
  // Refunds are money: owner and shop make them (support reads the history on the order).
  const canRefund = rolesFor('shop', 'write').includes(currentOperator()!.role);
  const banned = member.bannedAt !== null;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [confirm, setConfirm] = useState<'ban' | 'unban' | null>(null);
  const payments = usePaged(adminEndpoints.listMemberTransactions, {}, { id: member.id });

  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    setConfirm(null);
    toast.success(message);
  };
  const ban = useMutation({
    mutationFn: (body: { reason: string }) =>
      call(adminEndpoints.banMember, { params: { id: member.id }, body }),
    onSuccess: () => {
      setReason('');
      done('利用停止にしました。');
    },
    onError: (error) => {
      setConfirm(null);
      toast.error(messageOf(error));
    },
  });
  const unban = useMutation({
    mutationFn: () => call(adminEndpoints.unbanMember, { params: { id: member.id } }),
    onSuccess: () => done('利用停止を解除しました。'),
    onError: (error) => toast.error(messageOf(error)),
  });
  const mail = useMutation({
    mutationFn: () =>
      call(adminEndpoints.sendMemberMail, { params: { id: member.id }, body: { kind: 'passwordReset' } }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(messageOf(error)),
  });

  const askBan = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(memberBanBody, { reason });
    if (!checked.ok) return setReasonError(checked.errors.reason);
    setReasonError(undefined);
    setConfirm('ban');
  };

  return (
    <>
      <div className="console-page-head">
        <h1>
          {member.lastName} {member.firstName}
        </h1>
        <Link to="/members">会員一覧へ</Link>
      </div>
      <dl className="console-details">
        <dt>会員番号</dt>
        <dd>{member.memberNumber}</dd>
        <dt>メールアドレス</dt>
        <dd>{member.email}</dd>
        <dt>電話番号</dt>
        <dd>{member.phone ?? '―'}</dd>
        <dt>プラン</dt>
        <dd>{member.isPaidMember ? member.planName : '無料会員'}</dd>
        <dt>状態</dt>
        <dd>{member.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[member.subscriptionStatus] : '―'}</dd>
        <dt>支払方法</dt>
        <dd>{renewalLabel(member.renewal)}</dd>
        {member.membershipSlip && (
          <>
            <dt>会費のコンビニ払い</dt>
            <dd>
              {membershipSlipLabel(member.membershipSlip)} 受付番号・払込票番号{' '}
              {member.membershipSlip.receiptNumber}（期限 {formatDate(member.membershipSlip.deadline)}）
            </dd>
          </>
        )}
        <dt>登録日</dt>
        <dd>{formatDate(member.createdAt)}</dd>
        {member.bannedAt && (
          <>
            <dt>利用停止</dt>
            <dd>
              {formatDateTime(member.bannedAt)}（理由: {member.bannedReason}）
            </dd>
          </>
        )}
      </dl>

      {canWrite && (
        <section aria-labelledby="member-actions" className="console-form">
          <h2 id="member-actions">対応</h2>
          {banned ? (
            <div className="console-actions">
              <Button variant="secondary" onPress={() => setConfirm('unban')}>
                利用停止を解除する
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={askBan} className="console-form">
              <div className="console-field">
                <label htmlFor="ban-reason">利用停止の理由</label>
                <p id="ban-reason-help" className="console-help">
                  利用停止にすると、この会員はログインできなくなり、有料会員の特典も使えなくなります。
                </p>
                <textarea
                  id="ban-reason"
                  rows={3}
                  maxLength={500}
                  aria-describedby={reasonError ? 'ban-reason-help ban-reason-error' : 'ban-reason-help'}
                  aria-invalid={reasonError ? true : undefined}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
                {reasonError && (
                  <p id="ban-reason-error" className="console-error">
                    {reasonError}
                  </p>
                )}
              </div>
              <div className="console-actions">
                <Button type="submit" variant="danger">
                  利用停止にする
                </Button>
              </div>
            </form>
          )}
          <div className="console-actions">
            <Button variant="ghost" onPress={() => mail.mutate()} isPending={mail.isPending}>
              パスワード再設定メールを送る
            </Button>
            {canSendMail() && (
              <Link to={`/announcements/new?userId=${member.id}`}>この会員にお知らせメールを送る</Link>
            )}
          </div>
          <ConfirmDialog
            isOpen={confirm === 'ban'}
            onOpenChange={(open) => setConfirm(open ? 'ban' : null)}
            title="この会員を利用停止にしますか？"
            confirmLabel="利用停止にする"
            tone="danger"
            isPending={ban.isPending}
            onConfirm={() => ban.mutate({ reason })}
          >
            <p>
              {member.lastName} {member.firstName}
              さんはログインできなくなり、ログイン中の端末からもログアウトされます。解除はいつでもできます。
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            isOpen={confirm === 'unban'}
            onOpenChange={(open) => setConfirm(open ? 'unban' : null)}
            title="利用停止を解除しますか？"
            confirmLabel="解除する"
            isPending={unban.isPending}
            onConfirm={() => unban.mutate()}
          >
            <p>会員はまたログインできるようになります。</p>
          </ConfirmDialog>
        </section>
      )}

      <Notes memberId={member.id} canWrite={canWrite} />
      {canWrite && member.isPaidMember && <Extension member={member} />}

      <h2>お申し込み履歴</h2>
      <DataTable
        label="お申し込み履歴"
        columns={[
          { id: 'name', name: 'プラン', isRowHeader: true, render: (s: AdminSubscription) => s.name },
          {
            id: 'price',
            name: '料金',
            render: (s: AdminSubscription) => `${formatPriceWithTax(s.price, s.taxRate)}・${cycleLabel(s)}`,
          },
          {
            id: 'status',
            name: '状態',
            render: (s: AdminSubscription) => SUBSCRIPTION_STATUS_LABELS[s.status],
          },
          {
            id: 'period',
            name: '期間',
            render: (s: AdminSubscription) => `${formatDate(s.start)}〜${formatDate(s.end)}`,
          },
          { id: 'renewal', name: '支払方法', render: (s: AdminSubscription) => renewalLabel(s.renewal) },
          {
            id: 'next',
            name: '次回の請求',
            render: (s: AdminSubscription) => (s.nextBillingDate ? formatDate(s.nextBillingDate) : '―'),
          },
        ]}
        rows={member.subscriptions}
        rowKey={(s) => s.id}
        total={member.subscriptions.length}
        page={1}
        pageSize={20}
        onPageChange={() => undefined}
      />

      <h2>決済履歴</h2>
      {payments.error ? (
        <ErrorState message={payments.error.message} />
      ) : (
        <DataTable
          label="決済履歴"
          columns={[
            {
              id: 'createdAt',
              name: '日時',
              isRowHeader: true,
              render: (t: AdminTransaction) => formatDateTime(t.createdAt),
            },
            {
              id: 'type',
              name: '内容',
              render: (t: AdminTransaction) => transactionTypes[t.transactionType],
            },
            { id: 'amount', name: '金額', render: (t: AdminTransaction) => formatYen(t.amount) },
            {
              id: 'status',
              name: '結果',
              render: (t: AdminTransaction) =>
                t.errorMessage
                  ? `${transactionStatuses[t.status]}（${t.errorMessage}）`
                  : transactionStatuses[t.status],
            },
            {
              id: 'order',
              name: '注文・返金',
              // A paid plan fee, point pack or order is refunded from its order's page.
              render: (t: AdminTransaction) =>
                t.orderId !== null && t.status === 'succeeded' ? (
                  <Link to={`/orders/${t.orderId}`}>{canRefund ? '注文を見る・返金' : '注文を見る'}</Link>
                ) : (
                  '―'
                ),
            },
          ]}
          rows={payments.data?.data ?? []}
          rowKey={(t) => t.id}
          total={payments.data?.total ?? 0}
          page={payments.page}
          pageSize={payments.pageSize}
          onPageChange={payments.setPage}
          isLoading={payments.isPending}
        />
      )}
    </>
  );
}

/** Operators' internal notes on the member (never shown to them), newest first, with author and time. */
function Notes({ memberId, canWrite }: { memberId: number; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const notes = usePaged(adminEndpoints.listMemberNotes, {}, { id: memberId });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: (text: string) =>
      call(adminEndpoints.createMemberNote, { params: { id: memberId }, body: { body: text } }),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success('メモを残しました。');
    },
    onError: (e) => toast.error(messageOf(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(memberNoteBody, { body });
    if (!checked.ok) return setError(checked.errors.body);
    setError(undefined);
    add.mutate(body);
  };
  return (
    <section aria-labelledby="member-notes">
      <h2 id="member-notes">社内メモ</h2>
      <p className="console-help">運営者だけが読めるメモです。会員には表示されません。</p>
      {notes.error ? (
        <ErrorState message={notes.error.message} />
      ) : notes.data && notes.data.data.length > 0 ? (
        <ul className="console-notes">
          {notes.data.data.map((note: MemberNote) => (
            <li key={note.id}>
              <p className="console-help">
                {formatDateTime(note.createdAt)}・{note.operatorName ?? '（削除された運営者）'}
              </p>
              {note.body}
            </li>
          ))}
        </ul>
      ) : notes.data ? (
        <p>メモはまだありません。</p>
      ) : null}
      {canWrite && (
        <form noValidate onSubmit={submit} className="console-form">
          <div className="console-field">
            <label htmlFor="note-body">メモを追加</label>
            <textarea
              id="note-body"
              rows={3}
              maxLength={2000}
              aria-describedby={error ? 'note-body-error' : undefined}
              aria-invalid={error ? true : undefined}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
            {error && (
              <p id="note-body-error" className="console-error">
                {error}
              </p>
            )}
          </div>
          <div className="console-actions">
            <Button type="submit" variant="secondary" isPending={add.isPending}>
              メモを残す
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** お詫び延長: the paid period (and next billing) moved on by N days, with a reason for the log. */
function Extension({ member }: { member: AdminMemberDetail }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'days' | 'reason', string>>>({});
  const [confirm, setConfirm] = useState(false);
  const extend = useMutation({
    mutationFn: (body: { days: number; reason: string }) =>
      call(adminEndpoints.extendMember, { params: { id: member.id }, body }),
    onSuccess: (after) => {
      setConfirm(false);
      setDays('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      const end = after.subscriptions[0]?.end;
      toast.success(end ? `有効期限を${formatDate(end)}まで延長しました。` : '延長しました。');
    },
    onError: (e) => {
      setConfirm(false);
      toast.error(messageOf(e));
    },
  });
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(memberExtensionBody, { days: days.trim() === '' ? NaN : Number(days), reason });
    if (!checked.ok) return setErrors(checked.errors as typeof errors);
    setErrors({});
    setConfirm(true);
  };
  const described = (id: 'days' | 'reason', help?: string) =>
    [help, errors[id] ? `extend-${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <section aria-labelledby="member-extension">
      <h2 id="member-extension">お詫び延長</h2>
      <form noValidate onSubmit={ask} className="console-form">
        <p id="extend-help" className="console-help">
          有効期限と次回の請求日を、指定した日数だけ後ろにずらします。理由は操作履歴に残ります。
        </p>
        <div className="console-field">
          <label htmlFor="extend-days">延長する日数</label>
          <input
            id="extend-days"
            className="console-select"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            aria-describedby={described('days', 'extend-help')}
            aria-invalid={errors.days ? true : undefined}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
          {errors.days && (
            <p id="extend-days-error" className="console-error">
              {errors.days}
            </p>
          )}
        </div>
        <div className="console-field">
          <label htmlFor="extend-reason">延長の理由</label>
          <textarea
            id="extend-reason"
            rows={2}
            maxLength={500}
            aria-describedby={described('reason')}
            aria-invalid={errors.reason ? true : undefined}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {errors.reason && (
            <p id="extend-reason-error" className="console-error">
              {errors.reason}
            </p>
          )}
        </div>
        <div className="console-actions">
          <Button type="submit" variant="secondary">
            延長する
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirm}
        onOpenChange={setConfirm}
        title={`有効期限を${days}日延長しますか？`}
        confirmLabel="延長する"
        isPending={extend.isPending}
        onConfirm={() => extend.mutate({ days: Number(days), reason })}
      >
        <p>
          {member.lastName} {member.firstName}さんの有効期限と次回の請求日が{days}日後ろになります。
        </p>
      </ConfirmDialog>
    </section>
  );
}
