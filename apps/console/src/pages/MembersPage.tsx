import { adminEndpoints, type AdminMember } from '@fanclub/domain/admin';
import { formatDate, SUBSCRIPTION_STATUS_LABELS } from '@fanclub/domain';
import { TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';

export function MembersPage() {
  const [q, setQ] = useState('');
  const list = usePaged(adminEndpoints.listAdminMembers, { q: q || undefined });
  return (
    <>
      <h1>会員</h1>
      <div className="console-filters">
        <TextField
          label="メールアドレス・氏名・会員番号で検索"
          type="search"
          value={q}
          onChange={(v) => {
            setQ(v);
            list.setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        label="会員一覧"
        columns={[
          {
            id: 'number',
            name: '会員番号',
            isRowHeader: true,
            render: (m: AdminMember) => <Link to={`/members/${m.id}`}>{m.memberNumber}</Link>,
          },
          { id: 'name', name: '氏名', render: (m: AdminMember) => `${m.lastName} ${m.firstName}` },
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
    </>
  );
}
