import {
  adminEndpoints,
  auditActionLabel,
  auditChanges,
  auditFieldLabel,
  auditResourceLabel,
  auditResourceOptions,
  auditValueText,
  type AuditChange,
  type AuditLog,
} from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Button, toast } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { saveCsv } from '../app/csv.ts';
import { ListPage } from '../app/list.tsx';
import { usePaged } from '../app/paged.ts';

type Key = 'operatorId' | 'resource' | 'from' | 'to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters as the address has them (a shared or reloaded link keeps them): the operator's id,
 * the resource, and the period as Japan dates, both days included. A bad one is left out.
 */
const readFilters = (params: URLSearchParams) => {
  const operatorId = Number(params.get('operatorId'));
  const resource = params.get('resource') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    operatorId: Number.isInteger(operatorId) && operatorId > 0 ? operatorId : undefined,
    resource: auditResourceOptions.some((o) => o.id === resource) ? resource : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
};
type Filters = ReturnType<typeof readFilters>;

/** The API's query: the days become the first and last instants of those days in Japan time. */
const queryOf = ({ operatorId, resource, from, to }: Filters) => ({
  ...(operatorId ? { operatorId } : {}),
  ...(resource ? { resource } : {}),
  ...(from ? { from: `${from}T00:00:00+09:00` } : {}),
  ...(to ? { to: `${to}T23:59:59.999+09:00` } : {}),
});

/** Longer values are folded to their start, the whole behind 「全文を表示」. */
const FOLD_AT = 80;

function Value({ value }: { value: unknown }) {
  const text = auditValueText(value);
  const [open, setOpen] = useState(false);
  if (text === '') return <span className="console-audit-none">（なし）</span>;
  if (text.length <= FOLD_AT) return <span className="console-audit-value">{text}</span>;
  return (
    <span className="console-audit-value">
      {open ? text : `${text.slice(0, FOLD_AT)}…`}{' '}
      <button
        type="button"
        className="console-audit-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? '折りたたむ' : '全文を表示'}
      </button>
    </span>
  );
}

/** The fields an entry changed, before and after, under their Japanese names. */
function Changes({ entry }: { entry: AuditLog }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return null;
  return (
    <table className="console-audit-changes">
      <thead>
        <tr>
          <th scope="col">項目</th>
          <th scope="col">変更前</th>
          <th scope="col">変更後</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change: AuditChange) => (
          <tr key={change.field}>
            <th scope="row">{auditFieldLabel(change.field)}</th>
            <td>
              <Value value={change.before} />
            </td>
            <td>
              <Value value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** Every console write, newest first: filtered by operator, type and period (in the address), and written to CSV. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = usePaged(adminEndpoints.listAuditLogs, queryOf(filters));
  const operators = useQuery({
    queryKey: ['admin', 'audit-log-operators'],
    queryFn: () => call(adminEndpoints.listOperators, { query: { limit: 100 } }),
  });
  // Each change starts from the last one asked for, so two quick changes both stay.
  const latest = useRef(params);
  latest.current = params;
  const set = (key: Key) => (value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value) next.set(key, value);
    else next.delete(key);
    latest.current = next;
    setParams(next, { replace: true });
    list.setPage(1);
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    call(adminEndpoints.exportAuditLogs, { query: queryOf(filters) })
      .then((file) => {
        saveCsv(file);
        toast.success(
          file.rows < file.total
            ? `新しい${file.rows.toLocaleString('ja-JP')}件をCSVに書き出しました（該当${file.total.toLocaleString('ja-JP')}件）。`
            : 'CSVを書き出しました。',
        );
      })
      .catch((error: unknown) => toast.error(messageOf(error)))
      .finally(() => setExporting(false));
  };

  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>操作履歴</h1>
          <div className="console-actions">
            <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
              絞り込んだ操作履歴をCSVで書き出す
            </Button>
          </div>
        </div>
      }
      filters={
        <>
          <Field id="audit-operator" label="運営者">
            {(id) => (
              <select
                id={id}
                className="console-select"
                value={String(filters.operatorId ?? '')}
                onChange={(e) => set('operatorId')(e.target.value)}
              >
                <option value="">すべて</option>
                {operators.data?.data.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}（{o.email}）
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="audit-resource" label="対象">
            {(id) => (
              <select
                id={id}
                className="console-select"
                value={filters.resource ?? ''}
                onChange={(e) => set('resource')(e.target.value)}
              >
                <option value="">すべて</option>
                {auditResourceOptions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="audit-from" label="期間（から）">
            {(id) => (
              <input
                id={id}
                className="console-select"
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                value={filters.from ?? ''}
                onChange={(e) => set('from')(e.target.value)}
              />
            )}
          </Field>
          <Field id="audit-to" label="期間（まで）">
            {(id) => (
              <input
                id={id}
                className="console-select"
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                value={filters.to ?? ''}
                onChange={(e) => set('to')(e.target.value)}
              />
            )}
          </Field>
        </>
      }
      list={list}
      label="操作履歴一覧"
      columns={[
        {
          id: 'at',
          name: '日時',
          isRowHeader: true,
          render: (e: AuditLog) => <span className="console-nowrap">{formatDateTime(e.createdAt)}</span>,
        },
        {
          id: 'who',
          name: '運営者',
          render: (e: AuditLog) => <span className="console-nowrap">{e.operatorEmail}</span>,
        },
        {
          id: 'what',
          name: '操作',
          render: (e: AuditLog) => (
            <span className="console-audit-what">
              <span className="console-nowrap">
                {auditResourceLabel(e.resource)}
                {e.resourceId ? ` #${e.resourceId}` : ''}
              </span>{' '}
              <strong className="console-nowrap">{auditActionLabel(e.action)}</strong>
            </span>
          ),
        },
        { id: 'diff', name: '変更', render: (e: AuditLog) => <Changes entry={e} /> },
      ]}
    />
  );
}
