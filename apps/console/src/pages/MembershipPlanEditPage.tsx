import {
  adminEndpoints,
  cycleLabel,
  membershipPlanBody,
  type AdminMembershipPlan,
} from '@fanclub/domain/admin';
import { formatPriceWithTax } from '@fanclub/domain';
import { Select, TextField } from '@fanclub/ui';
import { useState } from 'react';
import { call } from '../app/api.ts';
import { typedNumber, useDraft } from '../app/form.ts';
import {
  DeleteDialog,
  EditRecordPage,
  EditForm,
  HtmlField,
  SaveActions,
  useRemoveRecord,
  useSaveThrough,
} from '../app/record.tsx';
import { canWritePlans } from './MembershipPlansPage.tsx';

type Draft = {
  name: string;
  price: string;
  taxRate: string;
  initialFee: string;
  cycleType: AdminMembershipPlan['cycleType'];
  cycleValue: string;
  isDisplayed: boolean;
  displayOrder: string;
  contentView: string;
};

const draftOf = (plan?: AdminMembershipPlan): Draft => ({
  name: plan?.name ?? '',
  price: plan ? String(plan.price) : '',
  taxRate: String(plan?.taxRate ?? 10),
  initialFee: String(plan?.initialFee ?? 0),
  cycleType: plan?.cycleType ?? 'month',
  cycleValue: String(plan?.cycleValue ?? 1),
  isDisplayed: plan?.isDisplayed ?? true,
  displayOrder: String(plan?.displayOrder ?? 0),
  contentView: plan?.contentView ?? '',
});

const cycleOptions = [
  { id: 'month', name: '月ごと' },
  { id: 'year', name: '年ごと' },
];
const displayOptions = [
  { id: 'shown', name: '表示する' },
  { id: 'hidden', name: '表示しない' },
];

/** The draft's figures as a new member would be charged them, once they are numbers the contract takes. */
const chargePreview = (draft: Draft) => {
  const checked = membershipPlanBody
    .pick({ price: true, taxRate: true, initialFee: true, cycleType: true, cycleValue: true })
    .safeParse({
      price: typedNumber(draft.price),
      taxRate: typedNumber(draft.taxRate),
      initialFee: typedNumber(draft.initialFee),
      cycleType: draft.cycleType,
      cycleValue: typedNumber(draft.cycleValue),
    });
  if (!checked.success) return undefined;
  const plan = checked.data;
  const fee = plan.initialFee > 0 ? `、入会金 ${formatPriceWithTax(plan.initialFee, plan.taxRate)}` : '';
  return `新しい会員のお支払い: ${formatPriceWithTax(plan.price, plan.taxRate)}／${cycleLabel(plan)}${fee}`;
};

/** One membership plan: its price, cycle, initial fee, whether new members are offered it, its benefits. */
export function MembershipPlanEditPage() {
  return (
    <EditRecordPage name="membership-plan" endpoint={adminEndpoints.getAdminMembershipPlan}>
      {(plan) => <PlanForm plan={plan} />}
    </EditRecordPage>
  );
}

function PlanForm({ plan }: { plan: AdminMembershipPlan | undefined }) {
  const readOnly = !canWritePlans();
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(plan), {
    readOnly,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = useSaveThrough({
    name: 'membership-plan',
    path: '/membership-plans',
    record: plan,
    create: adminEndpoints.createMembershipPlan,
    update: adminEndpoints.updateMembershipPlan,
    saved: (saved) => `会員プラン「${saved.name}」を保存しました。`,
    // The form shows what was stored (「６００」 typed reads 600, the order as the list took it).
    onSaved: (saved) => setDraft(draftOf(saved)),
  });
  const remove = useRemoveRecord('/membership-plans', () =>
    call(adminEndpoints.deleteMembershipPlan, { params: { id: plan!.id } }),
  );

  const submit = () => {
    const body = check(membershipPlanBody, {
      name: draft.name,
      price: typedNumber(draft.price),
      taxRate: typedNumber(draft.taxRate),
      initialFee: typedNumber(draft.initialFee),
      isDisplayed: draft.isDisplayed,
      cycleType: draft.cycleType,
      cycleValue: typedNumber(draft.cycleValue),
      contentView: draft.contentView,
      displayOrder: typedNumber(draft.displayOrder),
    });
    if (body) save.mutate(body);
  };

  const number = (
    key: 'price' | 'taxRate' | 'initialFee' | 'cycleValue' | 'displayOrder',
    label: string,
  ) => ({
    label,
    inputMode: 'numeric' as const,
    ...field(key),
  });

  return (
    <>
      <div className="console-page-head">
        <h1>{plan ? plan.name : '会員プランを作成'}</h1>
        {plan && <p>加入中の会員 {plan.subscribers.toLocaleString('ja-JP')}人</p>}
      </div>
      <p className="console-help">
        料金・入会金・周期の変更は、これから入会する会員に適用されます。加入中の会員は入会したときの条件のままです。
      </p>
      <EditForm onSubmit={submit}>
        <TextField label="プラン名" isRequired {...field('name')} maxLength={100} />
        <TextField
          {...number('price', '料金（税抜・円）')}
          isRequired
          description={readOnly ? undefined : chargePreview(draft)}
        />
        <TextField {...number('taxRate', '税率（%）')} isRequired />
        <TextField {...number('initialFee', '入会金（税抜・円）')} description="0なら入会金なし" />
        <Select
          label="課金の周期"
          isRequired
          isDisabled={readOnly}
          items={cycleOptions}
          selectedKey={draft.cycleType}
          onSelectionChange={(key) => set('cycleType')(key as Draft['cycleType'])}
          errorMessage={errors.cycleType}
        />
        <TextField
          {...number('cycleValue', '周期の長さ')}
          isRequired
          description="1から12まで。「1」と「月ごと」なら毎月のお支払いです"
        />
        <Select
          label="入会画面での表示"
          isDisabled={readOnly}
          items={displayOptions}
          selectedKey={draft.isDisplayed ? 'shown' : 'hidden'}
          onSelectionChange={(key) => set('isDisplayed')(key === 'shown')}
          description="「表示しない」にすると新しい会員には表示されません。加入中の会員はそのまま続けられます"
        />
        <TextField {...number('displayOrder', '表示順')} description="小さいほど先に表示されます" />
        <HtmlField id="plan-content-view" label="特典の説明（HTML）" rows={8} {...field('contentView')} />
        {!readOnly && (
          <SaveActions isPending={save.isPending} onDelete={plan && (() => setConfirmDelete(true))} />
        )}
      </EditForm>
      {plan && (
        <DeleteDialog
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={plan.name}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate()}
        >
          <p>
            入会画面からすぐに消えます。この操作は取り消せません。会員が加入したことのあるプランは削除できないため、「表示しない」にしてください。
          </p>
        </DeleteDialog>
      )}
    </>
  );
}
