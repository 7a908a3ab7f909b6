import { adminEndpoints, cycleLabel, rolesFor, type AdminMembershipPlan } from '@fanclub/domain/admin';
import { formatPriceWithTax } from '@fanclub/domain';
import { ListPage, SearchField, StateBadge, recordColumn, useFilteredList } from '../app/list.tsx';
import { currentOperator } from '../app/session.ts';

/** Plans are money: the owner writes them, support reads them (`rolesFor('plans', …)`). */
export const canWritePlans = () => rolesFor('plans', 'write').includes(currentOperator()!.role);

/** 「¥550（税込）／1か月ごと」: what a new member pays each cycle. */
export const planPrice = (plan: AdminMembershipPlan) =>
  `${formatPriceWithTax(plan.price, plan.taxRate)}／${cycleLabel(plan)}`;

/** 会員プラン: every plan, hidden ones too, in the order /membership-registration lists them. */
export function MembershipPlansPage() {
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAdminMembershipPlans,
    { q: '' },
    (f) => ({ q: f.q || undefined }),
  );
  return (
    <ListPage
      title="会員プラン"
      create={canWritePlans() && { to: '/membership-plans/new', label: '会員プランを作成' }}
      filters={<SearchField label="プラン名で検索" value={filters.q} onChange={filter('q')} />}
      list={list}
      columns={[
        recordColumn('name', 'プラン名', '/membership-plans', (p: AdminMembershipPlan) => p.name),
        { id: 'price', name: '料金', render: planPrice },
        {
          id: 'initialFee',
          name: '入会金',
          render: (p: AdminMembershipPlan) =>
            p.initialFee === 0 ? 'なし' : formatPriceWithTax(p.initialFee, p.taxRate),
        },
        {
          id: 'isDisplayed',
          name: '入会画面',
          render: (p: AdminMembershipPlan) => (
            <StateBadge on={p.isDisplayed}>{p.isDisplayed ? '表示中' : '非表示'}</StateBadge>
          ),
        },
        {
          id: 'subscribers',
          name: '加入中の会員',
          render: (p: AdminMembershipPlan) => `${p.subscribers.toLocaleString('ja-JP')}人`,
        },
        { id: 'displayOrder', name: '表示順', render: (p: AdminMembershipPlan) => String(p.displayOrder) },
      ]}
    />
  );
}
