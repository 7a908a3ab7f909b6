import { adminEndpoints, operatorRoleLabels, type Operator } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { DataTable, ErrorState } from '@fanclub/ui';
import { usePaged } from '../app/paged.ts';

export function OperatorsPage() {
  const list = usePaged(adminEndpoints.listOperators, {});
  if (list.error) return <ErrorState message={list.error.message} />;
  return (
    <>
      <h1>運営者</h1>
      <DataTable
        label="運営者一覧"
        columns={[
          { id: 'name', name: '名前', isRowHeader: true, render: (o: Operator) => o.name },
          { id: 'email', name: 'メールアドレス', render: (o: Operator) => o.email },
          { id: 'role', name: '役割', render: (o: Operator) => operatorRoleLabels[o.role] },
          { id: 'totp', name: '二段階認証', render: (o: Operator) => (o.hasTotp ? '有効' : '―') },
          { id: 'state', name: '状態', render: (o: Operator) => (o.disabledAt ? '停止中' : '有効') },
          {
            id: 'last',
            name: '最終ログイン',
            render: (o: Operator) => (o.lastSignInAt ? formatDateTime(o.lastSignInAt) : '―'),
          },
        ]}
        rows={list.data?.data ?? []}
        rowKey={(o) => o.id}
        total={list.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        isLoading={list.isPending}
      />
    </>
  );
}
