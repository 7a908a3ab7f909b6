import { adminEndpoints, type AdminMember } from '@fanclub/domain/admin';
import { formatDate, fullName, SUBSCRIPTION_STATUS_LABELS } from '@fanclub/domain';
import { linkColumn, SearchedList } from '../app/list.tsx';

export function MembersPage() {
  return (
    <SearchedList
      endpoint={adminEndpoints.listAdminMembers}
      title="会員"
      search="メールアドレス・氏名・会員番号で検索"
      label="会員一覧"
      columns={[
        linkColumn(
          'number',
          '会員番号',
          (m: AdminMember) => `/members/${m.id}`,
          (m) => m.memberNumber,
        ),
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
