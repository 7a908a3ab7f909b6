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

/** The filter as SQL: every part optional, the period inclusive at both ends. */
const matching = (companyId: number, filter: AuditFilter) =>
  and(
    eq(auditLogs.companyId, companyId),
    filter.operatorId ? eq(auditLogs.operatorId, filter.operatorId) : undefined,
    filter.resource ? eq(auditLogs.resource, filter.resource) : undefined,
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.from ? gte(auditLogs.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lte(auditLogs.createdAt, new Date(filter.to)) : undefined,
  );
const newestFirst = [desc(auditLogs.createdAt), desc(auditLogs.id)];

const toAuditLog = (row: typeof auditLogs.$inferSelect): AuditLog => ({
  id: row.id,
  operatorId: row.operatorId,
  operatorEmail: row.operatorEmail,
  action: row.action,
  resource: row.resource,
  resourceId: row.resourceId,
  before: row.before as Record<string, unknown> | null,
  after: row.after as Record<string, unknown> | null,
  createdAt: iso(row.createdAt),
});

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
  /** A page of the entries the filter keeps (operator, resource, action, period), newest first. */
  list: (page: Page, filter: AuditFilter): Promise<{ data: AuditLog[]; total: number }> =>
    pageRows(db, auditLogs, matching(companyId, filter), newestFirst, page, toAuditLog),
  /**
   * The export's entries: the list's filter and order, at most `limit` of them (the SQL's LIMIT),
   * with how many the filter keeps in all.
   */
  exportRows: (filter: AuditFilter, limit: number) =>
    pageRows(db, auditLogs, matching(companyId, filter), newestFirst, { limit, offset: 0 }, toAuditLog),
});
