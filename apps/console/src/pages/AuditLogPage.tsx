import { adminEndpoints, type AuditLog } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { DataTable, ErrorState, StatusFilter } from '@fanclub/ui';
import { useState } from 'react';
import { usePaged } from '../app/paged.ts';

const resources = [
  { id: 'news', name: 'お知らせ' },
  { id: 'orders', name: '注文' },
  { id: 'drawEvents', name: '抽選' },
  { id: 'members', name: '会員' },
  { id: 'membershipPlans', name: '会員プラン' },
  { id: 'operators', name: '運営者' },
  { id: 'adminSession', name: 'ログイン' },
] as const;
type Resource = (typeof resources)[number]['id'];

const changes = (entry: AuditLog) => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]) && k !== 'updatedAt',
  );
  return keys
    .map((k) => `${k}: ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`)
    .join('\n');
};

export function AuditLogPage() {
  const [resource, setResource] = useState<Resource | null>(null);
  const list = usePaged(adminEndpoints.listAuditLogs, { resource: resource ?? undefined });
  return (
    <>
      <h1>操作履歴</h1>
      <StatusFilter
        label="対象"
        options={resources}
        value={resource}
        onChange={(v) => {
          setResource(v);
          list.setPage(1);
        }}
      />
      {list.error ? (
        <ErrorState message={list.error.message} />
      ) : (
        <DataTable
          label="操作履歴一覧"
          columns={[
            {
              id: 'at',
              name: '日時',
              isRowHeader: true,
              render: (e: AuditLog) => formatDateTime(e.createdAt),
            },
            { id: 'who', name: '運営者', render: (e: AuditLog) => e.operatorEmail },
            {
              id: 'what',
              name: '操作',
              render: (e: AuditLog) => `${e.resource} #${e.resourceId ?? ''} ${e.action}`,
            },
            {
              id: 'diff',
              name: '変更',
              render: (e: AuditLog) => <pre className="console-diff">{changes(e)}</pre>,
            },
          ]}
          rows={list.data?.data ?? []}
          rowKey={(e) => e.id}
          total={list.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          isLoading={list.isPending}
        />
      )}
    </>
  );
}
