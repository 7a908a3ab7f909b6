import {
  adminEndpoints,
  bankAccountTypeLabels,
  bankAccountTypes,
  refundBody,
  refundMessages,
  rolesFor,
  type AdminOrder,
  type BankAccountType,
  type Refund,
} from '@fanclub/domain/admin';
import { formatDate, formatDateTime, formatPoints, formatYen } from '@fanclub/domain';
import { Button, ConfirmDialog, DataTable, Select, TextField, toast } from '@fanclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, messageOf } from '../app/api.ts';
import { validate } from '../app/form.ts';
import { currentOperator } from '../app/session.ts';

/** Statuses whose payment has been received (the server refuses the others). */
const REFUNDABLE: readonly string[] = ['paid', 'preparing', 'shipped', 'delivered'];

const refundWhat: Record<AdminOrder['orderType'], string> = {
  product: '商品の代金',
  voting_package: '投票ポイントの代金',
  membership: '会費',
};

/**
 * 返金: the history of an order's refunds for everyone who reads orders, and for owner and shop
 * the form: amount (the whole rest by default), reason, and for a konbini payment the bank account
 * it is transferred to. A confirmation names what else changes (points, the paid period).
 */
export function OrderRefunds({
  order,
  onSaved,
}: {
  order: AdminOrder;
  onSaved: (saved: AdminOrder) => void;
}) {
  const canWrite = rolesFor('shop', 'write').includes(currentOperator()!.role);
  const left = order.finalPrice - order.refundedAmount;
  const open = canWrite && REFUNDABLE.includes(order.status) && left > 0;
  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">返金</h2>
      <p>
        お支払い {formatYen(order.finalPrice)}・返金済み {formatYen(order.refundedAmount)}・返金できる残額{' '}
        {formatYen(Math.max(left, 0))}
      </p>
      {order.refunds.length > 0 ? <RefundHistory refunds={order.refunds} /> : <p>返金はまだありません。</p>}
      {open && <RefundForm key={left} order={order} left={left} onSaved={onSaved} />}
    </section>
  );
}

function RefundHistory({ refunds }: { refunds: Refund[] }) {
  return (
    <DataTable
      label="返金履歴"
      columns={[
        {
          id: 'createdAt',
          name: '日時',
          isRowHeader: true,
          render: (r: Refund) => formatDateTime(r.createdAt),
        },
        { id: 'amount', name: '返金額', render: (r: Refund) => formatYen(r.amount) },
        {
          id: 'method',
          name: '返金方法',
          render: (r: Refund) =>
            r.bankAccount
              ? `銀行振込（${r.bankAccount.bankName} ${r.bankAccount.bankBranch} ${bankAccountTypeLabels[r.bankAccount.accountType]} ${r.bankAccount.accountNumber} ${r.bankAccount.accountHolderKana}）`
              : `カード（${r.providerRefundId ?? '―'}）`,
        },
        {
          id: 'effect',
          name: 'あわせて変わったこと',
          render: (r: Refund) =>
            [
              r.pointsTaken > 0 ? `${formatPoints(r.pointsTaken)}を取り消し` : '',
              r.pointsSpent > 0 ? `使用済みの${formatPoints(r.pointsSpent)}は取り消せず` : '',
              r.periodEndAfter ? `会員期間の終了日 ${formatDate(r.periodEndAfter)}` : '',
            ]
              .filter(Boolean)
              .join('、') || '―',
        },
        { id: 'reason', name: '理由', render: (r: Refund) => r.reason },
        { id: 'operator', name: '担当', render: (r: Refund) => r.operatorName || '―' },
      ]}
      rows={refunds}
      rowKey={(r) => r.id}
      total={refunds.length}
      page={1}
      pageSize={Math.max(refunds.length, 1)}
      onPageChange={() => undefined}
    />
  );
}

