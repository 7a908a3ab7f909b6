import { adminEndpoints, type AdminMember } from '@fanclub/domain/admin';
import { formatDate, fullName, SUBSCRIPTION_STATUS_LABELS } from '@fanclub/domain';
import { recordColumn, SearchedList } from '../app/list.tsx';

export function MembersPage() {
  return (
    <SearchedList
      endpoint={adminEndpoints.listAdminMembers}
      title="会員"
      search="メールアドレス・氏名・会員番号で検索"
      columns={[
        recordColumn('number', '会員番号', '/members', (m: AdminMember) => m.memberNumber),
        { id: 'name', name: '氏名', render: (m: AdminMember) => fullName(m) },
        { id: 'email', name: 'メールアドレス', render: (m: AdminMember) => m.email },
        {
          id: 'plan',
          name: 'プラン',
          render: (m: AdminMember) => (m.isPaidMember ? m.planName : '無料会員'),
        },
        {
          id: 'status',
          name: '状態',
          render: (m: AdminMember) =>
            m.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[m.subscriptionStatus] : '―',
        },
        { id: 'createdAt', name: '登録日', render: (m: AdminMember) => formatDate(m.createdAt) },
      ]}
    />
  );
}
