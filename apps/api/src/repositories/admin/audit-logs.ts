import type { AuditLog } from '@fanclub/domain/admin';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { iso } from '../../lib/dates.ts';
import { pageRows, type Page } from '../paging.ts';

export interface AuditEntry {
  /** Who: a sign-in's failure names the address typed (no id when no operator has it). */
  operator: { id: number | null; email: string };
  /** What was done, in the API's words: `create`, `update`, `delete`, `status`, `cancel`, `draw`… */
  action: string;
  resource: string;
  resourceId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  operatorId?: number | undefined;
  resource?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** JSON as stored: dates become ISO strings, undefined disappears. */
const asRecord = (value: unknown): Record<string, unknown> | null =>
  value === undefined || value === null
    ? null
    : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

export const auditLogsRepository = (db: Db, companyId: number) => ({
  /** Called inside the write's own transaction, so a write is never left unrecorded. */
  record: (entry: AuditEntry, tx: DbOrTx = db) =>
    tx.insert(auditLogs).values({
      companyId,
      operatorId: entry.operator.id,
      operatorEmail: entry.operator.email,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId === null ? null : String(entry.resourceId),
      before: asRecord(entry.before),
      after: asRecord(entry.after),
    }),
  list: async (page: Page, filter: AuditFilter): Promise<{ data: AuditLog[]; total: number }> => {
    const where = and(
      eq(auditLogs.companyId, companyId),
      filter.operatorId ? eq(auditLogs.operatorId, filter.operatorId) : undefined,
      filter.resource ? eq(auditLogs.resource, filter.resource) : undefined,
      filter.action ? eq(auditLogs.action, filter.action) : undefined,
      filter.from ? gte(auditLogs.createdAt, new Date(filter.from)) : undefined,
      filter.to ? lte(auditLogs.createdAt, new Date(filter.to)) : undefined,
    );
    return pageRows(db, auditLogs, where, [desc(auditLogs.createdAt), desc(auditLogs.id)], page, (row) => ({
      id: row.id,
      operatorId: row.operatorId,
      operatorEmail: row.operatorEmail,
      action: row.action,
      resource: row.resource,
      resourceId: row.resourceId,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
      createdAt: iso(row.createdAt),
    }));
  },
});