function RefundForm({
  order,
  left,
  onSaved,
}: {
  order: AdminOrder;
  left: number;
  onSaved: (saved: AdminOrder) => void;
}) {
  const queryClient = useQueryClient();
  const konbini = order.paymentMethod === 'konbini';
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  const [bankName, setBankName] = useState('');
  const [bankBranch, setBankBranch] = useState('');
  const [accountType, setAccountType] = useState<BankAccountType>('ordinary');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountHolderKana, setAccountHolderKana] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<typeof refundBody._output | null>(null);
  const refund = useMutation({
    mutationFn: (body: typeof refundBody._output) =>
      call(adminEndpoints.refundOrder, { params: { id: order.id }, body }),
    onSuccess: (saved, body) => {
      setConfirming(null);
      onSaved(saved);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(refundMessages.done(body.amount));
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(messageOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.normalize('NFKC').replace(/[,円\s]/g, ''));
    const checked = validate(refundBody, {
      amount: amount.trim() === '' || Number.isNaN(value) ? undefined : value,
      reason,
      bankAccount: konbini
        ? {
            bankName,
            bankBranch,
            accountType,
            accountNumber: accountNumber.normalize('NFKC'),
            accountHolderKana,
          }
        : null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    if (checked.data.amount > left) return setErrors({ amount: refundMessages.tooMuch(left) });
    setErrors({});
    setConfirming(checked.data);
  };
  const full = confirming?.amount === left;
  return (
    <form className="console-form" noValidate onSubmit={submit} aria-labelledby="refund-form-heading">
      <h3 id="refund-form-heading">返金する</h3>
      <TextField
        label="返金額（円）"
        description={`返金できる残額は ${formatYen(left)} です（最初は全額）。`}
        inputMode="numeric"
        isRequired
        value={amount}
        onChange={setAmount}
        errorMessage={errors.amount}
      />
      <TextField
        label="返金の理由"
        description="返金履歴と操作履歴に残ります（お客様へのメールには載りません）。"
        isRequired
        value={reason}
        onChange={setReason}
        errorMessage={errors.reason}
      />
      {order.orderType === 'voting_package' && <p>{refundMessages.pointsRule}</p>}
      {order.orderType === 'membership' && <p>{refundMessages.periodRule}</p>}
      {konbini && (
        <fieldset>
          <legend>返金先の銀行口座</legend>
          <p>コンビニ払いは決済を取り消せないため、お客様の口座へ振り込んで返金します。</p>
          <TextField
            label="銀行名"
            isRequired
            value={bankName}
            onChange={setBankName}
            errorMessage={errors['bankAccount.bankName']}
          />
          <TextField
            label="支店名"
            isRequired
            value={bankBranch}
            onChange={setBankBranch}
            errorMessage={errors['bankAccount.bankBranch']}
          />
          <Select
            label="口座種別"
            items={bankAccountTypes.map((t) => ({ id: t, name: bankAccountTypeLabels[t] }))}
            selectedKey={accountType}
            onSelectionChange={(key) => setAccountType(key as BankAccountType)}
            errorMessage={errors['bankAccount.accountType']}
          />
          <TextField
            label="口座番号（7桁）"
            inputMode="numeric"
            isRequired
            value={accountNumber}
            onChange={setAccountNumber}
            errorMessage={errors['bankAccount.accountNumber']}
          />
          <TextField
            label="口座名義（カナ）"
            isRequired
            value={accountHolderKana}
            onChange={setAccountHolderKana}
            errorMessage={errors['bankAccount.accountHolderKana'] ?? errors.bankAccount}
          />
        </fieldset>
      )}
      <Button type="submit" variant="danger">
        返金する
      </Button>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={`${formatYen(confirming?.amount ?? 0)} を返金しますか？`}
        confirmLabel="返金する"
        tone="danger"
        isPending={refund.isPending}
        onConfirm={() => confirming && refund.mutate(confirming)}
      >
        <p>
          {refundWhat[order.orderType]}を{full ? '全額' : '一部'}返金します。
          {konbini ? '指定の口座へ振り込む記録を残します。' : 'お支払いに使われたカードに返金します。'}
          お客様に返金のお知らせメールが届きます。この操作は取り消せません。
        </p>
      </ConfirmDialog>
    </form>
  );
}
